// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the point-triangle-closest specimen
// (Ericson's ClosestPtPointTriangle, Real-Time Collision Detection 2005,
// section 5.1.5, with TestSphereTriangle's squared distance Dot(v, v),
// v = q - p; the transcription: zoo_ericson_sphere_triangle.h).
#include <type_traits>

#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_sphere_triangle.h"

namespace gv {
namespace specimens {
namespace {

template <class T>
query::Implementation<query::PointTriangleClosest<T>> ericson(const char* note) {
  using C = query::PointTriangleClosest<T>;
  query::Implementation<C> impl;
  impl.name = std::is_same_v<T, float> ? "zoo.ericson.ClosestPtPointTriangle"
                                       : "zoo.ericson.ClosestPtPointTriangle<double>";
  impl.origin =
      "specimens/src/zoo_ericson_sphere_triangle.cpp, from C. Ericson, Real-Time Collision Detection (2005), "
      "section 5.1.5, ClosestPtPointTriangle (Voronoi regions from d1..d6, va, vb, vc); d2 = Dot(v, v), "
      "v = q - p, as in section 5.2.7's TestSphereTriangle";
  impl.role = query::Role::specimen;
  impl.contract = query::Contract::exact();
  impl.number_contract = query::NumberContract::ulps(4);
  impl.expected = query::kWrongNumber;
  impl.defect_note = note;
  impl.numbers = [](const C& c) {
    const T p[3] = {c.point.p.x, c.point.p.y, c.point.p.z};
    const T a[3] = {c.tri.p0.x, c.tri.p0.y, c.tri.p0.z};
    const T b[3] = {c.tri.p1.x, c.tri.p1.y, c.tri.p1.z};
    const T d[3] = {c.tri.p2.x, c.tri.p2.y, c.tri.p2.z};
    T q[3];
    ericson_sphere_triangle::ClosestPtPointTriangle<T>(p, a, b, d, q);
    const T v[3] = {q[0] - p[0], q[1] - p[1], q[2] - p[2]};
    query::Numbers<T, 4> n;
    n.present = true;
    n.lo = {q[0], q[1], q[2], v[0] * v[0] + v[1] * v[1] + v[2] * v[2]};
    n.hi = n.lo;
    return n;
  };
  return impl;
}

}  // namespace

template <>
std::vector<query::Implementation<query::PointTriangleClosest<float>>> specimens() {
  return {ericson<float>(
      "wrong number: the face's closest point a + ab v + ac w rounds va, vb, vc (degree 4, cancelling) "
      "and the barycentrics: x 131421 ulps (1%) off on a lattice triangle; a long thin segment loses its "
      "small coordinate; a == b makes v = 0 / 0 and the point NaN, and so does overflow of d1..d6; "
      "squared distances underflow to 0 off the triangle and overflow to +inf")};
}
template <>
std::vector<query::Implementation<query::PointTriangleClosest<double>>> specimens() {
  return {ericson<double>(
      "wrong number: as in float, at double's ends: the face's closest point rounded through va, vb, vc "
      "and the barycentrics (z = 0 for 2^-43 on a segment of length 2^43), NaN for a == b and on "
      "overflow, squared distances under- and overflowing")};
}

}  // namespace specimens
}  // namespace gv
