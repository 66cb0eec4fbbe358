// SPDX-License-Identifier: MIT
// Specification of judging numbers (query/quantity.h): a quantity routine's
// numbers are judged against the exact ones under its number contract, a
// value outside the quantity's range (a hit behind the ray's origin) breaks
// every contract however close, the rows carry the error distribution, the
// first wrong number is shrunk within its error class, the worst is shown
// with the exact value beside the routine's, and all of it survives JSON,
// shards and the worker process.
#include <gtest/gtest.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>
#include <string>

#include "geoverify/campaign/campaign.h"
#include "geoverify/core.h"
#include "geoverify/query/core_binding.h"
#include "geoverify/specimens/registry.h"
#include "shards.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_campaign_numbers_test {

namespace {

using C = gv::query::RayAabbHit<float>;
using N = gv::query::NumbersOf<C>;

// 6000 cases (1500 in the sanitizer build, where these tests took up to forty
// times their g++ time: 9-11 s each at 6000).
constexpr std::uint64_t kCases = gv::test_support::work_cases(6000, 1500);

gv::campaign::Options quick(std::uint64_t seed) {
  gv::campaign::Options o;
  o.seconds = 600;
  o.max_cases = kCases;
  o.queries = {"ray-aabb-hit/f32"};
  o.seed = seed;
  o.shrink_budget = 400;
  o.builtin_routines = false;
  return o;
}

gv::query::Implementation<C> user(const std::string& name, gv::query::NumberContract contract,
                                  std::function<N(const C&)> f) {
  gv::query::Implementation<C> impl;
  impl.name = name;
  impl.origin = "test";
  impl.role = gv::query::Role::user;
  impl.number_contract = contract;
  impl.numbers = std::move(f);
  return impl;
}

const gv::campaign::Row& row(const gv::campaign::Report& r, const std::string& name) {
  for (const auto& x : r.rows) {
    if (x.implementation == name) return x;
  }
  throw std::runtime_error("no row " + name);
}

/// The core's bracket, as a user would pass it on: its lower end, or its
/// upper end moved k values of float up.
N core_value(const C& c, bool upper, int k) {
  const gv::RayHit<float> h = gv::ray_aabb_entry(c.ray, c.box);
  if (!gv::intersecting(h.relation)) return gv::query::no_value<float>();
  float t = upper ? h.t_hi : h.t_lo;
  for (int i = 0; i < k; ++i) t = std::nextafter(t, std::numeric_limits<float>::infinity());
  return gv::query::value(t);
}

/// The slab method with the entry started at -infinity instead of tmin: an
/// origin inside the box gets the (negative) parameter where the line
/// entered it, behind the origin.
N behind_origin(const C& c) {
  const gv::RayHit<float> h = gv::ray_aabb_entry(c.ray, c.box);
  if (!gv::intersecting(h.relation)) return gv::query::no_value<float>();
  float enter = -std::numeric_limits<float>::infinity();
  const float o[3] = {c.ray.o.x, c.ray.o.y, c.ray.o.z}, d[3] = {c.ray.dir.x, c.ray.dir.y, c.ray.dir.z};
  const float lo[3] = {c.box.min.x, c.box.min.y, c.box.min.z}, hi[3] = {c.box.max.x, c.box.max.y, c.box.max.z};
  for (int i = 0; i < 3; ++i) {
    if (d[i] == 0) continue;
    const float t1 = (lo[i] - o[i]) / d[i], t2 = (hi[i] - o[i]) / d[i];
    enter = std::max(enter, std::min(t1, t2));
  }
  return gv::query::value(enter < 0 ? enter : h.t_lo);
}

TEST(Numbers, TheCoreHoldsItsBracketAndTheRowCarriesTheDistribution) {
  gv::campaign::Campaign c;
  gv::campaign::Options o = quick(1);
  o.builtin_routines = true;
  const auto report = c.run(o);
  const auto& r = row(report, "core");
  EXPECT_TRUE(r.ok) << r.verdict;
  EXPECT_EQ(r.contract, "bracket(1)");
  EXPECT_GT(r.numbers_judged, kCases / 4);
  EXPECT_EQ(r.wrong_numbers, 0u);
  ASSERT_EQ(r.error_histogram.size(), static_cast<std::size_t>(gv::campaign::Row::kErrorClasses));
  // Brackets of adjacent floats: width 0 (representable) or 1, both seen.
  EXPECT_GT(r.error_histogram[0], 0u);
  EXPECT_GT(r.error_histogram[1], 0u);
  EXPECT_EQ(r.error_histogram[0] + r.error_histogram[1], r.numbers_judged);
  EXPECT_EQ(r.max_error, 1);
  // The specimen's row: its expected wrong number found, beside its false hits and misses.
  const auto& e = row(report, "zoo.ericson.IntersectRayAABB");
  EXPECT_TRUE(e.ok) << e.verdict;
  EXPECT_NE(e.found & gv::query::kWrongNumber, 0u);
  EXPECT_GT(e.max_error, 1);
}

TEST(Numbers, OneUlpOffBreaksCorrectRoundingButNotFaithfulRounding) {
  gv::campaign::Campaign c;
  // The upper end of the core's bracket: the exact value or the float above
  // it, never more than 1 ulp from the correctly rounded value; one float
  // above that: up to 2.
  c.add(user("upper", gv::query::NumberContract::ulps(1), [](const C& x) { return core_value(x, true, 0); }));
  c.add(user("upper-strict", gv::query::NumberContract::ulps(0), [](const C& x) { return core_value(x, true, 0); }));
  c.add(user("upper+1", gv::query::NumberContract::ulps(1), [](const C& x) { return core_value(x, true, 1); }));
  const auto report = c.run(quick(2));
  const auto& up = row(report, "upper");
  EXPECT_TRUE(up.ok) << up.verdict;
  EXPECT_EQ(up.contract, "ulps(1)");
  EXPECT_EQ(up.max_error, 1);
  EXPECT_EQ(up.false_hits + up.false_misses, 0u);
  const auto& strict = row(report, "upper-strict");
  EXPECT_FALSE(strict.ok);
  EXPECT_GT(strict.wrong_numbers, 0u);
  EXPECT_EQ(strict.wrong_numbers, strict.violations);
  EXPECT_EQ(strict.found, static_cast<unsigned>(gv::query::kWrongNumber));
  const auto& plus = row(report, "upper+1");
  EXPECT_FALSE(plus.ok);
  EXPECT_EQ(plus.max_error, 2);
  EXPECT_EQ(gv::campaign::error_quantile(plus, 0.5), 1);  // most are 1 ulp above, exact ones
  // The first wrong number, shrunk within its class (2-3 ulps), then the worst as found.
  ASSERT_GE(plus.counterexamples.size(), 2u);
  const auto& first = plus.counterexamples[0];
  EXPECT_EQ(first.kind, "wrong number");
  EXPECT_EQ(first.selection, "first");
  EXPECT_EQ(first.error_ulps, 2);
  EXPECT_NE(first.detail.find("; exact t "), std::string::npos) << first.detail;
  EXPECT_NE(first.detail.find("off by 2 ulps"), std::string::npos) << first.detail;
  EXPECT_NE(first.literal.find("const gv::Ray<float> ray{"), std::string::npos);
  ASSERT_NE(plus.first_index[6], gv::campaign::Row::kNone);
  EXPECT_LE(plus.first_index[6], first.index);
  const auto& worst = plus.counterexamples[1];
  EXPECT_EQ(worst.selection, "worst number");
  EXPECT_EQ(worst.error_ulps, 2);
}

TEST(Numbers, AHitBehindTheOriginBreaksEveryContract) {
  gv::campaign::Campaign c;
  // However generous the tolerance, t < tmin is not a hit parameter.
  c.add(user("behind", gv::query::NumberContract::relative(1e30), behind_origin));
  const auto report = c.run(quick(3));
  const auto& r = row(report, "behind");
  EXPECT_FALSE(r.ok);
  EXPECT_GT(r.wrong_numbers, 0u);
  EXPECT_EQ(r.false_hits + r.false_misses, 0u);
  ASSERT_FALSE(r.counterexamples.empty());
  const auto& cx = r.counterexamples[0];
  EXPECT_EQ(cx.kind, "wrong number");
  EXPECT_NE(cx.detail.find("t outside its range [0x0p+0, inf]"), std::string::npos) << cx.detail;
  EXPECT_EQ(cx.detail.rfind("t = -", 0), 0u) << cx.detail;  // behind the origin
}

TEST(Numbers, AValueForAMissIsAFalseHitAndNoValueForAHitAFalseMiss) {
  gv::campaign::Campaign c;
  c.add(user("always", gv::query::NumberContract::ulps(4), [](const C&) { return gv::query::value(1.0f); }));
  c.add(user("never", gv::query::NumberContract::ulps(4), [](const C&) { return gv::query::no_value<float>(); }));
  const auto report = c.run(quick(4));
  EXPECT_GT(row(report, "always").false_hits, 0u);
  EXPECT_EQ(row(report, "always").false_misses, 0u);
  EXPECT_GT(row(report, "never").false_misses, 0u);
  EXPECT_EQ(row(report, "never").numbers_judged, 0u);
  EXPECT_FALSE(row(report, "never").ok);
}

TEST(Numbers, NumbersComeBackFromTheWorkerProcess) {
  gv::campaign::Campaign c;
  c.add(user("upper+1", gv::query::NumberContract::ulps(1), [](const C& x) { return core_value(x, true, 1); }));
  gv::campaign::Options apart = quick(5), here = quick(5);
  apart.isolate = true;
  here.isolate = false;
  const auto ra = c.run(apart), rb = c.run(here);
  const auto &a = row(ra, "upper+1"), &b = row(rb, "upper+1");
  EXPECT_TRUE(a.isolated);
  EXPECT_GT(a.numbers_judged, 0u);
  EXPECT_EQ(a.numbers_judged, b.numbers_judged);
  EXPECT_EQ(a.wrong_numbers, b.wrong_numbers);
  EXPECT_EQ(a.error_histogram, b.error_histogram);
  ASSERT_FALSE(a.counterexamples.empty());
  EXPECT_EQ(a.counterexamples[0].literal, b.counterexamples[0].literal);
  EXPECT_EQ(a.counterexamples[0].detail, b.counterexamples[0].detail);
}

TEST(Numbers, TheDistributionSurvivesJsonAndShards) {
  gv::campaign::Campaign c;
  c.add(user("upper+1", gv::query::NumberContract::ulps(1), [](const C& x) { return core_value(x, true, 1); }));
  const gv::campaign::Options o = quick(6);
  const auto whole = c.run(o);
  // JSON, written and read back.
  const std::string path = ::testing::TempDir() + "numbers_report.json";
  std::string error;
  ASSERT_TRUE(gv::campaign::write_json_file(whole, path, error)) << error;
  gv::campaign::Report back;
  ASSERT_TRUE(gv::campaign::read_json_report(path, back, error)) << error;
  std::remove(path.c_str());
  const auto &w = row(whole, "upper+1"), &r = row(back, "upper+1");
  EXPECT_EQ(r.numbers_judged, w.numbers_judged);
  EXPECT_EQ(r.wrong_numbers, w.wrong_numbers);
  EXPECT_EQ(r.error_histogram, w.error_histogram);
  EXPECT_EQ(r.max_error, w.max_error);
  ASSERT_EQ(r.counterexamples.size(), w.counterexamples.size());
  EXPECT_EQ(r.counterexamples[0].error_ulps, w.counterexamples[0].error_ulps);
  EXPECT_EQ(r.first_index[6], w.first_index[6]);
  // Three shards merge into the whole run's numbers and counterexamples.
  const std::vector<gv::campaign::Report> shards = gv::test_support::run_in_three_shards(c, o);
  gv::campaign::Report merged;
  ASSERT_TRUE(gv::campaign::merge_reports(shards, {"a", "b", "c"}, merged, error)) << error;
  const auto& m = row(merged, "upper+1");
  EXPECT_EQ(m.numbers_judged, w.numbers_judged);
  EXPECT_EQ(m.error_histogram, w.error_histogram);
  EXPECT_EQ(m.max_error, w.max_error);
  ASSERT_EQ(m.counterexamples.size(), w.counterexamples.size());
  for (std::size_t k = 0; k < w.counterexamples.size(); ++k) {
    EXPECT_EQ(m.counterexamples[k].selection, w.counterexamples[k].selection);
    EXPECT_EQ(m.counterexamples[k].literal, w.counterexamples[k].literal);
  }
}

TEST(Numbers, TheReportsShowTheNumbers) {
  gv::campaign::Campaign c;
  c.add(user("upper+1", gv::query::NumberContract::ulps(1), [](const C& x) { return core_value(x, true, 1); }));
  const auto report = c.run(quick(7));
  const std::string table = gv::campaign::render_table(report);
  EXPECT_NE(table.find("Numbers returned (error in ulps):"), std::string::npos) << table;
  EXPECT_NE(table.find("wrong number (t = "), std::string::npos) << table;
  const std::string md = gv::campaign::render_markdown(report);
  EXPECT_NE(md.find("| numbers judged | wrong numbers | max error (ulps) | p99 | median |"), std::string::npos) << md;
  const std::string junit = gv::campaign::render_junit(report);
  EXPECT_NE(junit.find("wrong numbers; error in ulps: max 2"), std::string::npos) << junit;
  const std::string json = gv::campaign::render_json(report);
  EXPECT_NE(json.find("\"error_ulps\": {\"max\": \"2\""), std::string::npos) << json;
}

}  // namespace

