// SPDX-License-Identifier: MIT
// Bug zoo: Ericson's centre-radius TestAABBAABB (Real-Time Collision
// Detection 2005, section 4.2.1) fed from min/max boxes through
// c = (min + max) * 0.5, r = (max - min) * 0.5 in T
// (specimens/zoo_ericson_aabb.h), float and double (contract exact). The
// specification of the transcription, defects included: each defect has a
// hand case in hex-float literals; the assertions pin what the routine
// actually answers and what the exact oracle (exact/aabb_aabb.h) says. The
// y and z intervals of every case are [0, 1] for both boxes (overlapping),
// so x alone decides.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "geoverify/exact/aabb_aabb.h"
#include "geoverify/query/cases.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_aabb.h"
#include "hex.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_ericson_aabb_test {

namespace {

namespace ericson = gv::specimens::ericson_aabb;
using gv::Relation;

/// Box [x0, x1] x [0, 1] x [0, 1].
template <class T>
gv::Aabb<T> slab(T x0, T x1) {
  return {{x0, 0, 0}, {x1, 1, 1}};
}

template <class T>
bool routine(const gv::Aabb<T>& a, const gv::Aabb<T>& b) {
  const T amin[3] = {a.min.x, a.min.y, a.min.z}, amax[3] = {a.max.x, a.max.y, a.max.z};
  const T bmin[3] = {b.min.x, b.min.y, b.min.z}, bmax[3] = {b.max.x, b.max.y, b.max.z};
  return ericson::TestAABBAABB<T>(ericson::FromMinMax<T>(amin, amax), ericson::FromMinMax<T>(bmin, bmax)) != 0;
}

template <class T>
Relation exact(const gv::Aabb<T>& a, const gv::Aabb<T>& b) {
  return gv::exact::aabb_aabb(a, b).relation;
}

// --- right answers -------------------------------------------------------------

TEST(ZooEricsonAabb, RightWhereCentresAndRadiiAreExact) {
  // near the origin every centre and radius below is exact: contact is a hit
  EXPECT_TRUE(routine(slab(0x0p+0f, 0x1p+0f), slab(0x1p+0f, 0x1.8p+1f)));
  EXPECT_EQ(exact(slab(0x0p+0f, 0x1p+0f), slab(0x1p+0f, 0x1.8p+1f)), Relation::touching);
  EXPECT_FALSE(routine(slab(0x0p+0f, 0x1p+0f), slab(0x1.000002p+0f, 0x1.000006p+0f)));  // one ulp apart
  EXPECT_TRUE(routine(slab(0x0p+0f, 0x1p+0f), slab(0x1.fffffep-1f, 0x1.8p+1f)));   // one ulp into each other
  EXPECT_TRUE(routine(slab(-0x1p+0, 0x1p+0), slab(-0x1p-1, 0x1p-1)));               // nested
}

// --- rounding near contact -------------------------------------------------------

TEST(ZooEricsonAabb, FalseMissAtContactFarFromTheOrigin) {
  // [2^23, 2^23 + 1] and [2^23 + 1, 2^23 + 2]: the sums 2^24 + 1 and 2^24 + 3
  // round (ties to even) to 2^24 and 2^24 + 4, so the centres 2^23 and
  // 2^23 + 2 are 2 apart while the radii add up to 1.
  const auto a = slab(0x1p+23f, 0x1.000002p+23f), b = slab(0x1.000002p+23f, 0x1.000004p+23f);
  EXPECT_EQ(exact(a, b), Relation::touching);
  EXPECT_FALSE(routine(a, b));
  EXPECT_FALSE(routine(b, a));
  // double: the same at 2^52
  const auto c = slab(0x1p+52, 0x1.0000000000001p+52), d = slab(0x1.0000000000001p+52, 0x1.0000000000002p+52);
  EXPECT_EQ(exact(c, d), Relation::touching);
  EXPECT_FALSE(routine(c, d));
}

TEST(ZooEricsonAabb, FalseHitAcrossAGapFarFromTheOrigin) {
  // [2^23 + 1, 2^23 + 2] and [2^23 + 3, 2^23 + 6], one unit apart: 2^24 + 3
  // and 2^24 + 9 round to 2^24 + 4 and 2^24 + 8, the centres come out 2
  // apart and the radii 0.5 + 1.5 = 2: "not separated".
  const auto a = slab(0x1.000002p+23f, 0x1.000004p+23f), b = slab(0x1.000006p+23f, 0x1.00000cp+23f);
  EXPECT_EQ(exact(a, b), Relation::disjoint);
  EXPECT_TRUE(routine(a, b));
  EXPECT_TRUE(routine(b, a));
  const auto c = slab(0x1.0000000000001p+52, 0x1.0000000000002p+52);
  const auto d = slab(0x1.0000000000003p+52, 0x1.0000000000006p+52);
  EXPECT_EQ(exact(c, d), Relation::disjoint);
  EXPECT_TRUE(routine(c, d));
  // Near the origin too: [0, 1] and [1 + 2^-23, 3]. 4 + 2^-23 rounds to 4
  // (centre 2), the radius sum 1.5 - 2^-24 rounds to 1.5 = |0.5 - 2|.
  const auto e = slab(0x0p+0f, 0x1p+0f), g = slab(0x1.000002p+0f, 0x1.8p+1f);
  EXPECT_EQ(exact(e, g), Relation::disjoint);
  EXPECT_TRUE(routine(e, g));
}

// --- subnormals -------------------------------------------------------------------

TEST(ZooEricsonAabb, FalseMissAmongSubnormals) {
  // [0, dm] and [dm, 2 dm] touch; 0.5 dm and 1.5 dm round to 0 and 2 dm,
  // both radii to 0: the first box becomes the point 0, the second the point
  // 2 dm, 2 dm apart.
  const float dm = std::numeric_limits<float>::denorm_min();
  EXPECT_EQ(dm, 0x1p-149f);
  const auto a = slab(0x0p+0f, 0x1p-149f), b = slab(0x1p-149f, 0x1p-148f);
  EXPECT_EQ(exact(a, b), Relation::touching);
  EXPECT_FALSE(routine(a, b));
  const auto c = slab(0x0p+0, 0x0.0000000000001p-1022), d = slab(0x0.0000000000001p-1022, 0x0.0000000000002p-1022);
  EXPECT_EQ(exact(c, d), Relation::touching);
  EXPECT_FALSE(routine(c, d));
}

// --- overflow -----------------------------------------------------------------------

TEST(ZooEricsonAabb, OverflowOfMinPlusMax) {
  // A's min + max overflows: its centre is +inf, and |inf - c_b| = inf
  // separates it from B although they overlap on [2^127, 1.5 * 2^127].
  const auto a = slab(0x1p+127f, 0x1.fffffep+127f), b = slab(0x0p+0f, 0x1.8p+127f);
  EXPECT_EQ(exact(a, b), Relation::overlapping);
  EXPECT_FALSE(routine(a, b));  // false miss
  // Both sums overflow: inf - inf = NaN, NaN > x is false, x never
  // separates: boxes apart by 2^125 are a hit.
  const auto c = slab(0x1.8p+127f, 0x1.fffffep+127f), d = slab(0x1p+127f, 0x1.4p+127f);
  EXPECT_EQ(exact(c, d), Relation::disjoint);
  EXPECT_TRUE(routine(c, d));  // false hit
  // double, at 2^1023
  const auto e = slab(0x1p+1023, 0x1.fffffffffffffp+1023), f = slab(0x0p+0, 0x1.8p+1023);
  EXPECT_EQ(exact(e, f), Relation::overlapping);
  EXPECT_FALSE(routine(e, f));
  const auto g = slab(0x1.8p+1023, 0x1.fffffffffffffp+1023), h = slab(0x1p+1023, 0x1.4p+1023);
  EXPECT_EQ(exact(g, h), Relation::disjoint);
  EXPECT_TRUE(routine(g, h));
  // max - min overflows on its own (a box wider than the range): r = inf,
  // harmless, the answer is right
  const auto all = slab(-0x1.fffffep+127f, 0x1.fffffep+127f);
  EXPECT_TRUE(routine(all, slab(0x1p+0f, 0x1p+1f)));
  EXPECT_EQ(exact(all, slab(0x1p+0f, 0x1p+1f)), Relation::overlapping);
}

TEST(ZooEricsonAabb, RegisteredWithItsExpectedDefects) {
  const auto f = gv::specimens::specimens<gv::query::AabbAabb<float>>();
  const auto d = gv::specimens::specimens<gv::query::AabbAabb<double>>();
  ASSERT_EQ(f.size(), 2u);
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(f[1].name, "zoo.ericson.TestAABBAABB(centre-radius)");
  EXPECT_EQ(d[1].name, "zoo.ericson.TestAABBAABB(centre-radius)<double>");
  EXPECT_EQ(f[1].expected, gv::query::kFalseHit | gv::query::kFalseMiss);
  EXPECT_EQ(d[1].expected, gv::query::kFalseHit | gv::query::kFalseMiss);
  EXPECT_EQ(f[1].contract.kind, gv::query::ContractKind::exact);
  EXPECT_EQ(d[1].contract.kind, gv::query::ContractKind::exact);
  // the rows call the transcription: the false miss and the false hit above, through the registry
  EXPECT_FALSE(f[1].intersects({slab(0x1p+23f, 0x1.000002p+23f), slab(0x1.000002p+23f, 0x1.000004p+23f)}));
  EXPECT_TRUE(f[1].intersects({slab(0x1.000002p+23f, 0x1.000004p+23f), slab(0x1.000006p+23f, 0x1.00000cp+23f)}));
  EXPECT_TRUE(d[1].intersects({slab(0x1.8p+1023, 0x1.fffffffffffffp+1023), slab(0x1p+1023, 0x1.4p+1023)}));
}

}  // namespace

}  // namespace gv_specimens_zoo_ericson_aabb_test
