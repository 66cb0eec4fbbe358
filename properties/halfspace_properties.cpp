// SPDX-License-Identifier: MIT
// Properties of the certified half-space cores (core/halfspace_aabb.h,
// core/halfspace_obb.h), float and double: the core equals the exact oracle
// on every generator class (gen/halfspace_aabb.h, gen/halfspace_obb.h);
// both are invariant under the 48 signed axis permutations, argument order
// and power-of-two scaling; around every touching case each one-ulp
// neighbour is decided exactly; an axis-aligned box as an OBB (identity
// axes, centre and half extents exactly representable) gives the AABB's
// relation; and moving d down by one ulp (enlarging the half-space) never
// moves the relation down the order disjoint < touching < overlapping.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include <cmath>
#include <limits>

#include "geoverify/core.h"
#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_halfspace {

namespace {

using namespace gv::props;
using gv::query::HalfspaceAabb;
using gv::query::HalfspaceObb;

template <class C>
void both_orders_agree(const C& c) {
  const auto& [h, b] = c.tie();
  const gv::Relation r = gv::relation(h, b);
  RC_ASSERT(gv::relation(b, h) == r);
  RC_ASSERT(gv::intersects(h, b) == gv::intersecting(r));
  RC_ASSERT(gv::intersects(b, h) == gv::intersecting(r));
}

/// The box [min, max] is the OBB with centre (min + max) / 2, identity axes
/// and half extents (max - min) / 2 when those are exact (checked by
/// reconstructing min and max).
template <class T>
void aabb_as_obb_agrees(const HalfspaceAabb<T>& c) {
  gv::Obb<T> o{{}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {}};
  for (int i = 0; i < 3; ++i) {
    const T lo = gv::get(c.box.min, i), hi = gv::get(c.box.max, i);
    const T ctr = lo / 2 + hi / 2, ext = hi / 2 - lo / 2;
    RC_PRE(std::isfinite(ctr) && std::isfinite(ext) && ctr - ext == lo && ctr + ext == hi);
    gv::set(o.c, i, ctr);
    o.e[i] = ext;
  }
  RC_ASSERT(gv::relation(c.halfspace, o) == gv::relation(c.halfspace, c.box));
}

/// d one ulp lower enlarges the half-space: the relation can only rise.
template <class C>
void enlarging_is_monotone(const C& c) {
  C g = c;
  using T = typename C::Scalar;
  g.halfspace.d = std::nextafter(c.halfspace.d, -std::numeric_limits<T>::max());
  RC_PRE(g.halfspace.d != c.halfspace.d);
  const gv::Relation before = core(c), after = core(g);
  RC_ASSERT(static_cast<int>(after) >= static_cast<int>(before));
  RC_ASSERT(oracle(g) == after);
}

constexpr auto kAabbTouching = {std::size_t{2}, std::size_t{3}, std::size_t{4}};
constexpr auto kObbTouching = {std::size_t{2}, std::size_t{3}, std::size_t{4}, std::size_t{6}, std::size_t{7}};

RC_GTEST_PROP(HalfspaceAabbF, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<HalfspaceAabb<float>>()); }
RC_GTEST_PROP(HalfspaceAabbD, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<HalfspaceAabb<double>>()); }
RC_GTEST_PROP(HalfspaceObbF, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<HalfspaceObb<float>>()); }
RC_GTEST_PROP(HalfspaceObbD, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<HalfspaceObb<double>>()); }

RC_GTEST_PROP(HalfspaceAabbF, SymmetriesPreserveTheRelation, ()) {
  symmetric(any_case<HalfspaceAabb<float>>(), true);
}
RC_GTEST_PROP(HalfspaceAabbD, SymmetriesPreserveTheRelation, ()) {
  symmetric(any_case<HalfspaceAabb<double>>(), true);
}
RC_GTEST_PROP(HalfspaceObbF, SymmetriesPreserveTheRelation, ()) { symmetric(any_case<HalfspaceObb<float>>(), true); }
RC_GTEST_PROP(HalfspaceObbD, SymmetriesPreserveTheRelation, ()) { symmetric(any_case<HalfspaceObb<double>>(), true); }

RC_GTEST_PROP(HalfspaceAabbF, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<HalfspaceAabb<float>>()); }
RC_GTEST_PROP(HalfspaceObbD, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<HalfspaceObb<double>>()); }

RC_GTEST_PROP(HalfspaceAabbD, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<HalfspaceAabb<double>>(), true);
}
RC_GTEST_PROP(HalfspaceObbF, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<HalfspaceObb<float>>(), true);
}

RC_GTEST_PROP(HalfspaceAabbF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<HalfspaceAabb<float>>(kAabbTouching), true);
}
RC_GTEST_PROP(HalfspaceAabbD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<HalfspaceAabb<double>>(kAabbTouching), true);
}
RC_GTEST_PROP(HalfspaceObbF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<HalfspaceObb<float>>(kObbTouching), true);
}
RC_GTEST_PROP(HalfspaceObbD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<HalfspaceObb<double>>(kObbTouching), true);
}

RC_GTEST_PROP(HalfspaceAabbF, AnAabbAsAnObbGivesTheSameRelation, ()) {
  aabb_as_obb_agrees(any_case<HalfspaceAabb<float>>());
}
RC_GTEST_PROP(HalfspaceAabbD, AnAabbAsAnObbGivesTheSameRelation, ()) {
  aabb_as_obb_agrees(any_case<HalfspaceAabb<double>>());
}

RC_GTEST_PROP(HalfspaceAabbF, EnlargingTheHalfSpaceNeverSeparates, ()) {
  enlarging_is_monotone(any_case<HalfspaceAabb<float>>());
}
RC_GTEST_PROP(HalfspaceObbD, EnlargingTheHalfSpaceNeverSeparates, ()) {
  enlarging_is_monotone(any_case<HalfspaceObb<double>>());
}

}  // namespace

}  // namespace gv_properties_halfspace
