// SPDX-License-Identifier: MIT
// geoverify campaign, internal: the loop that runs one query instance.
#ifndef GEOVERIFY_CAMPAIGN_SRC_RUNNER_H
#define GEOVERIFY_CAMPAIGN_SRC_RUNNER_H

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstring>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <type_traits>
#include <utility>
#include <vector>

#include "geoverify/campaign/campaign.h"
#include "geoverify/campaign/exception.h"
#include "geoverify/campaign/judge.h"
#include "geoverify/campaign/report.h"
#include "geoverify/campaign/shrink.h"
#include "geoverify/exact/classify.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/contract.h"
#include "geoverify/query/core_binding.h"
#include "geoverify/specimens/registry.h"
#include "isolation.h"
#include "progress.h"
#include "runner_base.h"

namespace gv {
namespace campaign {

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
/// In fast mode, the exact oracle confirms this many disagreements of each
/// routine with the core in each block of the case stream; the rest are
/// judged by the core alone (every counterexample is re-decided by the
/// oracle when it is minimised).
constexpr std::uint64_t kConfirmPerBlock = 8;

template <class C>
class Runner final : public RunnerBase {
 public:
  using T = typename C::Scalar;
  using Gen = gen::Generator<C>;
  static_assert(std::is_trivially_copyable_v<C>, "cases are sent to the worker process as bytes");

  Runner()
      : name_(std::string(C::kQuery) + (std::is_same_v<T, float> ? "/f32" : "/f64")),
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
    std::string out;
    for (const auto& impl : routines(nullptr, Options{}, false)) {
      out += name_ + "  " + impl.name + "  [" + role_name(impl.role) + ", " +
             query::to_string(impl.contract) + "]";
      if (impl.expected) out += "  expected: " + defect_names(impl.expected);
      out += "\n    " + impl.origin + "\n";
    }
    out += name_ + "  generator classes:";
    for (const char* cls : Gen::kClasses) out += std::string(" ") + cls;
    return out + "\n";
  }

  void run(double seconds, std::uint64_t seed, const Options& options, Progress& progress,
           Report& report) const override {
    const bool fast = options.fast && query::CoreBinding<C>::available;
    QueryStats qs;
    qs.query = name_;
    qs.reference = fast ? "core" : "exact";
    const auto start = std::chrono::steady_clock::now();
    // With a case budget the run is a function of the seed: shrinking is
    // bounded by evaluations only. With a time budget alone, the cases stop
    // early enough to leave shrinking min(15% of the share, 0.25 s), and
    // shrinking must end with the share.
    const bool timed = options.max_cases == 0;
    using Clock = std::chrono::steady_clock;
    const auto after = [&](double s) {
      return start + std::chrono::duration_cast<Clock::duration>(std::chrono::duration<double>(s));
    };
    const Clock::time_point end_of_share = after(seconds);
    const Clock::time_point deadline = timed ? after(seconds - std::min(0.15 * seconds, 0.25)) : end_of_share;

    const std::uint64_t shard_count = options.shard_count == 0 ? 1 : options.shard_count;
    const std::uint64_t blocks_total =
        options.max_cases == 0 ? ~std::uint64_t{0} : (options.max_cases + kBlock - 1) / kBlock;
    const unsigned jobs = options.jobs == 0 ? 1u : options.jobs;
    qs.jobs = jobs;

    std::mutex mutex;
    std::map<std::uint64_t, Partial> parts;  // by block index: merged in order
    std::atomic<std::uint64_t> next{0}, cases_done{0}, violations_done{0};
    auto worker = [&](unsigned id) {
      // The child process that runs this thread's isolated routines (forked
      // at the first block that needs it, restarted after each crash).
      detail::Worker worker_of_thread(options.call_timeout, kMaxTimeoutsPerBlock);
      for (;;) {
        const std::uint64_t k = next.fetch_add(1);
        if (k > (~std::uint64_t{0} - options.shard_index) / shard_count) break;
        const std::uint64_t block = k * shard_count + options.shard_index;
        if (block >= blocks_total) break;
        if (std::chrono::steady_clock::now() >= deadline) break;
        Partial part = run_block(block, seed, options, fast, start, deadline, cases_done, violations_done,
                                 id == 0 ? &progress : nullptr, seconds, worker_of_thread);
        const bool complete = part.complete;
        {
          std::lock_guard<std::mutex> lock(mutex);
          parts.emplace(block, std::move(part));
        }
        if (!complete) break;
      }
    };
    if (jobs == 1) {
      worker(0);
    } else {
      std::vector<std::thread> threads;
      for (unsigned id = 0; id < jobs; ++id) threads.emplace_back(worker, id);
      for (auto& t : threads) t.join();
    }

    const std::vector<query::Implementation<C>> all = routines(nullptr, options, fast);
    Partial total(all.size());
    for (auto& [block, part] : parts) total.merge(part);
    qs.cases = total.cases;
    for (int k = 0; k < 3; ++k) qs.oracle_relations[k] = total.oracle_relations[k];
    qs.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    progress.finish(name_, qs.seconds, qs.cases, violations_done.load());
    for (std::size_t k = 0; k < Gen::kClasses.size(); ++k) {
      qs.cases_by_class.emplace_back(Gen::kClasses[k], total.class_cases[k]);
    }
    report.queries.push_back(qs);

    // Shrink the first failure of each kind of each routine, in parallel
    // over the jobs (each task is independent, so the result is the same).
    // The most severe violation and the degeneracy-class examples are kept
    // as found: the first is the row's worst margin itself, the others are
    // what their class looks like when the generator met it.
    std::vector<Row> rows;
    std::vector<ShrinkTask> tasks;
    for (std::size_t j = 0; j < all.size(); ++j) {
      rows.push_back(make_row(all[j], total.tallies[j], total.core_stats));
      const Tally& t = total.tallies[j];
      const double worst = t.has_worst ? std::fabs(t.worst) : -1.0;
      if (t.first_miss) tasks.push_back({j, Outcome::false_miss, &*t.first_miss, worst, {}});
      if (t.first_hit) tasks.push_back({j, Outcome::false_hit, &*t.first_hit, worst, {}});
      if (t.first_wrong) tasks.push_back({j, Outcome::wrong_relation, &*t.first_wrong, worst, {}});
      if (t.first_crash) tasks.push_back({j, Outcome::crash, &*t.first_crash, worst, {}});
      if (t.first_timeout) tasks.push_back({j, Outcome::timeout, &*t.first_timeout, worst, {}});
    }
    std::atomic<std::size_t> next_task{0};
    auto shrinker = [&] {
      for (std::size_t k; (k = next_task.fetch_add(1)) < tasks.size();) {
        ShrinkTask& task = tasks[k];
        task.result = minimise(all[task.row], *task.found, task.kind, task.worst, options, timed, end_of_share);
      }
    };
    if (jobs == 1 || tasks.size() < 2) {
      shrinker();
    } else {
      std::vector<std::thread> threads;
      for (unsigned id = 0; id < std::min<std::size_t>(jobs, tasks.size()); ++id) threads.emplace_back(shrinker);
      for (auto& t : threads) t.join();
    }
    std::size_t next_result = 0;
    for (std::size_t j = 0; j < all.size(); ++j) {
      const Tally& t = total.tallies[j];
      // Firsts in the order miss, hit, wrong relation, leak, crash, timeout.
      std::vector<Counterexample>& cxs = rows[j].counterexamples;
      while (next_result < tasks.size() && tasks[next_result].row == j &&
             (tasks[next_result].kind == Outcome::false_miss || tasks[next_result].kind == Outcome::false_hit ||
              tasks[next_result].kind == Outcome::wrong_relation)) {
        cxs.push_back(std::move(tasks[next_result++].result));
      }
      if constexpr (gen::HasMeshes<C>::value) {
        if (t.first_leak) cxs.push_back(leak_counterexample(*t.first_leak));
      }
      while (next_result < tasks.size() && tasks[next_result].row == j) {
        cxs.push_back(std::move(tasks[next_result++].result));
      }
      if (t.most_severe) cxs.push_back(as_found(*t.most_severe, "most severe"));
      for (const Found* f : class_examples(t)) cxs.push_back(as_found(*f, "class"));
    }
    for (Row& row : rows) report.rows.push_back(std::move(row));
  }

