// geoverify campaign, internal: the loop that runs one query instance.
#ifndef GEOVERIFY_CAMPAIGN_SRC_RUNNER_H
#define GEOVERIFY_CAMPAIGN_SRC_RUNNER_H

#include <chrono>
#include <cmath>
#include <map>
#include <optional>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "geoverify/campaign/campaign.h"
#include "geoverify/campaign/judge.h"
#include "geoverify/campaign/report.h"
#include "geoverify/campaign/shrink.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/contract.h"
#include "geoverify/query/core_binding.h"
#include "geoverify/specimens/registry.h"
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
  virtual bool has_routines() const = 0;
  virtual void run(double seconds, std::uint64_t seed, const Options& options, Progress& progress,
                   Report& report) const = 0;
  virtual std::string describe() const = 0;
};

inline std::uint64_t mix_seed(std::uint64_t seed, const std::string& name) {
  std::uint64_t h = 1469598103934665603ull;  // FNV-1a of the instance name
  for (char ch : name) h = (h ^ static_cast<unsigned char>(ch)) * 1099511628211ull;
  return seed ^ h;
}

inline const char* role_name(query::Role r) {
  switch (r) {
    case query::Role::core: return "core";
    case query::Role::specimen: return "specimen";
    case query::Role::user: return "user";
  }
  return "user";
}

/// In fast mode, the exact oracle audits the core on one case in this many.
constexpr std::uint64_t kAuditEvery = 16;

template <class C>
class Runner final : public RunnerBase {
 public:
  using T = typename C::Scalar;
  using Gen = gen::Generator<C>;

  Runner()
      : name_(std::string(C::kQuery) + (std::is_same_v<T, float> ? "/f32" : "/f64")),
        impls_(specimens::specimens<C>()) {}

  void add(query::Implementation<C> impl) { impls_.push_back(std::move(impl)); }

  const std::string& name() const override { return name_; }
  std::string query() const override { return C::kQuery; }
  bool has_routines() const override { return query::CoreBinding<C>::available || !impls_.empty(); }

  std::string describe() const override {
    std::string out;
    for (const auto& impl : routines(nullptr)) {
      out += name_ + "  " + impl.name + "  [" + role_name(impl.role) + ", " +
             query::to_string(impl.contract) + "]";
      if (impl.expected) out += "  expected: " + defects(impl.expected);
      out += "\n    " + impl.origin + "\n";
    }
    out += name_ + "  generator classes:";
    for (const char* cls : Gen::kClasses) out += std::string(" ") + cls;
    return out + "\n";
  }

  void run(double seconds, std::uint64_t seed, const Options& options, Progress& progress,
           Report& report) const override {
    Stats core_stats;
    const std::vector<query::Implementation<C>> all = routines(&core_stats);
    std::vector<Tally> tallies(all.size());
    QueryStats qs;
    qs.query = name_;
    std::vector<std::uint64_t> class_cases(Gen::kClasses.size(), 0);

    const bool fast = options.fast && query::CoreBinding<C>::available;
    qs.reference = fast ? "core" : "exact";
    gen::Prng rng(mix_seed(seed, name_));
    const auto start = std::chrono::steady_clock::now();
    const auto deadline = start + std::chrono::duration<double>(seconds);
    std::uint64_t violations = 0;
    for (std::uint64_t i = 0;; ++i) {
      if (options.max_cases != 0 && qs.cases >= options.max_cases) break;
      if ((i & 15) == 0) {
        const auto now = std::chrono::steady_clock::now();
        if (now >= deadline) break;
        progress.update(name_, std::chrono::duration<double>(now - start).count(), seconds, qs.cases,
                        violations);
      }
      const std::size_t cls = static_cast<std::size_t>(i % Gen::kClasses.size());
      const C c = Gen::make(rng, cls);
      if (!query::valid(c)) continue;  // generators emit valid cases; never counted
      // The reference: the exact oracle, or, in fast mode, the certified core,
      // with the oracle confirming every disagreement and auditing the core
      // on one case in kAuditEvery (the trust chain of the design).
      const Relation core_answer = fast ? query::CoreBinding<C>::relation(c, &core_stats) : Relation::invalid;
      std::optional<exact::Result> truth;
      if (!fast || i % kAuditEvery == 0) truth = exact::oracle(c);
      ++qs.cases;
      ++class_cases[cls];
      ++qs.oracle_relations[static_cast<int>(truth ? truth->relation : core_answer) % 3];
      for (std::size_t j = 0; j < all.size(); ++j) {
        const auto& impl = all[j];
        if (fast && impl.role == query::Role::core) continue;  // judged below, against the oracle
        if (impl.accepts && !impl.accepts(c)) continue;
        const Answer answer = impl.relation ? Answer{true, impl.relation(c), false} : Answer{false, {}, impl.intersects(c)};
        if (!truth) {
          if (compare(answer, core_answer) == Outcome::agree) {
            ++tallies[j].cases;
            continue;
          }
          truth = exact::oracle(c);  // confirm the disagreement
        }
        violations += record(tallies[j], impl, compare(answer, truth->relation), *truth, c, cls);
      }
      if (fast && truth) {
        violations += record(tallies[0], all[0], compare(Answer{true, core_answer, false}, truth->relation), *truth, c, cls);
      }
    }
    qs.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    progress.finish(name_, qs.seconds, qs.cases, violations);
    for (std::size_t k = 0; k < class_cases.size(); ++k) {
      qs.cases_by_class.emplace_back(Gen::kClasses[k], class_cases[k]);
    }
    report.queries.push_back(qs);
    for (std::size_t j = 0; j < all.size(); ++j) {
      report.rows.push_back(make_row(all[j], tallies[j], core_stats, options.shrink_budget));
    }
  }

