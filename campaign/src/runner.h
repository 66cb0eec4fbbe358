// SPDX-License-Identifier: MIT
// geoverify campaign, internal: Runner<C>, the runner of one query instance
// -- the steps that depend on the case type C.
//
// Runner<C> lists its routines (the core, the specimens, the user's), draws
// each block's cases from Generator<C>, calls the routines (calls.h) and
// judges each answer against the exact oracle or, in fast mode, the certified
// core (tally.h). A quantity routine's numbers (query/quantity.h) are judged
// against the exact numbers whenever it and the reference agree on a hit,
// in fast mode too. Everything else is type-independent and compiled once:
// threads, blocks and the time budget (schedule.h), the tallies and rows
// (tally.h), which counterexamples are shrunk and in what order they are
// shown (shrinking.h). A generator's closed meshes (gen::HasMeshes) are
// judged by mesh_judging.h, used only for the case types that have them.
//
// Instantiated once per query, in a source the build generates from the
// registry (query_runners.cpp.in), so keep it lean: code that does not need C
// belongs in one of the headers above and its .cpp. May include anything the
// campaign links (exact, gen, query, specimens) and the private headers.
#ifndef GEOVERIFY_CAMPAIGN_SRC_RUNNER_H
#define GEOVERIFY_CAMPAIGN_SRC_RUNNER_H

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "calls.h"
#include "geoverify/campaign/campaign.h"
#include "geoverify/campaign/judge.h"
#include "geoverify/campaign/report.h"
#include "geoverify/exact/classify.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/exact/quantity.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/contract.h"
#include "geoverify/query/core_binding.h"
#include "geoverify/specimens/registry.h"
#include "isolation.h"
#include "mesh_judging.h"
#include "progress.h"
#include "runner_base.h"
#include "schedule.h"
#include "shrinking.h"
#include "tally.h"

namespace gv {
namespace campaign {

/// In fast mode, the exact oracle audits the core on one case in this many.
constexpr std::uint64_t kAuditEvery = 16;
/// In fast mode, the exact oracle confirms this many disagreements of each
/// routine with the core in each block of the case stream; the rest are
/// judged by the core alone (every counterexample is re-decided by the
/// oracle when it is minimised).
constexpr std::uint64_t kConfirmPerBlock = 8;

template <class C>
std::string degeneracy_class_at(const void* c, const exact::Result& oracle_result) {
  return exact::degeneracy_class(*static_cast<const C*>(c), oracle_result);
}

/// What judging needs of case type C (tally.h).
template <class C>
inline constexpr CaseType kCaseType{sizeof(C), gen::Generator<C>::kClasses.data(),
                                    gen::Generator<C>::kClasses.size(), &degeneracy_class_at<C>};

template <class C>
class Runner final : public RunnerBase {
 public:
  using Gen = gen::Generator<C>;
  static_assert(std::is_trivially_copyable_v<C>, "cases are sent to the worker process as bytes");

  Runner()
      : name_(std::string(C::kQuery) + (std::is_same_v<typename C::Scalar, float> ? "/f32" : "/f64")),
        impls_(specimens::specimens<C>()) {}

  void add(query::Implementation<C> impl) { impls_.push_back(std::move(impl)); }

  const std::string& name() const override { return name_; }
  std::string query() const override { return C::kQuery; }
  bool has_routines(const Options& options) const override {
    if (!options.builtin_routines) {
      return std::any_of(impls_.begin(), impls_.end(),
                         [](const query::Implementation<C>& i) { return i.role == query::Role::user; });
    }
    return query::CoreBinding<C>::available || !impls_.empty();
  }

  std::string describe() const override {
    return campaign::describe(name_, routines_of(routines(nullptr, Options{}, false)), kCaseType<C>);
  }

  /// The rows' routines, with where each ran.
  static std::vector<Routine> row_routines(const std::vector<query::Implementation<C>>& all, const Options& options) {
    std::vector<Routine> out = routines_of(all);
    for (std::size_t j = 0; j < out.size(); ++j) out[j].isolated = runs_isolated(all[j].role, options);
    return out;
  }

