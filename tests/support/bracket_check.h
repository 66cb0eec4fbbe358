// SPDX-License-Identifier: MIT
// Test support: the judge of a certified Bracket (core/point_aabb.h) against
// the exact number it brackets (exact/rational/number.h).
#ifndef GEOVERIFY_TESTS_SUPPORT_BRACKET_CHECK_H
#define GEOVERIFY_TESTS_SUPPORT_BRACKET_CHECK_H

#include <cmath>
#include <limits>
#include <string>

#include "geoverify/core/point_aabb.h"
#include "geoverify/exact/rational.h"
#include "geoverify/exact/rational/number.h"

namespace gv {
namespace test_support {

/// Empty when br certifies x: valid, lo <= x <= hi, the correctly rounded x
/// is one of the ends, lo == hi exactly when x is representable in T, and
/// otherwise hi is lo's successor (or lo == max(), hi == +infinity).
/// Otherwise what is wrong, in a few words.
template <class T>
std::string bracket_violation(const Bracket<T>& br, const exact::ExactNumber& x) {
  if (!br.valid) return "not valid";
  if (!exact::within_bracket(x, static_cast<double>(br.lo), static_cast<double>(br.hi))) return "x outside";
  const T r = exact::round_to_nearest<T>(x);
  if (r != br.lo && r != br.hi) return "the correctly rounded value is neither end";
  if (br.lo == br.hi) return x.compare(exact::to_rational(br.lo)) == 0 ? "" : "equal ends, x not representable";
  if (br.lo == std::numeric_limits<T>::max() && std::isinf(br.hi)) return "";
  if (std::nextafter(br.lo, std::numeric_limits<T>::infinity()) != br.hi) return "ends not adjacent";
  if (x.compare(exact::to_rational(br.lo)) == 0 || x.compare(exact::to_rational(br.hi)) == 0) {
    return "x representable, ends differ";
  }
  return "";
}

/// Empty when d2 and d certify the exact squared distance q and the
/// distance sqrt(q) (bracket_violation); otherwise which one is wrong, and how.
template <class T>
std::string distance_violation(const Bracket<T>& d2, const Bracket<T>& d, const exact::Rational& q) {
  const std::string v2 = bracket_violation(d2, exact::ExactNumber::rational(q));
  if (!v2.empty()) return "squared distance: " + v2;
  const std::string v1 = bracket_violation(d, exact::ExactNumber::square_root(q));
  return v1.empty() ? v1 : "distance: " + v1;
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_BRACKET_CHECK_H
