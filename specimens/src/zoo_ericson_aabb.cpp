// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Ericson's centre-radius TestAABBAABB and the min/max
// conversion in front of it (see zoo_ericson_aabb.h for what is taken from
// where). The arithmetic order is the source's; do not "fix" it: the suite
// must find its defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/zoo_ericson_aabb.h"

#include <cmath>

namespace gv {
namespace specimens {
namespace ericson_aabb {

namespace {
template <class Real>
Real Abs(Real x) {
  return std::fabs(x);
}
}  // namespace

// Real-Time Collision Detection, section 4.2.1, centre-radius form.
template <class Real>
int TestAABBAABB(const AABB<Real>& a, const AABB<Real>& b) {
  if (Abs(a.c[0] - b.c[0]) > (a.r[0] + b.r[0])) return 0;
  if (Abs(a.c[1] - b.c[1]) > (a.r[1] + b.r[1])) return 0;
  if (Abs(a.c[2] - b.c[2]) > (a.r[2] + b.r[2])) return 0;
  return 1;
}

// Reconstructed conversion (libGDX BoundingBox.set computes the same centre).
template <class Real>
AABB<Real> FromMinMax(const Real min[3], const Real max[3]) {
  AABB<Real> box;
  for (int i = 0; i < 3; i++) {
    box.c[i] = (min[i] + max[i]) * Real(0.5f);
    box.r[i] = (max[i] - min[i]) * Real(0.5f);
  }
  return box;
}

template int TestAABBAABB<float>(const AABB<float>&, const AABB<float>&);
template int TestAABBAABB<double>(const AABB<double>&, const AABB<double>&);
template AABB<float> FromMinMax<float>(const float[3], const float[3]);
template AABB<double> FromMinMax<double>(const double[3], const double[3]);

}  // namespace ericson_aabb
}  // namespace specimens
}  // namespace gv
