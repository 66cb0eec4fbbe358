// SPDX-License-Identifier: MIT
// geoverify query: numbers a routine returns, and what it promises of them.
//
// A quantity query (ray-aabb-hit, ...) asks a routine for numbers -- a hit
// parameter, a distance -- besides "do the shapes meet". Its case type is a
// relation query's case with one more member,
//     static constexpr std::array<const char*, K> kNumbers{"t"};
// naming the K numbers an answer holds, and, when the certified core
// computes them, a static `core_numbers(const C&, Stats*)` returning a
// bracket of each (query::CoreNumbers<C>, core_binding.h). The routine
// returns Numbers<T, K>: no value (a miss: the shapes do not meet, the ray
// passes by), or the K numbers, each as a value or as a bracket.
//
// A number contract (NumberContract) says how close each number must be to
// the exact value x (a rational, or the square root of one; exact/quantity.h
// judges it exactly):
//   ulps(k)        the value lies within k units in the last place of the
//                  correctly rounded x: at most k - 1 values of T lie strictly
//                  between them (ulps(0): correctly rounded; ulps(1):
//                  faithfully rounded, one of the two neighbours of x);
//   relative(eps)  |value - x| <= eps |x|;
//   absolute(eps)  |value - x| <= eps * s, s the case's input scale (the
//                  largest |coordinate|, exact::Result::scale): a tolerance in
//                  units of the input, the way a user states "1e-6 of the
//                  model's size";
//   bracket(w)     the routine returns [lo, hi] with lo <= x <= hi, at most
//                  w steps of T wide (bracket(): any width; bracket(1): two
//                  adjacent values of T or one value, the core's promise).
// Every number contract also requires consistency with the relation: a
// value exactly when the exact answer has one (a miss exactly when the
// shapes do not meet; the campaign reports the others as false hits and
// false misses), each value inside the range the quantity can take (a hit
// parameter in [tmin, tmax], so never behind a ray's origin; a distance >= 0),
// and no NaN.
#ifndef GEOVERIFY_QUERY_QUANTITY_H
#define GEOVERIFY_QUERY_QUANTITY_H

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdio>
#include <limits>
#include <string>
#include <type_traits>

namespace gv {
namespace query {

/// What a quantity routine returns: present == false for "no value" (a miss);
/// otherwise its numbers in lo, and under a bracket contract each number's
/// upper end in hi (ignored otherwise). A routine may return the first
/// `count` of the query's K numbers only: the rest are numbers it does not
/// compute (a ray-triangle routine that returns t without barycentrics) and
/// are not judged. Numbers<T, J> converts to Numbers<T, K> for J < K with
/// count J, so `return query::value(t);` serves a query of K numbers.
/// Trivially copyable: a worker process sends it back as bytes.
template <class T, std::size_t K>
struct Numbers {
  bool present = false;
  std::array<T, K> lo{};
  std::array<T, K> hi{};
  std::size_t count = K;  ///< the numbers returned: lo[0..count), hi[0..count)

  Numbers() = default;
  /// The first J numbers of a routine that returns fewer than K.
  template <std::size_t J, class = std::enable_if_t<(J < K)>>
  Numbers(const Numbers<T, J>& fewer) : present(fewer.present), count(fewer.count) {  // NOLINT: implicit
    for (std::size_t i = 0; i < J; ++i) {
      lo[i] = fewer.lo[i];
      hi[i] = fewer.hi[i];
    }
  }
};

/// No value: the shapes do not meet.
template <class T, std::size_t K = 1>
Numbers<T, K> no_value() {
  return {};
}
/// One value.
template <class T>
Numbers<T, 1> value(T v) {
  Numbers<T, 1> n;
  n.present = true;
  n.lo[0] = v;
  n.hi[0] = v;
  return n;
}
/// One bracket [lo, hi] (bracket contracts).
template <class T>
Numbers<T, 1> bracket(T lo, T hi) {
  Numbers<T, 1> n;
  n.present = true;
  n.lo[0] = lo;
  n.hi[0] = hi;
  return n;
}

/// A value as the reports print it: a hex-float literal ("0x1.8p-1",
/// "inf"), or "NaN".
inline std::string hex_text(double v) {
  if (std::isnan(v)) return "NaN";
  char buf[48];
  std::snprintf(buf, sizeof buf, "%a", v);
  return buf;
}

/// A returned number as the reports print it: "t = 0x1.8p-1", or under a
/// bracket contract "t in [0x1.8p-1, 0x1.800002p-1]".
inline std::string number_text(const char* name, double lo, double hi, bool bracket) {
  return std::string(name) + (bracket ? " in [" + hex_text(lo) + ", " + hex_text(hi) + "]" : " = " + hex_text(lo));
}

/// How many numbers an answer of case type C holds: C::kNumbers.size() for
/// a quantity query, 0 for a relation query.
template <class C, class = void>
struct NumberCount : std::integral_constant<std::size_t, 0> {};
template <class C>
struct NumberCount<C, std::void_t<decltype(C::kNumbers)>> : std::integral_constant<std::size_t, C::kNumbers.size()> {};
template <class C>
inline constexpr bool is_quantity_v = NumberCount<C>::value > 0;

/// Whether a value means "the shapes meet": true for a hit parameter (C
/// declares `static constexpr bool kValueMeansHit = true`; no value is a
/// miss, judged against the relation), false for a distance, which is owed
/// on every valid case (no value is then a false miss, whatever the
/// relation).
template <class C, class = void>
struct ValueMeansHit : std::false_type {};
template <class C>
struct ValueMeansHit<C, std::void_t<decltype(C::kValueMeansHit)>> : std::bool_constant<C::kValueMeansHit> {};

/// The answer type of a routine of case type C (Numbers<T, 0> for a relation
/// query: never used).
template <class C>
using NumbersOf = Numbers<typename C::Scalar, NumberCount<C>::value>;

enum class NumberKind { none, ulps, relative, absolute, bracket };

/// What a routine promises of its numbers (file comment). none: the routine
/// answers yes/no (a relation query's routine).
struct NumberContract {
  NumberKind kind = NumberKind::none;
  /// ulps: k; relative: eps; absolute: eps (times the input scale);
  /// bracket: the largest width in steps of T (+infinity: any).
  double tol = 0.0;

  static NumberContract ulps(unsigned k) { return {NumberKind::ulps, static_cast<double>(k)}; }
  static NumberContract relative(double eps) { return {NumberKind::relative, eps}; }
  static NumberContract absolute(double eps) { return {NumberKind::absolute, eps}; }
  static NumberContract bracket() { return {NumberKind::bracket, std::numeric_limits<double>::infinity()}; }
  static NumberContract bracket(unsigned width) { return {NumberKind::bracket, static_cast<double>(width)}; }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_QUANTITY_H
