// SPDX-License-Identifier: MIT
// The specimen registry (specimens/registry.h): every transcribed routine is
// listed for its query with a stable name, its origin, the contract its
// authors intended and the defects the suite must find; the adapters feed it
// exactly as a caller holding the suite's shapes would, so one defect case per
// routine answers through the registry as it does when called directly.
#include <gtest/gtest.h>

#include <limits>
#include <set>
#include <string>

#include "geoverify/specimens/registry.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_registry_test {

namespace {

namespace q = gv::query;
using gv::specimens::specimens;

template <class C>
const q::Implementation<C>& find(const std::vector<q::Implementation<C>>& all, const std::string& name) {
  for (const auto& impl : all)
    if (impl.name == name) return impl;
  ADD_FAILURE() << "no specimen named " << name;
  static const q::Implementation<C> none;
  return none;
}

template <class C>
bool answer(const std::vector<q::Implementation<C>>& all, const std::string& name, const C& c) {
  const auto& impl = find(all, name);
  return impl.intersects ? impl.intersects(c) : false;
}

template <class C>
bool accepted(const std::vector<q::Implementation<C>>& all, const std::string& name, const C& c) {
  const auto& impl = find(all, name);
  return !impl.accepts || impl.accepts(c);
}

template <class C>
void check_entries(const std::vector<q::Implementation<C>>& all, std::set<std::string>& names) {
  for (const auto& impl : all) {
    EXPECT_TRUE(names.insert(impl.name).second) << "duplicate name " << impl.name;
    EXPECT_EQ(impl.role, q::Role::specimen) << impl.name;
    EXPECT_FALSE(impl.origin.empty()) << impl.name;
    EXPECT_FALSE(impl.defect_note.empty()) << impl.name;
    EXPECT_TRUE(static_cast<bool>(impl.intersects)) << impl.name;
    if (impl.contract.kind == q::ContractKind::watertight) {
      // Judged on meshes: only a leak can be found, and a routine may be
      // registered to show that it holds (Woop-Benthin-Wald).
      EXPECT_EQ(impl.expected & ~unsigned{q::kLeak}, 0u) << impl.name;
    } else {
      EXPECT_NE(impl.expected, q::kNoDefect) << impl.name;
      EXPECT_EQ(impl.expected & q::kLeak, 0u) << impl.name;
    }
    // A conservative contract allows false hits, so only a false miss can be found.
    if (impl.contract.kind == q::ContractKind::conservative) {
      EXPECT_EQ(impl.expected & q::kFalseHit, 0u) << impl.name;
    }
  }
}

// Beyond the seeds: each routine once per contract it is checked against,
// under the same name in the float and the double instance.
template <class C>
void ray_triangle_rows() {
  const auto list = specimens<C>();
  std::set<std::string> names;
  check_entries(list, names);
  EXPECT_EQ(list.size(), 8u);
  for (const char* name : {"zoo.moller-trumbore97.intersect_triangle", "zoo.moller-trumbore97.intersect_triangle(EPSILON=0)",
                           "zoo.moller-trumbore97.intersect_triangle(TEST_CULL)", "zoo.woop13.watertight"}) {
    const std::string n = name;
    EXPECT_EQ(find(list, n).contract.kind, q::ContractKind::exact) << n;
    const auto& w = find(list, n + " [watertight]");
    EXPECT_EQ(w.contract.kind, q::ContractKind::watertight) << n;
    EXPECT_EQ(w.expected, n == "zoo.woop13.watertight" ? unsigned{q::kNoDefect} : unsigned{q::kLeak}) << n;
  }
}

template <class C>
void sphere_aabb_rows() {
  const auto list = specimens<C>();
  std::set<std::string> names;
  check_entries(list, names);
  EXPECT_EQ(list.size(), 2u);
}

TEST(SpecimenRegistry, RayTriangleAndSphereAabbListTheirRoutines) {
  ray_triangle_rows<q::RayTriangle<float>>();
  ray_triangle_rows<q::RayTriangle<double>>();
  sphere_aabb_rows<q::SphereAabb<float>>();
  sphere_aabb_rows<q::SphereAabb<double>>();
}

TEST(SpecimenRegistry, EveryQueryListsItsRoutines) {
  std::set<std::string> names;
  const auto ray_f = specimens<q::RayAabb<float>>();
  const auto ray_d = specimens<q::RayAabb<double>>();
  const auto sphere_f = specimens<q::ObbSphere<float>>();
  const auto obb_f = specimens<q::ObbObb<float>>();
  const auto tri_f = specimens<q::AabbTriangle<float>>();
  check_entries(ray_f, names);
  check_entries(ray_d, names);
  check_entries(sphere_f, names);
  check_entries(obb_f, names);
  check_entries(tri_f, names);
  EXPECT_EQ(ray_f.size(), 3u);
  EXPECT_EQ(ray_d.size(), 1u);
  EXPECT_EQ(sphere_f.size(), 1u);
  EXPECT_EQ(obb_f.size(), 3u);
  EXPECT_EQ(tri_f.size(), 2u);
  EXPECT_TRUE(specimens<q::ObbSphere<double>>().empty());
  EXPECT_TRUE(specimens<q::ObbObb<double>>().empty());
  EXPECT_TRUE(specimens<q::AabbTriangle<double>>().empty());
  for (const char* n : {"seed001.Ray::intersects(AABB)", "zoo.williams.Box::intersect", "zoo.pbrt3.Bounds3::IntersectP"})
    find(ray_f, n);
  find(ray_d, "seed001.BBox::hit(Ray)");
  find(sphere_f, "seed002.ObbSphereCollisionDetect");
  for (const char* n :
       {"seed003.OBB3DIntersect::IsIntersect3D", "zoo.ericson.TestOBBOBB(eps=0)", "zoo.ericson.TestOBBOBB(eps=1e-6)"})
    find(obb_f, n);
  for (const char* n : {"seed004.IntersectAABBWithTriangle", "zoo.akenine-moller.triBoxOverlap"}) find(tri_f, n);
  EXPECT_EQ(find(obb_f, "zoo.ericson.TestOBBOBB(eps=1e-6)").contract.kind, q::ContractKind::conservative);
  EXPECT_EQ(find(ray_f, "zoo.pbrt3.Bounds3::IntersectP").contract.kind, q::ContractKind::conservative);
}

// The seed's routines know the half-line only; pbrt's starts at t = 0.
TEST(SpecimenRegistry, RayAdaptersAcceptWhatTheRoutineCanExpress) {
  const auto ray_f = specimens<q::RayAabb<float>>();
  const gv::Aabb<float> box{{0, 0, 0}, {1, 1, 1}};
  const q::RayAabb<float> half_line{{{-1, 0.5f, 0.5f}, {1, 0, 0}}, box};
  q::RayAabb<float> clipped = half_line;
  clipped.ray.tmax = 4;
  q::RayAabb<float> late = half_line;
  late.ray.tmin = 0.5f;
  EXPECT_TRUE(accepted(ray_f, "seed001.Ray::intersects(AABB)", half_line));
  EXPECT_FALSE(accepted(ray_f, "seed001.Ray::intersects(AABB)", clipped));
  EXPECT_TRUE(accepted(ray_f, "zoo.pbrt3.Bounds3::IntersectP", clipped));
  EXPECT_FALSE(accepted(ray_f, "zoo.pbrt3.Bounds3::IntersectP", late));
  EXPECT_TRUE(accepted(ray_f, "zoo.williams.Box::intersect", late));
  const auto ray_d = specimens<q::RayAabb<double>>();
  const q::RayAabb<double> d_half_line{{{-1, 0.5, 0.5}, {1, 0, 0}}, {{0, 0, 0}, {1, 1, 1}}};
  q::RayAabb<double> d_clipped = d_half_line;
  d_clipped.ray.tmax = 4;
  EXPECT_TRUE(accepted(ray_d, "seed001.BBox::hit(Ray)", d_half_line));
  EXPECT_FALSE(accepted(ray_d, "seed001.BBox::hit(Ray)", d_clipped));
}

// One defect case per ray routine, through the registry.
TEST(SpecimenRegistry, RayAdaptersReproduceTheDefects) {
  const auto ray_f = specimens<q::RayAabb<float>>();
  const gv::Aabb<float> box{{0, 0, 0}, {1, 1, 1}};
  // The origin inside the cube: cocos misses, the slab tests hit.
  const q::RayAabb<float> inside{{{0.5f, 0.5f, 0.5f}, {1, 0, 0}}, box};
  EXPECT_FALSE(answer(ray_f, "seed001.Ray::intersects(AABB)", inside));
  EXPECT_TRUE(answer(ray_f, "zoo.williams.Box::intersect", inside));
  EXPECT_TRUE(answer(ray_f, "zoo.pbrt3.Bounds3::IntersectP", inside));
  // The segment t in [0, 1] ending on the face x = 0 (touching): Williams'
  // open interval misses, pbrt keeps it.
  q::RayAabb<float> ending{{{-1, 0.5f, 0.5f}, {1, 0, 0}}, box};
  ending.ray.tmax = 1;
  EXPECT_FALSE(answer(ray_f, "zoo.williams.Box::intersect", ending));
  EXPECT_TRUE(answer(ray_f, "zoo.pbrt3.Bounds3::IntersectP", ending));
  // A ray in the face plane x = 0 with d.x = -0 (touching): pbrt misses.
  const q::RayAabb<float> minus_zero{{{0, -1, 0.5f}, {-0.0f, 1, 0}}, box};
  EXPECT_FALSE(answer(ray_f, "zoo.pbrt3.Bounds3::IntersectP", minus_zero));
  // The slabs method: a box behind the origin (disjoint) is a hit.
  const auto ray_d = specimens<q::RayAabb<double>>();
  const q::RayAabb<double> behind{{{2, 2, 2}, {1, 1, 1}}, {{0, 0, 0}, {1, 1, 1}}};
  EXPECT_TRUE(answer(ray_d, "seed001.BBox::hit(Ray)", behind));
}

// The OBB adapters pass the stored axes and the half extents (seed 002,
// Ericson) or the full sizes 2 e (seed 003).
TEST(SpecimenRegistry, ObbAdaptersReproduceTheDefects) {
  const gv::Obb<float> cube{{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 1}};
  // A ball touching the face x = 1: seed 002 misses.
  const auto sphere_f = specimens<q::ObbSphere<float>>();
  EXPECT_FALSE(answer(sphere_f, "seed002.ObbSphereCollisionDetect", q::ObbSphere<float>{cube, {{3, 0, 0}, 2}}));
  EXPECT_TRUE(answer(sphere_f, "seed002.ObbSphereCollisionDetect", q::ObbSphere<float>{cube, {{2.5f, 0, 0}, 2}}));
  const auto obb_f = specimens<q::ObbObb<float>>();
  // Touching cubes: every routine says yes.
  gv::Obb<float> beside = cube;
  beside.c = {2, 0, 0};
  for (const auto& impl : obb_f) EXPECT_TRUE(impl.intersects(q::ObbObb<float>{cube, beside})) << impl.name;
  // Near-parallel z axes (tilt 2^-20), overlapping: only EPSILON = 0 misses.
  const gv::Obb<float> tilted{{1.5f, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0x1p-20f, 1}}, {1, 1, 1}};
  EXPECT_FALSE(answer(obb_f, "zoo.ericson.TestOBBOBB(eps=0)", q::ObbObb<float>{cube, tilted}));
  EXPECT_TRUE(answer(obb_f, "zoo.ericson.TestOBBOBB(eps=1e-6)", q::ObbObb<float>{cube, tilted}));
  // A sheared box and a point separated only by its face normal: seed 003 hits.
  const gv::Obb<float> sheared{{0, 0, 0}, {{1, 0, 0}, {1, 1, 0}, {0, 0, 1}}, {1, 1, 1}};
  const gv::Obb<float> point{{2, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {1, 0, 1}}, {0, 0, 0}};
  EXPECT_TRUE(answer(obb_f, "seed003.OBB3DIntersect::IsIntersect3D", q::ObbObb<float>{sheared, point}));
}

