// SPDX-License-Identifier: MIT
// The words and numbers every rendering of a report shares (report.cpp: JSON,
// JUnit, Markdown; report_table.cpp: the terminal table; report_html.cpp: the
// HTML page), so that a count or a margin reads the same in each.
#ifndef GEOVERIFY_CAMPAIGN_SRC_REPORT_TEXT_H
#define GEOVERIFY_CAMPAIGN_SRC_REPORT_TEXT_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "geoverify/campaign/report.h"

namespace gv {
namespace campaign {
namespace text {

/// snprintf(f, v) into a string.
std::string fmt(const char* f, double v);
std::string num(std::uint64_t v);
/// "n one" or "n many".
std::string plural(std::uint64_t n, const char* one, const char* many);
/// s padded with blanks to w columns, on the left when right-aligned.
std::string pad(const std::string& s, std::size_t w, bool right);

/// The names of the query::Defect bits set, in a fixed order, joined by sep:
/// "false hits" (prose), or "\"false hit\"" each when json.
std::string join_defects(unsigned bits, const char* sep, bool json);
/// The defects joined by " + ", "none" for none.
std::string defect_list(unsigned bits);

/// A relative margin as "%+.2e", "+inf" or "-inf".
std::string margin_text(double m);
/// The violations judged case by case (a watertight row's are leaks, judged
/// on meshes, which have no single margin).
std::uint64_t single_violations(const Row& r);
/// Every disagreement with the reference, allowed by the contract or not.
std::uint64_t disagreements(const Row& r);
/// The wide table's leaks cell: the count on a watertight row (the contract
/// that promises none), "-" elsewhere.
std::string leaks_text(const Row& r);
/// The wide table's crashes cell: "N" or "N+M" (M timeouts); "-" for a row run
/// in process (Row::isolated false: the core, the specimens, or Options::isolate
/// off), unless it threw.
std::string faults_text(const Row& r);
/// The core's filter share as "43.3%", "-" for a row without one.
std::string filter_text(const Row& r);
/// A row's result in one word: holds, found, violations (a specimen with
/// none expected), and in capitals where it fails: VIOLATED, NOT FOUND,
/// NO CASES. The table's result cell; the HTML page's filter key.
std::string short_verdict(const Row& r);
/// "4 cases, 1 false hit, ...": every count of the row in one line.
std::string counts_text(const Row& r);

/// A quantity row's numbers in one phrase: "14000 numbers judged, 345 wrong
/// numbers; error in ulps: max 3, p99 2, median 0"; empty for other rows.
std::string numbers_text(const Row& r);

/// True iff some row judged numbers (a quantity routine's).
bool has_numbers(const Report& report);

/// The numbers table's cells, one line per quantity row: query, routine,
/// contract, judged, wrong, max, p99, median (errors in ulps; "-" when
/// nothing was judged).
std::vector<std::vector<std::string>> number_cells(const Report& report);

/// What the numbers table's columns mean, in one paragraph.
extern const char* const kNumbersLegend;
/// The expected defects and the specimen's note.
std::string expected_text(const Row& r);

/// True for a degeneracy-class example found at the same case as one of the
/// row's other counterexamples (a first of its kind, the most severe): the
/// table and Markdown show that case once; JSON keeps every example.
bool repeats_a_shown_case(const Row& r, const Counterexample& cx);
/// "" for the first of a kind; "most severe " and "class example, " otherwise.
std::string selection_text(const Counterexample& cx);
/// The counterexample found earliest in its instance's case stream; null for none.
const Counterexample* first_counterexample(const Row& r);
/// Kind, class, oracle relation and margin, where it was found, how it was shrunk.
std::string counterexample_text(const Counterexample& cx);

/// "seed 1, N cases in M query instances, T s[, shard ...]".
std::string run_summary(const Report& report);
/// A row's seconds: its query instance's, shared evenly by the instance's rows.
double row_seconds(const Report& report, const Row& r);

/// XML 1.0 (and HTML) text or attribute value: the five special characters
/// as entities; in attributes also tabs and line breaks (which parsers would
/// fold into blanks); other control characters, which XML 1.0 cannot carry,
/// as '?'. Line breaks in text are kept (a <pre> keeps its lines).
std::string markup_escape(const std::string& s, bool attribute);
/// markup_escape(s, false) with line breaks as blanks (a one-line HTML text).
std::string html_escape(const std::string& s);

}  // namespace text
}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_SRC_REPORT_TEXT_H
