// SPDX-License-Identifier: MIT
// Bug zoo: three.js Frustum.intersectsBox, the p-vertex test (half-space-AABB,
// contract conservative), double (three.js's own precision) and float. Each
// expected defect has a hand case in hex-float literals; the assertions pin
// what the routine answers and what the exact oracle says. The suite's
// Halfspace{n, d} is three.js's plane {normal = -n, constant = -d} (exact).
#include <gtest/gtest.h>

#include <limits>

#include "geoverify/exact/halfspace_aabb.h"
#include "geoverify/query/cases.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_threejs_frustum.h"
#include "hex.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_threejs_test {

namespace {

namespace threejs = gv::specimens::threejs;
using gv::Relation;

template <class T>
bool kept(const gv::Halfspace<T>& h, const gv::Aabb<T>& b) {
  const threejs::Plane<T> plane{{-h.n.x, -h.n.y, -h.n.z}, -h.d};
  const threejs::Box3<T> box{{b.min.x, b.min.y, b.min.z}, {b.max.x, b.max.y, b.max.z}};
  return threejs::intersectsBox<T>(&plane, 1, box);
}

TEST(ZooThreejs, RightOnClearCasesAndExactContact) {
  // x <= 1: keeps [0, 1] (touching from inside), [1, 2] (touching from outside), culls [2, 3].
  const gv::Halfspace<double> h{{1, 0, 0}, -1};
  for (const double lo : {0.0, 1.0}) {
    const gv::Aabb<double> b{{lo, 0, 0}, {lo + 1, 1, 1}};
    EXPECT_TRUE(kept(h, b));
    EXPECT_TRUE(gv::intersecting(gv::exact::halfspace_aabb(h, b).relation));
  }
  const gv::Aabb<double> beyond{{2, 0, 0}, {3, 1, 1}};
  EXPECT_FALSE(kept(h, beyond));
  EXPECT_EQ(gv::exact::halfspace_aabb(h, beyond).relation, Relation::disjoint);
  // A zero or -0.0 normal component picks either corner: the product is 0 both ways.
  const gv::Halfspace<float> z{{-0.0f, 1, 0}, -1};
  EXPECT_TRUE(kept(z, gv::Aabb<float>{{-5, 1, 0}, {5, 2, 0}}));
}

TEST(ZooThreejs, RegisteredWithTheirExpectedDefects) {
  const auto f = gv::specimens::specimens<gv::query::HalfspaceAabb<float>>();
  const auto d = gv::specimens::specimens<gv::query::HalfspaceAabb<double>>();
  ASSERT_EQ(f.size(), 2u);
  ASSERT_EQ(d.size(), 2u);
  for (const auto* rows : {&f}) {
    EXPECT_EQ((*rows)[1].contract.kind, gv::query::ContractKind::conservative);
    EXPECT_EQ((*rows)[1].expected, unsigned{gv::query::kFalseMiss});
  }
  EXPECT_EQ(d[1].expected, unsigned{gv::query::kFalseMiss});
  // The row calls the transcription with the adapter's signs: the overflow case below.
  const double big = std::numeric_limits<double>::max();
  const gv::query::HalfspaceAabb<double> c{{{2, -1, -1}, 0}, {{big, 0, 0}, {big, big, big}}};
  EXPECT_FALSE(d[1].intersects(c));
}

// False miss (overflow): the inward normal (-2, 1, 1) and the p-vertex
// (M, M, M), M = DBL_MAX: exact distance -2M + M + M + 0 = 0 (touching), but
// -2 * M = -inf and -inf + M + M = -inf < 0: culled. The same in float.
TEST(ZooThreejs, CullsATouchingBoxWhenAProductOverflows) {
  const double big = std::numeric_limits<double>::max();
  const gv::Halfspace<double> h{{2, -1, -1}, 0};
  const gv::Aabb<double> b{{big, 0, 0}, {big, big, big}};
  EXPECT_EQ(gv::exact::halfspace_aabb(h, b).relation, Relation::touching);
  EXPECT_FALSE(kept(h, b));
  const float fbig = std::numeric_limits<float>::max();
  const gv::Halfspace<float> hf{{2, -1, -1}, 0};
  const gv::Aabb<float> bf{{fbig, 0, 0}, {fbig, fbig, fbig}};
  EXPECT_EQ(gv::exact::halfspace_aabb(hf, bf).relation, Relation::touching);
  EXPECT_FALSE(kept(hf, bf));
}

// False miss (rounding): the p-vertex's products cancel (n = (a, b, -b) with
// the box's y and z a few ulps apart near 2^31); the exact distance is
// positive (the half-space cuts the box by about 4e-29 of the scale) but the
// rounded sum is negative: culled.
TEST(ZooThreejs, CullsACrossingBoxByRounding) {
  const gv::Halfspace<double> h{{-0x1.6d38b7fc26dfp+51, 0x1.74d38804de75cp+49, -0x1.74d38804de75cp+49},
                                0x1.00d4aa74a29e9p+41};
  const gv::Aabb<double> b{{-0x1p-10, -0x1.8dbf9b2255811p+31, -0x1.8dbf9b2255813p+31},
                           {0x1.680c50f9c508p-11, -0x1.8dbf9b225581p+31, -0x1.8dbf9b2255811p+31}};
  EXPECT_EQ(gv::exact::halfspace_aabb(h, b).relation, Relation::overlapping);
  EXPECT_FALSE(kept(h, b));
  const gv::Halfspace<float> hf{{-0x1.84dbep+51f, -0x1.d90c52p+51f, 0x1.d90c52p+51f}, 0x1.dae086p+40f};
  const gv::Aabb<float> bf{{-0x1p-10f, 0x1.b54fdcp+29f, 0x1.b54fdep+29f},
                           {0x1.38a1p-11f, 0x1.b54fdep+29f, 0x1.b54fe2p+29f}};
  EXPECT_EQ(gv::exact::halfspace_aabb(hf, bf).relation, Relation::overlapping);
  EXPECT_FALSE(kept(hf, bf));
}

// A false hit is allowed by the contract (and found): huge input where the
// products give inf - inf = NaN, which `< 0` does not cull.
TEST(ZooThreejs, KeepsAFarBoxWhenTheDistanceIsNaN) {
  const double big = std::numeric_limits<double>::max();
  const gv::Halfspace<double> h{{-2, 2, 0}, 1};  // inward normal (2, -2, 0), constant -1
  const gv::Aabb<double> b{{big, big, 0}, {big, big, 0}};
  EXPECT_EQ(gv::exact::halfspace_aabb(h, b).relation, Relation::disjoint);
  EXPECT_TRUE(kept(h, b));
}

}  // namespace

}  // namespace gv_specimens_zoo_threejs_test
