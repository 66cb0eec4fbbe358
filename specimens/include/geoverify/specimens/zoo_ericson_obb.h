// SPDX-License-Identifier: MIT
// Specimens (bug zoo): Christer Ericson, "Real-Time Collision Detection"
// (Morgan Kaufmann 2005), section 4.4.1, `int TestOBBOBB(OBB &a, OBB &b)`,
// with the section 4.4 `struct OBB`; float, transcribed as printed.
// Source text: docs/research/public-defect-classes.md section 1 (a public
// dump of the book's listings, cross-checked against quotations of the page).
//
// Verbatim: struct OBB and the body of TestOBBOBB, with the CORRECTED
// translation line
//     t = Vector(Dot(t, a.u[0]), Dot(t, a.u[1]), Dot(t, a.u[2]));
// Printed erratum (not modelled): the first printing reads
// `Dot(t, a.u[2]), Dot(t, a.u[2])`, so t[1] is the offset along a.u[2]; many
// ports copied it. The corrected line is used because it is the listing the
// book's author intended; the printed one is a different, grosser defect.
//
// EPSILON: the book adds an undefined EPSILON to every |R[i][j]| (section
// 4.4.2 says only that some small term is needed). Two specimens:
//  * TestOBBOBB: EPSILON = 0, the unguarded listing (contract: exact);
//  * TestOBBOBBWithEpsilon: EPSILON = kEpsilon = 1.0e-6f, the value of Jolt
//    Physics' OrientedBox::Overlaps (inEpsilon = 1.0e-6f), which cites this
//    listing (contract: conservative; the epsilon exists to turn false
//    separations into false overlaps).
// The listing's macro EPSILON becomes a parameter of one shared body.
//
// Reconstructed (the book's pseudo-types): Vector/Point with float x, y, z
// and operator[]; Vector(x, y, z); a - b componentwise; Dot(a, b) =
// a.x*b.x + a.y*b.y + a.z*b.z (left to right); Abs = fabsf; Matrix33 =
// float[3][3] with m[i][j] indexing.
//
// Defects kept:
//  * (documented, RTCD 4.4.2) near-parallel edge pairs: the cross-product
//    axis is (nearly) null and the test reduces to noise > noise, a false
//    separation when EPSILON = 0;
//  * the axes are assumed orthonormal: R = [a.u[i].b.u[j]] is used as a
//    rotation, t is expressed in a's frame by dot products, and the nine
//    edge-edge tests rely on identities of orthonormal frames. The suite's
//    Obb uses its axes as stored (a parallelepiped); with non-unit, sheared,
//    parallel or zero axes the tests are wrong both ways (a zero axis of a
//    drops the offset along that direction: a false overlap; a non-unit axis
//    mis-scales ra: false separations);
//  * EPSILON is absolute in the direction-cosine domain: the slack is about
//    EPSILON times the other box's extents, nothing for a point box (e = 0),
//    so rounding of t (a face test of a point against a rotated face) still
//    gives false separations with EPSILON = 1e-6;
//  * strict `>` everywhere; NaN (from inf - inf on huge input) compares
//    false, so no axis separates and the answer is "overlap".
// No undefined behaviour on any input, finite or not.
#ifndef GEOVERIFY_SPECIMENS_ZOO_ERICSON_OBB_H
#define GEOVERIFY_SPECIMENS_ZOO_ERICSON_OBB_H

namespace gv {
namespace specimens {
namespace ericson {

/// The book's Vector (and Point): float x, y, z, indexable.
struct Vector {
  float x, y, z;
  Vector() : x(0.0f), y(0.0f), z(0.0f) {}
  Vector(float fx, float fy, float fz) : x(fx), y(fy), z(fz) {}
  float& operator[](int i) { return i == 0 ? x : (i == 1 ? y : z); }
  float operator[](int i) const { return i == 0 ? x : (i == 1 ? y : z); }
};
using Point = Vector;

Vector operator-(const Vector& a, const Vector& b);
float Dot(const Vector& a, const Vector& b);
float Abs(float x);

/// The book's Matrix33: float m[3][3], indexed R[i][j].
struct Matrix33 {
  float m[3][3];
  float* operator[](int i) { return m[i]; }
  const float* operator[](int i) const { return m[i]; }
};

// Region R = { x | x = c+r*u[0]+s*u[1]+t*u[2] }, |r|<=e[0], |s|<=e[1], |t|<=e[2]
struct OBB {
  Point c;      // OBB center point
  Vector u[3];  // Local x-, y-, and z-axes
  Vector e;     // Positive halfwidth extents of OBB along each axis
};

/// The EPSILON of TestOBBOBBWithEpsilon.
constexpr float kEpsilon = 1.0e-6f;

/// The listing with EPSILON = 0: 1 if the boxes overlap, 0 if separated.
int TestOBBOBB(OBB& a, OBB& b);

/// The listing with EPSILON = kEpsilon (1e-6f).
int TestOBBOBBWithEpsilon(OBB& a, OBB& b);

}  // namespace ericson
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_ERICSON_OBB_H
