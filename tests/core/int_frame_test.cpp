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
// 5. u128_compare_scaled, sign(a 2^ea - b 2^eb), and
//    u128_scaled_floor_to_double, the largest double at most a 2^e, against
//    the rationals: by hand at the edges (equal values at other exponents,
//    DBL_MAX, the least subnormal) and at random over every exponent.
#include <gtest/gtest.h>

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <vector>

#include "geoverify/core/detail/int_frame.h"
#include "geoverify/exact/rational.h"
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
using Rational = gv::exact::Rational;

/// int_frame(v) must accept and give m and the frame's exponent L.
template <int K>
void expect_frame(const double (&v)[K], const std::int64_t (&want)[K], int want_L) {
  std::int64_t m[K];
  int L = 0;
  ASSERT_TRUE(int_frame(v, m, L)) << std::hexfloat << v[0];
  EXPECT_EQ(L, want_L);
  for (int i = 0; i < K; ++i) EXPECT_EQ(m[i], want[i]) << i << ": " << std::hexfloat << v[i];
}

/// Whether int_frame accepts v.
template <int K>
bool accepts(const double (&v)[K]) {
  std::int64_t m[K];
  int L = 0;
  return int_frame(v, m, L);
}

TEST(IntFrame, SixtyTwoPlacesAcceptedSixtyThreeRefused) {
  // 1 and 2^-61: the bits 2^0 .. 2^-61, 62 places; 2^-62 makes 63
  expect_frame<2>({1.0, 0x1p-61}, {std::int64_t{1} << 61, 1}, -61);
  EXPECT_FALSE(accepts<2>({1.0, 0x1p-62}));
  // the largest integer of the frame: 53 ones ending at 2^9, beside 2^0
  expect_frame<2>({0x1.fffffffffffffp61, -1.0}, {(std::int64_t{1} << 62) - 512, -1}, 0);
  EXPECT_FALSE(accepts<2>({0x1.fffffffffffffp62, 1.0}));
  // one value spans its own bits only: 53 of them, anywhere
  expect_frame<1>({0x1.0000000000001p-1000}, {(std::int64_t{1} << 52) + 1}, -1052);
}

TEST(IntFrame, SubnormalsTheTopOfTheRangeAndZeros) {
  const double t = std::numeric_limits<double>::denorm_min(), big = std::numeric_limits<double>::max();
  expect_frame<3>({t, -3 * t, 0x1p-1013}, {1, -3, std::int64_t{1} << 61}, -1074);  // 2^-1074 .. 2^-1013
  EXPECT_FALSE(accepts<2>({t, 0x1p-1012}));
  expect_frame<2>({0x1p-1030, 0x1.8p-1060}, {std::int64_t{1} << 31, 3}, -1061);  // two subnormals
  expect_frame<2>({big, 0x1p962}, {((std::int64_t{1} << 53) - 1) << 9, 1}, 962);
  EXPECT_FALSE(accepts<2>({big, 0x1p961}));
  expect_frame<4>({-0.0, -2.0, 0.0, 6.0}, {0, -1, 0, 3}, 1);  // zeros of either sign are 0 and widen nothing
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
    int L = 0;
    ASSERT_EQ(int_frame(v, m, L), want) << it;
    if (!want) {
      ++refused;
      continue;
    }
    ++accepted;
    EXPECT_EQ(L, low);
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
  int L = 0;
  long accepted =
      int_frame<4>({t, -t, 0.0, runtime(0x1p-1013)}, m, L) + int_frame<4>({big, -big, runtime(0x1p962), -0.0}, m, L);
  for (std::size_t i = 0; i < v.size(); i += 4) accepted += int_frame<4>({v[i], v[i + 1], v[i + 2], v[i + 3]}, m, L);
  EXPECT_EQ(std::fetestexcept(FE_ALL_EXCEPT), 0);
  EXPECT_GE(accepted, 2);
}

