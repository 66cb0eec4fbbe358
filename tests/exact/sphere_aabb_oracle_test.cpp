// SPDX-License-Identifier: MIT
// Specification of the ball-box oracle (exact/sphere_aabb.h): relations and
// margins on hand cases (a point ball inside a solid box overlaps, on the
// boundary or on a flat box touches), rejection of invalid input, and
// agreement with an independent oracle: gv::exact::obb_sphere (exact/obb.h,
// the parallelepiped's nearest point by simplices) on the same box written as
// an axis-aligned Obb, on every generator class. The margin's sign and scale
// invariance on every generator class: margin_test.cpp.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>

#include "geoverify/exact/obb.h"
#include "geoverify/exact/rational.h"
#include "geoverify/exact/sphere_aabb.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "geoverify/exact/rational/sphere_aabb.h"
#include "as_obb.h"
#include "hex.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_sphere_aabb_oracle_test {

namespace {

using gv::Relation;
using gv::test_support::as_obb;

const gv::Aabbd kCube{{-1, -1, -1}, {1, 1, 1}};

TEST(SphereAabbOracle, MarginIsDistanceMinusRadius) {
  auto r = gv::exact::sphere_aabb(gv::Sphered{{4, 5, 0}, 4}, kCube);  // edge (1, 1) at distance 5
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_DOUBLE_EQ(r.margin, 1.0);
  EXPECT_DOUBLE_EQ(r.scale, 5.0);  // max of |c_i|, r, |min_i|, |max_i|
  EXPECT_DOUBLE_EQ(r.relative_margin, 0.2);
  r = gv::exact::sphere_aabb(gv::Sphered{{3, 4, 7}, 9}, kCube);  // corner at distance 7
  EXPECT_EQ(r.relation, Relation::overlapping);
  EXPECT_DOUBLE_EQ(r.margin, -2.0);
  r = gv::exact::sphere_aabb(gv::Sphered{{3, 4, 7}, 7}, kCube);
  EXPECT_EQ(r.relation, Relation::touching);
  EXPECT_EQ(r.margin, 0.0);
  // near tangency the margin keeps its relative accuracy: 2^-40 off
  r = gv::exact::sphere_aabb(gv::Sphered{{4, 5, 0}, 5.0 - 0x1p-40}, kCube);
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_NEAR(r.margin, 0x1p-40, 0x1p-90);
}

TEST(SphereAabbOracle, CentreInsideTheBox) {
  // depth: r plus the distance to the nearest face
  auto r = gv::exact::sphere_aabb(gv::Sphered{{0.5, 0, 0}, 2}, kCube);
  EXPECT_EQ(r.relation, Relation::overlapping);
  EXPECT_DOUBLE_EQ(r.margin, -2.5);
  // a point strictly inside: minus its distance to the nearest face
  r = gv::exact::sphere_aabb(gv::Sphered{{0.5, -0.75, 0}, 0}, kCube);
  EXPECT_EQ(r.relation, Relation::overlapping);
  EXPECT_DOUBLE_EQ(r.margin, -0.25);
  // a point on a face, an edge, a corner: touching
  for (const gv::Vec3d p : {gv::Vec3d{1, 0, 0}, gv::Vec3d{1, -1, 0}, gv::Vec3d{-1, 1, -1}}) {
    r = gv::exact::sphere_aabb(gv::Sphered{p, -0.0}, kCube);
    EXPECT_EQ(r.relation, Relation::touching);
    EXPECT_EQ(r.margin, 0.0);
  }
  // a point on a flat box (no interior): touching; a ball around it overlaps, depth r
  const gv::Aabbd flat{{-1, -1, 0}, {1, 1, 0}};
  EXPECT_EQ(gv::exact::sphere_aabb(gv::Sphered{{0, 0, 0}, 0}, flat).relation, Relation::touching);
  r = gv::exact::sphere_aabb(gv::Sphered{{0, 0, 0}, 0.5}, flat);
  EXPECT_EQ(r.relation, Relation::overlapping);
  EXPECT_DOUBLE_EQ(r.margin, -0.5);
  // a point box
  EXPECT_EQ(gv::exact::sphere_aabb(gv::Spheref{{1, 2, 2}, 3}, gv::Aabbf{{0, 0, 0}, {0, 0, 0}}).relation,
            Relation::touching);
  EXPECT_EQ(gv::exact::sphere_aabb(gv::Spheref{{0, 0, 0}, 0}, gv::Aabbf{{0, 0, 0}, {0, 0, 0}}).relation,
            Relation::touching);
}

TEST(SphereAabbOracle, ExactAtTheEndsOfTheRange) {
  const double mx = std::numeric_limits<double>::max(), tiny = std::numeric_limits<double>::denorm_min();
  auto r = gv::exact::sphere_aabb(gv::Sphered{{-mx, 0, 0}, mx}, gv::Aabbd{{0, 0, 0}, {1, 1, 1}});
  EXPECT_EQ(r.relation, Relation::touching);
  EXPECT_EQ(r.scale, mx);
  r = gv::exact::sphere_aabb(gv::Sphered{{-tiny, -tiny, 0}, tiny}, gv::Aabbd{{0, 0, 0}, {1, 1, 1}});
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_GT(r.margin, 0.0);  // about 0.41 denorm_min: saturated to denorm_min, sign exact
  // the squared distance itself, exactly
  const gv::exact::Vec3Q c{-3, -4, 0}, lo{0, 0, 0}, hi{1, 1, 1};
  EXPECT_EQ(gv::exact::squared_distance_to_box(c, lo, hi), gv::exact::Rational(25));
}

TEST(SphereAabbOracle, InvalidInputIsRejected) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(gv::exact::sphere_aabb(gv::Sphered{{0, 0, 0}, -1}, kCube).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::sphere_aabb(gv::Sphered{{nan, 0, 0}, 1}, kCube).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::sphere_aabb(gv::Sphered{{0, 0, 0}, inf}, kCube).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::sphere_aabb(gv::Sphered{{0, 0, 0}, 1}, gv::Aabbd{{1, 0, 0}, {0, 1, 1}}).relation,
            Relation::invalid);
  EXPECT_EQ(gv::exact::sphere_aabb(gv::Sphered{{0, 0, 0}, 1}, gv::Aabbd{{-inf, 0, 0}, {inf, 1, 1}}).relation,
            Relation::invalid);
  const auto r = gv::exact::sphere_aabb(gv::Sphered{{0, 0, 0}, nan}, kCube);
  EXPECT_EQ(r.margin, 0.0);
  EXPECT_EQ(r.scale, 0.0);
}