 private:
  /// Cases per block: the unit of work of a thread and of a shard. Block b
  /// draws its cases from its own generator stream (seeded by the run seed,
  /// the instance name and b), so the cases, and therefore every count and
  /// counterexample, do not depend on how many threads or shards ran them.
  static constexpr std::uint64_t kBlock = 256;

  struct Found {
    C input;
    std::string cls;
    bool random;             ///< from random-real or random-bits
    std::uint64_t index;     ///< position in the instance's case stream
    Outcome kind = Outcome::agree;
    double relative_margin = 0;  ///< the oracle's (when it judged)
    std::string detail;      ///< crash and timeout: what happened
  };
  /// A ray that slipped through a mesh: the ray's case with each triangle of
  /// the crossing's neighbourhood, those containing the crossing point first
  /// (the routine missed them all).
  struct Leak {
    std::vector<C> hood;
    std::size_t at_crossing;
    std::string cls;
    std::uint64_t index;
  };
  struct Answer {
    bool has_relation;
    Relation relation;
    bool hit;
  };
  static Outcome compare(const Answer& a, Relation truth) {
    return a.has_relation ? campaign::compare(a.relation, truth) : campaign::compare(a.hit, truth);
  }
  /// What one call of a routine on one case gave.
  struct Reply {
    enum Kind { refused, answered, crashed, timed_out, not_run } kind = not_run;
    Answer answer{false, Relation::invalid, false};
    std::string detail;  ///< crashed, timed_out: what happened
  };

  static constexpr std::uint64_t kNever = ~std::uint64_t{0};

  /// The generator's mesh type (a placeholder for queries without meshes).
  template <class G, class = void>
  struct MeshType {
    using type = int;
  };
  template <class G>
  struct MeshType<G, std::void_t<decltype(G::make_mesh(std::declval<gen::Prng&>(), std::size_t{0}))>> {
    using type = decltype(G::make_mesh(std::declval<gen::Prng&>(), std::size_t{0}));
  };
  using MeshOf = typename MeshType<Gen>::type;

  /// Degeneracy classes are read (exact/classify.h) for the first this many
  /// oracle-judged violations of each routine in each block, for the
  /// degeneracy-class examples; the cap bounds their cost on routines that
  /// fail on a large share of the cases.
  static constexpr std::uint64_t kClassifyPerBlock = 32;
  /// After this many timeouts of a routine in one block, its other cases of
  /// the block are not run (each would cost the call timeout).
  static constexpr unsigned kMaxTimeoutsPerBlock = 3;

