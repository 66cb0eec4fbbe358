// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Amy Williams, Steve Barrus, R. Keith Morley, Peter
// Shirley, "An Efficient and Robust Ray-Box Intersection Algorithm", Journal
// of Graphics Tools 10(1):49-54, 2005: the authors' sample code (box.tar.gz,
// jgt.akpeters.com/papers/WilliamsEtAl05/), class Ray (ray.h) and
// Box::intersect (box.cc); float. Source text: docs/research/
// public-defect-classes.md section 2 (the kyleboss/RayTracer redistribution,
// class AABBRay renamed back to Ray).
//
// Verbatim: Ray's constructor (inv_direction = 1/d, sign[i] = inv_direction < 0,
// so d = -0 gives -inf and sign 1, by design), Box's members and
// Box::intersect(const Ray&, float t0, float t1), whose valid hits are the
// OPEN interval (t0, t1).
// Reconstructed: Vector3 (vector3.h was not retrieved): float components
// with x(), y(), z() accessors. Box(min, max) omits `assert(min < max)`: the
// specimen models the release (NDEBUG) build, in which a flat box (min ==
// max on some axis) is accepted; a debug build aborts on it.
//
// Defects kept:
//  * (documented: Barnes 2015, ArborX #414/#1226, embree #589) 0 * inf = NaN
//    when the origin lies on a slab plane and that direction component is
//    +-0. A NaN in the x slab reaches tmin or tmax and the final test is
//    false: a ray lying in an x face plane is a miss (exactly: touching, a
//    hit). A NaN in the y or z slab is ignored (which is right there);
//  * the final test `(tmin < t1) && (tmax > t0)` is strict: a box touched
//    only at t = t0 (the ray starts on its exit face) or entered exactly at
//    t = t1 is a miss;
//  * no rounding allowance: each t is (bound - o) * fl(1/d), two roundings,
//    so grazing rays are misjudged either way;
//  * 1/d overflows to +-inf for |d| < 2^-128 (a subnormal): the ray then
//    behaves as if parallel to that slab, and (bound - o) * inf can be NaN.
// No undefined behaviour on any input, finite or not.
#ifndef GEOVERIFY_SPECIMENS_ZOO_WILLIAMS_RAY_BOX_H
#define GEOVERIFY_SPECIMENS_ZOO_WILLIAMS_RAY_BOX_H

namespace gv {
namespace specimens {
namespace williams {

/// vector3.h (reconstructed): float components behind accessors.
class Vector3 {
 public:
  Vector3() { e[0] = e[1] = e[2] = 0.0f; }
  Vector3(float e0, float e1, float e2) {
    e[0] = e0;
    e[1] = e1;
    e[2] = e2;
  }
  float x() const { return e[0]; }
  float y() const { return e[1]; }
  float z() const { return e[2]; }

 private:
  float e[3];
};

/*
 * Ray class, for use with the optimized ray-box intersection test
 * described in:
 *
 *      Amy Williams, Steve Barrus, R. Keith Morley, and Peter Shirley
 *      "An Efficient and Robust Ray-Box Intersection Algorithm"
 *      Journal of graphics tools, 10(1):49-54, 2005
 *
 */
class Ray {
 public:
  Ray() {}
  Ray(Vector3 o, Vector3 d);
  Ray(const Ray& r) {
    origin = r.origin;
    direction = r.direction;
    inv_direction = r.inv_direction;
    sign[0] = r.sign[0];
    sign[1] = r.sign[1];
    sign[2] = r.sign[2];
  }
  Ray& operator=(const Ray&) = default;

  Vector3 origin;
  Vector3 direction;
  Vector3 inv_direction;
  int sign[3] = {0, 0, 0};
};

/*
 * Axis-aligned bounding box class, for use with the optimized ray-box
 * intersection test described in:
 *
 *      Amy Williams, Steve Barrus, R. Keith Morley, and Peter Shirley
 *      "An Efficient and Robust Ray-Box Intersection Algorithm"
 *      Journal of graphics tools, 10(1):49-54, 2005
 *
 */
class Box {
 public:
  Box() {}
  Box(const Vector3& min, const Vector3& max) {
    // assert(min < max);  (release build: see the header comment)
    parameters[0] = min;
    parameters[1] = max;
  }
  // (t0, t1) is the interval for valid hits
  bool intersect(const Ray&, float t0, float t1) const;

  // corners
  Vector3 parameters[2];
};

}  // namespace williams
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_WILLIAMS_RAY_BOX_H
