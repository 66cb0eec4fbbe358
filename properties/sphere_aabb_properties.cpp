// SPDX-License-Identifier: MIT
// Properties of the certified sphere-AABB core (core/sphere_aabb.h), float
// and double: the core equals the exact oracle on every generator class
// (gen/sphere_aabb.h), and both are invariant under the exact symmetries of
// floating point: 48 signed axis permutations, argument order, power-of-two
// scaling; around every touching case each one-ulp neighbour is decided
// exactly too; and growing the radius by one ulp never moves the relation
// down the order disjoint < touching < overlapping (in particular never turns
// an intersecting pair into a disjoint one).
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include <cmath>
#include <limits>

#include "geoverify/core.h"
#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_sphere_aabb {

namespace {

using namespace gv::props;
using gv::query::SphereAabb;

template <class T>
void both_orders_agree(const SphereAabb<T>& c) {
  const gv::Relation r = gv::relation(c.sphere, c.box);
  RC_ASSERT(gv::relation(c.box, c.sphere) == r);
  RC_ASSERT(gv::intersects(c.sphere, c.box) == gv::intersecting(r));
  RC_ASSERT(gv::intersects(c.box, c.sphere) == gv::intersecting(r));
}

/// r one ulp larger: the squared distance is unchanged and r^2 grows, so the
/// relation can only rise (a point on the boundary becomes a ball around it:
/// overlapping). Checked on the core and on the oracle.
template <class T>
void growing_radius_is_monotone(const SphereAabb<T>& c) {
  SphereAabb<T> g = c;
  g.sphere.r = std::nextafter(c.sphere.r, std::numeric_limits<T>::max());
  RC_PRE(g.sphere.r != c.sphere.r);  // r == max
  const gv::Relation before = core(c), after = core(g);
  RC_LOG() << gv::to_string(before) << " -> " << gv::to_string(after) << "\n";
  RC_ASSERT(static_cast<int>(after) >= static_cast<int>(before));
  RC_ASSERT(!gv::intersecting(before) || gv::intersecting(after));
  RC_ASSERT(oracle(g) == after);
}

// Generator classes that construct contact (RC_PRE discards the rest):
// touch-face, touch-edge, touch-corner, point-on-box. Moving the centre one
// ulp outwards along a fixed axis, or a positive radius one ulp down, leaves
// the ball short of the box, so some neighbour is always disjoint.
constexpr auto kTouching = {std::size_t{2}, std::size_t{3}, std::size_t{4}, std::size_t{6}};

RC_GTEST_PROP(SphereAabbF, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<SphereAabb<float>>()); }
RC_GTEST_PROP(SphereAabbD, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<SphereAabb<double>>()); }

RC_GTEST_PROP(SphereAabbF, SymmetriesPreserveTheRelation, ()) { symmetric(any_case<SphereAabb<float>>(), true); }
RC_GTEST_PROP(SphereAabbD, SymmetriesPreserveTheRelation, ()) { symmetric(any_case<SphereAabb<double>>(), true); }

RC_GTEST_PROP(SphereAabbF, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<SphereAabb<float>>()); }
RC_GTEST_PROP(SphereAabbD, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<SphereAabb<double>>()); }

RC_GTEST_PROP(SphereAabbF, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<SphereAabb<float>>(), true);
}
RC_GTEST_PROP(SphereAabbD, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<SphereAabb<double>>(), true);
}

RC_GTEST_PROP(SphereAabbF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<SphereAabb<float>>(kTouching), true);
}
RC_GTEST_PROP(SphereAabbD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<SphereAabb<double>>(kTouching), true);
}

RC_GTEST_PROP(SphereAabbF, GrowingTheRadiusByOneUlpNeverSeparates, ()) {
  growing_radius_is_monotone(any_case<SphereAabb<float>>());
}
RC_GTEST_PROP(SphereAabbD, GrowingTheRadiusByOneUlpNeverSeparates, ()) {
  growing_radius_is_monotone(any_case<SphereAabb<double>>());
}

}  // namespace

}  // namespace gv_properties_sphere_aabb
