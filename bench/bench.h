// SPDX-License-Identifier: MIT
// The benchmark binary's framework: every query is measured on the same three
// input families, with the same columns, and named so that the closing table
// of ratios (main.cpp) can pair the columns up.
//
// Families (cases() cases each, generated once, before any timing):
//   typical         what a broad phase or a BVH traversal sees: random shapes
//                   of assorted sizes, about half of them intersecting,
//                   nothing constructed to touch (per query: *_bench.cpp).
//   near-boundary   the campaign's generator mix: every degeneracy class in
//                   turn, most of them touching, grazing or near-parallel,
//                   subnormal and huge magnitudes.
//   exact-fallback  generator cases on which the certified core needs its
//                   exact stage (Stats::exact counts the call): the cost of
//                   every call the filter cannot decide. Absent for a core
//                   without an exact stage (CoreBinding<C>::exact_stage
//                   false: a core whose one stage is already exact), unless
//                   the query's numbers have one (query::CoreNumbers).
// Columns:
//   plain   the float routine a user would otherwise write (per query)
//   core    the certified core, gv::intersects (ray-aabb: on a prepared ray,
//           as the plain column has its reciprocal; the row
//           ray-aabb-per-call compares both without preparation)
//   oracle  the exact rational oracle (exact/oracle.h)
//   cgal    CGAL Epick do_intersect, typical and near-boundary families
//           (plane, sphere, ray, segment and triangle against a box, and
//           triangle-triangle); the near-boundary cases outside CGAL's
//           preconditions, such as a zero ray direction, are replaced by
//           repeats of the others (cgal_peer.h). Absent when CGAL was not
//           found at configure, and for the queries CGAL has no
//           do_intersect for (oriented boxes, capsules, ...).
// Benchmark names are "<query>/<type>/<family>/<column>"; one iteration
// answers every case of the family, and items/s counts cases.
// Exact stage by generator class (--exact-classes FILE, main.cpp): for every
// query with an exact stage and every class of its generator, the core's ns
// per case over the class's cases that reach the exact stage (the
// exact-fallback family split by class), so that the worst class shows.
#ifndef GEOVERIFY_BENCH_BENCH_H
#define GEOVERIFY_BENCH_BENCH_H

#include <benchmark/benchmark.h>

#include <algorithm>
#include <chrono>
#include <climits>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <tuple>
#include <type_traits>
#include <vector>

#include "geoverify/core.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/core_binding.h"

