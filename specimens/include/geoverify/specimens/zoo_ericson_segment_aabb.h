// SPDX-License-Identifier: MIT
// Specimen (bug zoo): two segment-box tests that take the segment by its
// endpoints, as real APIs do.
//
// (a) C. Ericson, Real-Time Collision Detection, Morgan Kaufmann 2005,
//     section 5.3.3, TestSegmentAABB(Point p0, Point p1, AABB b): the
//     separating-axis test in midpoint / half-length form. The box as centre
//     and half-extents c = (min + max) * 0.5, e = max - c; the segment as
//     midpoint m = (p0 + p1) * 0.5 and half-length vector d = p1 - m, then
//     m = m - c; the three box axes |m_i| > e_i + |d_i| (no epsilon); then
//     EPSILON is added to each |d_i| "to counteract arithmetic errors when
//     segment is (near) parallel to a coordinate axis", and the three cross
//     axes |m_y d_z - m_z d_y| > e_y adz + e_z ady (and cyclic) separate.
//     Arithmetic order as in the book's listing (cross-checked against a
//     public copy, Drwalin/PCF_Engine .../Collision/RayAABB.cpp). The book
//     leaves EPSILON's value to the reader; the transcription uses the
//     machine epsilon of Real (FLT_EPSILON, DBL_EPSILON), as the public
//     GWOverlap::seg_aabb port of the same listing does. Returns 1 (no
//     separating axis) or 0.
// (b) JOML (Kai Burjack, MIT), Intersectionf.intersectLineSegmentAab(p0,
//     p1, min, max, result): dir = p1 - p0 (rounded), invDir = 1 / dir, the
//     slab test with tNear / tFar and the NaN guards of the source, and the
//     segment's own range [0, 1] by closed comparisons
//     (tNear <= tFar && tNear <= 1 && tFar >= 0). Read from the copy
//     vendored in IrisShaders/Iris (src/vendored/java/net/coderbot/iris/
//     vendored/joml/Intersectionf.java); Java float arithmetic is IEEE
//     single precision without contraction, which as_written.h reproduces.
//     Returns JOML's type: -1 OUTSIDE, 1 ONE_INTERSECTION, 2
//     TWO_INTERSECTION, 3 INSIDE. The double instance is Intersectiond.
//
// Intended contracts. (a): conservative. The test is on closed sets (a
// touching segment is not separated: every test is a strict >), and the
// epsilon is there, in the author's words, to keep rounding from separating
// a segment that intersects: false hits near an edge are accepted, misses
// are not. (b): exact (closed comparisons; touching is a hit).
// Defects kept, each demonstrated in tests/specimens/zoo_ericson_segment_aabb_test.cpp:
//  (a) * the midpoint and half-length round: an endpoint exactly on a face
//        with m and d rounded can clear the box-axis test, which has no
//        epsilon (false miss);
//      * (min + max) and (p0 + p1) overflow to infinity for huge inputs,
//        and the tests then compare infinities (false miss);
//      * the absolute EPSILON is far below one ulp of large coordinates and
//        far above the size of tiny ones: a segment passing a tiny gap
//        beside an edge is not separated by the cross axes (false hit).
//  (b) * dir = p1 - p0 rounds: a segment that only grazes an edge or a
//        corner can be cut off (false miss), and one that passes beside it
//        can be let through (false hit);
//      * a zero direction component gives 1/0 = inf and (min - p0) * inf =
//        NaN when p0 lies on that slab's plane; NaN fails every comparison,
//        which the source's guards do not all catch.
// No undefined behaviour on any finite input (division by zero gives an
// infinity; no trap is enabled).
#ifndef GEOVERIFY_SPECIMENS_ZOO_ERICSON_SEGMENT_AABB_H
#define GEOVERIFY_SPECIMENS_ZOO_ERICSON_SEGMENT_AABB_H

namespace gv {
namespace specimens {
namespace ericson_segment {

/// (a) TestSegmentAABB in Real: 1 if no separating axis was found, 0
/// otherwise. p0, p1 the endpoints; bmin, bmax the box.
template <class Real>
int TestSegmentAABB(const Real p0[3], const Real p1[3], const Real bmin[3], const Real bmax[3]);

/// (b) JOML's intersectLineSegmentAab in Real: -1 outside, else 1, 2 or 3;
/// result receives tNear and tFar when the type is not -1.
template <class Real>
int intersectLineSegmentAab(Real p0X, Real p0Y, Real p0Z, Real p1X, Real p1Y, Real p1Z, Real minX, Real minY,
                            Real minZ, Real maxX, Real maxY, Real maxZ, Real result[2]);

extern template int TestSegmentAABB<float>(const float[3], const float[3], const float[3], const float[3]);
extern template int TestSegmentAABB<double>(const double[3], const double[3], const double[3], const double[3]);
extern template int intersectLineSegmentAab<float>(float, float, float, float, float, float, float, float, float,
                                                   float, float, float, float[2]);
extern template int intersectLineSegmentAab<double>(double, double, double, double, double, double, double, double,
                                                    double, double, double, double, double[2]);

}  // namespace ericson_segment
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_ERICSON_SEGMENT_AABB_H
