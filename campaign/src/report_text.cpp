// SPDX-License-Identifier: MIT
// geoverify campaign: the text every rendering of a report shares (report_text.h).
#include "report_text.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <string>

#include "geoverify/query/contract.h"

namespace gv {
namespace campaign {
namespace text {

namespace {

/// Each query::Defect bit with its names: one ("false hit", the JSON
/// spelling) and many ("false hits", the prose).
struct DefectName {
  unsigned bit;
  const char* one;
  const char* many;
};
constexpr DefectName kDefectNames[] = {{query::kFalseHit, "false hit", "false hits"},
                                       {query::kFalseMiss, "false miss", "false misses"},
                                       {query::kLeak, "leak", "leaks"},
                                       {query::kCrash, "crash", "crashes"},
                                       {query::kTimeout, "timeout", "timeouts"},
                                       {query::kWrongNumber, "wrong number", "wrong numbers"}};

}  // namespace

std::string join_defects(unsigned bits, const char* sep, bool json) {
  std::string s;
  for (const DefectName& d : kDefectNames) {
    if (!(bits & d.bit)) continue;
    s += (s.empty() ? "" : sep) + (json ? "\"" + std::string(d.one) + "\"" : std::string(d.many));
  }
  return s;
}


std::string fmt(const char* f, double v) {
  char buf[64];
  std::snprintf(buf, sizeof buf, f, v);
  return buf;
}

std::string num(std::uint64_t v) { return std::to_string(v); }

std::string pad(const std::string& s, std::size_t w, bool right) {
  if (s.size() >= w) return s;
  return right ? std::string(w - s.size(), ' ') + s : s + std::string(w - s.size(), ' ');
}

std::uint64_t single_violations(const Row& r) { return r.contract == "watertight" ? 0 : r.violations; }

std::string margin_text(double m) {
  if (std::isinf(m)) return m > 0 ? "+inf" : "-inf";
  return fmt("%+.2e", m);
}

std::uint64_t disagreements(const Row& r) { return r.false_hits + r.false_misses + r.wrong_relations; }

std::string leaks_text(const Row& r) { return r.contract == "watertight" ? num(r.leaks) : "-"; }

std::string faults_text(const Row& r) {
  if (!r.isolated && r.crashes == 0 && r.timeouts == 0) return "-";
  return num(r.crashes) + (r.timeouts ? "+" + num(r.timeouts) : std::string());
}

bool repeats_a_shown_case(const Row& r, const Counterexample& cx) {
  if (cx.selection != "class") return false;
  return std::any_of(r.counterexamples.begin(), r.counterexamples.end(),
                     [&](const Counterexample& o) { return o.selection != "class" && o.index == cx.index; });
}

std::string selection_text(const Counterexample& cx) {
  if (cx.selection == "most severe") return "most severe ";
  if (cx.selection == "worst number") return "worst ";
  if (cx.selection == "class") return "class example, ";
  return "";
}

std::string defect_list(unsigned bits) {
  const std::string s = join_defects(bits, " + ", false);
  return s.empty() ? "none" : s;
}

std::string filter_text(const Row& r) {
  const double share = filter_share(r);
  return share < 0 ? "-" : fmt("%.1f%%", 100.0 * share);
}

std::string short_verdict(const Row& r) {
  if (r.cases == 0 && !r.ok) return "NO CASES";
  if (r.role == "specimen") {
    if (!r.ok) return "NOT FOUND";
    if (r.expected) return "found";
    return r.violations ? "violations" : "holds";
  }
  return r.ok ? "holds" : "VIOLATED";
}

std::string plural(std::uint64_t n, const char* one, const char* many) {
  return num(n) + " " + (n == 1 ? one : many);
}

std::string counts_text(const Row& r) {
  return plural(r.cases, "case", "cases") + ", " + plural(r.false_hits, "false hit", "false hits") + ", " +
         plural(r.false_misses, "false miss", "false misses") + ", " +
         plural(r.wrong_relations, "wrong relation", "wrong relations") + ", " +
         (r.crossings ? plural(r.leaks, "leak", "leaks") + " in " + plural(r.crossings, "mesh crossing", "mesh crossings") + ", "
                      : std::string()) +
         (r.crashes ? plural(r.crashes, "crash", "crashes") + ", " : std::string()) +
         (r.timeouts ? plural(r.timeouts, "timeout", "timeouts") + ", " : std::string()) +
         (r.error_histogram.empty() ? std::string() : numbers_text(r) + "; ") +
         plural(r.violations, "contract violation", "contract violations") +
         (single_violations(r) ? " (" + num(r.violations_at_contact) + " at exact contact)" : std::string()) +
         (r.has_worst ? "; worst relative margin " + margin_text(r.worst_relative_margin) : std::string());
}

std::string numbers_text(const Row& r) {
  if (r.error_histogram.empty()) return "";
  return plural(r.numbers_judged, "number judged", "numbers judged") + ", " +
         plural(r.wrong_numbers, "wrong number", "wrong numbers") +
         (r.numbers_judged ? "; error in ulps: max " + error_text(r.max_error) + ", p99 " +
                                 error_text(error_quantile(r, 0.99)) + ", median " + error_text(error_quantile(r, 0.5))
                           : std::string());
}

bool has_numbers(const Report& report) {
  for (const Row& r : report.rows) {
    if (!r.error_histogram.empty()) return true;
  }
  return false;
}

std::vector<std::vector<std::string>> number_cells(const Report& report) {
  std::vector<std::vector<std::string>> out;
  for (const Row& r : report.rows) {
    if (r.error_histogram.empty()) continue;
    const bool any = r.numbers_judged != 0;
    out.push_back({r.query, r.implementation, r.contract, num(r.numbers_judged), num(r.wrong_numbers),
                   any ? error_text(r.max_error) : "-", any ? error_text(error_quantile(r, 0.99)) : "-",
                   any ? error_text(error_quantile(r, 0.5)) : "-"});
  }
  return out;
}

const char* const kNumbersLegend =
    "numbers: the values quantity routines returned where they and the exact answer both had one. error: "
    "steps of the routine's type between its number and the correctly rounded exact value (0: correctly "
    "rounded); for a bracket, its width; p99 and median are upper bounds read from a histogram of powers "
    "of two, exact at 0 and 1. wrong: numbers outside the row's contract or the quantity's range (a hit "
    "parameter outside [tmin, tmax], a negative distance).";

const Counterexample* first_counterexample(const Row& r) {
  const Counterexample* best = nullptr;
  for (const Counterexample& cx : r.counterexamples) {
    if (!best || cx.index < best->index) best = &cx;
  }
  return best;
}

std::string counterexample_text(const Counterexample& cx) {
  return selection_text(cx) + cx.kind + (cx.detail.empty() ? std::string() : " (" + cx.detail + ")") + ", " + cx.degeneracy_class + " (oracle: " + to_string(cx.oracle) + ", relative margin " +
         margin_text(cx.relative_margin) + "), found at case " + num(cx.index) + " (class " + cx.generator_class +
         ")" + (cx.selection == "first" ? ", shrunk in " + std::to_string(cx.shrink_steps) +
                                             (cx.shrink_steps == 1 ? " step" : " steps")
                                       : std::string(", as found"));
}

std::string expected_text(const Row& r) {
  return defect_names(r.expected) + (r.defect_note.empty() ? std::string() : " -- " + r.defect_note);
}

std::string run_summary(const Report& report) {
  std::uint64_t total_cases = 0;
  for (const auto& q : report.queries) total_cases += q.cases;
  std::string s = "seed " + num(report.seed) + ", " + plural(total_cases, "case", "cases") + " in " +
                  plural(report.queries.size(), "query instance", "query instances") + ", " +
                  fmt("%.1f", report.elapsed_seconds) + " s";
  if (report.shards_merged) {
    s += ", merged from " + plural(report.shards_merged, "shard report", "shard reports");
  } else if (report.shard_count > 1) {
    s += ", shard " + num(report.shard_index + 1) + "/" + num(report.shard_count);
  }
  return s;
}

double row_seconds(const Report& report, const Row& r) {
  const auto rows = std::count_if(report.rows.begin(), report.rows.end(),
                                  [&](const Row& x) { return x.query == r.query; });
  for (const QueryStats& q : report.queries) {
    if (q.query == r.query) return q.seconds / static_cast<double>(rows);
  }
  return 0;
}

std::string markup_escape(const std::string& s, bool attribute) {
  std::string out;
  for (const char ch : s) {
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&apos;"; break;
      case '\n': out += attribute ? "&#10;" : "\n"; break;
      case '\r': out += attribute ? "&#13;" : "\r"; break;
      case '\t': out += attribute ? "&#9;" : "\t"; break;
      default: out += static_cast<unsigned char>(ch) < 0x20 ? '?' : ch;
    }
  }
  return out;
}

std::string html_escape(const std::string& s) {
  std::string out = markup_escape(s, false);
  std::replace(out.begin(), out.end(), '\n', ' ');
  return out;
}

}  // namespace text

std::string defect_names(unsigned bits) { return text::join_defects(bits, ", ", false); }

unsigned defect_bit(const std::string& name) {
  for (const text::DefectName& d : text::kDefectNames) {
    if (name == d.one) return d.bit;
  }
  return 0;
}

}  // namespace campaign
}  // namespace gv