  void run(double seconds, std::uint64_t seed, const Options& options, Progress& progress,
           Report& report) const override {
    const bool fast = options.fast && query::CoreBinding<C>::available;
    const Budget budget(seconds, options);
    const unsigned jobs = options.jobs == 0 ? 1u : options.jobs;
    const std::vector<query::Implementation<C>> all = routines(nullptr, options, fast);
    for (const auto& impl : all) {  // the isolated ones' runs in their workers (calls.h)
      if (impl.process_init && !runs_isolated(impl.role, options)) impl.process_init();
    }
    Partial total(all.size(), Gen::kClasses.size());
    const double took = run_blocks(
        name_, options, budget, progress,
        [&](std::uint64_t block, detail::Worker& worker, BlockPace& pace) {
          return run_block(block, seed, options, fast, budget.start, pace, worker);
        },
        total);
    add_query_stats(report, name_, fast, jobs, total, kCaseType<C>, took);
    PrintLeak print_leak = nullptr;
    if constexpr (gen::HasMeshes<C>::value) print_leak = &leak_counterexample<C>;
    add_rows(
        report, name_, row_routines(all, options), total, jobs,
        [&](const ShrinkTask& task) {
          return minimise(all[task.row], *task.found, task.kind, options, budget.timed, budget.end_of_share);
        },
        &as_found<C>, print_leak);
  }

 private:
  /// Runs cases [block * kBlock, (block + 1) * kBlock) of the stream (fewer at
  /// the case budget or the deadline). Case i comes from generator class
  /// i mod (number of classes). The block's cases are generated first, so
  /// that the isolated routines answer them all in one child process.
  Partial run_block(std::uint64_t block, std::uint64_t seed, const Options& options, bool fast, Clock::time_point start,
                    BlockPace& pace, detail::Worker& worker) const {
    Partial part(0, Gen::kClasses.size());
    const std::vector<query::Implementation<C>> all = routines(&part.core_stats, options, fast);
    part.set_routines(all.size());
    gen::Prng rng(block_seed(mix_seed(seed, name_), block));
    std::vector<std::uint64_t> confirmed(all.size(), 0);  // fast mode: disagreements the oracle confirmed
    const std::uint64_t first = block * kBlock;
    std::uint64_t last = first + kBlock;
    if (options.max_cases != 0 && last > options.max_cases) last = options.max_cases;

    // The block's cases: one per slot, or a mesh's cases for a mesh slot.
    struct Slot {
      std::uint64_t index;
      std::size_t cls, item, items;
      bool mesh;
    };
    std::vector<Slot> slots;
    std::vector<C> items;
    for (std::uint64_t i = first; i < last; ++i) {
      const std::size_t cls = static_cast<std::size_t>(i % Gen::kClasses.size());
      if constexpr (gen::HasMeshes<C>::value) {
        if (Gen::is_mesh_class(cls)) {
          const std::size_t item = items.size();
          slots.push_back({i, cls, item, append_mesh(Gen::make_mesh(rng, cls), items), true});
          continue;
        }
      }
      const C c = Gen::make(rng, cls);
      if (!query::valid(c)) continue;  // generators emit valid cases; never counted
      slots.push_back({i, cls, items.size(), 1, false});
      items.push_back(c);
    }
    const Calls<C> calls(all, items, options, worker);

    for (std::size_t s = 0; s < slots.size(); ++s) {
      const Slot& slot = slots[s];
      const std::uint64_t i = slot.index;
      const std::size_t cls = slot.cls;
      if (!pace.before(s)) {
        part.complete = false;
        break;
      }
      if constexpr (gen::HasMeshes<C>::value) {
        if (slot.mesh) {
          pace.done(judge_mesh(items, slot.item, slot.items, calls, all, kCaseType<C>, cls, i, part, start));
          continue;
        }
      }
      const C& c = items[slot.item];
      // A case that every routine refused (a narrow accepts()) is not judged:
      // no reference is computed for it (in fast mode the core row always is).
      if (!fast && calls.refused_by_all(slot.item)) {
        part.count_unjudged_case(cls);
        pace.done(0);
        continue;
      }
      // The reference: the exact oracle, or, in fast mode, the certified core,
      // with the oracle confirming every disagreement and auditing the core
      // on one case in kAuditEvery (the trust chain of the design).
      const Relation core_answer = fast ? query::CoreBinding<C>::relation(c, &part.core_stats) : Relation::invalid;
      std::optional<exact::Result> truth;
      if (!fast || i % kAuditEvery == 0) truth = exact::oracle(c);
      part.count_case(cls, truth ? truth->relation : core_answer);
      std::uint64_t violations = 0;
      // A quantity routine's numbers, once the reference agrees that it hit:
      // against the case's exact numbers, computed once for all routines.
      exact::ExactNumbers exact_numbers;
      const auto judge_numbers = [&](std::size_t j, const Reply& reply) -> int {
        if constexpr (query::is_quantity_v<C>) {
          if (!all[j].numbers || !says_hit(reply.answer)) return 0;
          if (!exact_numbers.known()) exact_numbers = exact::exact_numbers(c);
          if (!exact_numbers.present()) return 0;  // the reference was a core that erred: audited
          if (all[j].number_contract.kind == query::NumberKind::absolute && !truth) truth = exact::oracle(c);
          const exact::NumberVerdict v = exact::judge_numbers<C>(exact_numbers, numbers_of<C>(reply),
                                                                 all[j].number_contract, truth ? truth->scale : 0.0);
          return record_numbers(part.tallies[j], kCaseType<C>, v, &c, cls, i, start);
        } else {
          (void)j;
          (void)reply;
          return 0;
        }
      };
      for (std::size_t j = 0; j < all.size(); ++j) {
        const auto& impl = all[j];
        if (fast && impl.role == query::Role::core) continue;  // judged below, against the oracle
        const Reply reply = calls.get(j, slot.item);
        if (reply.kind == Reply::refused || reply.kind == Reply::not_run) continue;
        if (reply.kind != Reply::answered) {
          violations += record_fault(part.tallies[j], kCaseType<C>, reply.kind == Reply::crashed, reply.detail, &c,
                                     cls, i, start);
          continue;
        }
        const Answer& answer = reply.answer;
        if (!truth) {
          const Outcome o = judge_yes_no(impl, answer, core_answer);
          if (o == Outcome::agree) {
            ++part.tallies[j].cases;
            violations += judge_numbers(j, reply);
            continue;
          }
          // A disagreement with the core: the oracle confirms the first
          // kConfirmPerBlock of each routine in each block (and every one
          // under a tolerant or conservative(eps) contract, which needs the
          // margin); beyond them the certified core's answer judges, without
          // a margin.
          if (!needs_margin(impl.contract) && confirmed[j] >= kConfirmPerBlock) {
            exact::Result by_core;
            by_core.relation = core_answer;
            violations += record(part.tallies[j], kCaseType<C>, impl.contract, o, by_core, &c, cls, i, start, false,
                                 o == Outcome::false_hit ? answered_numbers(impl, reply) : std::string());
            continue;
          }
          ++confirmed[j];
          truth = exact::oracle(c);  // confirm the disagreement
        }
        const Outcome o = judge_yes_no(impl, answer, truth->relation);
        violations += record(part.tallies[j], kCaseType<C>, impl.contract, o, *truth, &c, cls, i, start, true,
                             o == Outcome::false_hit ? answered_numbers(impl, reply) : std::string());
        if (o == Outcome::agree) violations += judge_numbers(j, reply);
      }
      if (fast && truth) {
        const Outcome o = compare(Answer{true, core_answer, false}, truth->relation);
        violations += record(part.tallies[0], kCaseType<C>, all[0].contract, o, *truth, &c, cls, i, start, true);
        if (o == Outcome::agree && all[0].numbers) violations += judge_numbers(0, call_here(all[0], c));
      }
      pace.done(violations);
    }
    return part;
  }

