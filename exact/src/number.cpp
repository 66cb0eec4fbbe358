// SPDX-License-Identifier: MIT
// geoverify exact: judging a routine's number against the exact value (see
// rational/number.h). Every decision is an exact comparison; doubles only
// propose candidates.
#include "geoverify/exact/rational/number.h"

#include "geoverify/core/detail/float_bits.h"

#include <cmath>
#include <limits>

namespace gv {
namespace exact {

namespace {

int sign_of(const Rational& q) { return q < 0 ? -1 : (q > 0 ? 1 : 0); }

// The position of a non-NaN value of T on the line of all values of T, -0 and
// +0 at the same place, infinities one step past +-MAX.
template <class T>
std::int64_t ordinal(T x) {
  using U = typename gv::detail::FloatBits<T>::U;
  const U b = gv::detail::to_bits(x);
  const U sign = U{1} << (8 * sizeof(T) - 1);
  const auto magnitude = static_cast<std::int64_t>(b & ~sign);
  return (b & sign) ? -magnitude : magnitude;
}

}  // namespace

int ExactNumber::compare(const Rational& y) const {
  const Rational u = y - p_;
  const int su = sign_of(u);
  const int sr = q_ == 0 ? 0 : sign_of(s_);  // sign(s sqrt(q))
  if (sr == 0) return su;
  if (su != sr) return su == 0 ? -sr : su;  // opposite signs, or u == 0
  // Same sign: compare |u| with |s| sqrt(q) through their squares.
  const int by_squares = sign_of(u * u - s_ * s_ * q_);
  return su > 0 ? by_squares : -by_squares;
}

int ExactNumber::sign() const { return -compare(Rational(0)); }

double ExactNumber::to_double() const {
  if (q_ == 0 || s_ == 0) return exact::to_double(approx(p_));
  const Approx root = approx(s_) * exact::sqrt(approx(q_));
  if (p_ == 0 || (p_ > 0) == (s_ > 0)) return exact::to_double(approx(p_) + root);
  // p and s sqrt(q) of opposite signs cancel: p + s sqrt(q) =
  // (p^2 - s^2 q) / (p - s sqrt(q)), whose denominator adds like signs.
  const Rational num = p_ * p_ - s_ * s_ * q_;
  if (num == 0) return 0.0;
  Approx neg = root;
  neg.m = -neg.m;
  return exact::to_double(approx(num) / (approx(p_) + neg));
}

template <class T>
T round_to_nearest(const ExactNumber& x) {
  constexpr T kMax = std::numeric_limits<T>::max();
  constexpr T kInf = std::numeric_limits<T>::infinity();
  // A candidate from the approximation, clamped to the finite range; then
  // step until x lies within half an ulp of it. The approximation is within
  // a few ulps of double, so the loop takes a step or two at most.
  const double guess = x.to_double();
  T c = static_cast<T>(std::fmax(-static_cast<double>(kMax), std::fmin(static_cast<double>(kMax), guess)));
  if (std::isnan(c)) c = 0;
  for (;;) {
    const T up = std::nextafter(c, kInf);
    const T down = std::nextafter(c, -kInf);
    const Rational cq = to_rational(c);
    // The midpoints to the neighbours; past MAX the neighbour is the
    // infinity, and the midpoint MAX + ulp(MAX)/2 (IEEE's overflow threshold).
    const Rational hi = std::isinf(up) ? cq + (cq - to_rational(down)) / 2 : (cq + to_rational(up)) / 2;
    const Rational lo = std::isinf(down) ? cq - (to_rational(up) - cq) / 2 : (cq + to_rational(down)) / 2;
    const int above = x.compare(hi);  // sign(hi - x)
    const int below = x.compare(lo);  // sign(lo - x)
    if (above < 0) {                  // x > hi: move up
      if (std::isinf(up)) return kInf;
      c = up;
      continue;
    }
    if (below > 0) {  // x < lo: move down
      if (std::isinf(down)) return -kInf;
      c = down;
      continue;
    }
    // lo <= x <= hi: c, unless x is on a midpoint and the other side is even.
    const auto even = [](T v) { return (ordinal(v) & 1) == 0; };
    if (above == 0 && !even(c)) return std::isinf(up) || even(up) ? up : c;
    if (below == 0 && !even(c)) return std::isinf(down) || even(down) ? down : c;
    return c;
  }
}

template <class T>
std::int64_t steps_between(T a, T b) {
  // Across zero two double ordinals can be 2^64 apart: count in unsigned
  // arithmetic and saturate one below INT64_MAX (kNotANumberError).
  const std::int64_t oa = ordinal(a), ob = ordinal(b);
  const auto magnitude = [](std::int64_t o) {
    return o < 0 ? static_cast<std::uint64_t>(-(o + 1)) + 1 : static_cast<std::uint64_t>(o);
  };
  const std::uint64_t ma = magnitude(oa), mb = magnitude(ob);
  const std::uint64_t d = (oa < 0) == (ob < 0) ? (ma < mb ? mb - ma : ma - mb) : ma + mb;
  constexpr std::uint64_t kMost = static_cast<std::uint64_t>(std::numeric_limits<std::int64_t>::max()) - 1;
  return static_cast<std::int64_t>(d < kMost ? d : kMost);
}

template <class T>
std::int64_t ulps_from_rounded(const ExactNumber& x, T y) {
  if (std::isnan(y)) return -1;
  return steps_between(y, round_to_nearest<T>(x));
}

bool within_relative(const ExactNumber& x, double y, double eps) {
  if (!std::isfinite(y)) return false;
  const int sx = x.sign();
  if (sx == 0) return y == 0;
  // For x > 0: (1 - eps) x <= y <= (1 + eps) x; for x < 0 the same with the
  // bounds exchanged. Each bound is a comparison of x with y / (1 +- eps),
  // whose direction flips where 1 - eps < 0; 1 - eps == 0 asks only for the
  // sign of y.
  const Rational yq = to_rational(y), e = to_rational(eps), one(1);
  // y <= (1 + eps) x for x > 0, i.e. x >= y / (1 + eps); for x < 0, x <= y / (1 + eps).
  const int near = x.compare(yq / (one + e));  // sign(y / (1 + eps) - x)
  if (sx > 0 ? near > 0 : near < 0) return false;
  if (e == one) return sx > 0 ? yq >= 0 : yq <= 0;
  // (1 - eps) x <= y for x > 0; y <= (1 - eps) x for x < 0.
  const int far = x.compare(yq / (one - e));  // sign(y / (1 - eps) - x)
  const bool flips = e > one;                 // dividing by 1 - eps < 0
  const bool x_at_most = (sx > 0) != flips;   // the bound says x <= y / (1 - eps)
  return x_at_most ? far >= 0 : far <= 0;
}

bool within_absolute(const ExactNumber& x, double y, double tol) {
  if (!std::isfinite(y)) return false;
  const Rational yq = to_rational(y), t = to_rational(tol);
  return x.compare(yq - t) <= 0 && x.compare(yq + t) >= 0;
}

bool within_bracket(const ExactNumber& x, double lo, double hi) {
  if (std::isnan(lo) || std::isnan(hi)) return false;
  const bool above_lo = std::isinf(lo) ? lo < 0 : x.compare(to_rational(lo)) <= 0;
  const bool below_hi = std::isinf(hi) ? hi > 0 : x.compare(to_rational(hi)) >= 0;
  return above_lo && below_hi;
}

template float round_to_nearest<float>(const ExactNumber&);
template double round_to_nearest<double>(const ExactNumber&);
template std::int64_t steps_between<float>(float, float);
template std::int64_t steps_between<double>(double, double);
template std::int64_t ulps_from_rounded<float>(const ExactNumber&, float);
template std::int64_t ulps_from_rounded<double>(const ExactNumber&, double);

}  // namespace exact
}  // namespace gv
