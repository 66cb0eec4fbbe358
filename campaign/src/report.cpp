// SPDX-License-Identifier: MIT
// geoverify campaign: rendering a report as a table, JSON, JUnit XML and Markdown.
#include "geoverify/campaign/report.h"

#include <sys/stat.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "geoverify/query/contract.h"

namespace gv {
namespace campaign {

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
                                       {query::kTimeout, "timeout", "timeouts"}};

/// The names of the bits set, in the order above, joined by sep (each
/// quoted when json).
std::string join_defects(unsigned bits, const char* sep, bool json) {
  std::string s;
  for (const DefectName& d : kDefectNames) {
    if (!(bits & d.bit)) continue;
    s += (s.empty() ? "" : sep) + (json ? "\"" + std::string(d.one) + "\"" : std::string(d.many));
  }
  return s;
}

}  // namespace

std::string defect_names(unsigned bits) { return join_defects(bits, ", ", false); }

unsigned defect_bit(const std::string& name) {
  for (const DefectName& d : kDefectNames) {
    if (name == d.one) return d.bit;
  }
  return 0;
}

namespace {
const char* const kKindNames[Row::kKinds] = {"false hit", "false miss", "wrong relation", "leak", "crash", "timeout"};
}  // namespace

const char* kind_name(int k) { return k >= 0 && k < Row::kKinds ? kKindNames[k] : ""; }

int kind_index(const std::string& kind) {
  for (int k = 0; k < Row::kKinds; ++k) {
    if (kind.rfind(kKindNames[k], 0) == 0) return k;
  }
  return -1;
}

void set_verdict(Row& row) {
  if (row.role == "specimen") {
    const unsigned missing = row.expected & ~row.found;
    const unsigned extra = row.found & ~row.expected;
    row.ok = missing == 0;
    if (!row.ok) {
      row.verdict = "EXPECTED DEFECT NOT FOUND: " + defect_names(missing);
    } else if (row.expected) {
      row.verdict = "expected defect found";
    } else {
      row.verdict = row.violations ? "violations (none expected)" : "holds";
    }
    if (row.ok && extra) row.verdict += "; also " + defect_names(extra);
  } else {
    row.ok = row.violations == 0;
    row.verdict = row.ok ? "holds contract" : "CONTRACT VIOLATED";
    if (row.wrong_relations) row.verdict += " (" + std::to_string(row.wrong_relations) + " wrong relations)";
    if (row.crashes || row.timeouts) {
      std::string what;
      if (row.crashes) what = std::to_string(row.crashes) + (row.crashes == 1 ? " crash" : " crashes");
      if (row.timeouts) {
        what += (what.empty() ? "" : ", ") + std::to_string(row.timeouts) + (row.timeouts == 1 ? " timeout" : " timeouts");
      }
      row.verdict += " (" + what + ")";
    }
  }
}

std::uint64_t first_violation(const Row& row, double* seconds) {
  std::uint64_t best = Row::kNone;
  double at = 0;
  for (int k = 0; k < Row::kKinds; ++k) {
    if (row.first_index[k] < best) {
      best = row.first_index[k];
      at = row.first_seconds[k];
    }
  }
  if (seconds) *seconds = at;
  return best;
}

double filter_share(const Row& row) {
  const std::uint64_t total = row.filter_calls + row.exact_calls;
  return total == 0 ? -1.0 : static_cast<double>(row.filter_calls) / static_cast<double>(total);
}

