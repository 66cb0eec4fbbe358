// SPDX-License-Identifier: MIT
// geoverify campaign, internal: scheduling a query instance's work on threads.
//
// Holds what does not depend on the case type: the instance's time (Budget),
// the seeds of its case stream, the cut of that stream into blocks and their
// distribution over threads and shards (run_blocks, which merges the blocks'
// results in stream order, so that counts and counterexamples do not depend
// on the number of threads or shards), the progress line's shared counts
// (LiveCounts, BlockPace), and a pool for independent tasks (run_tasks: the
// shrinking). Compiled once, in schedule.cpp.
//
// May include the standard library, the campaign's public headers, tally.h
// (a block's results) and the private isolation.h and progress.h; never a
// query's headers.
#ifndef GEOVERIFY_CAMPAIGN_SRC_SCHEDULE_H
#define GEOVERIFY_CAMPAIGN_SRC_SCHEDULE_H

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

#include "geoverify/campaign/campaign.h"
#include "isolation.h"
#include "progress.h"
#include "tally.h"

namespace gv {
namespace campaign {

/// Cases per block: the unit of work of a thread and of a shard. Block b
/// draws its cases from its own generator stream (seeded by the run seed,
/// the instance name and b: block_seed()), so the cases, and therefore every
/// count and counterexample, do not depend on how many threads or shards ran
/// them.
constexpr std::uint64_t kBlock = 256;

/// After this many timeouts of a routine in one block, its other cases of
/// the block are not run (each would cost the call timeout).
constexpr unsigned kMaxTimeoutsPerBlock = 3;

/// The seed of a query instance's case stream: the run's seed and the
/// instance's name ("plane-aabb/f32").
std::uint64_t mix_seed(std::uint64_t seed, const std::string& name);

/// The seed of block `block` of an instance's case stream.
std::uint64_t block_seed(std::uint64_t instance_seed, std::uint64_t block);

/// The time of one query instance, from its construction. With a case
/// budget (Options::max_cases) the run is a function of the seed: shrinking
/// is bounded by evaluations only. With a time budget alone, the cases stop
/// early enough to leave shrinking min(15% of the share, 0.25 s), and
/// shrinking must end with the share.
struct Budget {
  Budget(double seconds, const Options& options);
  /// Seconds since start.
  double elapsed() const;

  double seconds;                ///< the instance's share of the run's budget
  bool timed;                    ///< no case budget: the time alone ends the run
  Clock::time_point start;
  Clock::time_point end_of_share;  ///< the end of shrinking when timed
  Clock::time_point deadline;      ///< no block starts, no case runs after it
};

/// The cases and violations of a query instance so far, added to by all its
/// threads: the progress line's numbers (schedule.cpp).
struct LiveCounts;

/// One block's pace: its counts go to the shared LiveCounts every 16 cases
/// (not per case); at those points the deadline is checked and, on the
/// thread that owns the progress line, the line is redrawn.
class BlockPace {
 public:
  /// progress: the line to redraw, or nullptr on the other threads.
  BlockPace(const std::string& name, const Budget& budget, LiveCounts& live, Progress* progress)
      : name_(name), budget_(budget), live_(live), progress_(progress) {}
  BlockPace(const BlockPace&) = delete;
  BlockPace& operator=(const BlockPace&) = delete;

  /// Call before the block's case s (0, 1, ...): false when the deadline has
  /// passed and the block must stop there.
  bool before(std::size_t s) { return (s & 15) != 0 || checkpoint(); }
  /// Counts a case done and the contract violations it found.
  void done(std::uint64_t violations) {
    ++cases_;
    violations_ += violations;
  }
  /// Adds the counts not yet added to the shared ones (run_blocks() calls it
  /// at the block's end).
  void flush();

 private:
  bool checkpoint();
  const std::string& name_;
  const Budget& budget_;
  LiveCounts& live_;
  Progress* progress_;
  std::uint64_t cases_ = 0, violations_ = 0;
};

/// Runs block `block` of a query instance's case stream on a thread whose
/// worker child runs the isolated routines, counting through pace. Returns
/// the block's results (Partial::complete false if the deadline cut it short).
using BlockRun = std::function<Partial(std::uint64_t block, detail::Worker& worker, BlockPace& pace)>;

/// Runs this shard's blocks of query instance `name`'s case stream (block b
/// with b mod shard_count == shard_index, up to the case budget) on
/// options.jobs threads, each with its own worker child, until the budget's
/// deadline or a block cut short; merges the blocks' results in stream order
/// into total, ends the progress line's instance and returns the seconds
/// since the budget's start.
double run_blocks(const std::string& name, const Options& options, const Budget& budget, Progress& progress,
                  const BlockRun& run_block, Partial& total);

/// Calls task(0) ... task(n - 1) on up to `jobs` threads; each task must be
/// independent of the others (the result is then the same for any jobs).
void run_tasks(unsigned jobs, std::size_t n, const std::function<void(std::size_t)>& task);

}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_SRC_SCHEDULE_H
