// SPDX-License-Identifier: MIT
// geoverify exact: the plane-aabb oracle of a case (plane.h holds the oracle itself).
#ifndef GEOVERIFY_EXACT_PLANE_AABB_H
#define GEOVERIFY_EXACT_PLANE_AABB_H

#include "geoverify/exact/plane.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/plane_aabb.h"

namespace gv {
namespace exact {

/// The oracle of a plane-aabb case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::PlaneAabb<T>& c) {
  return exact::plane_aabb(c.plane, c.box);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_PLANE_AABB_H
