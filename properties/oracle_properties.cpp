// SPDX-License-Identifier: MIT
// Properties of the oracles (the trust base the certified cores are checked
// against), float and double: the oracle of every registered query with a
// second formulation equals it (exact/crosscheck: linear programming, face
// enumeration) on any generated case, and the relation is invariant under
// the exact symmetries (signed axis permutations, power-of-two scaling).
// A failure shrinks to a small case, printed as C++.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include <string>
#include <tuple>
#include <type_traits>

#include "geoverify/crosscheck/crosscheck.h"
#include "geoverify/query/registry.h"
#include "every_query.h"
#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_oracle {

namespace {

using namespace gv::props;
using gv::query::AabbTriangle;
using gv::query::ObbObb;
using gv::query::ObbSphere;
using gv::query::RayAabb;
using gv::query::RayTriangle;

// Every registered query with a second formulation (crosscheck::of).
template <class C>
class OracleEqualsCrossCheck : public ::testing::Test {};
using CrossChecked =
    gv::test_support::detail::TypesOf<gv::query::CasesWhere<gv::crosscheck::HasFormulationT>>::type;
TYPED_TEST_SUITE(OracleEqualsCrossCheck, CrossChecked, gv::test_support::CaseTypeName);

TYPED_TEST(OracleEqualsCrossCheck, OnAnyCase) {
  using C = TypeParam;
  EXPECT_TRUE(rc::check([] {
    const C c = any_case<C>();
    RC_ASSERT(oracle(c) == gv::crosscheck::of(c));
  }));
}

RC_GTEST_PROP(SegmentAabbF, SymmetriesPreserveTheRelation, ()) {
  symmetric_sample(any_case<gv::query::SegmentAabb<float>>(), 4);
}
RC_GTEST_PROP(SegmentAabbD, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<gv::query::SegmentAabb<double>>(), false);
}

RC_GTEST_PROP(RayAabbF, SymmetriesPreserveTheRelation, ()) { symmetric_sample(any_case<RayAabb<float>>(), 4); }
RC_GTEST_PROP(RayAabbD, SymmetriesPreserveTheRelation, ()) { symmetric_sample(any_case<RayAabb<double>>(), 4); }
RC_GTEST_PROP(ObbSphereF, SymmetriesPreserveTheRelation, ()) { symmetric_sample(any_case<ObbSphere<float>>(), 2); }
RC_GTEST_PROP(ObbObbF, SymmetriesPreserveTheRelation, ()) { symmetric_sample(any_case<ObbObb<float>>(), 2); }
RC_GTEST_PROP(AabbTriangleF, SymmetriesPreserveTheRelation, ()) { symmetric_sample(any_case<AabbTriangle<float>>(), 3); }

RC_GTEST_PROP(RayAabbF, PowerOfTwoScalingPreservesTheRelation, ()) { scale_invariant(any_case<RayAabb<float>>(), false); }
RC_GTEST_PROP(ObbSphereD, PowerOfTwoScalingPreservesTheRelation, ()) { scale_invariant(any_case<ObbSphere<double>>(), false); }
RC_GTEST_PROP(ObbObbD, PowerOfTwoScalingPreservesTheRelation, ()) { scale_invariant(any_case<ObbObb<double>>(), false); }
RC_GTEST_PROP(AabbTriangleD, PowerOfTwoScalingPreservesTheRelation, ()) { scale_invariant(any_case<AabbTriangle<double>>(), false); }

RC_GTEST_PROP(PlaneObbF, SymmetriesPreserveTheRelation, ()) {
  symmetric_sample(any_case<gv::query::PlaneObb<float>>(), 4);
}
RC_GTEST_PROP(HalfspaceAabbD, SymmetriesPreserveTheRelation, ()) {
  symmetric_sample(any_case<gv::query::HalfspaceAabb<double>>(), 4);
}
RC_GTEST_PROP(HalfspaceObbF, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<gv::query::HalfspaceObb<float>>(), false);
}

}  // namespace

}  // namespace gv_properties_oracle
