// SPDX-License-Identifier: MIT
// Specification of gv::relation(Plane, Sphere) (core/plane_sphere.h): hand
// cases of every degenerate class with their exact answers, on the core (both
// argument orders) and the exact oracle, for float and double.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "geoverify/core/plane_sphere.h"
#include "geoverify/exact/plane.h"
#include "hex.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_plane_sphere_test {

namespace {

using gv::Relation;

template <class T>
class PlaneSphereTest : public ::testing::Test {
 protected:
  static void expect(const gv::Plane<T>& p, const gv::Sphere<T>& s, Relation want) {
    EXPECT_EQ(gv::relation(p, s), want);
    EXPECT_EQ(gv::relation(s, p), want);
    EXPECT_EQ(gv::intersects(p, s), gv::intersecting(want));
    EXPECT_EQ(gv::intersects(s, p), gv::intersecting(want));
    EXPECT_EQ(gv::exact::plane_sphere(p, s).relation, want);
  }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(PlaneSphereTest, Scalars);

TYPED_TEST(PlaneSphereTest, SeedDemo) {
  // The seed: plane through (1,0,0), (0,1,0), (0,0,1), sphere at (8,8,8) of
  // radius 15. Distance (24 - 1) / sqrt(3) = 13.28 < 15: they overlap.
  TestFixture::expect({{1, 1, 1}, -1}, {{8, 8, 8}, 15}, Relation::overlapping);
  // ... and with radius 13 they are apart (23^2 = 529 > 13^2 * 3 = 507)
  TestFixture::expect({{1, 1, 1}, -1}, {{8, 8, 8}, 13}, Relation::disjoint);
}

TYPED_TEST(PlaneSphereTest, TangentPlanesWithUnnormalisedNormals) {
  // z = 5 touches the ball of radius 2 at (0,0,3), whatever |n| is
  TestFixture::expect({{0, 0, 1}, -5}, {{0, 0, 3}, 2}, Relation::touching);
  TestFixture::expect({{0, 0, -8}, 40}, {{0, 0, 3}, 2}, Relation::touching);
  // (3,4,0).x = 25 is at distance 5 from the origin: tangent to radius 5
  TestFixture::expect({{3, 4, 0}, -25}, {{0, 0, 0}, 5}, Relation::touching);
  TestFixture::expect({{3, 4, 0}, -25}, {{0, 0, 0}, 4.96875}, Relation::disjoint);
  TestFixture::expect({{3, 4, 0}, -25}, {{0, 0, 0}, 5.03125}, Relation::overlapping);
  // (2,3,6) has length 7: the plane 2x+3y+6z = 14 is tangent to radius 2 at 0
  TestFixture::expect({{2, 3, 6}, -14}, {{0, 0, 0}, 2}, Relation::touching);
}

TYPED_TEST(PlaneSphereTest, ZeroRadiusIsAPoint) {
  using T = TypeParam;
  TestFixture::expect({{1, 2, 3}, -6}, {{1, 1, 1}, 0}, Relation::touching);
  TestFixture::expect({{1, 2, 3}, -6}, {{1, 1, 1}, -T(0)}, Relation::touching);
  TestFixture::expect({{1, 2, 3}, -6.5}, {{1, 1, 1}, 0}, Relation::disjoint);
}

TYPED_TEST(PlaneSphereTest, ZeroNormalIsEmptyOrAllOfSpace) {
  TestFixture::expect({{0, 0, 0}, 0}, {{7, 7, 7}, 0}, Relation::overlapping);
  TestFixture::expect({{0, 0, 0}, 3}, {{0, 0, 0}, 100}, Relation::disjoint);
}

TYPED_TEST(PlaneSphereTest, SubnormalsAndTheTopOfTheRange) {
  using T = TypeParam;
  const T tiny = std::numeric_limits<T>::denorm_min(), big = std::numeric_limits<T>::max();
  TestFixture::expect({{0, 0, 1}, -tiny}, {{0, 0, 0}, tiny}, Relation::touching);
  TestFixture::expect({{0, 0, 1}, -2 * tiny}, {{0, 0, 0}, tiny}, Relation::disjoint);
  TestFixture::expect({{tiny, 0, 0}, 0}, {{tiny, 0, 0}, tiny}, Relation::touching);
  // r |n| and n.c overflow in floating point
  TestFixture::expect({{big, 0, 0}, 0}, {{big, 0, 0}, big}, Relation::touching);
  TestFixture::expect({{big, big, 0}, 0}, {{big, -big, 0}, big}, Relation::overlapping);
  TestFixture::expect({{0, big, 0}, -big}, {{0, -big, 0}, big}, Relation::disjoint);
}

TYPED_TEST(PlaneSphereTest, SignedZerosNeverChangeTheAnswer) {
  using T = TypeParam;
  const T z = -T(0);
  // -0.0 in the normal, the offset and the centre: the same sets as +0.0
  TestFixture::expect({{z, z, 1}, -5}, {{0, 0, 3}, 2}, Relation::touching);
  TestFixture::expect({{0, 0, 1}, -5}, {{z, z, 3}, 2}, Relation::touching);
  TestFixture::expect({{z, z, -1}, 5}, {{z, 0, 3}, 2}, Relation::touching);
  TestFixture::expect({{1, z, z}, z}, {{z, z, z}, z}, Relation::touching);
  TestFixture::expect({{1, z, z}, z}, {{z, z, z}, 1}, Relation::overlapping);
  TestFixture::expect({{z, z, z}, z}, {{5, 5, 5}, 1}, Relation::overlapping);  // n = 0, d = 0: all space
  TestFixture::expect({{z, z, z}, 1}, {{z, z, z}, 1}, Relation::disjoint);     // n = 0, d != 0: empty
}

TYPED_TEST(PlaneSphereTest, TinySphereFarFromTheOrigin) {
  using T = TypeParam;
  const T far = std::is_same_v<T, float> ? T(0x1p+40) : T(0x1p+300);
  const T ulp = std::nextafter(far, std::numeric_limits<T>::max()) - far;
  // a ball of radius one ulp of its centre: z = far + ulp touches it at the top
  TestFixture::expect({{0, 0, 1}, -(far + ulp)}, {{far, far, far}, ulp}, Relation::touching);
  TestFixture::expect({{0, 0, 1}, -(far + 2 * ulp)}, {{far, far, far}, ulp}, Relation::disjoint);
  TestFixture::expect({{0, 0, 1}, -far}, {{far, far, far}, ulp}, Relation::overlapping);
  // the tilted plane (3,4,0).x = 7 far + 5 r is tangent to the ball of radius
  // r = 4 ulps (every constant here is exact: 7 far + 5 r spans 24 bits in
  // float, 53 in double)
  const T r = 4 * ulp;
  TestFixture::expect({{3, 4, 0}, -(7 * far + 5 * r)}, {{far, far, far}, r}, Relation::touching);
  TestFixture::expect({{3, 4, 0}, -(7 * far + 6 * r)}, {{far, far, far}, r}, Relation::disjoint);
  TestFixture::expect({{3, 4, 0}, -(7 * far + 4 * r)}, {{far, far, far}, r}, Relation::overlapping);
  // and the radius 0 ball there is a point
  TestFixture::expect({{3, 4, 0}, -(7 * far)}, {{far, far, far}, 0}, Relation::touching);
}

TYPED_TEST(PlaneSphereTest, OneUlpEitherSideOfTangency) {
  using T = TypeParam;
  const T up = std::nextafter(T(2), T(3)), down = std::nextafter(T(2), T(1));
  TestFixture::expect({{0, 0, 1}, -5}, {{0, 0, 3}, up}, Relation::overlapping);
  TestFixture::expect({{0, 0, 1}, -5}, {{0, 0, 3}, down}, Relation::disjoint);
  TestFixture::expect({{3, 4, 0}, std::nextafter(T(-25), T(-26))}, {{0, 0, 0}, 5}, Relation::disjoint);
  TestFixture::expect({{3, 4, 0}, std::nextafter(T(-25), T(0))}, {{0, 0, 0}, 5}, Relation::overlapping);
}

TYPED_TEST(PlaneSphereTest, InvalidInputGivesInvalid) {
  using T = TypeParam;
  TestFixture::expect({{0, 0, 1}, 0}, {{0, 0, 0}, -1}, Relation::invalid);
  TestFixture::expect({{0, 0, 1}, 0}, {{0, 0, 0}, std::numeric_limits<T>::infinity()}, Relation::invalid);
  TestFixture::expect({{0, std::numeric_limits<T>::quiet_NaN(), 1}, 0}, {{0, 0, 0}, 1}, Relation::invalid);
  TestFixture::expect({{0, 0, 0}, 0}, {{0, 0, 0}, -std::numeric_limits<T>::denorm_min()}, Relation::invalid);
}

TYPED_TEST(PlaneSphereTest, BothStagesAreReached) {
  using T = TypeParam;
  gv::Stats st;
  gv::relation(gv::Plane<T>{{0, 0, 1}, -50}, gv::Sphere<T>{{0, 0, 0}, 1}, &st);    // far apart
  gv::relation(gv::Plane<T>{{0, 0, 1}, 0}, gv::Sphere<T>{{0, 0, 0}, 1}, &st);      // through the centre
  EXPECT_EQ(st.filter, 2u);
  gv::relation(gv::Plane<T>{{3, 4, 0}, -25}, gv::Sphere<T>{{0, 0, 0}, 5}, &st);    // tangent
  EXPECT_EQ(st.exact, 1u);
}

}  // namespace

}  // namespace gv_core_plane_sphere_test
