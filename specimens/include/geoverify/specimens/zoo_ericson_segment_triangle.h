// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Ericson's one-sided segment-triangle test.
//
// Source: C. Ericson, Real-Time Collision Detection, Morgan Kaufmann 2005,
// section 5.3.6 ("Intersecting Ray or Segment Against Triangle"):
//     // Given segment pq and triangle abc, returns whether segment intersects
//     // triangle and if so, also returns the barycentric coordinates (u,v,w)
//     // of the intersection point
//     int IntersectSegmentTriangle(Point p, Point q, Point a, Point b, Point c,
//                                  float &u, float &v, float &w, float &t)
//     {
//         Vector ab = b - a;
//         Vector ac = c - a;
//         Vector qp = p - q;
//         // Compute triangle normal. ...
//         Vector n = Cross(ab, ac);
//         // Compute denominator d. If d <= 0, segment is parallel to or points
//         // away from triangle, so exit early
//         float d = Dot(qp, n);
//         if (d <= 0.0f) return 0;
//         // Compute intersection t value of pq with plane of triangle. ...
//         Vector ap = p - a;
//         t = Dot(ap, n);
//         if (t < 0.0f) return 0;
//         if (t > d) return 0; // For segment; exclude this code line for a ray test
//         // Compute barycentric coordinate components and test if within bounds
//         Vector e = Cross(qp, ap);
//         v = Dot(ac, e);
//         if (v < 0.0f || v > d) return 0;
//         w = -Dot(ab, e);
//         if (w < 0.0f || v + w > d) return 0;
//         // Segment/ray intersects triangle. Perform delayed division and
//         // compute the last barycentric coordinate component
//         float ood = 1.0f / d;
//         t *= ood;
//         v *= ood;
//         w *= ood;
//         u = 1.0f - v - w;
//         return 1;
//     }
// Transcribed with float as the book's float (the double instance is the
// same text with double), Point and Vector as arrays, the book's operators
// per component: Point - Point, Cross(a, b) = (a.y*b.z - a.z*b.y,
// a.z*b.x - a.x*b.z, a.x*b.y - a.y*b.x), Dot(a, b) = a.x*b.x + a.y*b.y +
// a.z*b.z, in that order. The listing was checked against a public copy of
// the book's code listings and against several ports of this function.
//
// Intended contract: exact, for the closed sets, on the cases the routine is
// written for. In exact arithmetic, with d = (p - q) . n > 0, the tests
// 0 <= t <= d, v >= 0, w >= 0, v + w <= d say that the segment crosses the
// plane at a point with barycentric coordinates (d - v - w, v, w) / d >= 0,
// all comparisons closed: an endpoint on the triangle, a segment through an
// edge or a vertex count as hits (touching), as the oracle's closed sets do.
// Precondition (registry_segment_triangle.cpp, Implementation::accepts): the
// routine is one-sided by design. Its `d <= 0` early out returns 0 for a
// segment parallel to the plane and for one going from the back of the
// triangle (the side from which a, b, c appear clockwise) to its front, and
// for a degenerate triangle (n == 0) or a point segment; the text says so
// ("segment is parallel to or points away from triangle"). The row is judged
// only where the exact value of (p - q) . ((b - a) x (c - a)) is > 0
// (query::front_to_back, an exact sign of that degree-3 polynomial). There is
// no tolerance in that precondition, so no precondition margin: a case
// whose exact d is positive but computed d rounds to <= 0 is the routine's
// own rounding, not a broken assumption.
// On accepted input the only failures left are the floating-point ones.
// Defects kept, each demonstrated in
// tests/specimens/zoo_ericson_segment_triangle_test.cpp:
//   * rounding at exact contact, false miss: n, d, t, e, v and w each round
//     in Real, and the closed tests compare them with 0 and with d, which
//     rounds independently. A segment exactly through an edge (w == 0
//     exactly, computed -8), with p exactly on the face (t == 0, computed
//     -16) or with q exactly on it (t == d, computed two ulps above d) is cut
//     off; integer coordinates below 2^11 in float (2^21 in double) suffice,
//     every difference then being exact;
//   * rounding beside an edge, false hit: a segment one ulp beside an edge
//     has an exact w of -2^-15 (double -2^-44) against v and d of 2^11 and
//     2^12, and w rounds to -0, which is not < 0;
//   * cancellation at grazing angles, false miss: d = qp . n sums products
//     of size |qp| |n| to a value of size |qp| |n| cos(angle of the segment
//     to n); a segment through the interior one part in 2^25 (double 2^54)
//     off the plane gets d = 2^31 + 64 - 2^31 rounded to 0, and d <= 0
//     reads as "parallel" although the exact d (64) is positive;
//   * cancellation for far endpoints: the components of e = qp x ap
//     subtract products of size |qp| |ap|, while d = qp . n is of size
//     |qp| |n| cos(angle of the segment to n), so the crossing point that
//     v / d and w / d locate is off by about u |ap| / cos (u the unit
//     roundoff): relative to the distance of p from the triangle, not to
//     the triangle's size. From 2^26 away in float (2^55 in double) a
//     segment crossing the plane 8 beside a unit triangle is a hit, and one
//     crossing it 5 inside an edge of a triangle of legs 64 a miss. (Moving
//     the whole configuration far from the origin is harmless in itself:
//     the differences b - a, c - a, p - q, p - a of nearby coordinates are
//     exact.)
//   * underflow: d is a product of three coordinate differences; for a
//     triangle and segment of size 2^-60 in float (2^-400 in double) it
//     flushes to 0, and d <= 0 reads as "parallel": a segment straight
//     through the triangle is a miss (false miss). e = qp x ap, products of
//     differences of size 2^-80 (double 2^-540), flushes to zero for a
//     segment crossing the plane that far outside the vertex a of a unit
//     triangle: v = 0 and w = -0 put the crossing on a (false hit);
//   * overflow, false hit: when n overflows to (0, 0, +inf) (legs 2^70;
//     double 2^520), d = +inf and t = +inf, and `t > d` is false: a short
//     segment wholly in front of the plane is a hit (v + w > d is as void);
//   * overflow, false miss: when one component of n overflows and another
//     does not (n = (2XY, 0, XY) with XY just below the largest finite
//     value), a segment leaning slightly against that component gets
//     d = -inf + finite = -inf although its exact d is positive, and
//     d <= 0 rejects it.
// No undefined behaviour on any finite input (overflow to infinity,
// underflow and NaN only give wrong answers; 1/d is reached only after
// d <= 0 failed, and no trap is enabled). The outputs u, v, w and t are not
// judged.
#ifndef GEOVERIFY_SPECIMENS_ZOO_ERICSON_SEGMENT_TRIANGLE_H
#define GEOVERIFY_SPECIMENS_ZOO_ERICSON_SEGMENT_TRIANGLE_H

namespace gv {
namespace specimens {
namespace ericson_segment_triangle {

/// Real-Time Collision Detection, section 5.3.6: 1 if the segment pq goes
/// from the front of the triangle abc to its back (d = (p - q) .
/// ((b - a) x (c - a)) > 0) and meets it, with t the segment parameter of the
/// crossing and (u, v, w) its barycentric coordinates; 0 otherwise (u left
/// untouched, t, v, w possibly overwritten).
template <class Real>
int IntersectSegmentTriangle(const Real p[3], const Real q[3], const Real a[3], const Real b[3], const Real c[3],
                             Real& u, Real& v, Real& w, Real& t);

extern template int IntersectSegmentTriangle<float>(const float[3], const float[3], const float[3], const float[3],
                                                    const float[3], float&, float&, float&, float&);
extern template int IntersectSegmentTriangle<double>(const double[3], const double[3], const double[3], const double[3],
                                                     const double[3], double&, double&, double&, double&);

}  // namespace ericson_segment_triangle
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_ERICSON_SEGMENT_TRIANGLE_H
