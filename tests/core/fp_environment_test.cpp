// SPDX-License-Identifier: MIT
// The core raises no floating-point exception on valid input: not invalid,
// division by zero, overflow, nor even underflow (only inexact), for float and
// double, across every generator class including subnormal and huge inputs.
// The relation of every registered query is checked with its allocations
// (clean_calls_test.cpp); here the hit brackets, the prepared ray and the
// extreme hand cases.
#include <gtest/gtest.h>

#include <cfenv>

#include "geoverify/core.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "work.h"
#include "fp_flags.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_fp_environment_test {

using gv::test_support::work;

namespace {

constexpr int kHarmful = gv::test_support::kHarmfulFlags;

/// Runs `call` (returning a Relation) on 6000 generator cases of C, every
/// class in turn, with the flags cleared before each call: none but inexact
/// may be raised.
template <class C, class Call>
void check_no_flags(std::uint64_t seed, Call call) {
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  for (int i = 0; i < work(6000); ++i) {
    const std::size_t cls = static_cast<std::size_t>(i) % Gen::kClasses.size();
    const C c = Gen::make(rng, cls);
    std::feclearexcept(FE_ALL_EXCEPT);
    const gv::Relation r = call(c);
    const int raised = std::fetestexcept(kHarmful);
    ASSERT_EQ(raised, 0) << "class " << Gen::kClasses[cls] << ", relation " << gv::to_string(r) << "\n"
                         << gv::query::declarations(c);
  }
}

TEST(FpEnvironment, RayTriangleHitBracketRaisesNoHarmfulFlag) {
  using F = gv::query::RayTriangle<float>;
  using D = gv::query::RayTriangle<double>;
  check_no_flags<F>(17, [](const F& c) { return gv::ray_triangle(c.ray, c.tri).relation; });
  check_no_flags<D>(18, [](const D& c) { return gv::ray_triangle(c.ray, c.tri).relation; });
}

TEST(FpEnvironment, RaySphereHitBracketRaisesNoHarmfulFlag) {
  using F = gv::query::RaySphereHit<float>;
  using D = gv::query::RaySphereHit<double>;
  check_no_flags<F>(19, [](const F& c) { return gv::ray_sphere_hit(c.ray, c.sphere).relation; });
  check_no_flags<D>(20, [](const D& c) { return gv::ray_sphere_hit(c.ray, c.sphere).relation; });
}

template <class T>
void entry_raises_no_harmful_flag(std::uint64_t seed) {
  using C = gv::query::RayAabb<T>;
  check_no_flags<C>(seed, [](const C& c) { return gv::ray_aabb_entry(c.ray, c.box).relation; });
}

TEST(FpEnvironment, RayAabbEntryRaisesNoHarmfulFlag) {
  entry_raises_no_harmful_flag<float>(7);
  entry_raises_no_harmful_flag<double>(8);
}

/// prepare_ray (a reciprocal per moving axis) and the prepared query.
template <class T>
void prepared_raises_no_harmful_flag(std::uint64_t seed) {
  using C = gv::query::RayAabb<T>;
  check_no_flags<C>(seed, [](const C& c) { return gv::relation(gv::prepare_ray(c.ray), c.box); });
}

TEST(FpEnvironment, PreparedRayRaisesNoHarmfulFlag) {
  prepared_raises_no_harmful_flag<float>(9);
  prepared_raises_no_harmful_flag<double>(10);
}

TEST(FpEnvironment, RayAabbZeroAndSubnormalDirectionsDivideByNothing) {
  // dir components 0 and -0.0 (no division by zero), subnormal components
  // (1/dir overflows), entries beyond max() and below the smallest normal.
  using gv::test_support::runtime;
  const float tf = runtime(0x1p-149f), bf = runtime(0x1.fffffep+127f), zf = runtime(0.0f);
  const double td = runtime(0x1p-1074), bd = runtime(0x1.fffffffffffffp+1023), zd = runtime(0.0);
  std::feclearexcept(FE_ALL_EXCEPT);
  gv::Stats st;
  EXPECT_EQ(gv::relation(gv::Rayf{{-1, 0.5f, 0.5f}, {1, zf, -zf}}, gv::Aabbf{{0, 0, 0}, {1, 1, 1}}, &st),
            gv::Relation::overlapping);
  EXPECT_EQ(gv::ray_aabb_entry(gv::Rayf{{-1, 0.5f, 0.5f}, {tf, zf, zf}}, gv::Aabbf{{0, 0, 0}, {1, 1, 1}}).t_lo, bf);
  EXPECT_EQ(gv::ray_aabb_entry(gv::Rayf{{-tf, 0, 0}, {bf, zf, zf}}, gv::Aabbf{{0, -1, -1}, {1, 1, 1}}).t_hi,
            0x1p-149f);
  EXPECT_EQ(gv::ray_aabb_entry(gv::Rayd{{-1, 0.5, 0.5}, {td, zd, zd}}, gv::Aabbd{{0, 0, 0}, {1, 1, 1}}).t_lo, bd);
  EXPECT_EQ(gv::ray_aabb_entry(gv::Rayd{{-td, 0, 0}, {bd, zd, zd}}, gv::Aabbd{{0, -1, -1}, {1, 1, 1}}).t_hi,
            0x1p-1074);
  EXPECT_EQ(gv::relation(gv::Rayd{{bd, bd, bd}, {-bd, -bd, -td}}, gv::Aabbd{{-bd, -bd, -bd}, {bd, bd, bd}}, &st),
            gv::Relation::overlapping);
  EXPECT_EQ(std::fetestexcept(kHarmful), 0);
}

/// Double input at both ends of the range lies outside every filter's
/// screen: the plane-box sums are filtered on their scaled terms (the box
/// straddles the plane by far), the tangent plane reaches the exact stage on
/// rescaled values; neither raises a flag.
TEST(FpEnvironment, ExtremeDoublesTakeTheScaledFiltersWithoutAFlag) {
  const double big = gv::test_support::runtime(0x1.fffffffffffffp+1023), tiny = gv::test_support::runtime(0x1p-1074);
  std::feclearexcept(FE_ALL_EXCEPT);
  gv::Stats st;
  EXPECT_EQ(gv::relation(gv::Planed{{big, big, big}, -big}, gv::Aabbd{{tiny, tiny, tiny}, {big, big, big}}, &st),
            gv::Relation::overlapping);
  EXPECT_EQ(gv::relation(gv::Planed{{tiny, 0, 0}, -tiny}, gv::Sphered{{0, 0, 0}, 1}, &st), gv::Relation::touching);
  EXPECT_EQ(std::fetestexcept(kHarmful), 0);
  EXPECT_EQ(st.filter, 1u);
  EXPECT_EQ(st.exact, 1u);
}

}  // namespace

}  // namespace gv_core_fp_environment_test