  struct Tally {
    std::uint64_t cases = 0, false_hits = 0, false_misses = 0, wrong_relations = 0, violations = 0;
    std::uint64_t crossings = 0, leaks = 0, crashes = 0, timeouts = 0;
    std::uint64_t at_contact = 0;  ///< violations judged by the oracle with margin 0 (exact contact)
    std::uint64_t classified = 0;  ///< violations whose degeneracy class was read (this block)
    unsigned found = 0;
    bool has_worst = false;
    double worst = 0;
    std::map<std::string, std::uint64_t> by_class;
    std::optional<Found> first_hit, first_miss, first_wrong, first_crash, first_timeout;
    std::optional<Found> most_severe;  ///< the oracle-judged violation with the largest |relative margin|
    std::map<std::string, Found> by_degeneracy;  ///< first violation of each degeneracy class
    std::optional<Leak> first_leak;
    /// Index in the case stream and seconds since the instance started of
    /// the first contract violation of each kind: false hit, false miss,
    /// wrong relation, leak, crash, timeout (kNever: none).
    std::uint64_t first_index[Row::kKinds] = {kNever, kNever, kNever, kNever, kNever, kNever};
    double first_seconds[Row::kKinds] = {0, 0, 0, 0, 0, 0};

    /// Adds a later part of the case stream.
    void merge(const Tally& o) {
      cases += o.cases;
      false_hits += o.false_hits;
      false_misses += o.false_misses;
      wrong_relations += o.wrong_relations;
      crossings += o.crossings;
      leaks += o.leaks;
      crashes += o.crashes;
      timeouts += o.timeouts;
      at_contact += o.at_contact;
      violations += o.violations;
      found |= o.found;
      if (o.has_worst && (!has_worst || std::fabs(o.worst) > std::fabs(worst))) {
        has_worst = true;
        worst = o.worst;
      }
      for (const auto& [k, v] : o.by_class) by_class[k] += v;
      take_first(first_hit, o.first_hit);
      take_first(first_miss, o.first_miss);
      take_first(first_wrong, o.first_wrong);
      take_first(first_crash, o.first_crash);
      take_first(first_timeout, o.first_timeout);
      if (o.most_severe && (!most_severe || more_severe(*o.most_severe, *most_severe))) most_severe = o.most_severe;
      for (const auto& [k, f] : o.by_degeneracy) {
        auto it = by_degeneracy.find(k);
        if (it == by_degeneracy.end()) by_degeneracy.emplace(k, f);
        else if (f.index < it->second.index) it->second = f;
      }
      if (o.first_leak && (!first_leak || o.first_leak->index < first_leak->index)) first_leak = o.first_leak;
      for (int k = 0; k < Row::kKinds; ++k) {
        if (o.first_index[k] < first_index[k]) {
          first_index[k] = o.first_index[k];
          first_seconds[k] = o.first_seconds[k];
        }
      }
    }
    /// The counterexample kept for a kind: the earliest from a structured
    /// class, else the earliest (structured classes say more about a defect).
    static void take_first(std::optional<Found>& mine, const std::optional<Found>& theirs) {
      if (!theirs) return;
      if (!mine || (mine->random && !theirs->random) ||
          (mine->random == theirs->random && theirs->index < mine->index)) {
        mine = theirs;
      }
    }
    /// Larger |relative margin|; the earlier of equals.
    static bool more_severe(const Found& a, const Found& b) {
      const double ma = std::fabs(a.relative_margin), mb = std::fabs(b.relative_margin);
      return ma > mb || (ma == mb && a.index < b.index);
    }
  };

  /// The degeneracy-class examples of a row: the first violation of each
  /// class, the kClassExamples classes met earliest in the case stream (this
  /// choice commutes with merging shards: see merge_reports).
  static std::vector<const Found*> class_examples(const Tally& t) {
    std::vector<const Found*> out;
    for (const auto& [k, f] : t.by_degeneracy) out.push_back(&f);
    std::sort(out.begin(), out.end(), [](const Found* a, const Found* b) { return a->index < b->index; });
    if (out.size() > static_cast<std::size_t>(Row::kClassExamples)) out.resize(Row::kClassExamples);
    return out;
  }

  /// The results of one block of the case stream.
  struct Partial {
    std::uint64_t cases = 0;
    std::uint64_t oracle_relations[3] = {0, 0, 0};
    std::vector<std::uint64_t> class_cases;
    std::vector<Tally> tallies;
    Stats core_stats;
    bool complete = true;  ///< false if the deadline cut the block short

    explicit Partial(std::size_t routines) : class_cases(Gen::kClasses.size(), 0), tallies(routines) {}
    void merge(const Partial& o) {
      cases += o.cases;
      for (int k = 0; k < 3; ++k) oracle_relations[k] += o.oracle_relations[k];
      for (std::size_t k = 0; k < class_cases.size(); ++k) class_cases[k] += o.class_cases[k];
      for (std::size_t j = 0; j < tallies.size(); ++j) tallies[j].merge(o.tallies[j]);
      core_stats.filter += o.core_stats.filter;
      core_stats.exact += o.core_stats.exact;
    }
  };