/// Every generator class: the two oracles give the same relation, and the
/// same margin (dist - r, or -(r + depth) inside) to 1e-12 relative.
template <class T>
void agrees_with_obb_sphere(std::uint64_t seed, int per_class) {
  using Gen = gv::gen::Generator<gv::query::SphereAabb<T>>;
  gv::gen::Prng rng(seed);
  int compared = 0;
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < per_class; ++i) {
      const auto c = Gen::make(rng, cls);
      gv::Obb<T> o{};
      if (!as_obb(c.box, o)) continue;
      const auto a = gv::exact::sphere_aabb(c.sphere, c.box);
      const auto b = gv::exact::obb_sphere(o, c.sphere);
      ASSERT_EQ(a.relation, b.relation) << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
      if (std::fabs(a.margin) > 1e-300 && std::fabs(a.margin) < 1e300) {
        ASSERT_NEAR(a.margin, b.margin, 1e-12 * std::fabs(a.margin)) << Gen::kClasses[cls] << "\n"
                                                                    << gv::query::declarations(c);
      }
      ++compared;
    }
  }
  EXPECT_GT(compared, per_class * static_cast<int>(Gen::kClasses.size()) / 2);
}

TEST(SphereAabbOracle, AgreesWithObbSphereOnAxisAlignedBoxesFloat) { agrees_with_obb_sphere<float>(0x5a0e1, gv::test_support::work(60)); }
TEST(SphereAabbOracle, AgreesWithObbSphereOnAxisAlignedBoxesDouble) { agrees_with_obb_sphere<double>(0x5a0e2, gv::test_support::work(60)); }

}  // namespace

}  // namespace gv_exact_sphere_aabb_oracle_test
