// SPDX-License-Identifier: MIT
// Specimens (bug zoo): Christer Ericson, "Real-Time Collision Detection"
// (Morgan Kaufmann 2005), section 5.2.3 "Testing Box Against Plane":
// `int TestOBBPlane(OBB b, Plane p)` and the half-space ("box outside the
// plane") form of frustum culling built from the same r and s.
//
// Verbatim (TestOBBPlane, the book's listing; confirmed against a public
// quotation of the page):
//     float r = b.e[0]*Abs(Dot(p.n, b.u[0])) +
//               b.e[1]*Abs(Dot(p.n, b.u[1])) +
//               b.e[2]*Abs(Dot(p.n, b.u[2]));
//     float s = Dot(p.n, b.c) - p.d;
//     return Abs(s) <= r;
// with the book's Plane (section 3.6): points x on the plane satisfy
// Dot(n, x) == d. The adapter maps the suite's Plane{n, d} (n.x + d == 0) to
// the book's {n, -d}, exactly. The routine does NOT need orthonormal axes:
// the range of Dot(n, x) over the stored parallelepiped c + sum s_i e_i u_i
// is exactly Dot(n, c) -+ sum e_i |Dot(n, u_i)| for any axes (exact/plane_obb.h),
// so it is checked on every valid OBB, without a precondition.
// Reconstructed: Vector with x, y, z and operator[]; Dot(a, b) = a.x*b.x +
// a.y*b.y + a.z*b.z (left to right); Abs = fabs; OBB {c, u[3], e} (section
// 4.4); AABB {min, max} (section 4.2); the book's float as a template
// parameter Real (float: the book; double: the same text in double).
//
// Half-space form (reconstructed, the standard culling use of the same
// quantities): the book's TestAABBPlane computes the centre and extents
//     Point c = (b.max + b.min) * 0.5f;  Point e = b.max - c;
//     float r = e[0]*Abs(p.n[0]) + e[1]*Abs(p.n[1]) + e[2]*Abs(p.n[2]);
//     float s = Dot(p.n, c) - p.d;
// and frustum culling rejects the box when it lies wholly in front of the
// plane, s > r (strict: a box touching the plane is kept). The inside
// half-space is Dot(n, x) <= d, the suite's Halfspace{n, -d} (exact).
// AABBOutsidePlane keeps TestAABBPlane's lines and this comparison;
// OBBOutsidePlane keeps TestOBBPlane's r and s and the same comparison.
//
// Intended contracts: TestOBBPlane exact (closed sets: |s| <= r counts
// touching); the culling forms conservative (a culling test may keep a box
// that is outside; it must never cull one that meets the half-space).
// Defects kept, each demonstrated in tests/specimens/zoo_ericson_plane_test.cpp:
//  * TestOBBPlane: r and s are rounded sums of rounded products, so contact
//    and near-contact are decided by rounding, both ways (false hit, false
//    miss); inf - inf = NaN for huge input fails `Abs(s) <= r` (false miss).
//  * AABBOutsidePlane: the centre-extent conversion rounds (max + min
//    rounds, * 0.5 is exact unless subnormal, max - c rounds): the box
//    [c - e, c + e] it tests is not the box it was given; it can lie wholly
//    beyond the plane while the given box touches or crosses it, and
//    max + min overflows to inf for boxes near FLT_MAX (then e = -inf,
//    r = -inf and s > r culls): false misses; rounding of r and s at
//    contact: false misses too.
//  * OBBOutsidePlane: no conversion, but r and s round: at exact contact
//    s > r can hold after rounding (false miss).
// No undefined behaviour on any input, finite or not.
#ifndef GEOVERIFY_SPECIMENS_ZOO_ERICSON_PLANE_H
#define GEOVERIFY_SPECIMENS_ZOO_ERICSON_PLANE_H

namespace gv {
namespace specimens {
namespace rtcd {

/// The book's Vector / Point with its scalar type as a parameter.
template <class Real>
struct Vector {
  Real x, y, z;
  Real& operator[](int i) { return i == 0 ? x : (i == 1 ? y : z); }
  Real operator[](int i) const { return i == 0 ? x : (i == 1 ? y : z); }
};

/// The book's Plane: points x on the plane satisfy Dot(n, x) == d.
template <class Real>
struct Plane {
  Vector<Real> n;
  Real d;
};

/// The book's OBB: c + r u[0] + s u[1] + t u[2], |r| <= e[0], |s| <= e[1], |t| <= e[2].
template <class Real>
struct OBB {
  Vector<Real> c;
  Vector<Real> u[3];
  Vector<Real> e;
};

/// The book's min-max AABB.
template <class Real>
struct AABB {
  Vector<Real> min;
  Vector<Real> max;
};

/// RTCD 5.2.3 TestOBBPlane: 1 if the box meets the plane, 0 otherwise.
template <class Real>
int TestOBBPlane(OBB<Real> b, Plane<Real> p);

/// TestAABBPlane's centre, extents, r and s, then `s > r`: true if the box
/// lies wholly in front of the plane (culled), false if it is kept.
template <class Real>
bool AABBOutsidePlane(AABB<Real> b, Plane<Real> p);

/// TestOBBPlane's r and s, then `s > r`: true if culled.
template <class Real>
bool OBBOutsidePlane(OBB<Real> b, Plane<Real> p);

extern template int TestOBBPlane<float>(OBB<float>, Plane<float>);
extern template int TestOBBPlane<double>(OBB<double>, Plane<double>);
extern template bool AABBOutsidePlane<float>(AABB<float>, Plane<float>);
extern template bool AABBOutsidePlane<double>(AABB<double>, Plane<double>);
extern template bool OBBOutsidePlane<float>(OBB<float>, Plane<float>);
extern template bool OBBOutsidePlane<double>(OBB<double>, Plane<double>);

}  // namespace rtcd
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_ERICSON_PLANE_H