  struct ShrinkTask {
    std::size_t row;
    Outcome kind;
    const Found* found;
    double worst;  ///< the row's worst |relative margin|, -1 if none
    Counterexample result;
  };

  static std::uint64_t block_seed(std::uint64_t instance_seed, std::uint64_t block) {
    std::uint64_t z = instance_seed + 0x9e3779b97f4a7c15ull * (block + 1);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }

  static bool isolated(const query::Implementation<C>& impl, const Options& options) {
    return options.isolate && impl.role == query::Role::user;
  }

  /// The answer byte of run_isolated(): 0 refused, 1 miss, 2 hit, 3 + relation.
  static std::uint8_t encode(const query::Implementation<C>& impl, const C& c) {
    if (impl.accepts && !impl.accepts(c)) return 0;
    if (impl.relation) return static_cast<std::uint8_t>(3 + static_cast<int>(impl.relation(c)));
    return impl.intersects(c) ? 2 : 1;
  }
  static Reply decode(std::uint8_t b) {
    Reply r;
    if (b == detail::kNotRun) return r;
    if (b == 0) {
      r.kind = Reply::refused;
    } else {
      r.kind = Reply::answered;
      r.answer = b >= 3 ? Answer{true, static_cast<Relation>(b - 3), false} : Answer{false, Relation::invalid, b == 2};
    }
    return r;
  }
  /// Calls impl on c in this process; an exception is a crash.
  static Reply call_here(const query::Implementation<C>& impl, const C& c) {
    try {
      return decode(encode(impl, c));
    } catch (...) {
      Reply r;
      r.kind = Reply::crashed;
      r.detail = describe_current_exception();
      return r;
    }
  }

  /// The replies of every routine on a list of cases: the isolated routines'
  /// from forked children (run_isolated), all at once; the others' on demand.
  class Calls {
   public:
    Calls(const std::vector<query::Implementation<C>>& all, const std::vector<C>& items, const Options& options,
          detail::Worker& worker)
        : all_(all), items_(items) {
      for (std::size_t j = 0; j < all.size(); ++j) {
        slot_.push_back(isolated(all[j], options) ? iso_.size() : kNoSlot);
        if (slot_.back() != kNoSlot) iso_.push_back(j);
      }
      if (iso_.empty() || items.empty()) return;
      const std::size_t n_iso = iso_.size();
      const std::vector<std::size_t>& iso = iso_;
      // Runs in the worker's child, on the case bytes it was sent.
      const detail::Worker::Answer answer = [&all, &iso, n_iso](std::size_t k, const unsigned char* cases) {
        C c;
        std::memcpy(static_cast<void*>(&c), cases + (k / n_iso) * sizeof(C), sizeof(C));
        return encode(all[iso[k % n_iso]], c);
      };
      const detail::IsolatedRun run =
          worker.run(answer, items.data(), items.size() * sizeof(C), items.size() * n_iso,
                     [n_iso](std::size_t k) { return k % n_iso; }, n_iso);
      replies_.resize(run.answers.size());
      for (std::size_t k = 0; k < run.answers.size(); ++k) replies_[k] = decode(run.answers[k]);
      for (const detail::Fault& f : run.faults) {
        Reply& r = replies_[f.item];
        r.kind = f.kind == detail::FaultKind::timeout ? Reply::timed_out : Reply::crashed;
        r.detail = f.detail;
      }
    }
    /// Routine j's reply on item k.
    Reply get(std::size_t j, std::size_t k) const {
      if (slot_[j] == kNoSlot) return call_here(all_[j], items_[k]);
      return replies_[k * iso_.size() + slot_[j]];
    }

   private:
    static constexpr std::size_t kNoSlot = ~std::size_t{0};
    const std::vector<query::Implementation<C>>& all_;
    const std::vector<C>& items_;
    std::vector<std::size_t> slot_, iso_;
    std::vector<Reply> replies_;
  };

