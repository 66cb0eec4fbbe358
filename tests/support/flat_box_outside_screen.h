// SPDX-License-Identifier: MIT
// Test support: the cases of a plane or half-space against a box (C =
// query::PlaneAabb<double> or query::HalfspaceAabb<double>, built as
// C{{n, d}, box}) whose double input lies outside the filter's screen
// [2^-450, 2^500], where the sums n.x + d are filtered on their terms scaled
// by one power of two (rescale.h's sign_of_scaled_sum): the largest product
// then lies in [1, 4), and a term that would fall below 2^-450 is flushed to
// 0 (which the bound's slack covers).
#ifndef GEOVERIFY_TESTS_SUPPORT_FLAT_BOX_OUTSIDE_SCREEN_H
#define GEOVERIFY_TESTS_SUPPORT_FLAT_BOX_OUTSIDE_SCREEN_H

#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <random>

#include "every_exponent.h"
#include "fp_flags.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/core_binding.h"

namespace gv {
namespace test_support {

/// n.x + d at the box's lowest corner (1, 0, 1) is 1 + 2^-460 - 1 = 2^-460:
/// the box lies above the plane, by a term the scaling flushes. The kept
/// terms sum to 0 exactly, which the flushed filter never certifies: the
/// exact stage answers disjoint, without a flag.
template <class C>
void flushed_term_decides_the_sign() {
  const C c{{{1, 0, 0x1p-460}, -1}, {{1, 0, 1}, {2, 1, 1}}};
  ASSERT_EQ(exact::oracle(c).relation, Relation::disjoint);
  Stats st;
  std::feclearexcept(FE_ALL_EXCEPT);
  EXPECT_EQ(query::CoreBinding<C>::relation(c, &st), Relation::disjoint);
  EXPECT_EQ(std::fetestexcept(kHarmfulFlags), 0);
  EXPECT_EQ(st.exact, 1u);
}

/// The box [1, 2] x [-5, -2] x [-3, -1] and the normal (3, -4, 5): the least
/// n.x on it is -4, the greatest 21, so d = 4 and d = -21 put the box's
/// lowest or highest corner on the plane. With the normal scaled by 2^a, the
/// box by 2^k and d by 2^(a + k) (`cases` draws of a, k in [-1000, 1000],
/// those with |a + k| <= 1000), and d one ulp either side: the core's
/// answers are the oracle's, without a flag. Returns the number of touching
/// answers.
template <class C>
long scaled_contacts(std::uint64_t seed, int cases) {
  std::mt19937_64 rng(seed);
  std::uniform_int_distribution<int> e(-1000, 1000);
  long touching = 0;
  for (int i = 0; i < cases; ++i) {
    const int a = e(rng), k = e(rng);
    if (a + k < -1000 || a + k > 1000) continue;
    const Vec3<double> n{std::ldexp(3.0, a), std::ldexp(-4.0, a), std::ldexp(5.0, a)};
    const Aabb<double> b{{std::ldexp(1.0, k), std::ldexp(-5.0, k), std::ldexp(-3.0, k)},
                         {std::ldexp(2.0, k), std::ldexp(-2.0, k), std::ldexp(-1.0, k)}};
    for (const double d0 : {4.0, -21.0}) {
      const double d = std::ldexp(d0, a + k);
      for (const double dd : {d, std::nextafter(d, 0.0), std::nextafter(d, 2 * d)}) {
        const C c{{n, dd}, b};
        std::feclearexcept(FE_ALL_EXCEPT);
        const Relation r = query::CoreBinding<C>::relation(c);
        EXPECT_EQ(std::fetestexcept(kHarmfulFlags), 0) << query::declarations(c);
        EXPECT_EQ(r, exact::oracle(c).relation) << query::declarations(c);
        if (::testing::Test::HasFailure()) return touching;
        touching += (r == Relation::touching);
      }
    }
  }
  return touching;
}

/// every_exponent on C{{x0, x1, x2}, x3}, box {x4..x6}, {x7..x9} (the ends
/// in order).
template <class C>
OutsideTheScreen flat_box_every_exponent(std::uint64_t seed, int cases) {
  return every_exponent<C, 10>(
      seed, cases,
      [](const double (&x)[10]) { return C{{{x[0], x[1], x[2]}, x[3]}, {{x[4], x[5], x[6]}, {x[7], x[8], x[9]}}}; },
      4);
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_FLAT_BOX_OUTSIDE_SCREEN_H
