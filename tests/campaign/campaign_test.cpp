// SPDX-License-Identifier: MIT
// Specification of the campaign (campaign/campaign.h): a user routine is
// checked against its declared contract, a defect is found and reported with
// a minimal counterexample, a correct routine passes, runs are deterministic
// in their seed, and the built-in registrations are present.
#include <gtest/gtest.h>

#include "geoverify/campaign/campaign.h"
#include "geoverify/core.h"
#include "shards.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_campaign_campaign_test {

namespace {

using C = gv::query::PlaneAabb<float>;

gv::query::Implementation<C> user(const std::string& name, gv::query::Contract contract,
                                  std::function<bool(const C&)> f) {
  gv::query::Implementation<C> impl;
  impl.name = name;
  impl.origin = "test";
  impl.role = gv::query::Role::user;
  impl.contract = contract;
  impl.intersects = std::move(f);
  return impl;
}

const gv::campaign::Row& row(const gv::campaign::Report& r, const std::string& name) {
  for (const auto& x : r.rows) {
    if (x.implementation == name) return x;
  }
  throw std::runtime_error("no row " + name);
}

// A case budget, not a time budget: every test below is a pure function of
// its seed (the generous time budget is only a safety net). 20000 cases,
// 2500 in the sanitizer build.
constexpr std::uint64_t kCases = gv::test_support::work_cases(20000, 2500);

gv::campaign::Options quick(std::uint64_t seed) {
  gv::campaign::Options o;
  o.seconds = 600;
  o.max_cases = kCases;
  o.queries = {"plane-aabb/f32"};
  o.seed = seed;
  o.shrink_budget = 500;
  return o;
}

TEST(Campaign, RegistersTheCoreAndTheSeedSpecimens) {
  const gv::campaign::Campaign c;
  EXPECT_TRUE(c.is_query("plane-aabb"));
  EXPECT_TRUE(c.is_query("plane-sphere/f64"));
  EXPECT_FALSE(c.is_query("plane-aabb/f16"));
  const std::string d = c.describe();
  EXPECT_NE(d.find("seed000.Plane::intersect(bbMin,bbMax)"), std::string::npos);
  EXPECT_NE(d.find("touch-corner"), std::string::npos);
}

TEST(Campaign, FindsAUserRoutinesDefectAndFailsTheRun) {
  gv::campaign::Campaign c;
  // A broad phase that forgets touching contact: strict instead of closed.
  c.add(user("strict", gv::query::Contract::exact(), [](const C& x) {
    return gv::relation(x.plane, x.box) == gv::Relation::overlapping;
  }));
  const auto report = c.run(quick(1));
  const auto& r = row(report, "strict");
  EXPECT_EQ(r.cases, kCases);
  EXPECT_GT(r.false_misses, 0u);
  EXPECT_EQ(r.false_hits, 0u);
  EXPECT_FALSE(r.ok);
  EXPECT_FALSE(report.passed);
  ASSERT_FALSE(r.counterexamples.empty());
  EXPECT_EQ(r.counterexamples[0].kind, "false miss");
  EXPECT_EQ(r.counterexamples[0].oracle, gv::Relation::touching);
  EXPECT_NE(r.counterexamples[0].literal.find("const gv::Plane<float> plane{"), std::string::npos);
  // Where and when it was first seen, and what the shrunk case is.
  EXPECT_EQ(r.first_index[0], gv::campaign::Row::kNone);  // no false hit
  ASSERT_NE(r.first_index[1], gv::campaign::Row::kNone);
  EXPECT_LT(r.first_index[1], kCases);
  EXPECT_GE(r.first_seconds[1], 0.0);
  EXPECT_EQ(gv::campaign::first_violation(r), r.first_index[1]);
  EXPECT_LE(r.first_index[1], r.counterexamples[0].index);
  EXPECT_NE(r.counterexamples[0].degeneracy_class.find(", touching"), std::string::npos)
      << r.counterexamples[0].degeneracy_class;
}

// The report tells "wrong only at exact contact" from "misses shapes it is
// well inside", and conservative(eps) declares the first as allowed.
TEST(Campaign, CountsViolationsAtContactAndConservativeWithinEpsAllowsThem) {
  gv::campaign::Campaign c;
  auto strict = [](const C& x) { return gv::relation(x.plane, x.box) == gv::Relation::overlapping; };
  // Misses a box it overlaps when the plane cuts it off-centre (a gross miss).
  auto gross = [](const C& x) {
    return gv::relation(x.plane, x.box) != gv::Relation::disjoint && x.box.min.x != x.box.max.x;
  };
  c.add(user("strict-exact", gv::query::Contract::exact(), strict));
  c.add(user("strict-within", gv::query::Contract::conservative(1e-9), strict));
  c.add(user("gross-within", gv::query::Contract::conservative(1e-9), gross));
  auto o = quick(11);
  o.builtin_routines = false;
  const auto report = c.run(o);
  const auto& exact = row(report, "strict-exact");
  EXPECT_GT(exact.violations, 0u);
  EXPECT_EQ(exact.violations_at_contact, exact.violations);  // all at margin 0
  const auto& within = row(report, "strict-within");
  EXPECT_GT(within.false_misses, 0u);
  EXPECT_EQ(within.violations, 0u);
  EXPECT_TRUE(within.ok);
  EXPECT_EQ(within.contract, "conservative(1e-09)");
  const auto& gross_row = row(report, "gross-within");
  EXPECT_GT(gross_row.violations, 0u);
  EXPECT_LT(gross_row.violations_at_contact, gross_row.violations);
  EXPECT_FALSE(gross_row.ok);
  gv::campaign::TableOptions wide;
  wide.wide = true;
  const std::string table = gv::campaign::render_table(report, wide);
  EXPECT_NE(table.find("at contact"), std::string::npos);
  EXPECT_NE(table.find("100%"), std::string::npos);
}

// A precondition that refuses every case leaves a row with no evidence: it
// must fail the run, never pass it.
TEST(Campaign, ARowThatRanNoCaseFailsTheRun) {
  gv::campaign::Campaign c;
  auto impl = user("refuses-all", gv::query::Contract::exact(),
                   [](const C& x) { return gv::intersects(x.plane, x.box); });
  impl.accepts = [](const C&) { return false; };
  c.add(impl);
  const auto report = c.run(quick(1));
  const auto& r = row(report, "refuses-all");
  EXPECT_EQ(r.cases, 0u);
  EXPECT_FALSE(r.ok);
  EXPECT_EQ(r.verdict, "RAN NO CASES");
  EXPECT_FALSE(report.passed);
  // A single shard may own no case of a row; the merged whole may not.
  gv::campaign::Report shard = report;
  shard.passed = true;
  for (auto& x : shard.rows) x.ok = true;
  gv::campaign::fail_empty_rows(shard);
  EXPECT_FALSE(shard.passed);
}

// builtin_routines = false: only the user's rows run and decide the result.
TEST(Campaign, AUserOnlyRunHasOnlyTheUsersRows) {
  gv::campaign::Campaign c;
  c.add(user("exact-by-core", gv::query::Contract::exact(), [](const C& x) { return gv::intersects(x.plane, x.box); }));
  auto o = quick(4);
  o.builtin_routines = false;
  o.queries = {};  // every instance: only plane-aabb/f32 has a user routine
  const auto report = c.run(o);
  ASSERT_EQ(report.rows.size(), 1u);
  EXPECT_EQ(report.rows[0].implementation, "exact-by-core");
  EXPECT_EQ(report.rows[0].query, "plane-aabb/f32");
  EXPECT_EQ(report.rows[0].cases, kCases);
  EXPECT_TRUE(report.passed);
  // In fast mode the core stays as the reference, with its audited row.
  o.fast = true;
  const auto fast = c.run(o);
  ASSERT_EQ(fast.rows.size(), 2u);
  EXPECT_EQ(fast.rows[0].implementation, "core");
  EXPECT_EQ(fast.rows[1].implementation, "exact-by-core");
  EXPECT_TRUE(fast.passed);
}

TEST(Campaign, AUserOnlyRunFindsTheDefectAlone) {
  gv::campaign::Campaign c;
  c.add(user("strict", gv::query::Contract::exact(), [](const C& x) {
    return gv::relation(x.plane, x.box) == gv::Relation::overlapping;
  }));
  auto o = quick(1);
  o.builtin_routines = false;
  const auto report = c.run(o);
  ASSERT_EQ(report.rows.size(), 1u);
  EXPECT_FALSE(report.rows[0].ok);
  EXPECT_FALSE(report.passed);
}

// A user-only run whose routines are all of unselected queries runs nothing:
// that is a failure, never PASS.
TEST(Campaign, AUserOnlyRunWithNothingToRunFails) {
  gv::campaign::Campaign c;
  c.add(user("mine", gv::query::Contract::exact(), [](const C& x) { return gv::intersects(x.plane, x.box); }));
  auto o = quick(1);
  o.builtin_routines = false;
  o.queries = {"obb-obb/f32"};
  const auto report = c.run(o);
  EXPECT_TRUE(report.rows.empty());
  EXPECT_FALSE(report.passed);
  EXPECT_NE(gv::campaign::render_table(report).find("FAIL (no routine ran"), std::string::npos);
}

TEST(Campaign, ResultsDoNotDependOnTheThreadCount) {
  gv::campaign::Campaign c;
  c.add(user("strict", gv::query::Contract::exact(), [](const C& x) {
    return gv::relation(x.plane, x.box) == gv::Relation::overlapping;
  }));
  auto one = quick(3);
  one.jobs = 1;
  auto four = quick(3);
  four.jobs = 4;
  const auto ra = c.run(one), rb = c.run(four);
  EXPECT_EQ(ra.jobs, 1u);
  EXPECT_EQ(rb.jobs, 4u);
  ASSERT_EQ(ra.rows.size(), rb.rows.size());
  for (std::size_t i = 0; i < ra.rows.size(); ++i) {
    EXPECT_EQ(ra.rows[i].cases, rb.rows[i].cases);
    EXPECT_EQ(ra.rows[i].false_hits, rb.rows[i].false_hits);
    EXPECT_EQ(ra.rows[i].false_misses, rb.rows[i].false_misses);
    for (int k = 0; k < 3; ++k) EXPECT_EQ(ra.rows[i].first_index[k], rb.rows[i].first_index[k]);
    ASSERT_EQ(ra.rows[i].counterexamples.size(), rb.rows[i].counterexamples.size());
    for (std::size_t j = 0; j < ra.rows[i].counterexamples.size(); ++j) {
      EXPECT_EQ(ra.rows[i].counterexamples[j].literal, rb.rows[i].counterexamples[j].literal);
    }
  }
}

TEST(Campaign, ShardsMergeIntoTheWholeRun) {
  gv::campaign::Campaign c;
  const auto whole = c.run(quick(5));
  std::vector<gv::campaign::Report> shards = gv::test_support::run_in_three_shards(c, quick(5));
  gv::campaign::Report merged;
  std::string error;
  ASSERT_TRUE(gv::campaign::merge_reports(shards, {"a", "b", "c"}, merged, error)) << error;
  ASSERT_EQ(merged.rows.size(), whole.rows.size());
  for (std::size_t i = 0; i < whole.rows.size(); ++i) {
    EXPECT_EQ(merged.rows[i].cases, whole.rows[i].cases);
    EXPECT_EQ(merged.rows[i].false_misses, whole.rows[i].false_misses);
    EXPECT_EQ(merged.rows[i].verdict, whole.rows[i].verdict);
  }
  // A shard missing, or given twice, is refused.
  shards[2] = shards[1];
  EXPECT_FALSE(gv::campaign::merge_reports(shards, {"a", "b", "c"}, merged, error));
  EXPECT_NE(error.find("c: shard 2/3 appears twice"), std::string::npos) << error;
}

TEST(Campaign, AConservativeRoutineMayReportFalseHits) {
  gv::campaign::Campaign c;
  c.add(user("always", gv::query::Contract::conservative(), [](const C&) { return true; }));
  const auto report = c.run(quick(2));
  const auto& r = row(report, "always");
  EXPECT_GT(r.false_hits, 0u);
  EXPECT_EQ(r.violations, 0u);
  EXPECT_TRUE(r.ok);
  EXPECT_TRUE(report.passed);
  const auto& core = row(report, "core");
  EXPECT_EQ(core.violations, 0u);
  EXPECT_GT(core.filter_calls, 0u);
  EXPECT_GT(core.exact_calls, 0u);
}

// A routine with a narrow accepts() is judged on the cases it accepts; the
// cases every routine refused cost no oracle call (outside users saw a row
// judged on a tenth of the cases take as long as one judged on all of them).
// In process and isolated alike.
TEST(Campaign, CasesEveryRoutineRefusedAreNotJudged) {
  for (const bool isolate : {false, true}) {
    gv::campaign::Campaign c;
    auto narrow = user("solid-only", gv::query::Contract::exact(),
                       [](const C& x) { return gv::intersects(x.plane, x.box); });
    narrow.accepts = [](const C& x) { return x.box.min.x < x.box.max.x && x.plane.n.x > 0; };
    c.add(narrow);
    auto o = quick(4);
    o.max_cases = 4000;
    o.builtin_routines = false;
    o.isolate = isolate;
    const auto report = c.run(o);
    const auto& r = row(report, "solid-only");
    ASSERT_EQ(report.queries.size(), 1u);
    const auto& q = report.queries[0];
    const std::uint64_t judged = q.oracle_relations[0] + q.oracle_relations[1] + q.oracle_relations[2];
    EXPECT_EQ(q.cases, 4000u) << "isolate " << isolate;
    EXPECT_GT(r.cases, 100u);
    EXPECT_LT(r.cases, 3000u);
    EXPECT_EQ(judged, r.cases) << "the reference ran on refused cases; isolate " << isolate;
    EXPECT_TRUE(r.ok) << r.verdict;
  }
}

TEST(Campaign, RunsAreDeterministicInTheirSeed) {
  gv::campaign::Campaign c;
  const auto a = c.run(quick(7));
  const auto b = c.run(quick(7));
  const auto& ra = row(a, "seed000.Plane::intersect(bbMin,bbMax)");
  const auto& rb = row(b, "seed000.Plane::intersect(bbMin,bbMax)");
  ASSERT_FALSE(ra.counterexamples.empty());
  EXPECT_EQ(ra.cases, rb.cases);
  EXPECT_EQ(ra.false_hits, rb.false_hits);
  EXPECT_EQ(ra.false_misses, rb.false_misses);
  ASSERT_EQ(ra.counterexamples.size(), rb.counterexamples.size());
  for (std::size_t i = 0; i < ra.counterexamples.size(); ++i) {
    EXPECT_EQ(ra.counterexamples[i].literal, rb.counterexamples[i].literal);
  }
}

TEST(Campaign, FastModeUsesTheCoreAsReferenceAndConfirmsEveryDisagreement) {
  gv::campaign::Campaign c;
  c.add(user("strict", gv::query::Contract::exact(), [](const C& x) {
    return gv::relation(x.plane, x.box) == gv::Relation::overlapping;
  }));
  gv::campaign::Options o = quick(4);
  o.fast = true;
  const auto report = c.run(o);
  ASSERT_EQ(report.queries.size(), 1u);
  EXPECT_EQ(report.queries[0].reference, "core");
  const auto& strict = row(report, "strict");
  const auto& core = row(report, "core");
  // every case judged for the routine; the core audited on a sample (1 in 16)
  // plus every case where a disagreement was confirmed by the oracle
  EXPECT_EQ(strict.cases, report.queries[0].cases);
  EXPECT_GT(core.cases, report.queries[0].cases / 16);
  EXPECT_LT(core.cases, report.queries[0].cases);
  EXPECT_EQ(core.violations, 0u);
  EXPECT_GT(strict.false_misses, 0u);
  EXPECT_EQ(strict.false_hits, 0u);
  ASSERT_FALSE(strict.counterexamples.empty());
  EXPECT_EQ(strict.counterexamples[0].oracle, gv::Relation::touching);
}

TEST(Campaign, RunsEachSelectedQueryInstanceToItsCaseBudget) {
  gv::campaign::Campaign c;
  gv::campaign::Options o = quick(3);
  o.queries = {"plane-sphere"};
  o.max_cases = 3000;
  const auto report = c.run(o);
  EXPECT_EQ(report.max_cases, 3000u);
  ASSERT_EQ(report.queries.size(), 2u);
  EXPECT_EQ(report.queries[0].query, "plane-sphere/f32");
  EXPECT_EQ(report.queries[1].query, "plane-sphere/f64");
  for (const auto& q : report.queries) {
    EXPECT_EQ(q.cases, 3000u) << q.query;
    std::uint64_t by_class = 0;
    for (const auto& kv : q.cases_by_class) by_class += kv.second;
    EXPECT_EQ(by_class, q.cases) << q.query;
  }
  for (const auto& r : report.rows) {
    // a routine is judged on every case it accepts (seed 000's createPlane
    // drive accepts only planes through three float points)
    if (r.implementation.find("createPlane") == std::string::npos) {
      EXPECT_EQ(r.cases, 3000u) << r.implementation;
    } else {
      EXPECT_GT(r.cases, 0u);
      EXPECT_LT(r.cases, 3000u);
    }
  }
}

}  // namespace

}  // namespace gv_campaign_campaign_test