  /// Runs cases [block * kBlock, (block + 1) * kBlock) of the stream (fewer at
  /// the case budget or the deadline). Case i comes from generator class
  /// i mod (number of classes). The block's cases are generated first, so
  /// that the isolated routines answer them all in one child process.
  Partial run_block(std::uint64_t block, std::uint64_t seed, const Options& options, bool fast,
                    std::chrono::steady_clock::time_point start, std::chrono::steady_clock::time_point deadline,
                    std::atomic<std::uint64_t>& cases_done, std::atomic<std::uint64_t>& violations_done,
                    Progress* progress, double seconds, detail::Worker& worker) const {
    Partial part(0);
    const std::vector<query::Implementation<C>> all = routines(&part.core_stats, options, fast);
    part.tallies.resize(all.size());
    gen::Prng rng(block_seed(mix_seed(seed, name_), block));
    std::vector<std::uint64_t> confirmed(all.size(), 0);  // fast mode: disagreements the oracle confirmed
    const std::uint64_t first = block * kBlock;
    std::uint64_t last = first + kBlock;
    if (options.max_cases != 0 && last > options.max_cases) last = options.max_cases;

    // The block's cases: one per slot, or a mesh's triangles for a mesh slot.
    struct Slot {
      std::uint64_t index;
      std::size_t cls, item, items;
      std::size_t mesh = ~std::size_t{0};
    };
    std::vector<Slot> slots;
    std::vector<C> items;
    std::vector<MeshOf> meshes;
    for (std::uint64_t i = first; i < last; ++i) {
      const std::size_t cls = static_cast<std::size_t>(i % Gen::kClasses.size());
      if constexpr (gen::HasMeshes<C>::value) {
        if (Gen::is_mesh_class(cls)) {
          meshes.push_back(Gen::make_mesh(rng, cls));
          const auto& m = meshes.back();
          Slot slot{i, cls, items.size(), 0, meshes.size() - 1};
          for (const auto& tri : m.tris) {
            C c{};
            c.ray = m.ray;
            c.tri = tri;
            items.push_back(c);  // invalid triangles are skipped by run_mesh
          }
          slot.items = items.size() - slot.item;
          slots.push_back(slot);
          continue;
        }
      }
      const C c = Gen::make(rng, cls);
      if (!query::valid(c)) continue;  // generators emit valid cases; never counted
      slots.push_back({i, cls, items.size(), 1});
      items.push_back(c);
    }
    const Calls calls(all, items, options, worker);

    // The shared progress counters are updated every 16 cases, not per case.
    std::uint64_t unreported_cases = 0, unreported_violations = 0;
    auto report_progress = [&] {
      cases_done.fetch_add(unreported_cases, std::memory_order_relaxed);
      violations_done.fetch_add(unreported_violations, std::memory_order_relaxed);
      unreported_cases = unreported_violations = 0;
    };
    for (std::size_t s = 0; s < slots.size(); ++s) {
      const Slot& slot = slots[s];
      const std::uint64_t i = slot.index;
      const std::size_t cls = slot.cls;
      if ((s & 15) == 0) {
        report_progress();
        const auto now = std::chrono::steady_clock::now();
        if (now >= deadline) {
          part.complete = false;
          break;
        }
        if (progress) {
          progress->update(name_, std::chrono::duration<double>(now - start).count(), seconds, cases_done.load(),
                           violations_done.load());
        }
      }
      if constexpr (gen::HasMeshes<C>::value) {
        if (slot.mesh != ~std::size_t{0}) {
          unreported_violations += run_mesh(meshes[slot.mesh], items, slot.item, calls, cls, i, part, all, start);
          ++unreported_cases;
          continue;
        }
      }
      const C& c = items[slot.item];
      // The reference: the exact oracle, or, in fast mode, the certified core,
      // with the oracle confirming every disagreement and auditing the core
      // on one case in kAuditEvery (the trust chain of the design).
      const Relation core_answer = fast ? query::CoreBinding<C>::relation(c, &part.core_stats) : Relation::invalid;
      std::optional<exact::Result> truth;
      if (!fast || i % kAuditEvery == 0) truth = exact::oracle(c);
      ++part.cases;
      ++part.class_cases[cls];
      ++part.oracle_relations[static_cast<int>(truth ? truth->relation : core_answer) % 3];
      std::uint64_t violations = 0;
      for (std::size_t j = 0; j < all.size(); ++j) {
        const auto& impl = all[j];
        if (fast && impl.role == query::Role::core) continue;  // judged below, against the oracle
        const Reply reply = calls.get(j, slot.item);
        if (reply.kind == Reply::refused || reply.kind == Reply::not_run) continue;
        if (reply.kind != Reply::answered) {
          violations += record_fault(part.tallies[j], reply, c, cls, i, start);
          continue;
        }
        const Answer& answer = reply.answer;
        if (!truth) {
          const Outcome o = compare(answer, core_answer);
          if (o == Outcome::agree) {
            ++part.tallies[j].cases;
            continue;
          }
          // A disagreement with the core: the oracle confirms the first
          // kConfirmPerBlock of each routine in each block (and every one
          // under a tolerant or conservative(eps) contract, which needs the margin); beyond them
          // the certified core's answer judges, without a margin.
          if (!needs_margin(impl.contract) && confirmed[j] >= kConfirmPerBlock) {
            exact::Result by_core;
            by_core.relation = core_answer;
            violations += record(part.tallies[j], impl, o, by_core, c, cls, i, start, false);
            continue;
          }
          ++confirmed[j];
          truth = exact::oracle(c);  // confirm the disagreement
        }
        violations += record(part.tallies[j], impl, compare(answer, truth->relation), *truth, c, cls, i, start, true);
      }
      if (fast && truth) {
        violations += record(part.tallies[0], all[0], compare(Answer{true, core_answer, false}, truth->relation),
                             *truth, c, cls, i, start, true);
      }
      ++unreported_cases;
      unreported_violations += violations;
    }
    report_progress();
    return part;
  }

