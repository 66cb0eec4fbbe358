// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Guigue & Devillers 2003, tri_tri_overlap_test_3d,
// coplanar_tri_tri3d and the 2D test transcribed (see zoo_guigue_devillers.h
// for the source and what is verbatim). The bodies follow the source line by
// line, the nesting of its if/else chains included; do not "fix" them: the
// suite must find their defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "jgt_vectors.h"
#include "geoverify/specimens/zoo_guigue_devillers.h"

namespace gv {
namespace specimens {
namespace guigue_devillers {
namespace {

/* The source's 3D macros, as functions with the same operands in the same
   order:
#define CROSS(dest,v1,v2)                       \
               dest[0]=v1[1]*v2[2]-v1[2]*v2[1]; \
               dest[1]=v1[2]*v2[0]-v1[0]*v2[2]; \
               dest[2]=v1[0]*v2[1]-v1[1]*v2[0];
#define DOT(v1,v2) (v1[0]*v2[0]+v1[1]*v2[1]+v1[2]*v2[2])
#define SUB(dest,v1,v2) dest[0]=v1[0]-v2[0]; \
                        dest[1]=v1[1]-v2[1]; \
                        dest[2]=v1[2]-v2[2];
*/
using jgt::CROSS;  // the source's macros: jgt_vectors.h
using jgt::DOT;
using jgt::SUB;

/* #define CHECK_MIN_MAX(p1,q1,r1,p2,q2,r2) {\
  SUB(v1,p2,q1)\
  SUB(v2,p1,q1)\
  CROSS(N1,v1,v2)\
  SUB(v1,q2,q1)\
  if (DOT(v1,N1) > 0.0f) return 0;\
  SUB(v1,p2,p1)\
  SUB(v2,r1,p1)\
  CROSS(N1,v1,v2)\
  SUB(v1,r2,p1) \
  if (DOT(v1,N1) > 0.0f) return 0;\
  else return 1; }
   The macro writes the caller's v1, v2 and N1; every path through it
   returns, so locals here compute the same. */
template <class Real>
inline int CHECK_MIN_MAX(const Real p1[3], const Real q1[3], const Real r1[3], const Real p2[3], const Real q2[3],
                         const Real r2[3]) {
  Real v1[3], v2[3], N1[3];
  SUB(v1, p2, q1);
  SUB(v2, p1, q1);
  CROSS(N1, v1, v2);
  SUB(v1, q2, q1);
  if (DOT(v1, N1) > 0.0f) return 0;
  SUB(v1, p2, p1);
  SUB(v2, r1, p1);
  CROSS(N1, v1, v2);
  SUB(v1, r2, p1);
  if (DOT(v1, N1) > 0.0f)
    return 0;
  else
    return 1;
}

/* Permutation in a canonical form of T2's vertices
#define TRI_TRI_3D(p1,q1,r1,p2,q2,r2,dp2,dq2,dr2) -- the body below; N1 is
   the caller's normal of T1 (passed here), the macro's returns return from
   tri_tri_overlap_test_3d (here: the caller returns the result). */
template <class Real>
inline int TRI_TRI_3D(Real p1[3], Real q1[3], Real r1[3], Real p2[3], Real q2[3], Real r2[3], Real dp2, Real dq2,
                      Real dr2, Real N1[3]) {
  if (dp2 > 0.0f) {
    if (dq2 > 0.0f)
      return CHECK_MIN_MAX(p1, r1, q1, r2, p2, q2);
    else if (dr2 > 0.0f)
      return CHECK_MIN_MAX(p1, r1, q1, q2, r2, p2);
    else
      return CHECK_MIN_MAX(p1, q1, r1, p2, q2, r2);
  } else if (dp2 < 0.0f) {
    if (dq2 < 0.0f)
      return CHECK_MIN_MAX(p1, q1, r1, r2, p2, q2);
    else if (dr2 < 0.0f)
      return CHECK_MIN_MAX(p1, q1, r1, q2, r2, p2);
    else
      return CHECK_MIN_MAX(p1, r1, q1, p2, q2, r2);
  } else {
    if (dq2 < 0.0f) {
      if (dr2 >= 0.0f)
        return CHECK_MIN_MAX(p1, r1, q1, q2, r2, p2);
      else
        return CHECK_MIN_MAX(p1, q1, r1, p2, q2, r2);
    } else if (dq2 > 0.0f) {
      if (dr2 > 0.0f)
        return CHECK_MIN_MAX(p1, r1, q1, p2, q2, r2);
      else
        return CHECK_MIN_MAX(p1, q1, r1, q2, r2, p2);
    } else {
      if (dr2 > 0.0f)
        return CHECK_MIN_MAX(p1, q1, r1, r2, p2, q2);
      else if (dr2 < 0.0f)
        return CHECK_MIN_MAX(p1, r1, q1, r2, p2, q2);
      else
        return coplanar_tri_tri3d(p1, q1, r1, p2, q2, r2, N1);
    }
  }
}

/* some 2D macros
#define ORIENT_2D(a, b, c)  ((a[0]-c[0])*(b[1]-c[1])-(a[1]-c[1])*(b[0]-c[0]))
*/
template <class Real>
inline Real ORIENT_2D(const Real a[2], const Real b[2], const Real c[2]) {
  return ((a[0] - c[0]) * (b[1] - c[1]) - (a[1] - c[1]) * (b[0] - c[0]));
}

/* #define INTERSECTION_TEST_VERTEX(P1, Q1, R1, P2, Q2, R2): the body below,
   with the braces the source's dangling elses bind to made explicit (each
   `else` binds to the nearest `if` without one, as in C). */
template <class Real>
inline int INTERSECTION_TEST_VERTEX(const Real P1[2], const Real Q1[2], const Real R1[2], const Real P2[2],
                                    const Real Q2[2], const Real R2[2]) {
  if (ORIENT_2D(R2, P2, Q1) >= 0.0f) {
    if (ORIENT_2D(R2, Q2, Q1) <= 0.0f) {
      if (ORIENT_2D(P1, P2, Q1) > 0.0f) {
        if (ORIENT_2D(P1, Q2, Q1) <= 0.0f)
          return 1;
        else
          return 0;
      } else {
        if (ORIENT_2D(P1, P2, R1) >= 0.0f) {
          if (ORIENT_2D(Q1, R1, P2) >= 0.0f)
            return 1;
          else
            return 0;
        } else {
          return 0;
        }
      }
    } else {
      if (ORIENT_2D(P1, Q2, Q1) <= 0.0f) {
        if (ORIENT_2D(R2, Q2, R1) <= 0.0f) {
          if (ORIENT_2D(Q1, R1, Q2) >= 0.0f)
            return 1;
          else
            return 0;
        } else {
          return 0;
        }
      } else {
        return 0;
      }
    }
  } else {
    if (ORIENT_2D(R2, P2, R1) >= 0.0f) {
      if (ORIENT_2D(Q1, R1, R2) >= 0.0f) {
        if (ORIENT_2D(P1, P2, R1) >= 0.0f)
          return 1;
        else
          return 0;
      } else {
        if (ORIENT_2D(Q1, R1, Q2) >= 0.0f) {
          if (ORIENT_2D(R2, R1, Q2) >= 0.0f)
            return 1;
          else
            return 0;
        } else {
          return 0;
        }
      }
    } else {
      return 0;
    }
  }
}

/* #define INTERSECTION_TEST_EDGE(P1, Q1, R1, P2, Q2, R2) */
template <class Real>
inline int INTERSECTION_TEST_EDGE(const Real P1[2], const Real Q1[2], const Real R1[2], const Real P2[2],
                                  const Real Q2[2], const Real R2[2]) {
  (void)Q2;  // the macro's parameter Q2 is not used in its body
  if (ORIENT_2D(R2, P2, Q1) >= 0.0f) {
    if (ORIENT_2D(P1, P2, Q1) >= 0.0f) {
      if (ORIENT_2D(P1, Q1, R2) >= 0.0f)
        return 1;
      else
        return 0;
    } else {
      if (ORIENT_2D(Q1, R1, P2) >= 0.0f) {
        if (ORIENT_2D(R1, P1, P2) >= 0.0f)
          return 1;
        else
          return 0;
      } else
        return 0;
    }
  } else {
    if (ORIENT_2D(R2, P2, R1) >= 0.0f) {
      if (ORIENT_2D(P1, P2, R1) >= 0.0f) {
        if (ORIENT_2D(P1, R1, R2) >= 0.0f)
          return 1;
        else {
          if (ORIENT_2D(Q1, R1, R2) >= 0.0f)
            return 1;
          else
            return 0;
        }
      } else
        return 0;
    } else
      return 0;
  }
}

// Verbatim body of ccw_tri_tri_intersection_2d.
template <class Real>
int ccw_tri_tri_intersection_2d(const Real p1[2], const Real q1[2], const Real r1[2], const Real p2[2],
                                const Real q2[2], const Real r2[2]) {
  if (ORIENT_2D(p2, q2, p1) >= 0.0f) {
    if (ORIENT_2D(q2, r2, p1) >= 0.0f) {
      if (ORIENT_2D(r2, p2, p1) >= 0.0f)
        return 1;
      else
        return INTERSECTION_TEST_EDGE(p1, q1, r1, p2, q2, r2);
    } else {
      if (ORIENT_2D(r2, p2, p1) >= 0.0f)
        return INTERSECTION_TEST_EDGE(p1, q1, r1, r2, p2, q2);
      else
        return INTERSECTION_TEST_VERTEX(p1, q1, r1, p2, q2, r2);
    }
  } else {
    if (ORIENT_2D(q2, r2, p1) >= 0.0f) {
      if (ORIENT_2D(r2, p2, p1) >= 0.0f)
        return INTERSECTION_TEST_EDGE(p1, q1, r1, q2, r2, p2);
      else
        return INTERSECTION_TEST_VERTEX(p1, q1, r1, q2, r2, p2);
    } else
      return INTERSECTION_TEST_VERTEX(p1, q1, r1, r2, p2, q2);
  }
}

}  // namespace

// Verbatim body of tri_tri_overlap_test_3d.
template <class Real>
int tri_tri_overlap_test_3d(Real p1[3], Real q1[3], Real r1[3], Real p2[3], Real q2[3], Real r2[3]) {
  Real dp1, dq1, dr1, dp2, dq2, dr2;
  Real v1[3], v2[3];
  Real N1[3], N2[3];

  /* Compute distance signs  of p1, q1 and r1 to the plane of
     triangle(p2,q2,r2) */

  SUB(v1, p2, r2);
  SUB(v2, q2, r2);
  CROSS(N2, v1, v2);

  SUB(v1, p1, r2);
  dp1 = DOT(v1, N2);
  SUB(v1, q1, r2);
  dq1 = DOT(v1, N2);
  SUB(v1, r1, r2);
  dr1 = DOT(v1, N2);

  if (((dp1 * dq1) > 0.0f) && ((dp1 * dr1) > 0.0f)) return 0;

  /* Compute distance signs  of p2, q2 and r2 to the plane of
     triangle(p1,q1,r1) */

  SUB(v1, q1, p1);
  SUB(v2, r1, p1);
  CROSS(N1, v1, v2);

  SUB(v1, p2, r1);
  dp2 = DOT(v1, N1);
  SUB(v1, q2, r1);
  dq2 = DOT(v1, N1);
  SUB(v1, r2, r1);
  dr2 = DOT(v1, N1);

  if (((dp2 * dq2) > 0.0f) && ((dp2 * dr2) > 0.0f)) return 0;

  /* Permutation in a canonical form of T1's vertices */

  if (dp1 > 0.0f) {
    if (dq1 > 0.0f)
      return TRI_TRI_3D(r1, p1, q1, p2, r2, q2, dp2, dr2, dq2, N1);
    else if (dr1 > 0.0f)
      return TRI_TRI_3D(q1, r1, p1, p2, r2, q2, dp2, dr2, dq2, N1);
    else
      return TRI_TRI_3D(p1, q1, r1, p2, q2, r2, dp2, dq2, dr2, N1);
  } else if (dp1 < 0.0f) {
    if (dq1 < 0.0f)
      return TRI_TRI_3D(r1, p1, q1, p2, q2, r2, dp2, dq2, dr2, N1);
    else if (dr1 < 0.0f)
      return TRI_TRI_3D(q1, r1, p1, p2, q2, r2, dp2, dq2, dr2, N1);
    else
      return TRI_TRI_3D(p1, q1, r1, p2, r2, q2, dp2, dr2, dq2, N1);
  } else {
    if (dq1 < 0.0f) {
      if (dr1 >= 0.0f)
        return TRI_TRI_3D(q1, r1, p1, p2, r2, q2, dp2, dr2, dq2, N1);
      else
        return TRI_TRI_3D(p1, q1, r1, p2, q2, r2, dp2, dq2, dr2, N1);
    } else if (dq1 > 0.0f) {
      if (dr1 > 0.0f)
        return TRI_TRI_3D(p1, q1, r1, p2, r2, q2, dp2, dr2, dq2, N1);
      else
        return TRI_TRI_3D(q1, r1, p1, p2, q2, r2, dp2, dq2, dr2, N1);
    } else {
      if (dr1 > 0.0f)
        return TRI_TRI_3D(r1, p1, q1, p2, q2, r2, dp2, dq2, dr2, N1);
      else if (dr1 < 0.0f)
        return TRI_TRI_3D(r1, p1, q1, p2, r2, q2, dp2, dr2, dq2, N1);
      else
        return coplanar_tri_tri3d(p1, q1, r1, p2, q2, r2, N1);
    }
  }
}

// Verbatim body of coplanar_tri_tri3d.
template <class Real>
int coplanar_tri_tri3d(Real p1[3], Real q1[3], Real r1[3], Real p2[3], Real q2[3], Real r2[3], Real normal_1[3]) {
  Real P1[2], Q1[2], R1[2];
  Real P2[2], Q2[2], R2[2];

  Real n_x, n_y, n_z;

  n_x = ((normal_1[0] < 0) ? -normal_1[0] : normal_1[0]);
  n_y = ((normal_1[1] < 0) ? -normal_1[1] : normal_1[1]);
  n_z = ((normal_1[2] < 0) ? -normal_1[2] : normal_1[2]);

  /* Projection of the triangles in 3D onto 2D such that the area of
     the projection is maximized. */

  if ((n_x > n_z) && (n_x >= n_y)) {
    // Project onto plane YZ

    P1[0] = q1[2];
    P1[1] = q1[1];
    Q1[0] = p1[2];
    Q1[1] = p1[1];
    R1[0] = r1[2];
    R1[1] = r1[1];

    P2[0] = q2[2];
    P2[1] = q2[1];
    Q2[0] = p2[2];
    Q2[1] = p2[1];
    R2[0] = r2[2];
    R2[1] = r2[1];

  } else if ((n_y > n_z) && (n_y >= n_x)) {
    // Project onto plane XZ

    P1[0] = q1[0];
    P1[1] = q1[2];
    Q1[0] = p1[0];
    Q1[1] = p1[2];
    R1[0] = r1[0];
    R1[1] = r1[2];

    P2[0] = q2[0];
    P2[1] = q2[2];
    Q2[0] = p2[0];
    Q2[1] = p2[2];
    R2[0] = r2[0];
    R2[1] = r2[2];

  } else {
    // Project onto plane XY

    P1[0] = p1[0];
    P1[1] = p1[1];
    Q1[0] = q1[0];
    Q1[1] = q1[1];
    R1[0] = r1[0];
    R1[1] = r1[1];

    P2[0] = p2[0];
    P2[1] = p2[1];
    Q2[0] = q2[0];
    Q2[1] = q2[1];
    R2[0] = r2[0];
    R2[1] = r2[1];
  }

  return tri_tri_overlap_test_2d(P1, Q1, R1, P2, Q2, R2);
}

// Verbatim body of tri_tri_overlap_test_2d.
template <class Real>
int tri_tri_overlap_test_2d(Real p1[2], Real q1[2], Real r1[2], Real p2[2], Real q2[2], Real r2[2]) {
  if (ORIENT_2D(p1, q1, r1) < 0.0f) {
    if (ORIENT_2D(p2, q2, r2) < 0.0f)
      return ccw_tri_tri_intersection_2d(p1, r1, q1, p2, r2, q2);
    else
      return ccw_tri_tri_intersection_2d(p1, r1, q1, p2, q2, r2);
  } else {
    if (ORIENT_2D(p2, q2, r2) < 0.0f)
      return ccw_tri_tri_intersection_2d(p1, q1, r1, p2, r2, q2);
    else
      return ccw_tri_tri_intersection_2d(p1, q1, r1, p2, q2, r2);
  }
}

template int tri_tri_overlap_test_3d<float>(float[3], float[3], float[3], float[3], float[3], float[3]);
template int tri_tri_overlap_test_3d<double>(double[3], double[3], double[3], double[3], double[3], double[3]);
template int coplanar_tri_tri3d<float>(float[3], float[3], float[3], float[3], float[3], float[3], float[3]);
template int coplanar_tri_tri3d<double>(double[3], double[3], double[3], double[3], double[3], double[3],
                                        double[3]);
template int tri_tri_overlap_test_2d<float>(float[2], float[2], float[2], float[2], float[2], float[2]);
template int tri_tri_overlap_test_2d<double>(double[2], double[2], double[2], double[2], double[2], double[2]);

}  // namespace guigue_devillers
}  // namespace specimens
}  // namespace gv
