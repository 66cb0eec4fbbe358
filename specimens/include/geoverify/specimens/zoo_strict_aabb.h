// SPDX-License-Identifier: MIT
// Specimen (bug zoo): the min/max box-overlap test written with strict
// comparisons, so that boxes which only touch count as disjoint.
//
// Source: EhadBalayla/A-Minecraft-Clone (GitHub), AMinecraftClone/AABB.cpp,
// AABBHelper::AABBIntersect(const AABB& a, const AABB& b) as of commit
// 0476b598ae3b20d71023db88c206a6ca55d4f353 (later renamed
// AABBHelper::Intersects, same body), with AABB = {glm::vec3 min, max}:
//     return (a.max.x > b.min.x && a.min.x < b.max.x) &&
//            (a.max.y > b.min.y && a.min.y < b.max.y) &&
//            (a.max.z > b.min.z && a.min.z < b.max.z);
// Verbatim but for the types: glm::vec3 is written as three Real members
// (Real = float is the original; the double instance is the same text with
// double). The same six strict comparisons, in this or the mirrored order,
// are common in engines and tutorials (the form the search for this
// specimen met most often); it is the textbook separating test, C. Ericson,
// Real-Time Collision Detection (2005), section 4.2.1, TestAABBAABB in
// min-max form, `if (a.max[i] < b.min[i] || a.min[i] > b.max[i]) return 0;`
// for each axis i, with each comparison turned the other way and made
// strict: that test calls touching boxes intersecting, this one does not.
//
// Intended contract: exact. The function is the intersection test of the
// source's collision code, named as one; the boxes are the closed sets of
// the textbook form it rewrites, and the suite's query is about closed
// boxes. (A voxel game may prefer open boxes so that a player resting on a
// block does not collide with it; a routine that means that must say so,
// and is then not an intersection test of closed boxes.)
// Defect kept, demonstrated in tests/specimens/zoo_strict_aabb_test.cpp:
// the routine answers "overlapping?" instead of "intersecting?". It is a hit
// exactly when the interiors of the two intervals meet on every axis, so
// every touching pair is a miss (false miss), and nothing else is wrong:
//   * contact through a face, an edge or a corner (a.max_i > b.min_i is
//     false when a.max_i == b.min_i);
//   * a flat box lying in a face plane of another box, two boxes flat on the
//     same plane, identical flat, segment or point boxes, a point box on
//     another box's boundary (an interval of zero length has no point
//     strictly inside an interval it only touches); a flat or point box
//     strictly crossing or inside a solid box is, rightly, a hit;
//   * contact at 0 between -0.0 and +0.0 (they compare equal).
// The comparisons are exact, so the routine never reports a false hit, and
// nothing is computed: no rounding, no overflow. No undefined behaviour on
// any input (a NaN makes every comparison false: a miss).
#ifndef GEOVERIFY_SPECIMENS_ZOO_STRICT_AABB_H
#define GEOVERIFY_SPECIMENS_ZOO_STRICT_AABB_H

namespace gv {
namespace specimens {
namespace strict_aabb {

/// glm::vec3 reduced to what the routine reads.
template <class Real>
struct vec3 {
  Real x, y, z;
};

/// The source's AABB.
template <class Real>
struct AABB {
  vec3<Real> min;
  vec3<Real> max;
};

/// AABBHelper::AABBIntersect: true iff the boxes overlap with strict
/// comparisons on every axis.
template <class Real>
bool AABBIntersect(const AABB<Real>& a, const AABB<Real>& b);

extern template bool AABBIntersect<float>(const AABB<float>&, const AABB<float>&);
extern template bool AABBIntersect<double>(const AABB<double>&, const AABB<double>&);

}  // namespace strict_aabb
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_STRICT_AABB_H
