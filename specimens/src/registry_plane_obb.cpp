// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the plane-OBB specimens (bug zoo:
// Ericson's TestOBBPlane, RTCD 5.2.3).
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_plane.h"

#include <type_traits>

namespace gv {
namespace specimens {
namespace {

constexpr const char* kTestObbPlaneOrigin =
    "specimens/src/zoo_ericson_plane.cpp, from C. Ericson, Real-Time Collision Detection (2005), 5.2.3, "
    "TestOBBPlane";

template <class T>
rtcd::Vector<T> vec(const Vec3<T>& v) {
  return {v.x, v.y, v.z};
}

template <class T>
std::vector<query::Implementation<query::PlaneObb<T>>> rows(const char* note) {
  using C = query::PlaneObb<T>;
  query::Implementation<C> a;
  a.name = std::is_same_v<T, float> ? "zoo.ericson.TestOBBPlane" : "zoo.ericson.TestOBBPlane<double>";
  a.origin = kTestObbPlaneOrigin;
  a.role = query::Role::specimen;
  a.contract = query::Contract::exact();
  a.expected = query::kFalseHit | query::kFalseMiss;
  a.defect_note = note;
  // The book's plane is Dot(n, x) == d: the suite's {n, d} is {n, -d} there (exact).
  a.intersects = [](const C& c) {
    const rtcd::OBB<T> b{vec(c.obb.c), {vec(c.obb.u[0]), vec(c.obb.u[1]), vec(c.obb.u[2])},
                         {c.obb.e[0], c.obb.e[1], c.obb.e[2]}};
    const rtcd::Plane<T> p{vec(c.plane.n), -c.plane.d};
    return rtcd::TestOBBPlane<T>(b, p) != 0;
  };
  return {a};
}

}  // namespace

template <>
std::vector<query::Implementation<query::PlaneObb<float>>> specimens() {
  return rows<float>(
      "false hit and miss: r = sum e_i |n.u_i| and s = n.c - d are rounded, so contact and near contact are "
      "decided by rounding (no orthonormality is assumed: the formula is exact for any stored axes); "
      "huge input gives inf - inf = NaN, a miss");
}

template <>
std::vector<query::Implementation<query::PlaneObb<double>>> specimens() {
  return rows<double>(
      "false hit and miss: as in float, at double's precision: rounded r and s decide contact and near "
      "contact; inf - inf = NaN above about 2^1023, a miss");
}

}  // namespace specimens
}  // namespace gv
