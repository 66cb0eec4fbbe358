// SPDX-License-Identifier: MIT
// Specification of the watertightness contract in the campaign: on the
// closed meshes of the ray-triangle generator, a ray that slips between the
// triangles at its crossing point is a leak; the report counts crossings and
// leaks per row, keeps the first leak as a counterexample (the ray and every
// triangle at the crossing, as hex-float literals), and carries both through
// JSON and shard merging. Moller-Trumbore leaks, Woop-Benthin-Wald and the
// certified core do not.
#include <gtest/gtest.h>

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "geoverify/campaign/campaign.h"
#include "geoverify/campaign/report.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_campaign_watertight_test {

namespace {

const gv::campaign::Row& row(const gv::campaign::Report& r, const std::string& query, const std::string& name) {
  for (const auto& x : r.rows) {
    if (x.query == query && x.implementation == name) return x;
  }
  throw std::runtime_error("no row " + name);
}

gv::campaign::Options options(std::uint64_t seed, const std::string& query) {
  gv::campaign::Options o;
  o.seconds = 600;  // a safety net: the case budget fixes the work
  // 6000 cases (1500 in the sanitizer build): Moller-Trumbore's first leak
  // comes at case 70-287 at seeds 1 and 2 (the leaks at 1500: 7-17 per row).
  o.max_cases = gv::test_support::work_cases(6000, 1500);
  o.queries = {query};
  o.seed = seed;
  o.shrink_budget = 300;
  o.jobs = 2;
  return o;
}

constexpr const char* kMt = "zoo.moller-trumbore97.intersect_triangle";
constexpr const char* kWoop = "zoo.woop13.watertight";

TEST(Watertight, MollerTrumboreLeaksWoopAndTheCoreDoNot) {
  for (const char* q : {"ray-triangle/f32", "ray-triangle/f64"}) {
    const gv::campaign::Report r = gv::campaign::Campaign().run(options(1, q));
    for (const std::string& mt : {std::string(kMt), std::string(kMt) + "(EPSILON=0)", std::string(kMt) + "(TEST_CULL)"}) {
      const auto& w = row(r, q, mt + " [watertight]");
      EXPECT_GT(w.crossings, 0u) << q << " " << mt;
      EXPECT_GT(w.leaks, 0u) << q << " " << mt;
      EXPECT_TRUE(w.found & gv::query::kLeak) << q << " " << mt;
      EXPECT_TRUE(w.ok) << w.verdict;
      EXPECT_NE(w.first_index[3], gv::campaign::Row::kNone);
      // The leak's counterexample: the ray and at least one triangle at the crossing.
      bool printed = false;
      for (const auto& cx : w.counterexamples) {
        if (cx.kind != "leak") continue;
        printed = true;
        EXPECT_NE(cx.literal.find("const gv::Ray<"), std::string::npos) << cx.literal;
        EXPECT_NE(cx.literal.find(" tri0{"), std::string::npos) << cx.literal;
      }
      EXPECT_TRUE(printed) << q << " " << mt;
    }
    const auto& woop = row(r, q, std::string(kWoop) + " [watertight]");
    // One crossing per mesh slot: 2 of the 18 classes, about a ninth of the cases.
    EXPECT_GT(woop.crossings, options(1, q).max_cases / 12) << q;
    EXPECT_EQ(woop.leaks, 0u) << q;
    EXPECT_EQ(woop.violations, 0u) << q;
    // Woop is watertight but not exact: its per-case row finds false hits and misses.
    const auto& woop_exact = row(r, q, kWoop);
    EXPECT_TRUE(woop_exact.found & gv::query::kFalseMiss) << q;
    EXPECT_GT(woop_exact.crossings, 0u);  // judged on the meshes too, never a violation there
    const auto& core = row(r, q, "core");
    EXPECT_EQ(core.violations, 0u) << q;
    EXPECT_EQ(core.leaks, 0u) << q;
    EXPECT_TRUE(r.passed) << gv::campaign::render_table(r);
  }
}

TEST(Watertight, LeaksSurviveJsonAndShardMerging) {
  const gv::campaign::Campaign c;
  const gv::campaign::Report whole = c.run(options(2, "ray-triangle/f32"));
  std::vector<gv::campaign::Report> shards;
  for (std::uint64_t k = 0; k < 2; ++k) {
    auto o = options(2, "ray-triangle/f32");
    o.shard_index = k;
    o.shard_count = 2;
    // Through a JSON file and back, as CI jobs hand shards over.
    const std::string path = ::testing::TempDir() + "watertight_shard" + std::to_string(k) + ".json";
    std::string error;
    ASSERT_TRUE(gv::campaign::write_json_file(c.run(o), path, error)) << error;
    gv::campaign::Report back;
    ASSERT_TRUE(gv::campaign::read_json_report(path, back, error)) << error;
    shards.push_back(back);
  }
  gv::campaign::Report merged;
  std::string error;
  ASSERT_TRUE(gv::campaign::merge_reports(shards, {"a", "b"}, merged, error)) << error;
  ASSERT_EQ(merged.rows.size(), whole.rows.size());
  for (std::size_t i = 0; i < whole.rows.size(); ++i) {
    EXPECT_EQ(merged.rows[i].crossings, whole.rows[i].crossings) << whole.rows[i].implementation;
    EXPECT_EQ(merged.rows[i].leaks, whole.rows[i].leaks) << whole.rows[i].implementation;
    EXPECT_EQ(merged.rows[i].found, whole.rows[i].found) << whole.rows[i].implementation;
    EXPECT_EQ(merged.rows[i].first_index[3], whole.rows[i].first_index[3]);
    EXPECT_EQ(merged.rows[i].verdict, whole.rows[i].verdict);
  }
  const std::string table = gv::campaign::render_table(merged);
  EXPECT_NE(table.find("leaks"), std::string::npos);
  EXPECT_NE(gv::campaign::render_json(merged).find("\"leak\""), std::string::npos);
}

}  // namespace

}  // namespace gv_campaign_watertight_test
