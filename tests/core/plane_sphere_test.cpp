// SPDX-License-Identifier: MIT
// Specification of gv::relation(Plane, Sphere) (core/plane_sphere.h): hand
// cases of every degenerate class with their exact answers, on the core (both
// argument orders) and the exact oracle, for float and double.
#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <limits>
#include <random>

#include "every_exponent.h"
#include "fp_flags.h"
#include "geoverify/core/plane_sphere.h"
#include "geoverify/exact/plane.h"
#include "geoverify/query/cases.h"
#include "hex.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_plane_sphere_test {

using gv::test_support::work;

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

// Double input outside the filter's screen [2^-450, 2^500] takes the filter
// on its rescaling: the normal by 2^kn, centre and radius by 2^kp, d by
// 2^(kn + kp), values below 2^-450 after it flushed to 0 and the flush term
// kPlaneSphereFlushBound added to the bound.

/// n_y = -2^-451 is flushed. The exact s = 2^-449 - 2^-452 is below
/// r |n| = 2^-449 (overlapping); the flushed s'' = 2^-449 + 2^-452 is above
/// it by 2^-452, which the filter's own bound (about 2^-500) would certify as
/// disjoint. The flush term, 2^-445, leaves it to the exact stage.
TEST(PlaneSphereOutsideTheScreen, FlushedValuesNeedTheFlushTerm) {
  const gv::Plane<double> p{{1, -0x1p-451, 0}, 0x1p-449 + 0x1p-452};
  const gv::Sphere<double> s{{0, 1, 0}, 0x1p-449};
  ASSERT_EQ(gv::exact::plane_sphere(p, s).relation, Relation::overlapping);
  gv::Stats st;
  std::feclearexcept(FE_ALL_EXCEPT);
  EXPECT_EQ(gv::relation(p, s, &st), Relation::overlapping);
  EXPECT_EQ(std::fetestexcept(gv::test_support::kHarmfulFlags), 0);
  EXPECT_EQ(st.exact, 1u);
  // the flushed values as the filter takes them: undecided with the term
  const double n[3] = {1, 0, 0}, c[3] = {0, 1, 0};
  EXPECT_EQ(gv::detail::plane_sphere_filter(n, 0x1p-449 + 0x1p-452, c, 0x1p-449, true), Relation::invalid);
}

/// A scaled d of at least 2^8 is decided at once (disjoint), and one just
/// below takes the filter: both against the oracle. Near the rule's edge,
/// with n' = (1.5, 1.5, 1.5), c' = (-1.75, -1.75, -1.75), r' = 1 after the
/// scaling (n'.c' = -7.875, r' |n'| = 2.598...): d' = 10.25 overlaps and
/// d' = 10.5 does not, which a far rule from 2^3 on would get wrong.
TEST(PlaneSphereOutsideTheScreen, HugeScaledOffsetIsDisjoint) {
  for (const double d : {0x1p600, -0x1p600, 0x1p-292, -0x1.fffffffffffffp-293, 0x1p-300}) {
    const gv::Plane<double> p{{0x1p-600, 0, 0}, d};
    const gv::Sphere<double> s{{0x1p300, 0, 0}, 0x1p300};
    gv::Stats st;
    EXPECT_EQ(gv::relation(p, s, &st), gv::exact::plane_sphere(p, s).relation) << d;
    EXPECT_EQ(st.filter, 1u) << d;
  }
  const double n = 0x1.8p-600, c = -0x1.cp300;
  const gv::Sphere<double> s{{c, c, c}, 0x1p300};
  EXPECT_EQ(gv::relation(gv::Plane<double>{{n, n, n}, 10.25 * 0x1p-300}, s), Relation::overlapping);
  EXPECT_EQ(gv::relation(gv::Plane<double>{{n, n, n}, 10.5 * 0x1p-300}, s), Relation::disjoint);
  EXPECT_EQ(gv::exact::plane_sphere(gv::Plane<double>{{n, n, n}, 10.25 * 0x1p-300}, s).relation,
            Relation::overlapping);
  EXPECT_EQ(gv::exact::plane_sphere(gv::Plane<double>{{n, n, n}, 10.5 * 0x1p-300}, s).relation, Relation::disjoint);
}