/// The floor conversion is integer work too: no flag at the top of the
/// range, in the subnormals or below them.
TEST(U128, ScaledFloorToDoubleRaisesNoFlag) {
  using gv::detail::u128_scaled_floor_to_double;
  const U128 ones{~std::uint64_t{0}, ~std::uint64_t{0}};
  std::feclearexcept(FE_ALL_EXCEPT);
  const double top = u128_scaled_floor_to_double(ones, 2000), sub = u128_scaled_floor_to_double(ones, -1150);
  const double below = u128_scaled_floor_to_double(U128{0, 3}, -1200);
  EXPECT_EQ(std::fetestexcept(FE_ALL_EXCEPT), 0);
  EXPECT_EQ(top, std::numeric_limits<double>::max());
  EXPECT_EQ(sub, 0x0.fffffffffffffp-1022);  // (2^128 - 1) 2^-1150, rounded down: the largest subnormal
  EXPECT_EQ(below, 0.0);
}

/// The integer a holds.
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

/// The number a 2^e.
Rational scaled(const U128& a, int e) {
  const Rational x(to_integer(a));
  return e >= 0 ? Rational(x * Rational(Integer(1) << e)) : Rational(x / Rational(Integer(1) << -e));
}

/// A random U128 of a random bit length (0 to 128).
U128 random_u128(std::mt19937_64& rng) {
  const int n = static_cast<int>(rng() % 129);
  U128 a{rng(), rng()};
  return n == 0 ? U128{} : gv::detail::u128_shr(a, 128 - n);
}

/// sign_of_cross: sign(a b - c e) against the integers, at the extremes
/// (|x| = 2^63 - 1, products a unit apart) and at random.
TEST(U128, SignOfCrossIsTheIntegers) {
  using gv::detail::sign_of_cross;
  const std::int64_t t = std::numeric_limits<std::int64_t>::max();  // 2^63 - 1
  EXPECT_EQ(sign_of_cross(t, t, t, t), 0);
  EXPECT_EQ(sign_of_cross(t, t, t, t - 1), 1);
  EXPECT_EQ(sign_of_cross(-t, t, t, -t), 0);
  EXPECT_EQ(sign_of_cross(-t, t, -t, t - 1), -1);  // -t^2 < -t (t - 1)
  EXPECT_EQ(sign_of_cross(0, t, -1, 1), 1);
  EXPECT_EQ(sign_of_cross(0, 5, 0, -7), 0);
  EXPECT_EQ(sign_of_cross(-1, 1, 0, 9), -1);
  std::mt19937_64 rng(0x6f);
  for (int it = 0; it < work(20000, 2000); ++it) {
    std::int64_t x[4];
    for (std::int64_t& xi : x) {
      const int shift = 1 + static_cast<int>(rng() % 63);  // up to 2^63 - 1, the frame's differences' range
      const bool negative = rng() % 2 != 0;
      xi = static_cast<std::int64_t>(rng() >> shift) * (negative ? -1 : 1);
      if (rng() % 8 == 0) xi = 0;
    }
    if (rng() % 4 == 0) {  // a tie or one unit away (toward zero, so that it stays in range)
      x[2] = x[1];
      const std::int64_t step = static_cast<std::int64_t>(rng() % 2);
      x[3] = x[0] > 0 ? x[0] - step : x[0] + step;
    }
    const Integer d = Integer(x[0]) * x[1] - Integer(x[2]) * x[3];
    ASSERT_EQ(sign_of_cross(x[0], x[1], x[2], x[3]), d > 0 ? 1 : (d < 0 ? -1 : 0))
        << x[0] << " " << x[1] << " " << x[2] << " " << x[3];
  }
}

