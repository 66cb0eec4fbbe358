// SPDX-License-Identifier: MIT
// geoverify specimens, internal: calling Moller & Trumbore's intersect_triangle
// (zoo_moller_trumbore.h) as a caller holding a Ray and a Triangle does, in
// each of the three variants the registries use (ray-triangle's relation rows,
// ray-triangle-hit's number rows).
#ifndef GEOVERIFY_SPECIMENS_SRC_MOLLER_TRUMBORE_CALL_H
#define GEOVERIFY_SPECIMENS_SRC_MOLLER_TRUMBORE_CALL_H

#include "geoverify/core/shapes.h"
#include "geoverify/specimens/zoo_moller_trumbore.h"

namespace gv {
namespace specimens {

/// Where the routine comes from (Implementation::origin).
constexpr const char* kMollerTrumbore =
    "Moller, Trumbore, \"Fast, Minimum Storage Ray/Triangle Intersection\", JGT 2(1):21-28, 1997; the paper's "
    "intersect_triangle (github.com/erich666/jgt-code Volume_02/Number_1/Moller1997a/raytri.c)";

/// The paper's routine with its EPSILON, with EPSILON = 0, or with TEST_CULL.
enum class MtVariant { epsilon, epsilon0, cull };

/// What the routine returned (0 or 1) and its t (untouched, 0, when it
/// returned 0 early), and its barycentrics u, v when asked for. t may be
/// negative, infinite or NaN: the routine does not clip it.
template <class T>
int call_moller_trumbore(MtVariant variant, const Ray<T>& ray, const Triangle<T>& tri, T& t, T* u_out = nullptr,
                         T* v_out = nullptr) {
  T orig[3] = {ray.o.x, ray.o.y, ray.o.z};
  T dir[3] = {ray.dir.x, ray.dir.y, ray.dir.z};
  T vert0[3] = {tri.p0.x, tri.p0.y, tri.p0.z};
  T vert1[3] = {tri.p1.x, tri.p1.y, tri.p1.z};
  T vert2[3] = {tri.p2.x, tri.p2.y, tri.p2.z};
  T u = 0, v = 0;
  t = 0;
  int hit = 0;
  switch (variant) {
    case MtVariant::epsilon: hit = moller_trumbore::intersect_triangle(orig, dir, vert0, vert1, vert2, &t, &u, &v); break;
    case MtVariant::epsilon0:
      hit = moller_trumbore::intersect_triangle(orig, dir, vert0, vert1, vert2, &t, &u, &v, 0.0);
      break;
    case MtVariant::cull:
      hit = moller_trumbore::intersect_triangle_cull(orig, dir, vert0, vert1, vert2, &t, &u, &v);
      break;
  }
  if (u_out) *u_out = u;
  if (v_out) *v_out = v;
  return hit;
}

}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_SRC_MOLLER_TRUMBORE_CALL_H
