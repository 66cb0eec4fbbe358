// SPDX-License-Identifier: MIT
// Specification of the double filters' input screen (core/detail/stage.h,
// fast_screen): true iff every value is zero or has a magnitude in
// [lo, hi], both ends included; false for infinities, NaN, subnormals and
// anything else outside. It runs on the bit patterns, so it is checked here
// against the plain comparisons (in_filter_range for the default bounds)
// on the edges and on random patterns of every exponent.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>

#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/float_bits.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/gen/source.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_stage_test {

namespace {

using gv::detail::fast_screen;
using gv::test_support::work;

bool one(double x, double lo = gv::detail::kScreenLo, double hi = gv::detail::kScreenHi) {
  const double v[3] = {1.0, x, 0.0};
  return fast_screen(v, lo, hi);
}

TEST(FastScreen, EdgesZerosAndNonFiniteValues) {
  constexpr double kLo = gv::detail::kScreenLo, kHi = gv::detail::kScreenHi;
  constexpr double kInf = std::numeric_limits<double>::infinity();
  for (const double s : {1.0, -1.0}) {
    EXPECT_TRUE(one(s * kLo));
    EXPECT_TRUE(one(s * kHi));
    EXPECT_FALSE(one(s * std::nextafter(kLo, 0.0)));
    EXPECT_FALSE(one(s * std::nextafter(kHi, kInf)));
    EXPECT_FALSE(one(s * kInf));
    EXPECT_FALSE(one(s * 0x1p-1074));  // subnormal
    EXPECT_FALSE(one(s * std::numeric_limits<double>::max()));
  }
  EXPECT_TRUE(one(0.0));
  EXPECT_TRUE(one(-0.0));
  EXPECT_FALSE(one(std::numeric_limits<double>::quiet_NaN()));
  EXPECT_FALSE(one(-std::numeric_limits<double>::quiet_NaN()));
  // Other bounds: the closest-point filters' [2^-60, 2^60].
  EXPECT_TRUE(one(0x1p-60, 0x1p-60, 0x1p60));
  EXPECT_FALSE(one(0x1.fffffffffffffp-61, 0x1p-60, 0x1p60));
  EXPECT_TRUE(one(-0x1p60, 0x1p-60, 0x1p60));
  EXPECT_FALSE(one(0x1.0000000000001p60, 0x1p-60, 0x1p60));
  // Every position counts, not only the first or the last.
  double v[7] = {1, 2, 3, 4, 5, 6, 7};
  EXPECT_TRUE(fast_screen(v));
  for (int i = 0; i < 7; ++i) {
    const double keep = v[i];
    v[i] = kInf;
    EXPECT_FALSE(fast_screen(v)) << i;
    v[i] = keep;
  }
}

TEST(FastScreen, AgreesWithTheComparisonsOnEveryExponent) {
  gv::gen::Prng rng(0x5c4ee);
  for (int i = 0; i < work(200000); ++i) {
    double v[4];
    bool expect = true;
    for (double& x : v) {
      x = gv::detail::from_bits<double>(rng.next());
      if (rng.draw(4) == 0) x = 0.0;
      expect = expect && gv::detail::in_filter_range(x);
    }
    ASSERT_EQ(fast_screen(v), expect) << v[0] << " " << v[1] << " " << v[2] << " " << v[3];
  }
}

}  // namespace

}  // namespace gv_core_stage_test
