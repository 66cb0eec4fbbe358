// SPDX-License-Identifier: MIT
// Properties of the certified sphere-sphere core (core/sphere_sphere.h), float
// and double: the core equals the exact oracle on every generator class
// (gen/sphere_sphere.h), and both are invariant under the exact symmetries of
// floating point: 48 signed axis permutations, argument order, power-of-two
// scaling; around every constructed tangency each one-ulp neighbour is
// decided exactly too; and growing a radius by one ulp never moves the
// relation down the order disjoint < touching < overlapping.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include <cmath>
#include <limits>

#include "geoverify/core.h"
#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_sphere_sphere {

namespace {

using namespace gv::props;
using gv::query::SphereSphere;

template <class T>
void both_orders_agree(const SphereSphere<T>& c) {
  const gv::Relation r = gv::relation(c.a, c.b);
  RC_ASSERT(gv::relation(c.b, c.a) == r);
  RC_ASSERT(gv::intersects(c.a, c.b) == gv::intersecting(r));
  RC_ASSERT(gv::intersects(c.b, c.a) == gv::intersecting(r));
  RC_ASSERT(oracle(SphereSphere<T>{c.b, c.a}) == oracle(c));
}

/// One radius one ulp larger: the new ball contains the old one, so the
/// relation can only rise. Core and oracle.
template <class T>
void growing_a_radius_is_monotone(const SphereSphere<T>& c) {
  SphereSphere<T> g = c;
  T& r = *rc::gen::arbitrary<bool>() ? g.a.r : g.b.r;
  const T before_value = r;
  r = std::nextafter(std::fabs(r), std::numeric_limits<T>::max());
  RC_PRE(r != before_value && std::isfinite(r));
  const gv::Relation before = core(c), after = core(g);
  RC_LOG() << gv::to_string(before) << " -> " << gv::to_string(after) << "\n";
  RC_ASSERT(static_cast<int>(after) >= static_cast<int>(before));
  RC_ASSERT(oracle(g) == after);
}

// The classes that construct exact tangency (RC_PRE discards the rest):
// tangent-axis, tangent-lattice, tangent-big-lattice.
constexpr auto kTangent = {std::size_t{2}, std::size_t{3}, std::size_t{4}};

RC_GTEST_PROP(SphereSphereF, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<SphereSphere<float>>()); }
RC_GTEST_PROP(SphereSphereD, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<SphereSphere<double>>()); }

RC_GTEST_PROP(SphereSphereF, SymmetriesPreserveTheRelation, ()) { symmetric(any_case<SphereSphere<float>>(), true); }
RC_GTEST_PROP(SphereSphereD, SymmetriesPreserveTheRelation, ()) { symmetric(any_case<SphereSphere<double>>(), true); }

RC_GTEST_PROP(SphereSphereF, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<SphereSphere<float>>()); }
RC_GTEST_PROP(SphereSphereD, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<SphereSphere<double>>()); }

RC_GTEST_PROP(SphereSphereF, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<SphereSphere<float>>(), true);
}
RC_GTEST_PROP(SphereSphereD, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<SphereSphere<double>>(), true);
}

RC_GTEST_PROP(SphereSphereF, OneUlpAroundTangencyIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<SphereSphere<float>>(kTangent), true);
}
RC_GTEST_PROP(SphereSphereD, OneUlpAroundTangencyIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<SphereSphere<double>>(kTangent), true);
}

RC_GTEST_PROP(SphereSphereF, GrowingARadiusByOneUlpNeverSeparates, ()) {
  growing_a_radius_is_monotone(any_case<SphereSphere<float>>());
}
RC_GTEST_PROP(SphereSphereD, GrowingARadiusByOneUlpNeverSeparates, ()) {
  growing_a_radius_is_monotone(any_case<SphereSphere<double>>());
}

}  // namespace

}  // namespace gv_properties_sphere_sphere
