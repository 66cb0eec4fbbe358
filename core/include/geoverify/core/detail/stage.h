// SPDX-License-Identifier: MIT
// geoverify core, internal: input screening and stage accounting shared by
// the predicates.
#ifndef GEOVERIFY_CORE_DETAIL_STAGE_H
#define GEOVERIFY_CORE_DETAIL_STAGE_H

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <type_traits>

#include "geoverify/core/detail/bigfloat.h"
#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/float_bits.h"
#include "geoverify/core/detail/grid_float.h"
#include "geoverify/core/detail/vector_ext.h"
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

/// Accumulates, without branches, whether x may enter a filter whose inputs
/// must be 0 or of magnitude in [lo, hi]: ok &= (x == 0 or lo <= |x| <= hi).
/// False for NaN and infinity. lo is 0 or a power of two, hi a finite power
/// of two or FLT_MAX (a float filter that only needs finite input passes
/// 0 and FLT_MAX).
GEOVERIFY_ALWAYS_INLINE void admit(bool& ok, double x, double lo, double hi) noexcept {
  const double a = std::fabs(x);
  if (lo == 0.0) {
    ok &= a <= hi;  // the same test: a >= 0 unless a is NaN, where both fail
  } else {
    ok &= (a == 0.0) | ((a >= lo) & (a <= hi));
  }
}

/// admit over the K consecutive T's from `first` (K * sizeof(T) >= 16): true
/// iff each of them may enter the filter. With GNU vector extensions the
/// values are compared as they lie, 16 bytes to a vector, the last vector
/// ending at the last value (it may overlap the one before: a value compared
/// twice is still one value); each mask is admit's comparison lane by lane
/// in T's precision, so the answer is admit's: float lanes compare with lo,
/// exact for a power of two in float's range, or with 0 for one below it
/// (no nonzero float is refused either way, as by lo), and with
/// min(hi, FLT_MAX) (no finite float lies above it; both fail for infinity).
/// Reading the values in place matters: a copy assembled on the stack from
/// narrower stores and read back as vectors stalls store forwarding, which
/// cost more than the scalar loop it replaces, and for double input the
/// vector comparisons cost less than fast_screen's integer pass over a copy
/// (both measured; README, "Speed").
template <class T, int K>
GEOVERIFY_ALWAYS_INLINE bool admit_values(const T* first, double lo, double hi) noexcept {
  static_assert(is_scalar_v<T> && K * sizeof(T) >= 16, "geoverify: admit_values reads 16 bytes or more of T's");
  constexpr std::size_t kBytes = K * sizeof(T);
#if defined(GEOVERIFY_DETAIL_VECTOR_EXT)
  using V = typename Lanes16<T>::V;
  using M = typename Lanes16<T>::M;
  using L = std::numeric_limits<T>;
  // lo below T's least positive value: no nonzero T lies under it, as under 0
  // (and the conversion, which could round, is not made).
  const T lo_t = lo < static_cast<double>(L::denorm_min()) ? T(0) : static_cast<T>(lo);
  const T hi_t = hi >= L::max() ? L::max() : static_cast<T>(hi);
  const unsigned char* bytes = reinterpret_cast<const unsigned char*>(first);
  M ok = {};
  ok = ok == ok;  // every lane true
  for (std::size_t at = 0; at < kBytes; at += 16) {
    V v;
    std::memcpy(&v, bytes + (at + 16 <= kBytes ? at : kBytes - 16), sizeof v);
    const V a = lanes_abs(v);
    if (lo == 0.0) {
      ok &= a <= hi_t;  // admit's test for lo == 0
    } else {
      ok &= (a == T(0)) | ((a >= lo_t) & (a <= hi_t));
    }
  }
  return every_lane(ok);
#else
  T x[K];
  std::memcpy(x, first, kBytes);
  bool ok = true;
  for (int k = 0; k < K; ++k) admit(ok, x[k], lo, hi);
  return ok;
#endif
}

/// admit_values over every value of s, a struct of T's only (a shape:
/// Sphere<T>, Aabb<T>, Obb<T>, ...; at least 16 bytes), read in place.
template <class T, class S>
GEOVERIFY_ALWAYS_INLINE bool admit_in_place(const S& s, double lo, double hi) noexcept {
  static_assert(std::is_trivially_copyable_v<S> && sizeof(S) % sizeof(T) == 0 && alignof(S) == alignof(T),
                "geoverify: admit_in_place reads a struct of T's only");
  return admit_values<T, static_cast<int>(sizeof(S) / sizeof(T))>(reinterpret_cast<const T*>(&s), lo, hi);
}

/// The seven values o.x, o.y, o.z, dir.x, dir.y, dir.z, tmin of a ray, as
/// they lie in it, for admit_values.
template <class T>
const T* ray_values_in_place(const Ray<T>& r) noexcept {
  static_assert(std::is_standard_layout_v<Ray<T>> && std::is_standard_layout_v<Vec3<T>> &&
                    sizeof(Vec3<T>) == 3 * sizeof(T) && offsetof(Ray<T>, o) == 0 &&
                    offsetof(Ray<T>, dir) == sizeof(Vec3<T>) &&
                    offsetof(Ray<T>, tmin) == 6 * sizeof(T),
                "geoverify: a ray's o, dir and tmin are seven consecutive T's");
  return reinterpret_cast<const T*>(&r);  // the whole ray: o.x at offset 0
}

/// admit over a ray's o, dir and tmin, read in place, and its tmax where
/// finite (an infinite tmax is the unbounded ray; a NaN tmax is left to the
/// caller's tmin <= tmax).
template <class T>
GEOVERIFY_ALWAYS_INLINE bool admit_ray(const Ray<T>& r, double lo, double hi) noexcept {
  bool tmax_ok = true;
  if (r.tmax <= std::numeric_limits<T>::max()) admit(tmax_ok, r.tmax, lo, hi);
  return tmax_ok && admit_values<T, 7>(ray_values_in_place(r), lo, hi);
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
