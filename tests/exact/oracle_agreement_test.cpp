// SPDX-License-Identifier: MIT
// The oracles agree with the independent formulations (exact/crosscheck: exact
// linear programming; a parameter-space face enumeration for OBB-sphere) on
// generated cases of every degeneracy class, float and double; the margin's
// sign always agrees with the relation; and ray-AABB's exact slab interval
// agrees with its relation.
//
// The number of cases per class and scalar type is GEOVERIFY_AGREEMENT_CASES
// (default 150, to keep CTest quick); GEOVERIFY_AGREEMENT_CLASSES, a comma
// separated list of class names, restricts the run. The acceptance figure,
// 10^5 cases per degeneracy family (float and double), is run as
//   GEOVERIFY_AGREEMENT_CASES=50000 build/gcc/tests/exact/exact_oracle_agreement_test
#include <gtest/gtest.h>

#include <cmath>
#include <cstdlib>
#include <string>
#include <tuple>
#include <type_traits>

#include "geoverify/crosscheck/crosscheck.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/exact/ray_aabb.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/exact/rational/ray_aabb.h"
#include "every_query.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_oracle_agreement_test {

using gv::test_support::work;

namespace {

using gv::Relation;

bool class_selected(const char* name) {
  const char* env = std::getenv("GEOVERIFY_AGREEMENT_CLASSES");
  if (!env || !*env) return true;
  const std::string list = std::string(",") + env + ",";
  return list.find(std::string(",") + name + ",") != std::string::npos;
}

int cases_per_class() {
  const char* env = std::getenv("GEOVERIFY_AGREEMENT_CASES");
  return env ? std::atoi(env) : work(150);
}

template <class C, class Cross>
void agree(Cross cross, std::uint64_t seed) {
  using Gen = gv::gen::Generator<C>;
  const int n = cases_per_class();
  for (std::size_t k = 0; k < Gen::kClasses.size(); ++k) {
    if (!class_selected(Gen::kClasses[k])) continue;
    gv::gen::Prng rng(seed * 1000 + k);
    int counts[3] = {0, 0, 0};
    for (int i = 0; i < n; ++i) {
      const C c = Gen::make(rng, k);
      ASSERT_TRUE(gv::query::valid(c));
      const gv::exact::Result r = gv::exact::oracle(c);
      const auto [a, b] = c.tie();
      const Relation x = cross(a, b);
      ASSERT_EQ(r.relation, x) << Gen::kClasses[k] << ": oracle " << gv::to_string(r.relation) << ", cross-check "
                               << gv::to_string(x) << "\n"
                               << gv::query::declarations(c);
      ASSERT_EQ(r.margin > 0, r.relation == Relation::disjoint) << gv::query::declarations(c);
      ASSERT_EQ(r.margin < 0, r.relation == Relation::overlapping) << gv::query::declarations(c);
      ASSERT_EQ(r.relative_margin > 0, r.margin > 0);
      ++counts[static_cast<int>(r.relation)];
    }
    if (n >= 100) {
      std::printf("%s %-22s %d cases agree (disjoint %d, touching %d, overlapping %d)\n", C::kQuery,
                  Gen::kClasses[k], n, counts[0], counts[1], counts[2]);
    }
  }
}

// Every registered query with a second formulation (crosscheck::of exists);
// the others are checked against another oracle in their own tests (plane-
// sphere by its closed form, sphere-aabb against obb-sphere on axis-aligned
// boxes).
template <class C>
class OracleAgreementEveryQuery : public ::testing::Test {};
using CrossChecked =
    gv::test_support::detail::TypesOf<gv::query::CasesWhere<gv::crosscheck::HasFormulationT>>::type;
TYPED_TEST_SUITE(OracleAgreementEveryQuery, CrossChecked, gv::test_support::CaseTypeName);

TYPED_TEST(OracleAgreementEveryQuery, OnEveryGeneratorClass) {
  using C = TypeParam;
  agree<C>([](const auto& a, const auto& b) { return gv::crosscheck::of(C{a, b}); },
           gv::test_support::seed_for<C>(3) % 100000);
}

// What makes t_enter the entry parameter, checked exactly: the point
// o + t_enter dir is in the box, and either t_enter == tmin or some axis
// with d_i != 0 has the point on the face the ray enters through (so no
// smaller t is in the box). The same for t_exit with tmax and the face it
// leaves through; an unbounded exit means no axis ever stops the ray.
template <class T>
::testing::AssertionResult entry_and_exit_are_exact(const gv::Ray<T>& ray, const gv::Aabb<T>& box,
                                                    const gv::exact::RayInterval& iv) {
  using gv::exact::Rational;
  using gv::exact::to_rational;
  const gv::exact::Vec3Q o = to_rational(ray.o), d = to_rational(ray.dir);
  const gv::exact::Vec3Q lo = to_rational(box.min), hi = to_rational(box.max);
  const Rational os[3] = {o.x, o.y, o.z}, ds[3] = {d.x, d.y, d.z};
  const Rational los[3] = {lo.x, lo.y, lo.z}, his[3] = {hi.x, hi.y, hi.z};
  auto inside = [&](const Rational& t) {
    for (int i = 0; i < 3; ++i) {
      const Rational x = os[i] + t * ds[i];
      if (x < los[i] || x > his[i]) return false;
    }
    return true;
  };
  // true iff some axis stops the ray at t: entering (sign +1) or leaving (-1)
  auto on_face = [&](const Rational& t, int sign) {
    for (int i = 0; i < 3; ++i) {
      if (ds[i] == 0) continue;
      const Rational x = os[i] + t * ds[i];
      if (sign * ds[i].sign() > 0 ? x == los[i] : x == his[i]) return true;
    }
    return false;
  };
  if (!inside(iv.t_enter)) return ::testing::AssertionFailure() << "the entry point is outside the box";
  if (iv.t_enter != to_rational(ray.tmin) && !on_face(iv.t_enter, +1)) {
    return ::testing::AssertionFailure() << "t_enter is neither tmin nor on an entry face";
  }
  if (iv.exit_unbounded) {
    if (std::isfinite(ray.tmax)) return ::testing::AssertionFailure() << "unbounded exit with a finite tmax";
    for (int i = 0; i < 3; ++i) {
      if (ds[i] != 0) return ::testing::AssertionFailure() << "unbounded exit with a nonzero direction";
    }
    return ::testing::AssertionSuccess();
  }
  if (!inside(iv.t_exit)) return ::testing::AssertionFailure() << "the exit point is outside the box";
  const bool at_tmax = std::isfinite(ray.tmax) && iv.t_exit == to_rational(ray.tmax);
  if (!at_tmax && !on_face(iv.t_exit, -1)) {
    return ::testing::AssertionFailure() << "t_exit is neither tmax nor on an exit face";
  }
  return ::testing::AssertionSuccess();
}

// The exact slab interval (entry and exit parameters) agrees with the
// relation, and its end points are exact (entry_and_exit_are_exact).
template <class T>
void slab_interval_agrees(std::uint64_t seed) {
  using C = gv::query::RayAabb<T>;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  for (int i = 0; i < 40 * cases_per_class(); ++i) {
    const C c = Gen::make(rng, static_cast<std::size_t>(i) % Gen::kClasses.size());
    const gv::exact::RayInterval iv = gv::exact::ray_aabb_interval(c.ray, c.box);
    ASSERT_EQ(iv.hit, gv::intersecting(gv::exact::ray_aabb(c.ray, c.box).relation)) << gv::query::declarations(c);
    if (iv.hit) {
      ASSERT_GE(iv.t_enter, gv::exact::to_rational(c.ray.tmin));
      if (!iv.exit_unbounded) {
        ASSERT_LE(iv.t_enter, iv.t_exit);
      }
      ASSERT_TRUE(entry_and_exit_are_exact(c.ray, c.box, iv)) << gv::query::declarations(c);
    }
  }
}

TEST(OracleAgreement, SlabIntervalAgreesWithRayAabbRelation) {
  slab_interval_agrees<float>(11);
  slab_interval_agrees<double>(12);
}

TEST(OracleAgreement, SlabIntervalHandCases) {
  using gv::exact::Rational;
  // (-1, 1/2, 1/2) + t (2, 0, 0) enters [0,1]^3 at t = 1/2, leaves at t = 1.
  auto iv = gv::exact::ray_aabb_interval(gv::Rayd{{-1, .5, .5}, {2, 0, 0}}, gv::Aabbd{{0, 0, 0}, {1, 1, 1}});
  ASSERT_TRUE(iv.hit);
  EXPECT_EQ(iv.t_enter, Rational(1) / 2);
  EXPECT_EQ(iv.t_exit, Rational(1));
  // A zero direction inside the box stays forever; a zero direction outside misses.
  iv = gv::exact::ray_aabb_interval(gv::Rayd{{.5, .5, .5}, {0, -0.0, 0}}, gv::Aabbd{{0, 0, 0}, {1, 1, 1}});
  EXPECT_TRUE(iv.hit);
  EXPECT_TRUE(iv.exit_unbounded);
  EXPECT_FALSE(gv::exact::ray_aabb_interval(gv::Rayd{{2, .5, .5}, {0, 0, 0}}, gv::Aabbd{{0, 0, 0}, {1, 1, 1}}).hit);
  // Clipped at tmax = 1/4 before reaching the box at 1/2: no hit.
  EXPECT_FALSE(gv::exact::ray_aabb_interval(gv::Rayd{{-1, .5, .5}, {2, 0, 0}, 0, 0.25}, gv::Aabbd{{0, 0, 0}, {1, 1, 1}}).hit);
  // 0.1 is not a tenth: the entry parameter is exact in binary.
  iv = gv::exact::ray_aabb_interval(gv::Rayd{{-0.1, .5, .5}, {1, 0, 0}}, gv::Aabbd{{0, 0, 0}, {1, 1, 1}});
  EXPECT_EQ(iv.t_enter, Rational(0.1));
}

TEST(OracleAgreement, SlabIntervalOnDegenerateRays) {
  using gv::exact::Rational;
  const gv::Aabbd unit{{0, 0, 0}, {1, 1, 1}};
  auto check = [&](const gv::Rayd& r, const gv::Aabbd& b, Rational enter, Rational exit) {
    const auto iv = gv::exact::ray_aabb_interval(r, b);
    ASSERT_TRUE(iv.hit);
    ASSERT_FALSE(iv.exit_unbounded);
    EXPECT_EQ(iv.t_enter, enter);
    EXPECT_EQ(iv.t_exit, exit);
    EXPECT_TRUE(entry_and_exit_are_exact(r, b, iv));
  };
  // Origin on the entry face: enters at t = 0, leaves through x = 1 at t = 1/4.
  check(gv::Rayd{{0, .5, .5}, {4, 0, 0}}, unit, 0, Rational(1) / 4);
  // Origin on the exit face, pointing out: the single point t = 0 (touching).
  check(gv::Rayd{{1, .5, .5}, {1, 0, 0}}, unit, 0, 0);
  EXPECT_EQ(gv::exact::ray_aabb(gv::Rayd{{1, .5, .5}, {1, 0, 0}}, unit).relation, Relation::touching);
  // A -0.0 component with the origin on the face y = 0: the ray slides along
  // that face, entering at x = 0 (t = 1/2) and leaving at x = 1 (t = 1).
  check(gv::Rayd{{-1, 0, .5}, {2, -0.0, 0}}, unit, Rational(1) / 2, 1);
  check(gv::Rayd{{-1, -0.0, .5}, {2, 0, -0.0}}, unit, Rational(1) / 2, 1);
  // Through an edge: y and z reach the box at the same t = 1.
  check(gv::Rayd{{.5, -1, -1}, {0, 1, 1}}, unit, 1, 2);
  // A flat box (zero extent in y) crossed transversally: enter = exit = 1/4.
  check(gv::Rayd{{.5, -1, .5}, {0, 4, 0}}, gv::Aabbd{{0, 0, 0}, {1, 0, 1}}, Rational(1) / 4, Rational(1) / 4);
  // Clipped: tmin inside the box, tmax before the exit face.
  check(gv::Rayd{{-1, .5, .5}, {2, 0, 0}, 0.75, 0.875}, unit, Rational(3) / 4, Rational(7) / 8);
  // Origin inside with an unbounded, axis-parallel direction: leaves at x = 1.
  check(gv::Rayd{{.25, .5, .5}, {1, 0, 0}}, unit, 0, Rational(3) / 4);
  // The check itself tells a wrong end point: one strictly inside the interval.
  const gv::Rayd r{{-1, .5, .5}, {2, 0, 0}};
  auto moved = gv::exact::ray_aabb_interval(r, unit);
  moved.t_enter += Rational(1) / 8;
  EXPECT_FALSE(entry_and_exit_are_exact(r, unit, moved));
  moved = gv::exact::ray_aabb_interval(r, unit);
  moved.t_exit -= Rational(1) / 8;
  EXPECT_FALSE(entry_and_exit_are_exact(r, unit, moved));
  moved.t_exit += Rational(1) / 4;  // past the exit face: outside
  EXPECT_FALSE(entry_and_exit_are_exact(r, unit, moved));
  // A zero direction inside a bounded ray: the point o + t*0 for t in [tmin, tmax].
  const auto iv = gv::exact::ray_aabb_interval(gv::Rayd{{.5, .5, .5}, {0, 0, 0}, 1, 2}, unit);
  ASSERT_TRUE(iv.hit);
  EXPECT_EQ(iv.t_enter, 1);
  EXPECT_FALSE(iv.exit_unbounded);
  EXPECT_EQ(iv.t_exit, 2);
}

}  // namespace

}  // namespace gv_exact_oracle_agreement_test
