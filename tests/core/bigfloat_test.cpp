// SPDX-License-Identifier: MIT
// Specification of the core's exact arithmetic (core/detail/bigfloat.h):
// conversion, sums and products are exact, checked against GMP rationals on
// random values of every exponent, including the extremes the predicates'
// capacity derivation relies on.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>

#include "geoverify/core/detail/bigfloat.h"
#include "geoverify/core/detail/exact_eval.h"
#include "geoverify/exact/rational.h"
#include "bigfloat_values.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_bigfloat_test {

using gv::test_support::random_double;
using gv::test_support::to_q;
using gv::test_support::work;

namespace {

using gv::detail::BigFloat;
using gv::exact::Integer;
using gv::exact::Rational;

TEST(BigFloat, ConversionIsExactForEveryKindOfDouble) {
  const double values[] = {0.0, -0.0, 1.0, -1.0, 0.1, std::numeric_limits<double>::denorm_min(),
                           std::numeric_limits<double>::min(), std::numeric_limits<double>::max(),
                           -std::numeric_limits<double>::max(), 0x1.fffffffffffffp-1023, 3.0, 0x1p+31,
                           0x1p+32, 0x1p-32, 0x1.8p-33};
  for (double x : values) {
    BigFloat<4> a;
    gv::detail::big_set(a, x);
    EXPECT_EQ(to_q(a), Rational(x)) << x;
    EXPECT_EQ(gv::detail::big_sign(a), x > 0 ? 1 : (x < 0 ? -1 : 0));
  }
  std::mt19937_64 rng(7);
  for (int i = 0; i < work(20000); ++i) {
    const double x = random_double(rng);
    BigFloat<4> a;
    gv::detail::big_set(a, x);
    ASSERT_EQ(to_q(a), Rational(x)) << std::hexfloat << x;
  }
}

TEST(BigFloat, SumsAndProductsAreExact) {
  std::mt19937_64 rng(11);
  for (int i = 0; i < work(20000); ++i) {
    const double x = random_double(rng), y = random_double(rng), z = random_double(rng);
    BigFloat<4> a, b, c;
    gv::detail::big_set(a, x);
    gv::detail::big_set(b, y);
    gv::detail::big_set(c, z);
    BigFloat<8> ab;
    ASSERT_TRUE(gv::detail::big_mul(ab, a, b));
    ASSERT_EQ(to_q(ab), Rational(x) * Rational(y));
    BigFloat<gv::detail::ExactCaps<double>::deg2> s, d;  // degree 2: 136 limbs by derivation
    ASSERT_TRUE(gv::detail::big_add(s, ab, c));
    ASSERT_EQ(to_q(s), Rational(x) * Rational(y) + Rational(z));
    ASSERT_TRUE(gv::detail::big_add(d, ab, c, /*negate_b=*/true));
    ASSERT_EQ(to_q(d), Rational(x) * Rational(y) - Rational(z));
  }
}

// Sums of doubles of far-apart exponents are mostly zero words, which the
// product skips: their products are still exact.
TEST(BigFloat, ProductsOfSparseWideNumbersAreExact) {
  std::mt19937_64 rng(17);
  for (int i = 0; i < work(5000); ++i) {
    const double x = random_double(rng), y = random_double(rng), z = random_double(rng), u = random_double(rng);
    BigFloat<4> a, b, c, d;
    gv::detail::big_set(a, x);
    gv::detail::big_set(b, y);
    gv::detail::big_set(c, z);
    gv::detail::big_set(d, u);
    BigFloat<gv::detail::ExactCaps<double>::deg2> s, t;  // degree 1 sums
    ASSERT_TRUE(gv::detail::big_add(s, a, b));
    ASSERT_TRUE(gv::detail::big_add(t, c, d, /*negate_b=*/true));
    BigFloat<gv::detail::ExactCaps<double>::deg4> p, q;
    ASSERT_TRUE(gv::detail::big_mul(p, s, t));
    ASSERT_TRUE(gv::detail::big_mul(q, t, s));
    const Rational want = (Rational(x) + Rational(y)) * (Rational(z) - Rational(u));
    ASSERT_EQ(to_q(p), want) << std::hexfloat << x << " " << y << " " << z << " " << u;
    ASSERT_EQ(to_q(q), want);
  }
}

// Products of many-word numbers mixing words of all ones (every carry of
// the row sums runs), zero words (skipped rows) and random words, in both
// orders, are exact.
/// a = a normalised number of n words, each zero, all ones or random (a
/// third each; nonzero lowest and highest words), of random exponent and sign.
template <class Big>
void random_words(std::mt19937_64& rng, Big& a, int n) {
  for (int k = 0; k < n; ++k) {
    const std::uint64_t kind = rng() % 3;
    a.w[k] = kind == 0 ? 0 : (kind == 1 ? ~std::uint64_t{0} : rng());
  }
  a.w[0] |= 1;
  a.w[n - 1] |= std::uint64_t{1} << 63;
  a.n = n;
  a.e = static_cast<int>(rng() % 7) - 3;
  a.neg = (rng() & 1) != 0;
}

TEST(BigFloat, ProductsOfOnesZerosAndRandomWordsAreExact) {
  using Wide = BigFloat<gv::detail::ExactCaps<double>::deg2>;
  using Prod = BigFloat<gv::detail::ExactCaps<double>::deg4>;
  std::mt19937_64 rng(43);
  for (int i = 0; i < work(4000); ++i) {
    Wide a, b;
    random_words(rng, a, 1 + static_cast<int>(rng() % 40));
    random_words(rng, b, 1 + static_cast<int>(rng() % 40));
    Prod p, q;
    ASSERT_TRUE(gv::detail::big_mul(p, a, b));
    ASSERT_TRUE(gv::detail::big_mul(q, b, a));
    const Rational want = to_q(a) * to_q(b);
    ASSERT_EQ(to_q(p), want) << "words " << a.n << " " << b.n;
    ASSERT_EQ(to_q(q), want);
  }
}

// Products, squares and sums write every word of their result before they
// read it: none zeroes its destination first (bigfloat.h), so a destination
// full of stale words -- all ones, as a previous result may leave them --
// gives the same exact value as a fresh one. Numbers with zero words inside
// (skipped rows) and of one word (no cross products) included.
TEST(BigFloat, ResultsDoNotDependOnTheDestinationsOldWords) {
  using Wide = BigFloat<gv::detail::ExactCaps<double>::deg2>;
  using Prod = BigFloat<gv::detail::ExactCaps<double>::deg4>;
  std::mt19937_64 rng(47);
  const auto stale = [](Prod& r) {
    for (std::uint64_t& w : r.w) w = ~std::uint64_t{0};
    r.n = Prod::kWords;
    r.e = 5;
    r.neg = true;
  };
  for (int i = 0; i < work(4000); ++i) {
    Wide a, b;
    random_words(rng, a, 1 + static_cast<int>(rng() % 12));
    random_words(rng, b, 1 + static_cast<int>(rng() % 12));
    Prod p, q, s, t;
    stale(p), stale(q), stale(s), stale(t);
    ASSERT_TRUE(gv::detail::big_mul(p, a, b));
    ASSERT_EQ(to_q(p), to_q(a) * to_q(b)) << "words " << a.n << " " << b.n;
    ASSERT_TRUE(gv::detail::big_mul(q, b, a));
    ASSERT_EQ(to_q(q), to_q(a) * to_q(b));
    ASSERT_TRUE(gv::detail::big_square(s, a));
    ASSERT_EQ(to_q(s), to_q(a) * to_q(a)) << "words " << a.n;
    const bool negate = (rng() & 1) != 0;
    ASSERT_TRUE(gv::detail::big_add(t, a, b, negate));
    ASSERT_EQ(to_q(t), negate ? to_q(a) - to_q(b) : to_q(a) + to_q(b));
  }
}

// A long number times a short one runs its rows over the short operand
// (bigfloat.h): both orders, and a short number of two words, are exact.
TEST(BigFloat, ProductsOfLongAndShortNumbersAreExactInBothOrders) {
  std::mt19937_64 rng(19);
  for (int i = 0; i < work(5000); ++i) {
    double x[5];
    for (double& v : x) v = random_double(rng);
    BigFloat<4> a, b, c, d, s;
    gv::detail::big_set(a, x[0]);
    gv::detail::big_set(b, x[1]);
    gv::detail::big_set(c, x[2]);
    gv::detail::big_set(d, x[3]);
    gv::detail::big_set(s, x[4]);
    BigFloat<gv::detail::ExactCaps<double>::deg2> u, v;  // degree 1
    ASSERT_TRUE(gv::detail::big_add(u, a, b, /*negate_b=*/true));
    ASSERT_TRUE(gv::detail::big_add(v, c, d));
    BigFloat<gv::detail::ExactCaps<double>::deg4> long_num, p, q;  // degree 2: up to dozens of words
    ASSERT_TRUE(gv::detail::big_mul(long_num, u, v));
    ASSERT_TRUE(gv::detail::big_mul(p, long_num, s));
    ASSERT_TRUE(gv::detail::big_mul(q, s, long_num));
    const Rational want = (Rational(x[0]) - Rational(x[1])) * (Rational(x[2]) + Rational(x[3])) * Rational(x[4]);
    ASSERT_EQ(to_q(p), want) << std::hexfloat << x[0] << " " << x[1] << " " << x[2] << " " << x[3] << " " << x[4];
    ASSERT_EQ(to_q(q), want);
  }
}

// A running sum kept in its own words (big_add_in_place, which the exact
// stages' dot products accumulate with) equals big_add's sum, whichever
// operand lies lower, is longer or larger, with either sign, and to zero.
TEST(BigFloat, InPlaceSumsEqualBigAdd) {
  using Wide = BigFloat<gv::detail::ExactCaps<double>::deg4>;
  std::mt19937_64 rng(23);
  const auto random_number = [&rng](int kind) {
    BigFloat<4> a, b;
    gv::detail::big_set(a, kind == 0 ? 0.0 : random_double(rng));
    gv::detail::big_set(b, kind == 2 ? random_double(rng) : 0.0);
    Wide s, p;
    EXPECT_TRUE(gv::detail::big_add(s, a, b, (rng() & 1) != 0));
    if (kind != 3) return s;
    EXPECT_TRUE(gv::detail::big_mul(p, s, s));  // a wide positive square
    if (rng() & 1) gv::detail::big_negate(p);
    return p;
  };
  for (int i = 0; i < work(20000); ++i) {
    const Wide acc0 = random_number(static_cast<int>(rng() % 4)), x = random_number(static_cast<int>(rng() % 4));
    const bool negate = (rng() & 1) != 0;
    for (int same = 0; same < 2; ++same) {
      // same == 1: x equal to acc's value, so that acc - acc cancels to zero.
      const Wide& y = same ? acc0 : x;
      Wide want, acc = acc0;
      ASSERT_TRUE(gv::detail::big_add(want, acc0, y, same ? true : negate));
      ASSERT_TRUE(gv::detail::big_add_in_place(acc, y, same ? true : negate));
      ASSERT_EQ(to_q(acc), to_q(want)) << i;
      ASSERT_EQ(acc.n, want.n);
      ASSERT_EQ(acc.e, want.e);
      ASSERT_EQ(acc.neg, want.neg);
    }
  }
}

// big_square forms each cross product once and doubles it: it equals
// big_mul(a, a) on numbers with zero words, on words of all ones (every
// carry of the doubling and of the diagonal runs), and on one word.
TEST(BigFloat, SquaresEqualProductsWithThemselves) {
  using Wide = BigFloat<gv::detail::ExactCaps<double>::deg2>;
  using Sq = BigFloat<gv::detail::ExactCaps<double>::deg4>;
  std::mt19937_64 rng(29);
  const auto check = [](const Wide& a) {
    Sq want, got;
    ASSERT_TRUE(gv::detail::big_mul(want, a, a));
    ASSERT_TRUE(gv::detail::big_square(got, a));
    ASSERT_EQ(to_q(got), to_q(want));
    ASSERT_EQ(got.n, want.n);
    ASSERT_EQ(got.e, want.e);
    ASSERT_FALSE(got.neg);
  };
  for (int i = 0; i < work(20000); ++i) {
    BigFloat<4> x, y;
    gv::detail::big_set(x, random_double(rng));
    gv::detail::big_set(y, i % 3 == 0 ? 0.0 : random_double(rng));
    Wide a;
    ASSERT_TRUE(gv::detail::big_add(a, x, y, (rng() & 1) != 0));
    check(a);
  }
  for (int n = 1; n <= 12; ++n) {  // n words of all ones, and with a zero word inside
    Wide a;
    for (int k = 0; k < n; ++k) a.w[k] = ~std::uint64_t{0};
    a.n = n;
    a.e = -3;
    a.neg = true;
    check(a);
    if (n >= 3) {
      a.w[n / 2] = 0;
      check(a);
    }
  }
  Wide zero;
  gv::detail::big_zero(zero);
  check(zero);
}

TEST(BigFloat, CancellationToZeroAndSignAreExact) {
  BigFloat<4> a, b;
  gv::detail::big_set(a, 0x1.fffffffffffffp+1023);
  gv::detail::big_set(b, 0x1.fffffffffffffp+1023);
  BigFloat<80> d;
  ASSERT_TRUE(gv::detail::big_add(d, a, b, true));
  EXPECT_EQ(gv::detail::big_sign(d), 0);
  EXPECT_EQ(d.n, 0);
  // DBL_MAX - denorm_min is positive, though no double can show it.
  gv::detail::big_set(b, std::numeric_limits<double>::denorm_min());
  ASSERT_TRUE(gv::detail::big_add(d, a, b, true));
  EXPECT_EQ(gv::detail::big_sign(d), 1);
  EXPECT_EQ(to_q(d), Rational(std::numeric_limits<double>::max()) - Rational(std::numeric_limits<double>::denorm_min()));
}

// A carry or borrow runs through every word between the operands: 2^192 - 1
// is three words of ones, and adding 1 back carries through all three.
TEST(BigFloat, CarriesAndBorrowsRunAcrossWords) {
  BigFloat<4> big, one, tiny;
  gv::detail::big_set(big, 0x1p192);
  gv::detail::big_set(one, 1.0);
  gv::detail::big_set(tiny, 0x1p-64);
  BigFloat<16> ones, back, mixed;
  ASSERT_TRUE(gv::detail::big_add(ones, big, one, /*negate_b=*/true));
  EXPECT_EQ(ones.n, 3);
  EXPECT_EQ(to_q(ones), Rational(0x1p192) - Rational(1));
  ASSERT_TRUE(gv::detail::big_add(back, ones, one));
  EXPECT_EQ(back.n, 1);
  EXPECT_EQ(to_q(back), Rational(0x1p192));
  // The smaller operand first, with the opposite sign, and a word below both.
  ASSERT_TRUE(gv::detail::big_add(mixed, tiny, ones, /*negate_b=*/true));
  EXPECT_EQ(to_q(mixed), Rational(0x1p-64) - (Rational(0x1p192) - Rational(1)));
  ASSERT_TRUE(gv::detail::big_add(back, mixed, ones));
  EXPECT_EQ(to_q(back), Rational(0x1p-64));
}

TEST(BigFloat, ReportsOverflowOfItsCapacityInsteadOfWritingPastIt) {
  BigFloat<4> a, b;
  gv::detail::big_set(a, std::numeric_limits<double>::max());
  gv::detail::big_set(b, std::numeric_limits<double>::denorm_min());
  BigFloat<8> small;  // 6 words
  EXPECT_FALSE(gv::detail::big_add(small, a, b));  // spans 2098 bits: 33 words
  EXPECT_FALSE(gv::detail::big_add(small, a, b, /*negate_b=*/true));
  // 0x1.f..fp+1001 is m * 2^949 and 949 = 64*14 + 53: m << 53 spans two
  // words (bits 53..105), its square three (bits 106..211), and a product of
  // two three-word numbers is formed in six words: BigFloat<6>'s five are
  // too few, BigFloat<8>'s six suffice.
  const double x = 0x1.fffffffffffffp+1001;
  gv::detail::big_set(a, x);
  ASSERT_EQ(a.n, 2);
  BigFloat<4> p;
  ASSERT_TRUE(gv::detail::big_mul(p, a, a));
  ASSERT_EQ(p.n, 3);
  EXPECT_EQ(to_q(p), Rational(x) * Rational(x));
  BigFloat<6> five;
  EXPECT_FALSE(gv::detail::big_mul(five, p, p));
  BigFloat<8> six;
  ASSERT_TRUE(gv::detail::big_mul(six, p, p));
  EXPECT_EQ(to_q(six), Rational(x) * Rational(x) * Rational(x) * Rational(x));
}

// The portable 64 x 64 -> 128-bit product agrees with the compiler's (or,
// without one, with the exact product).
TEST(BigFloat, PortableWideProductIsExact) {
  std::mt19937_64 rng(13);
  const std::uint64_t edge[] = {0, 1, 0xffffffffu, 0x100000000u, ~std::uint64_t{0}, ~std::uint64_t{0} - 1,
                                std::uint64_t{1} << 63};
  const auto check = [](std::uint64_t a, std::uint64_t b) {
    std::uint64_t hi, lo;
    gv::detail::mul_wide_portable(a, b, hi, lo);
    const Integer got = (Integer(hi) << 64) + Integer(lo);
    ASSERT_EQ(got, Integer(a) * Integer(b)) << std::hex << a << " * " << b;
  };
  for (std::uint64_t a : edge) {
    for (std::uint64_t b : edge) check(a, b);
  }
  for (int i = 0; i < work(20000); ++i) check(rng(), rng() >> (rng() % 64));
}

// The predicates' capacities hold at the extreme exponents: every mix of the
// largest and smallest magnitudes, each sign.
TEST(BigFloat, PredicateCapacitiesHoldAtTheExtremes) {
  const double ext[] = {std::numeric_limits<double>::max(), std::numeric_limits<double>::denorm_min(),
                        -std::numeric_limits<double>::max(), -std::numeric_limits<double>::denorm_min(),
                        0x1.fffffffffffffp-1022, 1.0};
  for (double d : ext) {
    for (double n0 : ext) {
      for (double q0 : ext) {
        for (double r : {0.0, std::numeric_limits<double>::max(), std::numeric_limits<double>::denorm_min()}) {
          const double n[3] = {n0, -q0, d};
          const double q[3] = {q0, n0, -d};
          bool ok = true;
          const int s1 = gv::detail::exact_sign_affine3<double>(d, n, q, ok);
          const int s2 = gv::detail::exact_sign_plane_sphere<double>(d, n, q, r, ok);
          ASSERT_TRUE(ok);
          const Rational s = Rational(d) + Rational(n[0]) * Rational(q[0]) + Rational(n[1]) * Rational(q[1]) +
                             Rational(n[2]) * Rational(q[2]);
          const Rational D = s * s - Rational(r) * Rational(r) *
                                         (Rational(n[0]) * Rational(n[0]) + Rational(n[1]) * Rational(n[1]) +
                                          Rational(n[2]) * Rational(n[2]));
          ASSERT_EQ(s1, s > 0 ? 1 : (s < 0 ? -1 : 0));
          ASSERT_EQ(s2, D > 0 ? 1 : (D < 0 ? -1 : 0));
        }
      }
    }
  }
}

}  // namespace

}  // namespace gv_core_bigfloat_test