  /// One slot of a mesh class (gen/ray_triangle.h): each triangle with the
  /// mesh's ray is a case of its own, judged against the oracle like any
  /// other; then each routine's watertightness. The mesh is star-shaped from
  /// the ray's origin, so the triangles the oracle says the ray meets are
  /// exactly those containing its one crossing point. The crossing's
  /// neighbourhood is those triangles and every triangle sharing a vertex with
  /// them (vertices are shared bit for bit): a routine that reports a miss on
  /// the whole neighbourhood leaks. A ray an ulp beside an edge that a
  /// watertight test attributes to the triangle across the edge is therefore
  /// not a leak (that is a false hit and a false miss, judged by the
  /// routine's other contracts); a ray through an edge or a vertex that every
  /// triangle around it refuses is. A routine that does not accept a triangle
  /// containing the crossing, or crashed on it, is not judged on the mesh.
  /// The mesh's cases are items[first ..]. Returns the contract violations.
  template <class M>
  std::uint64_t run_mesh(const M& mesh, const std::vector<C>& items, std::size_t first, const Calls& calls,
                         std::size_t cls, std::uint64_t index, Partial& part,
                         const std::vector<query::Implementation<C>>& all,
                         std::chrono::steady_clock::time_point start) const {
    constexpr char kNotJudged = 2;
    const std::size_t n = mesh.tris.size();
    std::vector<char> crossed(n, 0), valid(n, 0);
    std::vector<std::vector<char>> said_hit(all.size(), std::vector<char>(n, kNotJudged));
    std::uint64_t violations = 0;
    for (std::size_t k = 0; k < n; ++k) {
      const C& c = items[first + k];
      if (!query::valid(c)) continue;
      valid[k] = 1;
      const exact::Result truth = exact::oracle(c);
      ++part.cases;
      ++part.class_cases[cls];
      ++part.oracle_relations[static_cast<int>(truth.relation) % 3];
      crossed[k] = intersecting(truth.relation);
      for (std::size_t j = 0; j < all.size(); ++j) {
        const Reply reply = calls.get(j, first + k);
        if (reply.kind == Reply::refused || reply.kind == Reply::not_run) continue;
        if (reply.kind != Reply::answered) {
          violations += record_fault(part.tallies[j], reply, c, cls, index, start);
          continue;
        }
        const Answer& answer = reply.answer;
        violations += record(part.tallies[j], all[j], compare(answer, truth.relation), truth, c, cls, index, start, true);
        said_hit[j][k] = answer.has_relation ? intersecting(answer.relation) : answer.hit;
      }
    }
    if (std::find(crossed.begin(), crossed.end(), char{1}) == crossed.end()) {
      return violations;  // impossible by construction (tests/exact checks the generator)
    }
    // The neighbourhood: crossed triangles first, then those sharing a vertex with one.
    auto same = [](const Vec3<T>& a, const Vec3<T>& b) { return a.x == b.x && a.y == b.y && a.z == b.z; };
    auto share_vertex = [&](const Triangle<T>& a, const Triangle<T>& b) {
      for (const Vec3<T>* p : {&a.p0, &a.p1, &a.p2}) {
        if (same(*p, b.p0) || same(*p, b.p1) || same(*p, b.p2)) return true;
      }
      return false;
    };
    std::vector<std::size_t> hood;
    for (std::size_t k = 0; k < n; ++k) {
      if (crossed[k]) hood.push_back(k);
    }
    const std::size_t at_crossing = hood.size();
    for (std::size_t k = 0; k < n; ++k) {
      if (crossed[k] || !valid[k]) continue;
      for (std::size_t h = 0; h < at_crossing; ++h) {
        if (share_vertex(mesh.tris[k], mesh.tris[hood[h]])) {
          hood.push_back(k);
          break;
        }
      }
    }
    for (std::size_t j = 0; j < all.size(); ++j) {
      const std::vector<char>& h = said_hit[j];
      bool judged = true, hit = false;
      for (std::size_t m = 0; m < hood.size(); ++m) {
        if (m < at_crossing && h[hood[m]] == kNotJudged) judged = false;
        hit |= h[hood[m]] == 1;
      }
      if (!judged) continue;
      Tally& t = part.tallies[j];
      ++t.crossings;
      if (hit) continue;
      ++t.leaks;
      if (all[j].contract.kind != query::ContractKind::watertight) continue;
      ++t.violations;
      ++t.by_class[Gen::kClasses[cls]];
      t.found |= query::kLeak;
      ++violations;
      if (index < t.first_index[3]) {
        t.first_index[3] = index;
        t.first_seconds[3] = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
      }
      if (!t.first_leak) {
        Leak leak{{}, at_crossing, Gen::kClasses[cls], index};
        for (const std::size_t k : hood) {
          C c{};
          c.ray = mesh.ray;
          c.tri = mesh.tris[k];
          leak.hood.push_back(c);
        }
        t.first_leak = std::move(leak);
      }
    }
    return violations;
  }

  /// A leak's counterexample: the ray and the crossing's neighbourhood, as
  /// found (a mesh is not shrunk: its triangles must keep sharing vertices).
  static Counterexample leak_counterexample(const Leak& leak) {
    Counterexample cx;
    cx.kind = "leak";
    cx.generator_class = leak.cls;
    const exact::Result r = exact::oracle(leak.hood.front());
    cx.degeneracy_class = exact::degeneracy_class(leak.hood.front(), r);
    cx.index = leak.index;
    cx.oracle = r.relation;
    cx.margin = r.margin;
    cx.relative_margin = r.relative_margin;
    const std::size_t n = leak.at_crossing;
    cx.literal = "// tri0" + (n > 1 ? "..tri" + std::to_string(n - 1) + " contain" : std::string(" contains")) +
                 " the crossing point; the others share a vertex with it. Every one was a miss.\n";
    cx.literal += query::declaration("ray", leak.hood.front().ray);
    for (std::size_t k = 0; k < leak.hood.size(); ++k) {
      cx.literal += "\n" + query::declaration(("tri" + std::to_string(k)).c_str(), leak.hood[k].tri);
    }
    return cx;
  }