namespace {

// The case: a ray-triangle routine that returns hits behind the
// origin (Moller-Trumbore's t trusted as returned), registered as a user's.
TEST(Numbers, ARayTriangleRoutineReturningHitsBehindTheOriginIsReported) {
  using R = gv::query::RayTriangleHit<float>;
  gv::query::Implementation<R> mine;
  for (const auto& impl : gv::specimens::specimens<R>()) {
    if (impl.name == "zoo.moller-trumbore97.intersect_triangle (t unclipped)") mine = impl;
  }
  ASSERT_TRUE(static_cast<bool>(mine.numbers));
  mine.name = "mine";
  mine.role = gv::query::Role::user;
  mine.expected = gv::query::kNoDefect;
  gv::campaign::Campaign c;
  c.add(mine);
  gv::campaign::Options o = quick(8);
  o.queries = {"ray-triangle-hit/f32"};
  const auto report = c.run(o);
  const auto& r = row(report, "mine");
  EXPECT_FALSE(r.ok);
  EXPECT_GT(r.false_hits, 0u);
  // The false hit's counterexample shows the number it returned: behind the origin.
  bool behind = false;
  for (const auto& cx : r.counterexamples) {
    if (cx.kind == "false hit" && cx.detail.rfind("t = -", 0) == 0) behind = true;
  }
  EXPECT_TRUE(behind);
}

}  // namespace