namespace gvbench {

/// Cases in each family: 4096, or N with --cases=N (main.cpp; the CTest smoke
/// run uses a handful so that it checks every column without timing it).
inline int& case_count() {
  static int n = 4096;
  return n;
}
inline int cases() { return case_count(); }

inline const char* family_name(int f) {
  static const char* const names[] = {"typical", "near-boundary", "exact-fallback"};
  return names[f];
}

/// The generator mix, class by class in turn.
template <class C>
std::vector<C> near_boundary(std::uint64_t seed) {
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  std::vector<C> v;
  for (int i = 0; i < cases(); ++i) v.push_back(Gen::make(rng, static_cast<std::size_t>(i) % Gen::kClasses.size()));
  return v;
}

/// Calls the core on c, counting into st: its numbers for a quantity query,
/// else its relation.
template <class C>
void call_core(const C& c, gv::Stats* st) {
  if constexpr (gv::query::CoreNumbers<C>::available) {
    gv::query::CoreNumbers<C>::numbers(c, st);
  } else {
    gv::query::CoreBinding<C>::relation(c, st);
  }
}

/// Generator cases that reach the core's exact stage: up to want of them
/// from at most max_tries draws, draw i of class cls(i); tried, when given,
/// receives the number of draws.
template <class C, class Cls>
std::vector<C> exact_cases(gv::gen::Prng& rng, Cls cls, int want, long max_tries, int* tried = nullptr) {
  using Gen = gv::gen::Generator<C>;
  std::vector<C> v;
  long i = 0;
  for (; static_cast<int>(v.size()) < want && i < max_tries; ++i) {
    const C c = Gen::make(rng, cls(static_cast<std::size_t>(i)));
    gv::Stats st;
    call_core(c, &st);
    if (st.exact > 0) v.push_back(c);
  }
  if (tried) *tried = static_cast<int>(i);
  return v;
}

/// The exact-fallback family: every class in turn, until cases() are found.
template <class C>
std::vector<C> exact_fallback(std::uint64_t seed) {
  gv::gen::Prng rng(seed);
  constexpr std::size_t classes = gv::gen::Generator<C>::kClasses.size();
  return exact_cases<C>(rng, [](std::size_t i) { return i % classes; }, cases(), LONG_MAX);
}

/// One query's exact stage on one generator class (--exact-classes).
struct ClassTiming {
  std::string row;    ///< "<query>/<type>"
  std::string cls;    ///< the generator class (Generator<C>::kClasses)
  int tried = 0;      ///< cases of the class generated
  int exact = 0;      ///< of them, those the core sends to its exact stage
  double ns = 0;      ///< core ns per case over those (median of 5 passes); 0 when none
};
using ClassTimer = std::function<void(std::vector<ClassTiming>&)>;
/// The class timers register_query adds, one per query and type with an exact stage.
inline std::vector<ClassTimer>& class_timers() {
  static std::vector<ClassTimer> timers;
  return timers;
}

/// For each class of C's generator: up to 16 cases() tries of the class,
/// keeping up to cases() that reach the exact stage, then five timed passes
/// of the core over them.
template <class C>
void time_exact_by_class(const std::string& row, std::uint64_t seed, std::vector<ClassTiming>& out) {
  using Gen = gv::gen::Generator<C>;
  for (std::size_t k = 0; k < Gen::kClasses.size(); ++k) {
    gv::gen::Prng rng(seed + 7919 * (k + 1));
    ClassTiming t{row, Gen::kClasses[k]};
    const std::vector<C> v = exact_cases<C>(rng, [k](std::size_t) { return k; }, cases(), 16L * cases(), &t.tried);
    t.exact = static_cast<int>(v.size());
    if (!v.empty()) {
      double pass[5];
      for (double& ns : pass) {
        gv::Stats st;  // counted into, so that no call can be left out
        const auto t0 = std::chrono::steady_clock::now();
        for (const C& c : v) call_core(c, &st);
        const auto t1 = std::chrono::steady_clock::now();
        benchmark::DoNotOptimize(st.exact);
        ns = std::chrono::duration<double, std::nano>(t1 - t0).count() / static_cast<double>(v.size());
      }
      std::sort(pass, pass + 5);
      t.ns = pass[2];
    }
    out.push_back(t);
  }
}

template <class C>
bool core_intersects(const C& c) {
  return std::apply([](const auto& a, const auto& b) { return gv::intersects(a, b); }, c.tie());
}

/// Answers all cases once, returning the number of hits (prepared objects
/// live in the closure; preparing is not timed).
using Runner = std::function<int()>;

/// A Runner calling F on every case: for plain routines that need no
/// preparation. The cases must outlive the runner (workloads live for the run).
template <class C, bool (*F)(const C&)>
Runner per_case(const std::vector<C>& cases) {
  const std::vector<C>* v = &cases;
  return [v] {
    int hits = 0;
    for (const C& c : *v) hits += F(c) ? 1 : 0;
    return hits;
  };
}

/// A Runner calling a plain quantity routine F (true on a hit, with its
/// number in t) on every case; the number is kept from the optimiser.
template <class C, bool (*F)(const C&, typename C::Scalar&)>
Runner per_case_number(const std::vector<C>& cases) {
  const std::vector<C>* v = &cases;
  return [v] {
    int hits = 0;
    typename C::Scalar t = 0;
    for (const C& c : *v) {
      if (F(c, t)) ++hits;
      benchmark::DoNotOptimize(t);
    }
    return hits;
  };
}

/// A Runner calling the certified core's numbers (quantity queries,
/// query::CoreNumbers) on every case.
template <class C>
Runner core_numbers(const std::vector<C>& cases) {
  const std::vector<C>* v = &cases;
  return [v] {
    int hits = 0;
    for (const C& c : *v) {
      const auto n = gv::query::CoreNumbers<C>::numbers(c);
      hits += n.present ? 1 : 0;
      benchmark::DoNotOptimize(n);
    }
    return hits;
  };
}

template <class C>
struct QuerySpec {
  std::string name;                                 ///< "ray-aabb/f32"
  std::vector<C> (*typical)();                      ///< the typical family
  Runner (*plain)(const std::vector<C>&);           ///< the plain float routine (may prepare, untimed)
  Runner (*cgal)(const std::vector<C>&) = nullptr;  ///< CGAL peer, when built
  Runner (*core)(const std::vector<C>&) = nullptr;  ///< the core, when not gv::intersects per case
  bool oracle = true;                               ///< measure the oracle column
};

namespace detail {

inline void time_runner(benchmark::State& state, const Runner& run) {
  int hits = 0;
  for (auto _ : state) {
    hits = run();
    benchmark::DoNotOptimize(hits);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * cases());
  state.counters["hit_share"] = static_cast<double>(hits) / cases();
}

template <class C, class F>
void time_cases(benchmark::State& state, const std::vector<C>& cases, F f) {
  int hits = 0;
  for (auto _ : state) {
    hits = 0;
    for (const C& c : cases) hits += f(c) ? 1 : 0;
    benchmark::DoNotOptimize(hits);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * static_cast<std::int64_t>(cases.size()));
  state.counters["hit_share"] = static_cast<double>(hits) / static_cast<double>(cases.size());
}

}  // namespace detail

/// Registers the plain, core, oracle (and cgal) columns of one query and type
/// on the three families. Workloads are built on first use and shared.
template <class C>
void register_query(const QuerySpec<C>& spec, std::uint64_t seed) {
  // A quantity query's numbers have an exact stage even where its relation
  // has none (comparisons of the inputs).
  constexpr bool exact_stage = gv::query::CoreNumbers<C>::available || gv::query::CoreBinding<C>::exact_stage;
  // One class timer per case type, named for its query (rows such as
  // obb-sphere-seed002 or ray-aabb-per-call repeat another row's core).
  static bool timed = false;
  if (exact_stage && !timed) {
    timed = true;
    const std::string row = std::string(C::kQuery) + (std::is_same_v<typename C::Scalar, float> ? "/f32" : "/f64");
    class_timers().push_back([row, seed](std::vector<ClassTiming>& out) { time_exact_by_class<C>(row, seed, out); });
  }
  auto families = std::make_shared<std::vector<std::vector<C>>>();
  auto workload = [families, spec, seed](int f) -> const std::vector<C>& {
    if (families->empty()) {
      families->push_back(spec.typical());
      families->push_back(near_boundary<C>(seed));
      if (exact_stage) families->push_back(exact_fallback<C>(seed + 1));
    }
    return (*families)[static_cast<std::size_t>(f)];
  };
  for (int f = 0; f < (exact_stage ? 3 : 2); ++f) {
    const std::string base = spec.name + "/" + family_name(f) + "/";
    const auto plain = spec.plain;
    benchmark::RegisterBenchmark((base + "plain").c_str(), [workload, f, plain](benchmark::State& s) {
      detail::time_runner(s, plain(workload(f)));
    });
    const auto core = spec.core;
    benchmark::RegisterBenchmark((base + "core").c_str(), [workload, f, core](benchmark::State& s) {
      const auto& cases = workload(f);
      if (core) {
        detail::time_runner(s, core(cases));
      } else {
        detail::time_cases(s, cases, core_intersects<C>);
      }
      gv::Stats st;
      for (const C& c : cases) call_core(c, &st);
      s.counters["exact_share"] = static_cast<double>(st.exact) / static_cast<double>(st.filter + st.exact);
    });
    if (spec.oracle) {
      benchmark::RegisterBenchmark((base + "oracle").c_str(), [workload, f](benchmark::State& s) {
        // A quantity query's oracle is its exact numbers; a relation query's, its relation.
        if constexpr (gv::query::is_quantity_v<C>) {
          detail::time_cases(s, workload(f), [](const C& c) { return gv::exact::exact_numbers(c).present(); });
        } else {
          detail::time_cases(s, workload(f),
                             [](const C& c) { return gv::intersecting(gv::exact::oracle(c).relation); });
        }
      });
    }
    if (spec.cgal && f <= 1) {
      const auto make = spec.cgal;
      benchmark::RegisterBenchmark((base + "cgal").c_str(), [workload, f, make](benchmark::State& s) {
        detail::time_runner(s, make(workload(f)));
      });
    }
  }
}

/// Number of bits set in m (the hits of a batch's mask).
inline int bit_count(unsigned m) {
  int c = 0;
  for (; m; m &= m - 1) ++c;
  return c;
}

/// Registers the rows "<base>plain" and "<base>core" of a batch family
/// (ray-aabb and ray-triangle against 4 or 8 shapes): make() builds the items
/// (a ray and its batch) on first use; plain(item) and core(item, stats)
/// return a hit mask per item; items times lanes must equal cases(), so that
/// ns per case is per ray-shape pair.
template <class Item, class Plain, class Core>
void register_batch_rows(const std::string& base, std::vector<Item> (*make)(), Plain plain, Core core) {
  auto work = std::make_shared<std::vector<Item>>();
  auto get = [work, make]() -> const std::vector<Item>& {
    if (work->empty()) *work = make();
    return *work;
  };
  benchmark::RegisterBenchmark((base + "plain").c_str(), [get, plain](benchmark::State& s) {
    const auto& v = get();
    detail::time_runner(s, [&v, plain] {
      int hits = 0;
      for (const Item& x : v) hits += bit_count(plain(x));
      return hits;
    });
  });
  benchmark::RegisterBenchmark((base + "core").c_str(), [get, core](benchmark::State& s) {
    const auto& v = get();
    detail::time_runner(s, [&v, core] {
      int hits = 0;
      for (const Item& x : v) hits += bit_count(core(x, nullptr));
      return hits;
    });
    gv::Stats st;
    for (const Item& x : v) core(x, &st);
    s.counters["exact_share"] = static_cast<double>(st.exact) / static_cast<double>(st.filter + st.exact);
  });
}

/// The registration hooks of the query sources, in link order: each
/// <query>_bench.cpp adds its own with GVBENCH_QUERY_SOURCE (no list to keep).
inline std::vector<void (*)()>& query_sources() {
  static std::vector<void (*)()> hooks;
  return hooks;
}
struct QuerySource {
  explicit QuerySource(void (*hook)()) { query_sources().push_back(hook); }
};
#define GVBENCH_QUERY_SOURCE(hook) static const ::gvbench::QuerySource gvbench_query_source_##hook{hook}

}  // namespace gvbench

#endif  // GEOVERIFY_BENCH_BENCH_H
