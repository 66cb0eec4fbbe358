// SPDX-License-Identifier: MIT
// Specification of detail::screened_dot_sign (core/detail/cross_dot_screen.h):
// the sign of (A x B) . (C x D) for differences of input points, from
// doubles with their own exponents (WideFloat), before any exact arithmetic.
// Segment-segment's exact stage decides its degree-4 branch signs with it,
// point-triangle's its vc, vb, va; and of detail::screened_diff_dot_sign,
// the sign of a dot product of two differences (point-triangle's d1..d6).
//
// 1. Every sign it gives is the exact one (BigFloat, poly_exact.h), for the
//    product of two segments' direction cross product with itself and with a
//    triangle's normal, on points of every exponent range: subnormal,
//    DBL_MAX and differences that round to infinity included.
// 2. Near zeros (a triangle one ulp from collinear, segments one ulp from
//    parallel), where the rounding is as large as the value, it is exact or
//    undecided; true zeros of nonzero vectors (parallel directions, a point
//    on the line) are never decided; a zero vector (two equal points) gives 0.
// 3. It decides most random input, random-bits included, where one
//    coordinate dominates each vector: the triangle normal's long edge is
//    left out, so its rounding does not swamp the short ones.
// 4. It raises no floating-point flag other than inexact.
// 5. The dot products of differences likewise: exact or undecided on every
//    range and one ulp from perpendicular; a true zero stays undecided.
#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>

#include "geoverify/core/detail/cross_dot_screen.h"
#include "geoverify/core/detail/poly_exact.h"
#include "bigfloat_values.h"
#include "fp_flags.h"
#include "work.h"

