// SPDX-License-Identifier: MIT
// Properties of the certified segment-AABB core (core/segment_aabb.h), float
// and double: the core equals the exact oracle on every generator class
// (gen/segment_aabb.h), and both are invariant under the exact symmetries of
// floating point: 48 signed axis permutations, argument order, swapping the
// endpoints p0 and p1 (the same point set), power-of-two scaling; around
// every touching case each one-ulp neighbour is decided exactly too.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include <utility>

#include "geoverify/core.h"
#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_segment_aabb {

namespace {

using namespace gv::props;
using gv::query::SegmentAabb;

template <class T>
void both_orders_agree(const SegmentAabb<T>& c) {
  const gv::Relation r = gv::relation(c.seg, c.box);
  RC_ASSERT(gv::relation(c.box, c.seg) == r);
  RC_ASSERT(gv::intersects(c.seg, c.box) == gv::intersecting(r));
  RC_ASSERT(gv::intersects(c.box, c.seg) == gv::intersecting(r));
}

/// conv{p0, p1} == conv{p1, p0}: the relation must not depend on the order of
/// the endpoints (the core measures the parameter from p0; the oracle does
/// not), on the core and on the oracle.
template <class T>
void endpoint_order_does_not_matter(const SegmentAabb<T>& c) {
  SegmentAabb<T> s = c;
  std::swap(s.seg.p0, s.seg.p1);
  const gv::Relation want = oracle(c);
  RC_ASSERT(core(s) == want);
  RC_ASSERT(oracle(s) == want);
}

// Generator classes that construct contact (RC_PRE discards the rest):
// endpoint-on-face, endpoint-on-edge, endpoint-on-corner, in-face-plane,
// along-edge, graze-edge, graze-corner.
constexpr auto kTouching = {std::size_t{2}, std::size_t{3}, std::size_t{4}, std::size_t{5},
                            std::size_t{6}, std::size_t{8}, std::size_t{9}};

RC_GTEST_PROP(SegmentAabbF, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<SegmentAabb<float>>()); }
RC_GTEST_PROP(SegmentAabbD, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<SegmentAabb<double>>()); }

RC_GTEST_PROP(SegmentAabbF, SymmetriesPreserveTheRelation, ()) { symmetric(any_case<SegmentAabb<float>>(), true); }
RC_GTEST_PROP(SegmentAabbD, SymmetriesPreserveTheRelation, ()) {
  symmetric(any_case<SegmentAabb<double>>(), true);
}

RC_GTEST_PROP(SegmentAabbF, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<SegmentAabb<float>>()); }
RC_GTEST_PROP(SegmentAabbD, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<SegmentAabb<double>>()); }

RC_GTEST_PROP(SegmentAabbF, SwappingTheEndpointsDoesNotMatter, ()) {
  endpoint_order_does_not_matter(any_case<SegmentAabb<float>>());
}
RC_GTEST_PROP(SegmentAabbD, SwappingTheEndpointsDoesNotMatter, ()) {
  endpoint_order_does_not_matter(any_case<SegmentAabb<double>>());
}

RC_GTEST_PROP(SegmentAabbF, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<SegmentAabb<float>>(), true);
}
RC_GTEST_PROP(SegmentAabbD, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<SegmentAabb<double>>(), true);
}

RC_GTEST_PROP(SegmentAabbF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<SegmentAabb<float>>(kTouching), true);
}
RC_GTEST_PROP(SegmentAabbD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<SegmentAabb<double>>(kTouching), true);
}

}  // namespace

}  // namespace gv_properties_segment_aabb
