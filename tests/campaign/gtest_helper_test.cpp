// SPDX-License-Identifier: MIT
// geoverify/campaign/gtest.h: the one-assertion check of a user's routine.
#include "geoverify/campaign/gtest.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <string>

#include "geoverify/core.h"
#include "geoverify/query/preconditions.h"

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
  check.cases = 4000;
  EXPECT_FALSE(
      gv::campaign::routine_holds<C>("misses_flat_boxes", gv::query::Contract::exact(), misses_flat_boxes, {}, check));
}

TEST(GtestHelper, FailsWithAPasteReadyRegression) {
  gv::campaign::CheckOptions check;
  check.cases = 4000;
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
  check.cases = 2000;
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

TEST(GtestHelper, NamesTheCaseType) {
  EXPECT_EQ(gv::campaign::case_type_name<gv::query::ObbObb<double>>(), "gv::query::ObbObb<double>");
  EXPECT_EQ(gv::campaign::case_type_name<gv::query::AabbTriangle<float>>(), "gv::query::AabbTriangle<float>");
}

}  // namespace
