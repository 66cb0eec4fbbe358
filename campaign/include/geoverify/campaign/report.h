// SPDX-License-Identifier: MIT
// geoverify campaign: the results of a run, and their renderings (a table for
// people, JSON for tools, JUnit XML and Markdown for CI systems).
#ifndef GEOVERIFY_CAMPAIGN_REPORT_H
#define GEOVERIFY_CAMPAIGN_REPORT_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "geoverify/core/relation.h"

namespace gv {
namespace campaign {

/// A minimal input on which a routine broke its contract.
struct Counterexample {
  /// "false hit", "false miss", "wrong relation", "wrong number", "leak",
  /// "crash" or "timeout"
  std::string kind;
  /// Why this one was kept: "first" (the first of its kind, from a structured
  /// generator class if any), "worst number" (a quantity routine's number
  /// with the largest error, printed as found), "most severe" (the violation with the largest
  /// |relative margin|, printed as found) or "class" (the first violation of
  /// a degeneracy class not shown otherwise; at most kClassExamples per row).
  std::string selection = "first";
  /// Crash and timeout: what happened ("killed by SIGABRT (signal 6); stderr:
  /// ...", "threw std::runtime_error: ...", "no answer within 2 s"); wrong
  /// number: the routine's number next to the exact one and the error
  /// ("t = 0x1.80004p-1; exact t in (0x1.8p-1, 0x1.800002p-1) ~
  /// 0.75000001; off by 2 ulps"); else empty.
  std::string detail;
  std::string generator_class; ///< the generator class that produced the original find
  std::string degeneracy_class;///< what the shrunk case is (exact/classify.h)
  std::uint64_t index = 0;     ///< position of the original find in its instance's case stream
  Relation oracle = Relation::invalid;  ///< the exact relation
  double margin = 0;           ///< oracle margin (input units)
  double relative_margin = 0;  ///< oracle margin / input scale
  std::string literal;         ///< C++ declarations with hex-float literals
  int shrink_steps = 0;        ///< simplifications applied to the original find
  /// Wrong number: the error of the routine's number in ulps (as
  /// Row::max_error); -1 for every other kind.
  std::int64_t error_ulps = -1;
};

/// One routine on one query instance.
struct Row {
  std::string query;           ///< "plane-aabb/f32"
  std::string implementation;
  std::string origin;
  std::string role;            ///< "core", "specimen" or "user"
  /// Ran in a worker process (Options::isolate, a user's routine), where a
  /// crash or a hang is observed and counted; false: in the campaign's
  /// process (the core, the specimens, or isolation off).
  bool isolated = false;
  std::string contract;        ///< "exact", "conservative", "tolerant(1e-06)"
  std::string defect_note;
  unsigned expected = 0;       ///< query::Defect bits expected (specimens)
  unsigned found = 0;          ///< query::Defect bits found as contract violations
  std::uint64_t cases = 0;
  std::uint64_t false_hits = 0;    ///< disagreements with the oracle, by kind
  std::uint64_t false_misses = 0;
  std::uint64_t wrong_relations = 0; ///< right yes/no, wrong relation (routines that promise relations)
  /// Of those disagreements, the ones the contract does not allow, by kind:
  /// what the table's false hit and false miss columns show (the same counts
  /// under an exact contract; fewer under tolerant, conservative and
  /// watertight ones, which allow some).
  std::uint64_t violating_false_hits = 0;
  std::uint64_t violating_false_misses = 0;
  std::uint64_t violating_wrong_relations = 0;
  std::uint64_t crossings = 0;     ///< mesh crossings judged (ray-triangle meshes; 0 elsewhere)
  std::uint64_t leaks = 0;         ///< crossings where every triangle at the crossing point said miss
  std::uint64_t crashes = 0;       ///< calls that aborted, raised a signal, threw or called exit()
  std::uint64_t timeouts = 0;      ///< calls killed after Options::call_timeout
  std::uint64_t violations = 0;    ///< disagreements the contract does not allow, crashes and timeouts
  /// Of the violations judged by the oracle, those at exact contact (margin
  /// 0): a routine wrong only there differs in kind from one that misses
  /// shapes it is well inside. (Fast mode: disagreements the core alone
  /// judged have no margin and are not counted here.)
  std::uint64_t violations_at_contact = 0;
  bool has_worst = false;
  double worst_relative_margin = 0;  ///< violation farthest from the boundary
  /// Quantity routines (query/quantity.h): the answers whose numbers were
  /// judged (the routine and the exact answer both had a value), those that
  /// broke the number contract or left the quantity's range (counted in
  /// violations too), and the distribution of the error in steps of T
  /// (exact::NumberVerdict::ulps): error_histogram[c] counts errors of
  /// class c, 0 for 0 ulps, c in 1..63 for 2^(c-1) .. 2^c - 1 ulps, 64 for
  /// NaN (empty when nothing was judged); max_error is the largest error
  /// (-1: none; kNotANumberError for a NaN). error_quantile() reads p99 and
  /// the median from it.
  std::uint64_t numbers_judged = 0;
  std::uint64_t wrong_numbers = 0;
  std::vector<std::uint64_t> error_histogram;
  static constexpr int kErrorClasses = 65;
  std::int64_t max_error = -1;
  std::uint64_t filter_calls = 0;  ///< core only: decided by the filter
  std::uint64_t exact_calls = 0;   ///< core only: needed the exact fallback
  std::vector<std::pair<std::string, std::uint64_t>> violations_by_class;
  /// The violations judged by the oracle, by the decade of their relative
  /// margin (margin_decade()): "0" at exact contact, "1e-8" for 1e-8 <= |m| <
  /// 1e-7, ..., "inf"; a watertight row's leaks and fast mode's core-judged
  /// violations have no margin and are not counted here.
  std::vector<std::pair<std::string, std::uint64_t>> violations_by_margin;
  /// The first of each kind, minimised; then the most severe violation (as
  /// found); then the first of up to kClassExamples further degeneracy classes
  /// (minimised within their class). Counterexample::selection says which.
  std::vector<Counterexample> counterexamples;
  static constexpr int kClassExamples = 4;
  /// First contract violation of each kind (false hit, false miss, wrong
  /// relation, leak, crash, timeout, wrong number): its index in the instance's case stream
  /// (kNone: none) and the seconds since the instance started when it was found.
  static constexpr std::uint64_t kNone = ~std::uint64_t{0};
  static constexpr int kKinds = 7;
  std::uint64_t first_index[kKinds] = {kNone, kNone, kNone, kNone, kNone, kNone, kNone};
  double first_seconds[kKinds] = {0, 0, 0, 0, 0, 0, 0};
  bool ok = true;              ///< holds its contract (core, user) / expected defects found (specimen)
  std::string verdict;
};

/// What one query instance ran.
struct QueryStats {
  std::string query;
  /// "exact": every case judged by the exact oracle; "core": the certified
  /// core is the reference, the oracle confirms every disagreement and audits
  /// the core on one case in 16 (Options::fast).
  std::string reference = "exact";
  unsigned jobs = 1;        ///< threads that ran it
  std::uint64_t cases = 0;
  double seconds = 0;
  std::vector<std::pair<std::string, std::uint64_t>> cases_by_class;
  /// The reference's relations on the judged cases: disjoint, touching,
  /// overlapping. A case every routine refused (accepts()) is counted in
  /// cases and cases_by_class only: no reference was computed for it.
  std::uint64_t oracle_relations[3] = {0, 0, 0};
};

struct Report {
  std::uint64_t seed = 0;
  double budget_seconds = 0;
  std::uint64_t max_cases = 0;  ///< Options::max_cases: case budget per query instance, 0 for none
  double elapsed_seconds = 0;
  unsigned jobs = 1;                ///< threads per query instance
  std::uint64_t shard_index = 0;    ///< this run's shard (0-based) ...
  std::uint64_t shard_count = 1;    ///< ... of this many; a merged report: 0 of 1
  std::uint64_t shards_merged = 0;  ///< a merged report: how many shard reports it combines
  std::vector<QueryStats> queries;
  std::vector<Row> rows;
  bool passed = true;  ///< every core and user routine held its contract, every expected defect found
};

/// "false hits", "false misses", "leaks", "crashes", "timeouts", "wrong numbers" or a
/// comma-separated list of them for query::Defect bits; empty for none.
std::string defect_names(unsigned bits);

/// The query::Defect bit a report's JSON names "false hit", "false miss",
/// "leak", "crash", "timeout" or "wrong number"; 0 for any other name.
unsigned defect_bit(const std::string& name);

/// The name of kind k of Row::first_index: "false hit", "false miss",
/// "wrong relation", "leak", "crash", "timeout", "wrong number".
const char* kind_name(int k);

/// The index k of Row::first_index for a counterexample kind, -1 if unknown.
int kind_index(const std::string& kind);

/// Sets row.ok and row.verdict from its role, expected and found defects and
/// violations: a core or user routine must have no violation; a specimen
/// must show every expected defect.
void set_verdict(Row& row);

/// Index of the row's first contract violation of any kind (Row::kNone: none),
/// and the seconds at which it was found.
std::uint64_t first_violation(const Row& row, double* seconds = nullptr);

/// The key of Row::violations_by_margin for a relative margin m: "0", "inf",
/// or "1eK" with 10^K <= |m| < 10^(K+1) ("1e-8", "1e0").
std::string margin_decade(double m);

/// The q-quantile (0 < q <= 1) of a quantity row's error in ulps, read from
/// its histogram: the largest error its class allows (so an upper bound,
/// exact for 0 and 1 ulp), never above max_error; -1 if nothing was judged.
/// error_quantile(row, 0.5) is the median, 0.99 the p99.
std::int64_t error_quantile(const Row& row, double q);

/// An error in ulps as the reports print it: "3", or "NaN" for a NaN answer.
std::string error_text(std::int64_t ulps);

/// Share of core calls decided by the filter, in [0, 1]; -1 if none.
double filter_share(const Row& row);

/// How render_table lays out its table.
struct TableOptions {
  /// false: the table fits `width` columns: the rows grouped under their
  /// query instance (with the core's filter share), a routine name too long
  /// for its column on a line of its own, the verdicts in one word (holds,
  /// found, VIOLATED, NOT FOUND, NO CASES) with a legend, and the longer
  /// verdicts spelled out below. true: one line per row with every column
  /// (disagreed, at contact, 1st at and filter too), as wide as it needs.
  bool wide = false;
  std::size_t width = 100;
};

/// Human-readable report: a header line, the summary table, a legend, then
/// the counterexamples (hex-float literals, never wrapped), the expected
/// defects and the result line. Prose is wrapped to options.width unless
/// options.wide.
std::string render_table(const Report& report, const TableOptions& options = {});

/// Machine-readable report (JSON object; see docs/report-format.md).
std::string render_json(const Report& report);

/// JUnit XML for CI test tabs: <testsuites> holding one <testsuite
/// name="geoverify"> with one <testcase> per row, classname the query instance
/// ("obb-obb/f32"), name "implementation [contract]". A testcase fails exactly
/// when its row is not ok -- the rows the table marks in capitals (set_verdict,
/// fail_empty_rows): a core or user routine that violated its contract, an
/// expected specimen defect not found, a row of a whole campaign that ran no
/// case. A <failure> carries the verdict and counts in its message and, in its
/// body, the counts, the worst margin and the row's first counterexample as
/// hex-float C++; a passing specimen row whose expected defects were found says
/// so in <system-out>. A testcase's time is its query instance's seconds shared
/// evenly by the instance's rows (they run on the same cases, interleaved); the
/// suite's time is the run's. Every attribute and text is XML-escaped.
std::string render_junit(const Report& report);

/// GitHub-flavoured Markdown for CI job summaries and PR comments: a title line
/// with PASS or FAIL (report.passed) and the seed, cases and time; a table with
/// one row per routine x query instance x contract (query, routine, contract,
/// cases, false hits, false misses, worst margin, result: the row's verdict,
/// bold when not ok, as in render_junit); then, for each row that is not ok,
/// a collapsible <details> block with its counts and its counterexamples in
/// ```cpp fences. '|' is escaped in cells, HTML's special characters outside
/// the fences.
std::string render_markdown(const Report& report);

/// One self-contained HTML page (no network, no external script, style or
/// font) for people: the summary (PASS or FAIL, seed, cases, time); the table
/// of render_table's columns with the failing rows first, filterable by query
/// instance, by result and by routine name; then, for every row with
/// violations, two SVG bar plots (its violations by generator class and by
/// decade of the relative margin) and each counterexample drawn: the two
/// shapes in three orthographic views of the scene and a zoom around the
/// place where they come nearest, at the scale where the margin shows (the
/// window's width printed, in input units and in ulps), beside its hex-float
/// literal with a copy button. The page sets data-js="ready" on <body> once
/// its script has run. Every text is HTML-escaped.
std::string render_html(const Report& report);

/// Writes text to path atomically: to a temporary file beside it, then
/// rename. On failure returns false with a one-line reason and leaves any
/// previous file at path untouched.
bool write_text_file(const std::string& text, const std::string& path, std::string& error);

/// write_text_file(render_json(report), path, error).
bool write_json_file(const Report& report, const std::string& path, std::string& error);

/// Checks, before a run, that write_text_file(..., path) can succeed: the
/// directory exists and is writable, and path is not a directory. On failure
/// returns false and sets error to a one-line reason naming the path.
bool check_report_path(const std::string& path, std::string& error);

/// A row that ran no case (its routine's accepts() refused every case, or the
/// budget ended before it started) proves nothing: it fails with the verdict
/// "RAN NO CASES". Applied to whole campaigns (unsharded, or merged), where
/// every row must have run; a single shard may legitimately own no case. A
/// report with no row at all (no selected query instance had a routine, e.g.
/// a user-only run whose routines are all of other queries) fails too.
void fail_empty_rows(Report& report);

/// Reads a report written by write_json_file(). On failure returns false
/// with a one-line reason that names the file and the line.
bool read_json_report(const std::string& path, Report& out, std::string& error);

/// Combines the reports of the shards 1/N ... N/N of one campaign (same seed,
/// same case budget, same queries) into the report of the whole campaign:
/// counts add up, the first violations and counterexamples are those the
/// unsharded run keeps, and the verdicts are recomputed. names[i] names
/// shards[i] in error messages. Fails, with a one-line reason, on reports
/// from different campaigns, a shard missing or given twice, or a report
/// without a case budget.
bool merge_reports(const std::vector<Report>& shards, const std::vector<std::string>& names, Report& out,
                   std::string& error);

}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_REPORT_H
