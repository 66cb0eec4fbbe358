// SPDX-License-Identifier: MIT
// Specification of the certified ray caster: gv::build_bvh()
// (core/mesh_bvh.h), gv::ray_mesh_closest() and gv::ray_mesh_any()
// (core/ray_mesh.h).
//
// The reference is the brute-force loop the caster must equal: the exact
// rational first hit of the ray on every triangle (exact/rational/ray_triangle.h),
// the least parameter, and the lowest triangle index among those that reach
// it. 1. Hand cases on the exact grid octahedron, one per degenerate class
// (through a vertex, through an edge, an origin on the surface, a ray in a
// face's plane, a point-like ray, tmax at the hit, a miss, invalid input, an
// empty mesh). 2. The hierarchy: every triangle in exactly one leaf, every
// box the exact bounds of its triangles. 3. A differential loop over every
// mesh shape, placement and aim (gen/mesh_rays.h), float and double, fixed
// seeds: hit, triangle, relation and bracket equal the reference, and no
// harmful floating-point flag is raised.
#include <gtest/gtest.h>

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "fp_flags.h"
#include "geoverify/core/ray_mesh.h"
#include "geoverify/core/ray_triangle.h"
#include "geoverify/exact/rational.h"
#include "geoverify/exact/rational/ray_hit.h"
#include "geoverify/exact/rational/ray_triangle.h"
#include "geoverify/gen/mesh_rays.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/literal.h"
#include "geoverify/query/mesh.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_ray_mesh_test {

using gv::test_support::work;

