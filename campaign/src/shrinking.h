// SPDX-License-Identifier: MIT
// geoverify campaign, internal: shrinking -- the counterexamples of a query
// instance's rows.
//
// The first violation of each kind of each routine is shrunk (minimise<C>,
// with the shrinker of geoverify/campaign/shrink.h) while it stays the same
// failure; the most severe violation and the degeneracy-class examples are
// printed as found (as_found<C>). add_rows() makes a query instance's rows
// (tally.h), shrinks their firsts in parallel (schedule.h's run_tasks) and
// puts each row's counterexamples in their order. What does not depend on the
// case type is compiled once, in shrinking.cpp.
//
// May include the standard library, the campaign's public headers,
// exact/oracle.h, exact/classify.h, query/cases.h (through them) and the
// private calls.h and tally.h; never a query's generator.
#ifndef GEOVERIFY_CAMPAIGN_SRC_SHRINKING_H
#define GEOVERIFY_CAMPAIGN_SRC_SHRINKING_H

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "calls.h"
#include "geoverify/campaign/campaign.h"
#include "geoverify/campaign/judge.h"
#include "geoverify/campaign/report.h"
#include "geoverify/campaign/shrink.h"
#include "geoverify/exact/classify.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/exact/quantity.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/contract.h"
#include "isolation.h"
#include "tally.h"

