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
#include "report_text.h"

namespace gv {
namespace campaign {

using namespace text;


namespace {
const char* const kKindNames[Row::kKinds] = {"false hit", "false miss", "wrong relation", "leak",
                                             "crash",     "timeout",    "wrong number"};
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

std::string margin_decade(double m) {
  if (m == 0) return "0";
  if (std::isinf(m) || std::isnan(m)) return "inf";
  int k = static_cast<int>(std::floor(std::log10(std::fabs(m))));
  if (std::pow(10.0, k) > std::fabs(m)) --k;  // log10 rounded up across a power of ten
  return "1e" + std::to_string(k);
}

std::int64_t error_quantile(const Row& row, double q) {
  std::uint64_t total = 0;
  for (const std::uint64_t n : row.error_histogram) total += n;
  if (total == 0) return -1;
  // The smallest class whose cumulative count reaches q of the total.
  const double need = std::ceil(q * static_cast<double>(total));
  std::uint64_t seen = 0;
  for (std::size_t c = 0; c < row.error_histogram.size(); ++c) {
    seen += row.error_histogram[c];
    if (static_cast<double>(seen) < need) continue;
    if (c == 0) return 0;
    if (c >= 64) return row.max_error;
    const std::int64_t top = c >= 63 ? INT64_MAX - 1 : (std::int64_t{1} << c) - 1;
    return std::min(top, row.max_error);
  }
  return row.max_error;
}

std::string error_text(std::int64_t ulps) {
  return ulps == INT64_MAX ? std::string("NaN") : std::to_string(ulps);
}

double filter_share(const Row& row) {
  const std::uint64_t total = row.filter_calls + row.exact_calls;
  return total == 0 ? -1.0 : static_cast<double>(row.filter_calls) / static_cast<double>(total);
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
    o += std::string("      \"isolated\": ") + (r.isolated ? "true" : "false") + ",\n";
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
    if (!r.error_histogram.empty()) {
      o += "      \"numbers_judged\": " + num(r.numbers_judged) + ",\n";
      o += "      \"wrong_numbers\": " + num(r.wrong_numbers) + ",\n";
      o += "      \"error_ulps\": {\"max\": " + json_string(error_text(r.max_error)) +
           ", \"p99\": " + json_string(error_text(error_quantile(r, 0.99))) +
           ", \"median\": " + json_string(error_text(error_quantile(r, 0.5))) + ", \"histogram\": [";
      for (std::size_t c = 0; c < r.error_histogram.size(); ++c) o += (c ? ", " : "") + num(r.error_histogram[c]);
      o += "]},\n";
    }
    o += "      \"filter_share\": " + (share < 0 ? std::string("null") : json_number(share)) + ",\n";
    o += "      \"filter_calls\": " + num(r.filter_calls) + ",\n";
    o += "      \"exact_calls\": " + num(r.exact_calls) + ",\n";
    o += "      \"expected\": " + json_defects(r.expected) + ",\n";
    o += "      \"found\": " + json_defects(r.found) + ",\n";
    o += std::string("      \"ok\": ") + (r.ok ? "true" : "false") + ",\n";
    o += "      \"verdict\": " + json_string(r.verdict) + ",\n";
    o += "      \"violations_by_class\": " + json_counts(r.violations_by_class) + ",\n";
    o += "      \"violations_by_margin\": " + json_counts(r.violations_by_margin) + ",\n";
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
           (cx.error_ulps >= 0 ? ", \"error_ulps\": " + num(static_cast<std::uint64_t>(cx.error_ulps)) : std::string()) +
           ", \"shrink_steps\": " + std::to_string(cx.shrink_steps) +
           ", \"literal\": " + json_string(cx.literal) + "}";
    }
    o += std::string(r.counterexamples.empty() ? "" : "\n      ") + "]\n    }";
  }
  o += "\n  ]\n}\n";
  return o;
}

namespace {

// Escaping for the CI renderings.


std::string xml_attr(const char* name, const std::string& value) {
  return std::string(" ") + name + "=\"" + markup_escape(value, true) + "\"";
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
      o += "      <failure" + xml_attr("message", r.verdict + " (" + counts_text(r) + ")") + ">" + markup_escape(body, false) +
           "</failure>\n";
    } else if (r.role == "specimen" && r.expected) {
      o += "      <system-out>" + markup_escape("expected defect found: " + expected_text(r) + "\n" + r.verdict + "; " +
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
  if (has_numbers(report)) {
    o += "\n| query | routine | contract | numbers judged | wrong numbers | max error (ulps) | p99 | median |\n";
    o += "| --- | --- | --- | ---: | ---: | ---: | ---: | ---: |\n";
    for (const auto& row : number_cells(report)) {
      o += "|";
      for (std::size_t k = 0; k < row.size(); ++k) o += " " + (k < 3 ? md_escape(row[k]) : row[k]) + " |";
      o += "\n";
    }
    o += "\n" + md_escape(kNumbersLegend) + "\n";
  }
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
