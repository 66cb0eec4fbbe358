// SPDX-License-Identifier: MIT
// geoverify campaign: run every registered routine of every query against the
// exact oracle on the degeneracy-aware generators, and report.
//
// A Campaign starts with the built-in registrations: for each query and
// scalar type, the certified core (where one exists; it must hold the exact
// contract) and the specimens (whose expected defects must be found). A user
// adds their own routines with add() and calls run(). The geoverify command is
// a thin shell over this class.
#ifndef GEOVERIFY_CAMPAIGN_CAMPAIGN_H
#define GEOVERIFY_CAMPAIGN_CAMPAIGN_H

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "geoverify/campaign/report.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/contract.h"

namespace gv {
namespace campaign {

struct Options {
  /// Total time budget, shared evenly by the selected query instances;
  /// +infinity: no time limit, the case budget max_cases (then required) ends
  /// each query instance however long its cases take.
  double seconds = 60.0;
  /// When nonzero, each query instance stops after this many cases even if
  /// time is left: the run is then a pure function of the seed (as long as
  /// the time budget is large enough for the cases), which is what tests use.
  std::uint64_t max_cases = 0;
  /// Query selectors: "plane-aabb" selects both scalar types, "plane-aabb/f32"
  /// one of them. Empty selects every query instance that has a routine.
  std::vector<std::string> queries;
  std::uint64_t seed = 1;   ///< the whole run is a deterministic function of the seed
  bool progress = false;    ///< draw a live progress line on stderr
  int shrink_budget = 4000; ///< routine+oracle evaluations spent minimising each counterexample
  /// Trust chain: where a query has a certified core, use it as the reference
  /// (many times faster than the oracle); the exact oracle confirms every
  /// disagreement and audits the core on one case in 16. The core's row then
  /// counts the audited and confirming cases only.
  bool fast = false;
  /// Threads per query instance; 0 means one per hardware thread. The counts
  /// and counterexamples of a run with a case budget do not depend on it:
  /// the case stream is cut into fixed blocks with their own seeds, and the
  /// blocks' results are merged in stream order.
  unsigned jobs = 0;
  /// Deterministic sharding: this run does the blocks b of the case stream
  /// with b mod shard_count == shard_index (0-based). merge_reports() of all
  /// shard_count shards equals the unsharded run with the same seed and case budget.
  std::uint64_t shard_index = 0;
  std::uint64_t shard_count = 1;
  /// When false, only the routines given to add() run: the built-in
  /// specimens are left out, and so is the certified core's row (in fast
  /// mode the core stays as the reference, and its audited row with it).
  /// PASS/FAIL is then about the user's rows; query instances without a
  /// user routine are skipped, and a run left with no row at all fails.
  bool builtin_routines = true;
  /// Run the user's routines (Role::user) in forked child processes, so that
  /// one that aborts, raises a signal, throws, calls exit() or hangs is
  /// reported as a "crash" or "timeout" contract violation with its
  /// counterexample, and the run goes on with its other cases and the other
  /// rows. One fork per 256-case block (see docs/report-format.md for the
  /// measured cost). When false, every routine runs in this process: an
  /// exception is still reported as a crash, but a signal ends the run. The
  /// certified core and the specimens always run in process.
  bool isolate = true;
  /// Seconds a call of an isolated routine may run before it is killed and
  /// reported as a timeout. After kMaxTimeoutsPerBlock (3) timeouts in one
  /// block, the routine's other cases of that block are not run.
  double call_timeout = 2.0;
};

class RunnerBase;

class Campaign {
 public:
  /// A campaign with the core and every specimen registered.
  Campaign();
  ~Campaign();
  Campaign(Campaign&&) noexcept;
  Campaign& operator=(Campaign&&) noexcept;

  /// Registers a routine under test for case type C (one of the twelve
  /// query::*<float|double> types). Its role should be Role::user.
  template <class C>
  void add(query::Implementation<C> implementation);

  /// Names of all query instances ("plane-aabb/f32", ...), in run order.
  std::vector<std::string> query_names() const;

  /// True iff selector names a query ("plane-aabb") or an instance ("plane-aabb/f64").
  bool is_query(const std::string& selector) const;

  /// Runs the campaign. Deterministic for a given seed except for how many
  /// cases fit in the time; with max_cases, fully deterministic when every
  /// instance reaches its case budget before its time is up, whatever
  /// options.jobs is. The routines are called from options.jobs threads at
  /// once: a user routine must be safe to call concurrently (or run with jobs = 1).
  Report run(const Options& options) const;

  /// One line per registered routine: query, name, role, contract, expected
  /// defects and origin; then the generator classes of each query.
  std::string describe() const;

 private:
  std::vector<std::unique_ptr<RunnerBase>> runners_;
  template <class C>
  RunnerBase& runner_for();
};

}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_CAMPAIGN_H