TEST(U128, ScaledComparisonsAreExact) {
  using gv::detail::u128_compare_scaled;
  EXPECT_EQ(u128_compare_scaled(U128{0, 1}, 0, U128{0, 2}, -1), 0);  // 1 = 2 / 2
  EXPECT_EQ(u128_compare_scaled(U128{0, 3}, 0, U128{0, 1}, 1), 1);   // 3 > 2
  EXPECT_EQ(u128_compare_scaled(U128{0, 3}, 0, U128{0, 1}, 2), -1);  // 3 < 4
  EXPECT_EQ(u128_compare_scaled(U128{}, 5, U128{}, -7), 0);
  EXPECT_EQ(u128_compare_scaled(U128{}, 5, U128{0, 1}, -2000), -1);
  // 2^127 + 1 against 2^127 + 1 written at exponent -1 (2^128 + 2 does not fit; the place decides first)
  EXPECT_EQ(u128_compare_scaled(U128{std::uint64_t{1} << 63, 1}, 0, U128{std::uint64_t{1} << 63, 1}, -1), 1);
  // the same value at exponents 127 apart
  EXPECT_EQ(u128_compare_scaled(U128{std::uint64_t{1} << 63, 0}, -127, U128{0, 1}, 0), 0);
  std::mt19937_64 rng(0x4f);
  int equal = 0;
  for (int it = 0; it < work(20000, 2000); ++it) {
    const U128 a = random_u128(rng);
    const int ea = static_cast<int>(rng() % 4400) - 2200;
    U128 b;
    int eb = 0;
    switch (rng() % 3) {
      case 0: {  // the same value written at another exponent, or one unit of b's place off
        const int k = static_cast<int>(rng() % 64);
        const int n = gv::detail::u128_bit_length(a);
        b = n + k <= 128 ? gv::detail::u128_shl(a, k) : a;
        eb = n + k <= 128 ? ea - k : ea;
        if (rng() % 2) gv::detail::u128_add(b, U128{0, 1});
        break;
      }
      case 1:  // the same leading place
        b = random_u128(rng);
        eb = ea + gv::detail::u128_bit_length(a) - gv::detail::u128_bit_length(b);
        break;
      default:
        b = random_u128(rng);
        eb = static_cast<int>(rng() % 4400) - 2200;
    }
    const Rational x = scaled(a, ea), y = scaled(b, eb);
    const int want = x > y ? 1 : (x < y ? -1 : 0);
    equal += want == 0;
    ASSERT_EQ(u128_compare_scaled(a, ea, b, eb), want) << to_integer(a) << " 2^" << ea << " vs " << to_integer(b) << " 2^" << eb;
  }
  EXPECT_GT(equal, 0);
}

TEST(U128, ScaledFloorToDouble) {
  using gv::detail::u128_scaled_floor_to_double;
  const double big = std::numeric_limits<double>::max(), t = std::numeric_limits<double>::denorm_min();
  EXPECT_EQ(u128_scaled_floor_to_double(U128{}, 100), 0.0);
  EXPECT_EQ(u128_scaled_floor_to_double(U128{0, 3}, -1), 1.5);
  EXPECT_EQ(u128_scaled_floor_to_double(U128{~std::uint64_t{0}, ~std::uint64_t{0}}, 0), 0x1.fffffffffffffp127);
  EXPECT_EQ(u128_scaled_floor_to_double(U128{0, (std::uint64_t{1} << 53) - 1}, 971), big);
  EXPECT_EQ(u128_scaled_floor_to_double(U128{0, 1}, 1024), big);
  EXPECT_EQ(u128_scaled_floor_to_double(U128{0, 3}, -1075), t);  // 1.5 t rounds down
  EXPECT_EQ(u128_scaled_floor_to_double(U128{0, 1}, -1075), 0.0);
  EXPECT_EQ(u128_scaled_floor_to_double(U128{0, 5}, -1024), 0x1.4p-1022);  // a normal from below
  std::mt19937_64 rng(0x5f);
  for (int it = 0; it < work(20000, 2000); ++it) {
    const U128 a = random_u128(rng);
    const int e = static_cast<int>(rng() % 2400) - 1300;
    const double d = u128_scaled_floor_to_double(a, e);
    const Rational x = scaled(a, e);
    ASSERT_LE(Rational(d), x) << to_integer(a) << " 2^" << e;
    if (d < big) {
      ASSERT_LT(x, Rational(std::nextafter(d, std::numeric_limits<double>::infinity()))) << to_integer(a) << " 2^" << e;
    }
  }
}

