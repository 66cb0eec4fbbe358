// SPDX-License-Identifier: MIT
// geoverify core: axis-aligned box versus axis-aligned box, exact.
//
// The set computed: the relation (relation.h) of the closed boxes
// A = {x : a.min <= x <= a.max} and B = {x : b.min <= x <= b.max}. Their
// Minkowski difference A - B is the box with axes
// D_i = [a.min_i - b.max_i, a.max_i - b.min_i], and the answer is
//   a.max_i < b.min_i or b.max_i < a.min_i on some axis       disjoint
//   a.min_i < b.max_i and b.min_i < a.max_i on every axis     overlapping
//                                                             (0 interior to A - B)
//   otherwise                                                 touching
// Touching is contact through a face (the intervals of one axis share only
// an end point: a.max_i == b.min_i or b.max_i == a.min_i), an edge (two such
// axes) or a corner (three), and also two boxes flat on the same plane
// x_i == c, whose difference has no interior on that axis. A flat box that
// crosses a solid box, or two flat boxes flat on different axes crossing
// each other, overlap; identical solid boxes overlap, identical flat ones
// only touch. The relation is symmetric: relation(a, b) == relation(b, a).
// Degenerate but valid: zero extents on any axis of either box (a slab, a
// segment, a point box), -0.0 anywhere (-0.0 == +0.0), subnormals,
// magnitudes up to FLT_MAX / DBL_MAX.
// Invalid (shapes.h: a NaN or infinite component, min_i > max_i on an axis
// of either box): Relation::invalid, and intersects() returns false.
//
// Exactness: exact for every finite input, float or double. The predicate is
// twelve comparisons of two inputs each (the six end-point comparisons, each
// as <= and as <), after eighteen comparisons that check validity. A
// comparison of two floats is exact in IEEE 754, so no arithmetic is done at
// all: no difference, no sum, no rounding, no overflow (min + max and
// max - min are never formed), hence no filter and no exact fallback.
// Under g++ and clang the comparisons run with the axes as the lanes of
// 16-byte vectors (GNU vector extensions, SSE2 or NEON; float {x, y, z, z},
// double {x, y} and the two z's), the same comparisons of the same pairs;
// elsewhere one axis at a time. The
// one stage is counted as the filter: every valid call adds one to
// Stats::filter (Stats::exact stays 0), an invalid call one to
// Stats::invalid.
//
// Promises: noexcept, no heap allocation, no global state, no dependency
// beyond the standard library; on valid input no floating-point exception at
// all is raised (not even inexact; invalid input may raise FE_INVALID, from
// an ordered comparison with a NaN, before it is classified). Unaffected by
// FMA contraction (-ffp-contract=fast, -march=native) and by the rounding
// mode. -ffast-math is refused by config.h. Stack use: a few bytes.
#ifndef GEOVERIFY_CORE_AABB_AABB_H
#define GEOVERIFY_CORE_AABB_AABB_H

#include <limits>

#include "geoverify/core/config.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/detail/vector_ext.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace detail {

/// The complete predicate, in one pass over six lanes: k = 0, 1, 2 the axes
/// of A against B, k = 3, 4, 5 the axes of B against A, with lo the lane's
/// own min, hi its own max and other the max of the other box.
///   valid  -max <= lo_k <= hi_k <= max on every lane: false for a NaN (every
///          comparison with it is false), for -inf (fails -max <= lo, or
///          -max <= lo <= hi when it is hi), for +inf (fails hi <= max, or
///          lo <= hi <= max when it is lo) and for min > max; so it is exactly
///          shapes.h's validity of both boxes;
///   meet   lo_k <= other_k on every lane: the closed intervals meet on every
///          axis (a.min_i <= b.max_i and b.min_i <= a.max_i);
///   open   lo_k < other_k on every lane: their interiors meet on every axis.
/// open implies meet, so meet + open is the relation (disjoint 0, touching 1,
/// overlapping 2). Written as loops of independent lane operations combined
/// with &, without branches; GCC 12 at -O2/-O3 still emits them as scalar
/// comparisons, so g++ and clang take aabb_aabb_lanes below.
template <class T>
inline Relation aabb_aabb_scalar(const Aabb<T>& a, const Aabb<T>& b, Stats* st) noexcept {
  constexpr T kMax = std::numeric_limits<T>::max();
  const T lo[6] = {a.min.x, a.min.y, a.min.z, b.min.x, b.min.y, b.min.z};
  const T hi[6] = {a.max.x, a.max.y, a.max.z, b.max.x, b.max.y, b.max.z};
  const T other[6] = {b.max.x, b.max.y, b.max.z, a.max.x, a.max.y, a.max.z};
  int valid = 1, meet = 1, open = 1;
  for (int k = 0; k < 6; ++k) {
    valid &= (-kMax <= lo[k]) & (lo[k] <= hi[k]) & (hi[k] <= kMax);
    meet &= lo[k] <= other[k];
    open &= lo[k] < other[k];
  }
  if (!valid) return rejected(st);
  if (st) ++st->filter;
  return static_cast<Relation>(meet + open);
}

