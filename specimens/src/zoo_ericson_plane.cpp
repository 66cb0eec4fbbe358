// Specimens (bug zoo): Ericson's box-plane tests transcribed (see
// zoo_ericson_plane.h for what is verbatim and what is reconstructed). The
// bodies follow the book line by line; do not "fix" them: the suite must
// find their defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/zoo_ericson_plane.h"

#include <cmath>

namespace gv {
namespace specimens {
namespace rtcd {
namespace {

// Reconstructed: the book's vector helpers.
template <class Real>
Vector<Real> operator+(const Vector<Real>& a, const Vector<Real>& b) {
  return {a.x + b.x, a.y + b.y, a.z + b.z};
}
template <class Real>
Vector<Real> operator-(const Vector<Real>& a, const Vector<Real>& b) {
  return {a.x - b.x, a.y - b.y, a.z - b.z};
}
template <class Real>
Vector<Real> operator*(const Vector<Real>& a, Real k) {
  return {a.x * k, a.y * k, a.z * k};
}
template <class Real>
Real Dot(const Vector<Real>& a, const Vector<Real>& b) {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}
template <class Real>
Real Abs(Real x) {
  return std::fabs(x);
}

}  // namespace

// Verbatim (RTCD 5.2.3), float as Real.
template <class Real>
int TestOBBPlane(OBB<Real> b, Plane<Real> p) {
  // Compute the projection interval radius of b onto L(t) = b.c + t * p.n
  Real r = b.e[0] * Abs(Dot(p.n, b.u[0])) +
           b.e[1] * Abs(Dot(p.n, b.u[1])) +
           b.e[2] * Abs(Dot(p.n, b.u[2]));
  // Compute distance of box center from plane
  Real s = Dot(p.n, b.c) - p.d;
  // Intersection occurs when distance s falls within [-r,+r] interval
  return Abs(s) <= r;
}

// TestAABBPlane's lines (RTCD 5.2.3), then the culling comparison.
template <class Real>
bool AABBOutsidePlane(AABB<Real> b, Plane<Real> p) {
  // These two lines not necessary with a (center, extents) AABB representation
  Vector<Real> c = (b.max + b.min) * Real(0.5);  // Compute AABB center
  Vector<Real> e = b.max - c;                    // Compute positive extents
  // Compute the projection interval radius of b onto L(t) = b.c + t * p.n
  Real r = e[0] * Abs(p.n[0]) + e[1] * Abs(p.n[1]) + e[2] * Abs(p.n[2]);
  // Compute distance of box center from plane
  Real s = Dot(p.n, c) - p.d;
  // The box lies wholly in front of the plane
  return s > r;
}

// TestOBBPlane's r and s, then the culling comparison.
template <class Real>
bool OBBOutsidePlane(OBB<Real> b, Plane<Real> p) {
  Real r = b.e[0] * Abs(Dot(p.n, b.u[0])) +
           b.e[1] * Abs(Dot(p.n, b.u[1])) +
           b.e[2] * Abs(Dot(p.n, b.u[2]));
  Real s = Dot(p.n, b.c) - p.d;
  return s > r;
}

template int TestOBBPlane<float>(OBB<float>, Plane<float>);
template int TestOBBPlane<double>(OBB<double>, Plane<double>);
template bool AABBOutsidePlane<float>(AABB<float>, Plane<float>);
template bool AABBOutsidePlane<double>(AABB<double>, Plane<double>);
template bool OBBOutsidePlane<float>(OBB<float>, Plane<float>);
template bool OBBOutsidePlane<double>(OBB<double>, Plane<double>);

}  // namespace rtcd
}  // namespace specimens
}  // namespace gv