namespace {

using gv::Relation;
using gv::exact::Rational;

/// The brute-force answer: the least exact first-hit parameter over all
/// triangles and the lowest index reaching it.
struct Reference {
  bool hit = false;
  Rational t;
  std::uint32_t triangle = 0;
  std::vector<std::uint32_t> ties;  ///< every triangle whose first hit is t, ascending
};

template <class T>
Reference brute_force(const gv::TriangleMesh<T>& m, const gv::Ray<T>& ray) {
  Reference ref;
  for (std::uint32_t i = 0; i < m.triangle_count; ++i) {
    const gv::exact::TriangleFirstHit h = gv::exact::ray_triangle_hit(ray, gv::triangle_of(m, i));
    if (!h.hit) continue;
    if (!ref.hit || h.t < ref.t) {
      ref.hit = true;
      ref.t = h.t;
      ref.triangle = i;
      ref.ties.clear();
    }
    if (h.t == ref.t) ref.ties.push_back(i);
  }
  return ref;
}

template <class T>
std::string show(const gv::Ray<T>& r) {
  return gv::query::declaration("ray", r);
}

/// Empty when the caster's answers on ray equal the reference; else what differs.
template <class T>
std::string check(const gv::MeshBvh<T>& bvh, const gv::Ray<T>& ray) {
  const Reference ref = brute_force(bvh.mesh, ray);
  std::feclearexcept(FE_ALL_EXCEPT);
  const gv::MeshHit<T> got = gv::ray_mesh_closest(bvh, ray);
  const Relation any = gv::ray_mesh_any(bvh, ray);
  gv::MeshTies ties;
  const gv::MeshHit<T> with_ties = gv::ray_mesh_closest_ties(bvh, ray, &ties);
  const int flags = std::fetestexcept(gv::test_support::kHarmfulFlags);
  if (flags != 0) return "harmful floating-point flag raised";
  if (gv::intersecting(got.relation) != ref.hit) {
    return std::string("closest: ") + (ref.hit ? "missed a hit" : "hit where nothing is hit");
  }
  if (gv::intersecting(any) != ref.hit) return std::string("any: ") + (ref.hit ? "false miss" : "false hit");
  if (!ref.hit) {
    return got.relation == Relation::disjoint && ties.count == 0 ? "" : "a miss must be disjoint, without ties";
  }
  if (with_ties.triangle != got.triangle || with_ties.t_lo != got.t_lo || with_ties.t_hi != got.t_hi) {
    return "ray_mesh_closest_ties answers differently";
  }
  std::vector<std::uint32_t> tie_list(ties.tri, ties.tri + ties.count);
  std::sort(tie_list.begin(), tie_list.end());
  if (ties.complete && tie_list != ref.ties) return "the tie set differs from the reference's";
  if (got.triangle != ref.triangle) {
    return "triangle " + std::to_string(got.triangle) + ", the reference says " + std::to_string(ref.triangle);
  }
  const gv::Relation own = gv::relation(ray, gv::triangle_of(bvh.mesh, got.triangle));
  if (own != got.relation) return "the relation is not the hit triangle's";
  const std::string bracket = gv::exact::hit_bracket_violation(true, ref.t, gv::RayHit<T>{got.relation, got.t_lo, got.t_hi});
  return bracket.empty() ? "" : "bracket: " + bracket;
}

template <class T>
class RayMeshTest : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(RayMeshTest, Scalars);

/// The grid octahedron at scale 2^scale_exp: vertices +-2^scale_exp e_k, exact.
template <class T>
gv::query::MeshSpec<T> octahedron(int scale_exp = 0) {
  gv::query::MeshSpec<T> s;
  s.shape = gv::query::kOctahedron;
  s.scale_exp = scale_exp;
  return s;
}

template <class T>
gv::Ray<T> ray(T ox, T oy, T oz, T dx, T dy, T dz, T tmin = 0, T tmax = std::numeric_limits<T>::infinity()) {
  return gv::Ray<T>{{ox, oy, oz}, {dx, dy, dz}, tmin, tmax};
}

TYPED_TEST(RayMeshTest, HandCasesOnTheGridOctahedron) {
  using T = TypeParam;
  const auto built = gv::query::build_mesh_and_bvh(octahedron<T>(1));  // vertices at +-2
  const gv::MeshBvh<T>& bvh = built->bvh;
  ASSERT_TRUE(bvh.valid);
  // Through the vertex (2, 0, 0) from outside: four triangles meet there at t = 1.
  const gv::Ray<T> through_vertex = ray<T>(4, 0, 0, -2, 0, 0);
  EXPECT_EQ(check(bvh, through_vertex), "");
  const gv::MeshHit<T> v = gv::ray_mesh_closest(bvh, through_vertex);
  EXPECT_EQ(v.relation, Relation::touching);
  EXPECT_EQ(v.t_lo, T(1));
  EXPECT_EQ(v.t_hi, T(1));
  gv::MeshTies ties;
  gv::ray_mesh_closest_ties(bvh, through_vertex, &ties);
  EXPECT_EQ(ties.count, 4u);  // the vertex's star
  EXPECT_TRUE(ties.complete);
  // Through the midpoint (1, 1, 0) of the edge from (2,0,0) to (0,2,0): two triangles tie at t = 1/2.
  const gv::Ray<T> through_edge = ray<T>(2, 2, 0, -2, -2, 0);
  EXPECT_EQ(check(bvh, through_edge), "");
  EXPECT_EQ(gv::ray_mesh_closest(bvh, through_edge).t_lo, T(0.5));
  // From the centre: leaves through a face's interior, overlapping.
  const gv::Ray<T> from_inside = ray<T>(0, 0, 0, 1, 1, 1);
  EXPECT_EQ(check(bvh, from_inside), "");
  EXPECT_EQ(gv::ray_mesh_closest(bvh, from_inside).relation, Relation::overlapping);
  // An origin on the surface (the vertex): t_hit = 0.
  const gv::Ray<T> on_vertex = ray<T>(2, 0, 0, 1, 0, 0);
  EXPECT_EQ(check(bvh, on_vertex), "");
  EXPECT_EQ(gv::ray_mesh_closest(bvh, on_vertex).t_hi, T(0));
  // In the plane of the face x + y + z = 2, entering it through its edge
  // (2,0,0)-(0,2,0) at (1, 1, 0): every point of that chord is on the face.
  const gv::Ray<T> in_plane = ray<T>(2, 2, -2, -1, -1, 2);
  EXPECT_EQ(check(bvh, in_plane), "");
  // A point-like ray on an edge, and one off the surface.
  EXPECT_EQ(check(bvh, ray<T>(1, 1, 0, 0, 0, 0)), "");
  EXPECT_EQ(gv::ray_mesh_closest(bvh, ray<T>(1, 1, 0, 0, 0, 0)).relation, Relation::touching);
  EXPECT_EQ(gv::ray_mesh_closest(bvh, ray<T>(1, 0, 0, 0, 0, 0)).relation, Relation::disjoint);
  // tmax exactly at the hit still hits; one step before it misses.
  EXPECT_TRUE(gv::intersecting(gv::ray_mesh_closest(bvh, ray<T>(4, 0, 0, -1, 0, 0, 0, 2)).relation));
  EXPECT_EQ(gv::ray_mesh_closest(bvh, ray<T>(4, 0, 0, -1, 0, 0, 0, std::nextafter(T(2), T(0)))).relation,
            Relation::disjoint);
  EXPECT_EQ(gv::ray_mesh_any(bvh, ray<T>(4, 0, 0, -1, 0, 0, 0, std::nextafter(T(2), T(0)))), Relation::disjoint);
  // A miss, beside the vertex by one ulp of the offset.
  const gv::Ray<T> beside = ray<T>(4, std::nextafter(T(2), T(3)), 0, -1, 0, 0);
  EXPECT_EQ(check(bvh, beside), "");
  EXPECT_EQ(gv::ray_mesh_closest(bvh, beside).relation, Relation::disjoint);
  // Invalid ray: Relation::invalid from both calls.
  const gv::Ray<T> bad = ray<T>(0, 0, 0, std::numeric_limits<T>::quiet_NaN(), 0, 0);
  EXPECT_EQ(gv::ray_mesh_closest(bvh, bad).relation, Relation::invalid);
  EXPECT_EQ(gv::ray_mesh_any(bvh, bad), Relation::invalid);
}

TYPED_TEST(RayMeshTest, FacingIsTheExactSignOfTheDirectionAgainstTheNormal) {
  using T = TypeParam;
  const gv::Triangle<T> tri{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};  // n = +z
  EXPECT_EQ(gv::ray_triangle_facing(ray<T>(0, 0, 1, 0, 0, -1), tri), -1);  // meets the front
  EXPECT_EQ(gv::ray_triangle_facing(ray<T>(0, 0, -1, 0, 0, 1), tri), 1);
  EXPECT_EQ(gv::ray_triangle_facing(ray<T>(0, 0, 1, 1, 0, 0), tri), 0);   // parallel
  EXPECT_EQ(gv::ray_triangle_facing(ray<T>(0, 0, 1, 0, 0, 0), tri), 0);   // zero direction
  const gv::Triangle<T> flat{{0, 0, 0}, {1, 1, 1}, {2, 2, 2}};  // collinear: n = 0
  EXPECT_EQ(gv::ray_triangle_facing(ray<T>(0, 0, 1, 0, 0, -1), flat), 0);
  // A direction one ulp off the plane: the filter cannot tell, the exact stage can.
  const T tiny = std::numeric_limits<T>::denorm_min();
  EXPECT_EQ(gv::ray_triangle_facing(ray<T>(0, 0, 1, 1, 1, -tiny), tri), -1);
  EXPECT_EQ(gv::ray_triangle_facing(ray<T>(0, 0, 1, 1, 1, tiny), tri), 1);
}

TYPED_TEST(RayMeshTest, InvalidAndEmptyMeshes) {
  using T = TypeParam;
  const T vertices[9] = {0, 0, 0, 1, 0, 0, 0, 1, 0};
  const std::uint32_t out_of_range[3] = {0, 1, 3};
  gv::BvhNode<T> nodes[1];
  std::uint32_t order[1];
  const gv::MeshBvh<T> refused = gv::build_bvh(gv::TriangleMesh<T>{vertices, 3, out_of_range, 1}, nodes, order);
  EXPECT_FALSE(refused.valid);
  EXPECT_EQ(gv::ray_mesh_closest(refused, ray<T>(0, 0, 1, 0, 0, -1)).relation, Relation::invalid);
  const T with_nan[9] = {0, 0, 0, 1, 0, 0, 0, std::numeric_limits<T>::quiet_NaN(), 0};
  const std::uint32_t tri[3] = {0, 1, 2};
  EXPECT_FALSE(gv::build_bvh(gv::TriangleMesh<T>{with_nan, 3, tri, 1}, nodes, order).valid);
  // No triangles: valid, never hit.
  const gv::MeshBvh<T> empty = gv::build_bvh(gv::TriangleMesh<T>{vertices, 3, nullptr, 0}, nodes, order);
  ASSERT_TRUE(empty.valid);
  EXPECT_EQ(gv::ray_mesh_closest(empty, ray<T>(0, 0, 1, 0, 0, -1)).relation, Relation::disjoint);
  EXPECT_EQ(gv::ray_mesh_any(empty, ray<T>(0, 0, 1, 0, 0, -1)), Relation::disjoint);
  // One triangle, the ray through its corner: the root is a leaf.
  const gv::MeshBvh<T> one = gv::build_bvh(gv::TriangleMesh<T>{vertices, 3, tri, 1}, nodes, order);
  ASSERT_TRUE(one.valid);
  EXPECT_EQ(one.node_count, 1u);
  EXPECT_EQ(check(one, ray<T>(0, 0, 1, 0, 0, -1)), "");
}

TYPED_TEST(RayMeshTest, EveryTriangleInOneLeafUnderExactBounds) {
  using T = TypeParam;
  gv::query::MeshSpec<T> s;
  s.shape = gv::query::kIcosphere;
  s.size = 3;
  s.seed = 7;
  const auto built = gv::query::build_mesh_and_bvh(s);
  const gv::MeshBvh<T>& bvh = built->bvh;
  ASSERT_TRUE(bvh.valid);
  ASSERT_LE(bvh.node_count, gv::bvh_node_capacity(bvh.mesh.triangle_count));
  std::vector<int> seen(bvh.mesh.triangle_count, 0);
  for (std::size_t i = 0; i < bvh.node_count; ++i) {
    const gv::BvhNode<T>& n = bvh.nodes[i];
    if (n.count == 0) {
      ASSERT_LT(n.first + 1u, bvh.node_count);
      for (std::uint32_t c = n.first; c <= n.first + 1; ++c) {
        for (int k = 0; k < 3; ++k) {  // a child's box lies in its parent's
          EXPECT_LE(n.lo[k], bvh.nodes[c].lo[k]);
          EXPECT_GE(n.hi[k], bvh.nodes[c].hi[k]);
        }
      }
      continue;
    }
    EXPECT_LE(n.count, gv::kBvhLeafSize);
    T lo[3], hi[3];
    for (int k = 0; k < 3; ++k) lo[k] = std::numeric_limits<T>::infinity(), hi[k] = -lo[k];
    for (std::uint32_t j = n.first; j < n.first + n.count; ++j) {
      ++seen[bvh.order[j]];
      const gv::Triangle<T> t = gv::triangle_of(bvh.mesh, bvh.order[j]);
      for (const gv::Vec3<T>* p : {&t.p0, &t.p1, &t.p2}) {
        for (int k = 0; k < 3; ++k) lo[k] = std::min(lo[k], gv::get(*p, k)), hi[k] = std::max(hi[k], gv::get(*p, k));
      }
    }
    for (int k = 0; k < 3; ++k) {
      EXPECT_EQ(n.lo[k], lo[k]);
      EXPECT_EQ(n.hi[k], hi[k]);
    }
  }
  for (std::size_t i = 0; i < seen.size(); ++i) EXPECT_EQ(seen[i], 1) << "triangle " << i;
}

/// The specs of the differential loop: every shape, small sizes (the
/// reference is a brute-force rational loop), grid and rotated placements,
/// unit, tiny, huge and far-from-origin.
template <class T>
std::vector<gv::query::MeshSpec<T>> differential_specs() {
  std::vector<gv::query::MeshSpec<T>> out;
  const int huge = std::is_same_v<T, float> ? 100 : 900;
  const int tiny = std::is_same_v<T, float> ? -100 : -900;
  for (std::uint32_t shape = 0; shape < gv::query::kMeshShapes; ++shape) {
    const std::uint32_t size = shape == gv::query::kIcosphere ? 1 : shape == gv::query::kFan ? 9 : 2;
    for (const std::uint64_t seed : {std::uint64_t{0}, std::uint64_t{0x5eed} + shape}) {
      for (const int scale : {0, tiny, huge}) {
        gv::query::MeshSpec<T> s;
        s.shape = shape;
        s.size = size;
        s.seed = seed;
        s.scale_exp = scale;
        out.push_back(s);
      }
      gv::query::MeshSpec<T> far;
      far.shape = shape;
      far.size = size;
      far.seed = seed;
      far.offset = {T(1 << 20), T(-(3 << 18)), T(5)};
      out.push_back(far);
    }
  }
  return out;
}

TYPED_TEST(RayMeshTest, EqualsTheBruteForceExactLoopOnEveryShapeAndAim) {
  using T = TypeParam;
  gv::gen::Prng src(20261127);
  int checked = 0, hits = 0;
  for (const gv::query::MeshSpec<T>& spec : differential_specs<T>()) {
    const auto built = gv::query::build_mesh_and_bvh(spec);
    ASSERT_TRUE(built->bvh.valid);
    const gv::gen::MeshTarget<T> target = gv::gen::mesh_target(built->mesh);
    for (int aim = 0; aim < gv::gen::kMeshAims; ++aim) {
      for (int i = 0; i < work(8, 2); ++i) {
        const gv::Ray<T> r = gv::gen::mesh_ray<T>(src, target, aim);
        const std::string why = check(built->bvh, r);
        ASSERT_EQ(why, "") << gv::query::mesh_shape_name(spec.shape) << " scale 2^" << spec.scale_exp << " seed "
                           << spec.seed << " aim " << aim << "\n"
                           << show(r);
        ++checked;
        hits += gv::intersecting(gv::ray_mesh_closest(built->bvh, r).relation);
      }
    }
  }
  // Both outcomes are exercised in bulk.
  EXPECT_GT(hits, checked / 3);
  EXPECT_LT(hits, checked);
}

/// A mesh's vertices times 2^e (exact for the meshes used below).
struct ScaledMesh {
  std::vector<double> vertices;
  std::vector<std::uint32_t> indices;
  std::vector<gv::BvhNode<double>> nodes;
  std::vector<std::uint32_t> order;
  gv::MeshBvh<double> bvh;
  ScaledMesh(const gv::query::IndexedMesh<double>& m, int e) : vertices(m.vertices), indices(m.indices) {
    for (double& v : vertices) v = std::ldexp(v, e);
    const gv::TriangleMesh<double> view{vertices.data(), vertices.size() / 3, indices.data(), indices.size() / 3};
    nodes.resize(gv::bvh_node_capacity(view.triangle_count));
    order.resize(view.triangle_count);
    bvh = gv::build_bvh(view, nodes.data(), order.data());
  }
};

/// Scaling every position by 2^e and the direction by 2^f changes neither
/// the answer (the triangle, the relation, the tie set; t scales by
/// 2^(e-f)) nor the stage that decides it: a double mesh at 2^700 or
/// 2^-700, outside the filters' screens, is cast in its frame
/// (MeshBvh::frame_exp), where every rounding is the unit mesh's times a
/// power of two.
TEST(RayMeshFrame, HugeAndTinyDoubleMeshesAnswerAndFilterAsAtUnitScale) {
  gv::query::MeshSpec<double> spec;
  spec.shape = gv::query::kIcosphere;
  spec.size = 2;
  spec.seed = 0x5eed;
  const auto unit = gv::query::build_mesh_and_bvh(spec);
  ASSERT_TRUE(unit->bvh.screened);
  ASSERT_EQ(unit->bvh.frame_exp, 0);
  const gv::gen::MeshTarget<double> target = gv::gen::mesh_target(unit->mesh);
  gv::gen::Prng src(20261128);
  std::vector<gv::Ray<double>> rays;
  for (int i = 0; i < work(1200, 240); ++i) rays.push_back(gv::gen::mesh_ray<double>(src, target, i % gv::gen::kMeshAims));
  int filtered = 0;
  for (const auto& [e, f] : {std::pair{700, 700}, std::pair{700, 0}, std::pair{-700, -700}, std::pair{-700, -300}}) {
    const ScaledMesh scaled(unit->mesh, e);
    ASSERT_FALSE(scaled.bvh.screened);
    ASSERT_NE(scaled.bvh.frame_exp, 0);
    for (const gv::Ray<double>& r : rays) {
      gv::Ray<double> rs = r;
      rs.o = {std::ldexp(r.o.x, e), std::ldexp(r.o.y, e), std::ldexp(r.o.z, e)};
      rs.dir = {std::ldexp(r.dir.x, f), std::ldexp(r.dir.y, f), std::ldexp(r.dir.z, f)};
      rs.tmin = std::ldexp(r.tmin, e - f);
      rs.tmax = std::ldexp(r.tmax, e - f);
      gv::Stats su, ss;
      gv::MeshTies tu, ts;
      const gv::MeshHit<double> hu = gv::ray_mesh_closest_ties(unit->bvh, r, &tu, &su);
      std::feclearexcept(FE_ALL_EXCEPT);
      const gv::MeshHit<double> hs = gv::ray_mesh_closest_ties(scaled.bvh, rs, &ts, &ss);
      ASSERT_EQ(std::fetestexcept(gv::test_support::kHarmfulFlags), 0) << show(rs);
      ASSERT_EQ(hs.relation, hu.relation) << "2^" << e << ", 2^" << f << "\n" << show(rs);
      ASSERT_EQ(hs.triangle, hu.triangle) << show(rs);
      if (gv::intersecting(hu.relation)) {
        EXPECT_EQ(hs.t_lo, std::ldexp(hu.t_lo, e - f)) << show(rs);
        EXPECT_EQ(hs.t_hi, std::ldexp(hu.t_hi, e - f)) << show(rs);
      }
      ASSERT_EQ(std::vector<std::uint32_t>(ts.tri, ts.tri + ts.count), std::vector<std::uint32_t>(tu.tri, tu.tri + tu.count));
      ASSERT_EQ(ss.filter, su.filter) << "the stage differs: 2^" << e << ", 2^" << f << "\n" << show(rs);
      ASSERT_EQ(gv::ray_mesh_any(scaled.bvh, rs), gv::ray_mesh_any(unit->bvh, r)) << show(rs);
      filtered += static_cast<int>(ss.filter);
    }
  }
  // The filters decide the casts they decide at unit scale (about a third:
  // the generator's aims are degenerate by design); without the frame, none.
  EXPECT_GT(filtered, static_cast<int>(rays.size()));
}

/// A hit parameter that is subnormal or beyond max() as given, though
/// normal in the frame: the winner's bracket is taken on the input as given.
/// Checked against the brute-force rational loop.
TEST(RayMeshFrame, ParametersOutsideTheNormalRangeAsGiven) {
  gv::query::MeshSpec<double> spec;
  spec.shape = gv::query::kOctahedron;
  spec.seed = 0x5eed;
  const auto unit = gv::query::build_mesh_and_bvh(spec);
  const gv::gen::MeshTarget<double> target = gv::gen::mesh_target(unit->mesh);
  gv::gen::Prng src(20261129);
  int hits = 0, checked = 0;
  // Positions at 2^-1000 with the direction at 2^40: t near 2^-1040. Positions
  // at 2^1000 with the direction at 2^-40: t near 2^1040, beyond max().
  for (const auto& [e, f] : {std::pair{-1000, 40}, std::pair{1000, -40}, std::pair{-900, 140}}) {
    const ScaledMesh scaled(unit->mesh, e);
    ASSERT_NE(scaled.bvh.frame_exp, 0);
    for (int i = 0; i < work(64, 16); ++i) {
      const gv::Ray<double> r = gv::gen::mesh_ray<double>(src, target, i % gv::gen::kMeshAims);
      gv::Ray<double> rs{{std::ldexp(r.o.x, e), std::ldexp(r.o.y, e), std::ldexp(r.o.z, e)},
                         {std::ldexp(r.dir.x, f), std::ldexp(r.dir.y, f), std::ldexp(r.dir.z, f)},
                         0.0,
                         std::numeric_limits<double>::infinity()};
      const std::string why = check(scaled.bvh, rs);
      ASSERT_EQ(why, "") << "2^" << e << ", 2^" << f << "\n" << show(rs);
      hits += gv::intersecting(gv::ray_mesh_closest(scaled.bvh, rs).relation);
      ++checked;
    }
  }
  EXPECT_GT(hits, checked / 4);
}

}  // namespace

}  // namespace gv_core_ray_mesh_test
