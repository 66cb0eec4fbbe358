// SPDX-License-Identifier: MIT
// Properties of the oracles of ray-AABB, OBB-sphere, OBB-OBB and
// AABB-triangle (the oracles the certified cores of these queries are
// checked against), float and double: the oracle
// equals the independent formulation (exact/crosscheck: linear programming,
// face enumeration) on every generator class, and its relation is invariant
// under the exact symmetries (signed axis permutations, power-of-two scaling).
// A failure shrinks to a small case, printed as C++.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include "geoverify/crosscheck/crosscheck.h"
#include "metamorphic.h"

namespace {

using namespace gv::props;
using gv::query::AabbTriangle;
using gv::query::ObbObb;
using gv::query::ObbSphere;
using gv::query::RayAabb;
using gv::query::RayTriangle;

template <class C, class Cross>
void equals_cross_check(Cross cross) {
  const C c = any_case<C>();
  const auto [a, b] = c.tie();
  RC_ASSERT(oracle(c) == cross(a, b));
}

RC_GTEST_PROP(RayAabbF, OracleEqualsCrossCheck, ()) { equals_cross_check<RayAabb<float>>(gv::crosscheck::ray_aabb<float>); }
RC_GTEST_PROP(RayAabbD, OracleEqualsCrossCheck, ()) { equals_cross_check<RayAabb<double>>(gv::crosscheck::ray_aabb<double>); }
RC_GTEST_PROP(ObbSphereF, OracleEqualsCrossCheck, ()) { equals_cross_check<ObbSphere<float>>(gv::crosscheck::obb_sphere<float>); }
RC_GTEST_PROP(ObbSphereD, OracleEqualsCrossCheck, ()) { equals_cross_check<ObbSphere<double>>(gv::crosscheck::obb_sphere<double>); }
RC_GTEST_PROP(ObbObbF, OracleEqualsCrossCheck, ()) { equals_cross_check<ObbObb<float>>(gv::crosscheck::obb_obb<float>); }
RC_GTEST_PROP(ObbObbD, OracleEqualsCrossCheck, ()) { equals_cross_check<ObbObb<double>>(gv::crosscheck::obb_obb<double>); }
RC_GTEST_PROP(AabbTriangleF, OracleEqualsCrossCheck, ()) {
  equals_cross_check<AabbTriangle<float>>(gv::crosscheck::aabb_triangle<float>);
}
RC_GTEST_PROP(AabbTriangleD, OracleEqualsCrossCheck, ()) {
  equals_cross_check<AabbTriangle<double>>(gv::crosscheck::aabb_triangle<double>);
}

RC_GTEST_PROP(RayTriangleF, OracleEqualsCrossCheck, ()) {
  equals_cross_check<RayTriangle<float>>(gv::crosscheck::ray_triangle<float>);
}
RC_GTEST_PROP(RayTriangleD, OracleEqualsCrossCheck, ()) {
  equals_cross_check<RayTriangle<double>>(gv::crosscheck::ray_triangle<double>);
}

RC_GTEST_PROP(SegmentAabbF, OracleEqualsCrossCheck, ()) {
  equals_cross_check<gv::query::SegmentAabb<float>>(gv::crosscheck::segment_aabb<float>);
}
RC_GTEST_PROP(SegmentAabbD, OracleEqualsCrossCheck, ()) {
  equals_cross_check<gv::query::SegmentAabb<double>>(gv::crosscheck::segment_aabb<double>);
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

RC_GTEST_PROP(PlaneObbF, OracleEqualsCrossCheck, ()) {
  equals_cross_check<gv::query::PlaneObb<float>>(gv::crosscheck::plane_obb<float>);
}
RC_GTEST_PROP(PlaneObbD, OracleEqualsCrossCheck, ()) {
  equals_cross_check<gv::query::PlaneObb<double>>(gv::crosscheck::plane_obb<double>);
}
RC_GTEST_PROP(HalfspaceAabbF, OracleEqualsCrossCheck, ()) {
  equals_cross_check<gv::query::HalfspaceAabb<float>>(gv::crosscheck::halfspace_aabb<float>);
}
RC_GTEST_PROP(HalfspaceAabbD, OracleEqualsCrossCheck, ()) {
  equals_cross_check<gv::query::HalfspaceAabb<double>>(gv::crosscheck::halfspace_aabb<double>);
}
RC_GTEST_PROP(HalfspaceObbF, OracleEqualsCrossCheck, ()) {
  equals_cross_check<gv::query::HalfspaceObb<float>>(gv::crosscheck::halfspace_obb<float>);
}
RC_GTEST_PROP(HalfspaceObbD, OracleEqualsCrossCheck, ()) {
  equals_cross_check<gv::query::HalfspaceObb<double>>(gv::crosscheck::halfspace_obb<double>);
}
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
