// SPDX-License-Identifier: MIT
// geoverify campaign, internal: judging -- counting each routine's judged
// answers into its tally, and a tally into a report row.
//
// Holds what does not depend on the case type: a case is kept as the bytes
// of its struct (CaseBytes; case types are trivially copyable), and the few
// things the judging needs of its type come through a CaseType. Found (a
// violation kept as a counterexample candidate), Leak (a ray through a mesh,
// filled by mesh_judging.h), Tally (one routine's counts and finds), Partial
// (a block's tallies), record() and record_fault() (one judged answer, one
// crash or timeout), the degeneracy-class examples, and the Row and
// QueryStats of the report. Compiled once, in tally.cpp, but for three small
// templates: a case to bytes and back, and routines_of().
//
// A quantity routine's numbers are judged by exact::judge_numbers (in the
// runner); record_numbers() counts the verdict: the error distribution, the
// first wrong number and the worst.
//
// May include the standard library, the campaign's public headers,
// exact/result.h, exact/quantity.h, core/relation.h and query/contract.h;
// never a query's headers.
#ifndef GEOVERIFY_CAMPAIGN_SRC_TALLY_H
#define GEOVERIFY_CAMPAIGN_SRC_TALLY_H

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <map>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#include "geoverify/campaign/judge.h"
#include "geoverify/campaign/report.h"
#include "geoverify/core/relation.h"
#include "geoverify/exact/quantity.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/contract.h"

namespace gv {
namespace campaign {

using Clock = std::chrono::steady_clock;

/// Cases of any query: the bytes of their structs, one after another.
using CaseBytes = std::vector<unsigned char>;

template <class C>
void append_bytes(CaseBytes& bytes, const C& c) {
  static_assert(std::is_trivially_copyable_v<C>, "cases are kept and sent as bytes");
  const auto* p = reinterpret_cast<const unsigned char*>(&c);
  bytes.insert(bytes.end(), p, p + sizeof(C));
}

/// Case k of bytes holding cases of type C.
template <class C>
C case_at(const CaseBytes& bytes, std::size_t k = 0) {
  C c;
  std::memcpy(static_cast<void*>(&c), bytes.data() + k * sizeof(C), sizeof(C));
  return c;
}

/// What judging needs of a query's case type C (runner.h's case_type<C>()).
struct CaseType {
  std::size_t size;             ///< sizeof(C)
  const char* const* classes;   ///< the generator's classes, Generator<C>::kClasses
  std::size_t class_count;
  /// exact::degeneracy_class() of the case of type C at c.
  std::string (*degeneracy_class)(const void* c, const exact::Result& oracle_result);
};

/// A contract violation, kept as a candidate counterexample.
struct Found {
  CaseBytes input;
  std::string cls;
  bool random;             ///< from random-real or random-bits
  std::uint64_t index;     ///< position in the instance's case stream
  Outcome kind = Outcome::agree;
  double relative_margin = 0;  ///< the oracle's (when it judged)
  std::string detail;      ///< crash and timeout: what happened; wrong number: the numbers (Counterexample::detail)
  std::int64_t error = -1; ///< wrong number: the error in ulps
};

/// A ray that slipped through a mesh: the ray's case with each triangle of
/// the crossing's neighbourhood, those containing the crossing point first
/// (the routine missed them all). Filled and printed by mesh_judging.h.
struct Leak {
  CaseBytes hood;  ///< the neighbourhood's cases
  std::size_t at_crossing;
  std::string cls;
  std::uint64_t index;
};

/// Degeneracy classes are read (exact/classify.h) for the first this many
/// oracle-judged violations of each routine in each block, for the
/// degeneracy-class examples; the cap bounds their cost on routines that
/// fail on a large share of the cases.
constexpr std::uint64_t kClassifyPerBlock = 32;

/// One routine's judged answers on a part of the case stream.
struct Tally {
  static constexpr std::uint64_t kNever = ~std::uint64_t{0};

  std::uint64_t cases = 0, false_hits = 0, false_misses = 0, wrong_relations = 0, violations = 0;
  std::uint64_t violating[3] = {0, 0, 0};  ///< violations by kind: false hit, false miss, wrong relation
  std::uint64_t crossings = 0, leaks = 0, crashes = 0, timeouts = 0;
  std::uint64_t at_contact = 0;  ///< violations judged by the oracle with margin 0 (exact contact)
  std::uint64_t classified = 0;  ///< violations whose degeneracy class was read (this block)
  unsigned found = 0;
  bool has_worst = false;
  double worst = 0;
  std::map<std::string, std::uint64_t> by_class;
  std::map<std::string, std::uint64_t> by_margin;  ///< Row::violations_by_margin
  std::optional<Found> first_hit, first_miss, first_wrong, first_crash, first_timeout;
  std::optional<Found> most_severe;  ///< the oracle-judged violation with the largest |relative margin|
  std::map<std::string, Found> by_degeneracy;  ///< first violation of each degeneracy class
  std::optional<Leak> first_leak;
  /// Quantity routines (Row::numbers_judged ...): the error histogram by
  /// exact::error_class, the largest error, the first wrong number and the
  /// wrong number with the largest error (the earlier of equals).
  std::uint64_t numbers_judged = 0, wrong_numbers = 0;
  std::uint64_t error_histogram[Row::kErrorClasses] = {};
  std::int64_t max_error = -1;
  std::optional<Found> first_number, worst_number;
  /// Index in the case stream and seconds since the instance started of
  /// the first contract violation of each kind: false hit, false miss,
  /// wrong relation, leak, crash, timeout, wrong number (kNever: none).
  std::uint64_t first_index[Row::kKinds] = {kNever, kNever, kNever, kNever, kNever, kNever, kNever};
  double first_seconds[Row::kKinds] = {0, 0, 0, 0, 0, 0, 0};

