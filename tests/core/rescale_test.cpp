// SPDX-License-Identifier: MIT
// Specification of detail::rescaled_to_unit (core/detail/rescale.h): the
// exact scaling by a power of two that the triangle cores use to bring input
// outside their filter's range inside it.
//
// 1. Subnormals scale up and values near DBL_MAX scale down exactly, by the
//    k that puts the largest magnitude in [1, 2): each result is x 2^k.
// 2. It refuses (false) when an element would lose its lowest bit below
//    2^-1074, and when every element is zero; zeros keep their sign.
// 3. On random doubles of every exponent it is exact whenever it accepts,
//    and it accepts exactly when no bit would be lost (judged from each
//    element's lowest set bit, found apart).
// 4. It raises no floating-point flag at all.
// 5. rescaled_to_unit_above, the flushing form (sphere-sphere's input whose
//    exponents span more than its filter's screen): values whose scaled
//    magnitude would fall below the floor become 0 (and it says so); every
//    other value is its exact scaling, at least the floor; on random
//    doubles of every exponent against the same judgement by frexp; no flag.
// 6. scaled_by_pow2 (ray-AABB's ray bounds): x 2^k exactly, 0 below the
//    floor, refused at or above the ceiling, across the whole exponent range;
//    no flag.
// 7. significand: x = m 2^e with 1 <= |m| < 2, as frexp says, subnormals
//    included; no flag.
// 8. scaled_products and sign_of_scaled_sum (plane-AABB's and
//    half-space-AABB's sums outside the screen): each kept term is the
//    rounded product of the significands scaled by 2^(e - E), each flushed
//    one below the floor; every sign it certifies on sums of every exponent
//    is the exact sign; the degenerate cases (no product, a far c, a sign
//    carried by a flushed term) by hand.
#include <gtest/gtest.h>

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <limits>
#include <random>

#include "geoverify/core/detail/exact_eval.h"
#include "geoverify/core/detail/rescale.h"
#include "bigfloat_values.h"
#include "fp_flags.h"
#include "work.h"

