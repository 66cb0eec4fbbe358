// SPDX-License-Identifier: MIT
// geoverify exact: the oracle of point-triangle-closest
// (query/point_triangle_closest.h): the relation is the ball of radius 0's
// against the triangle (exact/sphere_triangle.h: on it, or not); the numbers
// are the exact closest point, three rationals, each in the triangle's
// bounding box (a coordinate outside it is not on the triangle, however
// close), and the exact squared distance, in [0, +inf] and 0 exactly when
// the point is on the triangle.
#ifndef GEOVERIFY_EXACT_POINT_TRIANGLE_CLOSEST_H
#define GEOVERIFY_EXACT_POINT_TRIANGLE_CLOSEST_H

#include "geoverify/exact/quantity.h"
#include "geoverify/exact/result.h"
#include "geoverify/exact/sphere_triangle.h"
#include "geoverify/query/point_triangle_closest.h"

namespace gv {
namespace exact {

/// The exact closest point and squared distance from the case's point to
/// its triangle (rational/sphere_triangle.h, closest_point_on_triangle);
/// always a value for valid input (none for invalid input).
template <class T>
ExactNumbers exact_numbers(const query::PointTriangleClosest<T>& c);

/// The oracle of a point-triangle-closest case: the point as a ball of radius 0.
template <class T>
Result oracle(const query::PointTriangleClosest<T>& c) {
  return exact::sphere_triangle(Sphere<T>{c.point.p, T(0)}, c.tri);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_POINT_TRIANGLE_CLOSEST_H