namespace gv {
namespace campaign {

/// How close to the boundary a case is, relative to its scale: exact
/// contact (0), else the decade of |relative margin| (1 + floor(log10)),
/// with every margin from 1 up in one class.
int magnitude_class(double relative_margin);

/// A counterexample of kind `kind` on a case whose oracle result is r, found
/// at index of the case stream in generator class generator_class.
Counterexample counterexample(const std::string& kind, const std::string& generator_class, std::uint64_t index,
                              const exact::Result& r, std::string degeneracy_class, std::string literal);

/// A counterexample printed as found (the most severe violation, a
/// degeneracy class's first); selection says which.
template <class C>
Counterexample as_found(const Found& f, const char* selection) {
  const C c = case_at<C>(f.input);
  const exact::Result r = exact::oracle(c);
  Counterexample cx =
      counterexample(to_string(f.kind), f.cls, f.index, r, exact::degeneracy_class(c, r), query::declarations(c));
  cx.selection = selection;
  cx.detail = f.detail;
  cx.error_ulps = f.error;
  return cx;
}

/// Shrinks a failure while it stays the same failure: the same kind of
/// wrong answer, not allowed by the contract, the same exact relation (a
/// touching case stays touching), the same magnitude class of the relative
/// margin (a rounding failure near contact does not turn into a gross one on
/// a degenerate shape) and a margin no larger than the found case's own (so
/// the shrunk case depends on that case alone, never on which other cases a
/// run or a shard judged); inside the routine's precondition with at least half the found
/// case's precondition margin (Implementation::precondition_margin), so that
/// the minimal case does not sit on the edge of accepts(). A crash shrinks
/// while the routine crashes the same way (each trial in a child process, at
/// most 256 trials); a timeout is printed as found (each trial could cost the
/// call timeout). A wrong number shrinks while the routine's number stays
/// wrong with an error of the same class (exact::error_class: 1 ulp, 2-3,
/// 4-7, ...) on a case of the same exact relation.
///
/// When timed, shrinking also stops at the deadline (the run's time budget
/// includes it); otherwise only the evaluation budget bounds it, so that a
/// run with a case budget is reproducible to the counterexample.
template <class C>
Counterexample minimise(const query::Implementation<C>& impl, const Found& f, Outcome kind, const Options& options,
                        bool timed, Clock::time_point deadline) {
  int steps = 0;
  const int budget = options.shrink_budget;
  const C found = case_at<C>(f.input);
  const exact::Result original = exact::oracle(found);
  const Relation relation = original.relation;
  const int magnitude = magnitude_class(original.relative_margin);
  const double severity = std::fabs(original.relative_margin);
  const double precondition = impl.precondition_margin ? impl.precondition_margin(found) : 0.0;
  // An isolated routine's accepts() and answer are asked in a child process
  // (a new one after each crash); the others' in this one.
  const bool apart = runs_isolated(impl.role, options);
  detail::Worker worker(options.call_timeout, 1);
  auto in_domain = [&](const C& trial) {
    if (!apart && impl.accepts && !impl.accepts(trial)) return false;
    return !(impl.precondition_margin && precondition > 0 && !(impl.precondition_margin(trial) >= 0.5 * precondition));
  };
  auto ask = [&](const C& trial) { return apart ? call_in(worker, impl, trial) : call_here(impl, trial); };
  C small = found;
  std::string detail = f.detail;
  std::int64_t error = f.error;
  if (kind == Outcome::crash) {
    const std::string head = fault_head(f.detail);
    small = shrink(
        found,
        [&](const C& trial) {
          if (timed && Clock::now() >= deadline) return false;
          if (!in_domain(trial)) return false;
          const Reply r = ask(trial);
          if (r.kind != Reply::crashed || fault_head(r.detail) != head) return false;
          detail = r.detail;
          return true;
        },
        std::min(budget, 256), &steps);
  } else if (kind != Outcome::timeout) {
    // A wrong number stays wrong, with an error of the same class.
    const int error_class = exact::error_class(f.error);
    const auto still_wrong_number = [&](const C& trial, const exact::Result& r) {
      if constexpr (query::is_quantity_v<C>) {
        const Reply reply = ask(trial);
        if (reply.kind != Reply::answered || !says_hit(reply.answer)) return false;
        const exact::ExactNumbers truth = exact::exact_numbers(trial);
        if (!truth.present()) return false;
        const exact::NumberVerdict v = exact::judge_numbers<C>(truth, numbers_of<C>(reply), impl.number_contract, r.scale);
        if (v.holds || exact::error_class(v.ulps) != error_class) return false;
        detail = number_detail(v);
        error = v.ulps;
        return true;
      } else {
        (void)trial;
        (void)r;
        return false;
      }
    };
    small = shrink(
        found,
        [&](const C& trial) {
          if (timed && Clock::now() >= deadline) return false;
          if (!in_domain(trial)) return false;
          const exact::Result r = exact::oracle(trial);
          if (r.relation != relation) return false;
          if (kind == Outcome::wrong_number) return still_wrong_number(trial, r);
          if (magnitude_class(r.relative_margin) != magnitude) return false;
          if (std::fabs(r.relative_margin) > severity) return false;
          const Reply reply = ask(trial);
          if (reply.kind != Reply::answered) return false;
          const Outcome o = judge_yes_no(impl, reply.answer, r.relation);
          if (o != kind || allowed(impl.contract, o, r)) return false;
          detail = answered_numbers(impl, reply);  // a quantity routine's false hit: its numbers
          return true;
        },
        budget, &steps);
  }
  const exact::Result r = exact::oracle(small);
  Counterexample cx = counterexample(to_string(kind), f.cls, f.index, r, exact::degeneracy_class(small, r),
                                     query::declarations(small));
  cx.detail = detail;
  cx.shrink_steps = steps;
  if (kind == Outcome::wrong_number) cx.error_ulps = error;
  if (kind != Outcome::crash && kind != Outcome::timeout && kind != Outcome::wrong_number) {
    const Reply really = ask(found);
    if (really.kind != Reply::answered || judge_yes_no(impl, really.answer, original.relation) != kind) {
      // only possible in fast mode, if the core were wrong
      cx.kind += " NOT CONFIRMED by the exact oracle (the core's answer differs from it)";
    }
  }
  return cx;
}

/// A first violation of a row to shrink.
struct ShrinkTask {
  std::size_t row;
  Outcome kind;
  const Found* found;
  Counterexample result;
};

/// Shrinks a task's find: minimise<C> with the task's routine.
using ShrinkOne = std::function<Counterexample(const ShrinkTask& task)>;
/// Prints a violation as found, or a leak (case-type-specific: as_found<C>,
/// mesh_judging.h's leak_counterexample<C>).
using PrintFound = Counterexample (*)(const Found& f, const char* selection);
using PrintLeak = Counterexample (*)(const Leak& leak);

/// Appends to report the rows of a query instance's routines (in the order
/// of total's tallies), each with its counterexamples: the first violation
/// of each kind shrunk by shrink_one (the tasks in parallel on up to jobs
/// threads; each is independent, so the result is the same), in the order
/// miss, hit, wrong relation, leak (print_leak: nullptr for a query without
/// meshes), crash, timeout, wrong number; then the wrong number with the
/// largest error, the most severe violation and the
/// degeneracy-class examples, printed as found: the first is the row's worst
/// margin itself, the others are what their class looks like when the
/// generator met it.
void add_rows(Report& report, const std::string& query, const std::vector<Routine>& routines, const Partial& total,
              unsigned jobs, const ShrinkOne& shrink_one, PrintFound print_found, PrintLeak print_leak);

}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_SRC_SHRINKING_H
