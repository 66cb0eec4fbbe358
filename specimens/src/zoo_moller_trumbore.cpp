// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Moller & Trumbore 1997 transcribed (see
// zoo_moller_trumbore.h for the source and what is verbatim). The bodies
// follow the paper's code line by line; do not "fix" them: the suite must
// find their defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "jgt_vectors.h"
#include "geoverify/specimens/zoo_moller_trumbore.h"

namespace gv {
namespace specimens {
namespace moller_trumbore {
namespace {

/* The paper's macros, here as functions with the same operands in the same
   order (DOT adds left to right):
#define CROSS(dest,v1,v2) \
          dest[0]=v1[1]*v2[2]-v1[2]*v2[1]; \
          dest[1]=v1[2]*v2[0]-v1[0]*v2[2]; \
          dest[2]=v1[0]*v2[1]-v1[1]*v2[0];
#define DOT(v1,v2) (v1[0]*v2[0]+v1[1]*v2[1]+v1[2]*v2[2])
#define SUB(dest,v1,v2) \
          dest[0]=v1[0]-v2[0]; \
          dest[1]=v1[1]-v2[1]; \
          dest[2]=v1[2]-v2[2];
*/
using jgt::CROSS;  // the source's macros: jgt_vectors.h
using jgt::DOT;
using jgt::SUB;

}  // namespace

// Verbatim: the `#else /* the non-culling branch */` part.
template <class Real>
int intersect_triangle(Real orig[3], Real dir[3], Real vert0[3], Real vert1[3], Real vert2[3], Real* t, Real* u,
                       Real* v, double EPSILON) {
  Real edge1[3], edge2[3], tvec[3], pvec[3], qvec[3];
  Real det, inv_det;

  /* find vectors for two edges sharing vert0 */
  SUB(edge1, vert1, vert0);
  SUB(edge2, vert2, vert0);

  /* begin calculating determinant - also used to calculate U parameter */
  CROSS(pvec, dir, edge2);

  /* if determinant is near zero, ray lies in plane of triangle */
  det = DOT(edge1, pvec);

  if (det > -EPSILON && det < EPSILON) return 0;
  inv_det = Real(1.0) / det;

  /* calculate distance from vert0 to ray origin */
  SUB(tvec, orig, vert0);

  /* calculate U parameter and test bounds */
  *u = DOT(tvec, pvec) * inv_det;
  if (*u < 0.0 || *u > 1.0) return 0;

  /* prepare to test V parameter */
  CROSS(qvec, tvec, edge1);

  /* calculate V parameter and test bounds */
  *v = DOT(dir, qvec) * inv_det;
  if (*v < 0.0 || *u + *v > 1.0) return 0;

  /* calculate t, ray intersects triangle */
  *t = DOT(edge2, qvec) * inv_det;

  return 1;
}

// Verbatim: the `#ifdef TEST_CULL /* define TEST_CULL if culling is desired */`
// part.
template <class Real>
int intersect_triangle_cull(Real orig[3], Real dir[3], Real vert0[3], Real vert1[3], Real vert2[3], Real* t, Real* u,
                            Real* v, double EPSILON) {
  Real edge1[3], edge2[3], tvec[3], pvec[3], qvec[3];
  Real det, inv_det;

  /* find vectors for two edges sharing vert0 */
  SUB(edge1, vert1, vert0);
  SUB(edge2, vert2, vert0);

  /* begin calculating determinant - also used to calculate U parameter */
  CROSS(pvec, dir, edge2);

  /* if determinant is near zero, ray lies in plane of triangle */
  det = DOT(edge1, pvec);

  if (det < EPSILON) return 0;

  /* calculate distance from vert0 to ray origin */
  SUB(tvec, orig, vert0);

  /* calculate U parameter and test bounds */
  *u = DOT(tvec, pvec);
  if (*u < 0.0 || *u > det) return 0;

  /* prepare to test V parameter */
  CROSS(qvec, tvec, edge1);

  /* calculate V parameter and test bounds */
  *v = DOT(dir, qvec);
  if (*v < 0.0 || *u + *v > det) return 0;

  /* calculate t, scale parameters, ray intersects triangle */
  *t = DOT(edge2, qvec);
  inv_det = Real(1.0) / det;
  *t *= inv_det;
  *u *= inv_det;
  *v *= inv_det;

  return 1;
}

template int intersect_triangle<float>(float[3], float[3], float[3], float[3], float[3], float*, float*, float*,
                                       double);
template int intersect_triangle<double>(double[3], double[3], double[3], double[3], double[3], double*, double*,
                                        double*, double);
template int intersect_triangle_cull<float>(float[3], float[3], float[3], float[3], float[3], float*, float*, float*,
                                            double);
template int intersect_triangle_cull<double>(double[3], double[3], double[3], double[3], double[3], double*, double*,
                                             double*, double);

}  // namespace moller_trumbore
}  // namespace specimens
}  // namespace gv
