// SPDX-License-Identifier: MIT
// geoverify crosscheck: ray-triangle-hit's relation is ray-triangle's; its second
// formulation is ray-triangle's exact LP (crosscheck/ray_triangle.h).
#ifndef GEOVERIFY_CROSSCHECK_RAY_TRIANGLE_HIT_H
#define GEOVERIFY_CROSSCHECK_RAY_TRIANGLE_HIT_H

#include "geoverify/crosscheck/ray_triangle.h"
#include "geoverify/query/ray_triangle_hit.h"

namespace gv {
namespace crosscheck {

/// The ray-triangle relation of the case's shapes (generic code calls of(c)).
template <class T>
Relation of(const query::RayTriangleHit<T>& c) {
  return crosscheck::ray_triangle(c.ray, c.tri);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_RAY_TRIANGLE_HIT_H
