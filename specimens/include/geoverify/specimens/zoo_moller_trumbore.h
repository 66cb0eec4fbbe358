// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Tomas Moller and Ben Trumbore, "Fast, Minimum Storage
// Ray/Triangle Intersection", Journal of Graphics Tools 2(1):21-28, 1997: the
// paper's C routine intersect_triangle, both branches of its
// `#ifdef TEST_CULL`. Source text (checked line by line): the paper's code as
// redistributed by the JGT code archive, github.com/erich666/jgt-code,
// Volume_02/Number_1/Moller1997a/raytri.c ("the original jgt code",
// non-culling branch), and the paper's single-function form with both
// branches (`#ifdef TEST_CULL /* define TEST_CULL if culling is desired */`
// ... `#else /* the non-culling branch */`), found verbatim in several public
// redistributions.
//
// Verbatim: the macros SUB, CROSS and DOT (as inline functions with the same
// operand and evaluation order: DOT is (a0*b0 + a1*b1) + a2*b2), the bodies of
// both branches, the signature (non-const arrays and out-pointers).
// Changed, as a port would:
//  * templated on the scalar Real (the paper: double). The float instance
//    does its arithmetic in float (inv_det = 1.0f / det); EPSILON stays the
//    paper's double constant 0.000001, so the comparisons
//    `det > -EPSILON && det < EPSILON` compare the float det exactly against
//    1e-6 (what `#define EPSILON 0.000001` does in a float port);
//  * EPSILON is a parameter (default: the paper's value) instead of a macro,
//    so that the suite can register the EPSILON = 0 variant as well.
//
// Defects kept:
//  * EPSILON is absolute, not relative to the input's scale: |det| < 1e-6
//    rejects every ray against a small triangle (det = e1 . (dir x e2) is of
//    degree 3 in the input's scale), and it rejects nothing at large scale;
//  * u, v and t are rounded (a division by det, three-term dot products), so
//    rays through or beside an edge are decided by rounding: false hits and
//    false misses, and two triangles sharing an edge can both miss a ray
//    through it (not watertight);
//  * the function returns 1 for any t, also t < 0 (the caller clips t);
//  * with EPSILON = 0 the test `det > -0 && det < 0` never rejects: det == 0
//    (a ray parallel to the plane, or det rounded to 0) gives inv_det = +-inf,
//    then u, v, t are +-inf or NaN (0 * inf); NaN passes the bounds tests
//    (every comparison with NaN is false), so the function returns 1 with
//    t = NaN or +-inf. Not undefined behaviour: IEEE division by zero;
//  * TEST_CULL: det < EPSILON rejects the back face (det <= 0) and, again,
//    every front-face hit with det < 1e-6.
// No undefined behaviour on any finite input.
#ifndef GEOVERIFY_SPECIMENS_ZOO_MOLLER_TRUMBORE_H
#define GEOVERIFY_SPECIMENS_ZOO_MOLLER_TRUMBORE_H

namespace gv {
namespace specimens {
namespace moller_trumbore {

/// `#define EPSILON 0.000001`
constexpr double kEpsilon = 0.000001;

/// intersect_triangle compiled without TEST_CULL (the non-culling branch).
/// Returns 1 and sets *t, *u, *v (the hit is orig + t dir = (1-u-v) vert0 +
/// u vert1 + v vert2) or returns 0. t may be negative.
template <class Real>
int intersect_triangle(Real orig[3], Real dir[3], Real vert0[3], Real vert1[3], Real vert2[3], Real* t, Real* u,
                       Real* v, double EPSILON = kEpsilon);

/// intersect_triangle compiled with TEST_CULL defined (back-face culling): only
/// det = edge1 . (dir x edge2) >= EPSILON, i.e. a ray meeting the side from
/// which vert0, vert1, vert2 appear counter-clockwise, can hit.
template <class Real>
int intersect_triangle_cull(Real orig[3], Real dir[3], Real vert0[3], Real vert1[3], Real vert2[3], Real* t, Real* u,
                            Real* v, double EPSILON = kEpsilon);

extern template int intersect_triangle<float>(float[3], float[3], float[3], float[3], float[3], float*, float*,
                                              float*, double);
extern template int intersect_triangle<double>(double[3], double[3], double[3], double[3], double[3], double*,
                                               double*, double*, double);
extern template int intersect_triangle_cull<float>(float[3], float[3], float[3], float[3], float[3], float*, float*,
                                                   float*, double);
extern template int intersect_triangle_cull<double>(double[3], double[3], double[3], double[3], double[3], double*,
                                                    double*, double*, double);

}  // namespace moller_trumbore
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_MOLLER_TRUMBORE_H
