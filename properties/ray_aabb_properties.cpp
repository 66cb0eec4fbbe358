// SPDX-License-Identifier: MIT
// Properties of the certified ray-AABB core, float and double: it equals the
// exact oracle on every generator class, in both argument orders and under all
// 48 signed axis permutations; its entry bracket certifies the oracle's exact
// entry parameter; exact power-of-two scalings preserve its answer; and around
// every touching case each one-ulp neighbour is decided exactly too.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include <string>

#include "geoverify/core.h"
#include "geoverify/exact/ray_aabb.h"
#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_ray_aabb {

namespace {

using namespace gv::props;
using gv::query::RayAabb;

template <class T>
void entry_is_certified(const RayAabb<T>& c) {
  const gv::RayHit<T> e = gv::ray_aabb_entry(c.ray, c.box);
  RC_ASSERT(e.relation == oracle(c));
  const std::string v = gv::exact::entry_bracket_violation(c.ray, c.box, e);
  RC_LOG() << "bracket [" << e.t_lo << ", " << e.t_hi << "]: " << v << "\n";
  RC_ASSERT(v.empty());
}

template <class T>
void both_orders_agree(const RayAabb<T>& c) {
  const gv::Relation r = gv::relation(c.ray, c.box);
  RC_ASSERT(gv::relation(c.box, c.ray) == r);
  RC_ASSERT(gv::intersects(c.ray, c.box) == gv::intersecting(r));
  RC_ASSERT(gv::intersects(c.box, c.ray) == gv::intersecting(r));
}

// Generator classes whose cases are mostly touching: origin-on-face,
// grazing-face, through-edge, near-edge.
constexpr auto kTouching = {std::size_t{4}, std::size_t{5}, std::size_t{6}, std::size_t{16}};

RC_GTEST_PROP(RayAabbF, CoreEqualsOracleUnderEverySymmetry, ()) { core_symmetric(any_case<RayAabb<float>>()); }
RC_GTEST_PROP(RayAabbD, CoreEqualsOracleUnderEverySymmetry, ()) { core_symmetric(any_case<RayAabb<double>>()); }

RC_GTEST_PROP(RayAabbF, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<RayAabb<float>>()); }
RC_GTEST_PROP(RayAabbD, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<RayAabb<double>>()); }

RC_GTEST_PROP(RayAabbF, EntryBracketIsCertified, ()) { entry_is_certified(any_case<RayAabb<float>>()); }
RC_GTEST_PROP(RayAabbD, EntryBracketIsCertified, ()) { entry_is_certified(any_case<RayAabb<double>>()); }

RC_GTEST_PROP(RayAabbF, PowerOfTwoScalingPreservesTheRelation, ()) { scale_invariant(any_case<RayAabb<float>>(), true); }
RC_GTEST_PROP(RayAabbD, PowerOfTwoScalingPreservesTheRelation, ()) { scale_invariant(any_case<RayAabb<double>>(), true); }

RC_GTEST_PROP(RayAabbF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<RayAabb<float>>(kTouching), true);
}
RC_GTEST_PROP(RayAabbD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<RayAabb<double>>(kTouching), true);
}

}  // namespace

}  // namespace gv_properties_ray_aabb
