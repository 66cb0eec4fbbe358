// SPDX-License-Identifier: MIT
// Properties of the certified OBB-sphere and OBB-OBB cores, float and double:
// each equals the exact oracle on every generator class, in both argument
// orders and under all 48 signed axis permutations; a box's (u_i, e_i) pairs
// in any order, each u_i negated or not, describe the same parallelepiped and
// give the same answer; exact power-of-two scalings preserve it; and around
// every touching case each one-ulp neighbour is decided exactly too.
//
// Case count: the OBB oracles cost about 0.3 ms per call, and the one-ulp
// neighbourhood makes one per neighbour (39 per OBB-sphere case, 61 per
// OBB-OBB case), so a case of this file's 20 properties costs about 85 ms in
// all. At the other files' 1500 cases that would be minutes; CTest runs this
// file with GEOVERIFY_RC_PARAMS_OBB (properties/CMakeLists.txt, 200 cases per
// property by default: about 17 s at -O2, about 50 s under ASan).
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include "geoverify/core.h"
#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_obb {

namespace {

using namespace gv::props;
using gv::query::ObbObb;
using gv::query::ObbSphere;

template <class T>
void both_orders_agree(const ObbSphere<T>& c) {
  const gv::Relation r = gv::relation(c.obb, c.sphere);
  RC_ASSERT(gv::relation(c.sphere, c.obb) == r);
  RC_ASSERT(gv::intersects(c.obb, c.sphere) == gv::intersecting(r));
  RC_ASSERT(gv::intersects(c.sphere, c.obb) == gv::intersecting(r));
}

template <class T>
void both_orders_agree(const ObbObb<T>& c) {
  const gv::Relation r = gv::relation(c.a, c.b);
  RC_ASSERT(gv::relation(c.b, c.a) == r);
  RC_ASSERT(gv::intersects(c.a, c.b) == gv::intersecting(r));
  RC_ASSERT(gv::intersects(c.b, c.a) == gv::intersecting(r));
}

/// The same parallelepiped described differently: the (u_i, e_i) pairs
/// reordered by the k-th permutation and each u_i negated or not by the k-th
/// sign pattern (query::symmetry(k) enumerates the 6 x 8 combinations; here
/// they act on the box's own axes, not on space). Exact; the set is unchanged.
template <class T>
gv::Obb<T> reframed(const gv::Obb<T>& b, int k) {
  const gv::query::Symmetry s = gv::query::symmetry(k);
  gv::Obb<T> r = b;
  for (int i = 0; i < 3; ++i) {
    const gv::Vec3<T>& u = b.u[s.perm[i]];
    r.u[i] = s.flip[i] ? gv::Vec3<T>{-u.x, -u.y, -u.z} : u;
    r.e[i] = b.e[s.perm[i]];
  }
  return r;
}

template <class T>
void axis_order_does_not_matter(const ObbSphere<T>& c) {
  const gv::Relation want = oracle(c);
  for (int k = 0; k < 48; ++k) {
    RC_LOG() << "reframed " << k << "\n";
    RC_ASSERT(core(ObbSphere<T>{reframed(c.obb, k), c.sphere}) == want);
  }
}

/// Each box reframed alone, and both at once (k with 47 - k, so that every
/// permutation and sign pattern of a meets another of b).
template <class T>
void axis_order_does_not_matter(const ObbObb<T>& c) {
  const gv::Relation want = oracle(c);
  for (int k = 0; k < 48; ++k) {
    RC_LOG() << "reframed " << k << "\n";
    RC_ASSERT(core(ObbObb<T>{reframed(c.a, k), c.b}) == want);
    RC_ASSERT(core(ObbObb<T>{c.a, reframed(c.b, k)}) == want);
    RC_ASSERT(core(ObbObb<T>{reframed(c.a, k), reframed(c.b, 47 - k)}) == want);
  }
}

// Generator classes that construct contact (RC_PRE discards the cases that
// are not touching). OBB-sphere: tangent-face, tangent-edge-corner, flat-box,
// subnormal, huge (a zero tangent multiple gives r == 0 on the surface).
// OBB-OBB: parallel-touch, vertex-face-touch, flat-coplanar, point-boxes,
// subnormal, huge. Touching convex sets have a weakly separating plane with
// normal n; moving the sphere's or box's centre one ulp along a coordinate
// with n_m != 0, outwards, translates it off that plane (and a positive
// radius one ulp down leaves the ball short of the box), so some neighbour is
// always disjoint.
constexpr auto kTouchingSphere = {std::size_t{2}, std::size_t{3}, std::size_t{5}, std::size_t{10}, std::size_t{11}};
constexpr auto kTouchingObb = {std::size_t{3}, std::size_t{4}, std::size_t{5},
                               std::size_t{9}, std::size_t{12}, std::size_t{13}};

RC_GTEST_PROP(ObbSphereF, CoreEqualsOracleUnderEverySymmetry, ()) { core_symmetric(any_case<ObbSphere<float>>()); }
RC_GTEST_PROP(ObbSphereD, CoreEqualsOracleUnderEverySymmetry, ()) { core_symmetric(any_case<ObbSphere<double>>()); }
RC_GTEST_PROP(ObbObbF, CoreEqualsOracleUnderEverySymmetry, ()) { core_symmetric(any_case<ObbObb<float>>()); }
RC_GTEST_PROP(ObbObbD, CoreEqualsOracleUnderEverySymmetry, ()) { core_symmetric(any_case<ObbObb<double>>()); }

RC_GTEST_PROP(ObbSphereF, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<ObbSphere<float>>()); }
RC_GTEST_PROP(ObbSphereD, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<ObbSphere<double>>()); }
RC_GTEST_PROP(ObbObbF, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<ObbObb<float>>()); }
RC_GTEST_PROP(ObbObbD, ArgumentOrderDoesNotMatter, ()) { both_orders_agree(any_case<ObbObb<double>>()); }

