// SPDX-License-Identifier: MIT
// Specification of gv::relations() and gv::hit_mask() on triangles
// (core/ray_triangle_batch.h): one ray against 4 or 8 triangles answers, lane
// by lane, exactly what relation(Ray, Triangle) answers for each, on every
// vector path.
//
// Included by one test source per path, which defines GV_RT_BATCH_SUITE (the
// suite's name) and GV_BATCH_PATH and, for the portable path,
// GEOVERIFY_BATCH_PORTABLE, before including this file.
//
// 1. Hand cases of every degenerate class a lane can be in: a crossing
//    through the interior, an edge, a vertex; behind the origin; a segment-
//    and a point-like triangle; a triangle whose plane holds the ray; a range
//    end at the hit; invalid triangles beside valid ones; an invalid ray.
// 2. The scalar filter's worst cases (near edges, vertices, range ends and
//    the plane) with the triangle in every lane under the six vertex orders.
// 3. Closed meshes with a ray from inside (the generator's mesh classes,
//    rays through shared edges and vertices): every lane against the scalar
//    call and the oracle, and the ray hits the surface.
// 4. A differential loop over every generator class: the case's own triangle
//    in one lane, other cases' triangles and one-ulp moves of its own in the
//    others; no floating-point flag but inexact on valid input.
#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>

#include "geoverify/core/ray_triangle.h"
#include "geoverify/core/ray_triangle_batch.h"
#include "geoverify/exact/ray_triangle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "work.h"
#include "fp_flags.h"
#include "ray_triangle_worst_cases.h"

#if !defined(GV_RT_BATCH_SUITE) || !defined(GV_BATCH_PATH)
#error "define GV_RT_BATCH_SUITE and GV_BATCH_PATH before including ray_triangle_batch_cases.h"
#endif

namespace {

template <class T, int N>
struct TriLanes {
  using Scalar = T;
  static constexpr int kLanes = N;
};

template <class P>
class GV_RT_BATCH_SUITE : public ::testing::Test {
 protected:
  using Scalar = typename P::Scalar;
  static constexpr int kLanes = P::kLanes;
  using Batch = gv::TriangleBatch<Scalar, kLanes>;
  using R = gv::Ray<Scalar>;
  using Tri = gv::Triangle<Scalar>;

  static std::string show(const R& r, const Batch& b, int k) {
    return "lane " + std::to_string(k) + " of " + std::to_string(kLanes) + "\n" +
           gv::query::declarations(gv::query::RayTriangle<Scalar>{r, gv::triangle_of(b, k)});
  }

