// SPDX-License-Identifier: MIT
// What running a user's routine in a forked child costs the campaign
// (campaign::Options::isolate): the same campaign -- one user routine, the
// certified core as the reference (fast mode: the oracle audits one case in
// 16), 25,600 sphere-aabb/f32 cases on one thread -- with the routine called
// in process and in forked children, one per 256-case block. The difference
// of the two per-case times is the isolation's cost per case.
#include <benchmark/benchmark.h>

#include "geoverify/campaign/campaign.h"
#include "geoverify/core.h"

namespace {

constexpr std::uint64_t kCases = 25600;

void BM_CampaignPerCase(benchmark::State& state) {
  using C = gv::query::SphereAabb<float>;
  gv::campaign::Campaign campaign;
  gv::query::Implementation<C> impl;
  impl.name = "arvo-like";
  impl.role = gv::query::Role::user;
  impl.contract = gv::query::Contract::exact();
  impl.intersects = [](const C& c) { return gv::intersects(c.sphere, c.box); };
  campaign.add(impl);
  gv::campaign::Options options;
  options.seconds = 600;
  options.max_cases = kCases;
  options.queries = {"sphere-aabb/f32"};
  options.builtin_routines = false;
  options.fast = true;
  options.jobs = 1;
  options.isolate = state.range(0) != 0;
  for (auto _ : state) {
    const gv::campaign::Report report = campaign.run(options);
    benchmark::DoNotOptimize(report.passed);
  }
  state.counters["ns_per_case"] = benchmark::Counter(
      static_cast<double>(kCases), benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
}
BENCHMARK(BM_CampaignPerCase)->ArgName("isolate")->Arg(0)->Arg(1)->Unit(benchmark::kMillisecond)->UseRealTime();

}  // namespace

BENCHMARK_MAIN();