namespace {

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

/// The violations judged case by case (a watertight row's are leaks, judged
/// on meshes, which have no single margin).
std::uint64_t single_violations(const Row& r) { return r.contract == "watertight" ? 0 : r.violations; }

std::string margin_text(double m) {
  if (std::isinf(m)) return m > 0 ? "+inf" : "-inf";
  return fmt("%+.2e", m);
}

/// Every disagreement with the reference, allowed by the contract or not.
std::uint64_t disagreements(const Row& r) { return r.false_hits + r.false_misses + r.wrong_relations; }

/// The table's leaks cell: the count on a watertight row (the contract that
/// promises none), "-" elsewhere.
std::string leaks_text(const Row& r) { return r.contract == "watertight" ? num(r.leaks) : "-"; }

/// The table's crashes cell: "N" or "N+M" (M timeouts); "-" for a row run in
/// process (the core and the specimens, or Options::isolate off), unless it threw.
std::string faults_text(const Row& r) {
  if (r.role != "user" && r.crashes == 0 && r.timeouts == 0) return "-";
  return num(r.crashes) + (r.timeouts ? "+" + num(r.timeouts) : std::string());
}

/// True for a degeneracy-class example found at the same case as one of the
/// row's other counterexamples (a first of its kind, the most severe): the
/// table and Markdown show that case once; JSON keeps every example.
bool repeats_a_shown_case(const Row& r, const Counterexample& cx) {
  if (cx.selection != "class") return false;
  return std::any_of(r.counterexamples.begin(), r.counterexamples.end(),
                     [&](const Counterexample& o) { return o.selection != "class" && o.index == cx.index; });
}

/// "" for the first of a kind; "most severe " and "degeneracy-class example: " otherwise.
std::string selection_text(const Counterexample& cx) {
  if (cx.selection == "most severe") return "most severe ";
  if (cx.selection == "class") return "class example, ";
  return "";
}

std::string defect_list(unsigned bits) {
  const std::string s = join_defects(bits, " + ", false);
  return s.empty() ? "none" : s;
}

}  // namespace

std::string render_table(const Report& report) {
  std::string out;
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
  out += "geoverify run: seed " + num(report.seed) + ", budget " + budget +
         " (took " + fmt("%.1f", report.elapsed_seconds) + " s" + threads + "), " + num(report.queries.size()) +
         " query instances, " + num(total_cases) +
         (any_fast ? " cases (fast mode: see the notes below the table)\n\n"
                   : " cases, every answer judged by the exact oracle\n\n");

  const std::vector<std::string> head = {"query", "implementation", "contract", "cases", "false hits",
                                         "false misses", "disagreed", "leaks", "crashes", "worst margin",
                                         "at contact", "1st at", "filter", "result"};
  std::vector<std::vector<std::string>> cells;
  for (const Row& r : report.rows) {
    const double share = filter_share(r);
    cells.push_back({r.query, r.implementation, r.contract, num(r.cases), num(r.violating_false_hits),
                     num(r.violating_false_misses), num(disagreements(r)), leaks_text(r), faults_text(r),
                     r.has_worst ? margin_text(r.worst_relative_margin) : "-",
                     single_violations(r) ? fmt("%.0f%%", 100.0 * static_cast<double>(r.violations_at_contact) /
                                                               static_cast<double>(single_violations(r)))
                                          : "-",
                     first_violation(r) == Row::kNone ? "-" : num(first_violation(r)),
                     share < 0 ? "-" : fmt("%.1f%%", 100.0 * share), r.verdict});
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
  for (const auto& q : report.queries) {
    if (q.reference == "core") {
      out += "\n" + q.query + ": fast mode, the certified core was the reference; the exact oracle confirmed every\n"
             "disagreement and audited the core on one case in 16 (the core's cases column counts those).\n";
    }
  }
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

  bool any = false;
  for (const Row& r : report.rows) {
    for (const Counterexample& cx : r.counterexamples) {
      if (repeats_a_shown_case(r, cx)) continue;
      if (!any) out += "\nMinimal counterexamples (hex-float literals, paste into a regression test):\n";
      any = true;
      const int kind = std::max(0, kind_index(cx.kind));
      out += "\n[" + r.query + "] " + r.implementation + ": " + selection_text(cx) + cx.kind +
             (cx.detail.empty() ? std::string() : " (" + cx.detail + ")") + ", " + cx.degeneracy_class +
             " (oracle: " + to_string(cx.oracle) + ", relative margin " + margin_text(cx.relative_margin) +
             ")\n  found at case " + num(cx.index) + " (class " + cx.generator_class + "); first " + kind_name(kind) +
             " at case " + num(r.first_index[kind]) + ", " + fmt("%.3f", r.first_seconds[kind]) + " s into the run" +
             (cx.selection == "first" ? "" : "; printed as found") + "\n";
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
      out += "expected in " + r.query + " " + r.implementation + ": " + defect_list(r.expected) +
             " -- " + r.defect_note + "\n";
    }
  }
  out += std::string("\nresult: ") +
         (report.passed ? "PASS (every core and user routine held its contract; every expected defect was found)"
          : report.rows.empty() ? "FAIL (no routine ran: no selected query instance has a routine to check)"
                                : "FAIL (see the rows marked in capitals)") +
         "\n";
  return out;
}

namespace {

std::string json_string(const std::string& s) {
  std::string out = "\"";
  for (const unsigned char ch : s) {
    switch (ch) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\n': out += "\\n"; break;
      case '\t': out += "\\t"; break;
      default:
        if (ch < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", ch);
          out += buf;
        } else {
          out += static_cast<char>(ch);
        }
    }
  }
  return out + "\"";
}

// Finite numbers as JSON numbers (17 significant digits: they round-trip);
// infinities as the strings "inf" / "-inf", which JSON numbers cannot hold.
std::string json_number(double v) {
  if (std::isnan(v)) return "null";
  if (std::isinf(v)) return v > 0 ? "\"inf\"" : "\"-inf\"";
  return fmt("%.17g", v);
}

std::string json_defects(unsigned bits) { return "[" + join_defects(bits, ", ", true) + "]"; }

template <class Pairs>
std::string json_counts(const Pairs& pairs) {
  std::string s = "{";
  bool first = true;
  for (const auto& [k, v] : pairs) {
    s += (first ? "" : ", ") + json_string(k) + ": " + num(v);
    first = false;
  }
  return s + "}";
}

}  // namespace

