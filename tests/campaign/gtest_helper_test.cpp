// SPDX-License-Identifier: MIT
// geoverify/campaign/gtest.h: the one-assertion check of a user's routine.
#include "geoverify/campaign/gtest.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <string>

#include "geoverify/core.h"
#include "geoverify/query/preconditions.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_campaign_gtest_helper_test {

namespace {

using C = gv::query::PlaneAabb<float>;

bool exact_routine(const C& c) { return gv::intersects(c.plane, c.box); }
bool misses_touching(const C& c) { return gv::relation(c.plane, c.box) == gv::Relation::overlapping; }

TEST(GtestHelper, PassesARoutineThatHoldsItsContract) {
  GEOVERIFY_EXPECT_ROUTINE_HOLDS(C, exact_routine, gv::query::Contract::exact());
}

// Right on solid boxes, wrong on every flat one (it misses them all).
bool misses_flat_boxes(const C& c) { return gv::query::solid(c.box) && gv::intersects(c.plane, c.box); }
bool solid_box(const C& c) { return gv::query::solid(c.box); }
double thinness_margin(const C& c) {  // how far from flat: the smallest extent
  return std::min({double(c.box.max.x) - c.box.min.x, double(c.box.max.y) - c.box.min.y,
                   double(c.box.max.z) - c.box.min.z});
}

TEST(GtestHelper, TheMacroTakesAPreconditionAndItsMargin) {
  GEOVERIFY_EXPECT_ROUTINE_HOLDS(C, misses_flat_boxes, gv::query::Contract::exact(), solid_box, thinness_margin);
  GEOVERIFY_EXPECT_ROUTINE_HOLDS(
      C, misses_flat_boxes, gv::query::Contract::exact(), [](const C& c) { return gv::query::solid(c.box); },
      [](const C& c) { return std::min(double(c.box.max.x) - c.box.min.x, double(c.box.max.y) - c.box.min.y); });
  // Without the precondition the flat boxes count.
  gv::campaign::CheckOptions check;
  check.cases = gv::test_support::work_cases(4000, 1000);
  EXPECT_FALSE(
      gv::campaign::routine_holds<C>("misses_flat_boxes", gv::query::Contract::exact(), misses_flat_boxes, {}, check));
}

TEST(GtestHelper, FailsWithAPasteReadyRegression) {
  gv::campaign::CheckOptions check;
  check.cases = gv::test_support::work_cases(4000, 1000);
  const ::testing::AssertionResult r =
      gv::campaign::routine_holds<C>("misses_touching", gv::query::Contract::exact(), misses_touching, {}, check);
  ASSERT_FALSE(r);
  const std::string m = r.message();
  EXPECT_NE(m.find("CONTRACT VIOLATED"), std::string::npos) << m;
  EXPECT_NE(m.find("TEST(misses_touching, Geoverify_false_miss) {"), std::string::npos) << m;
  EXPECT_NE(m.find("const gv::Plane<float> plane{"), std::string::npos) << m;
  EXPECT_NE(m.find("const gv::query::PlaneAabb<float> c{plane, box};"), std::string::npos) << m;
  EXPECT_NE(m.find("EXPECT_TRUE(misses_touching(c));"), std::string::npos) << m;
}

// A library built with its assertions on aborts on a plane through a box
// corner: the check fails with a crash regression; the test program lives on.
bool asserts_on_corners(const C& c) {
  if (gv::relation(c.plane, c.box) == gv::Relation::touching) std::abort();
  return gv::intersects(c.plane, c.box);
}

TEST(GtestHelper, ACrashFailsTheCheckWithARegressionInsteadOfEndingTheTest) {
  gv::campaign::CheckOptions check;
  check.cases = gv::test_support::work_cases(2000, 500);
  const ::testing::AssertionResult r = gv::campaign::routine_holds<C>(
      "asserts_on_corners", gv::query::Contract::exact(), asserts_on_corners, {}, check);
  ASSERT_FALSE(r);
  const std::string m = r.message();
  EXPECT_NE(m.find("CONTRACT VIOLATED"), std::string::npos) << m;
  EXPECT_NE(m.find("TEST(asserts_on_corners, Geoverify_crash) {\n  // the routine killed by SIGABRT (signal 6)"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("// exact relation: touching"), std::string::npos) << m;
  // Pasted, the regression must not end the test program: it expects the
  // death, with the exact answer's expectation for when the routine is fixed.
  EXPECT_NE(m.find("  // EXPECT_TRUE(asserts_on_corners(c));\n  EXPECT_DEATH(asserts_on_corners(c), \"\");\n}"),
            std::string::npos)
      << m;
}

TEST(GtestHelper, ARoutineThatAcceptsNothingFails) {
  gv::campaign::CheckOptions check;
  check.cases = 1000;
  const ::testing::AssertionResult r = gv::campaign::routine_holds<C>(
      "exact_routine", gv::query::Contract::exact(), exact_routine, [](const C&) { return false; }, check);
  ASSERT_FALSE(r);
  EXPECT_NE(std::string(r.message()).find("RAN NO CASES"), std::string::npos) << r.message();
}

// Quantity routines: a ray-triangle hit parameter from the core in double,
// rounded to float (correctly rounded up to one double rounding: within
// ulps(1)), and the same routine that also reports the triangle's line
// behind the origin as a hit (t < 0), the defect the numbers issue opened
// with.
using H = gv::query::RayTriangleHit<float>;
gv::query::NumbersOf<H> hit_in_double(const H& c) {
  const gv::Ray<double> r{{c.ray.o.x, c.ray.o.y, c.ray.o.z}, {c.ray.dir.x, c.ray.dir.y, c.ray.dir.z}, c.ray.tmin,
                          c.ray.tmax};
  const gv::Triangle<double> t{{c.tri.p0.x, c.tri.p0.y, c.tri.p0.z},
                               {c.tri.p1.x, c.tri.p1.y, c.tri.p1.z},
                               {c.tri.p2.x, c.tri.p2.y, c.tri.p2.z}};
  const gv::RayHit<double> h = gv::ray_triangle(r, t);
  if (!gv::intersecting(h.relation)) return gv::query::no_value<float>();
  return gv::query::value(static_cast<float>(h.t_lo));
}
gv::query::NumbersOf<H> hits_behind_too(const H& c) {
  gv::query::NumbersOf<H> n = hit_in_double(c);
  if (n.present) return n;
  // The line behind the origin: the turned-around ray's hit, negated.
  H back = c;
  back.ray.dir = {-c.ray.dir.x, -c.ray.dir.y, -c.ray.dir.z};
  const gv::query::NumbersOf<H> b = hit_in_double(back);
  return b.present && b.lo[0] > 0 ? gv::query::value(-b.lo[0]) : n;
}

gv::query::NumbersOf<H> two_ulps_up(const H& c) {
  gv::query::NumbersOf<H> n = hit_in_double(c);
  if (n.present) n.lo[0] = n.hi[0] = std::nextafter(std::nextafter(n.lo[0], 1e30f), 1e30f);
  return n;
}

TEST(GtestHelper, PassesAQuantityRoutineWithinItsNumberContract) {
  GEOVERIFY_EXPECT_NUMBERS_HOLD(H, hit_in_double, gv::query::NumberContract::ulps(1));
}

TEST(GtestHelper, FailsAQuantityRoutineWithANumberRegression) {
  gv::campaign::CheckOptions check;
  check.cases = gv::test_support::work_cases(4000, 1000);
  const ::testing::AssertionResult r = gv::campaign::numbers_hold<H>(
      "hits_behind_too", gv::query::NumberContract::ulps(1), hits_behind_too, {}, check);
  ASSERT_FALSE(r);
  const std::string m = r.message();
  EXPECT_NE(m.find("under contract ulps(1)"), std::string::npos) << m;
  EXPECT_NE(m.find("TEST(hits_behind_too, Geoverify_false_hit) {"), std::string::npos) << m;
  EXPECT_NE(m.find("EXPECT_EQ(hits_behind_too(c).present, gv::exact::exact_numbers(c).present());"),
            std::string::npos)
      << m;
  // A number two steps up is a wrong number under ulps(1), judged exactly.
  const ::testing::AssertionResult r2 = gv::campaign::numbers_hold<H>(
      "two_ulps_up", gv::query::NumberContract::ulps(1), two_ulps_up, {}, check);
  ASSERT_FALSE(r2);
  EXPECT_NE(std::string(r2.message())
                .find("EXPECT_TRUE(gv::exact::judge_numbers<gv::query::RayTriangleHit<float>>(gv::exact::exact_"
                      "numbers(c), two_ulps_up(c), gv::query::NumberContract::ulps(1), "
                      "gv::exact::oracle(c).scale).holds);"),
            std::string::npos)
      << r2.message();
}

TEST(GtestHelper, NamesTheCaseType) {
  EXPECT_EQ(gv::campaign::case_type_name<gv::query::ObbObb<double>>(), "gv::query::ObbObb<double>");
  EXPECT_EQ(gv::campaign::case_type_name<gv::query::AabbTriangle<float>>(), "gv::query::AabbTriangle<float>");
}

}  // namespace

}  // namespace gv_campaign_gtest_helper_test