  /// Counts one judged answer; returns 1 if it violated the contract.
  /// has_margin: truth comes from the oracle (else from the certified core in
  /// fast mode: a relation without a margin, which then does not count for
  /// the worst margin).
  static int record(Tally& t, const query::Implementation<C>& impl, Outcome o, const exact::Result& truth, const C& c,
                    std::size_t cls, std::uint64_t index, std::chrono::steady_clock::time_point start,
                    bool has_margin) {
    ++t.cases;
    if (o == Outcome::agree) return 0;
    if (o == Outcome::false_hit) ++t.false_hits;
    if (o == Outcome::false_miss) ++t.false_misses;
    if (o == Outcome::wrong_relation) ++t.wrong_relations;
    if (allowed(impl.contract, o, truth)) return 0;
    ++t.violations;
    ++t.by_class[Gen::kClasses[cls]];
    t.found |= defect_bit(o);
    const int kind = o == Outcome::false_hit ? 0 : o == Outcome::false_miss ? 1 : 2;
    note_first(t, kind, index, start);
    const Found found{c, Gen::kClasses[cls], cls < 2, index, o, has_margin ? truth.relative_margin : 0.0, {}};
    if (has_margin) {
      if (truth.relative_margin == 0) ++t.at_contact;
      if (!t.has_worst || std::fabs(truth.relative_margin) > std::fabs(t.worst)) {
        t.has_worst = true;
        t.worst = truth.relative_margin;
      }
      if (!t.most_severe || Tally::more_severe(found, *t.most_severe)) t.most_severe = found;
      if (t.classified < kClassifyPerBlock) {
        ++t.classified;
        t.by_degeneracy.emplace(exact::degeneracy_class(c, truth), found);  // keeps the first
      }
    }
    // Within a block cases come in stream order: keep the first of each kind,
    // replaced only by a later one from a structured class if it came from
    // random-real or random-bits (the rule take_first() applies across blocks).
    auto& first = kind == 0 ? t.first_hit : kind == 1 ? t.first_miss : t.first_wrong;
    if (!first || (first->random && cls >= 2)) first = found;
    return 1;
  }

  /// Counts a call that crashed or timed out; returns 1 (a violation of every contract).
  static int record_fault(Tally& t, const Reply& reply, const C& c, std::size_t cls, std::uint64_t index,
                          std::chrono::steady_clock::time_point start) {
    const bool crash = reply.kind == Reply::crashed;
    ++t.cases;
    ++(crash ? t.crashes : t.timeouts);
    ++t.violations;
    ++t.by_class[Gen::kClasses[cls]];
    t.found |= crash ? query::kCrash : query::kTimeout;
    note_first(t, crash ? 4 : 5, index, start);
    auto& first = crash ? t.first_crash : t.first_timeout;
    if (!first || (first->random && cls >= 2)) {
      first = Found{c, Gen::kClasses[cls], cls < 2, index, crash ? Outcome::crash : Outcome::timeout, 0.0,
                    reply.detail};
    }
    return 1;
  }