std::string render_json(const Report& report) {
  std::string o = "{\n  \"tool\": \"geoverify\",\n  \"format\": 1,\n";
  o += "  \"seed\": " + num(report.seed) + ",\n";
  o += "  \"budget_seconds\": " + json_number(report.budget_seconds) + ",\n";
  o += "  \"max_cases\": " + num(report.max_cases) + ",\n";
  o += "  \"elapsed_seconds\": " + json_number(report.elapsed_seconds) + ",\n";
  o += "  \"jobs\": " + num(report.jobs) + ",\n";
  o += "  \"shard\": {\"index\": " + num(report.shard_index) + ", \"count\": " + num(report.shard_count) +
       ", \"merged\": " + num(report.shards_merged) + "},\n";
  o += std::string("  \"passed\": ") + (report.passed ? "true" : "false") + ",\n";
  o += "  \"queries\": [";
  for (std::size_t i = 0; i < report.queries.size(); ++i) {
    const QueryStats& q = report.queries[i];
    o += std::string(i ? "," : "") + "\n    {\"query\": " + json_string(q.query) + ", \"reference\": " + json_string(q.reference) +
         ", \"jobs\": " + num(q.jobs) + ", \"cases\": " + num(q.cases) + ", \"seconds\": " + json_number(q.seconds) +
         ", \"oracle_relations\": {\"disjoint\": " + num(q.oracle_relations[0]) +
         ", \"touching\": " + num(q.oracle_relations[1]) + ", \"overlapping\": " +
         num(q.oracle_relations[2]) + "}, \"cases_by_class\": " + json_counts(q.cases_by_class) + "}";
  }
  o += "\n  ],\n  \"rows\": [";
  for (std::size_t i = 0; i < report.rows.size(); ++i) {
    const Row& r = report.rows[i];
    const double share = filter_share(r);
    o += std::string(i ? "," : "") + "\n    {\n";
    o += "      \"query\": " + json_string(r.query) + ",\n";
    o += "      \"implementation\": " + json_string(r.implementation) + ",\n";
    o += "      \"role\": " + json_string(r.role) + ",\n";
    o += "      \"contract\": " + json_string(r.contract) + ",\n";
    o += "      \"origin\": " + json_string(r.origin) + ",\n";
    o += "      \"defect_note\": " + json_string(r.defect_note) + ",\n";
    o += "      \"cases\": " + num(r.cases) + ",\n";
    o += "      \"false_hits\": " + num(r.false_hits) + ",\n";
    o += "      \"false_misses\": " + num(r.false_misses) + ",\n";
    o += "      \"wrong_relations\": " + num(r.wrong_relations) + ",\n";
    o += "      \"violating_false_hits\": " + num(r.violating_false_hits) + ",\n";
    o += "      \"violating_false_misses\": " + num(r.violating_false_misses) + ",\n";
    o += "      \"violating_wrong_relations\": " + num(r.violating_wrong_relations) + ",\n";
    o += "      \"crossings\": " + num(r.crossings) + ",\n";
    o += "      \"leaks\": " + num(r.leaks) + ",\n";
    o += "      \"crashes\": " + num(r.crashes) + ",\n";
    o += "      \"timeouts\": " + num(r.timeouts) + ",\n";
    o += "      \"violations\": " + num(r.violations) + ",\n";
    o += "      \"violations_at_contact\": " + num(r.violations_at_contact) + ",\n";
    o += "      \"worst_relative_margin\": " + (r.has_worst ? json_number(r.worst_relative_margin) : "null") + ",\n";
    o += "      \"filter_share\": " + (share < 0 ? std::string("null") : json_number(share)) + ",\n";
    o += "      \"filter_calls\": " + num(r.filter_calls) + ",\n";
    o += "      \"exact_calls\": " + num(r.exact_calls) + ",\n";
    o += "      \"expected\": " + json_defects(r.expected) + ",\n";
    o += "      \"found\": " + json_defects(r.found) + ",\n";
    o += std::string("      \"ok\": ") + (r.ok ? "true" : "false") + ",\n";
    o += "      \"verdict\": " + json_string(r.verdict) + ",\n";
    o += "      \"violations_by_class\": " + json_counts(r.violations_by_class) + ",\n";
    o += "      \"first_violation\": {";
    bool any_first = false;
    for (int k = 0; k < Row::kKinds; ++k) {
      if (r.first_index[k] == Row::kNone) continue;
      o += std::string(any_first ? ", " : "") + json_string(kind_name(k)) + ": {\"case\": " + num(r.first_index[k]) +
           ", \"seconds\": " + json_number(r.first_seconds[k]) + "}";
      any_first = true;
    }
    o += "},\n";
    o += "      \"counterexamples\": [";
    for (std::size_t k = 0; k < r.counterexamples.size(); ++k) {
      const Counterexample& cx = r.counterexamples[k];
      o += std::string(k ? "," : "") + "\n        {\"kind\": " + json_string(cx.kind) +
           ", \"selection\": " + json_string(cx.selection) + ", \"detail\": " + json_string(cx.detail) +
           ", \"generator_class\": " + json_string(cx.generator_class) +
           ", \"degeneracy_class\": " + json_string(cx.degeneracy_class) + ", \"case\": " + num(cx.index) +
           ", \"oracle\": " + json_string(to_string(cx.oracle)) +
           ", \"margin\": " + json_number(cx.margin) +
           ", \"relative_margin\": " + json_number(cx.relative_margin) +
           ", \"shrink_steps\": " + std::to_string(cx.shrink_steps) +
           ", \"literal\": " + json_string(cx.literal) + "}";
    }
    o += std::string(r.counterexamples.empty() ? "" : "\n      ") + "]\n    }";
  }
  o += "\n  ]\n}\n";
  return o;
}