  /// Every lane equals the scalar relation (and want[k] where given), the
  /// mask agrees, one Stats call per lane. Returns the stats.
  static gv::Stats check(const R& r, const Batch& b, const gv::Relation* want = nullptr) {
    gv::Relation out[kLanes];
    gv::Stats st;
    std::feclearexcept(FE_ALL_EXCEPT);
    const unsigned mask = gv::relations(r, b, out, &st);
    const int raised = std::fetestexcept(gv::test_support::kHarmfulFlags);
    bool valid = gv::is_valid(r);
    for (int k = 0; k < kLanes; ++k) valid = valid && gv::is_valid(gv::triangle_of(b, k));
    if (valid) {
      EXPECT_EQ(raised, 0) << "a flag other than inexact on valid input\n" << show(r, b, 0);
    }
    unsigned want_mask = 0;
    for (int k = 0; k < kLanes; ++k) {
      const gv::Relation scalar = gv::relation(r, gv::triangle_of(b, k));
      EXPECT_EQ(out[k], scalar) << show(r, b, k);
      if (want) {
        EXPECT_EQ(out[k], want[k]) << show(r, b, k);
      }
      want_mask |= static_cast<unsigned>(gv::intersecting(scalar)) << k;
    }
    EXPECT_EQ(mask, want_mask);
    EXPECT_EQ(gv::hit_mask(r, b), want_mask);
    EXPECT_EQ(st.filter + st.exact + st.invalid, static_cast<std::uint64_t>(kLanes));
    return st;
  }
};

using TriLaneCounts = ::testing::Types<TriLanes<float, 4>, TriLanes<float, 8>, TriLanes<double, 4>, TriLanes<double, 8>>;
TYPED_TEST_SUITE(GV_RT_BATCH_SUITE, TriLaneCounts);

TYPED_TEST(GV_RT_BATCH_SUITE, TriangleOfAndSetTriangleRoundTrip) {
  using T = typename TestFixture::Scalar;
  typename TestFixture::Batch b{};
  for (int k = 0; k < TestFixture::kLanes; ++k) {
    const T v = static_cast<T>(k);
    gv::set_triangle(b, k, {{v, 1, 2}, {3, v, 4}, {5, 6, v}});
  }
  for (int k = 0; k < TestFixture::kLanes; ++k) {
    const T v = static_cast<T>(k);
    const gv::Triangle<T> t = gv::triangle_of(b, k);
    EXPECT_EQ(t.p0.x, v);
    EXPECT_EQ(t.p0.z, T(2));
    EXPECT_EQ(t.p1.y, v);
    EXPECT_EQ(t.p1.x, T(3));
    EXPECT_EQ(t.p2.z, v);
    EXPECT_EQ(t.p2.y, T(6));
  }
}

// The ray x = y = 0.25 upwards from z = -1 against eight triangles, as a
// half-line and clipped at t = 1 (where it meets the first one).
TYPED_TEST(GV_RT_BATCH_SUITE, EveryDegenerateClassInItsLane) {
  using T = typename TestFixture::Scalar;
  using gv::Relation;
  const T q = T(0.25);
  const gv::Triangle<T> tris[8] = {
      {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}},            // crossed through its interior at t = 1
      {{q, 0, 0}, {q, 1, 0}, {-1, T(0.5), 0}},      // through its edge x = 0.25, at t = 1
      {{q, q, 5}, {1, q, 5}, {q, 1, 5}},            // through its vertex, at t = 6
      {{0, 0, -2}, {1, 0, -2}, {0, 1, -2}},         // behind the origin
      {{0, q, 3}, {1, q, 3}, {T(0.5), q, 3}},       // collinear: a segment the ray crosses at t = 4
      {{q, -1, -5}, {q, 1, -5}, {q, 0, 10}},        // its plane x = 0.25 holds the ray
      {{2, 2, 0}, {3, 2, 0}, {2, 3, 0}},            // beside the ray
      {{q, q, 7}, {q, q, 7}, {q, q, 7}},            // a point on the ray, at t = 8
  };
  const Relation half_line[8] = {Relation::overlapping, Relation::touching, Relation::touching, Relation::disjoint,
                                 Relation::touching,    Relation::touching, Relation::disjoint, Relation::touching};
  const Relation to_one[8] = {Relation::touching, Relation::touching, Relation::disjoint, Relation::disjoint,
                              Relation::disjoint, Relation::touching, Relation::disjoint, Relation::disjoint};
  typename TestFixture::Batch b;
  Relation want[8];
  for (int k = 0; k < TestFixture::kLanes; ++k) {
    const int j = TestFixture::kLanes == 8 ? k : (k + 4 * (k % 2)) % 8;  // 4 lanes: 0 5 2 7
    gv::set_triangle(b, k, tris[j]);
    want[k] = half_line[j];
  }
  const typename TestFixture::R r{{q, q, -1}, {0, 0, 1}, 0, std::numeric_limits<T>::infinity()};
  this->check(r, b, want);
  for (int k = 0; k < TestFixture::kLanes; ++k) {
    const int j = TestFixture::kLanes == 8 ? k : (k + 4 * (k % 2)) % 8;
    want[k] = to_one[j];
  }
  this->check({{q, q, -1}, {0, 0, 1}, 0, 1}, b, want);
  // tmin at the first crossing: the ray starts on triangle 0 and 1
  for (int k = 0; k < TestFixture::kLanes; ++k) {
    const int j = TestFixture::kLanes == 8 ? k : (k + 4 * (k % 2)) % 8;
    want[k] = j <= 1 ? Relation::touching : half_line[j];
  }
  this->check({{q, q, -1}, {0, 0, 1}, 1, std::numeric_limits<T>::infinity()}, b, want);
}