  static void note_first(Tally& t, int kind, std::uint64_t index, std::chrono::steady_clock::time_point start) {
    if (index < t.first_index[kind]) {
      t.first_index[kind] = index;
      t.first_seconds[kind] = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
  }

  /// A counterexample printed as found (the most severe violation, a
  /// degeneracy class's first).
  static Counterexample as_found(const Found& f, const char* selection) {
    const exact::Result r = exact::oracle(f.input);
    Counterexample cx;
    cx.kind = to_string(f.kind);
    cx.selection = selection;
    cx.generator_class = f.cls;
    cx.degeneracy_class = exact::degeneracy_class(f.input, r);
    cx.index = f.index;
    cx.oracle = r.relation;
    cx.margin = r.margin;
    cx.relative_margin = r.relative_margin;
    cx.literal = query::declarations(f.input);
    return cx;
  }

  /// How close to the boundary a case is, relative to its scale: exact
  /// contact (0), else the decade of |relative margin| (1 + floor(log10)),
  /// with every margin from 1 up in one class.
  static int magnitude_class(double relative_margin) {
    const double m = std::fabs(relative_margin);
    if (m == 0) return -1000;
    if (m >= 1) return 1;
    return 1 + static_cast<int>(std::floor(std::log10(m)));
  }

  /// The reply of impl on c in the worker's child process.
  static Reply call_in(detail::Worker& worker, const query::Implementation<C>& impl, const C& c) {
    const detail::Worker::Answer answer = [&impl](std::size_t, const unsigned char* cases) {
      C x;
      std::memcpy(static_cast<void*>(&x), cases, sizeof(C));
      return encode(impl, x);
    };
    const detail::IsolatedRun run = worker.run(answer, &c, sizeof(C), 1, [](std::size_t) { return std::size_t{0}; }, 1);
    Reply r = decode(run.answers[0]);
    if (!run.faults.empty()) {
      r.kind = run.faults[0].kind == detail::FaultKind::timeout ? Reply::timed_out : Reply::crashed;
      r.detail = run.faults[0].detail;
    }
    return r;
  }

  /// What a crash says without its standard error ("killed by SIGABRT (signal 6)").
  static std::string fault_head(const std::string& detail) { return detail.substr(0, detail.find("; stderr: ")); }

  /// Shrinks a failure while it stays the same failure: the same kind of
  /// wrong answer, not allowed by the contract, the same exact relation (a
  /// touching case stays touching), the same magnitude class of the relative
  /// margin (a rounding failure near contact does not turn into a gross one on
  /// a degenerate shape) and a margin no larger than the row's worst; inside
  /// the routine's precondition with at least half the found case's
  /// precondition margin (Implementation::precondition_margin), so that the
  /// minimal case does not sit on the edge of accepts(). A crash shrinks
  /// while the routine crashes the same way (each trial in a child process,
  /// at most 256 trials); a timeout is printed as found (each trial could
  /// cost the call timeout).
  ///
  /// When timed, shrinking also stops at the deadline (the run's time budget
  /// includes it); otherwise only the evaluation budget bounds it, so that a
  /// run with a case budget is reproducible to the counterexample.
  Counterexample minimise(const query::Implementation<C>& impl, const Found& f, Outcome kind, double worst,
                          const Options& options, bool timed, std::chrono::steady_clock::time_point deadline) const {
    int steps = 0;
    int budget = options.shrink_budget;
    const exact::Result original = exact::oracle(f.input);
    const Relation relation = original.relation;
    const int magnitude = magnitude_class(original.relative_margin);
    const double precondition = impl.precondition_margin ? impl.precondition_margin(f.input) : 0.0;
    // An isolated routine's accepts() and answer are asked in a child process
    // (a new one after each crash); the others' in this one.
    const bool apart = isolated(impl, options);
    detail::Worker worker(options.call_timeout, 1);
    auto in_domain = [&](const C& trial) {
      if (!apart && impl.accepts && !impl.accepts(trial)) return false;
      return !(impl.precondition_margin && precondition > 0 && !(impl.precondition_margin(trial) >= 0.5 * precondition));
    };
    auto ask = [&](const C& trial) { return apart ? call_in(worker, impl, trial) : call_here(impl, trial); };
    C small = f.input;
    std::string detail = f.detail;
    if (kind == Outcome::crash) {
      const std::string head = fault_head(f.detail);
      small = shrink(
          f.input,
          [&](const C& trial) {
            if (timed && std::chrono::steady_clock::now() >= deadline) return false;
            if (!in_domain(trial)) return false;
            const Reply r = ask(trial);
            if (r.kind != Reply::crashed || fault_head(r.detail) != head) return false;
            detail = r.detail;
            return true;
          },
          std::min(budget, 256), &steps);
    } else if (kind != Outcome::timeout) {
      small = shrink(
          f.input,
          [&](const C& trial) {
            if (timed && std::chrono::steady_clock::now() >= deadline) return false;
            if (!in_domain(trial)) return false;
            const exact::Result r = exact::oracle(trial);
            if (r.relation != relation || magnitude_class(r.relative_margin) != magnitude) return false;
            if (worst >= 0 && std::fabs(r.relative_margin) > worst) return false;
            const Reply reply = ask(trial);
            if (reply.kind != Reply::answered) return false;
            const Outcome o = compare(reply.answer, r.relation);
            return o == kind && !allowed(impl.contract, o, r);
          },
          budget, &steps);
    }
    const exact::Result r = exact::oracle(small);
    Counterexample cx;
    cx.kind = to_string(kind);
    cx.detail = detail;
    if (kind != Outcome::crash && kind != Outcome::timeout) {
      const Reply really = ask(f.input);
      if (really.kind != Reply::answered || compare(really.answer, original.relation) != kind) {
        // only possible in fast mode, if the core were wrong
        cx.kind += " NOT CONFIRMED by the exact oracle (the core's answer differs from it)";
      }
    }
    cx.generator_class = f.cls;
    cx.degeneracy_class = exact::degeneracy_class(small, r);
    cx.index = f.index;
    cx.oracle = r.relation;
    cx.margin = r.margin;
    cx.relative_margin = r.relative_margin;
    cx.literal = query::declarations(small);
    cx.shrink_steps = steps;
    return cx;
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
      core.intersects = [stats](const C& c) {
        return intersecting(query::CoreBinding<C>::relation(c, stats));
      };
      core.relation = [stats](const C& c) { return query::CoreBinding<C>::relation(c, stats); };
      all.push_back(std::move(core));
    }
    for (const auto& impl : impls_) {
      if (builtin || impl.role == query::Role::user) all.push_back(impl);
    }
    return all;
  }

  Row make_row(const query::Implementation<C>& impl, const Tally& t, const Stats& core_stats) const {
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
    row.crossings = t.crossings;
    row.leaks = t.leaks;
    row.crashes = t.crashes;
    row.timeouts = t.timeouts;
    row.violations_at_contact = t.at_contact;
    row.violations = t.violations;
    row.has_worst = t.has_worst;
    row.worst_relative_margin = t.worst;
    if (impl.role == query::Role::core) {
      row.filter_calls = core_stats.filter;
      row.exact_calls = core_stats.exact;
    }
    row.violations_by_class.assign(t.by_class.begin(), t.by_class.end());
    for (int k = 0; k < Row::kKinds; ++k) {
      row.first_index[k] = t.first_index[k];
      row.first_seconds[k] = t.first_seconds[k];
    }
    set_verdict(row);
    return row;
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