 private:
  struct Found {
    C input;
    std::string cls;
    bool random;  ///< from random-real or random-bits
  };
  struct Answer {
    bool has_relation;
    Relation relation;
    bool hit;
  };
  static Outcome compare(const Answer& a, Relation truth) {
    return a.has_relation ? campaign::compare(a.relation, truth) : campaign::compare(a.hit, truth);
  }

  struct Tally {
    std::uint64_t cases = 0, false_hits = 0, false_misses = 0, wrong_relations = 0, violations = 0;
    unsigned found = 0;
    bool has_worst = false;
    double worst = 0;
    std::map<std::string, std::uint64_t> by_class;
    std::optional<Found> first_hit, first_miss, first_wrong;
  };

  /// Counts one judged answer; returns 1 if it violated the contract.
  static int record(Tally& t, const query::Implementation<C>& impl, Outcome o, const exact::Result& truth, const C& c,
                    std::size_t cls) {
    ++t.cases;
    if (o == Outcome::agree) return 0;
    if (o == Outcome::false_hit) ++t.false_hits;
    if (o == Outcome::false_miss) ++t.false_misses;
    if (o == Outcome::wrong_relation) ++t.wrong_relations;
    if (allowed(impl.contract, o, truth)) return 0;
    ++t.violations;
    ++t.by_class[Gen::kClasses[cls]];
    t.found |= defect_bit(o);
    if (!t.has_worst || std::fabs(truth.relative_margin) > std::fabs(t.worst)) {
      t.has_worst = true;
      t.worst = truth.relative_margin;
    }
    // The first failure of each kind, preferring the structured classes
    // (all but random-real and random-bits, which come first in every
    // generator): their counterexamples say more about the defect.
    auto& first = o == Outcome::false_hit ? t.first_hit : o == Outcome::false_miss ? t.first_miss : t.first_wrong;
    if (!first || (first->random && cls >= 2)) first = Found{c, Gen::kClasses[cls], cls < 2};
    return 1;
  }

  static std::string defects(unsigned bits) {
    std::string s;
    if (bits & query::kFalseHit) s += "false hits";
    if (bits & query::kFalseMiss) s += std::string(s.empty() ? "" : ", ") + "false misses";
    return s;
  }

  /// The core (when available, counting into stats) followed by the registered routines.
  std::vector<query::Implementation<C>> routines(Stats* stats) const {
    std::vector<query::Implementation<C>> all;
    if constexpr (query::CoreBinding<C>::available) {
      query::Implementation<C> core;
      core.name = "core";
      core.origin = "geoverify/core (certified: filter, then exact fallback)";
      core.role = query::Role::core;
      core.contract = query::Contract::exact();
      core.intersects = [stats](const C& c) {
        return intersecting(query::CoreBinding<C>::relation(c, stats));
      };
      core.relation = [stats](const C& c) { return query::CoreBinding<C>::relation(c, stats); };
      all.push_back(std::move(core));
    }
    all.insert(all.end(), impls_.begin(), impls_.end());
    return all;
  }

