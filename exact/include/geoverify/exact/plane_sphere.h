// SPDX-License-Identifier: MIT
// geoverify exact: the plane-sphere oracle of a case (plane.h holds the oracle itself).
#ifndef GEOVERIFY_EXACT_PLANE_SPHERE_H
#define GEOVERIFY_EXACT_PLANE_SPHERE_H

#include "geoverify/exact/plane.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/plane_sphere.h"

namespace gv {
namespace exact {

/// The oracle of a plane-sphere case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::PlaneSphere<T>& c) {
  return exact::plane_sphere(c.plane, c.sphere);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_PLANE_SPHERE_H
