// SPDX-License-Identifier: MIT
// Specification of the three-point driver (specimens/three_points.h): the
// points it returns lie exactly on the plane (judged by the exact oracle, not
// by the core the driver uses), are not collinear, and sit near the anchor;
// it declines exactly the planes it documents.
#include <gtest/gtest.h>

#include <array>
#include <cmath>
#include <limits>

#include "geoverify/exact/plane.h"
#include "geoverify/specimens/seed000_plane.h"
#include "geoverify/specimens/three_points.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_three_points_test {

namespace {

using gv::Relation;
using gv::specimens::three_points_on_plane;
using P3 = std::array<gv::Vec3<float>, 3>;

bool on(const gv::Planef& plane, const gv::Vec3<float>& q) {
  return gv::exact::plane_aabb(plane, gv::Aabbf{q, q}).relation == Relation::touching;
}

// Exact for the small dyadic coordinates these tests use: the differences and
// the products fit in a double's 53 bits.
bool collinear(const P3& p) {
  const double ux = double(p[1].x) - p[0].x, uy = double(p[1].y) - p[0].y, uz = double(p[1].z) - p[0].z;
  const double vx = double(p[2].x) - p[0].x, vy = double(p[2].y) - p[0].y, vz = double(p[2].z) - p[0].z;
  return uy * vz - uz * vy == 0 && uz * vx - ux * vz == 0 && ux * vy - uy * vx == 0;
}

void expect_points(const gv::Planef& plane, const gv::Vec3<float>& anchor, float reach) {
  P3 p;
  ASSERT_TRUE(three_points_on_plane(plane, anchor, p));
  for (const auto& q : p) {
    EXPECT_TRUE(on(plane, q));
    EXPECT_LE(std::fabs(q.x - anchor.x) + std::fabs(q.y - anchor.y) + std::fabs(q.z - anchor.z), reach);
  }
  EXPECT_FALSE(collinear(p));
}

TEST(ThreePoints, TheDemoPlaneThroughTheUnitPoints) {
  // x + y + z - 1 = 0, the plane of the seed's demo
  expect_points({{1, 1, 1}, -1}, {0, 0, 0}, 8);
}

TEST(ThreePoints, AxisAlignedAndGridPlanesNearTheAnchor) {
  expect_points({{0, 0, -1}, 1}, {5, -3, 0.5f}, 4);
  expect_points({{0, 7, 0}, -21}, {100, 0, -100}, 24);
  int n = 0;
  for (int a = -9; a <= 9; a += 3) {
    for (int b = -8; b <= 8; b += 4) {
      for (int c = 1; c <= 64; c *= 4) {
        for (int d = -50; d <= 50; d += 25) {
          expect_points({{float(a), float(b), float(c)}, float(d)}, {3, -2, 1}, 1000);
          ++n;
        }
      }
    }
  }
  EXPECT_EQ(n, 7 * 5 * 4 * 5);
}

TEST(ThreePoints, DyadicPlanesNeedHalfSteps) {
  // 2x + 4y + 6z + 1 = 0: x + 2y + 3z = -1/2 has no integer point, but points
  // with halves.
  expect_points({{2, 4, 6}, 1}, {0, 0, 0}, 16);
  // scaled by powers of two, the plane keeps its points
  expect_points({{0x1p-100f, 0x1p-99f, 0x1.8p-99f}, 0x1p-101f}, {0, 0, 0}, 16);
  expect_points({{0x1p+100f, 0x1p+101f, 0x1.8p+101f}, 0x1p+99f}, {0, 0, 0}, 16);
}

TEST(ThreePoints, ZeroNormalWithZeroOffsetGivesCollinearPoints) {
  P3 p;
  ASSERT_TRUE(three_points_on_plane({{0, 0, -0.0f}, 0}, {1, 2, 3}, p));
  EXPECT_TRUE(collinear(p));
  // through them the seed's createPlane builds the n = 0, d = 0 plane
  gv::specimens::seed000::Plane sp;
  sp.createPlane({p[0].x, p[0].y, p[0].z}, {p[1].x, p[1].y, p[1].z}, {p[2].x, p[2].y, p[2].z});
  EXPECT_EQ(sp.a, 0.0f);
  EXPECT_EQ(sp.b, 0.0f);
  EXPECT_EQ(sp.c, 0.0f);
  EXPECT_EQ(sp.d, 0.0f);
}

TEST(ThreePoints, DeclinesWhatItDocuments) {
  P3 p;
  const float inf = std::numeric_limits<float>::infinity();
  const float nan = std::numeric_limits<float>::quiet_NaN();
  EXPECT_FALSE(three_points_on_plane({{0, 0, 0}, 1}, {0, 0, 0}, p));       // no point at all
  EXPECT_FALSE(three_points_on_plane({{3, 3, 3}, 1}, {0, 0, 0}, p));       // x+y+z = -1/3: no dyadic point
  EXPECT_FALSE(three_points_on_plane({{inf, 0, 1}, 0}, {0, 0, 0}, p));     // not finite
  EXPECT_FALSE(three_points_on_plane({{0, nan, 1}, 0}, {0, 0, 0}, p));
  EXPECT_FALSE(three_points_on_plane({{65, 1, 0}, 0}, {0, 0, 0}, p));      // reduced coefficient above 64
  EXPECT_FALSE(three_points_on_plane({{0x1.234566p+0f, 0x1.fedcbap-1f, 0x1.5p-3f}, 0.5f}, {0, 0, 0}, p));
  EXPECT_FALSE(three_points_on_plane({{1, 0, 0x1p-60f}, 0}, {0, 0, 0}, p)); // 60 binades apart
}

}  // namespace

}  // namespace gv_specimens_three_points_test
