// SPDX-License-Identifier: MIT
// Properties of the certified ray-triangle core, float and double: it equals
// the exact oracle on every generator class, in both argument orders, under
// all 48 signed axis permutations and all 6 orders of the vertices; its hit
// bracket certifies the oracle's exact first hit parameter; exact power-of-two
// scalings preserve its answer; around every touching case each one-ulp
// neighbour is decided exactly too; and on every generated closed mesh the
// core meets at least one triangle at the ray's crossing point (the core is
// exact, so it is watertight).
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include <cstddef>
#include <string>

#include "geoverify/core.h"
#include "geoverify/exact/ray_triangle.h"
#include "geoverify/exact/rational/ray_hit.h"
#include "geoverify/exact/rational/ray_triangle.h"
#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_ray_triangle {

namespace {

using namespace gv::props;
using gv::query::RayTriangle;

template <class T>
void both_orders_agree(const RayTriangle<T>& c) {
  const gv::Relation r = gv::relation(c.ray, c.tri);
  RC_ASSERT(gv::relation(c.tri, c.ray) == r);
  RC_ASSERT(gv::intersects(c.ray, c.tri) == gv::intersecting(r));
  RC_ASSERT(gv::intersects(c.tri, c.ray) == gv::intersecting(r));
}

template <class T>
void vertex_order_does_not_matter(const RayTriangle<T>& c) {
  const gv::Relation want = oracle(c);
  const gv::Vec3<T> p[3] = {c.tri.p0, c.tri.p1, c.tri.p2};
  const int orders[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
  for (const auto& o : orders) {
    RC_ASSERT(gv::relation(c.ray, gv::Triangle<T>{p[o[0]], p[o[1]], p[o[2]]}) == want);
  }
}

template <class T>
void hit_is_certified(const RayTriangle<T>& c) {
  const gv::RayHit<T> h = gv::ray_triangle(c.ray, c.tri);
  RC_ASSERT(h.relation == oracle(c));
  const gv::exact::TriangleFirstHit x = gv::exact::ray_triangle_hit(c.ray, c.tri);
  RC_LOG() << "bracket [" << h.t_lo << ", " << h.t_hi << "]\n";
  const std::string v = gv::exact::hit_bracket_violation(x.hit, x.t, h);
  RC_ASSERT(v.empty());
}

template <class T>
void core_never_leaks() {
  using Gen = gv::gen::Generator<RayTriangle<T>>;
  const std::size_t cls = *rc::gen::element(std::size_t{16}, std::size_t{17});
  RcSource src;
  const gv::gen::Mesh<T> m = Gen::make_mesh(src, cls);
  bool hit = false;
  for (const auto& tri : m.tris) hit |= gv::intersects(m.ray, tri);
  RC_ASSERT(hit);
}

RC_GTEST_PROP(RayTriangleF, CoreEqualsOracleUnderEverySymmetry, ()) { core_symmetric(any_case<RayTriangle<float>>()); }
RC_GTEST_PROP(RayTriangleD, CoreEqualsOracleUnderEverySymmetry, ()) { core_symmetric(any_case<RayTriangle<double>>()); }

RC_GTEST_PROP(RayTriangleF, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<RayTriangle<float>>()); }
RC_GTEST_PROP(RayTriangleD, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<RayTriangle<double>>()); }

RC_GTEST_PROP(RayTriangleF, VertexOrderDoesNotMatter, ()) { vertex_order_does_not_matter(any_case<RayTriangle<float>>()); }
RC_GTEST_PROP(RayTriangleD, VertexOrderDoesNotMatter, ()) { vertex_order_does_not_matter(any_case<RayTriangle<double>>()); }

RC_GTEST_PROP(RayTriangleF, HitBracketIsCertified, ()) { hit_is_certified(any_case<RayTriangle<float>>()); }
RC_GTEST_PROP(RayTriangleD, HitBracketIsCertified, ()) { hit_is_certified(any_case<RayTriangle<double>>()); }

RC_GTEST_PROP(RayTriangleF, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<RayTriangle<float>>(), true);
}
RC_GTEST_PROP(RayTriangleD, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<RayTriangle<double>>(), true);
}

// Generator classes whose cases are mostly touching: through-edge,
// through-vertex, in-plane, origin-on-tri, clipped-at-hit.
constexpr auto kTouching = {std::size_t{2}, std::size_t{3}, std::size_t{4}, std::size_t{9}, std::size_t{10}};

RC_GTEST_PROP(RayTriangleF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<RayTriangle<float>>(kTouching), true, false);
}
RC_GTEST_PROP(RayTriangleD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<RayTriangle<double>>(kTouching), true, false);
}

RC_GTEST_PROP(RayTriangleF, CoreNeverLeaksThroughAClosedMesh, ()) { core_never_leaks<float>(); }
RC_GTEST_PROP(RayTriangleD, CoreNeverLeaksThroughAClosedMesh, ()) { core_never_leaks<double>(); }

}  // namespace

}  // namespace gv_properties_ray_triangle
