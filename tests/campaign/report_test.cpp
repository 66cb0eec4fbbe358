// SPDX-License-Identifier: MIT
// Specification of the report renderings (campaign/report.h): the table names
// every row and the verdict; the JSON carries the same numbers; the JSON file
// is written whole or not at all.
#include <gtest/gtest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "geoverify/campaign/report.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_campaign_report_test {

namespace {

gv::campaign::Report sample() {
  gv::campaign::Report r;
  r.seed = 5;
  r.budget_seconds = 1;
  r.elapsed_seconds = 1.25;
  gv::campaign::Row row;
  row.query = "plane-aabb/f32";
  row.implementation = "demo \"quoted\"";
  row.role = "specimen";
  row.contract = "exact";
  row.cases = 10;
  row.false_misses = 2;
  row.violations = 2;
  row.expected = 2;
  row.found = 2;
  row.has_worst = true;
  row.worst_relative_margin = -0.25;
  row.verdict = "expected defect found";
  gv::campaign::Counterexample cx;
  cx.kind = "false miss";
  cx.generator_class = "touch-edge";
  cx.oracle = gv::Relation::touching;
  cx.literal = "const gv::Plane<float> plane{{0x0p+0f, 0x0p+0f, -0x1p+0f}, 0x1p+0f};\nconst gv::Aabb<float> box{};";
  row.counterexamples.push_back(cx);
  r.rows.push_back(row);
  gv::campaign::Row core;
  core.query = "plane-aabb/f32";
  core.implementation = "core";
  core.role = "core";
  core.filter_calls = 3;
  core.exact_calls = 1;
  core.verdict = "holds contract";
  r.rows.push_back(core);
  return r;
}

TEST(Report, TableShowsRowsCounterexamplesAndVerdict) {
  const std::string t = gv::campaign::render_table(sample());
  EXPECT_NE(t.find("demo \"quoted\""), std::string::npos);
  EXPECT_NE(t.find("75.0%"), std::string::npos);  // 3 of 4 core calls by the filter
  EXPECT_NE(t.find("-2.50e-01"), std::string::npos);
  EXPECT_NE(t.find("  const gv::Aabb<float> box{};"), std::string::npos);
  EXPECT_NE(t.find("result: PASS"), std::string::npos);
}

TEST(Report, JsonCarriesTheSameNumbers) {
  const std::string j = gv::campaign::render_json(sample());
  EXPECT_NE(j.find("\"implementation\": \"demo \\\"quoted\\\"\""), std::string::npos);
  EXPECT_NE(j.find("\"false_misses\": 2"), std::string::npos);
  EXPECT_NE(j.find("\"filter_share\": 0.75"), std::string::npos);
  EXPECT_NE(j.find("\"filter_share\": null"), std::string::npos);
  EXPECT_NE(j.find("\"expected\": [\"false miss\"]"), std::string::npos);
  EXPECT_NE(j.find("\\nconst gv::Aabb<float> box{};"), std::string::npos);
}

TEST(Report, JsonFileIsWrittenWholeOrNotAtAll) {
  const auto dir = std::filesystem::temp_directory_path() / "geoverify_report_test";
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  const std::string path = (dir / "r.json").string();
  std::string error;
  ASSERT_TRUE(gv::campaign::write_json_file(sample(), path, error)) << error;
  std::ifstream in(path);
  std::stringstream ss;
  ss << in.rdbuf();
  EXPECT_EQ(ss.str(), gv::campaign::render_json(sample()));
  // an unwritable destination: error, nothing left behind, old file intact
  EXPECT_FALSE(gv::campaign::write_json_file(sample(), (dir / "missing" / "r.json").string(), error));
  EXPECT_NE(error.find("missing"), std::string::npos);
  std::size_t files = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir)) files += e.is_regular_file();
  EXPECT_EQ(files, 1u);
  std::filesystem::remove_all(dir);
}

}  // namespace

}  // namespace gv_campaign_report_test
