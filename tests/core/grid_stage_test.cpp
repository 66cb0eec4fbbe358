// SPDX-License-Identifier: MIT
// The grid stage (core/detail/grid_float.h): an exact stage in double
// arithmetic whose every step carries a proof of exactness, tried before the
// integer stage.
//
// 1. The certificate, operation by operation: it accepts what it can prove
//    exact and refuses every operation that would round, overflow or
//    underflow -- including the products one bit too wide, which a budget of
//    54 bits instead of 53 would let through (that mutation fails these
//    tests; checked by hand).
// 2. The grid stage against the integer stage, in every core that runs it
//    (ray-triangle, triangle-triangle, box-triangle, segment-triangle,
//    sphere-sphere, sphere-triangle, capsule-capsule, ray-sphere, and the signs of
//    plane-box, plane-sphere, ray-box and plane- and half-space-OBB), over every generator
//    class, float and double: where the grid stage answers, its relation (and
//    ray-triangle's exact first hit parameter) is the integer stage's; and it
//    answers some cases and refuses others, so both paths are exercised.
#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <cstdio>
#include <cstdint>
#include <tuple>
#include <type_traits>

#include "fp_flags.h"
#include "geoverify/core.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_grid_stage_test {

namespace {

using gv::detail::GridFloat;
using G = GridFloat<4>;

G grid(double x) {
  G g;
  gv::detail::big_set(g, x);
  return g;
}

// --- 1. the certificate -------------------------------------------------------

TEST(GridCertificate, ReadsTheGridAndTheBoundOfADouble) {
  const G one = grid(1.0);
  EXPECT_EQ(one.lo, 0);
  EXPECT_EQ(one.hi, 1);
  const G g = grid(-0x3p-10);  // -3 * 2^-10: lowest set bit 2^-10, below 2^-8
  EXPECT_EQ(g.v, -0x3p-10);
  EXPECT_EQ(g.lo, -10);
  EXPECT_GE(g.hi, -8);
  EXPECT_LE(g.hi, -7);
  const G sub = grid(0x1p-1074);  // the smallest subnormal
  EXPECT_EQ(sub.lo, -1074);
  EXPECT_GT(sub.hi, -1074);
  for (double z : {0.0, -0.0}) EXPECT_EQ(gv::detail::big_sign(grid(z)), 0);
  EXPECT_EQ(grid(0x1.fffffffffffffp+1023).lo, 971);
}

TEST(GridCertificate, AcceptsProductsItProvesExact) {
  G r;
  // (2^25 + 1)^2 = 2^50 + 2^26 + 1: 51 bits.
  ASSERT_TRUE(gv::detail::big_mul(r, grid(0x1.0000008p+25), grid(0x1.0000008p+25)));
  EXPECT_EQ(r.v, 0x1.0000010000004p+50);
  // Coarse grids at any scale: 3 * 2^400 times 5 * 2^-700.
  ASSERT_TRUE(gv::detail::big_mul(r, grid(0x3p+400), grid(0x5p-700)));
  EXPECT_EQ(r.v, 0xfp-300);
  ASSERT_TRUE(gv::detail::big_mul(r, grid(0.0), grid(0x1.fffffffffffffp+1023)));
  EXPECT_EQ(gv::detail::big_sign(r), 0);
}

TEST(GridCertificate, RefusesEveryProductThatWouldRound) {
  G r;
  // (2^27 - 1)^2 = 2^54 - 2^28 + 1 needs 54 bits: a double rounds it. The
  // certificate's bound is 2^54 exactly, so a 54-bit budget would accept it.
  EXPECT_FALSE(gv::detail::big_mul(r, grid(0x1.ffffffcp+26), grid(0x1.ffffffcp+26)));
  EXPECT_EQ(gv::detail::big_sign(r), 0);  // a refused step leaves zero behind
  // 53-bit significands: the product needs 106 bits.
  EXPECT_FALSE(gv::detail::big_mul(r, grid(0x1.0000000000001p+0), grid(0x1.0000000000001p+0)));
  // Overflow and underflow are refused before they happen.
  EXPECT_FALSE(gv::detail::big_mul(r, grid(0x1p+600), grid(0x1p+600)));
  EXPECT_FALSE(gv::detail::big_mul(r, grid(0x1p-600), grid(0x1p-600)));
}

TEST(GridCertificate, AcceptsSumsItProvesExactAndRefusesTheRest) {
  G r;
  ASSERT_TRUE(gv::detail::big_add(r, grid(0x1p+51), grid(1.0)));
  EXPECT_EQ(r.v, 0x1.0000000000002p+51);
  ASSERT_TRUE(gv::detail::big_add(r, grid(0x1p+51), grid(1.0), /*negate_b=*/true));
  EXPECT_EQ(r.v, 0x1.ffffffffffffcp+50);
  // Cancellation: the result's own certificate is read back, tight again.
  ASSERT_TRUE(gv::detail::big_add(r, grid(0x1.0000000000002p+51), grid(0x1p+51), /*negate_b=*/true));
  EXPECT_EQ(r.v, 1.0);
  EXPECT_EQ(r.hi, 1);
  ASSERT_TRUE(gv::detail::big_add(r, grid(0x1p-1074), grid(0x1p-1074)));
  EXPECT_EQ(r.v, 0x1p-1073);
  // 2^53 + 1 is not a double.
  EXPECT_FALSE(gv::detail::big_add(r, grid(0x1p+53), grid(1.0)));
  EXPECT_FALSE(gv::detail::big_add(r, grid(1.0), grid(0x1p-60)));
  EXPECT_FALSE(gv::detail::big_add(r, grid(0x1.fffffffffffffp+1023), grid(0x1.fffffffffffffp+1023)));
  // With zero the other operand is the exact result, at any width.
  ASSERT_TRUE(gv::detail::big_add(r, grid(0.0), grid(0x1.0000000000001p+0), /*negate_b=*/true));
  EXPECT_EQ(r.v, -0x1.0000000000001p+0);
}

TEST(GridCertificate, RaisesNoFloatingPointFlag) {
  using gv::test_support::runtime;
  std::feclearexcept(FE_ALL_EXCEPT);
  G r;
  gv::detail::big_mul(r, grid(runtime(0x1p+600)), grid(runtime(0x1p+600)));
  gv::detail::big_mul(r, grid(runtime(0x1p-600)), grid(runtime(0x1p-600)));
  gv::detail::big_add(r, grid(runtime(0x1.fffffffffffffp+1023)), grid(runtime(0x1.fffffffffffffp+1023)));
  gv::detail::big_add(r, grid(runtime(1.0)), grid(runtime(0x1p-60)));
  gv::detail::big_mul(r, grid(runtime(0x1.ffffffcp+26)), grid(runtime(0x1.ffffffcp+26)));
  EXPECT_EQ(std::fetestexcept(FE_ALL_EXCEPT), 0);
}

// --- 2. the grid stage against the integer stage ------------------------------

struct Tally {
  int answered = 0;
  int refused = 0;
};

/// Both stages of ray-triangle on one case; the first hit parameters compared exactly.
template <class T>
void compare_stages(const gv::query::RayTriangle<T>& c, Tally& tally) {
  using namespace gv::detail;
  const RtInput in = rt_input(c.ray, c.tri);
  bool grid_ok = true, ok = true;
  RtFrac<T, GridFloat> gf;
  RtFrac<T> bf;
  const gv::Relation g = rt_exact<T, GridFloat>(in, &gf, grid_ok);
  const gv::Relation b = rt_exact<T>(in, &bf, ok);
  ASSERT_TRUE(ok);
  if (!grid_ok) {
    ++tally.refused;
    return;
  }
  ++tally.answered;
  ASSERT_EQ(g, b) << gv::query::declarations(c);
  if (b == gv::Relation::disjoint) return;
  RtFrac<T> converted;
  big_set(converted.num, gf.num.v);
  big_set(converted.den, gf.den.v);
  EXPECT_EQ(rt_compare(converted, bf, ok), 0) << gv::query::declarations(c);
  EXPECT_TRUE(ok);
}

/// One exact stage written over its numbers, run on the grid stage's and
/// the integer stage's: equal answers (relations, or signs coded as a
/// number) wherever the grid stage answers.
template <class C, class Stage>
void compare_relation_stages(const C& c, Stage&& stage, Tally& tally) {
  using gv::detail::BigFloat;
  using gv::detail::NumTag;
  bool grid_ok = true, ok = true;
  const auto g = stage(NumTag<GridFloat>{}, grid_ok);  // a relation, or a code (flat OBB signs)
  const auto i = stage(NumTag<BigFloat>{}, ok);
  ASSERT_TRUE(ok);
  if (!grid_ok) {
    ++tally.refused;
    return;
  }
  ++tally.answered;
  EXPECT_EQ(g, i) << gv::query::declarations(c);
}

template <class T>
void put(double (&out)[3], const gv::Vec3<T>& v) {
  out[0] = v.x, out[1] = v.y, out[2] = v.z;
}

template <class T>
void compare_stages(const gv::query::TriangleTriangle<T>& c, Tally& tally) {
  double a[3][3], b[3][3];
  put(a[0], c.a.p0), put(a[1], c.a.p1), put(a[2], c.a.p2);
  put(b[0], c.b.p0), put(b[1], c.b.p1), put(b[2], c.b.p2);
  compare_relation_stages(
      c, [&](auto num, bool& ok) { return gv::detail::tt_exact<T>(a, b, nullptr, ok, num); }, tally);
}

template <class T>
void compare_stages(const gv::query::AabbTriangle<T>& c, Tally& tally) {
  double lo[3], hi[3], p[3][3];
  put(lo, c.box.min), put(hi, c.box.max);
  put(p[0], c.tri.p0), put(p[1], c.tri.p1), put(p[2], c.tri.p2);
  compare_relation_stages(
      c, [&](auto num, bool& ok) { return gv::detail::tri_exact<T>(lo, hi, p, nullptr, false, ok, num); }, tally);
}

template <class T>
void compare_stages(const gv::query::SegmentTriangle<T>& c, Tally& tally) {
  double p[2][3], t[3][3];
  put(p[0], c.seg.p0), put(p[1], c.seg.p1);
  put(t[0], c.tri.p0), put(t[1], c.tri.p1), put(t[2], c.tri.p2);
  bool in_plane = false;  // st_exact answers Relation::invalid exactly then: compared with the relation
  compare_relation_stages(
      c, [&](auto num, bool& ok) { return gv::detail::st_exact<T>(p, t, in_plane, ok, num); }, tally);
}

template <class T>
void compare_stages(const gv::query::SphereSphere<T>& c, Tally& tally) {
  double a[3], b[3];
  put(a, c.a.c), put(b, c.b.c);
  compare_relation_stages(
      c, [&](auto num, bool& ok) { return gv::detail::ss_exact<T>(a, c.a.r, b, c.b.r, ok, num); }, tally);
}

template <class T>
void compare_stages(const gv::query::SphereTriangle<T>& c, Tally& tally) {
  double s[3], p[3][3];
  put(s, c.sphere.c);
  put(p[0], c.tri.p0), put(p[1], c.tri.p1), put(p[2], c.tri.p2);
  compare_relation_stages(
      c, [&](auto num, bool& ok) { return gv::detail::spt_exact<T>(s, c.sphere.r, p, ok, num); }, tally);
}

template <class T>
void compare_stages(const gv::query::CapsuleCapsule<T>& c, Tally& tally) {
  double p[2][3], q[2][3];
  put(p[0], c.a.p0), put(p[1], c.a.p1), put(q[0], c.b.p0), put(q[1], c.b.p1);
  compare_relation_stages(
      c, [&](auto num, bool& ok) { return gv::detail::cc_exact<T>(p, q, c.a.r, c.b.r, ok, num); }, tally);
}

/// The signs of core/detail/exact_eval.h (plane-box, half-space-box,
/// plane-sphere, the ray-box comparisons) on the inputs of their queries:
/// each box corner against the plane, the plane against the sphere, and
/// two four-vectors of the ray-box case's scalars.
template <class T>
void compare_stages(const gv::query::PlaneAabb<T>& c, Tally& tally) {
  const double n[3] = {c.plane.n.x, c.plane.n.y, c.plane.n.z};
  for (int corner = 0; corner < 8; ++corner) {
    const double q[3] = {corner & 1 ? c.box.max.x : c.box.min.x, corner & 2 ? c.box.max.y : c.box.min.y,
                         corner & 4 ? c.box.max.z : c.box.min.z};
    compare_relation_stages(
        c,
        [&](auto num, bool& ok) {
          return static_cast<gv::Relation>(1 + gv::detail::sign_affine3_on<T>(c.plane.d, n, q, ok, num));
        },
        tally);
  }
}

template <class T>
void compare_stages(const gv::query::PlaneSphere<T>& c, Tally& tally) {
  const double n[3] = {c.plane.n.x, c.plane.n.y, c.plane.n.z};
  const double s[3] = {c.sphere.c.x, c.sphere.c.y, c.sphere.c.z};
  compare_relation_stages(
      c,
      [&](auto num, bool& ok) {
        return static_cast<gv::Relation>(
            1 + gv::detail::sign_plane_sphere_on<T>(c.plane.d, n, s, c.sphere.r, ok, num));
      },
      tally);
}

template <class T>
void compare_stages(const gv::query::RayAabb<T>& c, Tally& tally) {
  const auto v = gv::query::scalars_of(c);
  for (std::size_t k = 0; k + 8 <= v.size(); k += 2) {
    const double x[4] = {v[k], v[k + 1], v[k + 2], v[k + 3]};
    const double y[4] = {v[k + 4], -v[k + 5], v[k + 6], -v[k + 7]};
    bool finite = true;  // an infinite tmax is no input of these signs
    for (int i = 0; i < 4; ++i) finite &= std::isfinite(x[i]) && std::isfinite(y[i]);
    if (!finite) continue;
    compare_relation_stages(
        c, [&](auto num, bool& ok) { return static_cast<gv::Relation>(1 + gv::detail::sign_dot4_on<T>(x, y, ok, num)); },
        tally);
  }
}

/// The signs of s_lo and s_hi of plane-OBB and half-space-OBB
/// (flat_obb_exact, core/plane_obb.h), both wanted.
template <class C, class T>
void compare_flat_obb_stages(const C& c, const gv::Vec3<T>& nv, T dv, const gv::Obb<T>& b, Tally& tally) {
  const double n[3] = {nv.x, nv.y, nv.z}, cc[3] = {b.c.x, b.c.y, b.c.z}, e[3] = {b.e[0], b.e[1], b.e[2]};
  const double u[3][3] = {{b.u[0].x, b.u[0].y, b.u[0].z}, {b.u[1].x, b.u[1].y, b.u[1].z},
                          {b.u[2].x, b.u[2].y, b.u[2].z}};
  compare_relation_stages(
      c,
      [&](auto num, bool& ok) {
        // The code 3 (sign(s_lo) + 1) + sign(s_hi) + 1, compared as a number.
        return gv::detail::flat_obb_exact<T>(n, double(dv), cc, u, e, true, ok, num);
      },
      tally);
}

template <class T>
void compare_stages(const gv::query::PlaneObb<T>& c, Tally& tally) {
  compare_flat_obb_stages(c, c.plane.n, c.plane.d, c.obb, tally);
}

template <class T>
void compare_stages(const gv::query::HalfspaceObb<T>& c, Tally& tally) {
  compare_flat_obb_stages(c, c.halfspace.n, c.halfspace.d, c.obb, tally);
}

template <class T>
void compare_stages(const gv::query::RaySphere<T>& c, Tally& tally) {
  const gv::detail::RsInput in = gv::detail::rs_input(c.ray, c.sphere);
  compare_relation_stages(c, [&](auto num, bool& ok) { return gv::detail::rs_exact<T>(in, ok, num); }, tally);
}

template <class C>
class GridStage : public ::testing::Test {};
using Cases = ::testing::Types<gv::query::RayTriangle<float>, gv::query::RayTriangle<double>,
                               gv::query::TriangleTriangle<float>, gv::query::TriangleTriangle<double>,
                               gv::query::AabbTriangle<float>, gv::query::AabbTriangle<double>,
                               gv::query::SegmentTriangle<float>, gv::query::SegmentTriangle<double>,
                               gv::query::SphereSphere<float>, gv::query::SphereSphere<double>,
                               gv::query::SphereTriangle<float>, gv::query::SphereTriangle<double>,
                               gv::query::CapsuleCapsule<float>, gv::query::CapsuleCapsule<double>,
                               gv::query::PlaneAabb<float>, gv::query::PlaneAabb<double>,
                               gv::query::PlaneSphere<float>, gv::query::PlaneSphere<double>,
                               gv::query::RayAabb<float>, gv::query::RayAabb<double>,
                               gv::query::RaySphere<float>, gv::query::RaySphere<double>,
                               gv::query::PlaneObb<float>, gv::query::PlaneObb<double>,
                               gv::query::HalfspaceObb<float>, gv::query::HalfspaceObb<double>>;
TYPED_TEST_SUITE(GridStage, Cases);

TYPED_TEST(GridStage, AgreesWithTheIntegerStageOnEveryGeneratorClass) {
  using C = TypeParam;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(0x6e1d);
  Tally tally;
  const int per_class = gv::test_support::work(200);
  for (std::size_t k = 0; k < Gen::kClasses.size(); ++k) {
    for (int i = 0; i < per_class; ++i) {
      compare_stages(Gen::make(rng, k), tally);
      if (::testing::Test::HasFatalFailure()) return;
    }
  }
  std::printf("  %s/%s: grid stage answered %d, refused %d\n", C::kQuery,
              std::is_same_v<typename C::Scalar, float> ? "f32" : "f64", tally.answered, tally.refused);
  // Both paths, each on at least a tenth of a class's worth of calls: the
  // contact classes built on small grids are answered, and the random-bits,
  // one-ulp, huge and tiny classes need the integer stage.
  EXPECT_GT(tally.answered, per_class / 10) << C::kQuery;
  EXPECT_GT(tally.refused, per_class / 10) << C::kQuery;
}

}  // namespace

}  // namespace gv_core_grid_stage_test
