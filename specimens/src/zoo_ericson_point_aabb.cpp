// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Ericson's SqDistPointAABB (see zoo_ericson_point_aabb.h).
// The arithmetic order is the source's; do not "fix" it: the suite must find
// its defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/zoo_ericson_point_aabb.h"

namespace gv {
namespace specimens {
namespace ericson_point_aabb {

// Real-Time Collision Detection, section 5.1.3.1.
// Computes the square distance between a point p and an AABB b
template <class Real>
Real SqDistPointAABB(const Real p[3], const AABB<Real>& b) {
  Real sqDist = Real(0.0f);
  for (int i = 0; i < 3; i++) {
    // For each axis count any excess distance outside box extents
    Real v = p[i];
    if (v < b.min[i]) sqDist += (b.min[i] - v) * (b.min[i] - v);
    if (v > b.max[i]) sqDist += (v - b.max[i]) * (v - b.max[i]);
  }
  return sqDist;
}

template float SqDistPointAABB<float>(const float[3], const AABB<float>&);
template double SqDistPointAABB<double>(const double[3], const AABB<double>&);

}  // namespace ericson_point_aabb
}  // namespace specimens
}  // namespace gv
