// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy class of a case, read off the case itself.
//
// The campaign names the generator class that produced a failure; after the
// shrinker has simplified it, the case may belong to another family (a
// near-parallel ray shrunk to an axis-parallel one, a rotated box to a flat
// one). degeneracy_class() says what the case in hand is, from its exact
// structure and the oracle's result:
//
//   "<tag>+<tag>..., <closeness>"
//
// Tags, most specific first (every one that applies, at most three):
//   any query      subnormal (a nonzero |x| below the normal range),
//                  huge (some |x| >= 2^64 for float, 2^512 for double)
//   plane-aabb     zero-normal, point-box, flat-box, axis-normal (a zero normal component)
//   plane-sphere   zero-normal, point-sphere, axis-normal
//   plane-obb      zero-normal, point-box, flat-box, degenerate-axes, face-parallel (n.u_j ==
//                  n.u_k == 0 for two axes: the plane parallel to a face), edge-parallel
//                  (n.u_i == 0 for one axis)
//   halfspace-aabb zero-normal, point-box, flat-box, axis-normal
//   halfspace-obb  as plane-obb
//   ray-aabb       zero-dir, grazing-face (dir_i == 0 with o_i on a face plane), axis-parallel,
//                  subnormal-dir, near-parallel (0 < |dir_i| < 2^-10 max |dir|), origin-inside,
//                  origin-on-face, point-box, flat-box, clipped (tmin > 0 or finite tmax)
//   obb-sphere     point-sphere, point-box, flat-box, degenerate-axes (a zero axis, or two
//                  exactly parallel axes)
//   obb-obb        point-box, flat-box, degenerate-axes, parallel-axes (an axis of one box
//                  exactly parallel to one of the other), near-parallel (|u x v| <= 2^-10 |u||v|)
//   aabb-triangle  point, repeated-vertex, collinear, in-face-plane, axis-parallel-edge,
//                  point-box, flat-box
//   ray-triangle   zero-dir, point, collinear (degenerate triangles), in-plane (the ray lies
//                  in the triangle's plane), parallel (parallel to it, off it), through-edge,
//                  through-vertex (the line crosses exactly an edge or a vertex),
//                  near-parallel (|d.n| <= 2^-10 |d||n|), clipped
//   sphere-aabb    point-sphere (r == 0), point-box, flat-box, centre-inside (strictly inside
//                  on every axis), centre-on-boundary, edge-region / corner-region (the centre
//                  outside the slabs of two / three axes: the nearest point is an edge / corner)
//   segment-aabb   point-segment (p0 == p1), endpoint-on-box (an endpoint on the boundary),
//                  in-face-plane (both endpoints on one face plane), grazing-edge (touching
//                  through an edge or a corner only), axis-parallel (a zero component of
//                  p1 - p0), near-parallel (0 < |d_i| < 2^-10 max |d|, d = p1 - p0 exactly),
//                  rounded-direction (p1 - p0 is not exact in T), point-box, flat-box
// Closeness, from the exact relation and relative margin: touching (exact
// contact), near-contact (|relative margin| <= 2^-20), or clear.
// A case with no tag is "generic, <closeness>". Exact: the tags are decided
// in rational arithmetic where rounding could matter. Invalid case: "invalid".
#ifndef GEOVERIFY_EXACT_CLASSIFY_H
#define GEOVERIFY_EXACT_CLASSIFY_H

#include <string>

#include "geoverify/exact/result.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace exact {

template <class C>
std::string degeneracy_class(const C& c, const Result& oracle_result);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_CLASSIFY_H
