// SPDX-License-Identifier: MIT
// Specification of gv::relation(Ray, Triangle) and gv::ray_triangle()
// (core/ray_triangle.h).
//
// 1. Hand cases, one or more for every degenerate class, each with its exact
//    answer written out, checked against the exact oracle
//    (exact/ray_triangle.h) and replayed under the 48 signed axis permutations
//    and the 6 vertex orders on the core (both argument orders, relation,
//    intersects and the certified hit bracket).
// 2. The error bounds' worst cases: rays a few ulps beside an edge or a
//    vertex, and hit parameters a few ulps from tmin or tmax, where the
//    computed signed volumes and range checks round across zero; and the
//    edges of the double screen, where the filter hands over to the integer
//    stage. Core == oracle on every case.
// 3. The integer frame (the exact stage's first step for transversal
//    crossings): at the limits of its widths, at parameters equal to and
//    beside t*, and on every generator class against the integer stage;
//    every hand case also goes through each exact stage alone.
// 4. A differential loop over every generator class (gen/ray_triangle.h),
//    float and double, fixed seeds: core relation == oracle relation, no
//    harmful floating-point flag, and the hit bracket certified against the
//    oracle's exact first hit parameter.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "differential.h"
#include "every_exponent.h"
#include "geoverify/core/ray_triangle.h"
#include "geoverify/exact/ray_triangle.h"
#include "geoverify/exact/rational.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/symmetry.h"
#include "geoverify/exact/rational/ray_hit.h"
#include "geoverify/exact/rational/ray_triangle.h"
#include "hex.h"
#include "ray_triangle_worst_cases.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_ray_triangle_test {

using gv::test_support::work;

namespace {

using gv::Relation;
using gv::exact::Rational;

template <class T>
std::string show(const gv::Ray<T>& r, const gv::Triangle<T>& t) {
  return gv::query::declarations(gv::query::RayTriangle<T>{r, t});
}

/// Empty when [got.t_lo, got.t_hi] certifies the oracle's first hit
/// parameter (gv::RayHit); else what is wrong.
template <class T>
std::string bracket_violation(const gv::Ray<T>& r, const gv::Triangle<T>& tri, const gv::RayHit<T>& got) {
  const gv::exact::TriangleFirstHit h = gv::exact::ray_triangle_hit(r, tri);
  return gv::exact::hit_bracket_violation(h.hit, h.t, got);
}

/// The exact stages one by one, without the filter: the integer frame
/// where it answers (rt_frame_relation), the grid stage where it can
/// (rt_exact on GridFloat) and the integer stage (rt_exact on BigFloat) all
/// give want.
template <class T>
void expect_each_exact_stage(const gv::Ray<T>& r, const gv::Triangle<T>& t, Relation want) {
  const gv::detail::RtInput in = gv::detail::rt_input(r, t);
  Relation framed = Relation::invalid;
  gv::detail::RtFrameFrac f;
  if (gv::detail::rt_frame_relation(in, framed, f)) {
    EXPECT_EQ(framed, want) << "integer frame\n" << show(r, t);
  }
  bool grid_ok = true;
  const Relation grid = gv::detail::rt_exact<T, gv::detail::GridFloat>(
      in, static_cast<gv::detail::RtFrac<T, gv::detail::GridFloat>*>(nullptr), grid_ok);
  if (grid_ok) {
    EXPECT_EQ(grid, want) << "grid stage\n" << show(r, t);
  }
  bool ok = true;
  EXPECT_EQ(gv::detail::rt_exact<T>(in, static_cast<gv::detail::RtFrac<T>*>(nullptr), ok), want)
      << "integer stage\n" << show(r, t);
  EXPECT_TRUE(ok);
}

template <class T>
class RayTriangleTest : public ::testing::Test {
 protected:
  using R = gv::Ray<T>;
  using P = gv::Triangle<T>;
  using V = gv::Vec3<T>;

  static R ray(V o, V d, T tmin = T(0), T tmax = std::numeric_limits<T>::infinity()) { return R{o, d, tmin, tmax}; }