// A slanted ray, no static component, through triangles crossed in their
// interiors: the filter decides every lane.
TYPED_TEST(GV_RT_BATCH_SUITE, TransversalCrossingsAreDecidedByTheFilter) {
  using T = typename TestFixture::Scalar;
  typename TestFixture::Batch b;
  gv::Relation want[8];
  for (int k = 0; k < TestFixture::kLanes; ++k) {
    const T z = static_cast<T>(k + 1);
    if (k % 2 == 0) {
      gv::set_triangle(b, k, {{-z, -z, z}, {3 * z, -z, z}, {-z, 3 * z, z}});
      want[k] = gv::Relation::overlapping;
    } else {
      gv::set_triangle(b, k, {{-z, -z, -z}, {3 * z, -z, -z}, {-z, 3 * z, -z}});  // behind
      want[k] = gv::Relation::disjoint;
    }
  }
  const gv::Ray<T> r{{0, 0, 0}, {T(0.125), T(0.25), 1}, 0, std::numeric_limits<T>::infinity()};
  const gv::Stats st = this->check(r, b, want);
  EXPECT_EQ(st.filter, static_cast<std::uint64_t>(TestFixture::kLanes));
  // ... and it is the vector filter that decides them, every lane
  const gv::batch_detail::RtRay q = gv::batch_detail::rt_ray(r);
  ASSERT_TRUE(q.fast);
  for (int at = 0; at < TestFixture::kLanes; at += 4) {
    const gv::batch_detail::Verdict4 v = gv::batch_detail::rt_filter4(q, b, at);
    EXPECT_EQ(v.overlapping, 0x5u) << "lanes " << at << ".." << at + 3;
    EXPECT_EQ(v.disjoint, 0xau) << "lanes " << at << ".." << at + 3;
  }
}

// The ray's parameters at the edges of the double screen (tmin in (0,
// 2^-20), tmax above 2^100: exact stage for every lane), tmin == -0.0,
// tmin == tmax, and vertices outside the screen beside valid lanes.
TYPED_TEST(GV_RT_BATCH_SUITE, ParametersAndMagnitudesAtTheScreen) {
  using T = typename TestFixture::Scalar;
  const T inf = std::numeric_limits<T>::infinity();
  typename TestFixture::Batch b;
  gv::Relation want[8];
  for (int k = 0; k < TestFixture::kLanes; ++k) {  // the plane z = 1 at k even, z = 3 at k odd
    const T z = k % 2 == 0 ? T(1) : T(3);
    gv::set_triangle(b, k, {{-1, -1, z}, {3, -1, z}, {-1, 3, z}});
  }
  const T tiny = std::ldexp(T(1), -40), big = std::ldexp(T(1), 110);
  for (int k = 0; k < TestFixture::kLanes; ++k) want[k] = gv::Relation::overlapping;
  this->check({{0, 0, 0}, {0, 0, 1}, tiny, big}, b, want);
  this->check({{0, 0, 0}, {0, 0, 1}, T(-0.0), inf}, b, want);
  // tmin == tmax == 1: the point (0, 0, 1) on the z = 1 triangles
  for (int k = 0; k < TestFixture::kLanes; ++k) want[k] = k % 2 == 0 ? gv::Relation::touching : gv::Relation::disjoint;
  this->check({{0, 0, 0}, {0, 0, 1}, 1, 1}, b, want);
  // a subnormal and a huge triangle beside the others
  const T sub = std::numeric_limits<T>::denorm_min(), huge = std::numeric_limits<T>::max() / 4;
  gv::set_triangle(b, 1, {{-sub, -sub, 2 * sub}, {3 * sub, -sub, 2 * sub}, {-sub, 3 * sub, 2 * sub}});
  gv::set_triangle(b, 2, {{-huge, -huge, huge}, {huge, -huge, huge}, {0, huge, huge}});  // (0, 0) interior
  for (int k = 0; k < TestFixture::kLanes; ++k) want[k] = gv::Relation::overlapping;
  this->check({{0, 0, 0}, {0, 0, 1}, 0, inf}, b, want);
}

