// SPDX-License-Identifier: MIT
// geoverify core: the certified hit parameter of a ray, one type for every
// shape a ray can hit (ray_aabb_entry() in ray_aabb.h, ray_triangle() in
// ray_triangle.h), and the one routine that brackets an exact parameter
// between adjacent values of T.
#ifndef GEOVERIFY_CORE_RAY_HIT_H
#define GEOVERIFY_CORE_RAY_HIT_H

#include <cmath>
#include <limits>
#include <type_traits>

#include "geoverify/core/detail/float_bits.h"
#include "geoverify/core/detail/roundoff.h"
#include "geoverify/core/relation.h"

namespace gv {

/// The exact relation of a ray {o + t dir : tmin <= t <= tmax} and a shape
/// and, when they meet, a certified bracket of the exact first hit parameter
///   t_hit = min { t in [tmin, tmax] : o + t dir in the shape }.
///
/// Certification (a bracket of adjacent values, not a rounding):
///   t_lo <= t_hit <= t_hi, both of type T, and either
///     t_hi == t_lo            exactly when t_hit is representable in T, or
///     t_hi == the successor of t_lo in T (t_lo < t_hit < t_hi);
///   when t_hit exceeds the largest finite T, t_lo == max() and
///   t_hi == +infinity. t_hit >= tmin >= 0 always, so 0 <= t_lo.
/// The correctly rounded t_hit is one of t_lo and t_hi. When the relation is
/// disjoint or invalid, t_lo and t_hi are quiet NaNs.
template <class T>
struct RayHit {
  Relation relation = Relation::invalid;
  T t_lo = std::numeric_limits<T>::quiet_NaN();
  T t_hi = std::numeric_limits<T>::quiet_NaN();
};

namespace detail {

/// The bracket of an exact parameter q >= 0, given by its comparisons:
/// sign_of(c) returns sign(q - c) exactly for every finite c >= 0 of T.
/// Writes t_lo, t_hi as RayHit certifies them. Only exact comparisons decide
/// (no floating-point operation on q), so the bracket is exact whatever the
/// candidate: a candidate only saves comparisons.

/// Bisection over the bit patterns lo < hi (nonnegative values are ordered
/// as their patterns), given val(lo) <= q < val(hi) and lo_equal == (q ==
/// val(lo)): halves the range until the patterns are adjacent, and stops at
/// once on a comparison that hits q.
template <class T, class SignOf>
inline void bracket_between(SignOf&& sign_of, typename FloatBits<T>::U lo, typename FloatBits<T>::U hi, bool lo_equal,
                            T& lo_out, T& hi_out) noexcept {
  using U = typename FloatBits<T>::U;
  while (!lo_equal && hi - lo > 1) {
    const U mid = lo + (hi - lo) / 2;
    const int sg = sign_of(from_bits<T>(mid));
    if (sg >= 0) {
      lo = mid;
      lo_equal = sg == 0;
    } else {
      hi = mid;
    }
  }
  lo_out = from_bits<T>(lo);
  hi_out = lo_equal ? lo_out : from_bits<T>(hi);
}

/// By bisection over the bit patterns of [0, +inf): at most 32 (float) or
/// 64 (double) comparisons. The fallback when no candidate near q is known.
template <class T, class SignOf>
inline void bracket_by_bisection(SignOf&& sign_of, T& lo_out, T& hi_out) noexcept {
  using U = typename FloatBits<T>::U;
  const U inf = to_bits<T>(std::numeric_limits<T>::infinity());  // q < +inf
  bracket_between<T>(sign_of, U(0), inf, sign_of(T(0)) == 0, lo_out, hi_out);
}

/// From a candidate c (finite, >= 0, near q): the comparisons with c and its
/// neighbours settle the bracket within four steps when |c - q| is at most a
/// few units in the last place of T. A farther candidate (a double formula
/// a few more units off, a coarse estimate) is not abandoned: the steps
/// keep going away from c towards q, doubling in units in the last place
/// after the fourth, until the sign turns, and bisection over the bit
/// patterns between the last two values finishes (at most about 4 + 2
/// log2(|c - q| / ulp) comparisons, all near q, where the callers' filters
/// decide them). Only a candidate of the wrong sign at 0 (impossible for
/// q >= 0) falls back to bracket_by_bisection().
template <class T, class SignOf>
inline void bracket_from_candidate(SignOf&& sign_of, T c, T& lo_out, T& hi_out) noexcept {
  using U = typename FloatBits<T>::U;
  constexpr T kMax = std::numeric_limits<T>::max();
  const U max_bits = to_bits<T>(kMax);
  const int sg = sign_of(c);
  if (sg == 0) {
    lo_out = hi_out = c;
    return;
  }
  // Walk from c towards q (up when q > c) until the sign turns.
  const bool up = sg > 0;
  U at = c == T(0) ? U(0) : to_bits<T>(c);  // +0 for -0
  U step = 1;
  for (int steps = 1;; ++steps) {
    if (up && at == max_bits) {
      lo_out = kMax;
      hi_out = std::numeric_limits<T>::infinity();
      return;
    }
    if (!up && at == 0) {  // q < 0 cannot happen (q >= tmin >= 0)
      bracket_by_bisection<T>(sign_of, lo_out, hi_out);
      return;
    }
    const U next = up ? (max_bits - at > step ? at + step : max_bits) : (at > step ? at - step : U(0));
    const int sn = sign_of(from_bits<T>(next));
    if (sn == 0) {
      lo_out = hi_out = from_bits<T>(next);
      return;
    }
    if ((sn > 0) != up) {  // q lies strictly between val(at) and val(next)
      bracket_between<T>(sign_of, up ? at : next, up ? next : at, false, lo_out, hi_out);
      return;
    }
    at = next;
    if (steps >= 4) step *= 2;
  }
}

/// Counts one call of a hit routine (ray_aabb_entry(), ray_triangle()) in
/// *stats, when given: relation_stats holds the counters of the call's
/// relation (one call), bracket_exact says whether the bracket needed the
/// integer stage. Invalid input counts as invalid; otherwise the call counts
/// as exact when the relation or the bracket needed the integer stage, else
/// as decided by the filter.
inline void count_hit_call(Stats* stats, const Stats& relation_stats, bool bracket_exact) noexcept {
  if (!stats) return;
  stats->invalid += relation_stats.invalid;
  if (relation_stats.invalid) return;
  if (relation_stats.exact || bracket_exact) {
    ++stats->exact;
  } else {
    ++stats->filter;
  }
}

/// A value of T near the double approximation q~ of a parameter: 0 for
/// q~ <= 0 or NaN, max() for q~ at or above it; in float's subnormal range
/// q~ rounded down to the grid 2^-149 (exact scaling: no underflow flag).
/// Raises no flag other than inexact.
template <class T>
inline T bracket_candidate(double q) noexcept {
  if (!(q > 0)) return T(0);
  if constexpr (std::is_same_v<T, float>) {
    if (!(q < static_cast<double>(std::numeric_limits<float>::max()))) return std::numeric_limits<float>::max();
    // m < 2^23: the float conversion and the product are exact.
    if (q < 0x1p-126) return static_cast<float>(std::floor(q * 0x1p149)) * 0x1p-149f;
    return static_cast<float>(q);
  } else {
    return q < std::numeric_limits<double>::max() ? q : std::numeric_limits<double>::max();
  }
}

/// A value of T near q = (u + v) / w for any finite u, v and w > 0, with no
/// flag other than inexact: the candidate for input outside a filter's
/// exponent screen, where fl(fl(u + v) / w) may overflow or underflow.
/// Works on the significands of frexp (exact, no flag), so every
/// intermediate lies in [2^-160, 4]:
///   - a term of u + v more than 2^100 times smaller than the other is
///     dropped (relative change below 2^-99);
///   - s = u' + v' on the common exponent rounds once; m = s' / w' once;
///   - the result m 2^k is formed exactly by ldexp when normal, and rounded
///     down to the grid 2^-1074 (exact, so no underflow flag) below.
/// So |candidate - q| is within about two units in the last place of T when
/// q is normal in T; 0 when q <= 0 or q < 2^-1080; max() when q exceeds it.
/// Only a candidate: bracket_from_candidate() never trusts it.
template <class T>
inline T bracket_candidate_scaled(double u, double v, double w) noexcept {
  if (!(w > 0)) return T(0);
  int eu = 0, ev = 0, ew = 0;
  const double mu = std::frexp(u, &eu), mv = std::frexp(v, &ev), mw = std::frexp(w, &ew);
  // The common exponent: that of the larger nonzero term.
  const int e = u == 0 ? ev : (v == 0 ? eu : (eu > ev ? eu : ev));
  const auto aligned = [e](double m, int em) { return m == 0 || em - e < -100 ? 0.0 : std::ldexp(m, em - e); };
  const double s = aligned(mu, eu) + aligned(mv, ev);  // |s| < 2; 0 only when u + v == 0
  if (!(s > 0)) return T(0);
  int es = 0;
  const double ms = std::frexp(s, &es);
  const double m = ms / mw;  // in (0.5, 2): ms <= 1 - 2^-53 over mw >= 0.5 is at most 2 - 2^-52, a double
  const long k = static_cast<long>(es) + e - ew;
  double q;
  if (k > 1023) {  // m 2^k >= 2^1023 for k == 1023 is still below 2^1024
    q = std::numeric_limits<double>::max();
  } else if (k >= -1021) {
    q = std::ldexp(m, static_cast<int>(k));  // m 2^k >= 2^-1022: normal, exact
  } else if (k >= -1080) {
    q = std::floor(std::ldexp(m, static_cast<int>(k + 1074))) * 0x1p-1074;  // an integer below 2^53: exact
  } else {
    q = 0.0;
  }
  return bracket_candidate<T>(q);
}

/// Widening a computed double x~ of a quantity x with |x~ - x| <= 3.02 u |x~|
/// + 2^-1074 (at most three roundings and one underflow) into a bound of x:
/// widen_down(x~) <= x <= widen_up(x~), evaluated in double
/// (docs/error-bounds.md, "Ray through a hierarchy"). Below 2^-900 the term
/// 8u |x~| < 2^-950 is covered by a second floor instead of computed (it
/// would underflow). No flag other than inexact.
constexpr double kWidenSlack = 8 * kU;
constexpr double kWidenFloor = 0x1p-1000;
inline double widen_down(double x) noexcept {
  const double a = std::fabs(x);
  return x - (a > 0x1p-900 ? kWidenSlack * a + kWidenFloor : 2 * kWidenFloor);
}
inline double widen_up(double x) noexcept {
  const double a = std::fabs(x);
  return x + (a > 0x1p-900 ? kWidenSlack * a + kWidenFloor : 2 * kWidenFloor);
}

/// q = num / den when the quotient is normal and far from overflow (its
/// binary exponent within (-1000, 1000)) or num == 0 (and den != 0); false
/// otherwise. No flag other than inexact (ilogb only sees nonzero values).
inline bool quotient_in_range(double num, double den, double& q) noexcept {
  if (num == 0.0) {
    q = 0.0;
    return den != 0.0;
  }
  if (den == 0.0) return false;
  const int e = std::ilogb(num) - std::ilogb(den);
  if (e <= -1000 || e >= 1000) return false;
  q = num / den;
  return true;
}

/// For T = float: when a double interval [lo, hi] known to hold q >= 0 lies
/// strictly between two adjacent floats, writes them (RayHit's bracket of q,
/// certified without an exact comparison: q is then no float) and returns
/// true. For double, and when a float lies in [lo, hi], false.
template <class T>
inline bool bracket_from_interval(double lo, double hi, T& lo_out, T& hi_out) noexcept {
  if constexpr (std::is_same_v<T, float>) {
    if (!(lo > 0 && hi < static_cast<double>(std::numeric_limits<float>::max()))) return false;
    float a = bracket_candidate<float>(lo);
    if (static_cast<double>(a) >= lo && a > 0) a = next_down(a);
    const float b = next_up(a);
    if (!(static_cast<double>(a) < lo && static_cast<double>(b) > hi)) return false;
    lo_out = a;
    hi_out = b;
    return true;
  } else {
    (void)lo, (void)hi, (void)lo_out, (void)hi_out;
    return false;
  }
}

/// bracket_from_interval() for a number of either sign: [lo, hi] known to
/// hold q, lying strictly between two adjacent floats, on one side of 0.
/// False for double, when the interval holds a float, or when it holds 0.
template <class T>
inline bool bracket_signed_from_interval(double lo, double hi, T& lo_out, T& hi_out) noexcept {
  if (lo > 0) return bracket_from_interval<T>(lo, hi, lo_out, hi_out);
  if (!(hi < 0)) return false;
  T a, b;
  if (!bracket_from_interval<T>(-hi, -lo, a, b)) return false;
  lo_out = -b;
  hi_out = -a;
  return true;
}

/// The bracket of an exact number q of any sign (a coordinate), given by
/// sign_of(c) = sign(q - c) for every finite c of T: lo == hi == q when q is
/// representable, else adjacent values of T around it (-infinity, -max()
/// below -max(); max(), +infinity above max()). A negative q is bracketed as
/// -q by the routines above. have_candidate: `candidate` (a double near q)
/// saves comparisons; it is never trusted.
template <class T, class SignOf>
inline void bracket_signed(SignOf&& sign_of, bool have_candidate, double candidate, T& lo_out, T& hi_out) noexcept {
  const int s0 = sign_of(T(0));
  if (s0 == 0) {
    lo_out = hi_out = T(0);
    return;
  }
  if (s0 > 0) {
    if (have_candidate) {
      bracket_from_candidate<T>(sign_of, bracket_candidate<T>(candidate), lo_out, hi_out);
    } else {
      bracket_by_bisection<T>(sign_of, lo_out, hi_out);
    }
    return;
  }
  // q < 0: bracket -q, whose sign against c is -sign(q - (-c)).
  const auto negated = [&sign_of](T c) { return -sign_of(-c); };
  T lo = 0, hi = 0;
  if (have_candidate) {
    bracket_from_candidate<T>(negated, bracket_candidate<T>(-candidate), lo, hi);
  } else {
    bracket_by_bisection<T>(negated, lo, hi);
  }
  lo_out = -hi;
  hi_out = -lo;
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_RAY_HIT_H
