// SPDX-License-Identifier: MIT
// geoverify campaign: registration and the run over query instances.
#include "geoverify/campaign/campaign.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <stdexcept>
#include <thread>
#include <type_traits>

#include "geoverify/query/registry.h"
#include "progress.h"
#include "runner_base.h"

namespace gv {
namespace campaign {

namespace {

bool selected(const RunnerBase& r, const Options& o) {
  if (o.queries.empty()) return true;
  return std::any_of(o.queries.begin(), o.queries.end(),
                     [&](const std::string& s) { return s == r.query() || s == r.name(); });
}

}  // namespace

Campaign::Campaign() {
  query::for_each_case_type([this](auto tag) { runners_.push_back(make_runner<decltype(tag)>()); });
}

Campaign::~Campaign() = default;
Campaign::Campaign(Campaign&&) noexcept = default;
Campaign& Campaign::operator=(Campaign&&) noexcept = default;

template <class C>
RunnerBase& Campaign::runner_for() {
  // The constructor made one runner per case type, in registry order.
  std::size_t index = runners_.size(), i = 0;
  query::for_each_case_type([&](auto tag) {
    if (std::is_same_v<decltype(tag), C>) index = i;
    ++i;
  });
  if (index >= runners_.size()) throw std::logic_error("geoverify: no runner for this case type");
  return *runners_[index];
}

template <class C>
void Campaign::add(query::Implementation<C> implementation) {
  add_implementation<C>(runner_for<C>(), std::move(implementation));
}

#define GEOVERIFY_DETAIL_ADD(Q)                                             \
  template void Campaign::add(query::Implementation<query::Q<float>>); \
  template void Campaign::add(query::Implementation<query::Q<double>>);
GEOVERIFY_FOR_EACH_QUERY(GEOVERIFY_DETAIL_ADD)
#undef GEOVERIFY_DETAIL_ADD

std::vector<std::string> Campaign::query_names() const {
  std::vector<std::string> names;
  for (const auto& r : runners_) names.push_back(r->name());
  return names;
}

bool Campaign::is_query(const std::string& selector) const {
  return std::any_of(runners_.begin(), runners_.end(), [&](const auto& r) {
    return selector == r->query() || selector == r->name();
  });
}

Report Campaign::run(const Options& options) const {
  if (!std::isfinite(options.seconds) && options.max_cases == 0) {
    throw std::invalid_argument("geoverify: a campaign without a time limit (Options::seconds infinite) needs "
                                "Options::max_cases, or it never ends");
  }
  std::vector<const RunnerBase*> chosen;
  for (const auto& r : runners_) {
    if (r->has_routines(options) && selected(*r, options)) chosen.push_back(r.get());
  }
  Report report;
  report.seed = options.seed;
  report.budget_seconds = options.seconds;
  report.max_cases = options.max_cases;
  report.shard_index = options.shard_index;
  report.shard_count = options.shard_count == 0 ? 1 : options.shard_count;
  Options opts = options;
  if (opts.jobs == 0) opts.jobs = std::max(1u, std::thread::hardware_concurrency());
  if (opts.shard_count == 0) opts.shard_count = 1;
  report.jobs = opts.jobs;
  const auto start = std::chrono::steady_clock::now();
  Progress progress(options.progress);
  const double share = chosen.empty() ? 0 : options.seconds / static_cast<double>(chosen.size());
  int index = 0;
  for (const RunnerBase* r : chosen) {
    progress.begin(++index, static_cast<int>(chosen.size()));
    r->run(share, opts.seed, opts, progress, report);
  }
  report.elapsed_seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  report.passed = std::all_of(report.rows.begin(), report.rows.end(), [](const Row& row) { return row.ok; });
  if (opts.shard_count == 1) fail_empty_rows(report);
  if (report.rows.empty()) report.passed = false;
  return report;
}

std::string Campaign::describe() const {
  std::string out;
  for (const auto& r : runners_) out += r->describe();
  return out;
}

}  // namespace campaign
}  // namespace gv
