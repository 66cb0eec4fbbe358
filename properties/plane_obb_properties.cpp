// SPDX-License-Identifier: MIT
// Properties of the certified plane-OBB core (core/plane_obb.h), float and
// double: the core equals the exact oracle on every generator class
// (gen/plane_obb.h); both are invariant under the 48 signed axis
// permutations, argument order and power-of-two scaling; around every
// touching case each one-ulp neighbour is decided exactly; and the plane's
// relation is the combination of its two closed half-spaces' relations
// (disjoint iff one of them is; overlapping iff both are), a check across
// queries that needs no oracle.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include "geoverify/core.h"
#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_plane_obb {

namespace {

using namespace gv::props;
using gv::query::PlaneObb;

template <class T>
void both_orders_agree(const PlaneObb<T>& c) {
  const gv::Relation r = gv::relation(c.plane, c.obb);
  RC_ASSERT(gv::relation(c.obb, c.plane) == r);
  RC_ASSERT(gv::intersects(c.plane, c.obb) == gv::intersecting(r));
  RC_ASSERT(gv::intersects(c.obb, c.plane) == gv::intersecting(r));
}

/// n.x + d over the box ranges over [s_lo, s_hi]; the half-space {n, d} has
/// minimum s_lo, {-n, -d} has minimum -s_hi. The plane is disjoint iff
/// s_lo > 0 or s_hi < 0, overlapping iff s_lo < 0 < s_hi.
template <class T>
void plane_is_both_half_spaces(const PlaneObb<T>& c) {
  const gv::Halfspace<T> below{c.plane.n, c.plane.d};
  const gv::Halfspace<T> above{{-c.plane.n.x, -c.plane.n.y, -c.plane.n.z}, -c.plane.d};
  const gv::Relation a = gv::relation(below, c.obb), b = gv::relation(above, c.obb);
  const bool all_space = c.plane.n.x == 0 && c.plane.n.y == 0 && c.plane.n.z == 0;
  RC_PRE(!all_space || c.plane.d == 0);  // n == 0, d != 0: one half-space is all of space, the plane empty
  const gv::Relation want = (a == gv::Relation::disjoint || b == gv::Relation::disjoint) ? gv::Relation::disjoint
                            : (a == gv::Relation::overlapping && b == gv::Relation::overlapping)
                                ? gv::Relation::overlapping
                                : gv::Relation::touching;
  RC_ASSERT(gv::relation(c.plane, c.obb) == want);
}

constexpr auto kTouching = {std::size_t{2}, std::size_t{3}, std::size_t{4}, std::size_t{6}, std::size_t{7}};

RC_GTEST_PROP(PlaneObbF, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<PlaneObb<float>>()); }
RC_GTEST_PROP(PlaneObbD, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<PlaneObb<double>>()); }
RC_GTEST_PROP(PlaneObbF, SymmetriesPreserveTheRelation, ()) { symmetric(any_case<PlaneObb<float>>(), true); }
RC_GTEST_PROP(PlaneObbD, SymmetriesPreserveTheRelation, ()) { symmetric(any_case<PlaneObb<double>>(), true); }
RC_GTEST_PROP(PlaneObbF, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<PlaneObb<float>>()); }
RC_GTEST_PROP(PlaneObbD, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<PlaneObb<double>>()); }
RC_GTEST_PROP(PlaneObbF, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<PlaneObb<float>>(), true);
}
RC_GTEST_PROP(PlaneObbD, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<PlaneObb<double>>(), true);
}
RC_GTEST_PROP(PlaneObbF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<PlaneObb<float>>(kTouching), true);
}
RC_GTEST_PROP(PlaneObbD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<PlaneObb<double>>(kTouching), true);
}
RC_GTEST_PROP(PlaneObbF, PlaneIsTheMeetingOfItsTwoHalfSpaces, ()) {
  plane_is_both_half_spaces(any_case<PlaneObb<float>>());
}
RC_GTEST_PROP(PlaneObbD, PlaneIsTheMeetingOfItsTwoHalfSpaces, ()) {
  plane_is_both_half_spaces(any_case<PlaneObb<double>>());
}

}  // namespace

}  // namespace gv_properties_plane_obb