namespace gv_core_rescale_test {

namespace {

using gv::detail::rescaled_to_unit;
using gv::detail::rescaled_to_unit_above;
using gv::detail::scaled_by_pow2;
using gv::test_support::leading_bit;
using gv::test_support::lowest_bit;
using gv::test_support::random_double;
using gv::test_support::work;

/// out must be v 2^k for the k that puts v's largest magnitude in [1, 2).
template <int K>
void expect_scaled(const double (&v)[K]) {
  double out[K];
  ASSERT_TRUE(rescaled_to_unit(v, out));
  int top = -5000;
  for (const double x : v) {
    if (x != 0) top = std::max(top, leading_bit(x));
  }
  for (int i = 0; i < K; ++i) {
    EXPECT_EQ(out[i], std::ldexp(v[i], -top)) << std::hexfloat << v[i];
    EXPECT_EQ(std::signbit(out[i]), std::signbit(v[i]));
  }
}

TEST(Rescale, SubnormalsAndTheTopOfTheRangeScaleExactly) {
  const double t = std::numeric_limits<double>::denorm_min(), big = std::numeric_limits<double>::max();
  expect_scaled<4>({t, 3 * t, -0x1p-1060, 0.0});
  expect_scaled<3>({0x1.8p-1070, -0x1p-1022, -0.0});
  expect_scaled<3>({big, -0x1p1000, 0x1.8p970});
  expect_scaled<2>({0x1p1023, 0x1p-51});  // the lowest bit lands on 2^-1074
  expect_scaled<2>({1.0, -0.5});          // already in [1, 2): k = 0
}

TEST(Rescale, RefusesToLoseABitAndAllZeros) {
  double two[2], out[3];
  // 2^-52 below 2^1023 would land on 2^-1075.
  EXPECT_FALSE(rescaled_to_unit<2>({0x1p1023, 0x1p-52}, two));
  // Beside DBL_MAX (k = -1023), 1 lands on 2^-1023, a subnormal, exactly;
  // 1 + 2^-52 would lose its lowest bit.
  const double big = std::numeric_limits<double>::max();
  EXPECT_TRUE(rescaled_to_unit<2>({big, 1.0}, two));
  EXPECT_EQ(two[1], 0x1p-1023);
  EXPECT_FALSE(rescaled_to_unit<2>({big, 0x1.0000000000001p0}, two));
  EXPECT_FALSE(rescaled_to_unit<3>({0.0, -0.0, 0.0}, out));
}

TEST(Rescale, ExactWheneverItAcceptsAndAcceptsWhenNothingIsLost) {
  std::mt19937_64 rng(17);
  int accepted = 0, refused = 0;
  for (int i = 0; i < work(20000, 2000); ++i) {
    double v[6];
    const int span = static_cast<int>(rng() % 4);  // exponents of every width, up to all of them
    const int base = static_cast<int>(rng() % 2098) - 1074;
    for (double& x : v) {
      x = span == 3 ? random_double(rng) : std::ldexp(static_cast<double>(rng() >> (11 + 17 * span)), base);
      if (rng() % 5 == 0) x = rng() % 2 ? 0.0 : -0.0;
      if (rng() % 2) x = -x;
      if (!std::isfinite(x)) x = 1.0;
    }
    int top = -5000, low = 5000;
    for (const double x : v) {
      if (x == 0) continue;
      top = std::max(top, leading_bit(x));
      low = std::min(low, lowest_bit(x));
    }
    double out[6];
    const bool want = top != -5000 && low - top >= -1074;
    ASSERT_EQ(rescaled_to_unit(v, out), want) << i;
    if (!want) {
      ++refused;
      continue;
    }
    ++accepted;
    for (int k = 0; k < 6; ++k) ASSERT_EQ(out[k], std::ldexp(v[k], -top)) << std::hexfloat << v[k];
  }
  EXPECT_GT(accepted, work(20000, 2000) / 4);
  EXPECT_GT(refused, work(20000, 2000) / 20);
}

TEST(Rescale, RaisesNoFlag) {
  using gv::test_support::runtime;
  const double t = runtime(std::numeric_limits<double>::denorm_min()), big = runtime(std::numeric_limits<double>::max());
  std::feclearexcept(FE_ALL_EXCEPT);
  double out3[3], out2[2];
  EXPECT_TRUE(rescaled_to_unit<3>({t, -3 * t, runtime(0x1p-1030)}, out3));
  EXPECT_TRUE(rescaled_to_unit<3>({big, runtime(-0x1p990), runtime(0x1p-20)}, out3));
  EXPECT_TRUE(rescaled_to_unit<2>({big, runtime(1.0)}, out2));  // a subnormal result
  EXPECT_FALSE(rescaled_to_unit<2>({big, runtime(0x1.0000000000001p0)}, out2));
  EXPECT_EQ(std::fetestexcept(FE_ALL_EXCEPT), 0);
}

// --- 5. the flushing form -----------------------------------------------------

TEST(RescaleAbove, FlushesWhatFallsBelowTheFloorAndScalesTheRestExactly) {
  double out[4];
  bool flushed = true;
  // k = -700: 2^-60 lands on 2^-760, above a floor of 2^-800; 2^-101 on 2^-801, below.
  ASSERT_TRUE(rescaled_to_unit_above<4>({0x1.8p700, -0x1p-60, 0x1p-101, -0.0}, 0x1p-100 * 0x1p-700, out, flushed));
  EXPECT_TRUE(flushed);
  EXPECT_EQ(out[0], 1.5);
  EXPECT_EQ(out[1], -0x1p-760);
  EXPECT_EQ(out[2], 0.0);
  EXPECT_TRUE(std::signbit(out[3]));
  // the floor itself is kept; just below it is not
  double out3[3], out2[2];
  ASSERT_TRUE(rescaled_to_unit_above<3>({1.0, 0x1p-400, 0x1.fffffffffffffp-401}, 0x1p-400, out3, flushed));
  EXPECT_TRUE(flushed);
  EXPECT_EQ(out3[1], 0x1p-400);
  EXPECT_EQ(out3[2], 0.0);
  // nothing below the floor: the exact rescaling, flushed false
  const double t = std::numeric_limits<double>::denorm_min();
  ASSERT_TRUE(rescaled_to_unit_above<3>({3 * t, -t, 0.0}, 0x1p-400, out3, flushed));
  EXPECT_FALSE(flushed);
  EXPECT_EQ(out3[0], 1.5);
  EXPECT_EQ(out3[1], -0.5);
  EXPECT_FALSE(rescaled_to_unit_above<2>({0.0, -0.0}, 0x1p-400, out2, flushed));
}

TEST(RescaleAbove, AgreesWithFrexpOnRandomDoubles) {
  std::mt19937_64 rng(23);
  int flushes = 0, exact = 0;
  for (int i = 0; i < work(20000, 2000); ++i) {
    double v[6];
    for (double& x : v) {
      x = random_double(rng);
      if (rng() % 5 == 0) x = 0.0;
      if (!std::isfinite(x)) x = 1.0;
    }
    int top = -5000;
    for (const double x : v) {
      if (x != 0) top = std::max(top, leading_bit(x));
    }
    double out[6];
    bool flushed = false;
    if (top == -5000) {
      ASSERT_FALSE(rescaled_to_unit_above(v, 0x1p-400, out, flushed));
      continue;
    }
    ASSERT_TRUE(rescaled_to_unit_above(v, 0x1p-400, out, flushed));
    bool any = false;
    for (int k = 0; k < 6; ++k) {
      if (v[k] != 0 && leading_bit(v[k]) - top < -400) {
        any = true;
        ASSERT_EQ(out[k], 0.0) << std::hexfloat << v[k];
      } else {
        ASSERT_EQ(out[k], std::ldexp(v[k], -top)) << std::hexfloat << v[k];
        ASSERT_TRUE(out[k] == 0 || std::fabs(out[k]) >= 0x1p-400) << std::hexfloat << v[k];
      }
    }
    ASSERT_EQ(flushed, any);
    flushes += any;
    exact += !any;
  }
  EXPECT_GT(flushes, work(20000, 2000) / 4);
  EXPECT_GT(exact, 0);
}

TEST(RescaleAbove, RaisesNoFlag) {
  using gv::test_support::runtime;
  const double t = runtime(std::numeric_limits<double>::denorm_min());
  const double big = runtime(std::numeric_limits<double>::max());
  std::feclearexcept(FE_ALL_EXCEPT);
  double out[3];
  bool flushed = false;
  EXPECT_TRUE(rescaled_to_unit_above<3>({big, t, runtime(0x1p-20)}, 0x1p-400, out, flushed));  // t flushed
  EXPECT_TRUE(rescaled_to_unit_above<3>({t, -3 * t, runtime(0x1p-1030)}, 0x1p-400, out, flushed));
  EXPECT_TRUE(rescaled_to_unit_above<3>({runtime(0x1p-1000), big, runtime(-0x1p600)}, 0x1p-400, out, flushed));
  EXPECT_EQ(std::fetestexcept(FE_ALL_EXCEPT), 0);
}

// --- 6. one value by a power of two ----------------------------------------------

TEST(ScaledByPow2, ExactFlushedOrRefused) {
  double out = 1;
  bool flushed = false;
  const double t = std::numeric_limits<double>::denorm_min();
  ASSERT_TRUE(scaled_by_pow2(3 * t, 1500, 0x1p-450, 500, out, flushed));  // a subnormal up by 2^1500
  EXPECT_EQ(out, 0x1.8p+427);
  EXPECT_FALSE(flushed);
  ASSERT_TRUE(scaled_by_pow2(-std::numeric_limits<double>::max(), -1400, 0x1p-450, 500, out, flushed));
  EXPECT_EQ(out, -0x1.fffffffffffffp-377);
  EXPECT_FALSE(flushed);
  ASSERT_TRUE(scaled_by_pow2(std::numeric_limits<double>::max(), -1500, 0x1p-450, 500, out, flushed));
  EXPECT_EQ(out, 0.0);  // 2^-477: below the floor
  EXPECT_TRUE(flushed);
  flushed = false;
  ASSERT_TRUE(scaled_by_pow2(0x1p-450, 0, 0x1p-450, 500, out, flushed));  // the floor is kept
  EXPECT_EQ(out, 0x1p-450);
  ASSERT_TRUE(scaled_by_pow2(0x1.fffffffffffffp-451, 0, 0x1p-450, 500, out, flushed));  // just below: 0
  EXPECT_EQ(out, 0.0);
  EXPECT_TRUE(flushed);
  flushed = false;
  EXPECT_FALSE(scaled_by_pow2(1.0, 500, 0x1p-450, 500, out, flushed));  // 2^500 reaches the ceiling
  ASSERT_TRUE(scaled_by_pow2(0x1.fffffffffffffp+499, 0, 0x1p-450, 500, out, flushed));
  ASSERT_TRUE(scaled_by_pow2(-0.0, 2000, 0x1p-450, 500, out, flushed));
  EXPECT_TRUE(std::signbit(out));
  EXPECT_FALSE(flushed);
}

TEST(ScaledByPow2, AgreesWithLdexpAndRaisesNoFlag) {
  std::mt19937_64 rng(29);
  int kept = 0, dropped = 0, refused = 0;
  for (int i = 0; i < work(20000, 2000); ++i) {
    double x = random_double(rng);
    if (!std::isfinite(x)) x = 1.0;
    const int k = static_cast<int>(rng() % 4200) - 2100;
    double out = 0;
    bool flushed = false;
    std::feclearexcept(FE_ALL_EXCEPT);
    const bool ok = scaled_by_pow2(x, k, 0x1p-450, 500, out, flushed);
    ASSERT_EQ(std::fetestexcept(FE_ALL_EXCEPT), 0) << std::hexfloat << x << " " << k;
    if (x == 0) {
      ASSERT_TRUE(ok);
      continue;
    }
    const int top = leading_bit(x) + k;
    if (top >= 500) {
      ASSERT_FALSE(ok) << std::hexfloat << x << " " << k;
      ++refused;
    } else if (top < -450) {
      ASSERT_TRUE(ok && flushed && out == 0.0) << std::hexfloat << x << " " << k;
      ++dropped;
    } else {
      ASSERT_TRUE(ok && !flushed) << std::hexfloat << x << " " << k;
      // x 2^k exactly: compare by halves, each ldexp exact on this range
      ASSERT_EQ(std::ldexp(out, -k / 2 - k % 2) , std::ldexp(x, k / 2)) << std::hexfloat << x << " " << k;
      ++kept;
    }
  }
  EXPECT_GT(kept, 0);
  EXPECT_GT(dropped, 0);
  EXPECT_GT(refused, 0);
}

TEST(Significand, AgreesWithFrexpAndRaisesNoFlag) {
  std::mt19937_64 rng(31);
  for (int i = 0; i < work(20000, 2000); ++i) {
    const double x = random_double(rng);
    if (x == 0) continue;
    int e = 0, fe = 0;
    std::feclearexcept(FE_ALL_EXCEPT);
    const double m = gv::detail::significand(x, e);
    ASSERT_EQ(std::fetestexcept(FE_ALL_EXCEPT), 0) << std::hexfloat << x;
    const double fm = std::frexp(x, &fe);  // x = fm 2^fe, 1/2 <= |fm| < 1
    ASSERT_EQ(m, 2 * fm) << std::hexfloat << x;
    ASSERT_EQ(e, fe - 1) << std::hexfloat << x;
  }
}

/// The products of random doubles of every exponent: each kept term is
/// fl(m_x m_y) 2^(e_x + e_y - E), each flushed one lies below the floor 2^-450
/// (both judged with frexp and long double), the largest lies in [1, 4); no
/// flag but inexact.
TEST(ScaledProducts, KeptTermsExactFlushedOnesBelowTheFloor) {
  std::mt19937_64 rng(37);
  long kept = 0, dropped = 0;
  for (int i = 0; i < work(20000, 2000); ++i) {
    double x[3], y[3];
    gv::test_support::random_doubles(rng, x, 9);
    gv::test_support::random_doubles(rng, y, 9);
    const double c = random_double(rng);
    gv::detail::ScaledProducts<3> a;
    std::feclearexcept(FE_ALL_EXCEPT);
    const bool ok = gv::detail::scaled_products(x, y, c, 0x1p-450, a);
    ASSERT_EQ(std::fetestexcept(gv::test_support::kHarmfulFlags), 0);  // inexact: the rounded products
    std::feclearexcept(FE_ALL_EXCEPT);  // the checks below may raise any flag
    int e[3], emax = -5000;
    double m[3];
    for (int k = 0; k < 3; ++k) {
      e[k] = -5000;
      if (x[k] == 0 || y[k] == 0) continue;
      int ex = 0, ey = 0;
      const double mx = 2 * std::frexp(x[k], &ex), my = 2 * std::frexp(y[k], &ey);
      m[k] = mx * my;
      e[k] = ex + ey - 2;
      emax = std::max(emax, e[k]);
    }
    ASSERT_EQ(ok, emax != -5000);
    if (!ok) continue;
    double largest = 0;
    for (int k = 0; k < 3; ++k) {
      if (e[k] == -5000) {
        ASSERT_EQ(a.t[k], 0.0);
        continue;
      }
      const long double want = std::ldexp(static_cast<long double>(m[k]), e[k] - emax);
      if (std::fabs(want) < 0x1p-450L) {
        ASSERT_EQ(a.t[k], 0.0);
        ASSERT_TRUE(a.flushed);
        ++dropped;
      } else {
        ASSERT_EQ(static_cast<long double>(a.t[k]), want);
        // where x y is a normal double, the term is its rounding scaled
        const double xy = x[k] * y[k];
        if (std::isnormal(xy)) {
          ASSERT_EQ(a.t[k], std::ldexp(xy, -emax));
        }
        ++kept;
      }
      largest = std::max(largest, std::fabs(a.t[k]));
    }
    ASSERT_GE(largest, 1.0);
    ASSERT_LT(largest, 4.0);
  }
  EXPECT_GT(kept, 0);
  EXPECT_GT(dropped, 0);
}

/// x_0 y_0 + x_1 y_1 + c within a few ulps of 0: factors outside the screen
/// (about 2^-700 and 2^650, products near 2^-50), c the negated rounded sum
/// of the rounded products moved by -40 .. 40 ulps, so that for the smallest
/// moves the rounding errors of the products decide the sign. Every sign
/// certified is exact, and the filter leaves many undecided.
TEST(ScaledProducts, NearCancellationCertifiedSignsAreExact) {
  std::mt19937_64 rng(43);
  long certified = 0, undecided = 0;
  for (int i = 0; i < work(20000, 2000); ++i) {
    const double x[3] = {gv::test_support::random_double_between(rng, -705, -695),
                         gv::test_support::random_double_between(rng, -705, -695), 0};
    const double y[3] = {gv::test_support::random_double_between(rng, 645, 655),
                         gv::test_support::random_double_between(rng, 645, 655), 0};
    double c = -(x[0] * y[0] + x[1] * y[1]);
    for (int k = static_cast<int>(rng() % 81) - 40; k != 0; k += k > 0 ? -1 : 1) {
      c = k > 0 ? std::nextafter(c, HUGE_VAL) : std::nextafter(c, -HUGE_VAL);
    }
    const gv::detail::FilteredSign f = gv::detail::sign_of_scaled_sum(x, y, c);
    if (!f.decided) {
      ++undecided;
      continue;
    }
    ++certified;
    bool exact_ok = true;
    ASSERT_EQ(f.sign, gv::detail::exact_sign_affine3<double>(c, x, y, exact_ok))
        << std::hexfloat << x[0] << " " << x[1] << " " << y[0] << " " << y[1] << " " << c;
  }
  EXPECT_GT(certified, 0);
  EXPECT_GT(undecided, work(20000, 2000) / 10);  // 17.5% when written
}

/// Every sign sign_of_scaled_sum certifies for x.y + c of every exponent is
/// the exact sign (the integer stage's); it certifies nearly all of them.
TEST(ScaledProducts, CertifiedSignsAreExact) {
  std::mt19937_64 rng(41);
  long certified = 0;
  for (int i = 0; i < work(20000, 2000); ++i) {
    double x[3], y[3];
    gv::test_support::random_doubles(rng, x, 9);
    gv::test_support::random_doubles(rng, y, 9);
    double c = random_double(rng);
    if (i % 3 == 0) c = -x[0] * y[0];  // d cancelling the first product, where it does not overflow
    if (!std::isfinite(c)) c = 1;
    const gv::detail::FilteredSign f = gv::detail::sign_of_scaled_sum(x, y, c);
    if (!f.decided) continue;
    ++certified;
    bool exact_ok = true;
    ASSERT_EQ(f.sign, gv::detail::exact_sign_affine3<double>(c, x, y, exact_ok))
        << std::hexfloat << x[0] << " " << x[1] << " " << x[2] << " " << y[0] << " " << y[1] << " " << y[2] << " " << c;
    ASSERT_TRUE(exact_ok);
  }
  EXPECT_GT(certified, work(20000, 2000) * 9 / 10);
}

TEST(ScaledProducts, DegenerateSums) {
  const double zero[3] = {0, 0, 0}, one[3] = {1, 1, 1};
  // no product: the sign of c, exactly (zero included)
  EXPECT_EQ(gv::detail::sign_of_scaled_sum(zero, one, -0x1p-1000).sign, -1);
  EXPECT_TRUE(gv::detail::sign_of_scaled_sum(zero, one, 0.0).decided);
  EXPECT_EQ(gv::detail::sign_of_scaled_sum(zero, one, 0.0).sign, 0);
  // c far above the products (2^8 after scaling): its sign
  const double tiny[3] = {0x1p-600, 0x1p-600, 0x1p-600};
  const gv::detail::FilteredSign far = gv::detail::sign_of_scaled_sum(tiny, one, -0x1p-592);
  EXPECT_TRUE(far.decided);
  EXPECT_EQ(far.sign, -1);
  // 1 * 1 + 2^-460 * 1 - 1 = 2^-460: the kept terms cancel, the flushed
  // one carries the sign; never certified (the exact stage's)
  const double n[3] = {1, 0x1p-460, 0}, q[3] = {1, 1, 1};
  EXPECT_FALSE(gv::detail::sign_of_scaled_sum(n, q, -1.0).decided);
}

}  // namespace

}  // namespace gv_core_rescale_test
