// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Tomas Akenine-Moller, "Fast 3D Triangle-Box Overlap
// Testing" (journal of graphics tools 6(1), 2001), tribox3.c:
// `int triBoxOverlap(float boxcenter[3], float boxhalfsize[3], float triverts[3][3])`
// and `planeBoxOverlap`; float. Source text: docs/research/
// public-defect-classes.md section 4.2 ("Version A", the -NJMP- edition
// served as tribox3.txt; history 2001-03-05 / 2001-06-18).
//
// Verbatim: planeBoxOverlap and triBoxOverlap, with the macros X, Y, Z,
// CROSS, DOT, SUB, FINDMINMAX and AXISTEST_* kept as macros local to the
// .cpp (undefined at its end). `#include <math.h>` and fabsf as in the C
// source. Nothing is reconstructed.
//
// Defects kept:
//  * each AXISTEST projects two of the three vertices (the third has the same
//    projection in exact arithmetic, not after rounding): the skipped vertex
//    can lie outside [min, max], a false separation near touching;
//  * no epsilon anywhere: edge-axis projections of a (nearly) null axis
//    (an edge parallel to a box axis) are compared as noise > rad ~ 0;
//  * the plane normal CROSS(e0, e1) is unnormalised and the plane test is
//    cubic in the coordinates: it overflows to inf long before the inputs do,
//    inf - inf gives NaN, and planeBoxOverlap then returns 0 (a miss), while
//    a NaN in an AXISTEST silently skips that axis;
//  * the caller's float boxcenter / boxhalfsize are rounded from a min/max
//    box ((min + max) * 0.5f, (max - min) * 0.5f), and every vertex is moved
//    by -boxcenter in float before any test.
// No undefined behaviour on any input, finite or not.
#ifndef GEOVERIFY_SPECIMENS_ZOO_TRIBOX3_H
#define GEOVERIFY_SPECIMENS_ZOO_TRIBOX3_H

namespace gv {
namespace specimens {
namespace tribox {

int planeBoxOverlap(float normal[3], float vert[3], float maxbox[3]);

/// 1 if the triangle and the box overlap, 0 if not.
int triBoxOverlap(float boxcenter[3], float boxhalfsize[3], float triverts[3][3]);

}  // namespace tribox
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_TRIBOX3_H
