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

#include <cstdlib>
#include <string>

#include "geoverify/crosscheck/crosscheck.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/exact/ray_aabb.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"

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
  return env ? std::atoi(env) : 150;
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

TEST(OracleAgreement, RayAabb) {
  agree<gv::query::RayAabb<float>>(gv::crosscheck::ray_aabb<float>, 1);
  agree<gv::query::RayAabb<double>>(gv::crosscheck::ray_aabb<double>, 2);
}

TEST(OracleAgreement, ObbSphere) {
  agree<gv::query::ObbSphere<float>>(gv::crosscheck::obb_sphere<float>, 3);
  agree<gv::query::ObbSphere<double>>(gv::crosscheck::obb_sphere<double>, 4);
}

TEST(OracleAgreement, ObbObb) {
  agree<gv::query::ObbObb<float>>(gv::crosscheck::obb_obb<float>, 5);
  agree<gv::query::ObbObb<double>>(gv::crosscheck::obb_obb<double>, 6);
}

TEST(OracleAgreement, AabbTriangle) {
  agree<gv::query::AabbTriangle<float>>(gv::crosscheck::aabb_triangle<float>, 7);
  agree<gv::query::AabbTriangle<double>>(gv::crosscheck::aabb_triangle<double>, 8);
}

TEST(OracleAgreement, PlaneAabb) {
  agree<gv::query::PlaneAabb<float>>(gv::crosscheck::plane_aabb<float>, 9);
  agree<gv::query::PlaneAabb<double>>(gv::crosscheck::plane_aabb<double>, 10);
}

// The exact slab interval (entry and exit parameters) agrees with the relation.
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

}  // namespace
