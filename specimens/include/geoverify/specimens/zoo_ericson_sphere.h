// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Ericson's sphere-sphere test.
//
// Source: C. Ericson, Real-Time Collision Detection, Morgan Kaufmann 2005,
// section 4.3.1 ("Sphere-sphere Intersection"):
//     struct Sphere { Point c; float r; };
//     int TestSphereSphere(Sphere a, Sphere b) {
//         // Calculate squared distance between centers
//         Vector d = a.c - b.c;
//         float dist2 = Dot(d, d);
//         // Spheres intersect if squared distance is less than squared sum of radii
//         float radiusSum = a.r + b.r;
//         return dist2 <= radiusSum * radiusSum;
//     }
// Transcribed with float as Real (the book's type; the double instance is
// the same text with double), Dot(d, d) = d.x*d.x + d.y*d.y + d.z*d.z in that
// order. three.js Sphere.intersectsSphere computes the same expressions
// (distanceToSquared against radiusSum * radiusSum, with <=), read for
// comparison, not transcribed.
//
// Intended contract: exact. The comparison is <=, so tangent balls
// intersect: the book tests closed balls (its comment's "less than" is the
// code's "less than or equal").
// Defects kept, each demonstrated in tests/specimens/zoo_ericson_sphere_test.cpp:
//   * rounding near tangency: the three squares, their sum and the squared
//     radius sum each round in Real, so exactly tangent balls whose squares
//     need more than Real's bits can come out apart (false miss) and balls
//     one ulp apart can come out touching (false hit);
//   * underflow: squares below Real's subnormal range flush to zero, so two
//     tiny balls (or points) apart by less than about sqrt(denorm_min) give
//     dist2 == 0 <= radiusSum^2 (false hit);
//   * overflow: a centre difference or a square above Real's largest value is
//     +inf, and inf <= inf holds: balls whose radius sum squared overflows
//     intersect whatever their distance (false hit). (Overflow cannot cause
//     a false miss: balls that meet have s >= |d|, so s^2 overflows first.)
// No undefined behaviour on any finite input (infinities only give wrong
// answers; a NaN cannot arise from finite input: inf - inf never occurs).
#ifndef GEOVERIFY_SPECIMENS_ZOO_ERICSON_SPHERE_H
#define GEOVERIFY_SPECIMENS_ZOO_ERICSON_SPHERE_H

namespace gv {
namespace specimens {
namespace ericson_sphere {

/// The book's sphere.
template <class Real>
struct Sphere {
  Real c[3];  // sphere center
  Real r;     // sphere radius
};

/// Real-Time Collision Detection, section 4.3.1: 1 if the balls intersect.
template <class Real>
int TestSphereSphere(const Sphere<Real>& a, const Sphere<Real>& b);

extern template int TestSphereSphere<float>(const Sphere<float>&, const Sphere<float>&);
extern template int TestSphereSphere<double>(const Sphere<double>&, const Sphere<double>&);

}  // namespace ericson_sphere
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_ERICSON_SPHERE_H
