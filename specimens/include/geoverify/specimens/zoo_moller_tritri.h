// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Tomas Moller, "A Fast Triangle-Triangle Intersection
// Test", journal of graphics tools 2(2):25-30, 1997: the routine
// tri_tri_intersect of the paper's C code and its coplanar_tri_tri.
// Source text (checked line by line): Moller's tritri.c, header "by Tomas
// Moller, 1997 ... updated: 2001-06-20 (added line of intersection)", the
// file distributed from his web page, as redistributed in the JGT code
// archive, github.com/erich666/jgt-code,
// Volume_08/Number_1/Shen2003/tri_tri_test/include/Moller97.c (commit
// e32edad4); its macros CROSS, DOT, SUB, SORT, ISECT, COMPUTE_INTERVALS,
// EDGE_EDGE_TEST, EDGE_AGAINST_TRI_EDGES, POINT_IN_TRI and the function
// coplanar_tri_tri are the same text as in the archive's
// Volume_02/Number_2/Moller1997b/opttritri.c (which keeps only the
// division-free NoDivTriTriIsect, not transcribed here).
//
// Verbatim: `#define USE_EPSILON_TEST TRUE`, `#define EPSILON 0.000001`,
// FABS(x) as `(x>=0?x:-x)`, the macros as inline functions with the same
// operands in the same order (DOT adds left to right; ISECT is
// VV0+((VV1-VV0)*D0)/(D0-D1)), the bodies of tri_tri_intersect and
// coplanar_tri_tri, the signatures (non-const arrays). COMPUTE_INTERVALS
// returns `coplanar_tri_tri(N1,V0,V1,V2,U0,U1,U2)` from tri_tri_intersect
// when D0 = D1 = D2 = 0; here it reports that case to the caller, which then
// makes that same call.
// Changed, as a port would: templated on the scalar Real (the source: float).
// The double instance is the same text in double; EPSILON stays the double
// constant 0.000001 in both, so `FABS(du0)<EPSILON` compares the Real value
// exactly against 1e-6 (what the macro does in C, where float promotes).
//
// Intended contract: exact. The paper's test and the code's comment
// ("returns 1 if the triangles intersect") are on closed triangles: a shared
// vertex or edge, a vertex on the other's face, an interval that only meets
// (isect1[1] == isect2[0] is not `<`) are all intersections, and coplanar
// triangles are handled by an exact-looking 2D test with closed comparisons
// (`d>=0 && d<=f`).
// Defects kept, each demonstrated in tests/specimens/zoo_moller_tritri_test.cpp:
//   * EPSILON is absolute, not relative to the input's scale: a signed
//     distance du = N1.U + d1 is of degree 3 in the coordinates (|N1| times
//     the distance), so a vertex with |du| < 1e-6 is moved onto the plane.
//     Parallel triangles 2^-21 apart at unit scale, or any pair of small
//     triangles (2^-8 wide, 2^-9 apart), are judged coplanar and answered by
//     the 2D test of their projections: a hit (false hit). A triangle that
//     only approaches the other's plane, one vertex 2^-21 above the unit
//     triangle's face, is made to touch it: a hit (false hit);
//   * the interval ends on the intersection line, ISECT's
//     VV0+(VV1-VV0)*D0/(D0-D1), are rounded (a product, a division, a sum):
//     triangles sharing a vertex, whose intervals meet exactly at it, can
//     come out one ulp apart (false miss);
//   * degenerate triangles (collinear or repeated vertices): a flat T1 has
//     N1 = 0, every du is 0, and COMPUTE_INTERVALS sends the pair to
//     coplanar_tri_tri with N = 0, which projects onto the xz plane
//     whatever the triangles' planes: a segment apart from the triangle in
//     y whose xz projection crosses the triangle's is a hit (false hit), and
//     a segment in the plane z = 0 touching a triangle of that plane is
//     projected onto the x axis and missed (false miss). A flat T2 (N2 = 0,
//     every dv 0) is sent to coplanar_tri_tri with T1's normal: a segment
//     crossing T1's plane outside T1 but over it in projection is a hit
//     (false hit);
//   * overflow (float): D = N1 x N2 is of degree 4 and overflows to inf or
//     NaN once coordinates reach about 2^32; the axis of the "largest
//     component" is then chosen among infinities and NaN, the intervals are
//     projected on a wrong axis, and pairs crossing by a tenth of their size
//     are missed (false miss) and pairs apart by as much are hit (false
//     hit). Double overflows only near 2^256.
// No undefined behaviour on any finite input (a division by D0 - D1 is only
// reached with D0 != D1; overflow gives infinities and NaN, i.e. wrong
// answers only).
#ifndef GEOVERIFY_SPECIMENS_ZOO_MOLLER_TRITRI_H
#define GEOVERIFY_SPECIMENS_ZOO_MOLLER_TRITRI_H

namespace gv {
namespace specimens {
namespace moller_tritri {

/// `#define EPSILON 0.000001` (with `#define USE_EPSILON_TEST TRUE`).
constexpr double kEpsilon = 0.000001;

/// tritri.c: 1 if triangle (V0, V1, V2) and triangle (U0, U1, U2) intersect,
/// 0 otherwise.
template <class Real>
int tri_tri_intersect(Real V0[3], Real V1[3], Real V2[3], Real U0[3], Real U1[3], Real U2[3]);

/// tritri.c: the 2D test of two triangles judged coplanar, projected onto the
/// coordinate plane that drops the largest component of N.
template <class Real>
int coplanar_tri_tri(Real N[3], Real V0[3], Real V1[3], Real V2[3], Real U0[3], Real U1[3], Real U2[3]);

extern template int tri_tri_intersect<float>(float[3], float[3], float[3], float[3], float[3], float[3]);
extern template int tri_tri_intersect<double>(double[3], double[3], double[3], double[3], double[3], double[3]);
extern template int coplanar_tri_tri<float>(float[3], float[3], float[3], float[3], float[3], float[3], float[3]);
extern template int coplanar_tri_tri<double>(double[3], double[3], double[3], double[3], double[3], double[3],
                                             double[3]);

}  // namespace moller_tritri
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_MOLLER_TRITRI_H