// The AABB-triangle adapters rebuild the box as (min + max) * 0.5f and
// max - min (or (max - min) * 0.5f) in float.
TEST(SpecimenRegistry, TriangleAdaptersRoundTheBoxAsACallerMust) {
  const auto tri_f = specimens<q::AabbTriangle<float>>();
  const gv::Aabb<float> box{{1, 0, 0}, {0x1.000002p+0f, 1, 1}};
  // Touching at the vertex (1 + 2^-23, 1/2, 1/2): both miss.
  const q::AabbTriangle<float> touching{box, {{0x1.000002p+0f, 0.5f, 0.5f}, {2, 0.5f, 0.5f}, {2, 0.75f, 0.5f}}};
  // Disjoint, 2^-24 below min.x: both hit.
  const q::AabbTriangle<float> below{box, {{0x1.fffffep-1f, 0.5f, 0.5f}, {0, 0.5f, 0.5f}, {0, 0.75f, 0.5f}}};
  for (const auto& impl : tri_f) {
    EXPECT_FALSE(impl.intersects(touching)) << impl.name;
    EXPECT_TRUE(impl.intersects(below)) << impl.name;
  }
  // And right on a plain case: a triangle through the unit cube.
  const q::AabbTriangle<float> through{{{0, 0, 0}, {1, 1, 1}}, {{-1, -1, 0.5f}, {3, -1, 0.5f}, {0.5f, 3, 0.5f}}};
  for (const auto& impl : tri_f) EXPECT_TRUE(impl.intersects(through)) << impl.name;
}

}  // namespace

}  // namespace gv_specimens_registry_test
