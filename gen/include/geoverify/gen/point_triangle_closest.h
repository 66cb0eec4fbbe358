// SPDX-License-Identifier: MIT
// geoverify generators: point-triangle-closest cases. Sphere-triangle's
// classes with the ball's centre as the point (the same configurations: on
// the triangle, at lattice distances from its face, edges and vertices,
// slivers, collinear and point triangles, ulp steps, and the scales where
// the squares round, underflow or overflow), then five that stress the
// closest point itself, a rational whose coordinates are almost never values
// of T:
//   above-face   a random triangle and a point above a full-precision point
//                of its face (the projection: degree 5 over degree 4);
//   far-above    the same from 2^10 to 2^40 away along the normal, so the
//                projection cancels most of the point's digits;
//   near-edge    a point just outside an edge (2^-4 to 2^-40 of its
//                length), in and off the plane: the foot on the edge;
//   near-vertex  a point just beyond a vertex, where the vertex's region
//                meets its edges' regions;
//   sliver-face  a needle triangle (its third vertex 2^-10 to 2^-30 of the
//                longest edge off it) and a point above it: the face's
//                normal is tiny and cancels.
#ifndef GEOVERIFY_GEN_POINT_TRIANGLE_CLOSEST_H
#define GEOVERIFY_GEN_POINT_TRIANGLE_CLOSEST_H

#include <array>
#include <cmath>
#include <cstddef>

#include "geoverify/gen/aimed.h"
#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/gen/sphere_triangle.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

template <class T>
struct Generator<query::PointTriangleClosest<T>> : OutOfLineMake<query::PointTriangleClosest<T>> {
  using C = query::PointTriangleClosest<T>;
  using Shapes = Generator<query::SphereTriangle<T>>;
  static constexpr std::size_t kShapeClasses = Shapes::kClasses.size();
  static constexpr auto kClasses = classes_then<kShapeClasses>(
      Shapes::kClasses,
      std::array<const char*, 5>{"above-face", "far-above", "near-edge", "near-vertex", "sliver-face"});

  /// p0 + a (p1 - p0) + b (p2 - p0) in T, for a, b >= 0, a + b <= 1.
  template <class Src>
  static Vec3<T> point_in(Src& src, const Triangle<T>& t) {
    T a = std::fabs(unit_real<T>(src)), b = std::fabs(unit_real<T>(src));
    if (a + b > T(1)) {
      a = T(1) - a;
      b = T(1) - b;
    }
    const auto at = [&](T p0, T p1, T p2) { return p0 + a * (p1 - p0) + b * (p2 - p0); };
    return {at(t.p0.x, t.p1.x, t.p2.x), at(t.p0.y, t.p1.y, t.p2.y), at(t.p0.z, t.p1.z, t.p2.z)};
  }

  static Vec3<T> normal(const Triangle<T>& t) {
    const Vec3<T> u{t.p1.x - t.p0.x, t.p1.y - t.p0.y, t.p1.z - t.p0.z};
    const Vec3<T> v{t.p2.x - t.p0.x, t.p2.y - t.p0.y, t.p2.z - t.p0.z};
    return {u.y * v.z - u.z * v.y, u.z * v.x - u.x * v.z, u.x * v.y - u.y * v.x};
  }

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    if (cls < kShapeClasses) {
      const query::SphereTriangle<T> c = Shapes::generate(src, cls);
      return {Point<T>{c.sphere.c}, c.tri};
    }
    C c{};
    c.tri = {unit_point<T>(src), unit_point<T>(src), unit_point<T>(src)};
    switch (cls - kShapeClasses) {
      case 0:    // above-face
      case 1: {  // far-above
        const Vec3<T> n = normal(c.tri);
        const T h = cls - kShapeClasses == 0 ? unit_real<T>(src)
                                             : std::ldexp(unit_real<T>(src), static_cast<int>(int_in(src, 10, 40)));
        c.point.p = along(point_in(src, c.tri), h, n);
        break;
      }
      case 2: {  // near-edge: a point of an edge pushed out by a tiny random vector
        const T s = std::fabs(unit_real<T>(src));
        const Vec3<T>& a = c.tri.p0;
        const Vec3<T>& b = coin(src) ? c.tri.p1 : c.tri.p2;
        const Vec3<T> e{b.x - a.x, b.y - a.y, b.z - a.z};
        const T eps = std::ldexp(T(1), -static_cast<int>(int_in(src, 4, 40)));
        c.point.p = along(along(a, s, e), eps, unit_point<T>(src));
        break;
      }
      case 3: {  // near-vertex
        const Vec3<T>& v = src.draw(3) == 0 ? c.tri.p0 : (coin(src) ? c.tri.p1 : c.tri.p2);
        const T eps = std::ldexp(T(1), -static_cast<int>(int_in(src, 4, 40)));
        c.point.p = along(v, eps, unit_point<T>(src));
        break;
      }
      default: {  // sliver-face: p2 a tiny step off the segment p0 p1
        const T s = std::fabs(unit_real<T>(src));
        const T eps = std::ldexp(T(1), -static_cast<int>(int_in(src, 10, 30)));
        const Vec3<T> e{c.tri.p1.x - c.tri.p0.x, c.tri.p1.y - c.tri.p0.y, c.tri.p1.z - c.tri.p0.z};
        c.tri.p2 = along(along(c.tri.p0, s, e), eps, unit_point<T>(src));
        c.point.p = along(point_in(src, c.tri), unit_real<T>(src), unit_point<T>(src));
        break;
      }
    }
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_POINT_TRIANGLE_CLOSEST_H