  /// How close to the boundary a case is, relative to its scale: exact
  /// contact, within 1e-6, within 1e-2, or farther.
  static int closeness(double relative_margin) {
    const double m = std::fabs(relative_margin);
    return m == 0 ? 0 : m < 1e-6 ? 1 : m < 1e-2 ? 2 : 3;
  }

  /// Shrinks a failure while it stays the same failure: same kind of wrong
  /// answer, not allowed by the contract, the same exact relation (a touching
  /// case stays touching) and the same closeness to the boundary (a rounding
  /// failure near contact does not turn into a gross one on a degenerate
  /// shape), so that the minimal case still shows what exposed the defect.
  Counterexample minimise(const query::Implementation<C>& impl, const Found& f, Outcome kind,
                          int budget) const {
    int steps = 0;
    const exact::Result original = exact::oracle(f.input);
    const Relation relation = original.relation;
    const int near = closeness(original.relative_margin);
    const C small = shrink(
        f.input,
        [&](const C& trial) {
          if (impl.accepts && !impl.accepts(trial)) return false;
          const exact::Result r = exact::oracle(trial);
          if (r.relation != relation || closeness(r.relative_margin) != near) return false;
          const Outcome o = impl.relation ? campaign::compare(impl.relation(trial), r.relation)
                                          : campaign::compare(impl.intersects(trial), r.relation);
          return o == kind && !allowed(impl.contract, o, r);
        },
        budget, &steps);
    const exact::Result r = exact::oracle(small);
    Counterexample cx;
    cx.kind = to_string(kind);
    cx.generator_class = f.cls;
    cx.oracle = r.relation;
    cx.margin = r.margin;
    cx.relative_margin = r.relative_margin;
    cx.literal = query::declarations(small);
    cx.shrink_steps = steps;
    return cx;
  }

  Row make_row(const query::Implementation<C>& impl, const Tally& t, const Stats& core_stats,
               int shrink_budget) const {
    Row row;
    row.query = name_;
    row.implementation = impl.name;
    row.origin = impl.origin;
    row.role = role_name(impl.role);
    row.contract = query::to_string(impl.contract);
    row.defect_note = impl.defect_note;
    row.expected = impl.expected;
    row.found = t.found;
    row.cases = t.cases;
    row.false_hits = t.false_hits;
    row.false_misses = t.false_misses;
    row.wrong_relations = t.wrong_relations;
    row.violations = t.violations;
    row.has_worst = t.has_worst;
    row.worst_relative_margin = t.worst;
    if (impl.role == query::Role::core) {
      row.filter_calls = core_stats.filter;
      row.exact_calls = core_stats.exact;
    }
    row.violations_by_class.assign(t.by_class.begin(), t.by_class.end());
    if (t.first_miss) row.counterexamples.push_back(minimise(impl, *t.first_miss, Outcome::false_miss, shrink_budget));
    if (t.first_hit) row.counterexamples.push_back(minimise(impl, *t.first_hit, Outcome::false_hit, shrink_budget));
    if (t.first_wrong) {
      row.counterexamples.push_back(minimise(impl, *t.first_wrong, Outcome::wrong_relation, shrink_budget));
    }
    if (impl.role == query::Role::specimen) {
      const unsigned missing = impl.expected & ~t.found;
      const unsigned extra = t.found & ~impl.expected;
      row.ok = missing == 0;
      if (!row.ok) {
        row.verdict = "EXPECTED DEFECT NOT FOUND: " + defects(missing);
      } else if (impl.expected) {
        row.verdict = "expected defect found";
      } else {
        row.verdict = t.violations ? "violations (none expected)" : "holds";
      }
      if (row.ok && extra) row.verdict += "; also " + defects(extra);
    } else {
      row.ok = t.violations == 0;
      row.verdict = row.ok ? "holds contract" : "CONTRACT VIOLATED";
      if (t.wrong_relations) row.verdict += " (" + std::to_string(t.wrong_relations) + " wrong relations)";
    }
    return row;
  }

  std::string name_;
  std::vector<query::Implementation<C>> impls_;
};

}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_SRC_RUNNER_H
