// SPDX-License-Identifier: MIT
// geoverify core: the distance from a point to an axis-aligned box,
// certified.
//
// The number computed: the exact squared Euclidean distance
//   q = sum over k of delta_k^2,  delta_k = max(min_k - p_k, 0, p_k - max_k),
// from the point p to the closed box {min <= x <= max} (0 when p is in the
// box, on its surface included), and its square root, the distance. Both
// are returned as a Bracket: two values of T that enclose the exact number,
// equal when it is representable in T and adjacent otherwise (the correctly
// rounded value is one of the two). So lo == hi == 0 exactly when the point
// is in the box: a squared distance too small for T gives [0, the least
// subnormal], never a bare 0, and one too large gives [max(), +infinity].
// Degenerate but valid: zero-extent boxes (a slab, a segment, a point), -0.0,
// subnormals, magnitudes up to FLT_MAX / DBL_MAX. Invalid (shapes.h): a NaN or
// infinity in p or the box, min > max on some axis; the Bracket is then not
// valid and both ends are NaN.
//
// Exactness: the bracket is exact for every finite input, float or double.
// Which faces the point lies beyond is decided by comparisons (exact). The
// bracket is found by exact comparisons of q (or sqrt(q), compared as q
// against c^2) with values c of T: a candidate from the double evaluation
// q~ = sum fl(fl(a - b)^2) and its neighbours (ray_hit.h,
// bracket_from_candidate). Each comparison first asks the filter: q~ has at
// most five roundings on non-negative terms, so |q~ - q| <= gamma_5 q, and
// sign(q - c) is certain when |fl(q~ - c)| > fl(6u q~) (docs/error-bounds.md,
// "Point-AABB distance"); then q in double-double, |q~ - q| <= 38.4 u^2 q,
// which decides every candidate but one within about 2^-99 q of q (a q that
// is itself a value of T, or whose root is); otherwise it is decided
// exactly: first in the integer frame, when the six gap values span at
// most 62 bits (q = Q 2^e with Q a 128-bit integer, compared with c or c^2
// in integers, detail/int_frame.h), else in the integer stage
// (detail/poly_exact.h: the delta_k as exact differences, q as their exact
// dot product). Double input with a nonzero magnitude outside
// [2^-450, 2^500] skips the filter and brackets with exact comparisons
// only: from the frame's candidate (Q 2^e as a double) when the frame holds
// the gaps, else by bisection; inside the range, no square underflows or
// overflows.
// Two shortcuts come first. Float input: when the interval
// fl(q~ -+ 8u q~) (or fl(r~ -+ 6u r~), r~ = fl(sqrt(q~))) lies strictly
// between two adjacent floats, they are the bracket, with no comparison
// (kPointBoxInterval). Double input inside the screen: q in double-double
// once, the candidate and its neighbours compared with it alone; the first
// comparison it cannot decide starts the call over on the path above.
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact. Exact under FMA contraction
// (the bound counts every rounding, fused or not). -ffast-math is refused by
// config.h.
#ifndef GEOVERIFY_CORE_POINT_AABB_H
#define GEOVERIFY_CORE_POINT_AABB_H

#include <cmath>
#include <limits>
#include <type_traits>

#include "geoverify/core/config.h"
#include "geoverify/core/detail/double_double.h"
#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/int_frame.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/roundoff.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/ray_hit.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {

/// A certified bracket of an exact non-negative number x: lo <= x <= hi, both
/// of type T, with hi == lo exactly when x is representable in T and
/// otherwise hi the successor of lo (x beyond the largest finite T: lo ==
/// max(), hi == +infinity). The correctly rounded x is lo or hi. valid is
/// false, and both ends NaN, for invalid input.
template <class T>
struct Bracket {
  bool valid = false;
  T lo = std::numeric_limits<T>::quiet_NaN();
  T hi = std::numeric_limits<T>::quiet_NaN();
};

