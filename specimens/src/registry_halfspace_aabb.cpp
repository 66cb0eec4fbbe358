// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the half-space-AABB specimens (bug
// zoo: frustum culling's centre-extent test after Ericson, RTCD 5.2.3, and
// the p-vertex test of three.js Frustum.intersectsBox).
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_plane.h"
#include "geoverify/specimens/zoo_threejs_frustum.h"

#include <type_traits>

namespace gv {
namespace specimens {
namespace {

constexpr const char* kCentreExtentOrigin =
    "specimens/src/zoo_ericson_plane.cpp, after C. Ericson, Real-Time Collision Detection (2005), 5.2.3: "
    "TestAABBPlane's centre, extents, r and s, culled when s > r";
constexpr const char* kThreejsOrigin =
    "specimens/src/zoo_threejs_frustum.cpp, from three.js src/math/Frustum.js, Frustum.intersectsBox "
    "(p-vertex test; Greene 1994, Assarsson and Moller 2000)";

template <class T>
rtcd::Vector<T> vec(const Vec3<T>& v) {
  return {v.x, v.y, v.z};
}

template <class T>
std::vector<query::Implementation<query::HalfspaceAabb<T>>> rows(const char* centre_note, const char* pvertex_note) {
  using C = query::HalfspaceAabb<T>;
  const bool is_float = std::is_same_v<T, float>;
  query::Implementation<C> a;
  a.name = is_float ? "zoo.ericson.AABBOutsidePlane(s>r)" : "zoo.ericson.AABBOutsidePlane(s>r)<double>";
  a.origin = kCentreExtentOrigin;
  a.role = query::Role::specimen;
  a.contract = query::Contract::conservative();
  a.expected = query::kFalseMiss;
  a.defect_note = centre_note;
  // Inside is Dot(n, x) <= d in the book's terms: Halfspace{n, d} is the book's plane {n, -d}.
  a.intersects = [](const C& c) {
    const rtcd::AABB<T> b{vec(c.box.min), vec(c.box.max)};
    const rtcd::Plane<T> p{vec(c.halfspace.n), -c.halfspace.d};
    return !rtcd::AABBOutsidePlane<T>(b, p);
  };

  query::Implementation<C> b;
  b.name = is_float ? "zoo.threejs.Frustum.intersectsBox<float>" : "zoo.threejs.Frustum.intersectsBox";
  b.origin = kThreejsOrigin;
  b.role = query::Role::specimen;
  b.contract = query::Contract::conservative();
  b.expected = query::kFalseMiss;
  b.defect_note = pvertex_note;
  // three.js keeps normal.p + constant >= 0: normal = -n, constant = -d (exact).
  b.intersects = [](const C& c) {
    const threejs::Plane<T> plane{{-c.halfspace.n.x, -c.halfspace.n.y, -c.halfspace.n.z}, -c.halfspace.d};
    const threejs::Box3<T> box{{c.box.min.x, c.box.min.y, c.box.min.z}, {c.box.max.x, c.box.max.y, c.box.max.z}};
    return threejs::intersectsBox<T>(&plane, 1, box);
  };
  return {a, b};
}

}  // namespace

template <>
std::vector<query::Implementation<query::HalfspaceAabb<float>>> specimens() {
  return rows<float>(
      "false miss: the centre-extent conversion rounds (max + min, max - c), so the box tested is not the box "
      "given and one touching or crossing the plane can be culled; max + min overflows to inf near FLT_MAX "
      "(then r = -inf and s > r culls); rounded r and s decide contact",
      "false miss: the p-vertex's rounded distance n.v + constant can be negative for a box that touches or "
      "slightly crosses the plane, and a product overflowing to -inf culls a box the half-space contains");
}

template <>
std::vector<query::Implementation<query::HalfspaceAabb<double>>> specimens() {
  return rows<double>(
      "false miss: as in float, at double's precision and range: the rounded centre and extents, max + min "
      "overflowing near DBL_MAX, rounded r and s at contact",
      "false miss: as in float (this is three.js's own precision): the rounded distance of the p-vertex at "
      "contact, products overflowing to -inf");
}

}  // namespace specimens
}  // namespace gv
