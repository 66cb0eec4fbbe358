// SPDX-License-Identifier: MIT
// Properties of the plane queries (seed 000), float and double: the core equals
// the exact oracle on every generator class, and both are invariant under the
// exact symmetries of floating point: 48 signed axis permutations, argument
// order, power-of-two scaling; around every touching case, each one-ulp
// neighbour is decided exactly too.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include "geoverify/core.h"
#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_plane {

namespace {

using namespace gv::props;
using gv::query::PlaneAabb;
using gv::query::PlaneSphere;

RC_GTEST_PROP(PlaneAabbF, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<PlaneAabb<float>>()); }
RC_GTEST_PROP(PlaneAabbD, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<PlaneAabb<double>>()); }
RC_GTEST_PROP(PlaneSphereF, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<PlaneSphere<float>>()); }
RC_GTEST_PROP(PlaneSphereD, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<PlaneSphere<double>>()); }

RC_GTEST_PROP(PlaneAabbF, SymmetriesPreserveTheRelation, ()) { symmetric(any_case<PlaneAabb<float>>(), true); }
RC_GTEST_PROP(PlaneAabbD, SymmetriesPreserveTheRelation, ()) { symmetric(any_case<PlaneAabb<double>>(), true); }
RC_GTEST_PROP(PlaneSphereF, SymmetriesPreserveTheRelation, ()) { symmetric(any_case<PlaneSphere<float>>(), true); }
RC_GTEST_PROP(PlaneSphereD, SymmetriesPreserveTheRelation, ()) { symmetric(any_case<PlaneSphere<double>>(), true); }

RC_GTEST_PROP(PlaneAabbF, ArgumentOrderDoesNotMatter, ()) {
  const auto c = any_case<PlaneAabb<float>>();
  RC_ASSERT(gv::relation(c.plane, c.box) == gv::relation(c.box, c.plane));
  RC_ASSERT(gv::intersects(c.plane, c.box) == gv::intersects(c.box, c.plane));
}
RC_GTEST_PROP(PlaneAabbD, ArgumentOrderDoesNotMatter, ()) {
  const auto c = any_case<PlaneAabb<double>>();
  RC_ASSERT(gv::relation(c.plane, c.box) == gv::relation(c.box, c.plane));
}
RC_GTEST_PROP(PlaneSphereF, ArgumentOrderDoesNotMatter, ()) {
  const auto c = any_case<PlaneSphere<float>>();
  RC_ASSERT(gv::relation(c.plane, c.sphere) == gv::relation(c.sphere, c.plane));
  RC_ASSERT(gv::intersects(c.plane, c.sphere) == gv::intersects(c.sphere, c.plane));
}
RC_GTEST_PROP(PlaneSphereD, ArgumentOrderDoesNotMatter, ()) {
  const auto c = any_case<PlaneSphere<double>>();
  RC_ASSERT(gv::relation(c.plane, c.sphere) == gv::relation(c.sphere, c.plane));
}

RC_GTEST_PROP(PlaneAabbF, PowerOfTwoScalingPreservesTheRelation, ()) { scale_invariant(any_case<PlaneAabb<float>>(), true); }
RC_GTEST_PROP(PlaneAabbD, PowerOfTwoScalingPreservesTheRelation, ()) { scale_invariant(any_case<PlaneAabb<double>>(), true); }
RC_GTEST_PROP(PlaneSphereF, PowerOfTwoScalingPreservesTheRelation, ()) { scale_invariant(any_case<PlaneSphere<float>>(), true); }
RC_GTEST_PROP(PlaneSphereD, PowerOfTwoScalingPreservesTheRelation, ()) { scale_invariant(any_case<PlaneSphere<double>>(), true); }

// The neighbourhood properties draw from the contact classes directly, so
// that RC_PRE rarely discards.
RC_GTEST_PROP(PlaneAabbF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<PlaneAabb<float>>({2, 3, 4, 6, 7, 11, 12}), true);
}
RC_GTEST_PROP(PlaneAabbD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<PlaneAabb<double>>({2, 3, 4, 6, 7, 11, 12}), true);
}
RC_GTEST_PROP(PlaneSphereF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<PlaneSphere<float>>({2, 3, 4, 9, 10}), true);
}
RC_GTEST_PROP(PlaneSphereD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<PlaneSphere<double>>({2, 3, 4, 9, 10}), true);
}

}  // namespace

}  // namespace gv_properties_plane
