// geoverify campaign: the results of a run, and their two renderings (a table
// for people, JSON for tools).
#ifndef GEOVERIFY_CAMPAIGN_REPORT_H
#define GEOVERIFY_CAMPAIGN_REPORT_H

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "geoverify/core/relation.h"

namespace gv {
namespace campaign {

/// A minimal input on which a routine broke its contract.
struct Counterexample {
  std::string kind;            ///< "false hit" or "false miss"
  std::string generator_class; ///< the degeneracy class that produced it
  Relation oracle = Relation::invalid;  ///< the exact relation
  double margin = 0;           ///< oracle margin (input units)
  double relative_margin = 0;  ///< oracle margin / input scale
  std::string literal;         ///< C++ declarations with hex-float literals
  int shrink_steps = 0;        ///< simplifications applied to the original find
};

/// One routine on one query instance.
struct Row {
  std::string query;           ///< "plane-aabb/f32"
  std::string implementation;
  std::string origin;
  std::string role;            ///< "core", "specimen" or "user"
  std::string contract;        ///< "exact", "conservative", "tolerant(1e-06)"
  std::string defect_note;
  unsigned expected = 0;       ///< query::Defect bits expected (specimens)
  unsigned found = 0;          ///< query::Defect bits found as contract violations
  std::uint64_t cases = 0;
  std::uint64_t false_hits = 0;    ///< disagreements with the oracle, by kind
  std::uint64_t false_misses = 0;
  std::uint64_t wrong_relations = 0; ///< right yes/no, wrong relation (routines that promise relations)
  std::uint64_t violations = 0;    ///< disagreements the contract does not allow
  bool has_worst = false;
  double worst_relative_margin = 0;  ///< violation farthest from the boundary
  std::uint64_t filter_calls = 0;  ///< core only: decided by the filter
  std::uint64_t exact_calls = 0;   ///< core only: needed the exact fallback
  std::vector<std::pair<std::string, std::uint64_t>> violations_by_class;
  std::vector<Counterexample> counterexamples;  ///< first one of each kind, minimised
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
  std::uint64_t cases = 0;
  double seconds = 0;
  std::vector<std::pair<std::string, std::uint64_t>> cases_by_class;
  std::uint64_t oracle_relations[3] = {0, 0, 0};  ///< disjoint, touching, overlapping
};

struct Report {
  std::uint64_t seed = 0;
  double budget_seconds = 0;
  std::uint64_t max_cases = 0;  ///< Options::max_cases: case budget per query instance, 0 for none
  double elapsed_seconds = 0;
  std::vector<QueryStats> queries;
  std::vector<Row> rows;
  bool passed = true;  ///< every core and user routine held its contract, every expected defect found
};

/// Share of core calls decided by the filter, in [0, 1]; -1 if none.
double filter_share(const Row& row);

/// Human-readable report: summary table, then the counterexamples.
std::string render_table(const Report& report);

/// Machine-readable report (JSON object; see docs/report-format.md).
std::string render_json(const Report& report);

/// Writes render_json(report) to path atomically: to a temporary file beside
/// it, then rename. On failure returns false with a one-line reason and leaves
/// any previous file at path untouched.
bool write_json_file(const Report& report, const std::string& path, std::string& error);

}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_REPORT_H
