// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the half-space-OBB specimens (bug
// zoo: TestOBBPlane's r and s used for culling, after Ericson, RTCD 5.2.3).
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_plane.h"

#include <type_traits>

namespace gv {
namespace specimens {
namespace {

constexpr const char* kObbCullOrigin =
    "specimens/src/zoo_ericson_plane.cpp, after C. Ericson, Real-Time Collision Detection (2005), 5.2.3: "
    "TestOBBPlane's r and s, culled when s > r";

template <class T>
rtcd::Vector<T> vec(const Vec3<T>& v) {
  return {v.x, v.y, v.z};
}

template <class T>
std::vector<query::Implementation<query::HalfspaceObb<T>>> rows(const char* note) {
  using C = query::HalfspaceObb<T>;
  query::Implementation<C> a;
  a.name = std::is_same_v<T, float> ? "zoo.ericson.OBBOutsidePlane(s>r)" : "zoo.ericson.OBBOutsidePlane(s>r)<double>";
  a.origin = kObbCullOrigin;
  a.role = query::Role::specimen;
  a.contract = query::Contract::conservative();
  a.expected = query::kFalseMiss;
  a.defect_note = note;
  a.intersects = [](const C& c) {
    const rtcd::OBB<T> b{vec(c.obb.c), {vec(c.obb.u[0]), vec(c.obb.u[1]), vec(c.obb.u[2])},
                         {c.obb.e[0], c.obb.e[1], c.obb.e[2]}};
    const rtcd::Plane<T> p{vec(c.halfspace.n), -c.halfspace.d};
    return !rtcd::OBBOutsidePlane<T>(b, p);
  };
  return {a};
}

}  // namespace

template <>
std::vector<query::Implementation<query::HalfspaceObb<float>>> specimens() {
  return rows<float>(
      "false miss: r = sum e_i |n.u_i| and s = n.c - d are rounded, so s > r can cull a box that touches "
      "the plane (any stored axes: no orthonormality is assumed)");
}

template <>
std::vector<query::Implementation<query::HalfspaceObb<double>>> specimens() {
  return rows<double>("false miss: as in float, at double's precision: rounded r and s at contact");
}

}  // namespace specimens
}  // namespace gv