/// Tangent planes, and planes one ulp of d either side, with the normal
/// and the positions scaled apart by powers of two (n by 2^a, c and r by
/// 2^b, d by 2^(a + b)) as far as every value stays a double: the exact
/// answers. Outside the screen, plane_sphere_rescaled brings every such
/// input back to the same values, exactly (n' = (0.75, -1, 0),
/// c' = (1.75, 0.25, -0.5), r' = 1.25, d' = d0 / 16), on which the exact
/// stage answers the tangent ones.
TEST(PlaneSphereOutsideTheScreen, ScaledTangentsKeepTheirAnswer) {
  std::mt19937_64 rng(0x9a5e);
  std::uniform_int_distribution<int> ea(-1000, 1000), eb(-1000, 1000);
  long tangent = 0;
  for (int i = 0; i < work(4000); ++i) {
    const int a = ea(rng), b = eb(rng);
    if (a + b < -1000 || a + b > 1000) continue;
    const double n[3] = {std::ldexp(3.0, a), std::ldexp(-4.0, a), 0.0};
    const gv::Sphere<double> s{{std::ldexp(7.0, b), std::ldexp(1.0, b), std::ldexp(-2.0, b)}, std::ldexp(5.0, b)};
    // s = 3*7 - 4*1 + d' = 17 + d': tangent for d' = -17 +- 25
    for (const double d0 : {8.0, -42.0}) {
      const double d = std::ldexp(d0, a + b);
      for (const double dd : {d, std::nextafter(d, 0.0), std::nextafter(d, 2 * d)}) {
        const gv::Plane<double> p{{n[0], n[1], n[2]}, dd};
        if (dd == d && !(gv::detail::in_filter_range(n[0]) && gv::detail::in_filter_range(s.r) &&
                         gv::detail::in_filter_range(d))) {
          const double cr[4] = {s.c.x, s.c.y, s.c.z, s.r};
          gv::detail::PlaneSphereScaled sc;
          ASSERT_TRUE(gv::detail::plane_sphere_rescaled(n, d, cr, sc));
          ASSERT_FALSE(sc.flushed || sc.far);
          EXPECT_TRUE(sc.n[0] == 0.75 && sc.n[1] == -1 && sc.n[2] == 0 && sc.d == d0 / 16);
          EXPECT_TRUE(sc.cr[0] == 1.75 && sc.cr[1] == 0.25 && sc.cr[2] == -0.5 && sc.cr[3] == 1.25);
        }
        gv::Stats st;
        std::feclearexcept(FE_ALL_EXCEPT);
        const Relation r = gv::relation(p, s, &st);
        ASSERT_EQ(std::fetestexcept(gv::test_support::kHarmfulFlags), 0)
            << gv::query::declarations(gv::query::PlaneSphere<double>{p, s});
        ASSERT_EQ(r, gv::exact::plane_sphere(p, s).relation)
            << gv::query::declarations(gv::query::PlaneSphere<double>{p, s});
        tangent += (dd == d && r == Relation::touching);
      }
    }
  }
  EXPECT_GT(tangent, work(4000) / 2);
}

/// Planes and spheres whose values span every exponent (random doubles, r
/// their magnitude): the core against the oracle, without a flag. Most of
/// them lie outside the screen, and the rescaled filter decides most of
/// those (93% when written; the rest have their decisive products among the
/// flushed values: the largest n_i and the largest c_i on different axes).
TEST(PlaneSphereOutsideTheScreen, EveryExponent) {
  const auto t = gv::test_support::every_exponent<gv::query::PlaneSphere<double>, 8>(
      0x9a5f, work(20000), [](const double (&x)[8]) {
        return gv::query::PlaneSphere<double>{{{x[0], x[1], x[2]}, x[3]}, {{x[4], x[5], x[6]}, std::fabs(x[7])}};
      });
  EXPECT_GT(t.outside, work(20000) / 2);
  EXPECT_GT(t.by_filter, t.outside * 4 / 5);
}

}  // namespace

}  // namespace gv_core_plane_sphere_test
