// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Ericson's TestSegmentAABB and JOML's
// intersectLineSegmentAab transcribed (see zoo_ericson_segment_aabb.h for the
// sources and what is taken from where). The bodies keep their sources'
// arithmetic order; do not "fix" them: the suite must find their defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/zoo_ericson_segment_aabb.h"

#include <cmath>
#include <limits>

namespace gv {
namespace specimens {
namespace ericson_segment {

namespace {
template <class Real>
Real Abs(Real x) {
  return std::fabs(x);
}
template <class Real>
bool IsNaN(Real x) {
  return std::isnan(x);
}
}  // namespace

// (a) Real-Time Collision Detection, section 5.3.3; Point and Vector as
// arrays, the book's operators written out per component in the same order.
template <class Real>
int TestSegmentAABB(const Real p0[3], const Real p1[3], const Real bmin[3], const Real bmax[3]) {
  const Real EPSILON = std::numeric_limits<Real>::epsilon();
  Real c[3], e[3], m[3], d[3];
  for (int i = 0; i < 3; i++) c[i] = (bmin[i] + bmax[i]) * Real(0.5f);  // Box center-point
  for (int i = 0; i < 3; i++) e[i] = bmax[i] - c[i];                    // Box halflength extents
  for (int i = 0; i < 3; i++) m[i] = (p0[i] + p1[i]) * Real(0.5f);      // Segment midpoint
  for (int i = 0; i < 3; i++) d[i] = p1[i] - m[i];                      // Segment halflength vector
  for (int i = 0; i < 3; i++) m[i] = m[i] - c[i];                       // Translate box and segment to origin
  // Try world coordinate axes as separating axes
  Real adx = Abs(d[0]);
  if (Abs(m[0]) > e[0] + adx) return 0;
  Real ady = Abs(d[1]);
  if (Abs(m[1]) > e[1] + ady) return 0;
  Real adz = Abs(d[2]);
  if (Abs(m[2]) > e[2] + adz) return 0;
  // Add in an epsilon term to counteract arithmetic errors when segment is
  // (near) parallel to a coordinate axis (see text for detail)
  adx += EPSILON;
  ady += EPSILON;
  adz += EPSILON;
  // Try cross products of segment direction vector with coordinate axes
  if (Abs(m[1] * d[2] - m[2] * d[1]) > e[1] * adz + e[2] * ady) return 0;
  if (Abs(m[2] * d[0] - m[0] * d[2]) > e[0] * adz + e[2] * adx) return 0;
  if (Abs(m[0] * d[1] - m[1] * d[0]) > e[0] * ady + e[1] * adx) return 0;
  // No separating axis found; segment must be overlapping AABB
  return 1;
}

// (b) JOML Intersectionf.intersectLineSegmentAab, statement by statement.
template <class Real>
int intersectLineSegmentAab(Real p0X, Real p0Y, Real p0Z, Real p1X, Real p1Y, Real p1Z, Real minX, Real minY,
                            Real minZ, Real maxX, Real maxY, Real maxZ, Real result[2]) {
  Real dirX = p1X - p0X, dirY = p1Y - p0Y, dirZ = p1Z - p0Z;
  Real invDirX = Real(1.0f) / dirX, invDirY = Real(1.0f) / dirY, invDirZ = Real(1.0f) / dirZ;
  Real tNear, tFar, tymin, tymax, tzmin, tzmax;
  if (invDirX >= Real(0.0f)) {
    tNear = (minX - p0X) * invDirX;
    tFar = (maxX - p0X) * invDirX;
  } else {
    tNear = (maxX - p0X) * invDirX;
    tFar = (minX - p0X) * invDirX;
  }
  if (invDirY >= Real(0.0f)) {
    tymin = (minY - p0Y) * invDirY;
    tymax = (maxY - p0Y) * invDirY;
  } else {
    tymin = (maxY - p0Y) * invDirY;
    tymax = (minY - p0Y) * invDirY;
  }
  if (tNear > tymax || tymin > tFar) return -1;  // OUTSIDE
  if (invDirZ >= Real(0.0f)) {
    tzmin = (minZ - p0Z) * invDirZ;
    tzmax = (maxZ - p0Z) * invDirZ;
  } else {
    tzmin = (maxZ - p0Z) * invDirZ;
    tzmax = (minZ - p0Z) * invDirZ;
  }
  if (tNear > tzmax || tzmin > tFar) return -1;  // OUTSIDE
  tNear = tymin > tNear || IsNaN(tNear) ? tymin : tNear;
  tFar = tymax < tFar || IsNaN(tFar) ? tymax : tFar;
  tNear = tzmin > tNear ? tzmin : tNear;
  tFar = tzmax < tFar ? tzmax : tFar;
  int type = -1;  // OUTSIDE
  if (tNear <= tFar && tNear <= Real(1.0f) && tFar >= Real(0.0f)) {
    if (tNear >= Real(0.0f) && tFar > Real(1.0f)) {
      tFar = tNear;
      type = 1;  // ONE_INTERSECTION
    } else if (tNear < Real(0.0f) && tFar <= Real(1.0f)) {
      tNear = tFar;
      type = 1;  // ONE_INTERSECTION
    } else {
      type = tNear < Real(0.0f) && tFar > Real(1.0f) ? 3 : 2;  // INSIDE : TWO_INTERSECTION
    }
    result[0] = tNear;
    result[1] = tFar;
  }
  return type;
}

template int TestSegmentAABB<float>(const float[3], const float[3], const float[3], const float[3]);
template int TestSegmentAABB<double>(const double[3], const double[3], const double[3], const double[3]);
template int intersectLineSegmentAab<float>(float, float, float, float, float, float, float, float, float, float,
                                            float, float, float[2]);
template int intersectLineSegmentAab<double>(double, double, double, double, double, double, double, double, double,
                                             double, double, double, double[2]);

}  // namespace ericson_segment
}  // namespace specimens
}  // namespace gv
