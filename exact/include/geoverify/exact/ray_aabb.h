// SPDX-License-Identifier: MIT
// geoverify exact: ray versus axis-aligned box.
#ifndef GEOVERIFY_EXACT_RAY_AABB_H
#define GEOVERIFY_EXACT_RAY_AABB_H

#include <string>

#include "geoverify/core/ray_hit.h"
#include "geoverify/core/shapes.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/ray_aabb.h"

namespace gv {
namespace exact {

/// Ray {o + t dir : tmin <= t <= tmax} versus box {min <= x <= max}.
/// Relation: decided on the Minkowski difference box - ray (polyhedron.h),
/// which handles every degenerate case uniformly: zero and -0.0 direction
/// components, a zero direction (the single point o + tmin dir), origin on a
/// face or inside, a ray lying in a face plane (touching), through an edge or
/// corner (touching), a flat box crossed transversally (overlapping) or at
/// t == tmin (touching).
/// Margin: disjoint, the largest gap between ray and box along a candidate
/// separating direction; overlapping, minus the shortest separating translation.
/// Scale: the largest of |o_i|, |min_i|, |max_i|.
/// Invalid input (shapes.h): Result{Relation::invalid}.
template <class T>
Result ray_aabb(const Ray<T>& ray, const Aabb<T>& box);

/// The oracle's judgement of a certified entry bracket (core ray_aabb_entry):
/// empty when got.relation meets the box exactly when the exact ray does and
/// `got` certifies the exact entry parameter of ray_aabb_interval
/// (hit_bracket_violation, rational/ray_hit.h); otherwise a one-line
/// description of what is wrong. Invalid input: the bracket is judged as a miss.
template <class T>
std::string entry_bracket_violation(const Ray<T>& ray, const Aabb<T>& box, const RayHit<T>& got);

/// The oracle of a ray-aabb case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::RayAabb<T>& c) {
  return exact::ray_aabb(c.ray, c.box);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RAY_AABB_H
