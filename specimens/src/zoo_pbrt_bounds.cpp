// Specimen (bug zoo): pbrt-v3's Bounds3<T>::IntersectP transcribed (see
// zoo_pbrt_bounds.h for what is verbatim and what is reconstructed). The body
// follows pbrt-v3 line by line; do not "fix" it: the suite must find its
// defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/zoo_pbrt_bounds.h"

#include <utility>


namespace gv {
namespace specimens {
namespace pbrt {

// Verbatim (src/core/pbrt.h); n is converted to Float explicitly, as the
// implicit conversion would.
Float gamma(int n) {
  return (static_cast<Float>(n) * MachineEpsilon) / (1 - static_cast<Float>(n) * MachineEpsilon);
}

// Verbatim (src/core/geometry.h).
template <typename T>
bool Bounds3<T>::IntersectP(const Ray& ray, Float* hitt0, Float* hitt1) const {
  Float t0 = 0, t1 = ray.tMax;
  for (int i = 0; i < 3; ++i) {
    // Update interval for _i_th bounding box slab
    Float invRayDir = 1 / ray.d[i];
    Float tNear = (pMin[i] - ray.o[i]) * invRayDir;
    Float tFar = (pMax[i] - ray.o[i]) * invRayDir;

    // Update parametric interval from slab intersection $t$ values
    if (tNear > tFar) std::swap(tNear, tFar);

    // Update _tFar_ to ensure robust ray--bounds intersection
    tFar *= 1 + 2 * gamma(3);
    t0 = tNear > t0 ? tNear : t0;
    t1 = tFar < t1 ? tFar : t1;
    if (t0 > t1) return false;
  }
  if (hitt0) *hitt0 = t0;
  if (hitt1) *hitt1 = t1;
  return true;
}

template class Bounds3<Float>;

}  // namespace pbrt
}  // namespace specimens
}  // namespace gv
