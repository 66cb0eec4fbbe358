// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Ericson's IntersectSegmentTriangle (see
// zoo_ericson_segment_triangle.h). The arithmetic order is the source's; do
// not "fix" it: the suite must find its defects.
#include "as_written.h"  // first: no FMA contraction in the transcription
#include "geoverify/specimens/zoo_ericson_segment_triangle.h"

namespace gv {
namespace specimens {
namespace ericson_segment_triangle {

namespace {
// The book's Dot(a, b): a.x*b.x + a.y*b.y + a.z*b.z, in that order.
template <class Real>
Real Dot(const Real a[3], const Real b[3]) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
// The book's Cross(a, b): (a.y*b.z - a.z*b.y, a.z*b.x - a.x*b.z, a.x*b.y - a.y*b.x).
template <class Real>
void Cross(Real r[3], const Real a[3], const Real b[3]) {
  r[0] = a[1] * b[2] - a[2] * b[1];
  r[1] = a[2] * b[0] - a[0] * b[2];
  r[2] = a[0] * b[1] - a[1] * b[0];
}
// The book's Vector operator-(Point, Point), per component.
template <class Real>
void Sub(Real r[3], const Real a[3], const Real b[3]) {
  for (int i = 0; i < 3; i++) r[i] = a[i] - b[i];
}
}  // namespace

// Real-Time Collision Detection, section 5.3.6.
// Given segment pq and triangle abc, returns whether segment intersects
// triangle and if so, also returns the barycentric coordinates (u,v,w)
// of the intersection point
template <class Real>
int IntersectSegmentTriangle(const Real p[3], const Real q[3], const Real a[3], const Real b[3], const Real c[3],
                             Real& u, Real& v, Real& w, Real& t) {
  Real ab[3], ac[3], qp[3];
  Sub(ab, b, a);
  Sub(ac, c, a);
  Sub(qp, p, q);

  // Compute triangle normal. Can be precalculated or cached if
  // intersecting multiple segments against the same triangle
  Real n[3];
  Cross(n, ab, ac);

  // Compute denominator d. If d <= 0, segment is parallel to or points
  // away from triangle, so exit early
  Real d = Dot(qp, n);
  if (d <= Real(0.0f)) return 0;

  // Compute intersection t value of pq with plane of triangle. A ray
  // intersects iff 0 <= t. Segment intersects iff 0 <= t <= 1. Delay
  // dividing by d until intersection has been found to pierce triangle
  Real ap[3];
  Sub(ap, p, a);
  t = Dot(ap, n);
  if (t < Real(0.0f)) return 0;
  if (t > d) return 0;  // For segment; exclude this code line for a ray test

  // Compute barycentric coordinate components and test if within bounds
  Real e[3];
  Cross(e, qp, ap);
  v = Dot(ac, e);
  if (v < Real(0.0f) || v > d) return 0;
  w = -Dot(ab, e);
  if (w < Real(0.0f) || v + w > d) return 0;

  // Segment/ray intersects triangle. Perform delayed division and
  // compute the last barycentric coordinate component
  Real ood = Real(1.0f) / d;
  t *= ood;
  v *= ood;
  w *= ood;
  u = Real(1.0f) - v - w;
  return 1;
}

template int IntersectSegmentTriangle<float>(const float[3], const float[3], const float[3], const float[3],
                                             const float[3], float&, float&, float&, float&);
template int IntersectSegmentTriangle<double>(const double[3], const double[3], const double[3], const double[3],
                                              const double[3], double&, double&, double&, double&);

}  // namespace ericson_segment_triangle
}  // namespace specimens
}  // namespace gv
