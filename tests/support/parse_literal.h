// SPDX-License-Identifier: MIT
// Test support: the case a counterexample's literal declares.
//
// A counterexample's literal (query::declarations) prints every finite scalar
// as a hex-float ("0x1.8p+1f", "-0x0p+0") in the order of the case's
// scalars (query::scalars_of); parse_literal<C> reads them back. Only for
// cases without infinite components (an unbounded ray's tmax).
#ifndef GEOVERIFY_TESTS_SUPPORT_PARSE_LITERAL_H
#define GEOVERIFY_TESTS_SUPPORT_PARSE_LITERAL_H

#include <cstdlib>
#include <optional>
#include <regex>
#include <string>
#include <vector>

#include "geoverify/query/cases.h"

namespace gv {
namespace testing {

/// The case of literal text, or nothing if the text does not hold exactly
/// the case's number of hex-float scalars.
template <class C>
std::optional<C> parse_literal(const std::string& text) {
  using T = typename C::Scalar;
  static const std::regex hexfloat("-?0x[0-9a-fA-F]+(\\.[0-9a-fA-F]*)?p[-+]?[0-9]+");
  auto values = query::scalars_of(C{});
  std::size_t n = 0;
  for (auto it = std::sregex_iterator(text.begin(), text.end(), hexfloat); it != std::sregex_iterator(); ++it) {
    if (n == values.size()) return std::nullopt;
    values[n++] = static_cast<T>(std::strtod(it->str().c_str(), nullptr));
  }
  if (n != values.size()) return std::nullopt;
  return query::case_from_scalars<C>(values);
}

}  // namespace testing
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_PARSE_LITERAL_H