namespace {

using D = gv::query::PointAabbDistance<float>;

gv::query::Implementation<D> distance_routine(const std::string& name,
                                              std::function<gv::query::NumbersOf<D>(const D&)> f) {
  gv::query::Implementation<D> impl;
  impl.name = name;
  impl.origin = "test";
  impl.role = gv::query::Role::user;
  impl.number_contract = gv::query::NumberContract::ulps(1);
  impl.numbers = std::move(f);
  return impl;
}

/// The core's brackets' upper ends: within one ulp of the exact values.
gv::query::NumbersOf<D> upper_ends(const D& c) {
  auto n = gv::query::CoreNumbers<D>::numbers(c);
  n.lo = n.hi;
  return n;
}

// A distance is owed on every case (no value is a false miss, whatever the
// relation), and is 0 exactly when the shapes meet (a floor that snaps tiny
// distances to 0 is a wrong number, however few ulps off).
TEST(Numbers, ADistanceIsOwedOnEveryCaseAndIsZeroExactlyWhenTheShapesMeet) {
  gv::campaign::Campaign c;
  c.add(distance_routine("upper", upper_ends));
  c.add(distance_routine("none-outside", [](const D& x) {
    const auto n = upper_ends(x);
    return n.hi[0] > 0 ? gv::query::NumbersOf<D>{} : n;
  }));
  c.add(distance_routine("floored", [](const D& x) {
    auto n = upper_ends(x);
    if (n.lo[0] < 0x1p-100f) n.lo = {0.0f, 0.0f};
    return n;
  }));
  gv::campaign::Options o = quick(9);
  o.queries = {"point-aabb-distance/f32"};
  const auto report = c.run(o);
  const auto& up = row(report, "upper");
  EXPECT_TRUE(up.ok) << up.verdict;
  EXPECT_EQ(up.numbers_judged, up.cases);  // every case has a value, inside the box or not
  EXPECT_EQ(up.false_hits + up.false_misses, 0u);
  const auto& none = row(report, "none-outside");
  EXPECT_GT(none.false_misses, 0u);
  EXPECT_EQ(none.false_hits, 0u);
  const auto& floored = row(report, "floored");
  EXPECT_FALSE(floored.ok);
  EXPECT_GT(floored.wrong_numbers, 0u);
  bool said = false;
  for (const auto& cx : floored.counterexamples) {
    said = said || cx.detail.find(" = 0 where the shapes do not meet") != std::string::npos;
  }
  EXPECT_TRUE(said);
}

}  // namespace

}  // namespace gv_campaign_numbers_test
