// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Ericson's TestCapsuleCapsule through
// ClosestPtSegmentSegment (see zoo_ericson_capsule.h). The arithmetic order
// is the source's; do not "fix" it: the suite must find its defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/zoo_ericson_capsule.h"

#include <limits>

namespace gv {
namespace specimens {
namespace ericson_capsule {

namespace {
// The book's Dot(a, b): a.x*b.x + a.y*b.y + a.z*b.z, in that order.
template <class Real>
Real Dot(const Real a[3], const Real b[3]) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
// The book's Vector operator-(Point, Point), per component.
template <class Real>
void Sub(Real r[3], const Real a[3], const Real b[3]) {
  for (int i = 0; i < 3; i++) r[i] = a[i] - b[i];
}
// The book's Point = Point, per component.
template <class Real>
void Copy(Real r[3], const Real a[3]) {
  for (int i = 0; i < 3; i++) r[i] = a[i];
}
// Clamp n to lie within the range [min, max]
template <class Real>
Real Clamp(Real n, Real min, Real max) {
  if (n < min) return min;
  if (n > max) return max;
  return n;
}
}  // namespace

// Real-Time Collision Detection, section 5.1.9.
// Computes closest points C1 and C2 of S1(s)=P1+s*(Q1-P1) and
// S2(t)=P2+t*(Q2-P2), returning s and t. Function result is squared
// distance between between S1(s) and S2(t)
template <class Real>
Real ClosestPtSegmentSegment(const Real p1[3], const Real q1[3], const Real p2[3], const Real q2[3], Real& s, Real& t,
                             Real c1[3], Real c2[3]) {
  const Real EPSILON = std::numeric_limits<Real>::epsilon();  // left to the reader by the book
  Real d1[3], d2[3], r[3];
  Sub(d1, q1, p1);  // Direction vector of segment S1
  Sub(d2, q2, p2);  // Direction vector of segment S2
  Sub(r, p1, p2);
  Real a = Dot(d1, d1);  // Squared length of segment S1, always nonnegative
  Real e = Dot(d2, d2);  // Squared length of segment S2, always nonnegative
  Real f = Dot(d2, r);

  // Check if either or both segments degenerate into points
  if (a <= EPSILON && e <= EPSILON) {
    // Both segments degenerate into points
    s = t = Real(0.0f);
    Copy(c1, p1);
    Copy(c2, p2);
    Real c12[3];
    Sub(c12, c1, c2);
    return Dot(c12, c12);
  }
  if (a <= EPSILON) {
    // First segment degenerates into a point
    s = Real(0.0f);
    t = f / e;  // s = 0 => t = (b*s + f) / e = f / e
    t = Clamp(t, Real(0.0f), Real(1.0f));
  } else {
    Real c = Dot(d1, r);
    if (e <= EPSILON) {
      // Second segment degenerates into a point
      t = Real(0.0f);
      s = Clamp(-c / a, Real(0.0f), Real(1.0f));  // t = 0 => s = (b*t - c) / a = -c / a
    } else {
      // The general nondegenerate case starts here
      Real b = Dot(d1, d2);
      Real denom = a * e - b * b;  // Always nonnegative

      // If segments not parallel, compute closest point on L1 to L2 and
      // clamp to segment S1. Else pick arbitrary s (here 0)
      if (denom != Real(0.0f)) {
        s = Clamp((b * f - c * e) / denom, Real(0.0f), Real(1.0f));
      } else
        s = Real(0.0f);
      // Compute point on L2 closest to S1(s) using
      // t = Dot((P1 + D1*s) - P2,D2) / Dot(D2,D2) = (b*s + f) / e
      t = (b * s + f) / e;

      // If t in [0,1] done. Else clamp t, recompute s for the new value
      // of t using s = Dot((P2 + D2*t) - P1,D1) / Dot(D1,D1)= (t*b - c) / a
      // and clamp s to [0, 1]
      if (t < Real(0.0f)) {
        t = Real(0.0f);
        s = Clamp(-c / a, Real(0.0f), Real(1.0f));
      } else if (t > Real(1.0f)) {
        t = Real(1.0f);
        s = Clamp((b - c) / a, Real(0.0f), Real(1.0f));
      }
    }
  }

  for (int i = 0; i < 3; i++) c1[i] = p1[i] + d1[i] * s;
  for (int i = 0; i < 3; i++) c2[i] = p2[i] + d2[i] * t;
  Real c12[3];
  Sub(c12, c1, c2);
  return Dot(c12, c12);
}

// Real-Time Collision Detection, section 4.5.1.
template <class Real>
int TestCapsuleCapsule(const Capsule<Real>& capsule1, const Capsule<Real>& capsule2) {
  // Compute (squared) distance between the inner structures of the capsules
  Real s, t;
  Real c1[3], c2[3];
  Real dist2 = ClosestPtSegmentSegment(capsule1.a, capsule1.b, capsule2.a, capsule2.b, s, t, c1, c2);

  // If (squared) distance smaller than (squared) sum of radii, they collide
  Real radius = capsule1.r + capsule2.r;
  return dist2 <= radius * radius;
}

template float ClosestPtSegmentSegment<float>(const float[3], const float[3], const float[3], const float[3], float&,
                                              float&, float[3], float[3]);
template double ClosestPtSegmentSegment<double>(const double[3], const double[3], const double[3], const double[3],
                                                double&, double&, double[3], double[3]);
template int TestCapsuleCapsule<float>(const Capsule<float>&, const Capsule<float>&);
template int TestCapsuleCapsule<double>(const Capsule<double>&, const Capsule<double>&);

}  // namespace ericson_capsule
}  // namespace specimens
}  // namespace gv
