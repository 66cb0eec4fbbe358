// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Ericson's TestSphereTriangle through
// ClosestPtPointTriangle (see zoo_ericson_sphere_triangle.h). The arithmetic
// order is the source's; do not "fix" it: the suite must find its defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/zoo_ericson_sphere_triangle.h"

namespace gv {
namespace specimens {
namespace ericson_sphere_triangle {

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
}  // namespace

// Real-Time Collision Detection, section 5.1.5.
template <class Real>
void ClosestPtPointTriangle(const Real p[3], const Real a[3], const Real b[3], const Real c[3], Real q[3]) {
  // Check if P in vertex region outside A
  Real ab[3], ac[3], ap[3];
  Sub(ab, b, a);
  Sub(ac, c, a);
  Sub(ap, p, a);
  Real d1 = Dot(ab, ap);
  Real d2 = Dot(ac, ap);
  if (d1 <= Real(0.0f) && d2 <= Real(0.0f)) {  // barycentric coordinates (1,0,0)
    Copy(q, a);
    return;
  }

  // Check if P in vertex region outside B
  Real bp[3];
  Sub(bp, p, b);
  Real d3 = Dot(ab, bp);
  Real d4 = Dot(ac, bp);
  if (d3 >= Real(0.0f) && d4 <= d3) {  // barycentric coordinates (0,1,0)
    Copy(q, b);
    return;
  }

  // Check if P in edge region of AB, if so return projection of P onto AB
  Real vc = d1 * d4 - d3 * d2;
  if (vc <= Real(0.0f) && d1 >= Real(0.0f) && d3 <= Real(0.0f)) {
    Real v = d1 / (d1 - d3);
    for (int i = 0; i < 3; i++) q[i] = a[i] + v * ab[i];  // barycentric coordinates (1-v,v,0)
    return;
  }

  // Check if P in vertex region outside C
  Real cp[3];
  Sub(cp, p, c);
  Real d5 = Dot(ab, cp);
  Real d6 = Dot(ac, cp);
  if (d6 >= Real(0.0f) && d5 <= d6) {  // barycentric coordinates (0,0,1)
    Copy(q, c);
    return;
  }

  // Check if P in edge region of AC, if so return projection of P onto AC
  Real vb = d5 * d2 - d1 * d6;
  if (vb <= Real(0.0f) && d2 >= Real(0.0f) && d6 <= Real(0.0f)) {
    Real w = d2 / (d2 - d6);
    for (int i = 0; i < 3; i++) q[i] = a[i] + w * ac[i];  // barycentric coordinates (1-w,0,w)
    return;
  }

  // Check if P in edge region of BC, if so return projection of P onto BC
  Real va = d3 * d6 - d5 * d4;
  if (va <= Real(0.0f) && (d4 - d3) >= Real(0.0f) && (d5 - d6) >= Real(0.0f)) {
    Real w = (d4 - d3) / ((d4 - d3) + (d5 - d6));
    Real bc[3];
    Sub(bc, c, b);
    for (int i = 0; i < 3; i++) q[i] = b[i] + w * bc[i];  // barycentric coordinates (0,1-w,w)
    return;
  }

  // P inside face region. Compute Q through its barycentric coordinates (u,v,w)
  Real denom = Real(1.0f) / (va + vb + vc);
  Real v = vb * denom;
  Real w = vc * denom;
  for (int i = 0; i < 3; i++) q[i] = a[i] + ab[i] * v + ac[i] * w;  // = u*a + v*b + w*c, u = va * denom = 1.0f - v - w
}

// Real-Time Collision Detection, section 5.2.7.
// Returns true if sphere s intersects triangle ABC, false otherwise.
// The point p on abc closest to the sphere center is also returned
template <class Real>
int TestSphereTriangle(const Sphere<Real>& s, const Real a[3], const Real b[3], const Real c[3], Real p[3]) {
  // Find point P on triangle ABC closest to sphere center
  ClosestPtPointTriangle(s.c, a, b, c, p);

  // Sphere and triangle intersect if the (squared) distance from sphere
  // center to point p is less than the (squared) sphere radius
  Real v[3];
  Sub(v, p, s.c);
  return Dot(v, v) <= s.r * s.r;
}

template void ClosestPtPointTriangle<float>(const float[3], const float[3], const float[3], const float[3], float[3]);
template void ClosestPtPointTriangle<double>(const double[3], const double[3], const double[3], const double[3],
                                             double[3]);
template int TestSphereTriangle<float>(const Sphere<float>&, const float[3], const float[3], const float[3], float[3]);
template int TestSphereTriangle<double>(const Sphere<double>&, const double[3], const double[3], const double[3],
                                        double[3]);

}  // namespace ericson_sphere_triangle
}  // namespace specimens
}  // namespace gv
