// SPDX-License-Identifier: MIT
// geoverify exact: the oracle of ray-triangle-hit (query/ray_triangle_hit.h):
// the relation is ray-triangle's; the numbers are the exact first hit
// parameter, in [tmin, tmax] (rational/ray_triangle.h), and the barycentrics
// of the hit point.
#ifndef GEOVERIFY_EXACT_RAY_TRIANGLE_HIT_H
#define GEOVERIFY_EXACT_RAY_TRIANGLE_HIT_H

#include "geoverify/exact/quantity.h"
#include "geoverify/exact/ray_triangle.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/ray_triangle_hit.h"

namespace gv {
namespace exact {

/// The exact first hit parameter of the case's ray on its triangle, with its
/// range [tmin, tmax], and the hit point's barycentrics (u, v), each in
/// [0, 1] (for a degenerate triangle, whose barycentrics are not unique, the
/// set [0, 1]); no value when they do not meet (and for invalid input).
template <class T>
ExactNumbers exact_numbers(const query::RayTriangleHit<T>& c);

/// The oracle of a ray-triangle-hit case: ray-triangle's relation.
template <class T>
Result oracle(const query::RayTriangleHit<T>& c) {
  return exact::ray_triangle(c.ray, c.tri);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RAY_TRIANGLE_HIT_H