RC_GTEST_PROP(ObbSphereF, AxisOrderAndSignDoNotMatter, ()) { axis_order_does_not_matter(any_case<ObbSphere<float>>()); }
RC_GTEST_PROP(ObbSphereD, AxisOrderAndSignDoNotMatter, ()) {
  axis_order_does_not_matter(any_case<ObbSphere<double>>());
}
RC_GTEST_PROP(ObbObbF, AxisOrderAndSignDoNotMatter, ()) { axis_order_does_not_matter(any_case<ObbObb<float>>()); }
RC_GTEST_PROP(ObbObbD, AxisOrderAndSignDoNotMatter, ()) { axis_order_does_not_matter(any_case<ObbObb<double>>()); }

// query::scaled(Obb) scales the centre and the extents and keeps the axes:
// the parallelepiped c + sum t_i u_i, |t_i| <= e_i, scaled about the origin.
RC_GTEST_PROP(ObbSphereF, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<ObbSphere<float>>(), true);
}
RC_GTEST_PROP(ObbSphereD, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<ObbSphere<double>>(), true);
}
RC_GTEST_PROP(ObbObbF, PowerOfTwoScalingPreservesTheRelation, ()) { scale_invariant(any_case<ObbObb<float>>(), true); }
RC_GTEST_PROP(ObbObbD, PowerOfTwoScalingPreservesTheRelation, ()) { scale_invariant(any_case<ObbObb<double>>(), true); }

RC_GTEST_PROP(ObbSphereF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<ObbSphere<float>>(kTouchingSphere), true);
}
RC_GTEST_PROP(ObbSphereD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<ObbSphere<double>>(kTouchingSphere), true);
}
RC_GTEST_PROP(ObbObbF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<ObbObb<float>>(kTouchingObb), true);
}
RC_GTEST_PROP(ObbObbD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<ObbObb<double>>(kTouchingObb), true);
}

}  // namespace

}  // namespace gv_properties_obb
