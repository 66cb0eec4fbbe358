// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Ericson's IntersectRaySphere and TestRaySphere (see
// zoo_ericson_ray_sphere.h). The arithmetic order is the source's; do not
// "fix" it: the suite must find its defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/zoo_ericson_ray_sphere.h"

#include <cmath>

namespace gv {
namespace specimens {
namespace ericson_ray_sphere {

namespace {
// The book's Dot(a, b): a.x*b.x + a.y*b.y + a.z*b.z, in that order.
template <class Real>
Real Dot(const Real a[3], const Real b[3]) {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}
template <class Real>
Real Sqrt(Real x) {
  return std::sqrt(x);
}
}  // namespace

// Real-Time Collision Detection, section 5.3.2.
// Intersects ray r = p + td, |d| = 1, with sphere s and, if intersecting,
// returns t value of intersection and intersection point q
template <class Real>
int IntersectRaySphere(const Real p[3], const Real d[3], const Sphere<Real>& s, Real& t, Real q[3]) {
  const Real m[3] = {p[0] - s.c[0], p[1] - s.c[1], p[2] - s.c[2]};
  Real b = Dot(m, d);
  Real c = Dot(m, m) - s.r * s.r;
  // Exit if r's origin outside s (c > 0) and r pointing away from s (b > 0)
  if (c > Real(0.0f) && b > Real(0.0f)) return 0;
  Real discr = b * b - c;
  // A negative discriminant corresponds to ray missing sphere
  if (discr < Real(0.0f)) return 0;
  // Ray now found to intersect sphere, compute smallest t value of intersection
  t = -b - Sqrt(discr);
  // If t is negative, ray started inside sphere so clamp t to zero
  if (t < Real(0.0f)) t = Real(0.0f);
  for (int i = 0; i < 3; i++) q[i] = p[i] + t * d[i];
  return 1;
}

// Test if ray r = p + td intersects sphere s
template <class Real>
int TestRaySphere(const Real p[3], const Real d[3], const Sphere<Real>& s) {
  const Real m[3] = {p[0] - s.c[0], p[1] - s.c[1], p[2] - s.c[2]};
  Real c = Dot(m, m) - s.r * s.r;
  // If there is definitely at least one real root, there must be an intersection
  if (c <= Real(0.0f)) return 1;
  Real b = Dot(m, d);
  // Early exit if ray origin outside sphere and ray pointing away from sphere
  if (b > Real(0.0f)) return 0;
  Real disc = b * b - c;
  // A negative discriminant corresponds to ray missing sphere
  if (disc < Real(0.0f)) return 0;
  // Now ray must hit sphere
  return 1;
}

template int IntersectRaySphere<float>(const float[3], const float[3], const Sphere<float>&, float&, float[3]);
template int IntersectRaySphere<double>(const double[3], const double[3], const Sphere<double>&, double&, double[3]);
template int TestRaySphere<float>(const float[3], const float[3], const Sphere<float>&);
template int TestRaySphere<double>(const double[3], const double[3], const Sphere<double>&);

}  // namespace ericson_ray_sphere
}  // namespace specimens
}  // namespace gv