// Double lanes are screened on their differences from the ray's origin,
// a_ik = p_ik - o_k: each 0 or of magnitude in [2^-250, 2^301] (kRtDiffHi).
// At both ends: a lane exactly at an end is the batch filter's, one ulp
// beyond goes to the scalar call, whose own screen (on the coordinates,
// [2^-250, 2^300]) sends every lane here to the exact stage: the triangles
// lie in the plane z = 2^-300, below that screen, while their differences
// from the origin (0, 0, -1) are about 1. Every answer is overlapping, with
// no flag.
TYPED_TEST(GV_RT_BATCH_SUITE, DoubleLanesScreenTheirDifferencesAtBothEnds) {
  using T = typename TestFixture::Scalar;
  if constexpr (std::is_same_v<T, double>) {
    constexpr int N = TestFixture::kLanes;
    const double lo = 0x1p-250, below = std::nextafter(lo, 0.0);
    const double hi = 0x1p301, above = std::nextafter(hi, HUGE_VAL);
    const double z = 0x1p-300;
    const auto small = [z](double s) { return gv::Triangle<double>{{-s, -s, z}, {3 * s, -s, z}, {-s, 3 * s, z}}; };
    const auto large = [z](double s) { return gv::Triangle<double>{{-s, -1, z}, {s, -1, z}, {0, 3, z}}; };
    const gv::Triangle<double> lanes[4] = {small(lo), small(below), large(hi), large(above)};
    typename TestFixture::Batch b;
    gv::Relation want[8];
    for (int k = 0; k < N; ++k) {
      gv::set_triangle(b, k, lanes[k % 4]);
      want[k] = gv::Relation::overlapping;
    }
    const gv::Stats st = this->check({{0, 0, -1}, {0, 0, 1}, 0, HUGE_VAL}, b, want);
    EXPECT_EQ(st.filter, static_cast<std::uint64_t>(N / 2)) << "the lanes at the ends";
    EXPECT_EQ(st.exact, static_cast<std::uint64_t>(N / 2)) << "the lanes beyond them";
    // The largest coordinates against an origin at the ray's screen's end:
    // p - o rounds to +-DBL_MAX without overflowing (check() asserts no flag),
    // and such lanes are the exact stage's.
    const double max = std::numeric_limits<double>::max(), far = 0x1p300;
    for (int k = 0; k < N; ++k) {
      gv::set_triangle(b, k, k % 2 == 0 ? gv::Triangle<double>{{max, -max, 1}, {max, max, 1}, {-max, 0, 1}}
                                        : gv::Triangle<double>{{-max, -max, 3}, {max, -max, 3}, {0, max, 3}});
      want[k] = gv::Relation::overlapping;
    }
    const gv::Stats st_far = this->check({{-far, 0, 0}, {0, 0, 1}, 0, HUGE_VAL}, b, want);
    EXPECT_EQ(st_far.exact, static_cast<std::uint64_t>(N));
  }
}

TYPED_TEST(GV_RT_BATCH_SUITE, InvalidTrianglesAndRays) {
  using T = typename TestFixture::Scalar;
  const T nan = std::numeric_limits<T>::quiet_NaN(), inf = std::numeric_limits<T>::infinity();
  typename TestFixture::Batch b;
  gv::Relation want[8];
  for (int k = 0; k < TestFixture::kLanes; ++k) {
    gv::set_triangle(b, k, {{-1, -1, 1}, {3, -1, 1}, {-1, 3, 1}});
    want[k] = gv::Relation::overlapping;
  }
  b.x[0][1] = nan;
  want[1] = gv::Relation::invalid;
  b.z[2][3] = -inf;
  want[3] = gv::Relation::invalid;
  const gv::Stats st = this->check({{0, 0, 0}, {0, 0, 1}, 0, inf}, b, want);
  EXPECT_EQ(st.invalid, 2u);
  for (int k = 0; k < TestFixture::kLanes; ++k) want[k] = gv::Relation::invalid;
  const typename TestFixture::R bad[3] = {
      {{0, nan, 0}, {0, 0, 1}, 0, inf}, {{0, 0, 0}, {0, 0, 1}, 2, 1}, {{0, 0, 0}, {0, 0, 1}, 0, nan}};
  for (const auto& r : bad) EXPECT_EQ(this->check(r, b, want).invalid, static_cast<std::uint64_t>(TestFixture::kLanes));
}