namespace detail {

/// Bound of the squared-distance filter: q~ = sum of three fl(fl(a - b)^2),
/// at most five roundings per term on non-negative terms, so
/// |q~ - q| <= gamma_5 q <= gamma_5 q~ / (1 - gamma_5); (m + 1) u for m = 5
/// roundings covers that and the rounding of the bound itself
/// (docs/error-bounds.md, "Point-AABB distance").
constexpr double kPointBoxDistanceBound = 6 * kU;
/// Floor under the magnitude the bound multiplies (normal products only).
constexpr double kPointBoxBoundFloor = 0x1p-900;

/// Float input's interval bounds (docs/error-bounds.md, "Point-AABB
/// distance"): fl(q~ -+ 8u q~) enclose q (gamma_5 q plus the endpoints'
/// rounding, 2u q~), and fl(r~ -+ 6u r~) enclose sqrt(q) for
/// r~ = fl(sqrt(q~)) (gamma_5 / 2 from the square root of 1 + theta, u
/// from its rounding, 2u for the endpoints). When such an interval lies
/// strictly between two adjacent floats, they are the bracket, with no
/// comparison at all.
constexpr double kPointBoxInterval = 8 * kU;
constexpr double kPointBoxRootInterval = 6 * kU;

/// The double-double comparison (docs/error-bounds.md, "Point-AABB
/// distance"): q~ = sum (delta_h^2 + 2 delta_h delta_l) with delta = a - b
/// exact, so |q~ - q| <= 38.4 u^2 Q (Q = sum delta_h^2), and
/// sign(q - x) for x = c or c^2 (exact) certain when
/// |fl(q~ - x)| > 64 u^2 (Q + |x|) (the comparison adds 4.1 u^2 (Q + |x|)).
constexpr double kPointBoxDdBound = 0x1p-100;  // 64 u^2
/// Q and |x| must reach this (no bound or square underflows); candidates c
/// compared as c^2 must reach its square root.
constexpr double kPointBoxDdLo = 0x1p-800;
constexpr double kPointBoxDdRootLo = 0x1p-400;

/// sign(q - x) for x = x.h + x.l exact, into sign; false when undecided or
/// out of range.
inline bool point_box_dd_compare(const DdNorm2& f, const Dd& x, int& sign) noexcept {
  if (!(f.Q >= kPointBoxDdLo) || !(x.h >= kPointBoxDdLo)) return false;
  return dd_sign_of_difference(f.q, x, (1 + 0x1p-20) * (kPointBoxDdBound * (f.Q + x.h)), sign);
}

/// The double-double comparison of q with c (root false) or c^2 (root true),
/// q~ computed on first use (double input only). Out of line, so that the
/// common path stays small.
GEOVERIFY_NOINLINE inline bool point_box_dd_sign(const double (&a)[3], const double (&b)[3], bool root, double c,
                                                 DdNorm2& dd, bool& have_dd, int& sign) noexcept {
  if (root && !(c >= kPointBoxDdRootLo)) return false;
  if (!have_dd) dd = dd_norm2_of_difference(a, b);
  have_dd = true;
  return point_box_dd_compare(dd, root ? two_prod(c, c) : Dd{c, 0.0}, sign);
}

/// The point and the box in double (exact), the signed gaps a_k - b_k of the
/// faces the point lies beyond (b_k = p_k, a_k the face; zero gap where p_k
/// is inside the slab), and whether the filter may run.
struct PointBoxGaps {
  double a[3], b[3];  // delta_k = a[k] - b[k] >= 0
  bool filterable;
};

template <class T>
GEOVERIFY_ALWAYS_INLINE PointBoxGaps point_box_gaps(const Vec3<T>& p, const Aabb<T>& box) noexcept {
  PointBoxGaps g;
  g.filterable = true;
  for (int k = 0; k < 3; ++k) {
    const double x = get(p, k), lo = get(box.min, k), hi = get(box.max, k);
    if (x < lo) {
      g.a[k] = lo, g.b[k] = x;
    } else if (x > hi) {
      g.a[k] = x, g.b[k] = hi;
    } else {
      g.a[k] = g.b[k] = 0.0;
    }
    if constexpr (std::is_same_v<T, double>) {
      g.filterable = g.filterable && in_filter_range(x) && in_filter_range(lo) && in_filter_range(hi);
    }
  }
  return g;
}

/// The exact q = sum (a_k - b_k)^2 (degree 2).
template <class T>
inline void point_box_exact_q(const PointBoxGaps& g, BigFloat<PolyCaps<T>::d2>& q, bool& ok) noexcept {
  BigVec<PolyCaps<T>::d1> d;
  for (int k = 0; k < 3; ++k) ok &= big_diff(d.c[k], g.a[k], g.b[k]);
  ok &= big_norm2(q, d);
}

/// q = Q 2^e exactly, from the integer frame (detail/int_frame.h) of the
/// six gap values when their set bits span at most 62 places: each gap
/// m_a - m_b lies below 2^63, its square below 2^126, and Q below
/// 3 2^126 < 2^128; e = 2L.
struct PointBoxFrameQ {
  U128 Q;
  int e = 0;
};

/// Fills f and returns true when the gaps fit one frame; false otherwise.
inline bool point_box_frame_q(const PointBoxGaps& g, PointBoxFrameQ& f) noexcept {
  const double v[6] = {g.a[0], g.b[0], g.a[1], g.b[1], g.a[2], g.b[2]};
  std::int64_t m[6];
  int L = 0;
  if (!int_frame(v, m, L)) return false;
  f.Q = u128_norm2(m[0] - m[1], m[2] - m[3], m[4] - m[5]);
  f.e = 2 * L;
  return true;
}

/// sign(q - c) (root false) or sign(q - c^2) (root true) for a finite
/// c >= 0, exactly: c = s 2^x (s < 2^53 an integer), c^2 = s^2 2^(2x)
/// (s^2 < 2^106), compared with Q 2^e in integers (u128_compare_scaled).
inline int point_box_frame_sign(const PointBoxFrameQ& f, double c, bool root) noexcept {
  const std::uint64_t bits = to_bits(c);
  const int field = static_cast<int>((bits >> 52) & 0x7ffu);
  const std::uint64_t frac = bits & ((std::uint64_t{1} << 52) - 1);
  const std::uint64_t s = field == 0 ? frac : (frac | (std::uint64_t{1} << 52));
  const int x = field == 0 ? -1074 : field - 1075;
  if (root) return u128_compare_scaled(f.Q, f.e, u128_square(static_cast<std::int64_t>(s)), 2 * x);
  return u128_compare_scaled(f.Q, f.e, U128{0, s}, x);
}

/// A value of T near q = Q 2^e (root false) or its square root (root true),
/// as a start for bracket_from_candidate, for Q > 0 (a point outside the
/// box). No flag other than inexact: the root is taken of Q rounded down to
/// a double (a normal double in [1, 2^128)) and moved by 2^(e/2) in its
/// exponent field; a root below 2^-1022 gives 0 and one beyond DBL_MAX
/// gives DBL_MAX (the bracket then walks to q; only the number of
/// comparisons depends on the candidate).
template <class T>
inline T point_box_frame_candidate(const PointBoxFrameQ& f, bool root) noexcept {
  if (!root) return bracket_candidate<T>(u128_scaled_floor_to_double(f.Q, f.e));
  const double r = std::sqrt(u128_scaled_floor_to_double(f.Q, 0));  // in [1, 2^64)
  const int field = exponent_field(r) + f.e / 2;  // e = 2L is even
  if (field < 1) return T(0);
  if (field > 2046) return bracket_candidate<T>(std::numeric_limits<double>::max());
  return bracket_candidate<T>(from_bits<double>((to_bits(r) & ~(std::uint64_t{0x7ff} << 52)) |
                                                (static_cast<std::uint64_t>(field) << 52)));
}

/// c exactly (degree 1), and c^2 exactly (degree 2).
template <class T>
inline void point_box_exact_c2(double c, BigFloat<PolyCaps<T>::d2>& c2, bool& ok) noexcept {
  BigVec<PolyCaps<T>::d1> v;
  ok &= big_diff(v.c[0], c, 0.0);
  big_zero(v.c[1]);
  big_zero(v.c[2]);
  ok &= big_norm2(c2, v);
}

/// Brackets q (root false) or sqrt(q) (root true) for a point outside the box.
/// Sets used_exact when a comparison needed an exact step (the integer
/// frame or the integer stage).
template <class T>
inline void point_box_bracket(const PointBoxGaps& g, bool root, T& lo, T& hi, bool& used_exact, bool& ok) noexcept {
  double qf = 0.0;
  if (g.filterable) {
    for (int k = 0; k < 3; ++k) {
      const double d = g.a[k] - g.b[k];
      qf += d * d;
    }
  }
  // floored so that the bound stays normal (no underflow flag): a larger
  // bound is only more conservative
  const double bound = kPointBoxDistanceBound * (qf > kPointBoxBoundFloor ? qf : kPointBoxBoundFloor);
  BigFloat<PolyCaps<T>::d2> q;
  bool have_q = false;
  // The integer frame, formed on first need and tried before the integer
  // stage: it decides every comparison when the gaps' values span at most
  // 62 places.
  PointBoxFrameQ frame;
  bool frame_tried = false, frame_ok = false;
  struct DdCache {
    DdNorm2 dd;
    bool have = false;
  };
  struct None {};
  std::conditional_t<std::is_same_v<T, double>, DdCache, None> cache;  // double only (below)
  const auto sign_of = [&](T c) {
    const double cd = static_cast<double>(c);
    // root: sign(sqrt(q) - c) = sign(q - c^2) for c >= 0. The double filter
    // serves float only: c^2 is exact in double only for float c, and a
    // double q~ cannot resolve its neighbouring doubles.
    if (std::is_same_v<T, float> && g.filterable) {
      const double target = root ? cd * cd : cd;
      const double diff = qf - target;
      if (diff > bound) return 1;
      if (diff < -bound) return -1;
    }
    // The double-double comparison, double only: for float input the double
    // filter leaves only a q within a few ulps of double of a float, in
    // practice a q that is a float, which no rounded evaluation decides.
    if constexpr (std::is_same_v<T, double>) {
      int sg = 0;
      if (g.filterable && point_box_dd_sign(g.a, g.b, root, cd, cache.dd, cache.have, sg)) return sg;
    }
    used_exact = true;
    if (!frame_tried) {
      frame_ok = point_box_frame_q(g, frame);
      frame_tried = true;
    }
    if (frame_ok) return point_box_frame_sign(frame, cd, root);
    if (!have_q) {
      point_box_exact_q<T>(g, q, ok);
      have_q = true;
    }
    if (root) {
      BigFloat<PolyCaps<T>::d2> c2;
      point_box_exact_c2<T>(cd, c2, ok);
      return big_compare(q, c2);
    }
    BigFloat<PolyCaps<T>::d1> c1;
    ok &= big_diff(c1, cd, 0.0);
    return big_compare(q, c1);
  };
  if (!g.filterable) {
    frame_ok = point_box_frame_q(g, frame);
    frame_tried = true;
    if (frame_ok) {
      bracket_from_candidate<T>(sign_of, point_box_frame_candidate<T>(frame, root), lo, hi);
    } else {
      bracket_by_bisection<T>(sign_of, lo, hi);
    }
    return;
  }
  bracket_from_candidate<T>(sign_of, bracket_candidate<T>(root ? std::sqrt(qf) : qf), lo, hi);
}

/// The end of every certified distance call: a capacity overflow (ruled out
/// by derivation) gives an invalid Bracket; otherwise one call is counted in
/// *st, exact when a comparison needed an exact step (the integer frame or
/// the integer stage).
template <class T>
inline Bracket<T> finish_bracket(const Bracket<T>& out, bool ok, bool used_exact, Stats* st) noexcept {
  if (!ok) {
    capacity_exceeded();
    return Bracket<T>{};
  }
  if (st) ++(used_exact ? st->exact : st->filter);
  return out;
}

/// Every call the float interval below does not settle: the gaps, then the
/// comparisons of point_box_bracket() (out of line: the common path stays
/// small).
template <class T>
GEOVERIFY_NOINLINE Bracket<T> point_aabb_distance_compared(const Vec3<T>& p, const Aabb<T>& box, bool root,
                                                           Stats* st) noexcept {
  Bracket<T> out;
  if (!is_finite(p) || !is_valid(box)) {
    if (st) ++st->invalid;
    return out;
  }
  const PointBoxGaps g = point_box_gaps(p, box);
  out.valid = true;
  if (g.a[0] == g.b[0] && g.a[1] == g.b[1] && g.a[2] == g.b[2]) {  // in the box: exactly 0
    out.lo = out.hi = T(0);
    if (st) ++st->filter;
    return out;
  }
  bool used_exact = false, ok = true;
  point_box_bracket<T>(g, root, out.lo, out.hi, used_exact, ok);
  return finish_bracket(out, ok, used_exact, st);
}

template <class T>
inline Bracket<T> point_aabb_distance_impl(const Vec3<T>& p_in, const Aabb<T>& box_in, bool root, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Vec3<T>& p = as_given(p_in);
  const Aabb<T>& box = as_given(box_in);
  if constexpr (std::is_same_v<T, float>) {
    // Float input: each gap (lo - x or x - hi, as point_box_gaps forms it),
    // square and sum is normal in double (nonzero squares >= 2^-298), so
    // qf == 0 exactly when p is in the box, and the interval
    // (kPointBoxInterval) decides most other calls without a comparison.
    if (is_finite(p) && is_valid(box)) {
      double qf = 0.0;
      for (int k = 0; k < 3; ++k) {
        const double x = get(p, k), below = get(box.min, k) - x, above = x - get(box.max, k);
        const double d = below > 0 ? below : (above > 0 ? above : 0.0);
        qf += d * d;
      }
      if (qf == 0.0) {
        if (st) ++st->filter;
        return Bracket<T>{true, T(0), T(0)};
      }
      const double x = root ? std::sqrt(qf) : qf;
      const double b = (root ? kPointBoxRootInterval : kPointBoxInterval) * x;
      float lo, hi;
      if (bracket_from_interval<float>(x - b, x + b, lo, hi)) {
        if (st) ++st->filter;
        return Bracket<T>{true, lo, hi};
      }
    }
  }
  if constexpr (std::is_same_v<T, double>) {
    // Double input in the filter's range: q in double-double once, then the
    // candidate and its neighbours compared with it (point_box_dd_compare);
    // the first undecided comparison sends the call to the path above.
    if (is_finite(p) && is_valid(box)) {
      const PointBoxGaps g = point_box_gaps(p, box);
      const bool inside = g.a[0] == g.b[0] && g.a[1] == g.b[1] && g.a[2] == g.b[2];
      if (g.filterable && !inside) {
        const DdNorm2 f = dd_norm2_of_difference(g.a, g.b);
        bool undecided = false;
        // After the first undecided comparison no other is formed: the
        // result is discarded, and a bisection (which a candidate within an
        // ulp never reaches) would otherwise square values up to max().
        const auto sign_of = [&](double c) {
          int sg = 0;
          const bool fits = !root || (c >= kPointBoxDdRootLo && c <= 0x1p500);
          if (undecided || !fits || !point_box_dd_compare(f, root ? two_prod(c, c) : Dd{c, 0.0}, sg)) {
            undecided = true;
            return 0;  // ends bracket_from_candidate at once
          }
          return sg;
        };
        double lo = 0, hi = 0;
        bracket_from_candidate<double>(sign_of, bracket_candidate<double>(root ? std::sqrt(f.q.h) : f.q.h), lo, hi);
        if (!undecided) {
          if (st) ++st->filter;
          return Bracket<T>{true, lo, hi};
        }
      }
    }
  }
  return point_aabb_distance_compared(p, box, root, st);
}

}  // namespace detail