namespace gv_core_cross_dot_screen_test {

namespace {

using gv::detail::BigFloat;
using gv::detail::BigVec;
using gv::detail::kSignUndecided;
using gv::detail::ScreenedCross;
using Caps = gv::detail::PolyCaps<double>;
using Point = double[3];
using gv::test_support::random_double_between;
using gv::test_support::work;

BigVec<Caps::d1> exact_diff(const Point& x, const Point& y) {
  BigVec<Caps::d1> d;
  for (int k = 0; k < 3; ++k) EXPECT_TRUE(gv::detail::big_diff(d.c[k], x[k], y[k]));
  return d;
}

/// sign(((a1 - a0) x (b1 - b0)) . ((c1 - c0) x (d1 - d0))), exactly.
int exact_sign(const Point& a0, const Point& a1, const Point& b0, const Point& b1, const Point& c0, const Point& c1,
               const Point& d0, const Point& d1) {
  BigVec<Caps::d2> n, m;
  EXPECT_TRUE(gv::detail::big_cross(n, exact_diff(a1, a0), exact_diff(b1, b0)));
  EXPECT_TRUE(gv::detail::big_cross(m, exact_diff(c1, c0), exact_diff(d1, d0)));
  BigFloat<Caps::d4> s;
  EXPECT_TRUE(gv::detail::big_dot3(s, n, m));
  return gv::detail::big_sign(s);
}

struct Verdicts {
  int decided = 0;
  int tried = 0;
};

/// For segments P = (p0, p1), Q = (q0, q1) and a triangle (x, y, z): the
/// screen's signs of n . n and n . N (n = (p1 - p0) x (q1 - q0), N the
/// triangle's normal) are exact or undecided; raises no harmful flag.
void expect_exact_or_undecided(const Point& p0, const Point& p1, const Point& q0, const Point& q1, const Point& x,
                               const Point& y, const Point& z, Verdicts& v) {
  std::feclearexcept(FE_ALL_EXCEPT);
  const ScreenedCross n =
      gv::detail::screened_cross(gv::detail::screened_diff(p1, p0), gv::detail::screened_diff(q1, q0));
  const ScreenedCross normal = gv::detail::screened_triangle_cross(x, y, z);
  const int self = gv::detail::screened_dot_sign(n, n);
  const int mixed = gv::detail::screened_dot_sign(n, normal);
  EXPECT_EQ(std::fetestexcept(gv::test_support::kHarmfulFlags), 0);
  for (const int s : {self, mixed}) {
    ++v.tried;
    v.decided += s != kSignUndecided ? 1 : 0;
  }
  if (self != kSignUndecided) {
    EXPECT_EQ(self, exact_sign(p0, p1, q0, q1, p0, p1, q0, q1));
  }
  if (mixed != kSignUndecided) {
    EXPECT_EQ(mixed, exact_sign(p0, p1, q0, q1, x, y, x, z));
  }
}

TEST(CrossDotScreen, SignsAreExactOnRandomPointsOfEveryRange) {
  std::mt19937_64 rng(20261128);
  // The fourth range mixes subnormal differences (exact) with normal ones.
  const int ranges[5][2] = {{-8, 8}, {-200, 200}, {-1074 + 52, 1023}, {-1074, -1015}, {-1074, 1023}};
  for (const auto& r : ranges) {
    Verdicts v;
    for (int trial = 0; trial < work(2000, 200); ++trial) {
      double pts[7][3];
      for (auto& p : pts) {
        for (double& c : p) c = random_double_between(rng, r[0], r[1]);
      }
      SCOPED_TRACE(trial);
      expect_exact_or_undecided(pts[0], pts[1], pts[2], pts[3], pts[4], pts[5], pts[6], v);
    }
    // Random input is far from a zero: nearly all decided (measured: every
    // one on the narrow ranges, over 99% on the wide ones).
    EXPECT_GT(v.decided, v.tried * 95 / 100) << "exponents " << r[0] << ".." << r[1];
  }
}

// Random bit patterns: each vector's coordinates lie hundreds of binades
// apart, and a triangle's normal cancels its far vertex's size exactly;
// from the two short edges the screen still decides nearly every sign.
TEST(CrossDotScreen, DecidesRandomBitsFromTheShortEdges) {
  std::mt19937_64 rng(5);
  Verdicts v;
  for (int trial = 0; trial < work(2000, 200); ++trial) {
    double pts[7][3];
    for (auto& p : pts) {
      for (double& c : p) c = gv::test_support::random_double(rng);
    }
    SCOPED_TRACE(trial);
    // The segment-segment shapes: the triangle (q0, q1, p0).
    expect_exact_or_undecided(pts[0], pts[1], pts[2], pts[3], pts[2], pts[3], pts[0], v);
    expect_exact_or_undecided(pts[0], pts[1], pts[2], pts[3], pts[4], pts[5], pts[6], v);
  }
  EXPECT_GT(v.decided, v.tried * 99 / 100);
}

// A triangle one ulp from collinear, and segments one ulp from parallel:
// the value is as small as the rounding of the differences, and only a
// bound that covers that rounding keeps the signs exact.
TEST(CrossDotScreen, NearZerosAreExactOrUndecided) {
  std::mt19937_64 rng(17);
  const double inf = std::numeric_limits<double>::infinity();
  const int ranges[3][2] = {{-4, 4}, {-300, 300}, {-1000, 1000}};
  for (const auto& r : ranges) {
    Verdicts v;
    for (int trial = 0; trial < work(3000, 300); ++trial) {
      Point p0, p1, q0, q1, x, y, z;
      const double t = static_cast<double>(rng() % 1024) / 256.0 - 1.5;
      for (int k = 0; k < 3; ++k) {
        p0[k] = random_double_between(rng, r[0], r[1]);
        p1[k] = random_double_between(rng, r[0], r[1]);
        // Q parallel to P, then one coordinate moved by an ulp.
        q0[k] = random_double_between(rng, r[0], r[1]);
        q1[k] = q0[k] + (p1[k] - p0[k]) * t;
        // z on the line x y, then moved by an ulp.
        x[k] = random_double_between(rng, r[0], r[1]);
        y[k] = random_double_between(rng, r[0], r[1]);
        z[k] = x[k] + (y[k] - x[k]) * t;
        if (trial % 5 == 0) {
          // x and y nearly opposite, z their midpoint near the origin: z's
          // ulp is far below the rounding of the long edges' products.
          y[k] = -x[k] + std::ldexp(x[k], -20 - static_cast<int>(rng() % 20));
          z[k] = x[k] + (y[k] - x[k]) * 0.5;
        }
      }
      const int k = trial % 3;
      q1[k] = std::nextafter(q1[k], trial % 2 == 0 ? inf : -inf);
      z[(k + 1) % 3] = std::nextafter(z[(k + 1) % 3], trial % 4 < 2 ? inf : -inf);
      SCOPED_TRACE(trial);
      expect_exact_or_undecided(p0, p1, q0, q1, x, y, z, v);
    }
    EXPECT_GT(v.tried, 0);
  }
}

/// sign((x1 - x0) . (y1 - y0)), exactly.
int exact_dot_sign(const Point& x0, const Point& x1, const Point& y0, const Point& y1) {
  BigFloat<Caps::d2> s;
  EXPECT_TRUE(gv::detail::big_dot3(s, exact_diff(x1, x0), exact_diff(y1, y0)));
  return gv::detail::big_sign(s);
}

// Dot products of two differences (point-triangle's d1..d6): exact or
// undecided on random points of every range and one ulp from
// perpendicular, where the rounding is as large as the value.
TEST(DiffDotScreen, SignsAreExactOrUndecided) {
  std::mt19937_64 rng(2718);
  const double inf = std::numeric_limits<double>::infinity();
  const int ranges[5][2] = {{-8, 8}, {-200, 200}, {-1074 + 52, 1023}, {-1074, -1015}, {-1074, 1023}};
  for (const auto& r : ranges) {
    Verdicts random, near;
    for (int trial = 0; trial < work(3000, 300); ++trial) {
      Point x0, x1, y0, y1;
      for (int k = 0; k < 3; ++k) {
        x0[k] = random_double_between(rng, r[0], r[1]);
        x1[k] = random_double_between(rng, r[0], r[1]);
        y0[k] = random_double_between(rng, r[0], r[1]);
        y1[k] = random_double_between(rng, r[0], r[1]);
      }
      SCOPED_TRACE(trial);
      for (int pass = 0; pass < 2; ++pass) {
        std::feclearexcept(FE_ALL_EXCEPT);
        const int s =
            gv::detail::screened_diff_dot_sign(gv::detail::screened_diff(x1, x0), gv::detail::screened_diff(y1, y0));
        EXPECT_EQ(std::fetestexcept(gv::test_support::kHarmfulFlags), 0);
        Verdicts& v = pass == 0 ? random : near;
        ++v.tried;
        if (s != kSignUndecided) {
          ++v.decided;
          EXPECT_EQ(s, exact_dot_sign(x0, x1, y0, y1)) << "pass " << pass;
        }
        // Then y1 - y0 made perpendicular to x1 - x0 in the first two
        // coordinates, as nearly as rounding allows, and moved by an ulp.
        const double w0 = x1[0] - x0[0], w1 = x1[1] - x0[1];
        y1[0] = y0[0] + w1;
        y1[1] = y0[1] - w0;
        y1[2] = y0[2];
        y1[trial % 2] = std::nextafter(y1[trial % 2], trial % 4 < 2 ? inf : -inf);
      }
    }
    EXPECT_GT(random.decided, random.tried * 95 / 100) << "exponents " << r[0] << ".." << r[1];
    EXPECT_GT(near.tried, 0);
  }
}

TEST(DiffDotScreen, ZerosAreNeverDecidedExceptAZeroVector) {
  const Point o = {0, 0, 0}, ex = {1, 0, 0}, ey = {0, 1, 0}, big = {0x1p1000, -0x1p1000, 0x1p-1000};
  EXPECT_EQ(gv::detail::screened_diff_dot_sign(gv::detail::screened_diff(ex, o), gv::detail::screened_diff(ey, o)),
            kSignUndecided);
  EXPECT_EQ(gv::detail::screened_diff_dot_sign(gv::detail::screened_diff(big, big), gv::detail::screened_diff(ey, o)),
            0);
  EXPECT_EQ(gv::detail::screened_diff_dot_sign(gv::detail::screened_diff(big, o), gv::detail::screened_diff(big, o)),
            1);
}

TEST(CrossDotScreen, TrueZerosAreNeverDecided) {
  // Parallel directions: n = 0 exactly, nonzero vectors.
  const Point p0 = {0, 0, 0}, p1 = {1, 2, 3}, q0 = {5, -1, 2}, q1 = {7, 3, 8};
  const ScreenedCross n =
      gv::detail::screened_cross(gv::detail::screened_diff(p1, p0), gv::detail::screened_diff(q1, q0));
  EXPECT_EQ(gv::detail::screened_dot_sign(n, n), kSignUndecided);
  // A point on the line of two others: a zero normal from nonzero edges.
  const Point x = {1, 1, 1}, y = {3, 5, 7}, z = {2, 3, 4};
  const ScreenedCross normal = gv::detail::screened_triangle_cross(x, y, z);
  const ScreenedCross skew =
      gv::detail::screened_cross(gv::detail::screened_diff(p1, p0), gv::detail::screened_diff(q1, p0));
  EXPECT_EQ(gv::detail::screened_dot_sign(skew, normal), kSignUndecided);
  // Perpendicular crosses of nonzero vectors: (x x y) . (x x z) with z
  // chosen so that the dot product vanishes.
  const Point o = {0, 0, 0}, ex = {1, 0, 0}, ey = {0, 1, 0}, ez = {0, 0, 1};
  const ScreenedCross xy = gv::detail::screened_cross(gv::detail::screened_diff(ex, o), gv::detail::screened_diff(ey, o));
  const ScreenedCross xz = gv::detail::screened_cross(gv::detail::screened_diff(ex, o), gv::detail::screened_diff(ez, o));
  EXPECT_EQ(gv::detail::screened_dot_sign(xy, xz), kSignUndecided);
  EXPECT_EQ(gv::detail::screened_dot_sign(xy, xy), 1);
}

/// A random double with at most 50 significant bits (3 x is exact).
double short_double(std::mt19937_64& rng, int emin, int emax) {
  std::uniform_int_distribution<int> e(emin, emax);
  const double m = static_cast<double>(rng() >> 14) * 0x1p-51 + 0.5;
  const double v = std::ldexp(m, e(rng));
  return (rng() & 1) != 0 ? -v : v;
}

// True zeros whose differences round unevenly: with C = x - y and D = 3x -
// 3y (each product exact), D = 3C exactly, but fl(3x - 3y) and 3 fl(x - y)
// round differently when x and y lie binades apart. So (A x B) . (C x D),
// (A x B) . D for A = C, and C . D' for D' = 3 (C_y, -C_x, 0) are all
// exactly 0 while their computed values are not, with an error as large as
// the rounding of the differences themselves: any sign the screen gives is
// wrong. They must stay undecided, which only a bound covering that
// rounding achieves.
TEST(CrossDotScreen, UnevenlyRoundedTrueZerosStayUndecided) {
  std::mt19937_64 rng(31);
  const int ranges[3][2] = {{-30, 30}, {-300, 300}, {-1000, 1000}};
  for (const auto& r : ranges) {
    for (int trial = 0; trial < work(2000, 200); ++trial) {
      Point x, y, x3, y3, xr, yr, p0, p1, q0;
      for (int k = 0; k < 3; ++k) {
        x[k] = short_double(rng, r[0], r[1]);
        y[k] = short_double(rng, r[0], r[1]);
        x3[k] = 3 * x[k];
        y3[k] = 3 * y[k];
        p0[k] = random_double_between(rng, r[0], r[1]);
        p1[k] = random_double_between(rng, r[0], r[1]);
        q0[k] = random_double_between(rng, r[0], r[1]);
      }
      // D' = xr - yr = 3 (C_y, -C_x, 0).
      xr[0] = x3[1];
      yr[0] = y3[1];
      xr[1] = y3[0];
      yr[1] = x3[0];
      xr[2] = yr[2] = 0.0;
      SCOPED_TRACE(trial);
      const gv::detail::ScreenedDiff c = gv::detail::screened_diff(x, y), d = gv::detail::screened_diff(x3, y3);
      const ScreenedCross n = gv::detail::screened_cross(c, gv::detail::screened_diff(p1, p0));
      const ScreenedCross other = gv::detail::screened_cross(gv::detail::screened_diff(p1, p0),
                                                             gv::detail::screened_diff(q0, p0));
      EXPECT_EQ(gv::detail::screened_dot_sign(other, gv::detail::screened_cross(c, d)), kSignUndecided);
      EXPECT_EQ(gv::detail::screened_triple_sign(n, d), kSignUndecided);
      EXPECT_EQ(gv::detail::screened_diff_dot_sign(c, gv::detail::screened_diff(xr, yr)), kSignUndecided);
    }
  }
}

TEST(CrossDotScreen, AZeroVectorGivesZero) {
  const Point p = {0x1p-1074, -3.0, 0x1.fffffffffffffp+1023}, q = {1, 2, 3};
  const ScreenedCross zero = gv::detail::screened_cross(gv::detail::screened_diff(p, p), gv::detail::screened_diff(q, p));
  const ScreenedCross other = gv::detail::screened_triangle_cross(p, q, Point{4, 4, -4});
  EXPECT_EQ(gv::detail::screened_dot_sign(zero, other), 0);
  EXPECT_EQ(gv::detail::screened_dot_sign(other, zero), 0);
  // A degenerate triangle with two equal vertices: its normal is zero.
  const ScreenedCross flat = gv::detail::screened_triangle_cross(p, p, q);
  EXPECT_EQ(gv::detail::screened_dot_sign(flat, other), 0);
}

// The ends of the range: differences that round to infinity (halved
// exactly), subnormal differences (exact), and both in one value.
TEST(CrossDotScreen, ExtremeMagnitudesAreExactAndRaiseNoFlag) {
  const double big = gv::test_support::runtime(0x1.fffffffffffffp+1023), tiny = gv::test_support::runtime(0x1p-1074);
  const Point cases[][7] = {
      {{big, 0, 0}, {-big, tiny, 0}, {0, big, 0}, {tiny, -big, 3 * tiny}, {big, big, -big}, {-big, 0, big}, {0, 0, tiny}},
      {{tiny, 0, 0}, {0, tiny, 0}, {0, 0, tiny}, {2 * tiny, 2 * tiny, 0}, {tiny, tiny, tiny}, {0, 0, 0}, {-tiny, 0, 5 * tiny}},
      {{big, -big, 1}, {-big, big, 1 + 0x1p-52}, {tiny, 0, -big}, {0, tiny, big}, {1, 2, 3}, {-big, 0x1p-1000, 0}, {0, -big, tiny}},
  };
  Verdicts v;
  for (const auto& c : cases) expect_exact_or_undecided(c[0], c[1], c[2], c[3], c[4], c[5], c[6], v);
  EXPECT_GT(v.decided, 0);
}

}  // namespace

}  // namespace gv_core_cross_dot_screen_test