namespace {

// Text common to the CI renderings. A row passes or fails by row.ok alone,
// the verdict the table shows (set_verdict, fail_empty_rows).

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
         plural(r.violations, "contract violation", "contract violations") +
         (single_violations(r) ? " (" + num(r.violations_at_contact) + " at exact contact)" : std::string()) +
         (r.has_worst ? "; worst relative margin " + margin_text(r.worst_relative_margin) : std::string());
}

// The counterexample found earliest in its instance's case stream.
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

// Seconds of each row: its query instance's, shared evenly by its rows.
double row_seconds(const Report& report, const Row& r) {
  const auto rows = std::count_if(report.rows.begin(), report.rows.end(),
                                  [&](const Row& x) { return x.query == r.query; });
  for (const QueryStats& q : report.queries) {
    if (q.query == r.query) return q.seconds / static_cast<double>(rows);
  }
  return 0;
}

// XML 1.0 text or attribute value: the five special characters as entities;
// in attributes also tabs and line breaks (which parsers would fold into
// blanks); other control characters, which XML 1.0 cannot carry, as '?'.
std::string xml_escape(const std::string& s, bool attribute) {
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

std::string xml_attr(const char* name, const std::string& value) {
  return std::string(" ") + name + "=\"" + xml_escape(value, true) + "\"";
}

// Markdown inline text (a table cell, a paragraph): a backslash before every
// character Markdown or the table could read as syntax ('|' included), line
// breaks as blanks.
std::string md_escape(const std::string& s) {
  std::string out;
  for (const char ch : s) {
    if (ch == '\n' || ch == '\r') {
      out += ' ';
    } else if (ch != '\0' && std::strchr("\\|`*_[]<>#~&!", ch)) {
      out += '\\';
      out += ch;
    } else {
      out += ch;
    }
  }
  return out;
}

// Text inside an HTML block (<summary>): HTML's special characters.
std::string html_escape(const std::string& s) {
  std::string out;
  for (const char ch : s) {
    switch (ch) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\n': out += ' '; break;
      default: out += ch;
    }
  }
  return out;
}

