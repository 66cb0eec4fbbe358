// SPDX-License-Identifier: MIT
// Bug zoo: Akenine-Moller, tribox3.c triBoxOverlap (contract exact). The
// specification of the transcription, defects included: each defect has a
// hand case whose exact answer is given in the comment; the assertion pins
// what the routine actually answers.
//
// Exact meaning (shared/DESIGN.md): the box [min, max] and the triangle (its
// convex hull) are closed; touching counts as intersecting. The routine takes
// boxcenter/boxhalfsize; a caller holding a min/max box computes them in
// float as the registry does: (min + max) * 0.5f and (max - min) * 0.5f.
#include <gtest/gtest.h>

#include "geoverify/specimens/zoo_tribox3.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_tribox3_test {

namespace {

namespace tb = gv::specimens::tribox;

struct V3 {
  float x, y, z;
};

// The routine on a box given by centre and half size.
bool overlap(V3 c, V3 h, V3 p0, V3 p1, V3 p2) {
  float boxcenter[3] = {c.x, c.y, c.z};
  float boxhalfsize[3] = {h.x, h.y, h.z};
  float triverts[3][3] = {{p0.x, p0.y, p0.z}, {p1.x, p1.y, p1.z}, {p2.x, p2.y, p2.z}};
  return tb::triBoxOverlap(boxcenter, boxhalfsize, triverts) != 0;
}

// The routine on the box [lo, hi], converted as the registry converts it.
bool overlap_min_max(V3 lo, V3 hi, V3 p0, V3 p1, V3 p2) {
  return overlap({(lo.x + hi.x) * 0.5f, (lo.y + hi.y) * 0.5f, (lo.z + hi.z) * 0.5f},
                 {(hi.x - lo.x) * 0.5f, (hi.y - lo.y) * 0.5f, (hi.z - lo.z) * 0.5f}, p0, p1, p2);
}

constexpr V3 kO{0, 0, 0};
constexpr V3 kOne{1, 1, 1};  // with kO: the box [-1, 1]^3

// Right: the triangle (-2,-2,0), (2,-2,0), (0,2,0) contains the box centre
// (overlapping); moved to z = 5 it is disjoint.
TEST(ZooTribox3, RightForAProperTriangle) {
  EXPECT_TRUE(overlap(kO, kOne, {-2, -2, 0}, {2, -2, 0}, {0, 2, 0}));
  EXPECT_FALSE(overlap(kO, kOne, {-2, -2, 5}, {2, -2, 5}, {0, 2, 5}));
}

// Right: the triangle (1,1,1), (2,1,0), (1,2,0) lies in the plane
// x + y + z = 3, which meets the box [-1, 1]^3 only at its corner (1,1,1), a
// vertex of the triangle: touching, and the strict `>` tests keep it. Lifted
// by 1/2 in z it lies in x + y + z = 7/2: disjoint.
TEST(ZooTribox3, RightForCornerContact) {
  EXPECT_TRUE(overlap(kO, kOne, {1, 1, 1}, {2, 1, 0}, {1, 2, 0}));
  EXPECT_FALSE(overlap(kO, kOne, {1, 1, 1.5f}, {2, 1, 0.5f}, {1, 2, 0.5f}));
}

// Right for degenerate triangles: with a zero normal planeBoxOverlap returns
// 1, zero edges give null axes that compare 0 > rad false, and what remains is
// the separating set of a segment or a point. The segment from (-2,0,0) to
// (2,0,0) crosses the box; at y = 3 it misses; a point inside, a point out.
TEST(ZooTribox3, RightForSegmentsAndPoints) {
  EXPECT_TRUE(overlap(kO, kOne, {-2, 0, 0}, {0, 0, 0}, {2, 0, 0}));
  EXPECT_FALSE(overlap(kO, kOne, {-2, 3, 0}, {0, 3, 0}, {2, 3, 0}));
  EXPECT_TRUE(overlap(kO, kOne, {0.5f, 0.5f, 0.5f}, {0.5f, 0.5f, 0.5f}, {0.5f, 0.5f, 0.5f}));
  EXPECT_FALSE(overlap(kO, kOne, {3, 0, 0}, {3, 0, 0}, {3, 0, 0}));
}

// Defect (false miss): each AXISTEST projects two of the three vertices. The
// box [-1, 1]^3 (exact centre and half size). Exact (rational arithmetic):
// the triangle overlaps the box, by 3.4e-9 along the axis e1 x f2 (y cross
// the edge v0 - v2). A test on a rounded edge axis leaves out the vertex
// whose projection would have closed the gap; the same routine projecting
// all three vertices answers 1.
TEST(ZooTribox3, SkippedVertexIsAMiss) {
  EXPECT_FALSE(overlap(kO, kOne, {-0x1.af31cap+1f, 0x1.94f6ap-2f, 0x1.c760ep-2f},
                       {-0x1.583202p-8f, -0x1.0f4ffcp+1f, 0x1.5e9e9p+1f},
                       {-0x1.3971b2p-3f, -0x1.6f22e4p+0f, 0x1.32d43p+0f}));
}

// Defect (false miss): the plane test is cubic in the coordinates. Exact: the
// triangle (-A,-A,-2A), (A,-A,0), (0,A,A) with A = 2^50 lies in the plane
// z = x + y and contains the origin, the box centre: overlapping. The nine
// edge tests and the three box axes stay finite (degree 2, about 2^102) and
// pass; normal = e0 x e1 = (-4A^2, -4A^2, 4A^2), and DOT(normal, vmin) adds
// -2^152 - 2^152 + 2^153, which overflows to -inf - inf + inf = NaN. Both
// `NaN > 0` and `NaN >= 0` are false: planeBoxOverlap returns 0.
TEST(ZooTribox3, OverflowingPlaneTestIsAMiss) {
  const float a = 0x1p+50f;
  EXPECT_FALSE(overlap(kO, kOne, {-a, -a, -2 * a}, {a, -a, 0}, {0, a, a}));
}

// Defect (false hit): moving the vertices by -boxcenter rounds. Exact: the
// box [0, 1]^3 (centre 1/2, half size 1/2, both exact) and a triangle whose
// highest point (1/2, 1/2, -2^-148) is just below the face z = 0: disjoint.
// -2^-148 - 1/2 rounds to -1/2 and the vertex lands on the face.
TEST(ZooTribox3, RoundedTranslationIsAHit) {
  EXPECT_TRUE(overlap({0.5f, 0.5f, 0.5f}, {0.5f, 0.5f, 0.5f}, {0.5f, 0.5f, -0x1p-148f}, {0, 0, -1}, {1, 0, -1}));
}

// Defect (false miss): the caller's boxcenter is rounded. Exact: the box
// [1, 1 + 2^-23] x [0, 1] x [0, 1] and the triangle with the vertex
// (1 + 2^-23, 1/2, 1/2) on its face x = max.x, the others at x = 2: touching.
// (min.x + max.x) = 2 + 2^-23 is a tie in float and rounds to 2: boxcenter.x
// = 1 and boxhalfsize.x = 2^-24, so the routine sees [1 - 2^-24, 1 + 2^-24]
// and the vertex at 2^-23 from the centre is outside.
TEST(ZooTribox3, RoundedBoxCenterIsAMiss) {
  EXPECT_FALSE(overlap_min_max({1, 0, 0}, {0x1.000002p+0f, 1, 1}, {0x1.000002p+0f, 0.5f, 0.5f}, {2, 0.5f, 0.5f},
                               {2, 0.75f, 0.5f}));
}

// Defect (false hit): the same box, the other side. Exact: the triangle's
// largest x is 1 - 2^-24 < min.x = 1: disjoint; the routine's box reaches
// down to 1 - 2^-24: touching.
TEST(ZooTribox3, RoundedBoxCenterIsAHit) {
  EXPECT_TRUE(overlap_min_max({1, 0, 0}, {0x1.000002p+0f, 1, 1}, {0x1.fffffep-1f, 0.5f, 0.5f}, {0, 0.5f, 0.5f},
                              {0, 0.75f, 0.5f}));
}

}  // namespace

}  // namespace gv_specimens_zoo_tribox3_test
