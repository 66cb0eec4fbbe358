// SPDX-License-Identifier: MIT
// Specification of the ray-triangle oracle (exact/ray_triangle.h): the
// relation of every degenerate class on hand cases, the exact first hit
// parameter and barycentrics, their agreement with the relation and with the
// independent LP formulation on generated cases, and the meshes of the
// watertightness contract: every mesh ray crosses the surface at exactly one
// point (all triangles it meets share one exact hit parameter).
#include <gtest/gtest.h>

#include <limits>

#include "geoverify/crosscheck/crosscheck.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/exact/ray_triangle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/exact/rational/ray_triangle.h"
#include "hex.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_ray_triangle_oracle_test {

using gv::test_support::work;

namespace {

using gv::Relation;
using gv::exact::Rational;

constexpr double kInf = std::numeric_limits<double>::infinity();

gv::Rayd ray(gv::Vec3d o, gv::Vec3d d, double tmin = 0, double tmax = kInf) {
  gv::Rayd r;
  r.o = o;
  r.dir = d;
  r.tmin = tmin;
  r.tmax = tmax;
  return r;
}

// The triangle (0,0,0), (4,0,0), (0,4,0) in the plane z = 0.
const gv::Triangled kTri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};

Relation rel(const gv::Rayd& r, const gv::Triangled& t) {
  const Relation by_oracle = gv::exact::ray_triangle(r, t).relation;
  EXPECT_EQ(by_oracle, gv::crosscheck::ray_triangle(r, t)) << "the independent LP disagrees";
  return by_oracle;
}

TEST(RayTriangleOracle, TransversalCrossings) {
  // Through the interior: overlapping; through an edge or a vertex: touching.
  EXPECT_EQ(rel(ray({1, 1, 1}, {0, 0, -1}), kTri), Relation::overlapping);
  EXPECT_EQ(rel(ray({2, 0, 1}, {0, 0, -1}), kTri), Relation::touching);
  EXPECT_EQ(rel(ray({2, 2, 1}, {0, 0, -1}), kTri), Relation::touching);  // the hypotenuse
  EXPECT_EQ(rel(ray({4, 0, 3}, {0, 0, -1}), kTri), Relation::touching);
  EXPECT_EQ(rel(ray({3, 3, 1}, {0, 0, -1}), kTri), Relation::disjoint);
  // Oblique, and from below (the triangle has no front or back).
  EXPECT_EQ(rel(ray({0, 0, -2}, {1, 1, 2}), kTri), Relation::overlapping);
  // Pointing away: the line crosses, the ray does not.
  EXPECT_EQ(rel(ray({1, 1, 1}, {0, 0, 1}), kTri), Relation::disjoint);
}

TEST(RayTriangleOracle, ParameterRangeEnds) {
  // The hit at t = 1: tmax == 1 touches, tmax one ulp short misses, tmin == 1 touches.
  EXPECT_EQ(rel(ray({1, 1, 1}, {0, 0, -1}, 0, 1), kTri), Relation::touching);
  EXPECT_EQ(rel(ray({1, 1, 1}, {0, 0, -1}, 0, 0x1.fffffffffffffp-1), kTri), Relation::disjoint);
  EXPECT_EQ(rel(ray({1, 1, 1}, {0, 0, -1}, 1, 5), kTri), Relation::touching);
  EXPECT_EQ(rel(ray({1, 1, 1}, {0, 0, -1}, 0x1.0000000000001p+0, 5), kTri), Relation::disjoint);
  // Origin on the triangle: touching whichever way it points.
  EXPECT_EQ(rel(ray({1, 1, 0}, {0, 0, 1}), kTri), Relation::touching);
  EXPECT_EQ(rel(ray({1, 1, 0}, {0, 0, -1}), kTri), Relation::touching);
  // A segment through it (tmin < hit < tmax): overlapping.
  EXPECT_EQ(rel(ray({1, 1, 1}, {0, 0, -1}, 0.5, 1.5), kTri), Relation::overlapping);
}

TEST(RayTriangleOracle, RaysInAndParallelToThePlane) {
  // In the plane and crossing the triangle: touching (never overlapping).
  EXPECT_EQ(rel(ray({-1, 1, 0}, {1, 0, 0}), kTri), Relation::touching);
  EXPECT_EQ(rel(ray({-1, 1, 0}, {1, 0, -0.0}), kTri), Relation::touching);
  // In the plane, passing beside it or pointing away.
  EXPECT_EQ(rel(ray({-1, 5, 0}, {1, 0, 0}), kTri), Relation::disjoint);
  EXPECT_EQ(rel(ray({-1, 1, 0}, {-1, 0, 0}), kTri), Relation::disjoint);
  // In the plane, clipped before reaching it.
  EXPECT_EQ(rel(ray({-3, 1, 0}, {1, 0, 0}, 0, 2), kTri), Relation::disjoint);
  EXPECT_EQ(rel(ray({-3, 1, 0}, {1, 0, 0}, 0, 3), kTri), Relation::touching);
  // Parallel, one ulp above the plane: disjoint.
  EXPECT_EQ(rel(ray({-1, 1, 0x1p-1074}, {1, 0, 0}), kTri), Relation::disjoint);
}

