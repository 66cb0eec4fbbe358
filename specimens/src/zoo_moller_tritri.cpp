// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Moller 1997, tritri.c's tri_tri_intersect and
// coplanar_tri_tri transcribed (see zoo_moller_tritri.h for the source and
// what is verbatim). The bodies follow the source line by line; do not "fix"
// them: the suite must find their defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "jgt_vectors.h"
#include "geoverify/specimens/zoo_moller_tritri.h"

namespace gv {
namespace specimens {
namespace moller_tritri {
namespace {

/* The source's macros, here as functions with the same operands in the same
   order:
#define FABS(x) (x>=0?x:-x)
#define CROSS(dest,v1,v2)                      \
              dest[0]=v1[1]*v2[2]-v1[2]*v2[1]; \
              dest[1]=v1[2]*v2[0]-v1[0]*v2[2]; \
              dest[2]=v1[0]*v2[1]-v1[1]*v2[0];
#define DOT(v1,v2) (v1[0]*v2[0]+v1[1]*v2[1]+v1[2]*v2[2])
#define SUB(dest,v1,v2) dest[0]=v1[0]-v2[0]; dest[1]=v1[1]-v2[1]; dest[2]=v1[2]-v2[2];
#define SORT(a,b) if(a>b) { float c; c=a; a=b; b=c; }
#define ISECT(VV0,VV1,VV2,D0,D1,D2,isect0,isect1) \
              isect0=VV0+(VV1-VV0)*D0/(D0-D1);    \
              isect1=VV0+(VV2-VV0)*D0/(D0-D2);
*/
template <class Real>
inline Real FABS(Real x) {
  return x >= 0 ? x : -x;
}

using jgt::CROSS;  // the source's macros: jgt_vectors.h
using jgt::DOT;
using jgt::SUB;

template <class Real>
inline void SORT(Real& a, Real& b) {
  if (a > b) {
    Real c;
    c = a;
    a = b;
    b = c;
  }
}

template <class Real>
inline void ISECT(Real VV0, Real VV1, Real VV2, Real D0, Real D1, Real D2, Real& isect0, Real& isect1) {
  isect0 = VV0 + (VV1 - VV0) * D0 / (D0 - D1);
  isect1 = VV0 + (VV2 - VV0) * D0 / (D0 - D2);
}

/* #define COMPUTE_INTERVALS(VV0,VV1,VV2,D0,D1,D2,D0D1,D0D2,isect0,isect1) \
  if(D0D1>0.0f)
  {
    // here we know that D0D2<=0.0
    // that is D0, D1 are on the same side, D2 on the other or on the plane
    ISECT(VV2,VV0,VV1,D2,D0,D1,isect0,isect1);
  }
  else if(D0D2>0.0f)
  {
    // here we know that d0d1<=0.0
    ISECT(VV1,VV0,VV2,D1,D0,D2,isect0,isect1);
  }
  else if(D1*D2>0.0f || D0!=0.0f)
  {
    // here we know that d0d1<=0.0 or that D0!=0.0
    ISECT(VV0,VV1,VV2,D0,D1,D2,isect0,isect1);
  }
  else if(D1!=0.0f)
  {
    ISECT(VV1,VV0,VV2,D1,D0,D2,isect0,isect1);
  }
  else if(D2!=0.0f)
  {
    ISECT(VV2,VV0,VV1,D2,D0,D1,isect0,isect1);
  }
  else
  {
    // triangles are coplanar
    return coplanar_tri_tri(N1,V0,V1,V2,U0,U1,U2);
  }
   Here: returns false in the last branch, where the macro returns
   coplanar_tri_tri(...) from tri_tri_intersect; the caller makes that call. */
template <class Real>
inline bool COMPUTE_INTERVALS(Real VV0, Real VV1, Real VV2, Real D0, Real D1, Real D2, Real D0D1, Real D0D2,
                              Real& isect0, Real& isect1) {
  if (D0D1 > 0.0f) {
    /* here we know that D0D2<=0.0 */
    /* that is D0, D1 are on the same side, D2 on the other or on the plane */
    ISECT(VV2, VV0, VV1, D2, D0, D1, isect0, isect1);
  } else if (D0D2 > 0.0f) {
    /* here we know that d0d1<=0.0 */
    ISECT(VV1, VV0, VV2, D1, D0, D2, isect0, isect1);
  } else if (D1 * D2 > 0.0f || D0 != 0.0f) {
    /* here we know that d0d1<=0.0 or that D0!=0.0 */
    ISECT(VV0, VV1, VV2, D0, D1, D2, isect0, isect1);
  } else if (D1 != 0.0f) {
    ISECT(VV1, VV0, VV2, D1, D0, D2, isect0, isect1);
  } else if (D2 != 0.0f) {
    ISECT(VV2, VV0, VV1, D2, D0, D1, isect0, isect1);
  } else {
    /* triangles are coplanar */
    return false;
  }
  return true;
}

/* this edge to edge test is based on Franlin Antonio's gem:
   "Faster Line Segment Intersection", in Graphics Gems III,
   pp. 199-202
#define EDGE_EDGE_TEST(V0,U0,U1) ... (the body below)
   The macro's `return 1` returns from coplanar_tri_tri: here the function
   returns 1 and the caller returns it. */
template <class Real>
inline int EDGE_EDGE_TEST(const Real V0[3], const Real U0[3], const Real U1[3], short i0, short i1, Real Ax,
                          Real Ay) {
  Real Bx, By, Cx, Cy, e, d, f;
  Bx = U0[i0] - U1[i0];
  By = U0[i1] - U1[i1];
  Cx = V0[i0] - U0[i0];
  Cy = V0[i1] - U0[i1];
  f = Ay * Bx - Ax * By;
  d = By * Cx - Bx * Cy;
  if ((f > 0 && d >= 0 && d <= f) || (f < 0 && d <= 0 && d >= f)) {
    e = Ax * Cy - Ay * Cx;
    if (f > 0) {
      if (e >= 0 && e <= f) return 1;
    } else {
      if (e <= 0 && e >= f) return 1;
    }
  }
  return 0;
}

/* #define EDGE_AGAINST_TRI_EDGES(V0,V1,U0,U1,U2) */
template <class Real>
inline int EDGE_AGAINST_TRI_EDGES(const Real V0[3], const Real V1[3], const Real U0[3], const Real U1[3],
                                  const Real U2[3], short i0, short i1) {
  Real Ax, Ay;
  Ax = V1[i0] - V0[i0];
  Ay = V1[i1] - V0[i1];
  /* test edge U0,U1 against V0,V1 */
  if (EDGE_EDGE_TEST(V0, U0, U1, i0, i1, Ax, Ay)) return 1;
  /* test edge U1,U2 against V0,V1 */
  if (EDGE_EDGE_TEST(V0, U1, U2, i0, i1, Ax, Ay)) return 1;
  /* test edge U2,U1 against V0,V1 */
  if (EDGE_EDGE_TEST(V0, U2, U0, i0, i1, Ax, Ay)) return 1;
  return 0;
}

/* #define POINT_IN_TRI(V0,U0,U1,U2); `0.0` is a double literal: the float
   products d0*d1 are compared, exactly, in double. */
template <class Real>
inline int POINT_IN_TRI(const Real V0[3], const Real U0[3], const Real U1[3], const Real U2[3], short i0, short i1) {
  Real a, b, c, d0, d1, d2;
  /* is T1 completly inside T2? */
  /* check if V0 is inside tri(U0,U1,U2) */
  a = U1[i1] - U0[i1];
  b = -(U1[i0] - U0[i0]);
  c = -a * U0[i0] - b * U0[i1];
  d0 = a * V0[i0] + b * V0[i1] + c;

  a = U2[i1] - U1[i1];
  b = -(U2[i0] - U1[i0]);
  c = -a * U1[i0] - b * U1[i1];
  d1 = a * V0[i0] + b * V0[i1] + c;

  a = U0[i1] - U2[i1];
  b = -(U0[i0] - U2[i0]);
  c = -a * U2[i0] - b * U2[i1];
  d2 = a * V0[i0] + b * V0[i1] + c;
  if (d0 * d1 > 0.0) {
    if (d0 * d2 > 0.0) return 1;
  }
  return 0;
}

}  // namespace

// Verbatim body of coplanar_tri_tri.
template <class Real>
int coplanar_tri_tri(Real N[3], Real V0[3], Real V1[3], Real V2[3], Real U0[3], Real U1[3], Real U2[3]) {
  Real A[3];
  short i0, i1;
  /* first project onto an axis-aligned plane, that maximizes the area */
  /* of the triangles, compute indices: i0,i1. */
  A[0] = FABS(N[0]);
  A[1] = FABS(N[1]);
  A[2] = FABS(N[2]);
  if (A[0] > A[1]) {
    if (A[0] > A[2]) {
      i0 = 1; /* A[0] is greatest */
      i1 = 2;
    } else {
      i0 = 0; /* A[2] is greatest */
      i1 = 1;
    }
  } else /* A[0]<=A[1] */
  {
    if (A[2] > A[1]) {
      i0 = 0; /* A[2] is greatest */
      i1 = 1;
    } else {
      i0 = 0; /* A[1] is greatest */
      i1 = 2;
    }
  }

  /* test all edges of triangle 1 against the edges of triangle 2 */
  if (EDGE_AGAINST_TRI_EDGES(V0, V1, U0, U1, U2, i0, i1)) return 1;
  if (EDGE_AGAINST_TRI_EDGES(V1, V2, U0, U1, U2, i0, i1)) return 1;
  if (EDGE_AGAINST_TRI_EDGES(V2, V0, U0, U1, U2, i0, i1)) return 1;

  /* finally, test if tri1 is totally contained in tri2 or vice versa */
  if (POINT_IN_TRI(V0, U0, U1, U2, i0, i1)) return 1;
  if (POINT_IN_TRI(U0, V0, V1, V2, i0, i1)) return 1;

  return 0;
}

// Verbatim body of tri_tri_intersect (USE_EPSILON_TEST == TRUE).
template <class Real>
int tri_tri_intersect(Real V0[3], Real V1[3], Real V2[3], Real U0[3], Real U1[3], Real U2[3]) {
  const double EPSILON = kEpsilon;
  Real E1[3], E2[3];
  Real N1[3], N2[3], d1, d2;
  Real du0, du1, du2, dv0, dv1, dv2;
  Real D[3];
  Real isect1[2], isect2[2];
  Real du0du1, du0du2, dv0dv1, dv0dv2;
  short index;
  Real vp0, vp1, vp2;
  Real up0, up1, up2;
  Real b, c, max;

  /* compute plane equation of triangle(V0,V1,V2) */
  SUB(E1, V1, V0);
  SUB(E2, V2, V0);
  CROSS(N1, E1, E2);
  d1 = -DOT(N1, V0);
  /* plane equation 1: N1.X+d1=0 */

  /* put U0,U1,U2 into plane equation 1 to compute signed distances to the plane*/
  du0 = DOT(N1, U0) + d1;
  du1 = DOT(N1, U1) + d1;
  du2 = DOT(N1, U2) + d1;

  /* coplanarity robustness check */
  if (FABS(du0) < EPSILON) du0 = Real(0.0);
  if (FABS(du1) < EPSILON) du1 = Real(0.0);
  if (FABS(du2) < EPSILON) du2 = Real(0.0);
  du0du1 = du0 * du1;
  du0du2 = du0 * du2;

  if (du0du1 > 0.0f && du0du2 > 0.0f) /* same sign on all of them + not equal 0 ? */
    return 0;                          /* no intersection occurs */

  /* compute plane of triangle (U0,U1,U2) */
  SUB(E1, U1, U0);
  SUB(E2, U2, U0);
  CROSS(N2, E1, E2);
  d2 = -DOT(N2, U0);
  /* plane equation 2: N2.X+d2=0 */

  /* put V0,V1,V2 into plane equation 2 */
  dv0 = DOT(N2, V0) + d2;
  dv1 = DOT(N2, V1) + d2;
  dv2 = DOT(N2, V2) + d2;

  if (FABS(dv0) < EPSILON) dv0 = Real(0.0);
  if (FABS(dv1) < EPSILON) dv1 = Real(0.0);
  if (FABS(dv2) < EPSILON) dv2 = Real(0.0);

  dv0dv1 = dv0 * dv1;
  dv0dv2 = dv0 * dv2;

  if (dv0dv1 > 0.0f && dv0dv2 > 0.0f) /* same sign on all of them + not equal 0 ? */
    return 0;                          /* no intersection occurs */

  /* compute direction of intersection line */
  CROSS(D, N1, N2);

  /* compute and index to the largest component of D */
  max = FABS(D[0]);
  index = 0;
  b = FABS(D[1]);
  c = FABS(D[2]);
  if (b > max) max = b, index = 1;
  if (c > max) max = c, index = 2;

  /* this is the simplified projection onto L*/
  vp0 = V0[index];
  vp1 = V1[index];
  vp2 = V2[index];

  up0 = U0[index];
  up1 = U1[index];
  up2 = U2[index];

  /* compute interval for triangle 1 */
  if (!COMPUTE_INTERVALS(vp0, vp1, vp2, dv0, dv1, dv2, dv0dv1, dv0dv2, isect1[0], isect1[1]))
    return coplanar_tri_tri(N1, V0, V1, V2, U0, U1, U2);

  /* compute interval for triangle 2 */
  if (!COMPUTE_INTERVALS(up0, up1, up2, du0, du1, du2, du0du1, du0du2, isect2[0], isect2[1]))
    return coplanar_tri_tri(N1, V0, V1, V2, U0, U1, U2);

  SORT(isect1[0], isect1[1]);
  SORT(isect2[0], isect2[1]);

  if (isect1[1] < isect2[0] || isect2[1] < isect1[0]) return 0;
  return 1;
}

template int tri_tri_intersect<float>(float[3], float[3], float[3], float[3], float[3], float[3]);
template int tri_tri_intersect<double>(double[3], double[3], double[3], double[3], double[3], double[3]);
template int coplanar_tri_tri<float>(float[3], float[3], float[3], float[3], float[3], float[3], float[3]);
template int coplanar_tri_tri<double>(double[3], double[3], double[3], double[3], double[3], double[3], double[3]);

}  // namespace moller_tritri
}  // namespace specimens
}  // namespace gv
