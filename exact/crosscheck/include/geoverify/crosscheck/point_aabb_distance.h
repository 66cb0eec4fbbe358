// SPDX-License-Identifier: MIT
// geoverify crosscheck: point-aabb-distance's relation as the box-box LP's
// (crosscheck/aabb_aabb.h) with the point as a box of zero extent: the same
// point set, so the same relation.
#ifndef GEOVERIFY_CROSSCHECK_POINT_AABB_DISTANCE_H
#define GEOVERIFY_CROSSCHECK_POINT_AABB_DISTANCE_H

#include "geoverify/crosscheck/aabb_aabb.h"
#include "geoverify/query/point_aabb_distance.h"

namespace gv {
namespace crosscheck {

/// The relation of the case's point and box (generic code calls of(c)).
template <class T>
Relation of(const query::PointAabbDistance<T>& c) {
  return crosscheck::aabb_aabb(Aabb<T>{c.point.p, c.point.p}, c.box);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_POINT_AABB_DISTANCE_H
