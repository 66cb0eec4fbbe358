// SPDX-License-Identifier: MIT
// geoverify exact (rational): the exact numbers of one case of a quantity
// query (behind exact/quantity.h's ExactNumbers). Rational-valued
// (Boost.Multiprecision): for the oracles' sources and the tests.
#ifndef GEOVERIFY_EXACT_RATIONAL_QUANTITY_H
#define GEOVERIFY_EXACT_RATIONAL_QUANTITY_H

#include <cmath>
#include <optional>
#include <utility>
#include <vector>

#include "geoverify/exact/quantity.h"
#include "geoverify/exact/rational/number.h"

namespace gv {
namespace exact {

struct ExactQuantity {
  bool present = false;               ///< the exact answer has a value
  std::vector<ExactNumber> values;    ///< when present: one per number of the query (C::kNumbers)
  /// The closed range each number lies in: [tmin, tmax] for a hit parameter,
  /// [0, +inf] for a distance. A routine's value outside it is a violation
  /// of every number contract (a hit behind a ray's origin, a negative
  /// distance), however close.
  std::vector<std::pair<double, double>> ranges;
  /// Per number: a distance, 0 exactly when the shapes meet; the routine's
  /// value (a bracket's upper end) must then be 0 exactly when the exact
  /// value is, whatever the tolerance (an underflowed squared distance of
  /// two disjoint shapes is not 0).
  std::vector<bool> zero_exactly;
  /// Per number, where the exact answer is a set: when upto[i] is set, any
  /// value in [values[i], *upto[i]] is exact (the coordinates of a closest
  /// point that is not unique, e.g. of two parallel segments that overlap).
  /// The judge measures a routine's value from the nearest member. Empty,
  /// or unset entries: one exact value.
  std::vector<std::optional<ExactNumber>> upto;
};

/// Exact numbers with no value (a miss).
inline ExactNumbers no_exact_value() {
  return ExactNumbers(std::make_shared<const ExactQuantity>());
}

/// Exact numbers with one value x in [lo, hi].
inline ExactNumbers one_exact_value(ExactNumber x, double lo, double hi) {
  auto q = std::make_shared<ExactQuantity>();
  q->present = true;
  q->values.push_back(std::move(x));
  q->ranges.emplace_back(lo, hi);
  q->zero_exactly.push_back(false);
  return ExactNumbers(std::move(q));
}

/// Exact numbers that are distances: each in [0, +inf], 0 exactly when the
/// shapes meet.
inline ExactNumbers exact_distances(std::vector<ExactNumber> xs) {
  auto q = std::make_shared<ExactQuantity>();
  q->present = true;
  for (ExactNumber& x : xs) {
    q->values.push_back(std::move(x));
    q->ranges.emplace_back(0.0, HUGE_VAL);
    q->zero_exactly.push_back(true);
  }
  return ExactNumbers(std::move(q));
}

/// Exact numbers that are a point of a shape (or the points of several),
/// then distances: coordinate k lies in box[k] (the shape's bounding box, so
/// a coordinate outside it is not on the shape, however close), each
/// distance in [0, +inf] and 0 exactly when the shapes meet. upto, when
/// given, makes coordinates sets (ExactQuantity::upto).
inline ExactNumbers exact_point_and_distances(std::vector<ExactNumber> point,
                                              const std::vector<std::pair<double, double>>& box,
                                              std::vector<ExactNumber> distances,
                                              std::vector<std::optional<ExactNumber>> upto = {}) {
  auto q = std::make_shared<ExactQuantity>();
  q->upto = std::move(upto);
  q->present = true;
  for (std::size_t k = 0; k < point.size(); ++k) {
    q->values.push_back(std::move(point[k]));
    q->ranges.push_back(box[k]);
    q->zero_exactly.push_back(false);
  }
  for (ExactNumber& x : distances) {
    q->values.push_back(std::move(x));
    q->ranges.emplace_back(0.0, HUGE_VAL);
    q->zero_exactly.push_back(true);
  }
  return ExactNumbers(std::move(q));
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RATIONAL_QUANTITY_H
