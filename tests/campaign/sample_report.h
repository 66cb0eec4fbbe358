// SPDX-License-Identifier: MIT
// A small report with one row of each kind, for the specifications of the
// report's renderings (formats_test.cpp, table_test.cpp, html_test.cpp).
#ifndef GEOVERIFY_TESTS_CAMPAIGN_SAMPLE_REPORT_H
#define GEOVERIFY_TESTS_CAMPAIGN_SAMPLE_REPORT_H

#include <cstddef>
#include <cstdint>
#include <string>

#include "geoverify/campaign/report.h"
#include "geoverify/query/contract.h"

namespace gv {
namespace test_support {

using campaign::Counterexample;
using campaign::Report;
using campaign::Row;

/// How many times `what` occurs in text, without overlaps.
inline std::size_t count(const std::string& text, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t pos = text.find(what); pos != std::string::npos; pos = text.find(what, pos + what.size())) ++n;
  return n;
}

inline Row row(const std::string& impl, const std::string& role, std::uint64_t cases) {
  Row r;
  r.query = "obb-obb/f32";
  r.implementation = impl;
  r.role = role;
  r.isolated = role == "user";  // isolation on, its default
  r.contract = "exact";
  r.cases = cases;
  return r;
}

// One row of each kind: a core routine that violated its contract (a name
// full of XML and Markdown syntax), a specimen whose expected defect was
// found, one whose expected defect was not, a user routine that ran no case,
// and a core routine that held.
inline Report sample() {
  Report rep;
  rep.seed = 7;
  rep.budget_seconds = 60;
  rep.max_cases = 100;
  rep.elapsed_seconds = 2.5;
  gv::campaign::QueryStats q;
  q.query = "obb-obb/f32";
  q.cases = 100;
  q.seconds = 2.0;
  rep.queries.push_back(q);

  Row bad = row("core<f32> | \"x\" & 'y'", "core", 100);
  bad.false_hits = 3;
  bad.violating_false_hits = 3;
  bad.violations = 3;
  bad.has_worst = true;
  bad.worst_relative_margin = -1.5e-7;
  Counterexample late;
  late.kind = "false hit";
  late.index = 40;
  late.literal = "const float late = 0x1p+0f;";
  Counterexample early;
  early.kind = "false hit";
  early.generator_class = "touch-face";
  early.degeneracy_class = "face contact";
  early.index = 12;
  early.oracle = gv::Relation::disjoint;
  early.literal = "const float a = 0x1.8p-3f;  // a < b && c > 'd'\nconst float b = -0x0p+0f;";
  bad.counterexamples = {late, early};

  Row found = row("specimen-found", "specimen", 100);
  found.expected = gv::query::kFalseMiss;
  found.found = gv::query::kFalseMiss;
  found.false_misses = 2;
  found.violating_false_misses = 2;
  found.violations = 2;
  found.defect_note = "epsilon test";

  Row missed = row("specimen-missed", "specimen", 100);
  missed.expected = gv::query::kFalseHit;
  missed.defect_note = "never triggered";

  Row empty = row("user-empty", "user", 0);
  Row good = row("core-good", "core", 100);

  rep.rows = {bad, found, missed, empty, good};
  for (Row& r : rep.rows) gv::campaign::set_verdict(r);
  gv::campaign::fail_empty_rows(rep);  // also sets rep.passed
  return rep;
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_CAMPAIGN_SAMPLE_REPORT_H
