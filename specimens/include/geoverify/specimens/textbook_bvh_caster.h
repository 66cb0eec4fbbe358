// SPDX-License-Identifier: MIT
// Specimen: a textbook BVH ray caster over a float mesh, the way a small
// renderer is assembled from two classic routines -- the box test of
// Williams, Barrus, Morley and Shirley (JGT 2005; zoo_williams_ray_box.h) and
// Moller and Trumbore's intersect_triangle (JGT 1997; zoo_moller_trumbore.h,
// the non-culling branch) -- over the tree of gv::build_bvh (core/mesh_bvh.h).
// The traversal is this project's (depth first, children in order, a
// stack): neither paper has one. Each box is tested on the open interval
// (tmin, best) as Williams's Box::intersect defines it; a triangle hit counts
// when tmin <= t <= best, with t from intersect_triangle (which returns hits
// at any t: the caller clips, as here).
//
// Defects it inherits, which campaign::check_ray_caster must find:
//  * Moller-Trumbore rounds u, v and t, so two triangles sharing an edge can
//    both miss a ray through it: leaks;
//  * its absolute EPSILON (|det| < 1e-6) rejects every triangle below a
//    scale of about 10^-2: the tiny meshes leak everywhere;
//  * Williams's open interval misses a box touched at tmin or at best, and
//    its 0 * inf = NaN drops boxes whose slab plane holds the origin when
//    that direction component is 0.
#ifndef GEOVERIFY_SPECIMENS_TEXTBOOK_BVH_CASTER_H
#define GEOVERIFY_SPECIMENS_TEXTBOOK_BVH_CASTER_H

#include <cstdint>

#include "geoverify/core/mesh_bvh.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace specimens {

/// The caster's answer: the closest hit found (any = false) or the first
/// (any = true).
struct TextbookCast {
  bool hit = false;
  std::uint32_t triangle = 0;
  float t = 0;
};

TextbookCast textbook_bvh_cast(const MeshBvh<float>& bvh, const Ray<float>& ray, bool any);

}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_TEXTBOOK_BVH_CASTER_H
