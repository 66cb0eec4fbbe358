// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Philippe Guigue and Olivier Devillers, "Fast and
// Robust Triangle-Triangle Overlap Test Using Orientation Predicates",
// journal of graphics tools 8(1):25-32, 2003: the paper's C routine
// tri_tri_overlap_test_3d with its coplanar branch coplanar_tri_tri3d and the
// 2D test tri_tri_overlap_test_2d / ccw_tri_tri_intersection_2d. Source text
// (checked line by line): the authors' tri_tri_intersect.c ("July, 2002,
// Updated December 2003"), as redistributed by the JGT code archive,
// github.com/erich666/jgt-code, Volume_08/Number_1/Guigue2003/tri_tri_intersect.c
// (commit 222c0365).
//
// Verbatim: the macros CROSS, DOT, SUB, CHECK_MIN_MAX, TRI_TRI_3D (the
// permutations of T2's vertices), ORIENT_2D, INTERSECTION_TEST_VERTEX and
// INTERSECTION_TEST_EDGE as inline functions with the same operands in the
// same order (DOT adds left to right; ORIENT_2D is
// (a0-c0)*(b1-c1) - (a1-c1)*(b0-c0)), the nesting of their dangling elses
// made explicit with braces (C binds each else to the nearest if), the bodies
// of tri_tri_overlap_test_3d (the permutations of T1's vertices),
// coplanar_tri_tri3d, ccw_tri_tri_intersection_2d and
// tri_tri_overlap_test_2d, the signatures (non-const arrays). The macros'
// `return`s return from the function that expands them; here each function
// returns its answer and the caller returns it.
// Changed, as a port would: templated on the scalar Real (the source:
// double). The float instance does its orientation determinants in float;
// the comparisons stay against the source's `0.0f`.
//
// The paper's "robust" is about the predicates' structure (only signs of
// orientation determinants, no intermediate constructions, no epsilon); the
// code evaluates those determinants in floating point, unfiltered, so every
// sign near zero is decided by rounding.
//
// Intended contract: exact. The code's comment: "each function returns 1 if
// the triangles (including their boundary) intersect, otherwise 0"; every
// test is a closed comparison (>= 0, <= 0) where contact must count.
// Defects kept, each demonstrated in tests/specimens/zoo_guigue_devillers_test.cpp:
//   * rounded orientation determinants: dp1 = (p1 - r2) . N2 with N2 a
//     rounded cross product (and the CHECK_MIN_MAX determinants) decide
//     contact by the sign of a rounded value. The distance of a shared vertex
//     to the other's plane should be 0; rounded, it can take the sign of the
//     other two vertices and the pair is rejected: triangles sharing a vertex
//     or an edge are a miss (false miss), and so is a pair that penetrates by
//     1e-8 (false miss). A vertex 5e-9 (float) or 5e-17 (double) above the
//     other's plane comes out on it or below it: a hit (false hit);
//   * degenerate triangles (collinear vertices): a segment T2 has N2 = 0, so
//     dp1 = dq1 = dr1 = 0 and the permutations end in coplanar_tri_tri3d,
//     which answers with the 2D test of the projections onto T1's dominant
//     plane, whatever the segment's distance to T1: a segment crossing T1's
//     plane outside T1, over T1 in projection, is a hit (false hit). The 2D
//     test takes a flat triangle (ORIENT_2D(p1,q1,r1) == 0) as
//     counter-clockwise and its tests assume a proper triangle: a segment
//     coplanar with a triangle and apart from it is a hit (false hit), in
//     exact arithmetic;
//   * overflow (float): the distances dp1 ... are of degree 3 and overflow
//     to inf or NaN (inf - inf) once coordinates reach about 2^42; NaN fails
//     every comparison, so the early rejections do not fire and the
//     permutations take branches the signs do not justify: a pair apart by
//     more than a tenth of its size is a hit (false hit).
// No undefined behaviour on any finite input (no division; overflow gives
// infinities and NaN, i.e. wrong answers only).
#ifndef GEOVERIFY_SPECIMENS_ZOO_GUIGUE_DEVILLERS_H
#define GEOVERIFY_SPECIMENS_ZOO_GUIGUE_DEVILLERS_H

namespace gv {
namespace specimens {
namespace guigue_devillers {

/// Three-dimensional triangle-triangle overlap test: 1 if triangle
/// (p1, q1, r1) and triangle (p2, q2, r2), boundaries included, intersect,
/// 0 otherwise.
template <class Real>
int tri_tri_overlap_test_3d(Real p1[3], Real q1[3], Real r1[3], Real p2[3], Real q2[3], Real r2[3]);

/// The test of two triangles found coplanar: projection onto the coordinate
/// plane that drops the largest component of normal_1 (T1's normal), then
/// tri_tri_overlap_test_2d.
template <class Real>
int coplanar_tri_tri3d(Real p1[3], Real q1[3], Real r1[3], Real p2[3], Real q2[3], Real r2[3], Real normal_1[3]);

/// Two-dimensional triangle-triangle overlap test (either orientation).
template <class Real>
int tri_tri_overlap_test_2d(Real p1[2], Real q1[2], Real r1[2], Real p2[2], Real q2[2], Real r2[2]);

extern template int tri_tri_overlap_test_3d<float>(float[3], float[3], float[3], float[3], float[3], float[3]);
extern template int tri_tri_overlap_test_3d<double>(double[3], double[3], double[3], double[3], double[3],
                                                    double[3]);
extern template int coplanar_tri_tri3d<float>(float[3], float[3], float[3], float[3], float[3], float[3],
                                              float[3]);
extern template int coplanar_tri_tri3d<double>(double[3], double[3], double[3], double[3], double[3], double[3],
                                               double[3]);
extern template int tri_tri_overlap_test_2d<float>(float[2], float[2], float[2], float[2], float[2], float[2]);
extern template int tri_tri_overlap_test_2d<double>(double[2], double[2], double[2], double[2], double[2],
                                                    double[2]);

}  // namespace guigue_devillers
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_GUIGUE_DEVILLERS_H
