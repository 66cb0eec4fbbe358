// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Ericson's IntersectRayAABB (see zoo_ericson_ray_aabb.h).
// The arithmetic order is the source's; do not "fix" it: the suite must find
// its defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/zoo_ericson_ray_aabb.h"

#include <cmath>
#include <limits>
#include <utility>

namespace gv {
namespace specimens {
namespace ericson_ray_aabb {

// Real-Time Collision Detection, section 5.3.3.
// Intersect ray R(t) = p + t*d against AABB a. When intersecting,
// return intersection distance tmin and point q of intersection
template <class Real>
int IntersectRayAABB(const Real p[3], const Real d[3], const AABB<Real>& a, Real& tmin, Real q[3]) {
  const Real EPSILON = std::numeric_limits<Real>::epsilon();
  tmin = Real(0.0f);                           // set to -FLT_MAX to get first hit on line
  Real tmax = std::numeric_limits<Real>::max();  // set to max distance ray can travel (for segment)
  // For all three slabs
  for (int i = 0; i < 3; i++) {
    if (std::fabs(d[i]) < EPSILON) {
      // Ray is parallel to slab. No hit if origin not within slab
      if (p[i] < a.min[i] || p[i] > a.max[i]) return 0;
    } else {
      // Compute intersection t value of ray with near and far plane of slab
      Real ood = Real(1.0f) / d[i];
      Real t1 = (a.min[i] - p[i]) * ood;
      Real t2 = (a.max[i] - p[i]) * ood;
      // Make t1 be intersection with near plane, t2 with far plane
      if (t1 > t2) std::swap(t1, t2);
      // Compute the intersection of slab intersection intervals
      if (t1 > tmin) tmin = t1;
      if (t2 < tmax) tmax = t2;
      // Exit with no collision as soon as slab intersection becomes empty
      if (tmin > tmax) return 0;
    }
  }
  // Ray intersects all 3 slabs. Return point (q) and intersection t value (tmin)
  for (int i = 0; i < 3; i++) q[i] = p[i] + d[i] * tmin;
  return 1;
}

template int IntersectRayAABB<float>(const float[3], const float[3], const AABB<float>&, float&, float[3]);
template int IntersectRayAABB<double>(const double[3], const double[3], const AABB<double>&, double&, double[3]);

}  // namespace ericson_ray_aabb
}  // namespace specimens
}  // namespace gv
