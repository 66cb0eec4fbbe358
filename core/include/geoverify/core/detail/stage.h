// SPDX-License-Identifier: MIT
// geoverify core, internal: input screening and stage accounting shared by
// the predicates.
#ifndef GEOVERIFY_CORE_DETAIL_STAGE_H
#define GEOVERIFY_CORE_DETAIL_STAGE_H

#include <cstdint>
#include <cstdlib>

#include "geoverify/core/detail/bigfloat.h"
#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/float_bits.h"
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

/// The fast paths' screen for double inputs: true iff every value is zero or
/// has a magnitude in [lo_bound, hi_bound] (false for infinity and NaN), i.e.
/// every value may enter the filter without overflow or underflow. The bounds
/// default to the degree-2 filters' [kScreenLo, kScreenHi]; a filter of
/// another degree passes its own (both positive and finite).
/// One branch-free pass over the bit patterns: the magnitude bits of a
/// non-negative double order as unsigned integers exactly as its values do
/// (infinity above every finite value, NaN above infinity), so the range test
/// is one unsigned comparison, (b - lo) > (hi - lo) for b outside [lo, hi],
/// and a zero (b == 0) is exempt. Inputs with exact zeros (tmin == 0,
/// axis-aligned directions) are common, and the floating-point form this
/// replaced took a second pass over all of them.
template <int K>
inline bool fast_screen(const double (&v)[K], double lo_bound = kScreenLo, double hi_bound = kScreenHi) noexcept {
  const std::uint64_t lo = to_bits(lo_bound), span = to_bits(hi_bound) - lo;
  std::uint64_t out = 0;
  for (int i = 0; i < K; ++i) {
    const std::uint64_t b = to_bits(v[i]) & 0x7fffffffffffffffu;
    out |= static_cast<std::uint64_t>(b - lo > span) & static_cast<std::uint64_t>(b != 0);
  }
  return out == 0;
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
