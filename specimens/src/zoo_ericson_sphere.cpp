// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Ericson's TestSphereSphere (see zoo_ericson_sphere.h).
// The arithmetic order is the source's; do not "fix" it: the suite must find
// its defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/zoo_ericson_sphere.h"

namespace gv {
namespace specimens {
namespace ericson_sphere {

// Real-Time Collision Detection, section 4.3.1.
template <class Real>
int TestSphereSphere(const Sphere<Real>& a, const Sphere<Real>& b) {
  // Calculate squared distance between centers
  const Real d[3] = {a.c[0] - b.c[0], a.c[1] - b.c[1], a.c[2] - b.c[2]};
  Real dist2 = d[0] * d[0] + d[1] * d[1] + d[2] * d[2];
  // Spheres intersect if squared distance is less than squared sum of radii
  Real radiusSum = a.r + b.r;
  return dist2 <= radiusSum * radiusSum;
}

template int TestSphereSphere<float>(const Sphere<float>&, const Sphere<float>&);
template int TestSphereSphere<double>(const Sphere<double>&, const Sphere<double>&);

}  // namespace ericson_sphere
}  // namespace specimens
}  // namespace gv