// ---- 6. signed 128- and 256-bit integers ------------------------------------------

using gv::detail::I128;
using gv::detail::I256;

/// The integer an I128 holds (two's complement).
Integer to_integer(const I128& a) {
  const Integer u = (Integer(a.hi) << 64) + Integer(a.lo);
  return (a.hi >> 63) != 0 ? Integer(u - (Integer(1) << 128)) : u;
}

/// The integer an I256 holds (two's complement).
Integer to_integer(const I256& a) {
  Integer u = 0;
  for (int i = 3; i >= 0; --i) u = (u << 64) + Integer(a.w[i]);
  return (a.w[3] >> 63) != 0 ? Integer(u - (Integer(1) << 256)) : u;
}

/// A random int64 of a random bit length (0 to bits), either sign.
std::int64_t random_int(std::mt19937_64& rng, int bits) {
  const int n = static_cast<int>(rng() % static_cast<unsigned>(bits + 1));
  const std::int64_t m = n == 0 ? 0 : static_cast<std::int64_t>(rng() >> (64 - n));
  return rng() % 2 ? -m : m;
}

int sign_of(const Integer& x) { return x > 0 ? 1 : (x < 0 ? -1 : 0); }

/// i128_product, i128_add, i128_sub, i128_mul and i128_sign against the
/// integers: at the extremes (INT64_MIN, products near 2^126, sums that
/// carry and borrow across the words) and on the expressions the frames
/// evaluate, a b - c e and x . (y x z), at random widths within their bounds.
TEST(I128, ProductsSumsAndSignsAreTheIntegers) {
  using gv::detail::i128_product;
  const std::int64_t lo = std::numeric_limits<std::int64_t>::min(), hi = std::numeric_limits<std::int64_t>::max();
  EXPECT_EQ(to_integer(i128_product(lo, lo)), Integer(lo) * lo);
  EXPECT_EQ(to_integer(i128_product(lo, hi)), Integer(lo) * hi);
  EXPECT_EQ(to_integer(i128_product(hi, -1)), Integer(-hi));
  EXPECT_EQ(to_integer(i128_product(0, lo)), Integer(0));
  EXPECT_EQ(to_integer(gv::detail::i128_add(I128{0, ~std::uint64_t{0}}, I128{0, 1})), Integer(1) << 64);
  EXPECT_EQ(to_integer(gv::detail::i128_sub(I128{1, 0}, I128{0, 1})), (Integer(1) << 64) - 1);
  EXPECT_EQ(to_integer(gv::detail::i128_sub(I128{}, I128{0, 1})), Integer(-1));
  EXPECT_EQ(gv::detail::i128_sign(I128{~std::uint64_t{0}, ~std::uint64_t{0}}), -1);
  EXPECT_EQ(gv::detail::i128_sign(I128{0, 1}), 1);
  EXPECT_EQ(gv::detail::i128_sign(I128{1, 0}), 1);
  EXPECT_EQ(gv::detail::i128_sign(I128{}), 0);
  std::mt19937_64 rng(0x128);
  for (int it = 0; it < work(20000, 2000); ++it) {
    // a b - c e with factors of b <= 41 bits, then times x: the frames'
    // cross products (below 2^(2b + 1)) times a bn-bit direction or b-bit
    // difference, 2b + 1 + bn <= 126; the full 63-bit products below.
    const int b = 1 + static_cast<int>(rng() % 41);
    const std::int64_t a = random_int(rng, b), bb = random_int(rng, b), c = random_int(rng, b), e = random_int(rng, b);
    const std::int64_t x = random_int(rng, std::min(62, 125 - 2 * b));
    const I128 cross = gv::detail::i128_sub(i128_product(a, bb), i128_product(c, e));
    const Integer want = Integer(a) * bb - Integer(c) * e;
    ASSERT_EQ(to_integer(cross), want) << a << " " << bb << " " << c << " " << e;
    ASSERT_EQ(gv::detail::i128_sign(cross), sign_of(want));
    const I128 scaled = gv::detail::i128_mul(cross, x);
    ASSERT_EQ(to_integer(scaled), want * x) << want << " * " << x;
    const I128 sum = gv::detail::i128_add(scaled, cross);
    ASSERT_EQ(to_integer(sum), want * x + want);
    ASSERT_EQ(gv::detail::i128_sign(sum), sign_of(want * x + want));
    // the full 63-bit products
    const std::int64_t p = random_int(rng, 63), q = random_int(rng, 63);
    ASSERT_EQ(to_integer(i128_product(p, q)), Integer(p) * q) << p << " " << q;
  }
}

