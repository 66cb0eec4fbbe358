// SPDX-License-Identifier: MIT
// geoverify exact: the oracle of point-aabb-distance
// (query/point_aabb_distance.h): the relation is the ball of radius 0's
// against the box (exact/sphere_aabb.h: a point inside, on the surface,
// outside); the numbers are the exact squared distance, a rational, and its
// square root, each in [0, +inf] and 0 exactly when the point is in the box.
#ifndef GEOVERIFY_EXACT_POINT_AABB_DISTANCE_H
#define GEOVERIFY_EXACT_POINT_AABB_DISTANCE_H

#include "geoverify/exact/quantity.h"
#include "geoverify/exact/result.h"
#include "geoverify/exact/sphere_aabb.h"
#include "geoverify/query/point_aabb_distance.h"

namespace gv {
namespace exact {

/// The exact squared distance and distance from the case's point to its
/// box; always a value for valid input (none for invalid input).
template <class T>
ExactNumbers exact_numbers(const query::PointAabbDistance<T>& c);

/// The oracle of a point-aabb-distance case: the point as a ball of radius 0.
template <class T>
Result oracle(const query::PointAabbDistance<T>& c) {
  return exact::sphere_aabb(Sphere<T>{c.point.p, T(0)}, c.box);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_POINT_AABB_DISTANCE_H