  // Out of line (tally.cpp), so that the runners do not compile them.
  Tally();
  Tally(const Tally&);
  Tally(Tally&&) noexcept;
  Tally& operator=(const Tally&);
  Tally& operator=(Tally&&) noexcept;
  ~Tally();

  /// Adds a later part of the case stream.
  void merge(const Tally& o);
  /// Notes a violation of kind k (an index of first_index) at index.
  void note_first(int k, std::uint64_t index, Clock::time_point start);
};

/// The results of one block of the case stream.
struct Partial {
  std::uint64_t cases = 0;
  std::uint64_t oracle_relations[3] = {0, 0, 0};
  std::vector<std::uint64_t> class_cases;
  std::vector<Tally> tallies;
  Stats core_stats;
  bool complete = true;  ///< false if the deadline cut the block short

  Partial(std::size_t routines, std::size_t classes);
  // Out of line (tally.cpp), so that the runners do not compile them.
  Partial(Partial&&) noexcept;
  Partial& operator=(Partial&&) noexcept;
  ~Partial();
  /// Sets the number of routines (their tallies empty).
  void set_routines(std::size_t routines);
  /// Adds the next block.
  void merge(const Partial& o);
  /// Counts a case of class cls judged by the exact relation r (the
  /// oracle's, or the core's in fast mode).
  void count_case(std::size_t cls, Relation r) {
    ++cases;
    ++class_cases[cls];
    ++oracle_relations[static_cast<int>(r) % 3];
  }
  /// A case drawn but judged by no routine (every one refused it): counted
  /// in its class, not in the reference's relations (none was computed).
  void count_unjudged_case(std::size_t cls) {
    ++cases;
    ++class_cases[cls];
  }
};

/// Counts a disagreement (o != agree) of a routine under contract on the case
/// of type `type` at c, of class cls, at index in the case stream; returns 1
/// if it violated the contract. has_margin: truth comes from the oracle (else
/// from the certified core in fast mode: a relation without a margin, which
/// then does not count for the worst margin). record() counts the case itself.
/// detail: what the routine answered, when it says more than the outcome (a
/// quantity routine's false hit: its numbers); kept as Found::detail.
int record_disagreement(Tally& t, const CaseType& type, const query::Contract& contract, Outcome o,
                        const exact::Result& truth, const void* c, std::size_t cls, std::uint64_t index,
                        Clock::time_point start, bool has_margin, const std::string& detail = std::string());

/// Counts one judged answer; returns 1 if it violated the contract (see
/// record_disagreement()).
inline int record(Tally& t, const CaseType& type, const query::Contract& contract, Outcome o,
                  const exact::Result& truth, const void* c, std::size_t cls, std::uint64_t index,
                  Clock::time_point start, bool has_margin, const std::string& detail = std::string()) {
  ++t.cases;
  if (o == Outcome::agree) return 0;
  return record_disagreement(t, type, contract, o, truth, c, cls, index, start, has_margin, detail);
}

/// Counts the judged numbers of a quantity routine's answer (the routine and
/// the exact answer both had a value; the answer itself is counted by
/// record()): the error into the histogram, and, when the verdict does not
/// hold, a wrong number; returns 1 then (a violation), else 0.
int record_numbers(Tally& t, const CaseType& type, const exact::NumberVerdict& v, const void* c, std::size_t cls,
                   std::uint64_t index, Clock::time_point start);

/// A wrong number's Counterexample::detail: "t = 0x1.80004p-1; exact t in
/// (...) ~ ...; off by 2 ulps".
std::string number_detail(const exact::NumberVerdict& v);

/// Counts a call that crashed (else timed out), with what happened; returns 1
/// (a violation of every contract).
int record_fault(Tally& t, const CaseType& type, bool crash, const std::string& detail, const void* c,
                 std::size_t cls, std::uint64_t index, Clock::time_point start);

/// The degeneracy-class examples of a row: the first violation of each
/// class, the Row::kClassExamples classes met earliest in the case stream
/// (this choice commutes with merging shards: see merge_reports).
std::vector<const Found*> class_examples(const Tally& t);

/// "core", "specimen" or "user".
const char* role_name(query::Role r);

/// What a row says of its routine: the fields of query::Implementation<C>
/// that do not depend on C.
struct Routine {
  std::string name, origin;
  query::Role role;
  query::Contract contract;
  bool numbers;  ///< a quantity routine: the row shows number_contract
  query::NumberContract number_contract;
  unsigned expected;
  std::string defect_note;
  bool isolated;  ///< runs in a worker process (runs_isolated(), calls.h)
};

template <class C>
std::vector<Routine> routines_of(const std::vector<query::Implementation<C>>& all) {
  std::vector<Routine> out;
  out.reserve(all.size());
  for (const auto& impl : all) {
    out.push_back({impl.name, impl.origin, impl.role, impl.contract, static_cast<bool>(impl.numbers),
                   impl.number_contract, impl.expected, impl.defect_note, false});
  }
  return out;
}

/// One line per routine of query instance `query` (name, role, contract,
/// expected defects, origin), then the generator classes of its case type.
std::string describe(const std::string& query, const std::vector<Routine>& routines, const CaseType& type);

/// The row of a routine of query instance `query` (its counterexamples
/// aside: shrinking.h); core_stats counts the core's calls.
Row make_row(const std::string& query, const Routine& routine, const Tally& t, const Stats& core_stats);

/// Adds to report what query instance `query` ran: total, over seconds;
/// reference "core" in fast mode.
void add_query_stats(Report& report, const std::string& query, bool fast, unsigned jobs, const Partial& total,
                     const CaseType& type, double seconds);

}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_SRC_TALLY_H