  /// The oracle must give `want`; the core must give it under all 48
  /// symmetries and 6 vertex orders, in both argument orders, with a
  /// certified hit bracket.
  static void expect(const R& r, const P& t, Relation want) {
    ASSERT_EQ(gv::exact::ray_triangle(r, t).relation, want) << "oracle\n" << show(r, t);
    expect_each_exact_stage(r, t, want);
    const V* v[3] = {&t.p0, &t.p1, &t.p2};
    const int orders[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
    for (int k = 0; k < 48; ++k) {
      const gv::query::Symmetry s = gv::query::symmetry(k);
      const R rk = gv::query::apply(s, r);
      for (const auto& ord : orders) {
        const P tk = gv::query::apply(s, P{*v[ord[0]], *v[ord[1]], *v[ord[2]]});
        ASSERT_EQ(gv::relation(rk, tk), want) << "symmetry " << k << "\n" << show(rk, tk);
        ASSERT_EQ(gv::relation(tk, rk), want) << "symmetry " << k;
        ASSERT_EQ(gv::intersects(rk, tk), gv::intersecting(want)) << "symmetry " << k;
        ASSERT_EQ(gv::intersects(tk, rk), gv::intersecting(want)) << "symmetry " << k;
        const gv::RayHit<T> h = gv::ray_triangle(rk, tk);
        ASSERT_EQ(h.relation, want) << "symmetry " << k;
        const std::string bad = bracket_violation(rk, tk, h);
        ASSERT_TRUE(bad.empty()) << bad << ", symmetry " << k << "\n" << show(rk, tk);
      }
    }
  }

  /// As expect(), and the hit bracket is exactly [lo, hi].
  static void expect_hit(const R& r, const P& t, Relation want, T lo, T hi) {
    expect(r, t, want);
    const gv::RayHit<T> h = gv::ray_triangle(r, t);
    EXPECT_EQ(h.t_lo, lo) << show(r, t);
    EXPECT_EQ(h.t_hi, hi) << show(r, t);
  }
};

using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(RayTriangleTest, Scalars);

// The triangle (0,0,0), (4,0,0), (0,4,0) in the plane z = 0.
template <class T>
gv::Triangle<T> tri() {
  return {{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
}

TYPED_TEST(RayTriangleTest, TransversalCrossings) {
  using T = TypeParam;
  const auto t = tri<T>();
  this->expect_hit(this->ray({1, 1, 1}, {0, 0, -1}), t, Relation::overlapping, T(1), T(1));
  this->expect_hit(this->ray({1, 1, -3}, {0, 0, 2}), t, Relation::overlapping, T(1.5), T(1.5));
  // t = 1/3: not representable; the bracket holds it between adjacent values.
  const auto h = gv::ray_triangle(this->ray({0, 0, -1}, {3, 3, 3}), t);
  EXPECT_EQ(h.relation, Relation::overlapping);
  EXPECT_LT(h.t_lo, h.t_hi);
  EXPECT_EQ(h.t_hi, std::nextafter(h.t_lo, T(1)));
  EXPECT_TRUE(bracket_violation(this->ray({0, 0, -1}, {3, 3, 3}), t, h).empty());
  this->expect(this->ray({0, 0, -1}, {3, 3, 3}), t, Relation::overlapping);
  this->expect(this->ray({3, 3, 1}, {0, 0, -1}), t, Relation::disjoint);
  this->expect(this->ray({1, 1, 1}, {0, 0, 1}), t, Relation::disjoint);  // pointing away
}

TYPED_TEST(RayTriangleTest, ThroughAnEdgeOrAVertex) {
  using T = TypeParam;
  const auto t = tri<T>();
  this->expect_hit(this->ray({2, 0, 1}, {0, 0, -1}), t, Relation::touching, T(1), T(1));
  this->expect_hit(this->ray({2, 2, 1}, {0, 0, -1}), t, Relation::touching, T(1), T(1));  // the hypotenuse
  this->expect_hit(this->ray({4, 0, 3}, {0, 0, -1}), t, Relation::touching, T(3), T(3));
  this->expect_hit(this->ray({-1, -1, -1}, {1, 1, 1}), t, Relation::touching, T(1), T(1));  // the corner (0,0,0)
  // One ulp beside the hypotenuse, outside: disjoint.
  const T beside = std::nextafter(T(2), T(3));
  this->expect(this->ray({beside, 2, 1}, {0, 0, -1}), t, Relation::disjoint);
}

TYPED_TEST(RayTriangleTest, ParameterRangeEnds) {
  using T = TypeParam;
  const auto t = tri<T>();
  const T inf = std::numeric_limits<T>::infinity();
  this->expect_hit(this->ray({1, 1, 1}, {0, 0, -1}, 0, 1), t, Relation::touching, T(1), T(1));
  this->expect(this->ray({1, 1, 1}, {0, 0, -1}, 0, std::nextafter(T(1), T(0))), t, Relation::disjoint);
  this->expect_hit(this->ray({1, 1, 1}, {0, 0, -1}, 1, 5), t, Relation::touching, T(1), T(1));
  this->expect(this->ray({1, 1, 1}, {0, 0, -1}, std::nextafter(T(1), T(2)), 5), t, Relation::disjoint);
  this->expect_hit(this->ray({1, 1, 1}, {0, 0, -1}, T(0.5), T(1.5)), t, Relation::overlapping, T(1), T(1));
  this->expect_hit(this->ray({1, 1, 1}, {0, 0, -1}, 1, 1), t, Relation::touching, T(1), T(1));  // a point
  // Origin on the triangle, either way: touching at t = 0.
  this->expect_hit(this->ray({1, 1, 0}, {0, 0, 1}), t, Relation::touching, T(0), T(0));
  this->expect_hit(this->ray({1, 1, -0.0}, {0, 0, -1}, 0, inf), t, Relation::touching, T(0), T(0));
}

TYPED_TEST(RayTriangleTest, RaysInAndParallelToThePlane) {
  using T = TypeParam;
  const auto t = tri<T>();
  // In the plane: touching where it meets the triangle; the first point is the hit.
  this->expect_hit(this->ray({-3, 1, 0}, {2, 0, 0}), t, Relation::touching, T(1.5), T(1.5));
  this->expect_hit(this->ray({-3, 1, 0}, {2, 0, -0.0}), t, Relation::touching, T(1.5), T(1.5));
  this->expect_hit(this->ray({1, 1, 0}, {1, 0, 0}, T(0.5)), t, Relation::touching, T(0.5), T(0.5));
  this->expect(this->ray({-1, 5, 0}, {1, 0, 0}), t, Relation::disjoint);
  this->expect(this->ray({-1, 1, 0}, {-1, 0, 0}), t, Relation::disjoint);
  this->expect(this->ray({-3, 1, 0}, {1, 0, 0}, 0, 2), t, Relation::disjoint);
  this->expect_hit(this->ray({-3, 1, 0}, {1, 0, 0}, 0, 3), t, Relation::touching, T(3), T(3));
  // In the plane along an edge line: touching from the vertex it reaches first.
  this->expect_hit(this->ray({6, 0, 0}, {-1, 0, 0}), t, Relation::touching, T(2), T(2));
  // Parallel, just above: disjoint.
  this->expect(this->ray({-1, 1, std::numeric_limits<T>::denorm_min()}, {1, 0, 0}), t, Relation::disjoint);
}

TYPED_TEST(RayTriangleTest, DegenerateRaysAndTriangles) {
  using T = TypeParam;
  const auto t = tri<T>();
  const T tiny = std::numeric_limits<T>::denorm_min();
  this->expect_hit(this->ray({1, 1, 0}, {0, 0, 0}), t, Relation::touching, T(0), T(0));
  this->expect_hit(this->ray({1, 1, 0}, {0, 0, 0}, 2, 3), t, Relation::touching, T(2), T(2));
  this->expect(this->ray({1, 1, tiny}, {0, 0, 0}), t, Relation::disjoint);
  // Collinear vertices: the segment (0,0,0)-(4,0,0).
  const gv::Triangle<T> seg{{0, 0, 0}, {4, 0, 0}, {2, 0, 0}};
  this->expect_hit(this->ray({1, 0, 1}, {0, 0, -1}), seg, Relation::touching, T(1), T(1));
  this->expect(this->ray({1, tiny, 1}, {0, 0, -1}), seg, Relation::disjoint);
  this->expect_hit(this->ray({-1, 0, 0}, {1, 0, 0}), seg, Relation::touching, T(1), T(1));
  this->expect(this->ray({-1, 0, 0}, {-1, 0, 0}), seg, Relation::disjoint);
  this->expect(this->ray({1, 1, 1}, {0, 1, 1}), seg, Relation::disjoint);  // skew
  this->expect_hit(this->ray({3, 0, 0}, {0, 0, 0}), seg, Relation::touching, T(0), T(0));
  this->expect(this->ray({5, 0, 0}, {0, 0, 0}), seg, Relation::disjoint);
  // Three equal vertices: a point.
  const gv::Triangle<T> pt{{1, 2, 3}, {1, 2, 3}, {1, 2, 3}};
  this->expect_hit(this->ray({0, 0, 0}, {1, 2, 3}), pt, Relation::touching, T(1), T(1));
  this->expect(this->ray({0, 0, 0}, {1, 2, 3}, 0, std::nextafter(T(1), T(0))), pt, Relation::disjoint);
  this->expect(this->ray({0, 0, 0}, {1, 2, std::nextafter(T(3), T(4))}), pt, Relation::disjoint);
  this->expect_hit(this->ray({1, 2, 3}, {0, 0, 0}), pt, Relation::touching, T(0), T(0));
}

TYPED_TEST(RayTriangleTest, ExtremeMagnitudes) {
  using T = TypeParam;
  using L = std::numeric_limits<T>;
  const T big = L::max(), tiny = L::denorm_min();
  // A huge triangle crossed at its centre area, and one of subnormal size.
  this->expect(this->ray({big / 4, big / 4, big}, {0, 0, -big}), {{0, 0, 0}, {big, 0, 0}, {0, big, 0}},
               Relation::overlapping);
  this->expect(this->ray({tiny, tiny, 1}, {0, 0, -1}), {{0, 0, 0}, {4 * tiny, 0, 0}, {0, 4 * tiny, 0}},
               Relation::overlapping);
  this->expect(this->ray({2 * tiny, 2 * tiny, 1}, {0, 0, -1}), {{0, 0, 0}, {4 * tiny, 0, 0}, {0, 4 * tiny, 0}},
               Relation::touching);
  // A hit parameter beyond the largest value: the bracket ends at +infinity.
  const gv::RayHit<T> h = gv::ray_triangle(this->ray({1, 1, big}, {0, 0, -tiny}), tri<T>());
  EXPECT_EQ(h.relation, Relation::overlapping);
  EXPECT_EQ(h.t_lo, big);
  EXPECT_EQ(h.t_hi, L::infinity());
}

TYPED_TEST(RayTriangleTest, InvalidInput) {
  using T = TypeParam;
  using L = std::numeric_limits<T>;
  const auto t = tri<T>();
  const T nan = L::quiet_NaN(), inf = L::infinity();
  const gv::Ray<T> bad[] = {this->ray({nan, 0, 0}, {0, 0, 1}), this->ray({0, 0, 0}, {0, 0, inf}),
                            this->ray({0, 0, 0}, {0, 0, 1}, 2, 1), this->ray({0, 0, 0}, {0, 0, 1}, -1, 1),
                            this->ray({0, 0, 0}, {0, 0, 1}, 0, nan), this->ray({0, 0, 0}, {0, 0, 1}, inf, inf)};
  for (const auto& r : bad) {
    gv::Stats st;
    EXPECT_EQ(gv::relation(r, t, &st), Relation::invalid) << show(r, t);
    EXPECT_EQ(st.invalid, 1u);
    const gv::RayHit<T> h = gv::ray_triangle(r, t);
    EXPECT_EQ(h.relation, Relation::invalid);
    EXPECT_TRUE(std::isnan(h.t_lo) && std::isnan(h.t_hi));
  }
  EXPECT_EQ(gv::relation(this->ray({0, 0, 1}, {0, 0, -1}), gv::Triangle<T>{{0, 0, 0}, {inf, 0, 0}, {0, 1, 0}}),
            Relation::invalid);
  EXPECT_FALSE(gv::intersects(this->ray({0, 0, 1}, {0, 0, -1}), gv::Triangle<T>{{nan, 0, 0}, {1, 0, 0}, {0, 1, 0}}));
}

TYPED_TEST(RayTriangleTest, StatsCountTheDecidingStage) {
  using T = TypeParam;
  gv::Stats st;
  gv::relation(this->ray({1, 1, 1}, {0, 0, -1}), tri<T>(), &st);  // clearly inside: the filter
  EXPECT_EQ(st.filter, 1u);
  gv::relation(this->ray({2, 0, 1}, {0, 0, -1}), tri<T>(), &st);  // on an edge: exact
  EXPECT_EQ(st.exact, 1u);
  gv::ray_triangle(this->ray({1, 1, 1}, {0, 0, -1}), tri<T>(), &st);  // the bracket is exact
  EXPECT_EQ(st.exact, 2u);
  EXPECT_EQ(st.filter + st.exact, 3u);
}

// ---- the bounds' worst cases ---------------------------------------------------

/// The worst cases of the bounds (tests/support/ray_triangle_worst_cases.h):
/// rays aimed a few ulps beside an edge or a vertex of full-precision
/// triangles, and hit parameters a few ulps from tmin or tmax, where the
/// signed volumes and range checks round across zero; origins a few ulps
/// from the triangle's plane, where D does. Core == oracle on every case, and
/// the family reaches both stages.
template <class T, class Make>
void worst_case_family(std::uint64_t seed, int n, Make&& make) {
  gv::gen::Prng rng(seed);
  gv::Stats st;
  for (int i = 0; i < n; ++i) {
    gv::Ray<T> r;
    gv::Triangle<T> t;
    if (!make(rng, i, r, t)) continue;
    const Relation want = gv::exact::ray_triangle(r, t).relation;
    ASSERT_EQ(gv::relation(r, t, &st), want) << show(r, t);
  }
  EXPECT_GT(st.filter, 0u) << (sizeof(T) == 4 ? "float" : "double") << ", exact " << st.exact;
  EXPECT_GT(st.exact, 0u) << (sizeof(T) == 4 ? "float" : "double") << ", filter " << st.filter;
}

/// Every other case anisotropic: each axis at its own scale.
template <class T>
bool near_edge(gv::gen::Prng& rng, int i, gv::Ray<T>& r, gv::Triangle<T>& t) {
  return gv::test_support::near_edge_case(rng, r, t, i % 2 == 1);
}

/// One in eight origins exactly at the vertex p0 (D == 0, the exact stage);
/// every other block of eight cases anisotropic.
template <class T>
bool origin_on_plane(gv::gen::Prng& rng, int i, gv::Ray<T>& r, gv::Triangle<T>& t) {
  return gv::test_support::origin_on_plane_case(rng, i % 8 == 0, r, t, (i / 8) % 2 == 1);
}

TEST(RayTriangleBounds, NearEdgesVerticesAndRangeEnds) {
  worst_case_family<float>(1, work(20000), near_edge<float>);
  worst_case_family<double>(2, work(20000), near_edge<double>);
}

// The D bound's worst case (the signed volumes are clear here).
TEST(RayTriangleBounds, OriginsOnThePlane) {
  worst_case_family<float>(3, work(20000), origin_on_plane<float>);
  worst_case_family<double>(4, work(20000), origin_on_plane<double>);
}

// A vertex far from the origin: the axis norms take its components, so the
// first pass cannot certify the small volume of the two near vertices
// (its bound 2^-49 * 2^40 against s_0 = 2^-20); the per-term second pass
// can, and the filter decides the line's miss without the exact stage.
TEST(RayTriangleBounds, FarVertexNeedsTheSecondPass) {
  const double h = 0x1p-10;
  const gv::Rayd r{{0, 0, -1}, {0, 0, 1}, 0, std::numeric_limits<double>::infinity()};
  const gv::Triangled t{{0x1p20, 0x1p20, 0}, {h, 0, 0}, {0, h, 0}};
  ASSERT_EQ(gv::exact::ray_triangle(r, t).relation, Relation::disjoint);
  const gv::detail::RtInput in = gv::detail::rt_input(r, t);
  const gv::detail::RtFilter first = gv::detail::rt_filter_values(in);
  EXPECT_EQ(first.s[0], 0x1p-20);
  EXPECT_EQ(gv::detail::rt_filter(in, first), Relation::invalid);  // the first pass leaves it
  gv::detail::RtFilter f;
  EXPECT_EQ(gv::detail::rt_filter_decide(in, f), Relation::disjoint);
  EXPECT_TRUE(f.tight);
  gv::Stats st;
  EXPECT_EQ(gv::relation(r, t, &st), Relation::disjoint);
  EXPECT_EQ(st.filter, 1u);
  EXPECT_EQ(st.exact, 0u);
  // The same far vertex with the ray through the near edge's interior side:
  // a crossing, also decided by the second pass (float input alike).
  const gv::Rayf rf{{0.25f, 0.25f, -1}, {0, 0, 1}, 0, std::numeric_limits<float>::infinity()};
  const gv::Trianglef tf{{0x1p20f, 0x1p20f, 0}, {0x1p-10f, 0, 0}, {0, 0x1p-10f, 0}};
  gv::Stats sf;
  EXPECT_EQ(gv::relation(rf, tf, &sf), gv::exact::ray_triangle(rf, tf).relation);
  EXPECT_EQ(sf.filter, 1u);
}

// The double screen's edges: just inside, the filter may decide; just
// outside (a coordinate below 2^-250 or above 2^300, a parameter below 2^-20
// or above 2^100), the integer stage decides, and both agree with the oracle.
// The relation's double screen reads the shapes in place (rt_screened); it
// admits exactly what rt_filterable admits on the promoted input: any one
// value of a valid ray or triangle replaced by any edge of the coordinate or
// parameter range (and its neighbours), zeros, subnormals and the largest
// doubles.
TEST(RayTriangleBounds, InPlaceScreenAdmitsWhatTheInputScreenAdmits) {
  std::vector<double> v = {0.0, -0.0, 0x1p-1074, 1.5, std::numeric_limits<double>::max()};
  for (const double e : {gv::detail::kRtScreenLo, gv::detail::kRtScreenHi, gv::detail::kRtParamLo,
                         gv::detail::kRtParamHi}) {
    v.insert(v.end(), {e, std::nextafter(e, 0.0), std::nextafter(e, HUGE_VAL)});
  }
  const std::size_t n = v.size();
  for (std::size_t i = 0; i < n; ++i) v.push_back(-v[i]);
  v.push_back(HUGE_VAL);  // a tmax
  static_assert(sizeof(gv::Rayd) == 8 * sizeof(double) && sizeof(gv::Triangled) == 9 * sizeof(double));
  const gv::Rayd ray{{0.25, -0.5, 3}, {0.125, 0.5, -1}, 0.5, 8};
  const gv::Triangled tri{{-1, -1, 0}, {3, -1, 0.5}, {-1, 3, -0.25}};
  int admitted = 0, refused = 0;
  for (int k = 0; k < 17; ++k) {  // 9 triangle values, o, dir, tmin, tmax
    for (const double x : v) {
      gv::Rayd r = ray;
      gv::Triangled t = tri;
      double tv[9], rv[8];
      std::memcpy(tv, &t, sizeof t);
      std::memcpy(rv, &r, sizeof r);
      (k < 9 ? tv[k] : rv[k - 9]) = x;  // rv: o, dir, tmin, tmax
      std::memcpy(&t, tv, sizeof t);
      std::memcpy(&r, rv, sizeof r);
      if (!gv::is_valid(r) || !gv::is_valid(t)) continue;
      const bool want = gv::detail::rt_filterable<double>(gv::detail::rt_input(r, t));
      EXPECT_EQ(gv::detail::rt_screened(r, t), want) << "value " << k << " = " << x;
      (want ? admitted : refused) += 1;
    }
  }
  EXPECT_GT(admitted, 100);
  EXPECT_GT(refused, 100);
}

TEST(RayTriangleBounds, DoubleScreenEdges) {
  const double edges[] = {0x1p-250, 0x1.fffffffffffffp-251, 0x1p+300, 0x1.0000000000001p+300};
  for (const double e : edges) {
    const gv::Triangled t{{0, 0, 0}, {4 * e, 0, 0}, {0, 4 * e, 0}};
    for (const double z : {1.0, e}) {
      gv::Rayd r;
      r.o = {e, e, z};
      r.dir = {0, 0, -z};
      gv::Stats st;
      EXPECT_EQ(gv::relation(r, t, &st), gv::exact::ray_triangle(r, t).relation) << show(r, t);
    }
  }
  for (const double tm : {0x1p-20, 0x1.fffffffffffffp-21, 0x1p+100, 0x1.0000000000001p+100}) {
    gv::Rayd r;
    r.o = {1, 1, 1};
    r.dir = {0, 0, -1};
    r.tmin = tm < 1 ? tm : 0.0;
    r.tmax = tm < 1 ? 2.0 : tm;
    EXPECT_EQ(gv::relation(r, gv::Triangled{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}}), Relation::overlapping);
  }
}

// ---- double input outside the screen --------------------------------------------

/// Positions scaled by 2^k, the direction by 2^m and the ray bounds by
/// 2^(k - m) keep the relation; outside the screen, when that scaling is
/// exact and lands inside it (rt_rescaled), the filter and the exact stages
/// take the rescaled values. Rays through the interior, along an edge's
/// point and a vertex of the triangle (0,0,0), (4,0,0), (0,4,0), from above,
/// with tmin = 1/2 and tmax = 2 or infinite: the oracle's answers at every
/// scale pair, by the filter where the ray crosses the interior; and the
/// rescaled values are the unscaled ones.
TEST(RayTriangleOutsideTheScreen, ScaledRaysKeepTheirAnswer) {
  std::mt19937_64 rng(0x7a1e);
  std::uniform_int_distribution<int> e(-1000, 1000);
  long by_filter = 0, outside = 0;
  const double aims[3][2] = {{1, 1}, {2, 0}, {0, 0}};  // interior, an edge, a vertex
  for (int i = 0; i < work(3000); ++i) {
    const int k = e(rng), m = e(rng);
    if (k - m < -900 || k - m > 900) continue;
    for (const auto& aim : aims) {
      for (const bool finite : {true, false}) {
        gv::Rayd r;
        r.o = {std::ldexp(aim[0], k), std::ldexp(aim[1], k), std::ldexp(1.0, k)};
        r.dir = {0, 0, -std::ldexp(1.0, m)};
        r.tmin = std::ldexp(0.5, k - m);
        r.tmax = finite ? std::ldexp(2.0, k - m) : std::numeric_limits<double>::infinity();
        const gv::Triangled t{{0, 0, 0}, {std::ldexp(4.0, k), 0, 0}, {0, std::ldexp(4.0, k), 0}};
        gv::Stats st;
        ASSERT_EQ(gv::relation(r, t, &st), gv::exact::ray_triangle(r, t).relation) << show(r, t);
        if (gv::detail::rt_screened(r, t)) continue;
        ++outside;
        gv::detail::RtInput scaled;
        ASSERT_TRUE(gv::detail::rt_rescaled(gv::detail::rt_input(r, t), scaled)) << show(r, t);
        EXPECT_TRUE(scaled.o[0] == aim[0] / 4 && scaled.o[2] == 0.25 && scaled.d[2] == -1 &&
                    scaled.p[1][0] == 1 && scaled.t0 == 0.125)
            << show(r, t);
        if (aim[0] == 1) {
          EXPECT_EQ(st.filter, 1u) << show(r, t);
          by_filter += static_cast<long>(st.filter);
        }
      }
    }
  }
  EXPECT_GT(outside, work(3000));
  EXPECT_GT(by_filter, work(3000) / 2);
}

/// A value that the scaling would push below the screen (a subnormal o_z
/// beside o_x = 1) is not flushed: rt_rescaled refuses, and the exact stage
/// answers as given (the ray passes 2^-1074 above the triangle's edge line).
TEST(RayTriangleOutsideTheScreen, NoValueIsFlushed) {
  gv::Rayd r;
  r.o = {-1, 1, std::numeric_limits<double>::denorm_min()};
  r.dir = {1, 0, 0};
  const gv::Triangled t{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
  gv::detail::RtInput scaled;
  EXPECT_FALSE(gv::detail::rt_rescaled(gv::detail::rt_input(r, t), scaled));
  gv::Stats st;
  EXPECT_EQ(gv::relation(r, t, &st), Relation::disjoint);
  EXPECT_EQ(st.exact, 1u);
}

/// Nor is a ray bound: here tmin would scale to 2^-101, below the
/// parameters' screen, and as 0 it would let the hit at t* = 2^-700 < tmin
/// (2^-102 after the scaling) count.
TEST(RayTriangleOutsideTheScreen, NoRayBoundIsFlushed) {
  gv::Rayd r;
  r.o = {0x1p-600, 0x1p-600, 0x1p-700};
  r.dir = {0, 0, -1};
  r.tmin = 0x1p-699;
  const gv::Triangled t{{0, 0, 0}, {0x1p-598, 0, 0}, {0, 0x1p-598, 0}};
  gv::detail::RtInput scaled;
  EXPECT_FALSE(gv::detail::rt_rescaled(gv::detail::rt_input(r, t), scaled));
  EXPECT_EQ(gv::exact::ray_triangle(r, t).relation, Relation::disjoint);
  EXPECT_EQ(gv::relation(r, t), Relation::disjoint);
}

/// Rays and triangles whose values span every exponent: the core against
/// the oracle, without a flag (most are refused by rt_rescaled, their
/// values spanning more than the screen).
TEST(RayTriangleOutsideTheScreen, EveryExponent) {
  const auto tally = gv::test_support::every_exponent<gv::query::RayTriangle<double>, 15>(
      0x7a1f, work(4000), [](const double (&x)[15]) {
        gv::query::RayTriangle<double> c{};
        c.ray.o = {x[0], x[1], x[2]};
        c.ray.dir = {x[3], x[4], x[5]};
        c.tri = {{x[6], x[7], x[8]}, {x[9], x[10], x[11]}, {x[12], x[13], x[14]}};
        return c;
      });
  EXPECT_GT(tally.outside, work(4000) / 2);
}

// ---- differential ---------------------------------------------------------------

template <class T>
gv::query::RayTriangle<T> typical(gv::gen::Prng& rng) {
  auto pick = [&] { return gv::gen::unit_real<T>(rng); };
  gv::query::RayTriangle<T> c{};
  c.tri = {{pick(), pick(), pick()}, {pick(), pick(), pick()}, {pick(), pick(), pick()}};
  c.ray.o = {T(4) * pick(), T(4) * pick(), T(4) * pick()};
  c.ray.dir = {pick() - c.ray.o.x / 4, pick() - c.ray.o.y / 4, pick() - c.ray.o.z / 4};
  return c;
}

/// A full-precision triangle of [-1, 1)^3 scaled by 2^s, s random in [-30, 30].
template <class T>
gv::Triangle<T> scaled_triangle(gv::gen::Prng& rng) {
  const int scale = static_cast<int>(gv::gen::int_in(rng, -30, 30));
  auto pick = [&] { return std::ldexp(gv::gen::unit_real<T>(rng), scale); };
  return {{pick(), pick(), pick()}, {pick(), pick(), pick()}, {pick(), pick(), pick()}};
}

/// x r for r random in [0.6, 1.6], rounded: within a factor of two of x and
/// of its sign, so x - x r is exact (Sterbenz's lemma).
template <class T>
T sterbenz_partner(gv::gen::Prng& rng, T x) {
  return x * static_cast<T>(0.6 + (1 + gv::gen::unit_real<double>(rng)) / 2);
}

// The double-double bracket's worst case (rt_dd_bracket): t_hit exactly a
// value of T, so that D - t S == 0, while D~ and S~ carry their roundings:
// a ray through vertex p1 or p2 of a full-precision triangle whose origin is
// o = X - t dir exactly (dir_k = X_k r_k / t with r_k in [0.6, 1.6]: X_k - t
// dir_k is exact by Sterbenz's lemma), t a power of two; and the same with
// the origin moved by an ulp, t_hit then a fraction of an ulp of T from t.
// Every bracket must be certified: a bound too small lets the rounding
// residual of D~ - t S~ decide a sign that is really zero.
template <class T>
void exact_parameter_family(std::uint64_t seed, int n) {
  gv::gen::Prng rng(seed);
  for (int i = 0; i < n; ++i) {
    const gv::Triangle<T> tri = scaled_triangle<T>(rng);
    const gv::Vec3<T> x = gv::gen::coin(rng) ? tri.p1 : tri.p2;
    const T t = std::ldexp(T(1), static_cast<int>(gv::gen::int_in(rng, -8, 8)));
    gv::Ray<T> r;
    for (int k = 0; k < 3; ++k) {
      const T w = sterbenz_partner(rng, get(x, k));
      set(r.o, k, get(x, k) - w);
      set(r.dir, k, w / t);
    }
    const bool moved = gv::gen::coin(rng);
    if (moved) {
      const int k = static_cast<int>(rng.draw(3));
      set(r.o, k, gv::gen::ulps(get(r.o, k), gv::gen::coin(rng) ? 1 : -1));
    }
    const gv::RayHit<T> h = gv::ray_triangle(r, tri);
    ASSERT_EQ(h.relation, gv::exact::ray_triangle(r, tri).relation) << show(r, tri);
    const std::string bad = bracket_violation(r, tri, h);
    ASSERT_TRUE(bad.empty()) << bad << "\n" << show(r, tri);
    if (!moved) {
      ASSERT_TRUE(gv::intersecting(h.relation)) << show(r, tri);
      ASSERT_EQ(h.t_lo, t);
      ASSERT_EQ(h.t_hi, t);
    }
  }
}

// The other worst case of the double-double bracket: S == 0 exactly (a ray
// along an edge, in the triangle's plane) while S~ carries the roundings of
// n~ = e1~ x e2~. The ray starts at p1 and runs towards p0 (p1_k = p0_k r_k,
// so dir = p0 - p1 is exact), its first hit at t == tmin on the edge; a
// bound too small certifies a sign of S, takes the ray for a transversal
// crossing at D~ / S~ and brackets the wrong parameter.
template <class T>
void in_plane_family(std::uint64_t seed, int n) {
  gv::gen::Prng rng(seed);
  for (int i = 0; i < n; ++i) {
    gv::Triangle<T> tri = scaled_triangle<T>(rng);
    gv::Ray<T> r;
    for (int k = 0; k < 3; ++k) {
      set(tri.p1, k, sterbenz_partner(rng, get(tri.p0, k)));
      set(r.dir, k, get(tri.p0, k) - get(tri.p1, k));
    }
    r.o = tri.p1;
    r.tmin = static_cast<T>((1 + gv::gen::unit_real<double>(rng)) / 2);
    const gv::RayHit<T> h = gv::ray_triangle(r, tri);
    ASSERT_TRUE(gv::intersecting(h.relation)) << show(r, tri);
    ASSERT_EQ(h.t_lo, r.tmin) << show(r, tri);
    ASSERT_EQ(h.t_hi, r.tmin) << show(r, tri);
  }
}

TEST(RayTriangleBounds, DoubleDoubleBracketOfRaysInThePlane) {
  in_plane_family<float>(5, work(5000));
  in_plane_family<double>(6, work(5000));
}

TEST(RayTriangleBounds, DoubleDoubleBracketAtExactParameters) {
  exact_parameter_family<float>(3, work(20000));
  exact_parameter_family<double>(4, work(20000));
}

// The double-double bracket does its job: a typical transversal hit gets
// its certified bracket without the exact stage, float and double.
template <class T>
void typical_hits_filtered(std::uint64_t seed, int n) {
  gv::gen::Prng rng(seed);
  gv::Stats st;
  int hits = 0;
  for (int i = 0; i < n; ++i) {
    gv::query::RayTriangle<T> c = typical<T>(rng);
    // Aimed at a random point of the triangle's interior (in double, rounded).
    const double a = (1 + gv::gen::unit_real<double>(rng)) / 4, b = (1 + gv::gen::unit_real<double>(rng)) / 4;
    for (int k = 0; k < 3; ++k) {
      const double p0 = get(c.tri.p0, k), p1 = get(c.tri.p1, k), p2 = get(c.tri.p2, k);
      set(c.ray.dir, k, static_cast<T>(p0 + a * (p1 - p0) + b * (p2 - p0) - static_cast<double>(get(c.ray.o, k))));
    }
    const gv::RayHit<T> h = gv::ray_triangle(c.ray, c.tri, &st);
    hits += gv::intersecting(h.relation);
  }
  EXPECT_GT(hits, n * 9 / 10);
  EXPECT_EQ(st.exact, 0u) << st.filter << " calls decided by the filters";
}

TEST(RayTriangleHit, TypicalHitsNeedNoExactStage) {
  typical_hits_filtered<float>(5, work(20000));
  typical_hits_filtered<double>(6, work(20000));
}

template <class T>
void hit_brackets_certified(std::uint64_t seed, int per_class) {
  using Gen = gv::gen::Generator<gv::query::RayTriangle<T>>;
  gv::gen::Prng rng(seed);
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < per_class; ++i) {
      const auto c = Gen::make(rng, cls);
      const gv::RayHit<T> h = gv::ray_triangle(c.ray, c.tri);
      ASSERT_EQ(h.relation, gv::exact::ray_triangle(c.ray, c.tri).relation) << Gen::kClasses[cls];
      const std::string bad = bracket_violation(c.ray, c.tri, h);
      ASSERT_TRUE(bad.empty()) << bad << ", " << Gen::kClasses[cls] << "\n" << show(c.ray, c.tri);
    }
  }
}

// ---- the integer frame ----------------------------------------------------------

/// The frame's answer, or Relation::invalid when it refuses the input.
template <class T>
Relation frame_relation(const gv::Ray<T>& r, const gv::Triangle<T>& t) {
  Relation rel = Relation::invalid;
  gv::detail::RtFrameFrac f;
  return gv::detail::rt_frame_relation(gv::detail::rt_input(r, t), rel, f) ? rel : Relation::invalid;
}

/// At the frame's limits: the triangle (-X, -X, Z), (X, -X, Z), (-X, X, Z)
/// in the plane z = Z and a ray from the origin with direction
/// (a, -a + k, Z), which meets the plane at t = 1 in (a, -a + k) -- on the
/// hypotenuse x + y = 0 for k = 0 (touching), outside it for k = 1
/// (disjoint), inside for k = -1 (overlapping). With X = 2^41 - 1 the
/// differences have 41 bits, with a = 2^39 and Z = 2^40 - 1 the direction
/// 40: 2 41 + 40 = 122, the widest frame, where D and S lie near 2^124 and
/// decide one unit apart; and again with Z = 1. One bit more in the
/// direction or in the differences, and the frame refuses (the later
/// stages answer).
TEST(RayTriangleIntFrame, TheFramesLimitsOneUnitApart) {
  const double X = 0x1p41 - 1, a = 0x1p39;
  const std::pair<double, Relation> cases[] = {
      {0, Relation::touching}, {1, Relation::disjoint}, {-1, Relation::overlapping}};
  for (const double Z : {0x1p40 - 1, 1.0}) {
    const gv::Triangle<double> t{{-X, -X, Z}, {X, -X, Z}, {-X, X, Z}};
    for (const auto& [k, want] : cases) {
      const gv::Ray<double> r{{0, 0, 0}, {a, -a + k, Z}};
      ASSERT_EQ(gv::exact::ray_triangle(r, t).relation, want) << show(r, t);
      EXPECT_EQ(frame_relation(r, t), want) << show(r, t);
      expect_each_exact_stage(r, t, want);
      // one bit more in the direction (Z is odd): 2 41 + 41 > 122
      const gv::Ray<double> wide_dir{{0, 0, 0}, {2 * a, -2 * a + k, Z}};
      EXPECT_EQ(frame_relation(wide_dir, t), Relation::invalid) << show(wide_dir, t);
      EXPECT_EQ(gv::relation(wide_dir, t), want) << show(wide_dir, t);
      // one bit more in the differences: p_y - o_y = X + 2 = 2^41 + 1 (42 bits)
      const gv::Ray<double> far_origin{{0, -2, 0}, {a, -a + k, Z}};
      EXPECT_EQ(frame_relation(far_origin, t), Relation::invalid) << show(far_origin, t);
      EXPECT_EQ(gv::relation(far_origin, t), gv::exact::ray_triangle(far_origin, t).relation) << show(far_origin, t);
    }
  }
}

/// The largest volume of the widest differences: the vertices
/// (X, -X, -X), (-X, X, -X), (-X, -X, X) seen from the origin give
/// D = -4 X^3 (the determinant of their rows), and a ray along -(1, 1, 1)
/// crosses the centroid at t* = X / 3 (overlapping), one along (1, 1, 1) at
/// t* = -X / 3 (disjoint). With X = 2^41 - 1, |D| < 2^125 and the frame
/// answers; with X = 2^42 - 1, |D| reaches 2^128, beyond I128, and the frame
/// must refuse the 42-bit differences (the later stages answer).
TEST(RayTriangleIntFrame, TheLargestVolumes) {
  for (const double X : {0x1p41 - 1, 0x1p42 - 1}) {
    const gv::Triangle<double> t{{X, -X, -X}, {-X, X, -X}, {-X, -X, X}};
    for (const auto& [s, want] : {std::pair<double, Relation>{-1, Relation::overlapping}, {1, Relation::disjoint}}) {
      const gv::Ray<double> r{{0, 0, 0}, {s, s, s}};
      ASSERT_EQ(gv::exact::ray_triangle(r, t).relation, want) << show(r, t);
      EXPECT_EQ(frame_relation(r, t), X < 0x1p41 ? want : Relation::invalid) << show(r, t);
      expect_each_exact_stage(r, t, want);
      EXPECT_EQ(gv::relation(r, t), want) << show(r, t);
    }
  }
}

/// Comparisons of t* with doubles in the frame, where t* is itself a
/// double and beside it: rays from (0, 0, h) down the z axis onto the unit
/// triangle in z = 0 give t* = h / |d_z|, compared with its neighbours and
/// with a tmin or tmax at t* (touching) and one ulp beyond (disjoint).
TEST(RayTriangleIntFrame, ParametersAtAndBesideTheHit) {
  const gv::Triangle<double> t{{-1, -1, 0}, {3, -1, 0}, {-1, 3, 0}};
  for (const double h : {1.0, 0x1p-30, 3.0, 0x1.8p+30}) {
    for (const double dz : {-1.0, -0.25, -0x1p-20}) {
      const gv::Ray<double> r{{0, 0, h}, {0, 0, dz}};
      const double ts = h / -dz;  // exact: a power of two quotient
      gv::detail::RtFrameFrac f;
      Relation rel = Relation::invalid;
      ASSERT_TRUE(gv::detail::rt_frame_relation(gv::detail::rt_input(r, t), rel, f)) << show(r, t);
      EXPECT_EQ(rel, Relation::overlapping);
      EXPECT_EQ(gv::detail::rt_frame_compare(f, ts), 0);
      EXPECT_EQ(gv::detail::rt_frame_compare(f, std::nextafter(ts, 0.0)), 1);
      EXPECT_EQ(gv::detail::rt_frame_compare(f, std::nextafter(ts, 1e300)), -1);
      EXPECT_EQ(gv::detail::rt_frame_compare(f, 0.0), 1);
      const std::pair<gv::Ray<double>, Relation> ranged[] = {
          {{{0, 0, h}, {0, 0, dz}, ts}, Relation::touching},
          {{{0, 0, h}, {0, 0, dz}, 0, ts}, Relation::touching},
          {{{0, 0, h}, {0, 0, dz}, std::nextafter(ts, 1e300)}, Relation::disjoint},
          {{{0, 0, h}, {0, 0, dz}, 0, std::nextafter(ts, 0.0)}, Relation::disjoint}};
      for (const auto& [rr, want] : ranged) {
        ASSERT_EQ(gv::exact::ray_triangle(rr, t).relation, want) << show(rr, t);
        EXPECT_EQ(frame_relation(rr, t), want) << show(rr, t);
        const gv::RayHit<double> hit = gv::ray_triangle(rr, t);
        EXPECT_EQ(hit.relation, want) << show(rr, t);
        if (want != Relation::disjoint) {  // t* is a double: the bracket is [t*, t*]
          EXPECT_EQ(hit.t_lo, ts) << show(rr, t);
          EXPECT_EQ(hit.t_hi, ts) << show(rr, t);
        }
      }
      // The bracket's comparisons at t* itself are exact ones: in the frame.
      gv::Stats st;
      const gv::RayHit<double> hit = gv::ray_triangle(r, t, &st);
      EXPECT_EQ(hit.t_lo, ts);
      EXPECT_EQ(hit.t_hi, ts);
      EXPECT_EQ(st.exact, 1u) << show(r, t);
    }
  }
}

/// Every generator class: where the frame answers, its relation is the
/// integer stage's, and its comparisons of t* with tmin, tmax and the
/// doubles around the integer stage's estimate of t* are the integer
/// stage's. The frame answers transversal crossings only.
template <class T>
void frame_on_every_class(std::uint64_t seed) {
  using C = gv::query::RayTriangle<T>;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  long answered = 0, refused = 0, compared = 0;
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < work(300); ++i) {
      const C c = Gen::make(rng, cls);
      const gv::detail::RtInput in = gv::detail::rt_input(c.ray, c.tri);
      Relation rel = Relation::invalid;
      gv::detail::RtFrameFrac f;
      if (!gv::detail::rt_frame_relation(in, rel, f)) {
        ++refused;
        continue;
      }
      ++answered;
      bool ok = true;
      gv::detail::RtFrac<T> q;
      ASSERT_EQ(rel, gv::detail::rt_exact<T>(in, &q, ok)) << Gen::kClasses[cls] << "\n" << show(c.ray, c.tri);
      ASSERT_EQ(rel, gv::exact::ray_triangle(c.ray, c.tri).relation) << Gen::kClasses[cls];
      if (rel == Relation::disjoint) continue;
      const double guess = gv::detail::big_quotient_estimate(q.num, q.den);
      const double probes[] = {in.t0, in.t1, guess, std::nextafter(guess, 0.0), std::nextafter(guess, 1e300)};
      for (const double x : probes) {
        if (!std::isfinite(x)) continue;
        ASSERT_EQ(gv::detail::rt_frame_compare(f, x), gv::detail::rt_compare_with<T>(q, x, ok))
            << Gen::kClasses[cls] << " at " << std::hexfloat << x << "\n" << show(c.ray, c.tri);
        ++compared;
      }
      ASSERT_TRUE(ok);
    }
  }
  EXPECT_GT(answered, work(300) * 4);  // through-edge, -vertex, origin-on-tri, clipped-at-hit, near-parallel, ...
  EXPECT_GT(refused, work(300) * 4);   // in-plane, parallel, collinear, point-tri, zero-dir, random-bits, ...
  EXPECT_GT(compared, answered);
}

TEST(RayTriangleIntFrame, FloatEveryGeneratorClass) { frame_on_every_class<float>(0x7f05); }
TEST(RayTriangleIntFrame, DoubleEveryGeneratorClass) { frame_on_every_class<double>(0x7f06); }

TEST(RayTriangleDifferential, FloatEveryClass) {
  gv::test_support::differential_by_class<gv::query::RayTriangle<float>>(11, work(3000), typical<float>);
}

TEST(RayTriangleDifferential, DoubleEveryClass) {
  gv::test_support::differential_by_class<gv::query::RayTriangle<double>>(12, work(3000), typical<double>);
}

TEST(RayTriangleDifferential, HitBracketsAreCertified) {
  hit_brackets_certified<float>(13, work(400));
  hit_brackets_certified<double>(14, work(400));
}

}  // namespace

}  // namespace gv_core_ray_triangle_test
