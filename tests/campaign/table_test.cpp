// SPDX-License-Identifier: MIT
// Specification of the terminal table (render_table): by default it fits
// 100 columns -- rows grouped under their query instance, a routine name too
// long for its column on a line of its own, one-word verdicts with a legend,
// the longer verdicts spelled out below -- while --wide (TableOptions::wide)
// keeps one line per row with every column. Hex-float literals are never
// wrapped.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <vector>

#include "geoverify/campaign/report.h"
#include "sample_report.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_campaign_table_test {

namespace {

using gv::campaign::Report;
using gv::campaign::Row;
using gv::campaign::TableOptions;
using gv::test_support::row;
using gv::test_support::sample;

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

// The sample plus a routine whose name is longer than any column could hold.
Report with_long_name() {
  Report rep = sample();
  Row longer = row("zoo.moller-trumbore97.intersect_triangle(EPSILON=0,TEST_CULL) [watertight]", "specimen", 100);
  longer.contract = "watertight";
  longer.expected = gv::query::kLeak;
  longer.found = gv::query::kLeak;
  longer.crossings = 40;
  longer.leaks = 17;
  longer.violations = 17;
  gv::campaign::set_verdict(longer);
  rep.rows.push_back(longer);
  return rep;
}

TEST(Table, FitsOneHundredColumnsButForTheLiterals) {
  const std::string t = gv::campaign::render_table(with_long_name());
  for (const std::string& line : lines_of(t)) {
    if (line.rfind("  const ", 0) == 0) continue;  // a literal: pasted whole
    EXPECT_LE(line.size(), 100u) << line;
  }
}

TEST(Table, GroupsRowsUnderTheirQueryAndWrapsLongNames) {
  const std::vector<std::string> l = lines_of(gv::campaign::render_table(with_long_name()));
  std::size_t heading = l.size(), name = l.size();
  for (std::size_t i = 0; i < l.size(); ++i) {
    if (l[i].rfind("obb-obb/f32", 0) == 0 && heading == l.size()) heading = i;
    if (l[i] == "  zoo.moller-trumbore97.intersect_triangle(EPSILON=0,TEST_CULL) [watertight]") name = i;
  }
  ASSERT_LT(heading, l.size());
  ASSERT_LT(name + 1, l.size()) << "the long name is not on a line of its own";
  // Its numbers on the next line, under the columns: contract, cases, hits,
  // misses, leaks, margin, the one-word verdict.
  EXPECT_NE(l[name + 1].find("watertight"), std::string::npos) << l[name + 1];
  EXPECT_NE(l[name + 1].find("17 leaks"), std::string::npos) << l[name + 1];
  EXPECT_EQ(l[name + 1].substr(l[name + 1].size() - 5), "found") << l[name + 1];
  // Each row of the sample is under the heading, indented by two blanks.
  for (const char* r : {"  specimen-found", "  specimen-missed", "  user-empty", "  core-good"}) {
    bool seen = false;
    for (std::size_t i = heading + 1; i < l.size(); ++i) seen = seen || l[i].rfind(r, 0) == 0;
    EXPECT_TRUE(seen) << r;
  }
}

TEST(Table, ShortVerdictsWithTheLongOnesSpelledOutBelow) {
  const std::string t = gv::campaign::render_table(sample());
  const std::vector<std::string> l = lines_of(t);
  auto row_line = [&](const std::string& name) {
    for (const std::string& line : l) {
      if (line.rfind("  " + name + " ", 0) == 0) return line;
    }
    return std::string();
  };
  auto ends_with = [](const std::string& s, const std::string& end) {
    return s.size() >= end.size() && s.compare(s.size() - end.size(), end.size(), end) == 0;
  };
  EXPECT_TRUE(ends_with(row_line("specimen-found"), "  found")) << t;
  EXPECT_TRUE(ends_with(row_line("specimen-missed"), "  NOT FOUND")) << t;
  EXPECT_TRUE(ends_with(row_line("user-empty"), "  NO CASES")) << t;
  EXPECT_TRUE(ends_with(row_line("core-good"), "  holds")) << t;
  // The verdict the short form leaves out, in full, below the table.
  EXPECT_NE(t.find("\nobb-obb/f32 specimen-missed: EXPECTED DEFECT NOT FOUND: false hits\n"), std::string::npos) << t;
  std::string legend = t;  // wrapped: its words joined by blanks or line breaks
  std::replace(legend.begin(), legend.end(), '\n', ' ');
  EXPECT_NE(legend.find("result: holds (its contract), found (the specimen's expected defect), VIOLATED"),
            std::string::npos)
      << t;
  // The user row ran in a worker (its crashes counted: 0), the specimens in
  // process ('-'): the cells end under the end of their header.
  std::string header;
  for (const std::string& line : l) {
    if (line.rfind("query / routine", 0) == 0) header = line;
  }
  const std::size_t end = header.find("crashes") + 6;
  ASSERT_NE(header.find("crashes"), std::string::npos) << t;
  EXPECT_EQ(row_line("user-empty").substr(end - 1, 3), " 0 ") << t;
  EXPECT_EQ(row_line("specimen-found").substr(end - 1, 3), " - ") << t;
}

TEST(Table, WideKeepsOneLinePerRowWithEveryColumn) {
  TableOptions wide;
  wide.wide = true;
  const Report rep = with_long_name();
  const std::string t = gv::campaign::render_table(rep, wide);
  EXPECT_NE(t.find("query        implementation"), std::string::npos) << t;
  for (const char* column : {"disagreed", "at contact", "1st at", "filter"}) {
    EXPECT_NE(t.find(column), std::string::npos) << column;
  }
  for (const Row& r : rep.rows) {
    EXPECT_NE(t.find("obb-obb/f32  " + r.implementation), std::string::npos) << r.implementation;
  }
  EXPECT_NE(t.find("EXPECTED DEFECT NOT FOUND: false hits"), std::string::npos);
}

TEST(Table, LiteralsAreNeverWrapped) {
  Report rep = sample();
  rep.rows[0].counterexamples[0].literal =
      "const gv::Obb<float> a{{0x1.4p+2f, -0x1.8p-3f, 0x1p+0f}, {{0x1p+0f, 0x0p+0f, 0x0p+0f}, {0x0p+0f, 0x1p+0f, "
      "0x0p+0f}, {0x0p+0f, 0x0p+0f, 0x1p+0f}}, {0x1p+0f, 0x1p+0f, 0x1p+0f}};";
  const std::string t = gv::campaign::render_table(rep);
  EXPECT_NE(t.find("\n  " + rep.rows[0].counterexamples[0].literal + "\n"), std::string::npos) << t;
}

}  // namespace

}  // namespace gv_campaign_table_test
