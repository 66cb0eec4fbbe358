// SPDX-License-Identifier: MIT
// Specification of the CI renderings (campaign/report.h): JUnit XML and
// Markdown have one entry per row, fail exactly the rows the table marks in
// capitals (row.ok, from set_verdict and fail_empty_rows), and escape
// everything they quote.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "geoverify/campaign/report.h"
#include "geoverify/query/contract.h"
#include "sample_report.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_campaign_formats_test {

namespace {

using gv::campaign::Counterexample;
using gv::campaign::Report;
using gv::campaign::Row;
using gv::test_support::row;
using gv::test_support::sample;

using gv::test_support::count;

// The text of the element named tag in the testcase whose name attribute
// starts with name ("" if absent).
std::string testcase(const std::string& xml, const std::string& name) {
  const std::size_t at = xml.find("<testcase classname=\"obb-obb/f32\" name=\"" + name);
  if (at == std::string::npos) return "";
  return xml.substr(at, xml.find("</testcase>", at) - at);
}

// Minimal well-formedness: every tag closes in order, every '&' starts one of
// the five entities or a character reference, no '<' or '>' outside tags.
void expect_well_formed(const std::string& xml) {
  std::vector<std::string> open;
  std::size_t i = xml.find("?>");
  ASSERT_NE(i, std::string::npos);
  for (i += 2; i < xml.size(); ++i) {
    const char c = xml[i];
    if (c == '>') FAIL() << "bare '>' at " << i;
    if (c == '&') {
      const std::size_t semi = xml.find(';', i);
      ASSERT_NE(semi, std::string::npos);
      const std::string ent = xml.substr(i, semi - i + 1);
      EXPECT_TRUE(ent == "&amp;" || ent == "&lt;" || ent == "&gt;" || ent == "&quot;" || ent == "&apos;" ||
                  ent == "&#10;" || ent == "&#9;" || ent == "&#13;")
          << ent;
    }
    if (c != '<') continue;
    const std::size_t end = xml.find('>', i);
    ASSERT_NE(end, std::string::npos);
    const std::string tag = xml.substr(i + 1, end - i - 1);
    EXPECT_EQ(tag.find('<'), std::string::npos) << tag;
    // inside a tag, attribute values hold no raw quote: count them
    EXPECT_EQ(count(tag, "\"") % 2, 0u) << tag;
    if (tag[0] == '/') {
      ASSERT_FALSE(open.empty()) << tag;
      EXPECT_EQ(open.back(), tag.substr(1));
      open.pop_back();
    } else if (tag.back() != '/') {
      open.push_back(tag.substr(0, tag.find(' ')));
    }
    i = end;
  }
  EXPECT_TRUE(open.empty());
}

TEST(Formats, SampleVerdictsAreTheTables) {
  const Report rep = sample();
  ASSERT_EQ(rep.rows.size(), 5u);
  EXPECT_EQ(rep.rows[0].verdict, "CONTRACT VIOLATED");
  EXPECT_EQ(rep.rows[1].verdict, "expected defect found");
  EXPECT_EQ(rep.rows[2].verdict, "EXPECTED DEFECT NOT FOUND: false hits");
  EXPECT_EQ(rep.rows[3].verdict, "RAN NO CASES");
  EXPECT_TRUE(rep.rows[4].ok);
  EXPECT_FALSE(rep.passed);
}

// Under a contract that allows some disagreements (tolerant, conservative,
// watertight), the false hit and false miss columns count the violations and
// "disagreed" every disagreement; the leaks column is the watertight rows'
// own. Both survive the JSON report (the shards' way to merge).
TEST(Formats, ViolationsAndDisagreementsHaveTheirOwnColumns) {
  Report rep = sample();
  Row tolerant = row("user-tolerant", "user", 100);
  tolerant.contract = "tolerant(1e-06)";
  tolerant.false_hits = 7;
  tolerant.false_misses = 4;
  tolerant.violating_false_misses = 1;
  tolerant.violations = 1;
  Row watertight = row("user-watertight", "user", 100);
  watertight.contract = "watertight";
  watertight.false_hits = 9;
  watertight.crossings = 30;
  watertight.leaks = 2;
  watertight.violations = 2;
  Row exact_on_meshes = row("user-exact", "user", 100);
  exact_on_meshes.crossings = 30;
  exact_on_meshes.leaks = 5;  // counted, but not this contract's column
  exact_on_meshes.isolated = false;  // run with Options::isolate off
  rep.rows = {tolerant, watertight, exact_on_meshes};
  for (Row& r : rep.rows) gv::campaign::set_verdict(r);
  const std::string m = gv::campaign::render_markdown(rep);
  EXPECT_NE(m.find("| user-tolerant | tolerant(1e-06) | 100 | 0 | 1 | 11 | - | 0 | "), std::string::npos) << m;
  EXPECT_NE(m.find("| user-watertight | watertight | 100 | 0 | 0 | 9 | 2 | 0 | "), std::string::npos) << m;
  EXPECT_NE(m.find("| user-exact | exact | 100 | 0 | 0 | 0 | - | - | "), std::string::npos) << m;
  gv::campaign::TableOptions wide;
  wide.wide = true;
  const std::string t = gv::campaign::render_table(rep, wide);
  EXPECT_NE(t.find("disagreed"), std::string::npos) << t;

  const std::string path = ::testing::TempDir() + "formats_columns.json";
  std::string error;
  ASSERT_TRUE(gv::campaign::write_json_file(rep, path, error)) << error;
  Report back;
  ASSERT_TRUE(gv::campaign::read_json_report(path, back, error)) << error;
  ASSERT_EQ(back.rows.size(), 3u);
  EXPECT_EQ(back.rows[0].false_hits, 7u);
  EXPECT_EQ(back.rows[0].violating_false_hits, 0u);
  EXPECT_EQ(back.rows[0].violating_false_misses, 1u);
  EXPECT_TRUE(back.rows[0].isolated);
  EXPECT_FALSE(back.rows[2].isolated);
  EXPECT_EQ(gv::campaign::render_markdown(back), m);
}

TEST(Formats, JunitHasOneTestcasePerRowAndFailsTheTablesFailures) {
  const std::string x = gv::campaign::render_junit(sample());
  expect_well_formed(x);
  EXPECT_NE(x.find("<testsuites name=\"geoverify\" tests=\"5\" failures=\"3\" errors=\"0\" time=\"2.500\">"),
            std::string::npos)
      << x;
  EXPECT_EQ(count(x, "<testsuite "), 1u);
  EXPECT_NE(x.find("<testsuite name=\"geoverify\" tests=\"5\" failures=\"3\""), std::string::npos);
  EXPECT_EQ(count(x, "<testcase "), 5u);
  EXPECT_EQ(count(x, "<failure "), 3u);
  EXPECT_NE(x.find("<property name=\"seed\" value=\"7\"/>"), std::string::npos);
  // the query instance's 2 s shared by its 5 rows
  EXPECT_NE(x.find("name=\"core-good [exact]\" time=\"0.400\""), std::string::npos);
}

TEST(Formats, JunitFailureCarriesCountsMarginAndFirstCounterexampleEscaped) {
  const std::string x = gv::campaign::render_junit(sample());
  const std::string tc = testcase(x, "core&lt;f32&gt; | &quot;x&quot; &amp; &apos;y&apos; [exact]");
  ASSERT_FALSE(tc.empty()) << x;
  EXPECT_NE(tc.find("<failure message=\"CONTRACT VIOLATED (100 cases, 3 false hits, 0 false misses, "
                    "0 wrong relations, 3 contract violations (0 at exact contact); worst relative margin -1.50e-07)\">"),
            std::string::npos)
      << tc;
  // the counterexample found first (case 12), not the first listed (case 40)
  EXPECT_NE(tc.find("first counterexample: false hit, face contact (oracle: disjoint"), std::string::npos) << tc;
  EXPECT_NE(tc.find("found at case 12 (class touch-face)"), std::string::npos);
  EXPECT_NE(tc.find("const float a = 0x1.8p-3f;  // a &lt; b &amp;&amp; c &gt; &apos;d&apos;\n"
                    "const float b = -0x0p+0f;"),
            std::string::npos)
      << tc;
  EXPECT_EQ(tc.find("late"), std::string::npos);
}

TEST(Formats, JunitExpectedDefectFoundPassesAndSaysSo) {
  const std::string x = gv::campaign::render_junit(sample());
  const std::string found = testcase(x, "specimen-found [exact]");
  ASSERT_FALSE(found.empty());
  EXPECT_EQ(found.find("<failure"), std::string::npos) << found;
  EXPECT_NE(found.find("<system-out>expected defect found: false misses -- epsilon test\n"), std::string::npos)
      << found;
  const std::string missed = testcase(x, "specimen-missed [exact]");
  EXPECT_NE(missed.find("<failure message=\"EXPECTED DEFECT NOT FOUND: false hits (100 cases"), std::string::npos)
      << missed;
  EXPECT_NE(missed.find("expected: false hits -- never triggered"), std::string::npos);
  const std::string empty = testcase(x, "user-empty [exact]");
  EXPECT_NE(empty.find("<failure message=\"RAN NO CASES (0 cases"), std::string::npos) << empty;
  const std::string good = testcase(x, "core-good [exact]");
  EXPECT_EQ(good.find("<failure"), std::string::npos);
  EXPECT_EQ(good.find("<system-out"), std::string::npos);
}

TEST(Formats, JunitOfAPassingRunHasNoFailure) {
  Report rep = sample();
  rep.rows = {rep.rows[1], rep.rows[4]};
  rep.passed = true;
  const std::string x = gv::campaign::render_junit(rep);
  expect_well_formed(x);
  EXPECT_NE(x.find("tests=\"2\" failures=\"0\""), std::string::npos);
  EXPECT_EQ(x.find("<failure"), std::string::npos);
}

TEST(Formats, MarkdownTitleTableAndFailureDetails) {
  const std::string m = gv::campaign::render_markdown(sample());
  EXPECT_EQ(m.rfind("## geoverify: FAIL (seed 7, 100 cases in 1 query instance, 2.5 s)\n", 0), 0u) << m;
  EXPECT_NE(m.find("| query | routine | contract | cases | false hits | false misses | disagreed | leaks | crashes | "
                   "worst margin | result |\n"),
            std::string::npos);
  // '|' and Markdown/HTML syntax escaped in the cells; failing verdicts bold
  EXPECT_NE(m.find("| obb-obb/f32 | core\\<f32\\> \\| \"x\" \\& 'y' | exact | 100 | 3 | 0 | 3 | - | - | -1.50e-07 | "
                   "**CONTRACT VIOLATED** |\n"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("| obb-obb/f32 | specimen-found | exact | 100 | 0 | 2 | 2 | - | - | - | expected defect found |\n"),
            std::string::npos);
  EXPECT_NE(m.find("| specimen-missed | exact | 100 | 0 | 0 | 0 | - | - | - | **EXPECTED DEFECT NOT FOUND: false hits** |\n"),
            std::string::npos);
  EXPECT_NE(m.find("| user-empty | exact | 0 | 0 | 0 | 0 | - | 0 | - | **RAN NO CASES** |\n"), std::string::npos);
  EXPECT_NE(m.find("| core-good | exact | 100 | 0 | 0 | 0 | - | - | - | holds contract |\n"), std::string::npos);
  // table rows: header, rule, one per row
  EXPECT_EQ(count(m, "| obb-obb/f32 |"), 5u);
  // one collapsible block per failing row, HTML-escaped summary
  EXPECT_EQ(count(m, "<details>"), 3u);
  EXPECT_EQ(count(m, "</details>"), 3u);
  EXPECT_NE(m.find("<details><summary>obb-obb/f32 core&lt;f32&gt; | &quot;x&quot; &amp; &apos;y&apos; [exact]: "
                   "CONTRACT VIOLATED</summary>"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("```cpp\nconst float a = 0x1.8p-3f;  // a < b && c > 'd'\nconst float b = -0x0p+0f;\n```\n"),
            std::string::npos)
      << m;
  EXPECT_NE(m.find("```cpp\nconst float late = 0x1p+0f;\n```\n"), std::string::npos);
  EXPECT_EQ(m.find("specimen-found [exact]"), std::string::npos);  // passing rows get no block
  EXPECT_NE(m.find("<summary>obb-obb/f32 user-empty [exact]: RAN NO CASES</summary>"), std::string::npos);
}

TEST(Formats, MarkdownFenceOutlastsBackticksInTheCode) {
  Report rep = sample();
  rep.rows[0].counterexamples.resize(1);
  rep.rows[0].counterexamples[0].literal = "// ```` quoted";
  const std::string m = gv::campaign::render_markdown(rep);
  EXPECT_NE(m.find("\n`````cpp\n// ```` quoted\n`````\n"), std::string::npos) << m;
}

TEST(Formats, MarkdownOfAPassingRun) {
  Report rep = sample();
  rep.rows = {rep.rows[4]};
  rep.passed = true;
  const std::string m = gv::campaign::render_markdown(rep);
  EXPECT_EQ(m.rfind("## geoverify: PASS", 0), 0u);
  EXPECT_EQ(m.find("<details>"), std::string::npos);
}

}  // namespace

}  // namespace gv_campaign_formats_test
