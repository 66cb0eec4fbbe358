// SPDX-License-Identifier: MIT
// geoverify crosscheck: ray-sphere-hit's relation is ray-sphere's; its second
// formulation is ray-sphere's (crosscheck/ray_sphere.h).
#ifndef GEOVERIFY_CROSSCHECK_RAY_SPHERE_HIT_H
#define GEOVERIFY_CROSSCHECK_RAY_SPHERE_HIT_H

#include "geoverify/crosscheck/ray_sphere.h"
#include "geoverify/query/ray_sphere_hit.h"

namespace gv {
namespace crosscheck {

/// The ray-sphere relation of the case's shapes (generic code calls of(c)).
template <class T>
Relation of(const query::RaySphereHit<T>& c) {
  return crosscheck::ray_sphere(c.ray, c.sphere);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_RAY_SPHERE_HIT_H
