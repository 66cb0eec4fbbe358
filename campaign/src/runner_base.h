// SPDX-License-Identifier: MIT
// geoverify campaign (private): what the campaign knows of a query instance's
// runner without instantiating it. Runner<C> (runner.h) is instantiated once
// per query, in a source the build generates from the registry
// (campaign/src/query_runners.cpp.in), so that the instances compile in
// parallel and campaign.cpp stays small.
#ifndef GEOVERIFY_CAMPAIGN_SRC_RUNNER_BASE_H
#define GEOVERIFY_CAMPAIGN_SRC_RUNNER_BASE_H

#include <cstdint>
#include <memory>
#include <string>

#include "geoverify/campaign/campaign.h"
#include "geoverify/campaign/report.h"
#include "geoverify/query/contract.h"
#include "progress.h"

namespace gv {
namespace campaign {

class RunnerBase {
 public:
  virtual ~RunnerBase() = default;
  /// "plane-aabb/f32"
  virtual const std::string& name() const = 0;
  /// "plane-aabb"
  virtual std::string query() const = 0;
  /// True iff at least one routine (core, specimen or user) is registered.
  virtual bool has_routines(const Options& options) const = 0;
  virtual void run(double seconds, std::uint64_t seed, const Options& options, Progress& progress,
                   Report& report) const = 0;
  virtual std::string describe() const = 0;
};

/// The runner of case type C (defined in runner.h, instantiated per query).
template <class C>
std::unique_ptr<RunnerBase> make_runner();

/// Adds a routine to `runner`, which must be make_runner<C>()'s.
template <class C>
void add_implementation(RunnerBase& runner, query::Implementation<C> implementation);

}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_SRC_RUNNER_BASE_H
