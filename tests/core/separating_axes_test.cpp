// SPDX-License-Identifier: MIT
// Specification of detail::triangle_projection_range
// (core/detail/separating_axes.h): the least and greatest projection c . p_k
// of a triangle's vertices, computing one value for each group of vertices
// that c projects equally by construction. The AABB-triangle and
// triangle-triangle exact stages call it for the triangle normals
// (kTriangleNormal: one projection) and the cross products with an edge e_j
// (edge j: p_{j+1} is not projected).
//
// 1. Every call gives the extremes of projecting all three vertices, on
//    triangles of every exponent range (the integer stage's numbers, where
//    the products are exact), degenerate ones included: a repeated vertex,
//    collinear vertices, a lattice triangle.
// 2. The equalities the calls rely on hold exactly: the normal projects the
//    three vertices equally, a cross product with e_j projects p_j and
//    p_{j+1} equally.
#include <gtest/gtest.h>

#include <cmath>
#include <random>

#include "geoverify/core/detail/separating_axes.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_separating_axes_test {

namespace {

using gv::detail::BigFloat;
using gv::detail::BigVec;
using gv::detail::kAllVertices;
using gv::detail::kTriangleNormal;
using Caps = gv::detail::PolyCaps<double>;

struct Tri {
  double p[3][3];
};

/// A double of either sign with a random 53-bit significand and an exponent
/// in [emin, emax].
double random_double(std::mt19937_64& rng, int emin, int emax) {
  std::uniform_int_distribution<int> e(emin, emax);
  const double m = static_cast<double>(rng() >> 11) * 0x1p-53 + 0.5;
  const double v = std::ldexp(m, e(rng));
  return (rng() & 1) != 0 ? -v : v;
}

template <int C>
void expect_extremes_of_all_three(const BigVec<C, BigFloat>& c, const BigFloat<4> (&p)[3][3], int equal) {
  BigFloat<Caps::d4> all[3], some[3];
  int amin = -1, amax = -1, smin = -1, smax = -1;
  ASSERT_TRUE(gv::detail::triangle_projection_range(all, amin, amax, c, p, kAllVertices));
  ASSERT_TRUE(gv::detail::triangle_projection_range(some, smin, smax, c, p, equal));
  EXPECT_EQ(gv::detail::big_compare(some[smin], all[amin]), 0) << "equal = " << equal;
  EXPECT_EQ(gv::detail::big_compare(some[smax], all[amax]), 0) << "equal = " << equal;
  // The equalities themselves, on the three full projections.
  if (equal == kTriangleNormal) {
    EXPECT_EQ(gv::detail::big_compare(all[0], all[1]), 0);
    EXPECT_EQ(gv::detail::big_compare(all[1], all[2]), 0);
  } else if (equal >= 0) {
    EXPECT_EQ(gv::detail::big_compare(all[equal], all[(equal + 1) % 3]), 0) << "edge " << equal;
  }
}

/// The directions the exact stages use, on one triangle: its normal, every
/// box axis crossed with every edge (AABB-triangle), every edge crossed with
/// another triangle's edge v (triangle-triangle), and a direction with no
/// relation to it.
void expect_every_direction(const Tri& t, const double (&v)[3], const double (&free)[3]) {
  BigFloat<4> p[3][3];
  for (int k = 0; k < 3; ++k) {
    for (int i = 0; i < 3; ++i) gv::detail::big_set(p[k][i], t.p[k][i]);
  }
  BigVec<Caps::d1, BigFloat> e[3], w, f;
  for (int j = 0; j < 3; ++j) {
    for (int i = 0; i < 3; ++i) ASSERT_TRUE(gv::detail::big_diff(e[j].c[i], t.p[(j + 1) % 3][i], t.p[j][i]));
  }
  for (int i = 0; i < 3; ++i) {
    ASSERT_TRUE(gv::detail::big_diff(w.c[i], v[i], 0.0));
    ASSERT_TRUE(gv::detail::big_diff(f.c[i], free[i], 0.0));
  }
  BigVec<Caps::d2, BigFloat> n;
  ASSERT_TRUE(gv::detail::big_cross(n, e[0], e[1]));
  if (!gv::detail::big_is_zero(n)) expect_extremes_of_all_three(n, p, kTriangleNormal);
  for (int j = 0; j < 3; ++j) {
    for (int i = 0; i < 3; ++i) {
      // a_i x e_j, as the AABB-triangle stage builds it: (-e_v, e_u) in (u, v).
      const int u = (i + 1) % 3, m = (i + 2) % 3;
      BigVec<Caps::d1, BigFloat> c;
      gv::detail::big_zero(c.c[i]);
      ASSERT_TRUE(gv::detail::big_copy(c.c[u], e[j].c[m]));
      gv::detail::big_negate(c.c[u]);
      ASSERT_TRUE(gv::detail::big_copy(c.c[m], e[j].c[u]));
      if (!gv::detail::big_is_zero(c)) expect_extremes_of_all_three(c, p, j);
    }
    BigVec<Caps::d2, BigFloat> c;
    ASSERT_TRUE(gv::detail::big_cross(c, e[j], w));
    if (!gv::detail::big_is_zero(c)) expect_extremes_of_all_three(c, p, j);
  }
  expect_extremes_of_all_three(f, p, kAllVertices);
}

TEST(TriangleProjectionRange, EqualsAllThreeProjectionsOnRandomTriangles) {
  std::mt19937_64 rng(20261128);
  // Exponent ranges: moderate, wide, and any double's.
  const int ranges[3][2] = {{-8, 8}, {-200, 200}, {-1074 + 52, 1023}};
  for (const auto& r : ranges) {
    for (int trial = 0; trial < 200; ++trial) {
      Tri t;
      double v[3], free[3];
      for (int k = 0; k < 3; ++k) {
        for (int i = 0; i < 3; ++i) t.p[k][i] = random_double(rng, r[0], r[1]);
      }
      for (int i = 0; i < 3; ++i) {
        v[i] = random_double(rng, r[0], r[1]);
        free[i] = random_double(rng, r[0], r[1]);
      }
      SCOPED_TRACE(trial);
      expect_every_direction(t, v, free);
    }
  }
}

TEST(TriangleProjectionRange, EqualsAllThreeProjectionsOnDegenerateTriangles) {
  const double v[3] = {0.25, -3.0, 0x1p-30};
  const double free[3] = {1.0, 1.0, -1.0};
  // A repeated vertex: e_0 = 0, so the normal is zero and a_i x e_0 too.
  expect_every_direction(Tri{{{1.5, -2.0, 0x1p40}, {1.5, -2.0, 0x1p40}, {-7.0, 0x1.8p-20, 3.0}}}, v, free);
  // Collinear vertices: a zero normal, nonzero cross products.
  expect_every_direction(Tri{{{0.0, 0.0, 0.0}, {1.0, 2.0, 3.0}, {-0x1p60, -0x1p61, -0x1.8p61}}}, v, free);
  // A lattice triangle with an axis-parallel edge, signed zeros.
  expect_every_direction(Tri{{{-0.0, 0.0, 1.0}, {4.0, 0.0, 1.0}, {4.0, 4.0, -0.0}}}, v, free);
  // Subnormal and huge coordinates in one triangle.
  expect_every_direction(Tri{{{0x1p-1074, 0x1p-1060, 0.0}, {0x1p1000, -0x1p-1074, 1.0}, {-1.0, 0x1.fffffffffffffp1023, 0x1p-1022}}}, v, free);
}

}  // namespace

}  // namespace gv_core_separating_axes_test
