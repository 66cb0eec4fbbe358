// SPDX-License-Identifier: MIT
// Properties of the certified ray-sphere core (core/ray_sphere.h), float and
// double: the core equals the exact oracle on every generator class
// (gen/ray_sphere.h), and both are invariant under the exact symmetries of
// floating point: 48 signed axis permutations, argument order, power-of-two
// scaling of the coordinates (the parameters kept); around every constructed
// tangency each one-ulp neighbour is decided exactly too; growing the radius
// by one ulp never moves the relation down the order disjoint < touching <
// overlapping, and neither does lengthening the ray (tmax one ulp larger).
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include <cmath>
#include <vector>
#include <limits>

#include "geoverify/core.h"
#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_ray_sphere {

namespace {

using namespace gv::props;
using gv::query::RaySphere;

template <class T>
void both_orders_agree(const RaySphere<T>& c) {
  const gv::Relation r = gv::relation(c.ray, c.sphere);
  RC_ASSERT(gv::relation(c.sphere, c.ray) == r);
  RC_ASSERT(gv::intersects(c.ray, c.sphere) == gv::intersecting(r));
  RC_ASSERT(gv::intersects(c.sphere, c.ray) == gv::intersecting(r));
}

/// The ball one ulp larger, or the ray one ulp longer (a larger set either
/// way): the relation can only rise. Core and oracle.
template <class T>
void growing_a_set_is_monotone(const RaySphere<T>& c) {
  RaySphere<T> g = c;
  T& v = *rc::gen::arbitrary<bool>() ? g.sphere.r : g.ray.tmax;
  const T before_value = v;
  RC_PRE(std::isfinite(before_value));  // an unbounded ray cannot grow
  v = std::nextafter(std::fabs(v), std::numeric_limits<T>::max());
  RC_PRE(v != before_value && std::isfinite(v));
  const gv::Relation before = core(c), after = core(g);
  RC_LOG() << gv::to_string(before) << " -> " << gv::to_string(after) << "\n";
  RC_ASSERT(static_cast<int>(after) >= static_cast<int>(before));
  RC_ASSERT(oracle(g) == after);
}

/// The classes that construct exact contact (tangent lines, the ray's
/// origin or an end on the sphere), found by name.
template <class T>
const std::vector<std::size_t>& contact_classes() {
  static const std::vector<std::size_t> v = gv::gen::classes_named<RaySphere<T>>({"tangent", "on-sphere"});
  return v;
}

RC_GTEST_PROP(RaySphereF, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<RaySphere<float>>()); }
RC_GTEST_PROP(RaySphereD, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<RaySphere<double>>()); }

RC_GTEST_PROP(RaySphereF, SymmetriesPreserveTheRelation, ()) { symmetric(any_case<RaySphere<float>>(), true); }
RC_GTEST_PROP(RaySphereD, SymmetriesPreserveTheRelation, ()) { symmetric(any_case<RaySphere<double>>(), true); }

RC_GTEST_PROP(RaySphereF, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<RaySphere<float>>()); }
RC_GTEST_PROP(RaySphereD, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<RaySphere<double>>()); }

RC_GTEST_PROP(RaySphereF, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<RaySphere<float>>(), true);
}
RC_GTEST_PROP(RaySphereD, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<RaySphere<double>>(), true);
}

RC_GTEST_PROP(RaySphereF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<RaySphere<float>>(contact_classes<float>()), true);
}
RC_GTEST_PROP(RaySphereD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<RaySphere<double>>(contact_classes<double>()), true);
}

RC_GTEST_PROP(RaySphereF, GrowingTheBallOrTheRayNeverSeparates, ()) {
  growing_a_set_is_monotone(any_case<RaySphere<float>>());
}
RC_GTEST_PROP(RaySphereD, GrowingTheBallOrTheRayNeverSeparates, ()) {
  growing_a_set_is_monotone(any_case<RaySphere<double>>());
}

}  // namespace

}  // namespace gv_properties_ray_sphere
