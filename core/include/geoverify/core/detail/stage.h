// SPDX-License-Identifier: MIT
// geoverify core, internal: input screening and stage accounting shared by
// the predicates.
#ifndef GEOVERIFY_CORE_DETAIL_STAGE_H
#define GEOVERIFY_CORE_DETAIL_STAGE_H

#include <cstdlib>

#include "geoverify/core/detail/bigfloat.h"
#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/grid_float.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace detail {

/// True iff every value may enter the filter stage: finite for float inputs
/// (every finite float is in range), in_filter_range for double inputs.
template <class T, int K>
inline bool screen(const T (&v)[K]) noexcept {
  bool ok = true;
  for (int i = 0; i < K; ++i) {
    if constexpr (std::is_same_v<T, float>) {
      ok &= finite_f(v[i]);
    } else {
      ok &= in_filter_range(v[i]);
    }
  }
  return ok;
}

/// The fast paths' screen for double inputs: true iff the largest magnitude is
/// at most hi_bound (false for infinity) and the smallest nonzero one at
/// least lo_bound, i.e. every value may enter the filter without overflow or
/// underflow. The bounds default to the degree-2 filters' [kScreenLo,
/// kScreenHi]; a filter of another degree passes its own. A NaN may pass; it
/// then fails the filter's strict comparison |value| > bound, which sends the
/// call to the slow path. Written as two reductions: the plain minimum first
/// (three instructions per value), and only when some value is below
/// lo_bound, typically an exact zero, the minimum over the nonzero values.
template <int K>
inline bool fast_screen(const double (&v)[K], double lo_bound = kScreenLo, double hi_bound = kScreenHi) noexcept {
  double hi = 0.0, lo = hi_bound;
  for (int i = 0; i < K; ++i) {
    const double a = std::fabs(v[i]);
    hi = hi < a ? a : hi;
    lo = a < lo ? a : lo;
  }
  if (lo >= lo_bound) return hi <= hi_bound;
  lo = hi_bound;
  for (int i = 0; i < K; ++i) {
    const double a = std::fabs(v[i]);
    const double nz = a == 0.0 ? hi_bound : a;  // zeros never underflow
    lo = nz < lo ? nz : lo;
  }
  return (hi <= hi_bound) & (lo >= lo_bound);
}

inline Relation decided_by_filter(Stats* st, Relation r) noexcept {
  if (st) ++st->filter;
  return r;
}

inline Relation decided_exactly(Stats* st, Relation r) noexcept {
  if (st) ++st->exact;
  return r;
}

inline Relation rejected(Stats* st) noexcept {
  if (st) ++st->invalid;
  return Relation::invalid;
}

/// Called when a BigFloat capacity proved too small. The capacities are
/// derived so that this cannot happen; builds with GEOVERIFY_CORE_CHECKS
/// (the project's tests) abort so that a wrong derivation cannot hide, and
/// other builds answer Relation::invalid rather than a guess.
inline Relation capacity_exceeded() noexcept {
#if defined(GEOVERIFY_CORE_CHECKS)
  std::abort();
#else
  return Relation::invalid;
#endif
}

/// A core's exact stage, written once over its numbers, in turn on the grid
/// stage's and the integer stage's (grid_then_integer, grid_float.h): stage
/// returns the exact relation. Counted as decided exactly.
template <class Stage>
inline Relation exact_stages(Stage&& stage, Stats* st) noexcept {
  bool ok = true;
  const Relation r = grid_then_integer(stage, ok);
  if (!ok) return capacity_exceeded();
  return decided_exactly(st, r);
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_STAGE_H
