// SPDX-License-Identifier: MIT
// Properties of the certified AABB-AABB core (core/aabb_aabb.h), float and
// double: the core equals the exact oracle on every generator class
// (gen/aabb_aabb.h), and both are invariant under the exact symmetries of
// floating point: 48 signed axis permutations, argument order, power-of-two
// scaling, translation by an offset that is exact for every coordinate;
// around every touching case each one-ulp neighbour is decided exactly too;
// and growing a box by one ulp at any end never moves the relation down the
// order disjoint < touching < overlapping (a larger set meets, and overlaps,
// whatever the smaller one did).
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include <array>
#include <cmath>
#include <limits>

#include "geoverify/core.h"
#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_aabb_aabb {

namespace {

using namespace gv::props;
using gv::query::AabbAabb;

template <class T>
void both_orders_agree(const AabbAabb<T>& c) {
  const gv::Relation r = gv::relation(c.a, c.b);
  RC_ASSERT(gv::relation(c.b, c.a) == r);
  RC_ASSERT(gv::intersects(c.a, c.b) == gv::intersecting(r));
  RC_ASSERT(gv::intersects(c.b, c.a) == gv::intersecting(r));
  RC_ASSERT(oracle(AabbAabb<T>{c.b, c.a}) == oracle(c));
}

/// Both boxes moved along one axis by an exact offset (metamorphic.h).
template <class T>
void exact_translation_preserves_the_relation(const AabbAabb<T>& c) {
  translation_invariant(c, [](AabbAabb<T>& m) {
    return std::array<gv::Vec3<T>*, 4>{&m.a.min, &m.a.max, &m.b.min, &m.b.max};
  });
}

/// One end of one box moved one ulp outwards (min down or max up): the new box
/// contains the old one, so the relation can only rise. Core and oracle.
template <class T>
void growing_a_box_is_monotone(const AabbAabb<T>& c) {
  AabbAabb<T> g = c;
  gv::Aabb<T>& box = *rc::gen::arbitrary<bool>() ? g.a : g.b;
  const int axis = *rc::gen::inRange(0, 3);
  const bool up = *rc::gen::arbitrary<bool>();
  const T big = std::numeric_limits<T>::max();
  gv::Vec3<T>& end = up ? box.max : box.min;
  const T before_value = gv::get(end, axis);
  gv::set(end, axis, std::nextafter(before_value, up ? big : -big));
  RC_PRE(gv::get(end, axis) != before_value);  // at the end of the range
  const gv::Relation before = core(c), after = core(g);
  RC_LOG() << gv::to_string(before) << " -> " << gv::to_string(after) << "\n";
  RC_ASSERT(static_cast<int>(after) >= static_cast<int>(before));
  RC_ASSERT(oracle(g) == after);
}

// Generator classes that construct contact between solid boxes (RC_PRE
// discards the rest): touch-face, touch-edge, touch-corner. Moving a meeting
// end one ulp apart leaves the boxes disjoint, so some neighbour always is.
constexpr auto kTouching = {std::size_t{2}, std::size_t{3}, std::size_t{4}};
// signed-zero: contact at 0 between -0.0 and +0.0; its boxes may be flat on
// the contact axis, where two coincident flat intervals have no one-scalar
// neighbour that separates them (each move either keeps them touching or
// inverts an interval), so only the exactness of the neighbours is checked.
constexpr auto kSignedZero = {std::size_t{10}};

RC_GTEST_PROP(AabbAabbF, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<AabbAabb<float>>()); }
RC_GTEST_PROP(AabbAabbD, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<AabbAabb<double>>()); }

RC_GTEST_PROP(AabbAabbF, SymmetriesPreserveTheRelation, ()) { symmetric(any_case<AabbAabb<float>>(), true); }
RC_GTEST_PROP(AabbAabbD, SymmetriesPreserveTheRelation, ()) { symmetric(any_case<AabbAabb<double>>(), true); }

RC_GTEST_PROP(AabbAabbF, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<AabbAabb<float>>()); }
RC_GTEST_PROP(AabbAabbD, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<AabbAabb<double>>()); }

RC_GTEST_PROP(AabbAabbF, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<AabbAabb<float>>(), true);
}
RC_GTEST_PROP(AabbAabbD, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<AabbAabb<double>>(), true);
}

RC_GTEST_PROP(AabbAabbF, ExactTranslationPreservesTheRelation, ()) {
  exact_translation_preserves_the_relation(any_case<AabbAabb<float>>());
}
RC_GTEST_PROP(AabbAabbD, ExactTranslationPreservesTheRelation, ()) {
  exact_translation_preserves_the_relation(any_case<AabbAabb<double>>());
}

RC_GTEST_PROP(AabbAabbF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<AabbAabb<float>>(kTouching), true);
}
RC_GTEST_PROP(AabbAabbD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<AabbAabb<double>>(kTouching), true);
}

RC_GTEST_PROP(AabbAabbF, OneUlpAroundSignedZeroContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<AabbAabb<float>>(kSignedZero), true, false);
}
RC_GTEST_PROP(AabbAabbD, OneUlpAroundSignedZeroContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<AabbAabb<double>>(kSignedZero), true, false);
}

RC_GTEST_PROP(AabbAabbF, GrowingABoxByOneUlpNeverSeparates, ()) {
  growing_a_box_is_monotone(any_case<AabbAabb<float>>());
}
RC_GTEST_PROP(AabbAabbD, GrowingABoxByOneUlpNeverSeparates, ()) {
  growing_a_box_is_monotone(any_case<AabbAabb<double>>());
}

}  // namespace

}  // namespace gv_properties_aabb_aabb