/// The exact relation of a point and a closed box (docs/semantics.md):
/// overlapping when min_k < p_k < max_k on every axis (the box then has an
/// interior, and p is in it), touching when p is in the closed box but not
/// in its interior (on a face, an edge or a corner, or in a flat box),
/// disjoint otherwise; invalid for a NaN or an infinity, or min > max.
/// Comparisons of the inputs only: exact, with no arithmetic.
template <class T>
Relation relation(const Point<T>& point_in, const Aabb<T>& box_in, Stats* stats = nullptr) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Point<T>& point = detail::as_given(point_in);
  const Aabb<T>& box = detail::as_given(box_in);
  if (!is_valid(point) || !is_valid(box)) return Relation::invalid;
  if (stats) ++stats->filter;
  bool inside = true;
  for (int k = 0; k < 3; ++k) {
    const T x = get(point.p, k), lo = get(box.min, k), hi = get(box.max, k);
    if (x < lo || x > hi) return Relation::disjoint;
    inside = inside && lo < x && x < hi;
  }
  return inside ? Relation::overlapping : Relation::touching;
}

/// relation(Point, Aabb) compares inputs only: it has no exact stage.
template <class T>
constexpr bool has_exact_stage(const Point<T>*, const Aabb<T>*) noexcept {
  return false;
}

/// Certified bracket of the exact squared distance from p to the closed box
/// (see the file comment and Bracket): lo == hi == 0 exactly when p is in
/// the box. Invalid input (a NaN or infinity, min > max) gives valid ==
/// false. stats, when given, counts one call: filter when every comparison
/// was decided in floating point, exact when one needed an exact step (the
/// integer frame or the integer stage).
template <class T>
Bracket<T> point_aabb_distance2(const Vec3<T>& p, const Aabb<T>& box, Stats* stats = nullptr) noexcept {
  return detail::point_aabb_distance_impl(p, box, false, stats);
}

/// Certified bracket of the exact distance sqrt(q) from p to the closed box,
/// with the promises of point_aabb_distance2().
template <class T>
Bracket<T> point_aabb_distance(const Vec3<T>& p, const Aabb<T>& box, Stats* stats = nullptr) noexcept {
  return detail::point_aabb_distance_impl(p, box, true, stats);
}

}  // namespace gv

#endif  // GEOVERIFY_CORE_POINT_AABB_H
