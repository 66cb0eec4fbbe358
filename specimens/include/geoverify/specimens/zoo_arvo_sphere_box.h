// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Arvo's box-sphere test, the broad phase of nearly
// every engine, and its square-rooted variant.
//
// (a) James Arvo, "A Simple Method for Box-Sphere Intersection Testing",
//     Graphics Gems (A. Glassner, ed.), Academic Press, 1990, pp. 335-339;
//     code: Graphics Gems repository, gems/BoxSphere.c,
//     Box_Sphere_Intersect(n, Bmin, Bmax, C, r, mode), mode 3 ("Solid Box,
//     Solid Sphere"). Verbatim: the declarations `float r2 = SQR( r );` and
//     `float dmin;`, the mode-3 loop and its test `dmin <= r2`, with
//     SQR(a) = ((a)*(a)) from GraphicsGems.h and TRUE / FALSE = 1 / 0.
//     Evaluated as ANSI C with FLT_EVAL_METHOD == 0: every float operation
//     rounds to float (K&R C compilers of 1990 computed float expressions in
//     double; that is not how the code is compiled today). The hollow modes
//     0-2 are other queries and are not transcribed: they return FALSE.
//     Box_Sphere_Intersect<double> is the same text with double for float.
// (b) The distance form of the same clamp, as engines and tutorials write it:
//     the nearest box point p = clamp(C, Bmin, Bmax), then
//     length(C - p) <= r. Reconstructed (not one source's text): the sum of
//     squares is formed in the same order as (a), then square-rooted; with
//     C - p computed as C[i] - Bmin[i] or C[i] - Bmax[i] (0 inside the slab)
//     the squares are the same as (a)'s, only the final test differs.
//
// Intended contract of both: exact (closed sets; dmin <= r2 counts touching
// as a hit). Defects kept, each demonstrated in tests/specimens/zoo_arvo_test.cpp:
//  (a) * rounding of the squares and of their sum near contact: a ball
//        tangent to an edge or a corner can be a miss (dmin rounds above r2),
//        and a ball one ulp short of it a hit (false miss, false hit);
//      * underflow: r2 = r*r and the squares flush to 0 for tiny values
//        (float: below about 2^-75), so a ball (or point, r == 0) a tiny
//        distance away is a hit (false hit); squares that each round up to
//        the smallest subnormal add to more than r2 (false miss);
//      * overflow: r2 = +inf for r >= 2^64 (float) and then every ball whose
//        dmin also overflows is a hit (inf <= inf; false hit).
//  (b) * the square root hides the low bits: dmin a little above r^2 has
//        sqrt(dmin) rounded down to r (false hit, also where (a) is right);
//        rounding of the sum can also lift sqrt(dmin) above r (false miss);
//      * underflow: squares of distances below about 2^-75 (float) are 0,
//        so a point ball (r == 0) that far from the box is a hit (false hit);
//      * overflow: dmin = +inf once a distance exceeds about 2^64 (float),
//        so a huge ball containing the box is a miss (false miss).
// No undefined behaviour on any finite input (infinities and NaN only give
// wrong answers).
#ifndef GEOVERIFY_SPECIMENS_ZOO_ARVO_SPHERE_BOX_H
#define GEOVERIFY_SPECIMENS_ZOO_ARVO_SPHERE_BOX_H

namespace gv {
namespace specimens {
namespace arvo {

/// Graphics Gems' Box_Sphere_Intersect with float replaced by Real (float:
/// the original). n is the dimension (3 here); mode 3 is the solid test;
/// returns 1 (TRUE) for an intersection, 0 (FALSE) otherwise.
template <class Real>
int Box_Sphere_Intersect(int n, const Real Bmin[], const Real Bmax[], const Real C[], Real r, int mode);

/// (b): length(C - clamp(C, Bmin, Bmax)) <= r, in Real, in three dimensions.
template <class Real>
bool ClampDistanceIntersect(const Real Bmin[3], const Real Bmax[3], const Real C[3], Real r);

extern template int Box_Sphere_Intersect<float>(int, const float[], const float[], const float[], float, int);
extern template int Box_Sphere_Intersect<double>(int, const double[], const double[], const double[], double,
                                                 int);
extern template bool ClampDistanceIntersect<float>(const float[3], const float[3], const float[3], float);
extern template bool ClampDistanceIntersect<double>(const double[3], const double[3], const double[3], double);

}  // namespace arvo
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_ARVO_SPHERE_BOX_H