// A NaN or an infinity in any one coordinate of one lane's triangle, beside
// valid lanes that the ray crosses or misses, for rays along an axis (zero
// direction components: 0 * inf in the bound) and slanted ones: that lane
// alone is invalid. (Float lanes are not screened: the filter must leave
// them undecided by itself.)
TYPED_TEST(GV_RT_BATCH_SUITE, OneBadCoordinateInvalidatesItsLaneOnly) {
  using T = typename TestFixture::Scalar;
  constexpr int N = TestFixture::kLanes;
  const T bad[3] = {std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::infinity(),
                    -std::numeric_limits<T>::infinity()};
  const typename TestFixture::R rays[2] = {{{0, 0, -1}, {0, 0, 1}, 0, std::numeric_limits<T>::infinity()},
                                           {{0, 0, -1}, {T(0.125), T(-0.25), 1}, 0, 4}};
  for (const auto& r : rays) {
    for (int lane = 0; lane < N; ++lane) {
      for (int slot = 0; slot < 9; ++slot) {
        for (const T v : bad) {
          typename TestFixture::Batch b;
          gv::Relation want[N];
          for (int k = 0; k < N; ++k) {
            const T z = static_cast<T>(k % 3);  // planes z = 0, 1, 2: crossed
            if (k % 2 == 0) {
              gv::set_triangle(b, k, {{-1, -1, z}, {3, -1, z}, {-1, 3, z}});
              want[k] = gv::Relation::overlapping;
            } else {  // beside the ray
              gv::set_triangle(b, k, {{5, 5, z}, {6, 5, z}, {5, 6, z}});
              want[k] = gv::Relation::disjoint;
            }
          }
          T* coords[3] = {b.x[slot / 3], b.y[slot / 3], b.z[slot / 3]};
          coords[slot % 3][lane] = v;
          want[lane] = gv::Relation::invalid;
          this->check(r, b, want);
          if (::testing::Test::HasFailure()) return;
        }
      }
    }
  }
}

// --- the bounds' worst cases, in every vertex order ------------------------