/// Sums of products of I128 values and int64s (the AABB-triangle frame's
/// normal projections, below 2^189), and of values near the type's ends:
/// every carry across the four words, either sign.
TEST(I256, SumsAreExact) {
  using gv::detail::i256_add;
  using gv::detail::i256_from;
  using gv::detail::i256_mul;
  const std::int64_t t = std::numeric_limits<std::int64_t>::max();
  const I256 big = i256_mul(i256_from(gv::detail::i128_product(t, t)), t);  // (2^63 - 1)^3, about 2^189
  EXPECT_EQ(to_integer(i256_add(big, big)), 2 * Integer(t) * t * t);
  EXPECT_EQ(to_integer(i256_add(big, gv::detail::i256_negate(big))), Integer(0));
  EXPECT_EQ(to_integer(i256_add(i256_from(gv::detail::i128_product(-1, 1)), i256_from(gv::detail::i128_product(1, 1)))),
            Integer(0));  // every word carries
  std::mt19937_64 rng(0x2560);
  for (int it = 0; it < work(20000, 2000); ++it) {
    const I256 a = i256_mul(i256_from(gv::detail::i128_product(random_int(rng, 63), random_int(rng, 63))),
                            random_int(rng, 63));
    const I256 b = i256_mul(i256_from(gv::detail::i128_product(random_int(rng, 63), random_int(rng, 63))),
                            random_int(rng, 63));
    ASSERT_EQ(to_integer(i256_add(a, b)), to_integer(a) + to_integer(b)) << to_integer(a) << " + " << to_integer(b);
  }
}