TEST(RayTriangleOracle, DegenerateRaysAndTriangles) {
  // dir == 0: the point o.
  EXPECT_EQ(rel(ray({1, 1, 0}, {0, 0, 0}), kTri), Relation::touching);
  EXPECT_EQ(rel(ray({1, 1, 0x1p-1074}, {0, 0, 0}), kTri), Relation::disjoint);
  // tmin == tmax: one point, touching at best.
  EXPECT_EQ(rel(ray({1, 1, 1}, {0, 0, -1}, 1, 1), kTri), Relation::touching);
  // Collinear vertices (a segment from (0,0,0) to (4,0,0)): crossed, missed, along it.
  const gv::Triangled seg{{0, 0, 0}, {4, 0, 0}, {2, 0, 0}};
  EXPECT_EQ(rel(ray({1, 0, 1}, {0, 0, -1}), seg), Relation::touching);
  EXPECT_EQ(rel(ray({1, 0x1p-1074, 1}, {0, 0, -1}), seg), Relation::disjoint);
  EXPECT_EQ(rel(ray({-1, 0, 0}, {1, 0, 0}), seg), Relation::touching);
  EXPECT_EQ(rel(ray({-1, 0, 0}, {-1, 0, 0}), seg), Relation::disjoint);
  EXPECT_EQ(rel(ray({1, 1, 1}, {0, 1, 1}), seg), Relation::disjoint);  // skew
  // Three equal vertices: a point.
  const gv::Triangled pt{{1, 2, 3}, {1, 2, 3}, {1, 2, 3}};
  EXPECT_EQ(rel(ray({0, 0, 0}, {1, 2, 3}), pt), Relation::touching);
  EXPECT_EQ(rel(ray({0, 0, 0}, {1, 2, 3}, 0, 0x1.fffffffffffffp-1), pt), Relation::disjoint);
  EXPECT_EQ(rel(ray({0, 0, 0}, {1, 2, 0x1.8000000000001p+1}), pt), Relation::disjoint);
}

TEST(RayTriangleOracle, InvalidInput) {
  const double nan = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(gv::exact::ray_triangle(ray({nan, 0, 0}, {0, 0, 1}), kTri).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::ray_triangle(ray({0, 0, 0}, {0, 0, kInf}), kTri).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::ray_triangle(ray({0, 0, 0}, {0, 0, 1}, 2, 1), kTri).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::ray_triangle(ray({0, 0, 0}, {0, 0, 1}, -1, 1), kTri).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::ray_triangle(ray({0, 0, 1}, {0, 0, -1}), gv::Triangled{{0, 0, 0}, {kInf, 0, 0}, {0, 1, 0}})
                .relation,
            Relation::invalid);
  EXPECT_FALSE(gv::exact::ray_triangle_hit(ray({nan, 0, 0}, {0, 0, 1}), kTri).hit);
}

TEST(TriangleFirstHit, ParameterAndBarycentricsAreExact) {
  // Oblique through (1, 1, 0) at t = 1/3: barycentrics (1/2, 1/4, 1/4).
  auto h = gv::exact::ray_triangle_hit(ray({0, 0, -1}, {3, 3, 3}), kTri);
  ASSERT_TRUE(h.hit);
  EXPECT_EQ(h.t, Rational(1) / 3);
  EXPECT_EQ(h.b[0], Rational(1) / 2);
  EXPECT_EQ(h.b[1], Rational(1) / 4);
  EXPECT_EQ(h.b[2], Rational(1) / 4);
  // A vertex: one barycentric is 1.
  h = gv::exact::ray_triangle_hit(ray({4, 0, 3}, {0, 0, -1}), kTri);
  ASSERT_TRUE(h.hit);
  EXPECT_EQ(h.t, 3);
  EXPECT_EQ(h.b[1], 1);
  // In the plane: the first point, where the ray enters across the edge x = 0.
  h = gv::exact::ray_triangle_hit(ray({-3, 1, 0}, {2, 0, 0}), kTri);
  ASSERT_TRUE(h.hit);
  EXPECT_EQ(h.t, Rational(3) / 2);
  EXPECT_EQ(h.b[1], 0);
  EXPECT_EQ(h.b[2], Rational(1) / 4);
  // In the plane, starting inside: t == tmin.
  h = gv::exact::ray_triangle_hit(ray({1, 1, 0}, {1, 0, 0}, 0.5), kTri);
  ASSERT_TRUE(h.hit);
  EXPECT_EQ(h.t, Rational(1) / 2);
  // A collinear triangle crossed at (3, 0, 0): the segment (0,0,0)-(4,0,0) is
  // vertices 0 and 1, s = 3/4.
  h = gv::exact::ray_triangle_hit(ray({3, 0, 2}, {0, 0, -1}), gv::Triangled{{0, 0, 0}, {4, 0, 0}, {1, 0, 0}});
  ASSERT_TRUE(h.hit);
  EXPECT_EQ(h.t, 2);
  EXPECT_EQ(h.b[0], Rational(1) / 4);
  EXPECT_EQ(h.b[1], Rational(3) / 4);
  EXPECT_EQ(h.b[2], 0);
  // Along a collinear triangle from behind its far end: enters at its vertex (4, 0, 0).
  h = gv::exact::ray_triangle_hit(ray({6, 0, 0}, {-1, 0, 0}), gv::Triangled{{0, 0, 0}, {2, 0, 0}, {4, 0, 0}});
  ASSERT_TRUE(h.hit);
  EXPECT_EQ(h.t, 2);
  EXPECT_EQ(h.b[2], 1);
  // Missed: no hit.
  EXPECT_FALSE(gv::exact::ray_triangle_hit(ray({3, 3, 1}, {0, 0, -1}), kTri).hit);
}

