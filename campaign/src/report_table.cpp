// SPDX-License-Identifier: MIT
// geoverify campaign: the report as a table for a terminal (render_table).
// The default fits TableOptions::width columns: rows grouped under their
// query instance, long routine names on a line of their own, short verdicts
// explained below the table; --wide keeps one line per row with every column.
#include <algorithm>
#include <cmath>
#include <string>
#include <vector>

#include "geoverify/campaign/report.h"
#include "report_text.h"

namespace gv {
namespace campaign {

using namespace text;

namespace {

/// Every line of s (split at '\n') word-wrapped to width columns; a wrapped
/// line continues with indent. Words longer than a line stay whole.
std::string wrap(const std::string& s, std::size_t width, const std::string& indent = "") {
  std::string out;
  std::size_t start = 0;
  while (start <= s.size()) {
    std::size_t end = s.find('\n', start);
    if (end == std::string::npos) end = s.size();
    const std::string line = s.substr(start, end - start);
    std::size_t pos = line.find_first_not_of(' ');
    if (pos == std::string::npos) pos = line.size();
    const std::string lead = line.substr(0, pos);  // a line's own indentation is kept
    std::string cur = lead;
    while (pos < line.size()) {
      std::size_t next = line.find(' ', pos);
      if (next == std::string::npos) next = line.size();
      const std::string word = line.substr(pos, next - pos);
      const bool first = cur == lead || cur == indent;
      if (!first && cur.size() + 1 + word.size() > width) {
        out += cur + "\n";
        cur = indent + word;
      } else {
        cur += (first ? "" : " ") + word;
      }
      pos = next + 1;
    }
    out += cur;
    if (end == s.size()) break;
    out += "\n";
    start = end + 1;
  }
  return out;
}

/// The first line: seed, budget, time, threads or shards, what judged.
std::string run_header(const Report& report) {
  std::uint64_t total_cases = 0;
  for (const auto& q : report.queries) total_cases += q.cases;
  const bool any_fast = std::any_of(report.queries.begin(), report.queries.end(),
                                    [](const QueryStats& q) { return q.reference == "core"; });
  std::string threads = " on " + num(report.jobs) + (report.jobs == 1 ? " thread" : " threads");
  if (report.shards_merged) {
    threads = ", merged from " + num(report.shards_merged) + " shard reports";
  } else if (report.shard_count > 1) {
    threads += ", shard " + num(report.shard_index + 1) + "/" + num(report.shard_count);
  }
  // "budget 60 s", "budget 60 s or 2000 cases per query", "budget 2000 cases per query, no time limit".
  const std::string cases_budget = report.max_cases ? num(report.max_cases) + " cases per query" : std::string();
  const std::string budget = !std::isfinite(report.budget_seconds)
                                 ? cases_budget + ", no time limit"
                                 : fmt("%.0f", report.budget_seconds) + " s" +
                                       (report.max_cases ? " or " + cases_budget : std::string());
  return "geoverify run: seed " + num(report.seed) + ", budget " + budget + " (took " +
         fmt("%.1f", report.elapsed_seconds) + " s" + threads + "), " +
         plural(report.queries.size(), "query instance", "query instances") + ", " + num(total_cases) +
         (any_fast ? " cases (fast mode: see the notes below the table)"
                   : " cases, every answer judged by the exact oracle");
}

std::string fast_mode_notes(const Report& report) {
  std::string out;
  for (const auto& q : report.queries) {
    if (q.reference == "core") {
      out += "\n" + q.query + ": fast mode, the certified core was the reference; the exact oracle confirmed every "
             "disagreement and audited the core on one case in 16 (the core's cases column counts those).\n";
    }
  }
  return out;
}


/// The counterexamples, each under a header line (wrapped to width; 0: not
/// wrapped), its literal indented by two blanks; then the expected defects and
/// the result line.
/// The numbers of the quantity rows (report_text.h's number_cells), as a
/// table with its legend; empty when no row has numbers. width 0: no wrap.
std::string numbers_table(const Report& report, std::size_t width) {
  if (!has_numbers(report)) return "";
  const std::vector<std::string> head = {"query / routine", "", "contract", "judged", "wrong", "max", "p99", "median"};
  std::vector<std::vector<std::string>> cells = number_cells(report);
  std::vector<std::size_t> w(head.size());
  for (std::size_t k = 0; k < head.size(); ++k) {
    w[k] = head[k].size();
    for (const auto& row : cells) w[k] = std::max(w[k], row[k].size());
  }
  auto line = [&](const std::vector<std::string>& row) {
    std::string s;
    for (std::size_t k = 0; k < row.size(); ++k) s += (k ? "  " : "") + pad(row[k], w[k], k >= 3);
    while (!s.empty() && s.back() == ' ') s.pop_back();
    return s + "\n";
  };
  std::string out = "\nNumbers returned (error in ulps):\n" + line(head);
  for (const auto& row : cells) out += line(row);
  return out + (width ? wrap(kNumbersLegend, width) : std::string(kNumbersLegend)) + "\n";
}

std::string after_the_table(const Report& report, std::size_t width) {
  auto wrapped = [&](const std::string& s) { return width ? wrap(s, width, "  ") : s; };
  std::string out;
  bool any = false;
  for (const Row& r : report.rows) {
    for (const Counterexample& cx : r.counterexamples) {
      if (repeats_a_shown_case(r, cx)) continue;
      if (!any) out += "\nMinimal counterexamples (hex-float literals, paste into a regression test):\n";
      any = true;
      const int kind = std::max(0, kind_index(cx.kind));
      out += "\n" +
             wrapped("[" + r.query + "] " + r.implementation + ": " + selection_text(cx) + cx.kind +
                     (cx.detail.empty() ? std::string() : " (" + cx.detail + ")") + ", " + cx.degeneracy_class +
                     " (oracle: " + to_string(cx.oracle) + ", relative margin " + margin_text(cx.relative_margin) +
                     ")") +
             "\n" +
             wrapped("  found at case " + num(cx.index) + " (class " + cx.generator_class + "); first " +
                     kind_name(kind) + " at case " + num(r.first_index[kind]) + ", " +
                     fmt("%.3f", r.first_seconds[kind]) + " s into the run" +
                     (cx.selection == "first" ? "" : "; printed as found")) +
             "\n";
      std::string lit = cx.literal;
      std::size_t pos = 0;
      out += "  ";
      while ((pos = lit.find('\n', pos)) != std::string::npos) {
        lit.replace(pos, 1, "\n  ");
        pos += 3;
      }
      out += lit + "\n";
    }
  }
  out += "\n";
  for (const Row& r : report.rows) {
    if (r.role == "specimen" && r.expected) {
      out += wrapped("expected in " + r.query + " " + r.implementation + ": " + defect_list(r.expected) + " -- " +
                     r.defect_note) +
             "\n";
    }
  }
  out += std::string("\nresult: ") +
         (report.passed ? "PASS (every core and user routine held its contract; every expected defect was found)"
          : report.rows.empty() ? "FAIL (no routine ran: no selected query instance has a routine to check)"
                                : "FAIL (see the rows marked in capitals)") +
         "\n";
  return out;
}

std::string wide_table(const Report& report) {
  std::string out = run_header(report) + "\n\n";
  const std::vector<std::string> head = {"query", "implementation", "contract", "cases", "false hits",
                                         "false misses", "disagreed", "leaks", "crashes", "worst margin",
                                         "at contact", "1st at", "filter", "result"};
  std::vector<std::vector<std::string>> cells;
  for (const Row& r : report.rows) {
    cells.push_back({r.query, r.implementation, r.contract, num(r.cases), num(r.violating_false_hits),
                     num(r.violating_false_misses), num(disagreements(r)), leaks_text(r), faults_text(r),
                     r.has_worst ? margin_text(r.worst_relative_margin) : "-",
                     single_violations(r) ? fmt("%.0f%%", 100.0 * static_cast<double>(r.violations_at_contact) /
                                                               static_cast<double>(single_violations(r)))
                                          : "-",
                     first_violation(r) == Row::kNone ? "-" : num(first_violation(r)), filter_text(r), r.verdict});
  }
  std::vector<std::size_t> width(head.size());
  for (std::size_t k = 0; k < head.size(); ++k) {
    width[k] = head[k].size();
    for (const auto& row : cells) width[k] = std::max(width[k], row[k].size());
  }
  auto line = [&](const std::vector<std::string>& row) {
    std::string s;
    for (std::size_t k = 0; k < row.size(); ++k) {
      const bool right = k >= 3 && k + 1 < row.size();  // the numbers; names and the verdict left
      s += (k ? "  " : "") + (k + 1 == row.size() ? row[k] : pad(row[k], width[k], right));
    }
    return s + "\n";
  };
  out += line(head);
  for (const auto& row : cells) out += line(row);
  out += fast_mode_notes(report);
  out += "\nfalse hits / false misses: disagreements with the exact oracle that the row's contract does\n"
         "not allow (contract violations); disagreed: every disagreement, allowed or not (more than the\n"
         "two columns under tolerant, conservative and watertight contracts); leaks (watertight rows):\n"
         "rays that slipped through a closed mesh (every triangle at or next to the crossing point said\n"
         "miss); crashes: calls\n"
         "that aborted, raised a signal, threw or called exit(), +N calls that hung (killed after the call\n"
         "timeout); '-' for routines run in this process, which cannot be watched for signals; worst margin:\n"
         "the oracle's relative margin (distance to the boundary / input scale) of the worst contract\n"
         "violation; at contact: share of the violations at exact contact (margin 0), the rest were\n"
         "wrong on shapes clearly apart or clearly overlapping; 1st at: index of the first contract\n"
         "violation in the case stream; filter: share of core calls decided without the exact fallback.\n";
  return out + numbers_table(report, 0) + after_the_table(report, 0);
}


/// The verdicts the short form says in full; the others are spelled out
/// below the narrow table.
bool verdict_is_short(const Row& r) {
  return r.verdict == "holds contract" || r.verdict == "CONTRACT VIOLATED" || r.verdict == "expected defect found" ||
         r.verdict == "holds" || r.verdict == "violations (none expected)" || r.verdict == "RAN NO CASES";
}

/// The narrow table's "leaks, crashes" cell: "190 leaks" on a watertight
/// row, "3 crashes", "1 timeout"; "0" for a row run in a worker (Row::isolated)
/// with none, "-" where the count does not apply.
std::string faults_cell(const Row& r) {
  std::string s;
  auto add = [&](const std::string& part) { s += (s.empty() ? "" : ", ") + part; };
  if (r.contract == "watertight") add(plural(r.leaks, "leak", "leaks"));
  if (r.crashes) add(plural(r.crashes, "crash", "crashes"));
  if (r.timeouts) add(plural(r.timeouts, "timeout", "timeouts"));
  if (s.empty()) return r.isolated ? "0" : "-";
  return s;
}

std::string narrow_table(const Report& report, std::size_t width) {
  std::string out = wrap(run_header(report), width, "  ") + "\n\n";
  // Columns after the routine: contract, cases, false hits, false misses,
  // leaks and crashes, worst margin, result (left unpadded).
  const std::vector<std::string> top = {"", "", "false", "false", "leaks,", "worst", ""};
  const std::vector<std::string> head = {"contract", "cases", "hits", "misses", "crashes", "margin", "result"};
  std::vector<std::vector<std::string>> cells;
  for (const Row& r : report.rows) {
    cells.push_back({r.contract, num(r.cases), num(r.violating_false_hits), num(r.violating_false_misses),
                     faults_cell(r), r.has_worst ? margin_text(r.worst_relative_margin) : "-", short_verdict(r)});
  }
  std::vector<std::size_t> w(head.size());
  std::size_t fixed = 0;
  for (std::size_t k = 0; k < head.size(); ++k) {
    w[k] = std::max(head[k].size(), top[k].size());
    for (const auto& row : cells) w[k] = std::max(w[k], row[k].size());
    fixed += w[k] + 2;
  }
  const std::size_t name_w = std::max<std::size_t>(16, width > fixed ? width - fixed : 0);
  auto line = [&](const std::string& name, const std::vector<std::string>& row) {
    std::string s = pad(name, name_w, false);
    for (std::size_t k = 0; k < row.size(); ++k) {
      const bool last = k + 1 == row.size();
      s += "  " + (last ? row[k] : pad(row[k], w[k], k >= 1));  // contract left, numbers right
    }
    while (!s.empty() && s.back() == ' ') s.pop_back();
    return s + "\n";
  };
  out += line("", top) + line("query / routine", head);
  std::string current;
  for (std::size_t i = 0; i < report.rows.size(); ++i) {
    const Row& r = report.rows[i];
    if (r.query != current) {
      current = r.query;
      std::string heading = r.query;
      for (const QueryStats& q : report.queries) {
        if (q.query == r.query && q.reference == "core") heading += "  (fast mode)";
      }
      for (const Row& x : report.rows) {
        if (x.query == r.query && x.role == "core" && filter_share(x) >= 0) heading += "  filter " + filter_text(x);
      }
      out += heading + "\n";
    }
    const std::string name = "  " + r.implementation;
    if (name.size() > name_w) {
      out += name + "\n" + line("", cells[i]);
    } else {
      out += line(name, cells[i]);
    }
  }
  bool any_details = false;
  for (const Row& r : report.rows) {
    if (verdict_is_short(r)) continue;
    if (!any_details) out += "\n";
    any_details = true;
    out += wrap(r.query + " " + r.implementation + ": " + r.verdict, width, "  ") + "\n";
  }
  out += wrap(fast_mode_notes(report), width);
  out += "\n" +
         wrap("false hits, false misses: disagreements with the exact oracle that the row's contract does not allow "
              "(contract violations). leaks: rays that slipped through a closed mesh (watertight rows). crashes: "
              "calls that aborted, raised a signal, threw or called exit(), and timeouts (calls that hung); '-' for "
              "routines run in this process. worst margin: the oracle's relative margin (distance to the boundary / "
              "input scale) of the worst violation. result: holds (its contract), found (the specimen's expected "
              "defect), VIOLATED (the contract), NOT FOUND (an expected defect), NO CASES (the row ran none). "
              "filter: share of the core's calls decided without the exact stage. --wide adds every disagreement "
              "allowed or not, the share at exact contact and the first violation's index.",
              width) +
         "\n";
  return out + numbers_table(report, width) + after_the_table(report, width);
}

}  // namespace

std::string render_table(const Report& report, const TableOptions& options) {
  return options.wide ? wide_table(report) : narrow_table(report, options.width);
}

}  // namespace campaign
}  // namespace gv