/// i256_from, i256_mul and i256_compare_scaled, sign(a 2^ea - b 2^eb),
/// against the rationals: by hand at the edges (either sign or zero, equal
/// values written at other exponents, leading places equal) and at random
/// over the frames' range (a below 2^127, b a 127-bit value times a
/// 53-bit significand).
TEST(I256, ScaledComparisonsAreExact) {
  using gv::detail::i256_compare_scaled;
  using gv::detail::i256_from;
  const auto i128 = [](std::int64_t x) { return gv::detail::i128_product(x, 1); };
  EXPECT_EQ(i256_compare_scaled(i256_from(i128(1)), 0, i256_from(i128(2)), -1), 0);  // 1 = 2 / 2
  EXPECT_EQ(i256_compare_scaled(i256_from(i128(-1)), 0, i256_from(i128(-2)), -1), 0);
  EXPECT_EQ(i256_compare_scaled(i256_from(i128(-3)), 0, i256_from(i128(-1)), 1), -1);  // -3 < -2
  EXPECT_EQ(i256_compare_scaled(i256_from(i128(3)), 0, i256_from(i128(-1)), 900), 1);
  EXPECT_EQ(i256_compare_scaled(i256_from(i128(0)), 5, i256_from(i128(-1)), -2000), 1);
  EXPECT_EQ(i256_compare_scaled(i256_from(i128(0)), 5, i256_from(i128(0)), -7), 0);
  EXPECT_EQ(i256_compare_scaled(i256_from(i128(-5)), -3, i256_from(i128(0)), 2), -1);
  // (2^63 - 1)^2 against itself times 3 at exponent -2: 3/4 of it
  const std::int64_t t = std::numeric_limits<std::int64_t>::max();
  const I256 sq = i256_from(gv::detail::i128_product(t, t));
  EXPECT_EQ(i256_compare_scaled(sq, 0, gv::detail::i256_mul(sq, 3), -2), 1);
  EXPECT_EQ(i256_compare_scaled(gv::detail::i256_mul(sq, 4), -2, sq, 0), 0);
  EXPECT_EQ(to_integer(gv::detail::i256_mul(i256_from(gv::detail::i128_product(-t, t)), -(std::int64_t{1} << 53))),
            Integer(t) * t * (Integer(1) << 53));
  std::mt19937_64 rng(0x256);
  int equal = 0;
  for (int it = 0; it < work(20000, 2000); ++it) {
    const I128 a = gv::detail::i128_mul(gv::detail::i128_product(random_int(rng, 63), random_int(rng, 63)),
                                        rng() % 2 ? 1 : -1);
    const int ea = static_cast<int>(rng() % 6000) - 3000;
    std::int64_t m = random_int(rng, 53);
    I128 b;
    int eb = 0;
    switch (rng() % 4) {
      case 0: {  // a itself times m = 2^k at the exponent ea - k (equal), or a + 1 or a - 1
        const int k = static_cast<int>(rng() % 53);
        m = std::int64_t{1} << k;
        b = gv::detail::i128_add(a, gv::detail::i128_product(static_cast<std::int64_t>(rng() % 3) - 1, 1));
        eb = ea - k;
        break;
      }
      case 1:  // near the same leading place
        b = gv::detail::i128_product(random_int(rng, 63), random_int(rng, 63));
        eb = ea;
        break;
      case 2: {  // the same leading place from a short b: shifts of 64 places and more
        b = gv::detail::i128_product(random_int(rng, 8), 1);
        m = random_int(rng, 53);
        const Integer bm = to_integer(b) * m;
        const Integer ia = to_integer(a);
        const auto bits = [](Integer x) {
          int n = 0;
          for (x = x < 0 ? Integer(-x) : x; x > 0; x >>= 1) ++n;
          return n;
        };
        eb = ea + bits(ia) - bits(bm);
        break;
      }
      default:
        b = gv::detail::i128_product(random_int(rng, 63), random_int(rng, 10));
        eb = static_cast<int>(rng() % 6000) - 3000;
    }
    const I256 lhs = i256_from(a), rhs = gv::detail::i256_mul(i256_from(b), m);
    ASSERT_EQ(to_integer(lhs), to_integer(a));
    ASSERT_EQ(to_integer(rhs), to_integer(b) * m);
    const Rational x = ea >= 0 ? Rational(to_integer(a) * (Integer(1) << ea)) : Rational(to_integer(a)) / Rational(Integer(1) << -ea);
    const Integer bm = to_integer(b) * m;
    const Rational y = eb >= 0 ? Rational(bm * (Integer(1) << eb)) : Rational(bm) / Rational(Integer(1) << -eb);
    const int want = x > y ? 1 : (x < y ? -1 : 0);
    equal += want == 0 && to_integer(a) != 0;
    ASSERT_EQ(i256_compare_scaled(lhs, ea, rhs, eb), want) << to_integer(a) << " 2^" << ea << " vs " << bm << " 2^" << eb;
  }
  EXPECT_GT(equal, 0);
}

}  // namespace

}  // namespace gv_core_int_frame_test