// On generated cases of every class: the hit exists iff the relation says
// they intersect, and its point is o + t dir == sum b_i p_i with b >= 0.
template <class T>
void hit_agrees_with_relation(std::uint64_t seed) {
  using C = gv::query::RayTriangle<T>;
  using Gen = gv::gen::Generator<C>;
  for (std::size_t k = 0; k < Gen::kClasses.size(); ++k) {
    gv::gen::Prng rng(seed * 100 + k);
    for (int i = 0; i < work(200, 8); ++i) {
      const C c = Gen::make(rng, k);
      ASSERT_TRUE(gv::query::valid(c)) << Gen::kClasses[k];
      const gv::exact::Result r = gv::exact::oracle(c);
      const gv::exact::TriangleFirstHit h = gv::exact::ray_triangle_hit(c.ray, c.tri);
      ASSERT_EQ(h.hit, gv::intersecting(r.relation)) << Gen::kClasses[k] << "\n" << gv::query::declarations(c);
      if (!h.hit) continue;
      const gv::exact::Vec3Q o = gv::exact::to_rational(c.ray.o), d = gv::exact::to_rational(c.ray.dir);
      const gv::exact::Vec3Q p[3] = {gv::exact::to_rational(c.tri.p0), gv::exact::to_rational(c.tri.p1),
                                     gv::exact::to_rational(c.tri.p2)};
      const gv::exact::Vec3Q x = o + h.t * d;
      const gv::exact::Vec3Q y = h.b[0] * p[0] + h.b[1] * p[1] + h.b[2] * p[2];
      ASSERT_TRUE(gv::exact::is_zero(x - y)) << gv::query::declarations(c);
      ASSERT_EQ(h.b[0] + h.b[1] + h.b[2], 1);
      for (const Rational& b : h.b) ASSERT_GE(b, 0);
      ASSERT_GE(h.t, gv::exact::to_rational(c.ray.tmin));
      if (!std::isinf(c.ray.tmax)) {
        ASSERT_LE(h.t, gv::exact::to_rational(c.ray.tmax));
      }
    }
  }
}

TEST(TriangleFirstHit, AgreesWithTheRelationOnEveryClass) {
  hit_agrees_with_relation<float>(1);
  hit_agrees_with_relation<double>(2);
}

// The meshes: every ray meets at least one triangle, and every triangle it
// meets is met at the same exact parameter (one crossing point).
template <class T>
void meshes_are_crossed_once(std::uint64_t seed) {
  using Gen = gv::gen::Generator<gv::query::RayTriangle<T>>;
  gv::gen::Prng rng(seed);
  for (std::size_t cls : {std::size_t{16}, std::size_t{17}}) {
    ASSERT_TRUE(Gen::is_mesh_class(cls));
    for (int i = 0; i < 300; ++i) {
      const gv::gen::Mesh<T> m = Gen::make_mesh(rng, cls);
      ASSERT_GE(m.tris.size(), 4u);
      int crossed = 0;
      Rational t;
      for (const auto& tri : m.tris) {
        ASSERT_TRUE(gv::is_valid(m.ray) && gv::is_valid(tri));
        const gv::exact::TriangleFirstHit h = gv::exact::ray_triangle_hit(m.ray, tri);
        if (!h.hit) continue;
        if (crossed++ == 0) t = h.t;
        ASSERT_EQ(h.t, t) << "two crossing points: " << gv::query::declaration("ray", m.ray);
        ASSERT_GT(h.t, 0);
      }
      ASSERT_GE(crossed, 1) << Gen::kClasses[cls] << ": the ray misses the mesh\n"
                            << gv::query::declaration("ray", m.ray);
    }
  }
}

TEST(RayTriangleMeshes, EveryRayCrossesTheSurfaceAtOnePoint) {
  meshes_are_crossed_once<float>(3);
  meshes_are_crossed_once<double>(4);
}

}  // namespace

}  // namespace gv_exact_ray_triangle_oracle_test
