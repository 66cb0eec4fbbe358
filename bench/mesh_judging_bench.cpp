// SPDX-License-Identifier: MIT
// The rate at which the mesh check judges a ray caster's answers
// (campaign/mesh_check.h): judge_cast() on the answers of the certified
// caster (core/ray_mesh.h, closest hit; contract exact, t within ulps(1)),
// cast beforehand, so that a row times the judging alone -- the exact
// closest hit with its tie set, the crossing test, the triangle and the
// parameter -- not the caster under test.
//
// The mesh: the box of 91 cells per edge, rotated (99,372 triangles), at
// the check's four placements (campaign/src/mesh_check.cpp, draw_spec):
//   unit   local unit 2^-4 at (3, -2, 1);
//   far    2^20 units from the origin, on the grid;
//   huge   local unit 2^80 (float), 2^700 (double);
//   tiny   local unit 2^-80 (float), 2^-700 (double).
// Rays: the generator's aims in turn (gen/mesh_rays.h: through shared
// vertices and edges, grazing, from the surface, from inside, point-like).
// The counter rays_per_s is the judged answers per second of one core.
#include <benchmark/benchmark.h>

#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "geoverify/campaign/mesh_check.h"
#include "geoverify/gen/mesh_rays.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/mesh.h"

namespace {

constexpr int kRays = 4096;

enum Placement { kUnit, kFar, kHuge, kTiny };

template <class T>
gv::query::MeshSpec<T> placed_box(Placement where) {
  constexpr bool kFloat = std::is_same_v<T, float>;
  gv::query::MeshSpec<T> s;
  s.shape = gv::query::kBox;
  s.size = 91;
  s.seed = 2026;
  switch (where) {
    case kUnit:
      s.scale_exp = -4;
      s.offset = {T(3), T(-2), T(1)};
      break;
    case kFar:
      s.offset = {T(0x1p20), T(-0x1p20), T(0x1p19)};
      break;
    case kHuge:
      s.scale_exp = kFloat ? 80 : 700;
      break;
    case kTiny:
      s.scale_exp = kFloat ? -80 : -700;
      break;
  }
  return s;
}

template <class T>
void judge_rays(benchmark::State& state, Placement where) {
  const gv::query::MeshSpec<T> spec = placed_box<T>(where);
  const std::shared_ptr<const gv::query::BuiltMesh<T>> built = gv::query::mesh_of(spec);
  const gv::TriangleMesh<T> view = built->mesh.view();
  const gv::campaign::RayCaster<T> caster = gv::campaign::certified_caster<T>(false);
  caster.prepare(view);
  const gv::gen::MeshTarget<T> target = gv::gen::mesh_target(built->mesh);
  gv::gen::Prng rng(2027);
  std::vector<gv::Ray<T>> rays;
  std::vector<gv::campaign::MeshCast<T>> answers;
  for (int i = 0; i < kRays; ++i) {
    rays.push_back(gv::gen::mesh_ray<T>(rng, target, i % gv::gen::kMeshAims));
    answers.push_back(caster.cast(rays.back(), view));
  }
  std::uint64_t violations = 0;
  for (auto _ : state) {
    for (int i = 0; i < kRays; ++i) violations += gv::campaign::judge_cast(caster, spec, rays[i], answers[i]).violation;
  }
  if (violations != 0) state.SkipWithError("the certified caster's answers were judged wrong");
  state.counters["rays_per_s"] =
      benchmark::Counter(static_cast<double>(kRays), benchmark::Counter::kIsIterationInvariantRate);
}

/// Rows "ray-mesh-judging/<type>/<placement>".
const bool registered = [] {
  const char* const names[] = {"unit", "far", "huge", "tiny"};
  for (int p = kUnit; p <= kTiny; ++p) {
    const Placement where = static_cast<Placement>(p);
    benchmark::RegisterBenchmark((std::string("ray-mesh-judging/f32/") + names[p]).c_str(),
                                 [where](benchmark::State& st) { judge_rays<float>(st, where); })
        ->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark((std::string("ray-mesh-judging/f64/") + names[p]).c_str(),
                                 [where](benchmark::State& st) { judge_rays<double>(st, where); })
        ->Unit(benchmark::kMillisecond);
  }
  return true;
}();

}  // namespace