// The scalar filter's worst cases (tests/support/ray_triangle_worst_cases.h:
// rays within two ulps of an edge or a vertex, range ends at the hit,
// origins within two ulps of the plane), the case's triangle in every lane
// under the six vertex orders, so that each lane rounds its own way: every
// lane against the scalar call and the oracle, and both stages reached.
TYPED_TEST(GV_RT_BATCH_SUITE, WorstCasesOfTheBoundsInEveryVertexOrder) {
  using T = typename TestFixture::Scalar;
  constexpr int N = TestFixture::kLanes;
  gv::gen::Prng rng(std::is_same_v<T, float> ? 0x7c1 : 0x7c2);
  gv::Stats total;
  const int n = gv::test_support::work(4000, 400);
  for (int i = 0; i < n; ++i) {
    typename TestFixture::R r;
    typename TestFixture::Tri t;
    const bool anisotropic = (i / 16) % 2 == 1;
    const bool made = i % 2 == 0 ? gv::test_support::near_edge_case(rng, r, t, anisotropic)
                                 : gv::test_support::origin_on_plane_case(rng, i % 16 == 1, r, t, anisotropic);
    if (!made) continue;
    const gv::Vec3<T> v[3] = {t.p0, t.p1, t.p2};
    const int order[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
    typename TestFixture::Batch b;
    gv::Relation want[N];
    const gv::Relation exact = gv::exact::ray_triangle(r, t).relation;
    for (int k = 0; k < N; ++k) {
      const int* o = order[k % 6];
      gv::set_triangle(b, k, {v[o[0]], v[o[1]], v[o[2]]});
      want[k] = exact;
    }
    const gv::Stats st = this->check(r, b, want);
    total.exact += st.exact;
    const gv::batch_detail::RtRay q = gv::batch_detail::rt_ray(r);
    for (int at = 0; q.fast && at < N; at += 4) {  // lanes the vector filter decided itself
      const gv::batch_detail::Verdict4 verdict = gv::batch_detail::rt_filter4(q, b, at);
      for (int k = 0; k < 4; ++k) total.filter += ((verdict.disjoint | verdict.overlapping) >> k) & 1u;
    }
    if (::testing::Test::HasFailure()) return;
  }
  EXPECT_GT(total.filter, 0u) << "lanes decided by the vector filter";
  EXPECT_GT(total.exact, 0u);
}

// --- closed meshes: a ray from inside through shared edges and vertices -----

TYPED_TEST(GV_RT_BATCH_SUITE, ClosedMeshesLaneByLane) {
  using T = typename TestFixture::Scalar;
  constexpr int N = TestFixture::kLanes;
  using C = gv::query::RayTriangle<T>;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(std::is_same_v<T, float> ? 0x7b1 : 0x7b2);
  const int meshes = gv::test_support::work(120, 12);
  for (int i = 0; i < meshes; ++i) {
    const std::size_t cls = i % 2 == 0 ? 16 : 17;
    ASSERT_TRUE(Gen::is_mesh_class(cls));
    const gv::gen::Mesh<T> m = Gen::make_mesh(rng, cls);
    unsigned hits = 0;
    for (std::size_t at = 0; at < m.tris.size(); at += N) {
      typename TestFixture::Batch b;
      gv::Relation want[N];
      for (int k = 0; k < N; ++k) {
        const std::size_t j = (at + static_cast<std::size_t>(k)) % m.tris.size();
        gv::set_triangle(b, k, m.tris[j]);
        want[k] = gv::exact::ray_triangle(m.ray, m.tris[j]).relation;
      }
      gv::Relation out[N];
      hits += gv::relations(m.ray, b, out) != 0u;
      this->check(m.ray, b, want);
      if (::testing::Test::HasFailure()) return;
    }
    EXPECT_GT(hits, 0u) << "the ray from inside left the closed mesh without a hit, class " << Gen::kClasses[cls];
  }
}

// --- differential: every generator class ----------------------------------

template <class T>
T ulp_up(T x) {
  return std::nextafter(x, std::numeric_limits<T>::infinity());
}

TYPED_TEST(GV_RT_BATCH_SUITE, EveryLaneOnEveryGeneratorClass) {
  using T = typename TestFixture::Scalar;
  constexpr int N = TestFixture::kLanes;
  using C = gv::query::RayTriangle<T>;
  using Gen = gv::gen::Generator<C>;
  constexpr int kHarmful = gv::test_support::kHarmfulFlags;
  gv::gen::Prng rng(std::is_same_v<T, float> ? 0x7b3 : 0x7b4);
  gv::Stats total;
  gv::Triangle<T> recent[N];
  for (auto& t : recent) t = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  const int n = gv::test_support::work(4000, 400);
  std::uint64_t vector_decided = 0;
  for (int i = 0; i < n; ++i) {
    const std::size_t cls = static_cast<std::size_t>(i) % Gen::kClasses.size();
    const C c = Gen::make(rng, cls);
    const int own = i % N;
    typename TestFixture::Batch b;
    for (int k = 0; k < N; ++k) {
      gv::Triangle<T> t = recent[k];
      if (k == (own + 1) % N) {  // the case's triangle with one coordinate an ulp up
        t = c.tri;
        gv::Vec3<T>* v[3] = {&t.p0, &t.p1, &t.p2};
        gv::set(*v[k % 3], (k / 3) % 3, ulp_up(gv::get(*v[k % 3], (k / 3) % 3)));
      }
      gv::set_triangle(b, k, t);
    }
    gv::set_triangle(b, own, c.tri);
    recent[static_cast<std::size_t>(i) % N] = c.tri;
    gv::Relation out[N];
    std::feclearexcept(FE_ALL_EXCEPT);
    const unsigned mask = gv::relations(c.ray, b, out, &total);
    const gv::batch_detail::RtRay q = gv::batch_detail::rt_ray(c.ray);
    if (q.fast) {  // what the vector filter decided itself agrees too
      for (int at = 0; at < N; at += 4) {
        const gv::batch_detail::Verdict4 v = gv::batch_detail::rt_filter4(q, b, at);
        for (int k = 0; k < 4; ++k) {
          if (((v.disjoint | v.overlapping) >> k) & 1u) {
            ++vector_decided;
            ASSERT_EQ(((v.overlapping >> k) & 1u) ? gv::Relation::overlapping : gv::Relation::disjoint, out[at + k]);
          }
        }
      }
    }
    bool all_valid = true;
    for (int k = 0; k < N; ++k) all_valid = all_valid && out[k] != gv::Relation::invalid;
    if (all_valid) {
      ASSERT_EQ(std::fetestexcept(kHarmful), 0) << "class " << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
    }
    const gv::Relation want = gv::exact::ray_triangle(c.ray, c.tri).relation;
    ASSERT_EQ(out[own], want) << "class " << Gen::kClasses[cls] << ", lane " << own << "\n"
                              << gv::query::declarations(c);
    for (int k = 0; k < N; ++k) {
      const gv::Relation scalar = gv::relation(c.ray, gv::triangle_of(b, k));
      ASSERT_EQ(out[k], scalar) << "class " << Gen::kClasses[cls] << "\n" << TestFixture::show(c.ray, b, k);
      ASSERT_EQ((mask >> k) & 1u, static_cast<unsigned>(gv::intersecting(scalar)));
    }
  }
  EXPECT_GT(total.filter, 0u);
  EXPECT_GT(total.exact, 0u);
  EXPECT_GT(vector_decided, static_cast<std::uint64_t>(n) * N / 4);  // the vector filter does the bulk
  EXPECT_EQ(total.filter + total.exact + total.invalid, static_cast<std::uint64_t>(n) * N);
}

}  // namespace