// A fenced code block that no run of backticks in the code can close.
std::string md_fence(const std::string& code, const char* info) {
  std::size_t longest = 0, run = 0;
  for (const char ch : code) {
    run = ch == '`' ? run + 1 : 0;
    longest = std::max(longest, run);
  }
  const std::string fence(std::max<std::size_t>(3, longest + 1), '`');
  return fence + info + "\n" + code + (code.empty() || code.back() != '\n' ? "\n" : "") + fence + "\n";
}

}  // namespace

std::string render_junit(const Report& report) {
  const auto failures = static_cast<std::uint64_t>(
      std::count_if(report.rows.begin(), report.rows.end(), [](const Row& r) { return !r.ok; }));
  const std::string counts = xml_attr("tests", num(report.rows.size())) + xml_attr("failures", num(failures)) +
                             xml_attr("errors", "0") + xml_attr("time", fmt("%.3f", report.elapsed_seconds));
  std::string o = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n";
  o += "<testsuites" + xml_attr("name", "geoverify") + counts + ">\n";
  o += "  <testsuite" + xml_attr("name", "geoverify") + counts + xml_attr("skipped", "0") + ">\n";
  o += "    <properties>\n";
  const std::pair<const char*, std::string> props[] = {
      {"seed", num(report.seed)},
      {"budget_seconds", fmt("%g", report.budget_seconds)},
      {"max_cases", num(report.max_cases)},
      {"jobs", num(report.jobs)},
      {"shard", report.shards_merged ? "merged from " + num(report.shards_merged)
                                     : num(report.shard_index + 1) + "/" + num(report.shard_count)},
      {"summary", run_summary(report)},
  };
  for (const auto& [name, value] : props) {
    o += "      <property" + xml_attr("name", name) + xml_attr("value", value) + "/>\n";
  }
  o += "    </properties>\n";
  for (const Row& r : report.rows) {
    o += "    <testcase" + xml_attr("classname", r.query) + xml_attr("name", r.implementation + " [" + r.contract + "]") +
         xml_attr("time", fmt("%.3f", row_seconds(report, r))) + ">\n";
    if (!r.ok) {
      std::string body = r.verdict + "\n" + counts_text(r) + "\n";
      if (r.role == "specimen" && r.expected) body += "expected: " + expected_text(r) + "\n";
      if (const Counterexample* cx = first_counterexample(r)) {
        body += "first counterexample: " + counterexample_text(*cx) + "\n" + cx->literal + "\n";
      }
      o += "      <failure" + xml_attr("message", r.verdict + " (" + counts_text(r) + ")") + ">" + xml_escape(body, false) +
           "</failure>\n";
    } else if (r.role == "specimen" && r.expected) {
      o += "      <system-out>" + xml_escape("expected defect found: " + expected_text(r) + "\n" + r.verdict + "; " +
                                             counts_text(r) + "\n",
                                         false) +
           "</system-out>\n";
    }
    o += "    </testcase>\n";
  }
  o += "  </testsuite>\n</testsuites>\n";
  return o;
}

