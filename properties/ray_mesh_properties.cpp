// SPDX-License-Identifier: MIT
// Properties of the certified ray caster (core/ray_mesh.h), float and double,
// on meshes of every shape (query/mesh.h, small sizes) and rays of every aim
// (gen/mesh_rays.h): its answer -- hit, triangle, relation, bracket -- is the
// same after any of the 48 signed axis permutations applied to the mesh and
// the ray (the triangles keep their indices) and after an exact power-of-two
// scaling of both; any-hit agrees with closest-hit; and the hit triangle's
// own relation and bracket are the mesh answer's (the brute-force equality
// itself is tests/core/ray_mesh_test.cpp's and fuzz_ray_mesh's).
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include <cstdint>
#include <memory>

#include "geoverify/core/ray_mesh.h"
#include "geoverify/core/ray_triangle.h"
#include "geoverify/gen/mesh_rays.h"
#include "geoverify/gen/rapidcheck.h"
#include "geoverify/query/literal.h"
#include "geoverify/query/mesh.h"
#include "geoverify/query/symmetry.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_ray_mesh {

namespace {

using gv::gen::RcSource;

template <class T>
gv::query::MeshSpec<T> any_spec() {
  gv::query::MeshSpec<T> s;
  s.shape = *rc::gen::inRange<std::uint32_t>(0, gv::query::kMeshShapes);
  const std::uint32_t lo = gv::query::mesh_size_min(s.shape);
  const std::uint32_t hi = s.shape == gv::query::kIcosphere ? 2u : s.shape == gv::query::kFan ? 60u : 5u;
  s.size = s.shape == gv::query::kOctahedron ? 0u : *rc::gen::inRange<std::uint32_t>(lo, hi + 1);
  s.seed = *rc::gen::element<std::uint64_t>(0, 1, 0x5eedu, *rc::gen::arbitrary<std::uint64_t>());
  s.scale_exp = *rc::gen::inRange(-8, 9);
  return s;
}

template <class T>
bool same(const gv::MeshHit<T>& a, const gv::MeshHit<T>& b) {
  if (a.relation != b.relation || a.triangle != b.triangle) return false;
  if (!gv::intersecting(a.relation)) return true;
  return a.t_lo == b.t_lo && a.t_hi == b.t_hi;
}

template <class T>
void invariant_under_symmetries_and_scaling() {
  const gv::query::MeshSpec<T> spec = any_spec<T>();
  const auto built = gv::query::mesh_of(spec);
  RcSource src;
  const int aim = *rc::gen::inRange(0, static_cast<int>(gv::gen::kMeshAims));
  const gv::Ray<T> ray = gv::gen::mesh_ray<T>(src, gv::gen::mesh_target(built->mesh), aim);
  const gv::MeshHit<T> want = gv::ray_mesh_closest(built->bvh, ray);
  RC_LOG() << gv::query::declaration("mesh", spec) << "\n" << gv::query::declaration("ray", ray) << "\n";
  RC_ASSERT(gv::intersecting(gv::ray_mesh_any(built->bvh, ray)) == gv::intersecting(want.relation));
  if (gv::intersecting(want.relation)) {
    const gv::RayHit<T> own = gv::ray_triangle(ray, gv::triangle_of(built->bvh.mesh, want.triangle));
    RC_ASSERT(own.relation == want.relation);
    RC_ASSERT(own.t_lo == want.t_lo);
    RC_ASSERT(own.t_hi == want.t_hi);
  }
  const gv::query::Symmetry s = gv::query::symmetry(*rc::gen::inRange(0, 48));
  const auto moved = gv::query::mesh_of(gv::query::apply(s, spec));
  RC_ASSERT(same(gv::ray_mesh_closest(moved->bvh, gv::query::apply(s, ray)), want));
  const int e = *rc::gen::inRange(-6, 7);
  gv::query::MeshSpec<T> bigger;
  bool exact = gv::query::scaled(spec, e, bigger);
  const gv::Ray<T> ray2 = gv::query::scaled(ray, e, exact);
  if (exact) {
    const auto grown = gv::query::mesh_of(bigger);
    RC_ASSERT(same(gv::ray_mesh_closest(grown->bvh, ray2), want));
  }
}

RC_GTEST_PROP(RayMeshProperties, FloatInvariantUnderSymmetriesAndScaling, ()) {
  invariant_under_symmetries_and_scaling<float>();
}
RC_GTEST_PROP(RayMeshProperties, DoubleInvariantUnderSymmetriesAndScaling, ()) {
  invariant_under_symmetries_and_scaling<double>();
}

}  // namespace

}  // namespace gv_properties_ray_mesh