#if defined(GEOVERIFY_DETAIL_VECTOR_EXT)
/// aabb_aabb_scalar's valid on the lanes of 16-byte vectors (GNU vector
/// extensions: SSE2 or NEON): -t <= lo <= hi <= t lane by lane, t holding
/// the largest finite value in every lane.
template <class V>
GEOVERIFY_ALWAYS_INLINE auto lanes_valid(V lo, V hi, V t) noexcept {
  return (-t <= lo) & (lo <= hi) & (hi <= t);
}

/// The same comparisons as aabb_aabb_scalar, its lo, hi and other as the
/// lanes of 16-byte vectors: float as a's {x, y, z, z} and b's, double as
/// a's {x, y}, b's {x, y} and the two z's {a, b}. Each comparison is still
/// of two inputs, exact.
GEOVERIFY_ALWAYS_INLINE Relation aabb_aabb_lanes(const Aabb<float>& a, const Aabb<float>& b, Stats* st) noexcept {
  typedef float V __attribute__((vector_size(16)));
  constexpr float kMax = std::numeric_limits<float>::max();
  const V top = {kMax, kMax, kMax, kMax};
  const V alo = {a.min.x, a.min.y, a.min.z, a.min.z}, ahi = {a.max.x, a.max.y, a.max.z, a.max.z};
  const V blo = {b.min.x, b.min.y, b.min.z, b.min.z}, bhi = {b.max.x, b.max.y, b.max.z, b.max.z};
  if (!every_lane(lanes_valid(alo, ahi, top) & lanes_valid(blo, bhi, top))) return rejected(st);
  if (st) ++st->filter;
  const int meet = every_lane((alo <= bhi) & (blo <= ahi));
  const int open = every_lane((alo < bhi) & (blo < ahi));
  return static_cast<Relation>(meet + open);
}
GEOVERIFY_ALWAYS_INLINE Relation aabb_aabb_lanes(const Aabb<double>& a, const Aabb<double>& b, Stats* st) noexcept {
  typedef double V __attribute__((vector_size(16)));
  constexpr double kMax = std::numeric_limits<double>::max();
  const V top = {kMax, kMax};
  const V alo = {a.min.x, a.min.y}, ahi = {a.max.x, a.max.y}, blo = {b.min.x, b.min.y}, bhi = {b.max.x, b.max.y};
  const V zlo = {a.min.z, b.min.z}, zhi = {a.max.z, b.max.z}, zother = {b.max.z, a.max.z};
  if (!every_lane(lanes_valid(alo, ahi, top) & lanes_valid(blo, bhi, top) & lanes_valid(zlo, zhi, top))) {
    return rejected(st);
  }
  if (st) ++st->filter;
  const int meet = every_lane((alo <= bhi) & (blo <= ahi) & (zlo <= zother));
  const int open = every_lane((alo < bhi) & (blo < ahi) & (zlo < zother));
  return static_cast<Relation>(meet + open);
}
#endif

template <class T>
inline Relation aabb_aabb(const Aabb<T>& a_in, const Aabb<T>& b_in, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Aabb<T>& a = as_given(a_in);
  const Aabb<T>& b = as_given(b_in);
#if defined(GEOVERIFY_DETAIL_VECTOR_EXT)
  return aabb_aabb_lanes(a, b, st);
#else
  return aabb_aabb_scalar(a, b, st);
#endif
}
}  // namespace detail

/// Exact relation of the boxes {a.min <= x <= a.max} and {b.min <= x <= b.max};
/// see the file comment for the rules and the degenerate cases (boxes that
/// share only a face, an edge or a corner touch; two boxes flat on the same
/// plane touch; a flat box crossing a solid one overlaps). The argument order
/// does not matter. Invalid input gives Relation::invalid. stats, when given,
/// counts the call (Stats::filter, or Stats::invalid).
template <class T>
Relation relation(const Aabb<T>& a, const Aabb<T>& b, Stats* stats = nullptr) noexcept {
  return detail::aabb_aabb(a, b, stats);
}

/// This core has no exact stage: its one stage is already exact (see the
/// file comment), so no input reaches Stats::exact. Declared for the
/// registry-wide tests (query/core_binding.h, detail::ExactStage).
template <class T>
constexpr bool has_exact_stage(const Aabb<T>*, const Aabb<T>*) noexcept {
  return false;
}

}  // namespace gv

#endif  // GEOVERIFY_CORE_AABB_AABB_H
