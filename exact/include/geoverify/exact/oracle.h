// SPDX-License-Identifier: MIT
// geoverify exact: the oracle of a case, for generic code.
//
// oracle(c) returns the exact Result for a case of any query (query/cases.h),
// by calling the query's oracle on the case's two shapes.
#ifndef GEOVERIFY_EXACT_ORACLE_H
#define GEOVERIFY_EXACT_ORACLE_H

#include "geoverify/exact/aabb_triangle.h"
#include "geoverify/exact/halfspace_aabb.h"
#include "geoverify/exact/halfspace_obb.h"
#include "geoverify/exact/obb.h"
#include "geoverify/exact/plane.h"
#include "geoverify/exact/plane_obb.h"
#include "geoverify/exact/ray_aabb.h"
#include "geoverify/exact/ray_triangle.h"
#include "geoverify/exact/result.h"
#include "geoverify/exact/segment_aabb.h"
#include "geoverify/exact/sphere_aabb.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace exact {

template <class T>
Result oracle(const query::PlaneAabb<T>& c) {
  return plane_aabb(c.plane, c.box);
}

template <class T>
Result oracle(const query::PlaneSphere<T>& c) {
  return plane_sphere(c.plane, c.sphere);
}

template <class T>
Result oracle(const query::RayAabb<T>& c) {
  return ray_aabb(c.ray, c.box);
}

template <class T>
Result oracle(const query::ObbSphere<T>& c) {
  return obb_sphere(c.obb, c.sphere);
}

template <class T>
Result oracle(const query::ObbObb<T>& c) {
  return obb_obb(c.a, c.b);
}

template <class T>
Result oracle(const query::AabbTriangle<T>& c) {
  return aabb_triangle(c.box, c.tri);
}

template <class T>
Result oracle(const query::SphereAabb<T>& c) {
  return sphere_aabb(c.sphere, c.box);
}

template <class T>
Result oracle(const query::PlaneObb<T>& c) {
  return plane_obb(c.plane, c.obb);
}

template <class T>
Result oracle(const query::HalfspaceAabb<T>& c) {
  return halfspace_aabb(c.halfspace, c.box);
}

template <class T>
Result oracle(const query::HalfspaceObb<T>& c) {
  return halfspace_obb(c.halfspace, c.obb);
}

template <class T>
Result oracle(const query::SegmentAabb<T>& c) {
  return segment_aabb(c.seg, c.box);
}

template <class T>
Result oracle(const query::RayTriangle<T>& c) {
  return exact::ray_triangle(c.ray, c.tri);  // qualified: gv::ray_triangle (core) is found by ADL
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_ORACLE_H
