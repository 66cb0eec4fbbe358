// SPDX-License-Identifier: MIT
// Bug zoo: Williams, Barrus, Morley, Shirley 2005, Box::intersect(ray, t0, t1)
// (contract exact). The specification of the transcription, defects included:
// each defect has a hand case whose exact answer is given in the comment; the
// assertion pins what the routine actually answers.
//
// Exact meaning (shared/DESIGN.md): the box is closed, the ray is the segment
// {o + t d : t0 <= t <= t1} (the registry passes t0 = ray.tmin, t1 =
// ray.tmax); touching counts as intersecting.
#include <gtest/gtest.h>

#include <limits>

#include "geoverify/specimens/zoo_williams_ray_box.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_williams_test {

namespace {

namespace wi = gv::specimens::williams;
using wi::Vector3;

constexpr float kInf = std::numeric_limits<float>::infinity();

// The unit cube [0, 1]^3.
bool intersect(Vector3 o, Vector3 d, float t0 = 0, float t1 = kInf) {
  return wi::Box(Vector3(0, 0, 0), Vector3(1, 1, 1)).intersect(wi::Ray(o, d), t0, t1);
}

// The Ray constructor precomputes 1/d and the signs from 1/d, so -0 is
// negative (the paper's point against testing d >= 0).
TEST(ZooWilliams, RayTakesTheSignOfTheReciprocal) {
  const wi::Ray r(Vector3(0, 0, 0), Vector3(-0.0f, 0.0f, -2));
  EXPECT_EQ(r.inv_direction.x(), -kInf);
  EXPECT_EQ(r.sign[0], 1);
  EXPECT_EQ(r.sign[1], 0);
  EXPECT_EQ(r.inv_direction.z(), -0.5f);
  EXPECT_EQ(r.sign[2], 1);
}

// Right: along +x through the middle, entering at t = 1 (overlapping); at
// y = 2 the y slab is (-inf, -inf): disjoint.
TEST(ZooWilliams, RightThroughAndPast) {
  EXPECT_TRUE(intersect(Vector3(-1, 0.5f, 0.5f), Vector3(1, 0, 0)));
  EXPECT_FALSE(intersect(Vector3(-1, 2, 0.5f), Vector3(1, 0, 0)));
}

// Right: a ray lying in a face plane perpendicular to y. Exact: o = (-1, 0,
// 1/2), d = (1, 0, 0) runs along the face y = 0: touching. tymin =
// (0 - 0) * inf = NaN is never copied into tmin (every comparison with NaN is
// false), so the y slab is ignored, which is right here.
TEST(ZooWilliams, RightForARayInAYFacePlane) {
  EXPECT_TRUE(intersect(Vector3(-1, 0, 0.5f), Vector3(1, 0, 0)));
}

// Defect (false miss, documented: Barnes 2015, ArborX, embree): the same in a
// face plane perpendicular to x. Exact: o = (0, -1, 1/2), d = (0, 1, 0) runs
// along the face x = 0: touching. tmin = (0 - 0) * inf = NaN is the x slab's
// own value, nothing overwrites it, and the final `tmin < t1` is false.
TEST(ZooWilliams, RayInAnXFacePlaneIsAMiss) {
  EXPECT_FALSE(intersect(Vector3(0, -1, 0.5f), Vector3(0, 1, 0)));
  EXPECT_FALSE(intersect(Vector3(0, -1, 0.5f), Vector3(-0.0f, 1, 0)));
}

// Defect (false miss): the open interval (t0, t1). Exact: the ray starting on
// the face x = 1 and leaving, o = (1, 1/2, 1/2), d = (1, 0, 0), touches the
// cube at t = 0. tmax = (1 - 1) * 1 = 0 and `tmax > t0` is 0 > 0.
TEST(ZooWilliams, ContactAtTheStartIsAMiss) {
  EXPECT_FALSE(intersect(Vector3(1, 0.5f, 0.5f), Vector3(1, 0, 0)));
}

// Defect (false miss): the open interval, the other end. Exact: the segment
// t in [0, 1] of o = (-1, 1/2, 1/2), d = (1, 0, 0) ends on the face x = 0:
// touching. tmin = 1 and `tmin < t1` is 1 < 1.
TEST(ZooWilliams, ContactAtTheEndIsAMiss) {
  EXPECT_FALSE(intersect(Vector3(-1, 0.5f, 0.5f), Vector3(1, 0, 0), 0, 1));
}

// Defect (false miss, rounding): o = (-1, -4, 1/2), d = (5, 25, 0). Exact: at
// t = 1/5 the ray is at (0, 1, 1/2) on the edge x = 0, y = 1, and nowhere else
// in the cube (x < 0 before, y > 1 after): touching. The routine:
// tmin = 1 * fl(1/5) = 0x1.99999ap-3 and tymax = 5 * fl(1/25) = 0x1.999998p-3,
// one ulp below, so `tmin > tymax` rejects.
TEST(ZooWilliams, GrazingAnEdgeIsAMiss) {
  EXPECT_FALSE(intersect(Vector3(-1, -4, 0.5f), Vector3(5, 25, 0)));
}

// Defect (false hit, rounding). Exact (rational arithmetic): the slab
// intervals are x [0.8, 1], y [0.7237, 1.2062], z [1.00000006, 1.2667]; the
// ray enters the z slab 6.4e-8 after it leaves the x slab: disjoint. Each
// bound is (corner - o) * fl(1/d), rounded twice: tzmin rounds down to
// exactly 1, the x slab's exit tmax, and `tzmin > tmax` is 1 > 1.
TEST(ZooWilliams, GrazingPastAnEdgeIsAHit) {
  EXPECT_TRUE(intersect(Vector3(5, 2.5f, -3.75f), Vector3(-5, -0x1.094a0ep+1f, 0x1.dffffep+1f)));
}

// Defect (false hit): 1/d overflows for a subnormal d. Exact: o = (-1, 0, 1/2),
// d = (1, -2^-140, 0) is below the cube's bottom face y = 0 for every t > 0
// (y = -t 2^-140), and at t = 0 x = -1: disjoint. 1/d.y = -2^140 overflows to
// -inf; tymax = (0 - 0) * -inf = NaN, so the y slab is ignored as if the ray
// lay in the face plane.
TEST(ZooWilliams, SubnormalDirectionIsAHit) {
  EXPECT_TRUE(intersect(Vector3(-1, 0, 0.5f), Vector3(1, -0x1p-140f, 0)));
}

}  // namespace

}  // namespace gv_specimens_zoo_williams_test
