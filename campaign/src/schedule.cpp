// SPDX-License-Identifier: MIT
// geoverify campaign: scheduling a query instance's work on threads (see schedule.h).
#include "schedule.h"

#include <cmath>

#include <algorithm>
#include <atomic>
#include <map>
#include <mutex>
#include <thread>
#include <utility>
#include <vector>

namespace gv {
namespace campaign {

struct LiveCounts {
  std::atomic<std::uint64_t> cases{0}, violations{0};
};

std::uint64_t mix_seed(std::uint64_t seed, const std::string& name) {
  std::uint64_t h = 1469598103934665603ull;  // FNV-1a of the instance name
  for (char ch : name) h = (h ^ static_cast<unsigned char>(ch)) * 1099511628211ull;
  return seed ^ h;
}

std::uint64_t block_seed(std::uint64_t instance_seed, std::uint64_t block) {
  std::uint64_t z = instance_seed + 0x9e3779b97f4a7c15ull * (block + 1);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}

Budget::Budget(double share, const Options& options)
    : seconds(share), timed(options.max_cases == 0), start(Clock::now()) {
  if (!std::isfinite(seconds)) {  // no time limit: the case budget ends the run
    end_of_share = deadline = Clock::time_point::max();
    return;
  }
  const auto after = [this](double s) {
    return start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
  };
  end_of_share = after(seconds);
  deadline = timed ? after(seconds - std::min(0.15 * seconds, 0.25)) : end_of_share;
}

double Budget::elapsed() const { return std::chrono::duration<double>(Clock::now() - start).count(); }

void BlockPace::flush() {
  live_.cases.fetch_add(cases_, std::memory_order_relaxed);
  live_.violations.fetch_add(violations_, std::memory_order_relaxed);
  cases_ = violations_ = 0;
}

bool BlockPace::checkpoint() {
  flush();
  const auto now = Clock::now();
  if (now >= budget_.deadline) return false;
  if (progress_) {
    progress_->update(name_, std::chrono::duration<double>(now - budget_.start).count(), budget_.seconds,
                      live_.cases.load(), live_.violations.load());
  }
  return true;
}

double run_blocks(const std::string& name, const Options& options, const Budget& budget, Progress& progress,
                  const BlockRun& run_block, Partial& total) {
  const std::uint64_t shard_count = options.shard_count == 0 ? 1 : options.shard_count;
  const std::uint64_t blocks_total =
      options.max_cases == 0 ? ~std::uint64_t{0} : (options.max_cases + kBlock - 1) / kBlock;
  const unsigned jobs = options.jobs == 0 ? 1u : options.jobs;

  std::mutex mutex;
  std::map<std::uint64_t, Partial> parts;  // by block index: merged in order
  std::atomic<std::uint64_t> next{0};
  LiveCounts live;
  auto thread_body = [&](unsigned id) {
    // The child process that runs this thread's isolated routines (forked
    // at the first block that needs it, restarted after each crash).
    detail::Worker worker(options.call_timeout, kMaxTimeoutsPerBlock);
    for (;;) {
      const std::uint64_t k = next.fetch_add(1);
      if (k > (~std::uint64_t{0} - options.shard_index) / shard_count) break;
      const std::uint64_t block = k * shard_count + options.shard_index;
      if (block >= blocks_total) break;
      if (Clock::now() >= budget.deadline) break;
      BlockPace pace(name, budget, live, id == 0 ? &progress : nullptr);
      Partial part = run_block(block, worker, pace);
      pace.flush();
      const bool complete = part.complete;
      {
        std::lock_guard<std::mutex> lock(mutex);
        parts.emplace(block, std::move(part));
      }
      if (!complete) break;
    }
  };
  if (jobs == 1) {
    thread_body(0);
  } else {
    std::vector<std::thread> threads;
    for (unsigned id = 0; id < jobs; ++id) threads.emplace_back(thread_body, id);
    for (auto& t : threads) t.join();
  }
  for (auto& [block, part] : parts) total.merge(part);
  const double seconds = budget.elapsed();
  progress.finish(name, seconds, total.cases, live.violations.load());
  return seconds;
}

void run_tasks(unsigned jobs, std::size_t n, const std::function<void(std::size_t)>& task) {
  std::atomic<std::size_t> next{0};
  auto thread_body = [&] {
    for (std::size_t k; (k = next.fetch_add(1)) < n;) task(k);
  };
  if (jobs <= 1 || n < 2) {
    thread_body();
  } else {
    std::vector<std::thread> threads;
    for (std::size_t id = 0; id < std::min<std::size_t>(jobs, n); ++id) threads.emplace_back(thread_body);
    for (auto& t : threads) t.join();
  }
}

}  // namespace campaign
}  // namespace gv
