// SPDX-License-Identifier: MIT
// Specification of check_ray_caster() (campaign/mesh_check.h): a user's ray
// caster judged over whole meshes.
//
// The certified caster (core/ray_mesh.h) holds the exact contract; a
// textbook Moller-Trumbore loop leaks through shared edges (a watertight
// violation) and misses grazing rays (exact only); a caster that also
// reports hits behind the origin is caught by its parameter, never excused
// as "a hit, so no leak"; a hit attributed to a neighbour of the tie set is
// a wrong triangle under exact and permitted under watertight. Fixed seeds
// and counts: the verdicts are the same on every machine.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <memory>
#include <stdexcept>
#include <vector>

#include "geoverify/campaign/mesh_check.h"
#include "geoverify/core/ray_mesh.h"
#include "geoverify/query/literal.h"
#include "geoverify/specimens/zoo_moller_trumbore.h"
#include "geoverify/query/mesh.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_campaign_mesh_check_test {

using gv::test_support::work_cases;

namespace {

using gv::campaign::MeshCast;
using gv::campaign::RayCaster;

/// The certified caster (campaign::certified_caster); with
/// neighbour_shift, it reports a triangle sharing a vertex with the hit
/// one that the ray does not meet.
template <class T>
RayCaster<T> certified(bool neighbour_shift = false) {
  RayCaster<T> c = gv::campaign::certified_caster<T>();
  if (!neighbour_shift) return c;
  c.cast = [inner = c.cast](const gv::Ray<T>& r, const gv::TriangleMesh<T>& m) {
    MeshCast<T> a = inner(r, m);
    if (!a.hit) return a;
    const std::uint32_t* mine = m.indices + 3 * std::size_t{a.triangle};
    for (std::uint32_t i = 0; i < m.triangle_count; ++i) {
      const std::uint32_t* other = m.indices + 3 * std::size_t{i};
      bool shares = false;
      for (int p = 0; p < 3; ++p) {
        for (int q = 0; q < 3; ++q) shares |= mine[p] == other[q];
      }
      if (shares && !gv::intersecting(gv::relation(r, gv::triangle_of(m, i)))) {
        a.triangle = i;
        break;
      }
    }
    return a;
  };
  return c;
}

/// Moller-Trumbore's intersect_triangle (the zoo's transcription) over
/// every triangle, kept when t > 1e-7; when behind is set, any t is kept (a
/// caster that does not clip to the ray), the smallest |t| wins.
template <class T>
RayCaster<T> textbook(bool behind) {
  RayCaster<T> c;
  c.name = behind ? "moller-trumbore, hits behind the origin" : "moller-trumbore";
  c.cast = [behind](const gv::Ray<T>& r, const gv::TriangleMesh<T>& m) {
    MeshCast<T> best;
    for (std::uint32_t i = 0; i < m.triangle_count; ++i) {
      const gv::Triangle<T> tri = gv::triangle_of(m, i);
      T o[3] = {r.o.x, r.o.y, r.o.z}, d[3] = {r.dir.x, r.dir.y, r.dir.z};
      T p0[3] = {tri.p0.x, tri.p0.y, tri.p0.z}, p1[3] = {tri.p1.x, tri.p1.y, tri.p1.z},
        p2[3] = {tri.p2.x, tri.p2.y, tri.p2.z};
      T t = 0, u = 0, v = 0;
      if (!gv::specimens::moller_trumbore::intersect_triangle<T>(o, d, p0, p1, p2, &t, &u, &v)) continue;
      if (!behind && !(t > T(1e-7))) continue;
      if (!best.hit || std::fabs(t) < std::fabs(best.t)) best = {true, i, t};
    }
    return best;
  };
  return c;
}

gv::campaign::MeshCheckOptions small(std::uint64_t seed, std::uint64_t meshes = 24, std::uint64_t rays = 64) {
  gv::campaign::MeshCheckOptions o;
  o.seed = seed;
  o.meshes = work_cases(static_cast<int>(meshes), 4);
  o.rays_per_mesh = rays;
  o.max_triangles = 2000;
  return o;
}

template <class T>
class MeshCheckTest : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(MeshCheckTest, Scalars);

TYPED_TEST(MeshCheckTest, TheCertifiedCasterHoldsTheExactContract) {
  using T = TypeParam;
  const auto r = gv::campaign::check_ray_caster(certified<T>(), small(1));
  EXPECT_TRUE(r.holds()) << gv::campaign::to_text(r);
  EXPECT_GT(r.truth_hits, r.rays / 4);
  EXPECT_GT(r.crossings, r.truth_hits / 4);
  EXPECT_LT(r.crossings, r.truth_hits);  // touching rays are drawn too
}

TYPED_TEST(MeshCheckTest, TheTextbookLoopLeaksThroughSharedEdges) {
  using T = TypeParam;
  RayCaster<T> mt = textbook<T>(false);
  mt.contract = gv::query::Contract::watertight();
  mt.t_contract = gv::query::NumberContract::absolute(1e-3);
  const auto r = gv::campaign::check_ray_caster(mt, small(2, 48, 128));
  EXPECT_GT(r.leaks, 0u) << gv::campaign::to_text(r);
  EXPECT_FALSE(r.holds());
  ASSERT_FALSE(r.counterexamples.empty());
  EXPECT_NE(r.counterexamples.front().find("gv::query::MeshSpec<"), std::string::npos);
}

TYPED_TEST(MeshCheckTest, HitsBehindTheOriginAreWrongNotAnExcuse) {
  using T = TypeParam;
  RayCaster<T> c = textbook<T>(true);
  c.contract = gv::query::Contract::watertight();
  c.t_contract = gv::query::NumberContract::absolute(1e-3);
  const auto r = gv::campaign::check_ray_caster(c, small(3));
  EXPECT_GT(r.wrong_numbers, 0u) << gv::campaign::to_text(r);
  bool behind = false;
  for (const auto& text : r.counterexamples) behind |= text.find("wrong t") != std::string::npos;
  EXPECT_TRUE(behind) << gv::campaign::to_text(r);
}

TYPED_TEST(MeshCheckTest, ANeighboursTriangleIsWrongUnderExactAndPermittedUnderWatertight) {
  using T = TypeParam;
  RayCaster<T> c = certified<T>(true);
  c.t_contract = gv::query::NumberContract::ulps(1);
  const auto exact = gv::campaign::check_ray_caster(c, small(4, 8, 32));
  EXPECT_GT(exact.wrong_triangles, 0u);
  c.contract = gv::query::Contract::watertight();
  const auto watertight = gv::campaign::check_ray_caster(c, small(4, 8, 32));
  EXPECT_EQ(watertight.wrong_triangles, 0u) << gv::campaign::to_text(watertight);
}

TYPED_TEST(MeshCheckTest, TheRunIsAFunctionOfTheOptions) {
  using T = TypeParam;
  RayCaster<T> mt = textbook<T>(false);
  const auto a = gv::campaign::check_ray_caster(mt, small(5, 8, 32));
  const auto b = gv::campaign::check_ray_caster(mt, small(5, 8, 32));
  EXPECT_EQ(a.violations, b.violations);
  EXPECT_EQ(a.truth_hits, b.truth_hits);
  EXPECT_EQ(a.counterexamples, b.counterexamples);
}

TYPED_TEST(MeshCheckTest, StopAtFirstEndsTheRunAtItsFirstViolation) {
  using T = TypeParam;
  RayCaster<T> mt = textbook<T>(false);
  mt.contract = gv::query::Contract::watertight();
  mt.t_contract = gv::query::NumberContract::absolute(1e-3);
  gv::campaign::MeshCheckOptions o = small(2, 48, 128);
  const auto whole = gv::campaign::check_ray_caster(mt, o);
  ASSERT_GT(whole.violations, 1u);
  o.stop_at_first = true;
  const auto first = gv::campaign::check_ray_caster(mt, o);
  EXPECT_EQ(first.violations, 1u) << gv::campaign::to_text(first);
  EXPECT_LT(first.rays, whole.rays);
  ASSERT_EQ(first.counterexamples.size(), 1u);
  EXPECT_EQ(first.counterexamples.front(), whole.counterexamples.front());  // the same first violation
}

// Regressions: what the judge met on 10^6 rays of the example's robust
// caster, each kept with its hex-float literals. Below float resolution,
// watertight permits it; exact does not; a real leak and a hit behind the
// origin are violations under both.
struct Replay {
  gv::query::MeshSpec<float> mesh;
  gv::Ray<float> ray;
  MeshCast<float> answer;
};

gv::campaign::CastVerdict replay(const Replay& r, gv::query::Contract contract) {
  RayCaster<float> c;
  c.contract = contract;
  c.t_contract = gv::query::NumberContract::absolute(1e-5);
  return gv::campaign::judge_cast(c, r.mesh, r.ray, r.answer);
}

TEST(MeshCheckRegression, BelowFloatResolutionIsPermittedUnderWatertightOnly) {
  const float inf = std::numeric_limits<float>::infinity();
  const Replay cases[] = {
      // A grid fan whose ring vertices are 1e-16 off the grid (cos(pi/2) in
      // double): the ray runs along a face tilted by 1e-16 and crosses it.
      {{4, 4, 0x0u, 0, {0, 2, 1}, {1, 0, 1}, {0x0p+0f, 0x0p+0f, 0x0p+0f}},
       {{-0x1.6p+1f, 0x1.6p+1f, -0x1p+0f}, {0x1.8p+1f, -0x1p+1f, 0x1p+0f}, 0x0p+0f, inf},
       {false, 0, 0}},
      // A rotated box's corner clipped by less than a float ulp: in and out
      // within (1, 1 + 2^-23).
      {{2, 1, 0xe45cbd6a2d9e96dbu, 1, {1, 0, 2}, {0, 1, 0}, {0x0p+0f, 0x0p+0f, 0x0p+0f}},
       {{0x1.d22b6cp+1f, -0x1.21496cp+2f, -0x1.52b4bep+1f}, {-0x1.02b73cp+1f, 0x1.483562p+2f, 0x1.5a2448p+1f}, 0x0p+0f, inf},
       {false, 0, 0}},
      // Through a fan's edge whose lower face the ray grazes (edge-on to
      // within 1e-16): Woop's test, in double, gives that face the hit at a
      // meaningless t = 1.25 (the exit), not the entry at t = 1.
      {{4, 4, 0x0u, 0, {1, 0, 2}, {1, 0, 0}, {0x0p+0f, 0x0p+0f, 0x0p+0f}},
       {{-0x1.4p+1f, 0x1p-1f, 0x1p+0f}, {0x1p+1f, -0x1p+0f, -0x1p+0f}, 0x0p+0f, inf},
       {true, 5, 0x1.4p+0f}},
      // An origin 4e-18 off the face it sits on: a hit at t = 0 on that face.
      {{4, 4, 0x0u, -4, {2, 1, 0}, {0, 0, 1}, {0x0p+0f, 0x0p+0f, 0x0p+0f}},
       {{0x0p+0f, -0x1p-5f, 0x1p-5f}, {-0x1.ab1572p-5f, -0x1.ec7646p-6f, -0x1.709436p-4f}, 0x0p+0f, inf},
       {true, 4, 0x0p+0f}},
  };
  for (const Replay& r : cases) {
    const auto w = replay(r, gv::query::Contract::watertight());
    EXPECT_FALSE(w.violation) << w.what << "\n" << gv::query::declaration("mesh", r.mesh);
    const auto e = replay(r, gv::query::Contract::exact());
    EXPECT_TRUE(e.violation) << gv::query::declaration("mesh", r.mesh);
  }
}

TEST(MeshCheckRegression, ARealLeakAndAHitBehindTheOriginAreViolationsUnderBoth) {
  const float inf = std::numeric_limits<float>::infinity();
  // The example's plain caster (Moller-Trumbore) at seed 1: a ray from
  // inside a rotated box, aimed at an edge, slips out between its triangles.
  const Replay leak{{2, 1, 0xe45cbd6a2d9e96dbu, 1, {1, 0, 2}, {0, 1, 0}, {0x0p+0f, 0x0p+0f, 0x0p+0f}},
                    {{-0x1.e1bbc4p-5f, 0x1.5a00bep-5f, -0x1.736b9p-4f}, {-0x1.8fda82p+0f, -0x1.4cffcp-1f, 0x1.0af47cp-5f},
                     0x0p+0f, inf},
                    {false, 0, 0}};
  for (const auto contract : {gv::query::Contract::watertight(), gv::query::Contract::exact()}) {
    const auto v = replay(leak, contract);
    EXPECT_TRUE(v.violation);
    EXPECT_TRUE(v.crossing);
    EXPECT_EQ(v.what.rfind("leak", 0), 0u) << v.what;
  }
  // The same ray answered with the right triangle behind its origin.
  Replay behind = leak;
  const gv::MeshHit<float> truth = [&] {
    const auto built = gv::query::mesh_of(leak.mesh);
    return gv::ray_mesh_closest(built->bvh, leak.ray);
  }();
  ASSERT_TRUE(gv::intersecting(truth.relation));
  behind.answer = {true, truth.triangle, -truth.t_lo};
  for (const auto contract : {gv::query::Contract::watertight(), gv::query::Contract::exact()}) {
    const auto v = replay(behind, contract);
    EXPECT_TRUE(v.violation);
    EXPECT_EQ(v.what.rfind("wrong t", 0), 0u) << v.what;
  }
  // And the right answer holds under both.
  Replay right = leak;
  right.answer = {true, truth.triangle, truth.t_lo};
  EXPECT_FALSE(replay(right, gv::query::Contract::exact()).violation);
  EXPECT_FALSE(replay(right, gv::query::Contract::watertight()).violation);
}

TEST(MeshCheck, RefusesWhatItCannotJudge) {
  RayCaster<float> none;
  EXPECT_THROW(gv::campaign::check_ray_caster(none, small(1)), std::invalid_argument);
  RayCaster<float> c = certified<float>();
  c.contract = gv::query::Contract::conservative();
  EXPECT_THROW(gv::campaign::check_ray_caster(c, small(1)), std::invalid_argument);
  gv::campaign::MeshCheckOptions o = small(1);
  o.rays_per_mesh = 0;
  EXPECT_THROW(gv::campaign::check_ray_caster(certified<float>(), o), std::invalid_argument);
}

}  // namespace

}  // namespace gv_campaign_mesh_check_test
