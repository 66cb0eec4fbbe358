// SPDX-License-Identifier: MIT
// geoverify exact: the exact numbers of a quantity query, and the judge of a
// routine's numbers against them (query/quantity.h).
//
// A quantity query's oracle header declares, besides oracle(c),
//     template <class T> ExactNumbers exact_numbers(const query::<Case><T>& c);
// which computes the exact values once per case (the square root of a
// rational where the quantity has one); judge_numbers() then judges any
// number of routines' answers against them. Every verdict is exact: values
// are compared with the exact numbers as rationals (rational/number.h), never
// in floating point.
//
// Boost-free (the campaign and the fuzzers include it); the exact values sit
// behind a pointer to rational/quantity.h's ExactQuantity.
#ifndef GEOVERIFY_EXACT_QUANTITY_H
#define GEOVERIFY_EXACT_QUANTITY_H

#include <cstddef>
#include <cstdint>
#include <limits>
#include <memory>
#include <string>

#include "geoverify/query/quantity.h"

namespace gv {
namespace exact {

struct ExactQuantity;  // rational/quantity.h

/// The exact numbers of one case: whether the exact answer has a value (a
/// ray that meets the shape; a distance always), and then each number and
/// the range it lies in. Cheap to copy (shared).
class ExactNumbers {
 public:
  ExactNumbers() = default;
  explicit ExactNumbers(std::shared_ptr<const ExactQuantity> q) : q_(std::move(q)) {}
  /// False for a default-constructed one, which judges nothing.
  bool known() const { return q_ != nullptr; }
  /// The exact answer has a value. Precondition: known().
  bool present() const;
  const ExactQuantity& get() const { return *q_; }

 private:
  std::shared_ptr<const ExactQuantity> q_;
};

/// An error that is not a count of ulps: a NaN, or a bracket the wrong way
/// round.
constexpr std::int64_t kNotANumberError = std::numeric_limits<std::int64_t>::max();

/// The judgement of one answer's numbers (both the routine and the exact
/// answer have values).
struct NumberVerdict {
  bool holds = true;          ///< every number meets the contract and its range
  bool out_of_range = false;  ///< some number lies outside the quantity's range, or is NaN
  /// The error of the worst number, in steps of T: under ulps, relative and
  /// absolute contracts (and none) its distance from the correctly rounded
  /// exact value (0: correctly rounded); under bracket contracts the
  /// bracket's width, or, for a bracket that misses the exact value, its
  /// nearer end's distance from the correctly rounded value, at least 1.
  /// kNotANumberError for a NaN or a reversed bracket.
  std::int64_t ulps = 0;
  std::size_t component = 0;  ///< index of the worst number (C::kNumbers)
  std::string exact;   ///< the worst number's exact value: "t in (0x1.8p-1, 0x1.800002p-1) ~ 0.75000001", "t = 0x1p-2"
  std::string answer;  ///< the routine's: "t = 0x1.8p-1", "t in [0x1.8p-1, 0x1.8p-1]"
  std::string why;     ///< when !holds: "off by 3 ulps (allowed 1)", "t < tmin", ...
};

/// Judges a routine's present answer (lo, hi: its K numbers; hi only under a
/// bracket contract) against exact numbers whose present() is true. scale:
/// the input scale (absolute contracts). names: the K numbers' names.
/// Preconditions: truth.known() && truth.present(); K matches.
template <class T>
NumberVerdict judge_numbers(const ExactNumbers& truth, const T* lo, const T* hi, std::size_t k,
                            const char* const* names, const query::NumberContract& contract, double scale);

/// The same for an answer of case type C: its first answer.count numbers
/// (a routine need not return a query's trailing numbers).
template <class C>
NumberVerdict judge_numbers(const ExactNumbers& truth, const query::NumbersOf<C>& answer,
                            const query::NumberContract& contract, double scale) {
  const std::size_t k = answer.count < answer.lo.size() ? answer.count : answer.lo.size();
  return judge_numbers<typename C::Scalar>(truth, answer.lo.data(), answer.hi.data(), k, C::kNumbers.data(),
                                           contract, scale);
}

/// A verdict's error class for shrinking and for the report's histogram:
/// 0 for 0 ulps, 1 + floor(log2(ulps)) otherwise (1: 1 ulp, 2: 2-3, 3: 4-7,
/// ...), 64 for kNotANumberError.
int error_class(std::int64_t ulps);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_QUANTITY_H
