// SPDX-License-Identifier: MIT
// Specimen (bug zoo): pbrt-v3 (Pharr, Jakob, Humphreys, "Physically Based
// Rendering", 3rd ed., section 3.1.2), `Bounds3<T>::IntersectP(const Ray &ray,
// Float *hitt0, Float *hitt1)`, with Float = float. Source text:
// docs/research/public-defect-classes.md section 3 (mmp/pbrt-v3
// src/core/geometry.h and src/core/pbrt.h).
//
// Verbatim: the body of IntersectP (the first overload), gamma(n), and
// MachineEpsilon = std::numeric_limits<Float>::epsilon() * 0.5 (the non-MSVC
// definition, 2^-24; the double product is cast to Float explicitly, which
// is what the implicit conversion does: 2^-24 is exact). tFar is scaled by
// 1 + 2 * gamma(3), which rounds to 1 + 3 * 2^-23 in float.
// Reconstructed (only what IntersectP touches): Point3<T>/Vector3<T> with
// x, y, z and operator[]; Ray with o, d and `mutable Float tMax` (default
// Infinity); the medium and time members are omitted. Bounds3<T> keeps
// pMin, pMax and pbrt's two-point constructor (componentwise min and max of
// the points); its operator[] and the second overload are not needed.
//
// The ray starts at t = 0 (`Float t0 = 0`): the registry accepts only cases
// with ray.tmin == 0 and passes tMax = ray.tmax.
//
// Defects kept:
//  * (evident; the book claims the loop is NaN-safe) a zero direction
//    component of sign -0 gives invRayDir = -inf; with the origin on pMin the
//    pair is (tNear, tFar) = (NaN, -inf), the swap is skipped (NaN compares
//    false) and t1 = -inf: a ray lying in the min face plane is a miss
//    (exactly: touching, a hit). With +0 the slab is ignored, as intended;
//  * only tFar is enlarged; tNear is used as rounded, and t1 starts at the
//    caller's tMax unenlarged: an entry exactly at t = tMax whose rounded
//    tNear lands above tMax is a miss;
//  * the gamma bound assumes no overflow or underflow: 1/d overflows to inf
//    for |d| < 2^-128 and (pMax - o) can overflow; inf * 0 and similar give
//    NaN or a wrong slab interval.
// Conservative by design (it may report a false hit, never a false miss);
// the defects above are false misses.
// No undefined behaviour on any input, finite or not.
#ifndef GEOVERIFY_SPECIMENS_ZOO_PBRT_BOUNDS_H
#define GEOVERIFY_SPECIMENS_ZOO_PBRT_BOUNDS_H

#include <algorithm>
#include <limits>

namespace gv {
namespace specimens {
namespace pbrt {

typedef float Float;

static constexpr Float Infinity = std::numeric_limits<Float>::infinity();
static constexpr Float MachineEpsilon = static_cast<Float>(std::numeric_limits<Float>::epsilon() * 0.5);

Float gamma(int n);

template <typename T>
class Point3 {
 public:
  Point3() : x(0), y(0), z(0) {}
  Point3(T xx, T yy, T zz) : x(xx), y(yy), z(zz) {}
  T operator[](int i) const {
    if (i == 0) return x;
    if (i == 1) return y;
    return z;
  }
  T x, y, z;
};

template <typename T>
class Vector3 {
 public:
  Vector3() : x(0), y(0), z(0) {}
  Vector3(T xx, T yy, T zz) : x(xx), y(yy), z(zz) {}
  T operator[](int i) const {
    if (i == 0) return x;
    if (i == 1) return y;
    return z;
  }
  T x, y, z;
};

typedef Point3<Float> Point3f;
typedef Vector3<Float> Vector3f;

class Ray {
 public:
  Ray() : tMax(Infinity) {}
  Ray(const Point3f& o_, const Vector3f& d_, Float tMax_ = Infinity) : o(o_), d(d_), tMax(tMax_) {}
  Point3f o;
  Vector3f d;
  mutable Float tMax;
};

template <typename T>
class Bounds3 {
 public:
  Bounds3(const Point3<T>& p1, const Point3<T>& p2)
      : pMin(std::min(p1.x, p2.x), std::min(p1.y, p2.y), std::min(p1.z, p2.z)),
        pMax(std::max(p1.x, p2.x), std::max(p1.y, p2.y), std::max(p1.z, p2.z)) {}
  bool IntersectP(const Ray& ray, Float* hitt0 = nullptr, Float* hitt1 = nullptr) const;
  Point3<T> pMin, pMax;
};

typedef Bounds3<Float> Bounds3f;

extern template class Bounds3<Float>;

}  // namespace pbrt
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_PBRT_BOUNDS_H
