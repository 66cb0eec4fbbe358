// SPDX-License-Identifier: MIT
// Specification of core/detail/int_frame.h: doubles as the integers of one
// binary frame, and the unsigned 128-bit arithmetic on their squares.
//
// 1. Values whose set bits span at most 62 places become the integers
//    m_i = v_i / 2^L, L the lowest set bit over all: by hand at the edges
//    (a span of exactly 62 accepted, 63 refused; subnormals; DBL_MAX; signed
//    zeros; all zeros refused).
// 2. On random doubles of every exponent and on random frames of every
//    width, it accepts exactly when the span (judged apart, from frexp) is
//    at most 62, and then every m_i 2^L is v_i.
// 3. It raises no floating-point flag at all, on any finite input.
// 4. u128_square, u128_add and u128_compare against the exact integers, at
//    the extremes (|x| = 2^63 - 1, a carry out of the low word) and at random.
#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "geoverify/core/detail/int_frame.h"
#include "bigfloat_values.h"
#include "fp_flags.h"
#include "work.h"

namespace gv_core_int_frame_test {

namespace {

using gv::detail::int_frame;
using gv::detail::U128;
using gv::test_support::leading_bit;
using gv::test_support::lowest_bit;
using gv::test_support::random_double;
using gv::test_support::work;
using Integer = gv::exact::Integer;

/// int_frame(v) must accept and give m.
template <int K>
void expect_frame(const double (&v)[K], const std::int64_t (&want)[K]) {
  std::int64_t m[K];
  ASSERT_TRUE(int_frame(v, m)) << std::hexfloat << v[0];
  for (int i = 0; i < K; ++i) EXPECT_EQ(m[i], want[i]) << i << ": " << std::hexfloat << v[i];
}

template <int K>
bool accepts(const double (&v)[K]) {
  std::int64_t m[K];
  return int_frame(v, m);
}

TEST(IntFrame, SixtyTwoPlacesAcceptedSixtyThreeRefused) {
  // 1 and 2^-61: the bits 2^0 .. 2^-61, 62 places; 2^-62 makes 63
  expect_frame<2>({1.0, 0x1p-61}, {std::int64_t{1} << 61, 1});
  EXPECT_FALSE(accepts<2>({1.0, 0x1p-62}));
  // the largest integer of the frame: 53 ones ending at 2^9, beside 2^0
  expect_frame<2>({0x1.fffffffffffffp61, -1.0}, {(std::int64_t{1} << 62) - 512, -1});
  EXPECT_FALSE(accepts<2>({0x1.fffffffffffffp62, 1.0}));
  // one value spans its own bits only: 53 of them, anywhere
  expect_frame<1>({0x1.0000000000001p-1000}, {(std::int64_t{1} << 52) + 1});
}

TEST(IntFrame, SubnormalsTheTopOfTheRangeAndZeros) {
  const double t = std::numeric_limits<double>::denorm_min(), big = std::numeric_limits<double>::max();
  expect_frame<3>({t, -3 * t, 0x1p-1013}, {1, -3, std::int64_t{1} << 61});  // 2^-1074 .. 2^-1013
  EXPECT_FALSE(accepts<2>({t, 0x1p-1012}));
  expect_frame<2>({0x1p-1030, 0x1.8p-1060}, {std::int64_t{1} << 31, 3});  // two subnormals
  expect_frame<2>({big, 0x1p962}, {((std::int64_t{1} << 53) - 1) << 9, 1});
  EXPECT_FALSE(accepts<2>({big, 0x1p961}));
  expect_frame<4>({-0.0, -2.0, 0.0, 6.0}, {0, -1, 0, 3});  // zeros of either sign are 0 and widen nothing
  EXPECT_FALSE(accepts<3>({0.0, -0.0, 0.0}));
}

/// Random doubles of every exponent (wide spans, mostly refused), and random
/// integers of at most 53 bits placed in frames of every width and position
/// (mostly accepted): accepted exactly when the span judged from frexp is
/// at most 62, and then exact.
TEST(IntFrame, AcceptsExactlyTheSpansOfSixtyTwoPlacesAndIsExact) {
  std::mt19937_64 rng(0x1f);
  long accepted = 0, refused = 0;
  for (int it = 0; it < work(40000, 4000); ++it) {
    double v[5];
    const int width = static_cast<int>(rng() % 70);  // frame widths around the limit
    const int base = static_cast<int>(rng() % 2040) - 1074;
    for (double& x : v) {
      if (it % 4 == 0) {
        x = random_double(rng);
      } else {
        const int shift = static_cast<int>(rng() % static_cast<unsigned>(width + 1));
        x = std::ldexp(static_cast<double>(rng() >> 11), base + shift);  // 53 bits at most
        if (!std::isfinite(x)) x = 1.0;
      }
      if (rng() % 6 == 0) x = 0.0;
      if (rng() % 2) x = -x;
    }
    int top = -5000, low = 5000;
    for (const double x : v) {
      if (x == 0) continue;
      top = std::max(top, leading_bit(x) + 1);  // |x| < 2^top
      low = std::min(low, lowest_bit(x));
    }
    const bool want = top != -5000 && top - low <= 62;
    std::int64_t m[5];
    ASSERT_EQ(int_frame(v, m), want) << it;
    if (!want) {
      ++refused;
      continue;
    }
    ++accepted;
    for (int k = 0; k < 5; ++k) {
      ASSERT_LT(m[k] < 0 ? -m[k] : m[k], std::int64_t{1} << 62);
      ASSERT_EQ(std::ldexp(static_cast<double>(m[k]), low), v[k]) << std::hexfloat << v[k];  // m_k: <= 53 bits
    }
  }
  EXPECT_GT(accepted, work(40000, 4000) / 10);
  EXPECT_GT(refused, work(40000, 4000) / 10);
}

TEST(IntFrame, RaisesNoFlag) {
  using gv::test_support::runtime;
  std::mt19937_64 rng(0x2f);
  // drawn first: random_double's finiteness test may raise FE_INVALID on a NaN it rejects
  std::vector<double> v(4 * static_cast<std::size_t>(work(20000, 2000)));
  for (double& x : v) x = random_double(rng);
  const double t = runtime(std::numeric_limits<double>::denorm_min());
  const double big = runtime(std::numeric_limits<double>::max());
  std::feclearexcept(FE_ALL_EXCEPT);
  std::int64_t m[4];
  long accepted = int_frame<4>({t, -t, 0.0, runtime(0x1p-1013)}, m) + int_frame<4>({big, -big, runtime(0x1p962), -0.0}, m);
  for (std::size_t i = 0; i < v.size(); i += 4) accepted += int_frame<4>({v[i], v[i + 1], v[i + 2], v[i + 3]}, m);
  EXPECT_EQ(std::fetestexcept(FE_ALL_EXCEPT), 0);
  EXPECT_GE(accepted, 2);
}

Integer to_integer(const U128& a) { return (Integer(a.hi) << 64) + Integer(a.lo); }

TEST(U128, SquaresSumsAndComparisonsAreTheIntegers) {
  const std::int64_t top = std::numeric_limits<std::int64_t>::max();  // 2^63 - 1
  EXPECT_EQ(to_integer(gv::detail::u128_square(top)), Integer(top) * Integer(top));
  EXPECT_EQ(to_integer(gv::detail::u128_square(-top)), Integer(top) * Integer(top));
  EXPECT_EQ(to_integer(gv::detail::u128_square(0)), Integer(0));
  U128 a{0, ~std::uint64_t{0}};
  gv::detail::u128_add(a, U128{0, 1});  // the carry out of the low word
  EXPECT_EQ(a.hi, 1u);
  EXPECT_EQ(a.lo, 0u);
  EXPECT_EQ(gv::detail::u128_compare(U128{1, 0}, U128{0, ~std::uint64_t{0}}), 1);
  EXPECT_EQ(gv::detail::u128_compare(U128{1, 2}, U128{1, 3}), -1);
  EXPECT_EQ(gv::detail::u128_compare(U128{4, 5}, U128{4, 5}), 0);
  std::mt19937_64 rng(0x3f);
  for (int it = 0; it < work(20000, 2000); ++it) {
    // three squares below 2^126 each: the sum stays below 2^128
    std::int64_t x[3];
    for (std::int64_t& xi : x) xi = static_cast<std::int64_t>(rng() >> (1 + rng() % 63)) * (rng() % 2 ? 1 : -1);
    U128 s = gv::detail::u128_square(x[0]);
    gv::detail::u128_add(s, gv::detail::u128_square(x[1]));
    gv::detail::u128_add(s, gv::detail::u128_square(x[2]));
    const Integer want = Integer(x[0]) * x[0] + Integer(x[1]) * x[1] + Integer(x[2]) * x[2];
    ASSERT_EQ(to_integer(s), want) << x[0] << " " << x[1] << " " << x[2];
    const U128 q = gv::detail::u128_square(x[0]);
    const Integer wq = Integer(x[0]) * x[0];
    ASSERT_EQ(gv::detail::u128_compare(s, q), want > wq ? 1 : (want < wq ? -1 : 0));
  }
}

}  // namespace

}  // namespace gv_core_int_frame_test