std::string render_markdown(const Report& report) {
  std::string o = std::string("## geoverify: ") + (report.passed ? "PASS" : "FAIL") + " (" +
                  md_escape(run_summary(report)) + ")\n\n";
  o += "| query | routine | contract | cases | false hits | false misses | disagreed | leaks | crashes | worst margin | "
       "result |\n";
  o += "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |\n";
  for (const Row& r : report.rows) {
    const std::string verdict = md_escape(r.verdict);
    o += "| " + md_escape(r.query) + " | " + md_escape(r.implementation) + " | " + md_escape(r.contract) + " | " +
         num(r.cases) + " | " + num(r.violating_false_hits) + " | " + num(r.violating_false_misses) + " | " +
         num(disagreements(r)) + " | " + leaks_text(r) + " | " + faults_text(r) + " | " +
         (r.has_worst ? margin_text(r.worst_relative_margin) : "-") + " | " +
         (r.ok ? verdict : "**" + verdict + "**") + " |\n";
  }
  o += "\nfalse hits / false misses: contract violations by kind; disagreed: every disagreement with the exact "
       "oracle, allowed or not; leaks: on watertight rows; worst margin: the oracle's relative margin of the worst "
       "contract violation.\n";
  for (const QueryStats& q : report.queries) {
    if (q.reference == "core") {
      o += md_escape(q.query) + ": fast mode, the certified core was the reference (the exact oracle confirmed "
           "every disagreement and audited the core on one case in 16).\n";
    }
  }
  bool any = false;
  for (const Row& r : report.rows) {
    if (r.ok) continue;
    if (!any) o += "\n### Failures\n";
    any = true;
    o += "\n<details><summary>" + html_escape(r.query + " " + r.implementation + " [" + r.contract + "]: " + r.verdict) +
         "</summary>\n\n" + md_escape(counts_text(r)) + "\n\n";
    if (r.role == "specimen" && r.expected) o += "expected: " + md_escape(expected_text(r)) + "\n\n";
    if (r.counterexamples.empty()) o += "no counterexample\n\n";
    for (const Counterexample& cx : r.counterexamples) {
      if (repeats_a_shown_case(r, cx)) continue;
      o += md_escape(counterexample_text(cx)) + ":\n\n" + md_fence(cx.literal, "cpp") + "\n";
    }
    o += "</details>\n";
  }
  return o;
}

bool check_report_path(const std::string& path, std::string& error) {
  struct stat st {};
  if (::stat(path.c_str(), &st) == 0 && S_ISDIR(st.st_mode)) {
    error = "cannot write the report '" + path + "': it is a directory";
    return false;
  }
  const std::size_t slash = path.rfind('/');
  const std::string dir = slash == std::string::npos ? "." : (slash == 0 ? "/" : path.substr(0, slash));
  if (::access(dir.c_str(), W_OK) != 0) {
    error = "cannot write the report '" + path + "': directory '" + dir + "': " + std::strerror(errno);
    return false;
  }
  return true;
}

void fail_empty_rows(Report& report) {
  for (Row& row : report.rows) {
    if (row.cases == 0) {
      row.ok = false;
      row.verdict = "RAN NO CASES";
    }
  }
  report.passed = !report.rows.empty() &&
                  std::all_of(report.rows.begin(), report.rows.end(), [](const Row& r) { return r.ok; });
}

bool write_json_file(const Report& report, const std::string& path, std::string& error) {
  return write_text_file(render_json(report), path, error);
}

bool write_text_file(const std::string& text, const std::string& path, std::string& error) {
  std::string tmpl = path + ".tmp-XXXXXX";
  std::vector<char> name(tmpl.begin(), tmpl.end());
  name.push_back('\0');
  const int fd = mkstemp(name.data());
  if (fd < 0) {
    error = "cannot create a temporary file beside '" + path + "': " + std::strerror(errno);
    return false;
  }
  ::fchmod(fd, 0644);  // mkstemp creates 0600; a report is meant to be read
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0) {
      if (errno == EINTR) continue;
      error = "cannot write '" + std::string(name.data()) + "': " + std::strerror(errno);
      ::close(fd);
      ::unlink(name.data());
      return false;
    }
    done += static_cast<std::size_t>(n);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) {
    error = "cannot flush '" + std::string(name.data()) + "': " + std::strerror(errno);
    ::unlink(name.data());
    return false;
  }
  if (std::rename(name.data(), path.c_str()) != 0) {
    error = "cannot rename the report to '" + path + "': " + std::strerror(errno);
    ::unlink(name.data());
    return false;
  }
  return true;
}

}  // namespace campaign
}  // namespace gv
