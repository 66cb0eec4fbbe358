// SPDX-License-Identifier: MIT
// Bug zoo: the strict min/max box test (AMinecraftClone's
// AABBHelper::AABBIntersect, specimens/zoo_strict_aabb.h), float and double
// (contract exact). The specification of the transcription, defect
// included: every touching pair is a miss, every overlapping pair a hit,
// every disjoint pair a miss; each kind of contact has a hand case in
// hex-float literals, pinned against the exact oracle (exact/aabb_aabb.h).
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "geoverify/exact/aabb_aabb.h"
#include "geoverify/query/cases.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_strict_aabb.h"
#include "hex.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_strict_aabb_test {

namespace {

namespace strict = gv::specimens::strict_aabb;
using gv::Relation;

template <class T>
bool routine(const gv::Aabb<T>& a, const gv::Aabb<T>& b) {
  const strict::AABB<T> x{{a.min.x, a.min.y, a.min.z}, {a.max.x, a.max.y, a.max.z}};
  const strict::AABB<T> y{{b.min.x, b.min.y, b.min.z}, {b.max.x, b.max.y, b.max.z}};
  return strict::AABBIntersect<T>(x, y);
}

template <class T>
Relation exact(const gv::Aabb<T>& a, const gv::Aabb<T>& b) {
  return gv::exact::aabb_aabb(a, b).relation;
}

/// The defect: a touching pair, a miss in both argument orders.
template <class T>
void false_miss(const gv::Aabb<T>& a, const gv::Aabb<T>& b) {
  EXPECT_EQ(exact(a, b), Relation::touching);
  EXPECT_FALSE(routine(a, b));
  EXPECT_FALSE(routine(b, a));
}

TEST(ZooStrictAabb, FalseMissAtFaceEdgeAndCornerContact) {
  const gv::Aabbf unit{{0x0p+0f, 0x0p+0f, 0x0p+0f}, {0x1p+0f, 0x1p+0f, 0x1p+0f}};
  false_miss(unit, gv::Aabbf{{0x1p+0f, 0x0p+0f, 0x0p+0f}, {0x1p+1f, 0x1p+0f, 0x1p+0f}});           // face x = 1
  false_miss(unit, gv::Aabbf{{0x1p-1f, -0x1p+0f, 0x1p-2f}, {0x1.8p+0f, 0x0p+0f, 0x1.8p-1f}});      // part of y = 0
  false_miss(unit, gv::Aabbf{{0x1p+0f, 0x1p+0f, 0x0p+0f}, {0x1p+1f, 0x1p+1f, 0x1p+0f}});           // edge
  false_miss(unit, gv::Aabbf{{-0x1p+0f, -0x1p+0f, -0x1p+0f}, {0x0p+0f, 0x0p+0f, 0x0p+0f}});        // corner
  // the same contact far from the origin and among subnormals: no rounding involved
  false_miss(gv::Aabbf{{0x1p+23f, 0x0p+0f, 0x0p+0f}, {0x1.000002p+23f, 0x1p+0f, 0x1p+0f}},
             gv::Aabbf{{0x1.000002p+23f, 0x0p+0f, 0x0p+0f}, {0x1.000004p+23f, 0x1p+0f, 0x1p+0f}});
  false_miss(gv::Aabbf{{0x0p+0f, 0x0p+0f, 0x0p+0f}, {0x1p-149f, 0x1p+0f, 0x1p+0f}},
             gv::Aabbf{{0x1p-149f, 0x0p+0f, 0x0p+0f}, {0x1p-148f, 0x1p+0f, 0x1p+0f}});
  const gv::Aabbd unitd{{0x0p+0, 0x0p+0, 0x0p+0}, {0x1p+0, 0x1p+0, 0x1p+0}};
  false_miss(unitd, gv::Aabbd{{0x1p+0, 0x1p+0, 0x1p+0}, {0x1.8p+0, 0x1.8p+0, 0x1.8p+0}});
  false_miss(gv::Aabbd{{-0x1.fffffffffffffp+1023, 0x0p+0, 0x0p+0}, {0x1p+1023, 0x1p+0, 0x1p+0}},
             gv::Aabbd{{0x1p+1023, 0x0p+0, 0x0p+0}, {0x1.fffffffffffffp+1023, 0x1p+0, 0x1p+0}});
}

TEST(ZooStrictAabb, FalseMissForDegenerateBoxesThatTouch) {
  const gv::Aabbf cube{{-0x1p+0f, -0x1p+0f, -0x1p+0f}, {0x1p+0f, 0x1p+0f, 0x1p+0f}};
  const gv::Aabbf square{{-0x1p+0f, -0x1p+0f, 0x0p+0f}, {0x1p+0f, 0x1p+0f, 0x0p+0f}};  // flat on z = 0
  false_miss(gv::Aabbf{{-0x1p-1f, -0x1p-1f, 0x1p+0f}, {0x1p-1f, 0x1p-1f, 0x1p+0f}}, cube);  // in the face z = 1
  false_miss(square, gv::Aabbf{{0x0p+0f, 0x0p+0f, 0x0p+0f}, {0x1p+1f, 0x1p+1f, 0x0p+0f}});  // two squares, one plane
  false_miss(square, square);                                                                 // identical flat boxes
  false_miss(gv::Aabbf{{-0x1p+1f, 0x0p+0f, 0x0p+0f}, {0x1p+1f, 0x0p+0f, 0x0p+0f}},          // crossing segments
             gv::Aabbf{{0x0p+0f, -0x1p+1f, 0x0p+0f}, {0x0p+0f, 0x1p+1f, 0x0p+0f}});
  false_miss(gv::Aabbf{{0x1p+0f, 0x0p+0f, 0x0p+0f}, {0x1p+0f, 0x0p+0f, 0x0p+0f}}, cube);   // a point on a face
  false_miss(gv::Aabbd{{0x1p+0, 0x1p+1, 0x1.8p+1}, {0x1p+0, 0x1p+1, 0x1.8p+1}},            // the same point twice
             gv::Aabbd{{0x1p+0, 0x1p+1, 0x1.8p+1}, {0x1p+0, 0x1p+1, 0x1.8p+1}});
}

TEST(ZooStrictAabb, FalseMissAtSignedZeroContact) {
  // a.max.x == -0.0 and b.min.x == +0.0 compare equal: contact, a miss
  false_miss(gv::Aabbf{{-0x1p+0f, -0x1p+0f, -0x1p+0f}, {-0x0p+0f, 0x1p+0f, 0x1p+0f}},
             gv::Aabbf{{0x0p+0f, -0x1p+0f, -0x1p+0f}, {0x1p+0f, 0x1p+0f, 0x1p+0f}});
  false_miss(gv::Aabbd{{-0x0p+0, -0x0p+0, -0x0p+0}, {-0x0p+0, -0x0p+0, -0x0p+0}},
             gv::Aabbd{{0x0p+0, 0x0p+0, 0x0p+0}, {0x0p+0, 0x0p+0, 0x0p+0}});
}

TEST(ZooStrictAabb, RightWhereTheBoxesOverlapOrAreApart) {
  // overlapping: hits (a flat box crossing a solid one, a point strictly inside included)
  const gv::Aabbf cube{{-0x1p+0f, -0x1p+0f, -0x1p+0f}, {0x1p+0f, 0x1p+0f, 0x1p+0f}};
  for (const gv::Aabbf& b : {gv::Aabbf{{0x1.fffffep-1f, -0x1p+0f, -0x1p+0f}, {0x1p+1f, 0x1p+0f, 0x1p+0f}},
                             gv::Aabbf{{-0x1p+1f, -0x1p+1f, 0x0p+0f}, {0x1p+1f, 0x1p+1f, 0x0p+0f}},
                             gv::Aabbf{{0x1p-149f, 0x0p+0f, 0x0p+0f}, {0x1p-149f, 0x0p+0f, 0x0p+0f}}, cube}) {
    EXPECT_EQ(exact(cube, b), Relation::overlapping);
    EXPECT_TRUE(routine(cube, b));
    EXPECT_TRUE(routine(b, cube));
  }
  // disjoint by one ulp: misses, rightly
  const gv::Aabbf apart{{0x1.000002p+0f, -0x1p+0f, -0x1p+0f}, {0x1p+1f, 0x1p+0f, 0x1p+0f}};
  EXPECT_EQ(exact(cube, apart), Relation::disjoint);
  EXPECT_FALSE(routine(cube, apart));
}

TEST(ZooStrictAabb, RegisteredWithItsExpectedDefect) {
  const auto f = gv::specimens::specimens<gv::query::AabbAabb<float>>();
  const auto d = gv::specimens::specimens<gv::query::AabbAabb<double>>();
  ASSERT_EQ(f.size(), 2u);
  ASSERT_EQ(d.size(), 2u);
  EXPECT_EQ(f[0].name, "zoo.aminecraftclone.AABBIntersect");
  EXPECT_EQ(d[0].name, "zoo.aminecraftclone.AABBIntersect<double>");
  EXPECT_EQ(f[0].expected, unsigned{gv::query::kFalseMiss});
  EXPECT_EQ(d[0].expected, unsigned{gv::query::kFalseMiss});
  EXPECT_EQ(f[0].contract.kind, gv::query::ContractKind::exact);
  EXPECT_EQ(d[0].contract.kind, gv::query::ContractKind::exact);
  // the row calls the transcription: a face contact, through the registry
  const gv::query::AabbAabb<float> c{{{0x0p+0f, 0x0p+0f, 0x0p+0f}, {0x1p+0f, 0x1p+0f, 0x1p+0f}},
                                     {{0x1p+0f, 0x0p+0f, 0x0p+0f}, {0x1p+1f, 0x1p+0f, 0x1p+0f}}};
  EXPECT_FALSE(f[0].intersects(c));
  const gv::query::AabbAabb<double> e{{{0x0p+0, 0x0p+0, 0x0p+0}, {0x1p+0, 0x1p+0, 0x1p+0}},
                                      {{0x1p-1, 0x0p+0, 0x0p+0}, {0x1p+1, 0x1p+0, 0x1p+0}}};
  EXPECT_TRUE(d[0].intersects(e));
}

}  // namespace

}  // namespace gv_specimens_zoo_strict_aabb_test
