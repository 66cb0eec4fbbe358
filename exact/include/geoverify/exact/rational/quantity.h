// SPDX-License-Identifier: MIT
// geoverify exact (rational): the exact numbers of one case of a quantity
// query (behind exact/quantity.h's ExactNumbers). Rational-valued
// (Boost.Multiprecision): for the oracles' sources and the tests.
#ifndef GEOVERIFY_EXACT_RATIONAL_QUANTITY_H
#define GEOVERIFY_EXACT_RATIONAL_QUANTITY_H

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
  return ExactNumbers(std::move(q));
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RATIONAL_QUANTITY_H
