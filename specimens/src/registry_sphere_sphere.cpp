// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the sphere-sphere specimens (bug zoo:
// Ericson's TestSphereSphere, Real-Time Collision Detection 2005, section
// 4.3.1, the test three.js's Sphere.intersectsSphere also computes).
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_sphere.h"

#include <type_traits>

namespace gv {
namespace specimens {
namespace {

constexpr const char* kEricsonOrigin =
    "specimens/src/zoo_ericson_sphere.cpp, from C. Ericson, Real-Time Collision Detection (2005), section 4.3.1, "
    "TestSphereSphere (the squared distance against the squared radius sum, <=)";

template <class T>
std::vector<query::Implementation<query::SphereSphere<T>>> rows(const char* note) {
  using C = query::SphereSphere<T>;
  query::Implementation<C> a;
  a.name = std::is_same_v<T, float> ? "zoo.ericson.TestSphereSphere" : "zoo.ericson.TestSphereSphere<double>";
  a.origin = kEricsonOrigin;
  a.role = query::Role::specimen;
  a.contract = query::Contract::exact();  // closed balls: tangent balls intersect (<=)
  a.expected = query::kFalseHit | query::kFalseMiss;
  a.defect_note = note;
  a.intersects = [](const C& c) {
    using S = ericson_sphere::Sphere<T>;
    const S sa{{c.a.c.x, c.a.c.y, c.a.c.z}, c.a.r};
    const S sb{{c.b.c.x, c.b.c.y, c.b.c.z}, c.b.r};
    return ericson_sphere::TestSphereSphere<T>(sa, sb) != 0;
  };
  return {a};
}

}  // namespace

template <>
std::vector<query::Implementation<query::SphereSphere<float>>> specimens() {
  return rows<float>(
      "false hit and miss: the squares and their sums round in float near tangency; squares below 2^-149 "
      "flush to zero (tiny balls apart meet); a difference or square above 2^128 is inf, and inf <= inf "
      "(huge balls far apart meet)");
}

template <>
std::vector<query::Implementation<query::SphereSphere<double>>> specimens() {
  return rows<double>(
      "false hit and miss: as in float, at double's ends: rounding of the squares near tangency, squares "
      "underflowing below 2^-1074, overflowing above 2^1024");
}

}  // namespace specimens
}  // namespace gv
