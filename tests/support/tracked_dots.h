// SPDX-License-Identifier: MIT
// Test support: a dot product of two input differences as a tracked value
// (Tracked or TrackedDd) and as the exact rational, for the tests of the
// tracked error bounds (tests/core/tracked_test.cpp, tracked_dd_test.cpp).
#ifndef GEOVERIFY_TESTS_SUPPORT_TRACKED_DOTS_H
#define GEOVERIFY_TESTS_SUPPORT_TRACKED_DOTS_H

#include "geoverify/core/detail/tracked.h"
#include "geoverify/core/detail/tracked_dd.h"
#include "geoverify/exact/rational.h"

namespace gv {
namespace test_support {

template <class Tr>
struct TrackedDot {
  Tr t;
  exact::Rational q;
};

/// (a - b) . (c - e) as tracked and as exact.
template <class Tr>
TrackedDot<Tr> dot_of_differences(const double (&a)[3], const double (&b)[3], const double (&c)[3],
                                  const double (&e)[3]) {
  using exact::to_rational;
  Tr x[3], y[3];
  exact::Rational q = 0;
  for (int k = 0; k < 3; ++k) {
    x[k] = detail::tracked_diff_as<Tr>(a[k], b[k]);
    y[k] = detail::tracked_diff_as<Tr>(c[k], e[k]);
    q += (to_rational(a[k]) - to_rational(b[k])) * (to_rational(c[k]) - to_rational(e[k]));
  }
  return {detail::tracked_dot(x, y), q};
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_TRACKED_DOTS_H
