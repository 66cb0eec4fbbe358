// SPDX-License-Identifier: MIT
// geoverify core: segment (two endpoints) versus axis-aligned box, exact.
//
// The set computed: the relation (relation.h) of the closed segment
// S = conv{p0, p1} = {p0 + t d : 0 <= t <= 1}, d = p1 - p0 taken EXACTLY (it is
// never formed in floating point), and the closed box B = {min <= x <= max}.
//
// The slab formulation. An axis i with p0_i == p1_i is static: S stays at
// x_i = p0_i. A moving axis (d_i != 0, sigma_i = sign(d_i)) keeps S inside
// the slab min_i <= x_i <= max_i for t in the closed interval
//   [lo_i, hi_i],  lo_i = (N_i - p0_i) / d_i,  hi_i = (F_i - p0_i) / d_i,
// with the near plane N_i = min_i, far plane F_i = max_i when d_i > 0 and the
// other way round when d_i < 0 (lo_i == hi_i for a zero-extent axis). The
// "constraints" are the segment's own interval [0, 1] and the intervals of the
// moving axes. With the lower ends {0, lo_i} and the upper ends {1, hi_j}:
//   a static axis has p0_i outside [min_i, max_i]              disjoint
//   some lower end > some upper end                            disjoint
//   otherwise, if a static axis has p0_i == min_i or max_i,
//     or some lower end == the upper end of ANOTHER constraint touching
//   otherwise                                                  overlapping
//
// Why this is the definition of relation.h (completeness). S meets B iff the
// closed intervals have a common t and every static axis is inside its slab:
// the "disjoint" lines are exactly the empty cases (intervals on a line
// intersect iff every lower end is <= every upper end). Overlapping means
// that 0 is interior to the zonotope B - S = B + (-S). For convex sets
// ri(B + (-S)) = ri(B) - ri(S), so 0 is interior iff (a) B - S is
// 3-dimensional, i.e. the directions of B's affine hull (its axes of positive
// extent) together with d span space, and (b) ri(B) and ri(S) meet. In the
// parameter t, ri(S) is the open interval (0, 1) when d != 0 (the point p0
// when d == 0), and ri(B) is the product of the open slabs of the axes of
// positive extent and the planes x_i = min_i = max_i of the flat ones. So:
//   * a static axis must have positive extent with p0_i strictly inside
//     (min_i < p0_i < max_i; a flat static axis would break (a));
//   * a moving solid axis contributes the open interval (lo_i, hi_i), a moving
//     flat axis the single value lo_i == hi_i, the segment the open (0, 1);
//   * these relative interiors meet iff every lower end of a constraint is
//     strictly below every upper end of every OTHER constraint: the pairs of
//     one constraint are lo < hi already for the open ones, and for a point
//     constraint {lo_k} the rule says lo_k lies strictly inside every other
//     open interval, while two point constraints (two flat moving axes: then
//     (a) fails too) contradict each other (lo_a < lo_b < lo_a).
// Condition (a) is implied: a flat axis is either static (excluded above) or
// moving; at most one flat axis can be moving (two give the contradiction),
// and then d has a component along it. d == 0 leaves only static axes: a
// point segment overlaps iff it is strictly inside a solid box.
// Consequences: a segment through the interior of a solid box is
// overlapping, also from an endpoint on a face pointing inwards; a segment
// lying in a face plane, along an edge, grazing an edge or a corner, or
// ending on the surface from outside, is touching; a segment crossing a flat
// box through its relative interior at an interior point of the segment is
// overlapping; any contact with a segment- or point-like box is touching.
//
// Degenerate but valid: p0 == p1 (a point), zero and -0.0 components of
// p1 - p0 (-0.0 == +0.0), zero extents (a slab, a segment, a point box),
// subnormals, magnitudes up to FLT_MAX / DBL_MAX (where p1 - p0 overflows T:
// it is never computed in T).
// Invalid (shapes.h): a NaN or infinite component, min_i > max_i on an axis.
// The answer is then Relation::invalid, and intersects() returns false.
//
// Exactness: exact for every finite input, float or double. Every comparison
// of a slab parameter with 0 or 1 is a comparison of two inputs:
//   sign(hi_j - 0) = sigma_j sign(F_j - p0_j),  sign(1 - lo_i) = sigma_i sign(p1_i - N_i),
// decided by floating-point comparisons, which are exact. Comparing two axes
// i != j is the sign of the degree-2 polynomial in input differences
//   hi_j - lo_i  ~  sigma_i sigma_j [ (F_j - p0_j)(p1_i - p0_i) - (N_i - p0_i)(p1_j - p0_j) ].
//   Stage 1 (filter) evaluates the bracket in double with four rounded
//   differences and two rounded products and decides its sign when the
//   computed value clears kSegmentAabbBound * max(|x~| + |y~|, 2^-900)
//   (docs/error-bounds.md, "Segment against box").
//   Stage 2 (exact) computes the bracket in the integer frame when the
//   twelve inputs' bits span at most 62 places (int64 differences, 128-bit
//   products, detail/int_frame.h), else with stack-only integer arithmetic
//   (detail/bigfloat.h, detail/poly_exact.h), and compares its two products.
// Double inputs take stage 1 when every nonzero magnitude lies in
// [2^-450, 2^500]. Other double input takes it scaled by the power of two
// that puts its largest magnitude in [1, 2) (the signs do not change),
// exactly when every value keeps a magnitude of at least 2^-450, and
// otherwise with the values below 2^-450 flushed to 0 and a term for them
// in the bound (kSegmentAabbFlushBound).
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact is raised (invalid input may
// raise FE_INVALID before it is classified; nothing is ever divided). Exact
// under FMA contraction (-ffp-contract=fast, -march=native). -ffast-math is
// refused by config.h. The exact stage uses about 3 KB of stack for double.
#ifndef GEOVERIFY_CORE_SEGMENT_AABB_H
#define GEOVERIFY_CORE_SEGMENT_AABB_H

#include <cmath>
#include <type_traits>

#include "geoverify/core/config.h"
#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/int_frame.h"
#include "geoverify/core/detail/roundoff.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/rescale.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace detail {

/// Segment-box filter: for X = (a - b)(c - e), Y = (f - g)(h - k) evaluated
/// as x~ = fl(fl(a - b) fl(c - e)), y~ likewise, D~ = fl(x~ - y~) (fused or
/// not), |x~ - X| + |y~ - Y| <= gamma_3 / (1 - gamma_3) (|x~| + |y~|), the final
/// subtraction keeps the sign, and the computed bound is at least
/// c (1 - u)^2 (|x~| + |y~|); c >= 3u (1 + 9u + O(u^2)) suffices and
/// c = (3 + 2^-18) u > 3u (1 + 2^-20) is used (docs/error-bounds.md,
/// "Segment against box").
constexpr double kSegmentAabbBound = (3 + 0x1p-18) * kU;
/// Floor of the magnitude the bound multiplies, so that the bound is a normal
/// number for every screened input (|x~| + |y~| may be as small as 2^-1004
/// for double input); a larger bound is only more cautious.
constexpr double kSegmentAabbBoundFloor = 0x1p-900;

/// Double input whose exponents span more than the screen: the filter takes
/// it scaled by the power of two that puts its largest magnitude in [1, 2)
/// (the pairs' signs do not change: each is homogeneous of degree 2), with
/// every value whose scaled magnitude would fall below eta = kScreenLo =
/// 2^-450 replaced by 0 (rescale.h's rescaled_to_unit_above). A pair's four
/// differences a, b, c, e (X - Y = a b - c e) then each move by less than
/// 2 eta, and X - Y by at most 2 eta S + 8 eta^2, S the sum of the flushed
/// differences' magnitudes. The flush term 8 eta S~ (S~ over the rounded
/// differences) covers that where S >= 8 eta, and where S < 8 eta it
/// exceeds |D~| <= S~^2 / 4 (1 + 3u), so that nothing is decided
/// (docs/error-bounds.md, "Segment against box").
constexpr double kSegmentAabbFlushBound = 0x1p-447;  // 8 eta

/// The inputs of one query in double (exact promotion) and the bookkeeping of
/// the stages.
struct SegSlabs {
  double p0[3], p1[3], mn[3], mx[3];
  bool filterable;          // the filter may run: on the inputs, or on f (scaled)
  bool scaled = false;      // the filter's values are f (double input outside the screen)
  bool flushed = false;     // some of f was flushed to 0: the flush term applies, no zero is certified
  double f[12];             // when scaled: p0, p1, mn, mx rescaled
  bool used_exact = false;  // some sign needed an exact step (the integer frame or the integer stage)
  bool try_frame = true;    // the integer frame may answer (the tests switch it off to reach the integer stage)
  bool framed = false;      // the integer frame answered the exact signs
  bool ok = true;           // no BigFloat capacity overflow (always, by derivation)
};

/// -1, 0 or +1: the sign of a - b for two finite doubles (exact).
inline int seg_cmp(double a, double b) noexcept { return (a > b) - (a < b); }

/// Stage 2: the exact sign of (a - b)(c - e) - (f - g)(h - k) for finite
/// doubles (float inputs promoted exactly). Capacity: each difference is
/// degree 1 (PolyCaps<T>::d1), each product degree 2 (PolyCaps<T>::d2: 22 limbs
/// float, 136 double); the products are compared, not subtracted.
template <class T>
inline int seg_exact_sign(double a, double b, double c, double e, double f, double g, double h, double k,
                          bool& ok) noexcept {
  using Caps = PolyCaps<T>;
  BigFloat<Caps::d1> ab, ce, fg, hk;
  ok &= big_diff(ab, a, b);
  ok &= big_diff(ce, c, e);
  ok &= big_diff(fg, f, g);
  ok &= big_diff(hk, h, k);
  BigFloat<Caps::d2> x, y;
  ok &= big_mul(x, ab, ce);
  ok &= big_mul(y, fg, hk);
  return big_compare(x, y);
}

/// Stage 1 on the computed products x~ = fl(fl(a - b) fl(c - e)) and y~:
/// sets sign and returns true when the sign of X - Y is certified (see
/// kSegmentAabbBound). mag == 0 certifies X = Y = 0: in the filter's range a
/// rounded difference is zero iff the exact one is (no underflow) and a
/// product of nonzero values is nonzero.
inline bool seg_filter(double x, double y, int& sign) noexcept {
  const double D = x - y;
  const double mag = std::fabs(x) + std::fabs(y);
  if (mag == 0.0) {
    sign = 0;
    return true;
  }
  const double bound = kSegmentAabbBound * (mag > kSegmentAabbBoundFloor ? mag : kSegmentAabbBoundFloor);
  sign = D > bound ? 1 : (D < -bound ? -1 : 0);
  return sign != 0;
}

/// seg_filter on flushed values (SegSlabs::flushed), X - Y = a b - c e from
/// the four rounded differences: the filter's bound plus the flush term
/// kSegmentAabbFlushBound (|a| + |b| + |c| + |e|). Never certifies 0 (a
/// flushed difference may be 0 where the input's is not).
inline bool seg_filter_flushed(double a, double b, double c, double e, int& sign) noexcept {
  const double x = a * b, y = c * e;
  const double D = x - y;
  const double mag = std::fabs(x) + std::fabs(y);
  const double bound = kSegmentAabbBound * (mag > kSegmentAabbBoundFloor ? mag : kSegmentAabbBoundFloor) +
                       kSegmentAabbFlushBound * (((std::fabs(a) + std::fabs(b)) + std::fabs(c)) + std::fabs(e));
  sign = D > bound ? 1 : (D < -bound ? -1 : 0);
  return sign != 0;
}

/// The complete rule of the file comment on valid input; kScaled: the
/// filter takes s.f (compiled apart, so that the common path tests nothing).
template <class T, bool kScaled>
inline Relation segment_aabb_decide(SegSlabs& s) noexcept {
  bool boundary = false;
  int axis[3];
  int n = 0;
  for (int i = 0; i < 3; ++i) {
    if (s.p0[i] == s.p1[i]) {  // static axis: exact comparisons of inputs
      if (s.p0[i] < s.mn[i] || s.p0[i] > s.mx[i]) return Relation::disjoint;
      boundary |= (s.p0[i] == s.mn[i]) | (s.p0[i] == s.mx[i]);
      continue;
    }
    axis[n++] = i;
  }
  // Near and far planes, and the sign of d, per moving axis.
  double nearp[3], farp[3];
  int sg[3];
  bool zero = boundary;
  for (int m = 0; m < n; ++m) {
    const int i = axis[m];
    const bool pos = s.p1[i] > s.p0[i];
    sg[m] = pos ? 1 : -1;
    nearp[m] = pos ? s.mn[i] : s.mx[i];
    farp[m] = pos ? s.mx[i] : s.mn[i];
    // hi_i against the segment's lower end 0, lo_i against its upper end 1.
    const int up = sg[m] * seg_cmp(farp[m], s.p0[i]);
    const int lowv = sg[m] * seg_cmp(s.p1[i], nearp[m]);
    if ((up < 0) | (lowv < 0)) return Relation::disjoint;
    zero |= (up == 0) | (lowv == 0);
  }
  // hi_j - lo_i for moving axes i != j: filter first, a decided negative
  // settles; the undecided pairs then exactly.
  int pending[6][2];
  int np = 0;
  for (int a = 0; a < n; ++a) {
    for (int b = 0; b < n; ++b) {
      if (a == b) continue;
      const int i = axis[a], j = axis[b];
      if (s.filterable) {
        int v;
        bool certified;
        if constexpr (!kScaled) {
          const double x = (farp[b] - s.p0[j]) * (s.p1[i] - s.p0[i]);
          const double y = (nearp[a] - s.p0[i]) * (s.p1[j] - s.p0[j]);
          certified = seg_filter(x, y, v);
        } else {
          // the same differences of the scaled values: p0 at f[0..2], p1 at
          // f[3..5], min at f[6..8], max at f[9..11]; near and far planes by
          // the inputs' signs
          const double* f = s.f;
          const double fb = sg[b] > 0 ? f[9 + j] : f[6 + j], na = sg[a] > 0 ? f[6 + i] : f[9 + i];
          const double da = fb - f[j], db = f[3 + i] - f[i], dc = na - f[i], de = f[3 + j] - f[j];
          certified = s.flushed ? seg_filter_flushed(da, db, dc, de, v) : seg_filter(da * db, dc * de, v);
        }
        if (certified) {
          v *= sg[a] * sg[b];
          if (v < 0) return Relation::disjoint;
          zero |= v == 0;
          continue;
        }
      }
      pending[np][0] = a;
      pending[np][1] = b;
      ++np;
    }
  }
  // The exact signs: in the integer frame of the twelve inputs (int_frame.h:
  // each difference below 2^63, each product below 2^126) when their bits
  // span at most 62 places, formed once; else in the integer stage.
  std::int64_t m[12];
  if (np > 0 && s.try_frame) {
    const double v12[12] = {s.p0[0], s.p0[1], s.p0[2], s.p1[0], s.p1[1], s.p1[2],
                            s.mn[0], s.mn[1], s.mn[2], s.mx[0], s.mx[1], s.mx[2]};
    int L = 0;
    s.framed = int_frame(v12, m, L);
  }
  for (int k = 0; k < np; ++k) {
    const int a = pending[k][0], b = pending[k][1];
    const int i = axis[a], j = axis[b];
    s.used_exact = true;
    int e = 0;
    if (s.framed) {
      const std::int64_t fb = m[sg[b] > 0 ? 9 + j : 6 + j], na = m[sg[a] > 0 ? 6 + i : 9 + i];
      e = sign_of_cross(fb - m[j], m[3 + i] - m[i], na - m[i], m[3 + j] - m[j]);
    } else {
      e = seg_exact_sign<T>(farp[b], s.p0[j], s.p1[i], s.p0[i], nearp[a], s.p0[i], s.p1[j], s.p0[j], s.ok);
    }
    const int v = sg[a] * sg[b] * e;
    if (v < 0) return Relation::disjoint;
    zero |= v == 0;
  }
  return zero ? Relation::touching : Relation::overlapping;
}

/// The complete predicate: validity, then segment_aabb_decide().
template <class T>
inline Relation segment_aabb(const Segment<T>& g_in, const Aabb<T>& b_in, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Segment<T>& g = as_given(g_in);
  const Aabb<T>& b = as_given(b_in);
  if (!(is_valid(g) && is_valid(b))) return rejected(st);
  SegSlabs s;
  for (int i = 0; i < 3; ++i) {
    s.p0[i] = get(g.p0, i);
    s.p1[i] = get(g.p1, i);
    s.mn[i] = get(b.min, i);
    s.mx[i] = get(b.max, i);
  }
  // float: every finite input may enter the filter (validity has just
  // checked finiteness); double: the exponent screen, read in place.
  if constexpr (std::is_same_v<T, double>) {
    s.filterable = admit_in_place<T>(g, kScreenLo, kScreenHi) && admit_in_place<T>(b, kScreenLo, kScreenHi);
    if (!s.filterable) {  // outside the screen: the filter on the rescaled values (kSegmentAabbFlushBound)
      const double in[12] = {s.p0[0], s.p0[1], s.p0[2], s.p1[0], s.p1[1], s.p1[2],
                             s.mn[0], s.mn[1], s.mn[2], s.mx[0], s.mx[1], s.mx[2]};
      s.filterable = s.scaled = rescaled_to_unit_above(in, kScreenLo, s.f, s.flushed);
    }
  } else {
    s.filterable = true;
  }
  Relation rel;
  if constexpr (std::is_same_v<T, double>) {
    rel = s.scaled ? segment_aabb_decide<T, true>(s) : segment_aabb_decide<T, false>(s);
  } else {
    rel = segment_aabb_decide<T, false>(s);
  }
  if (!s.ok) return capacity_exceeded();
  return s.used_exact ? decided_exactly(st, rel) : decided_by_filter(st, rel);
}

}  // namespace detail

/// Exact relation of the segment conv{p0, p1} and the box {min <= x <= max};
/// see the file comment for the rules and the degenerate cases (a point
/// segment strictly inside a solid box overlaps it; a segment lying in a face
/// or only reaching the surface touches). Invalid input gives
/// Relation::invalid. stats, when given, counts the stage that decided the call.
template <class T>
Relation relation(const Segment<T>& segment, const Aabb<T>& box, Stats* stats = nullptr) noexcept {
  return detail::segment_aabb(segment, box, stats);
}

/// relation(Aabb, Segment) is relation(Segment, Aabb): the other argument order (relation.h).
template <class T>
struct ReversedPair<Aabb<T>, Segment<T>> : std::true_type {};

}  // namespace gv

#endif  // GEOVERIFY_CORE_SEGMENT_AABB_H
