// Benchmarks for the plane queries: the certified core against the plain
// float routine it replaces and against the exact oracle, on the same inputs,
// in one run.
//
// Workloads (4096 cases each, generated once):
//   typical  what a broad phase sees: unit normals (a quarter of them
//            axis-aligned), boxes and spheres of assorted sizes around the
//            plane, about half of them intersecting, nothing constructed to touch.
//   contact  the campaign's generator mix: every degeneracy class in turn,
//            most of them exactly touching or within ulps of it, subnormal and
//            huge magnitudes: the exact fallback's worst case.
// Each benchmark iteration answers all 4096 cases; items/s counts cases.
#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

#include "geoverify/core.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/core_binding.h"

namespace {

constexpr int kCases = 4096;

// ---- the plain routines: the textbook float formulas, no certification ----

/// Ericson, Real-Time Collision Detection 5.2.3 (TestAABBPlane), with the
/// plane as n.x + d = 0: project the box's half extents on n.
template <class T>
bool plain_plane_aabb(const gv::Plane<T>& p, const gv::Aabb<T>& b) {
  const T cx = (b.min.x + b.max.x) * T(0.5), cy = (b.min.y + b.max.y) * T(0.5), cz = (b.min.z + b.max.z) * T(0.5);
  const T ex = b.max.x - cx, ey = b.max.y - cy, ez = b.max.z - cz;
  const T r = ex * std::fabs(p.n.x) + ey * std::fabs(p.n.y) + ez * std::fabs(p.n.z);
  const T s = p.n.x * cx + p.n.y * cy + p.n.z * cz + p.d;
  return std::fabs(s) <= r;
}

/// |n.c + d| <= r |n|, in T.
template <class T>
bool plain_plane_sphere(const gv::Plane<T>& p, const gv::Sphere<T>& s) {
  const T dist = p.n.x * s.c.x + p.n.y * s.c.y + p.n.z * s.c.z + p.d;
  return std::fabs(dist) <= s.r * std::sqrt(p.n.x * p.n.x + p.n.y * p.n.y + p.n.z * p.n.z);
}

// ---- workloads ----

/// A unit normal; every fourth one axis-aligned (exact zeros, as real scenes have).
template <class T>
gv::Vec3<T> unit_normal(gv::gen::Prng& rng, int i) {
  if (i % 4 == 0) {
    gv::Vec3<T> n{T(0), T(0), T(0)};
    gv::set(n, (i / 4) % 3, (i / 12) % 2 ? T(-1) : T(1));
    return n;
  }
  for (;;) {
    const gv::Vec3<T> v{gv::gen::unit_real<T>(rng), gv::gen::unit_real<T>(rng), gv::gen::unit_real<T>(rng)};
    const T len = std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
    if (len > T(0.1)) return {v.x / len, v.y / len, v.z / len};
  }
}

template <class C>
std::vector<C> contact_workload() {
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(42);
  std::vector<C> v;
  for (int i = 0; i < kCases; ++i) v.push_back(Gen::make(rng, static_cast<std::size_t>(i) % Gen::kClasses.size()));
  return v;
}

template <class T>
std::vector<gv::query::PlaneAabb<T>> typical_plane_aabb() {
  gv::gen::Prng rng(7);
  std::vector<gv::query::PlaneAabb<T>> v;
  for (int i = 0; i < kCases; ++i) {
    const gv::Vec3<T> n = unit_normal<T>(rng, i);
    const gv::Vec3<T> c{T(100) * gv::gen::unit_real<T>(rng), T(100) * gv::gen::unit_real<T>(rng),
                        T(100) * gv::gen::unit_real<T>(rng)};
    const T h = T(1) + T(10) * std::fabs(gv::gen::unit_real<T>(rng));
    const T d = -(n.x * c.x + n.y * c.y + n.z * c.z) + T(20) * gv::gen::unit_real<T>(rng);
    v.push_back({{n, d}, {{c.x - h, c.y - h, c.z - h}, {c.x + h, c.y + h, c.z + h}}});
  }
  return v;
}

template <class T>
std::vector<gv::query::PlaneSphere<T>> typical_plane_sphere() {
  gv::gen::Prng rng(8);
  std::vector<gv::query::PlaneSphere<T>> v;
  for (int i = 0; i < kCases; ++i) {
    const gv::Vec3<T> n = unit_normal<T>(rng, i);
    const gv::Vec3<T> c{T(100) * gv::gen::unit_real<T>(rng), T(100) * gv::gen::unit_real<T>(rng),
                        T(100) * gv::gen::unit_real<T>(rng)};
    const T r = T(1) + T(10) * std::fabs(gv::gen::unit_real<T>(rng));
    const T d = -(n.x * c.x + n.y * c.y + n.z * c.z) + T(20) * gv::gen::unit_real<T>(rng);
    v.push_back({{n, d}, {c, r}});
  }
  return v;
}

template <class C>
const std::vector<C>& workload(bool contact);

template <>
const std::vector<gv::query::PlaneAabb<float>>& workload(bool contact) {
  static const auto t = typical_plane_aabb<float>(), c = contact_workload<gv::query::PlaneAabb<float>>();
  return contact ? c : t;
}
template <>
const std::vector<gv::query::PlaneAabb<double>>& workload(bool contact) {
  static const auto t = typical_plane_aabb<double>(), c = contact_workload<gv::query::PlaneAabb<double>>();
  return contact ? c : t;
}
template <>
const std::vector<gv::query::PlaneSphere<float>>& workload(bool contact) {
  static const auto t = typical_plane_sphere<float>(), c = contact_workload<gv::query::PlaneSphere<float>>();
  return contact ? c : t;
}
template <>
const std::vector<gv::query::PlaneSphere<double>>& workload(bool contact) {
  static const auto t = typical_plane_sphere<double>(), c = contact_workload<gv::query::PlaneSphere<double>>();
  return contact ? c : t;
}

// ---- benchmarks: state.range(0) is 0 (typical) or 1 (contact) ----

template <class C, class F>
void run(benchmark::State& state, F f) {
  const auto& cases = workload<C>(state.range(0) != 0);
  for (auto _ : state) {
    int hits = 0;
    for (const auto& c : cases) hits += f(c) ? 1 : 0;
    benchmark::DoNotOptimize(hits);
  }
  state.SetItemsProcessed(static_cast<std::int64_t>(state.iterations()) * kCases);
  state.SetLabel(state.range(0) ? "contact" : "typical");
}

template <class C>
void core_stage_counters(benchmark::State& state) {
  gv::Stats st;
  for (const auto& c : workload<C>(state.range(0) != 0)) gv::query::CoreBinding<C>::relation(c, &st);
  state.counters["filter_share"] = static_cast<double>(st.filter) / static_cast<double>(st.filter + st.exact);
}

template <class C>
void BM_Plain(benchmark::State& state) {
  run<C>(state, [](const C& c) {
    const auto [a, b] = c.tie();
    if constexpr (std::is_same_v<C, gv::query::PlaneAabb<typename C::Scalar>>) return plain_plane_aabb(a, b);
    else return plain_plane_sphere(a, b);
  });
}

template <class C>
void BM_Core(benchmark::State& state) {
  run<C>(state, [](const C& c) { return gv::intersecting(gv::query::CoreBinding<C>::relation(c)); });
  core_stage_counters<C>(state);
}

template <class C>
void BM_Oracle(benchmark::State& state) {
  run<C>(state, [](const C& c) { return gv::intersecting(gv::exact::oracle(c).relation); });
}

using PAf = gv::query::PlaneAabb<float>;
using PAd = gv::query::PlaneAabb<double>;
using PSf = gv::query::PlaneSphere<float>;
using PSd = gv::query::PlaneSphere<double>;

BENCHMARK_TEMPLATE(BM_Plain, PAf)->Arg(0)->Arg(1);
BENCHMARK_TEMPLATE(BM_Core, PAf)->Arg(0)->Arg(1);
BENCHMARK_TEMPLATE(BM_Oracle, PAf)->Arg(0)->Arg(1);
BENCHMARK_TEMPLATE(BM_Plain, PAd)->Arg(0)->Arg(1);
BENCHMARK_TEMPLATE(BM_Core, PAd)->Arg(0)->Arg(1);
BENCHMARK_TEMPLATE(BM_Oracle, PAd)->Arg(0)->Arg(1);
BENCHMARK_TEMPLATE(BM_Plain, PSf)->Arg(0)->Arg(1);
BENCHMARK_TEMPLATE(BM_Core, PSf)->Arg(0)->Arg(1);
BENCHMARK_TEMPLATE(BM_Oracle, PSf)->Arg(0)->Arg(1);
BENCHMARK_TEMPLATE(BM_Plain, PSd)->Arg(0)->Arg(1);
BENCHMARK_TEMPLATE(BM_Core, PSd)->Arg(0)->Arg(1);
BENCHMARK_TEMPLATE(BM_Oracle, PSd)->Arg(0)->Arg(1);

/// Console output as usual, plus a closing table of ratios between the
/// routines on the same workload, from the median of the repetitions.
class RatioReporter : public benchmark::ConsoleReporter {
 public:
  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& r : runs) {
      if (r.run_type == Run::RT_Aggregate && r.aggregate_name == "median") {
        median_[r.run_name.str()] = r.GetAdjustedRealTime();
      }
    }
  }
  void Finalize() override {
    ConsoleReporter::Finalize();
    std::printf("\nratios of median times (same 4096 cases; lower is faster):\n");
    std::printf("%-22s %-8s %14s %16s\n", "query", "workload", "core / plain", "oracle / core");
    const char* names[] = {"PAf", "PAd", "PSf", "PSd"};
    const char* labels[] = {"plane-aabb/f32", "plane-aabb/f64", "plane-sphere/f32", "plane-sphere/f64"};
    for (int q = 0; q < 4; ++q) {
      for (int w = 0; w < 2; ++w) {
        const std::string suffix = std::string("<") + names[q] + ">/" + std::to_string(w);
        const double plain = median_["BM_Plain" + suffix], core = median_["BM_Core" + suffix],
                     oracle = median_["BM_Oracle" + suffix];
        if (plain > 0 && core > 0 && oracle > 0) {
          std::printf("%-22s %-8s %13.1fx %15.0fx\n", labels[q], w ? "contact" : "typical", core / plain, oracle / core);
        }
      }
    }
  }

 private:
  std::map<std::string, double> median_;
};

}  // namespace

// Five repetitions by default, so that the ratios come from medians.
int main(int argc, char** argv) {
  std::vector<char*> args(argv, argv + argc);
  bool has_reps = false;
  for (int i = 1; i < argc; ++i) has_reps |= std::string(argv[i]).rfind("--benchmark_repetitions", 0) == 0;
  static char reps[] = "--benchmark_repetitions=5";
  if (!has_reps) args.push_back(reps);
  int n = static_cast<int>(args.size());
  benchmark::Initialize(&n, args.data());
  RatioReporter reporter;
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return 0;
}
