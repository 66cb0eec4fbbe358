// SPDX-License-Identifier: MIT
// Test support: double cases whose values span every exponent (random bit
// patterns, some zeros), for the cores that rescale input outside their
// filters' screen: the core against the exact oracle, without a flag.
#ifndef GEOVERIFY_TESTS_SUPPORT_EVERY_EXPONENT_H
#define GEOVERIFY_TESTS_SUPPORT_EVERY_EXPONENT_H

#include <gtest/gtest.h>

#include <cfenv>
#include <cstddef>
#include <random>

#include "bigfloat_values.h"
#include "fp_flags.h"
#include "geoverify/core/detail/filter.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/core_binding.h"

namespace gv {
namespace test_support {

/// Of the cases every_exponent ran: those with a value outside the filters'
/// screen [kScreenLo, kScreenHi], and of them those a filter decided.
struct OutsideTheScreen {
  long outside = 0;
  long by_filter = 0;
};

/// What every_exponent does with a case outside the screen, by default:
/// nothing more.
struct NothingMore {
  template <class C, std::size_t N>
  void operator()(const C&, const double (&)[N]) const noexcept {}
};

/// `cases` cases C = make(x) from N random doubles x (random_doubles, one
/// in nine replaced by 0; with box >= 0, x[box .. box + 5] a box's min and
/// max, in order): each answered by the core as the oracle answers, with no
/// harmful flag (a failure prints the case as declarations). Each case with
/// a value outside the screen is then given to outside(c, x), which may
/// check the filter's intermediate signs; a failure there ends the loop.
template <class C, std::size_t N, class Make, class Outside = NothingMore>
OutsideTheScreen every_exponent(std::uint64_t seed, int cases, Make make, int box = -1, Outside outside = {}) {
  std::mt19937_64 rng(seed);
  OutsideTheScreen tally;
  for (int i = 0; i < cases; ++i) {
    double x[N];
    random_doubles(rng, x, 9, box);
    const C c = make(x);
    Stats st;
    std::feclearexcept(FE_ALL_EXCEPT);
    const Relation r = query::CoreBinding<C>::relation(c, &st);
    EXPECT_EQ(std::fetestexcept(kHarmfulFlags), 0) << query::declarations(c);
    EXPECT_EQ(r, exact::oracle(c).relation) << query::declarations(c);
    if (::testing::Test::HasFailure()) return tally;
    bool screened = true;
    for (const double v : x) screened = screened && detail::in_filter_range(v);
    if (screened) continue;
    ++tally.outside;
    tally.by_filter += static_cast<long>(st.filter);
    outside(c, x);
    if (::testing::Test::HasFailure()) return tally;
  }
  return tally;
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_EVERY_EXPONENT_H
