// SPDX-License-Identifier: MIT
// Properties of the certified AABB-triangle core, float and double: it equals
// the exact oracle on every generator class, in both argument orders and under
// all 48 signed axis permutations; exact power-of-two scalings and vertex
// order preserve its answer; and around every touching case each one-ulp
// neighbour is decided exactly too.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include "geoverify/core.h"
#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_aabb_triangle {

namespace {

using namespace gv::props;
using gv::query::AabbTriangle;

template <class T>
void both_orders_agree(const AabbTriangle<T>& c) {
  const gv::Relation r = gv::relation(c.box, c.tri);
  RC_ASSERT(gv::relation(c.tri, c.box) == r);
  RC_ASSERT(gv::intersects(c.box, c.tri) == gv::intersecting(r));
  RC_ASSERT(gv::intersects(c.tri, c.box) == gv::intersecting(r));
}

/// The triangle is a set: its six vertex orders give one relation.
template <class T>
void vertex_order_does_not_matter(const AabbTriangle<T>& c) {
  const gv::Relation want = oracle(c);
  const auto& t = c.tri;
  const gv::Triangle<T> orders[] = {{t.p0, t.p1, t.p2}, {t.p1, t.p2, t.p0}, {t.p2, t.p0, t.p1},
                                    {t.p0, t.p2, t.p1}, {t.p2, t.p1, t.p0}, {t.p1, t.p0, t.p2}};
  for (const auto& o : orders) RC_ASSERT(gv::relation(c.box, o) == want);
}

// Generator classes whose cases are mostly touching: vertex-touch,
// edge-touch, in-face-plane, flat-box-coplanar. A triangle may touch with
// several vertices at once, so a one-ulp move of one scalar need not part
// the shapes: only exactness is asserted around contact.
constexpr auto kTouching = {std::size_t{5}, std::size_t{6}, std::size_t{7}, std::size_t{8}};

RC_GTEST_PROP(AabbTriangleF, CoreEqualsOracleUnderEverySymmetry, ()) { core_symmetric(any_case<AabbTriangle<float>>()); }
RC_GTEST_PROP(AabbTriangleD, CoreEqualsOracleUnderEverySymmetry, ()) {
  core_symmetric(any_case<AabbTriangle<double>>());
}

RC_GTEST_PROP(AabbTriangleF, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<AabbTriangle<float>>()); }
RC_GTEST_PROP(AabbTriangleD, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<AabbTriangle<double>>()); }

RC_GTEST_PROP(AabbTriangleF, VertexOrderDoesNotMatter, ()) { vertex_order_does_not_matter(any_case<AabbTriangle<float>>()); }
RC_GTEST_PROP(AabbTriangleD, VertexOrderDoesNotMatter, ()) {
  vertex_order_does_not_matter(any_case<AabbTriangle<double>>());
}

RC_GTEST_PROP(AabbTriangleF, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<AabbTriangle<float>>(), true);
}
RC_GTEST_PROP(AabbTriangleD, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<AabbTriangle<double>>(), true);
}

RC_GTEST_PROP(AabbTriangleF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<AabbTriangle<float>>(kTouching), true, false);
}
RC_GTEST_PROP(AabbTriangleD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<AabbTriangle<double>>(kTouching), true, false);
}

}  // namespace

}  // namespace gv_properties_aabb_triangle