  /// The core (when available, counting into stats) followed by the
  /// registered routines; with options.builtin_routines false, the user's
  /// routines only (and the core first in fast mode, where it is the
  /// reference: run_block judges all[0] as the core).
  std::vector<query::Implementation<C>> routines(Stats* stats, const Options& options, bool fast) const {
    std::vector<query::Implementation<C>> all;
    const bool builtin = options.builtin_routines;
    if (!builtin && !fast) {
      for (const auto& impl : impls_) {
        if (impl.role == query::Role::user) all.push_back(impl);
      }
      return all;
    }
    if constexpr (query::CoreBinding<C>::available) {
      query::Implementation<C> core;
      core.name = "core";
      core.origin = query::CoreBinding<C>::exact_stage
                        ? "geoverify/core (certified: filter, then exact fallback)"
                        : "geoverify/core (certified: exact comparisons only, no arithmetic)";
      core.role = query::Role::core;
      core.contract = query::Contract::exact();
      core.intersects = [stats](const C& c) { return intersecting(query::CoreBinding<C>::relation(c, stats)); };
      if constexpr (query::CoreNumbers<C>::available) {
        // One call gives the hit and the numbers (and counts once in stats).
        core.numbers = [stats](const C& c) { return query::CoreNumbers<C>::numbers(c, stats); };
        core.number_contract = query::NumberContract::bracket(1);
      } else {
        core.relation = [stats](const C& c) { return query::CoreBinding<C>::relation(c, stats); };
      }
      all.push_back(std::move(core));
    }
    for (const auto& impl : impls_) {
      if (builtin || impl.role == query::Role::user) all.push_back(impl);
    }
    return all;
  }

  std::string name_;
  std::vector<query::Implementation<C>> impls_;
};

template <class C>
std::unique_ptr<RunnerBase> make_runner() {
  return std::make_unique<Runner<C>>();
}

template <class C>
void add_implementation(RunnerBase& runner, query::Implementation<C> implementation) {
  static_cast<Runner<C>&>(runner).add(std::move(implementation));
}

}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_SRC_RUNNER_H
