// SPDX-License-Identifier: MIT
// Specimens: seed 001, "Ray-AABB相交(碰撞)检测" (shared/seeds/001_*.txt), both of
// its algorithms, transcribed as published with their defects kept.
//
// 1. seed001::cocos: cocos2d-x `Ray::intersects(const AABB&)` (float).
//    Verbatim: the body of intersects(), which the seed quotes and which is
//    identical to the cocos2d-x 3.x file cocos/3d/CCRay.cpp of that period.
//    Reconstructed from that cocos2d-x file (the seed does not show them):
//    Vec3 (public float x, y, z; default constructor zero-initialises;
//    a + b and s * v componentwise, as Vec3::add and Vec3::scale do), AABB
//    (public Vec3 _min, _max) and Ray (public Vec3 _origin, _direction;
//    set() stores both WITHOUT normalising, as the CCRay.cpp that carries this
//    body does; a later cocos2d-x rewrote intersects() and normalised in set()).
//    Defects kept:
//     * the origin inside the box is a miss: each face tested is the entry
//       face, whose t is then <= 0 and skipped;
//     * strict inequalities: a ray through an edge or a corner, or lying in a
//       face plane, is a miss; so is a face hit exactly at t = 0 (`t > 0.f`);
//     * dir == 0 (the point o) is always a miss;
//     * the hit point origin + t * dir is rounded (t itself is a rounded
//       quotient), so near an edge the strict tests can go either way;
//     * the ray's own [tmin, tmax] does not exist: the ray is t >= 0
//       unbounded (the registry accepts only tmin == 0, tmax == +inf).
//
// 2. seed001::slabs: `BBox::hit(const Ray&)`, the "Slabs method" (double).
//    Verbatim: the body of hit(), including
//     * `if(abs(dx) < 0.000001f)`: a direction component below 1e-6 (the float
//       literal 0.000001f, 9.99999997e-7 as a double) counts as parallel;
//     * the inverted check `if(ox < x1 || ox > x0) return false;` with
//       x0 = box min and x1 = box max (the seed's own comment): for any box
//       with x0 < x1 it returns false whatever ox is, and it passes only when
//       x0 == ox == x1 (a flat box with the origin in its plane);
//     * `return t0<t1;` with no t >= 0 clamp: a box entirely behind the
//       origin is a hit, and a touching (t0 == t1) box is a miss.
//    Deterministic stand-in for undefined behaviour: where the check above
//    passes, the original reads tx_min/tx_max (ty_, tz_) uninitialised. Here
//    they are 0.0, the value GCC's and Clang's -ftrivial-auto-var-init=zero
//    give them; it is the one value a real build of this code is documented
//    to produce, and it does not repair the code with a guess at intent. With
//    0.0 the parallel axis forces t0 >= 0 >= t1, so that path is always a miss.
//    `abs` is std::abs on double. (If it resolved to C's int abs(int), dx
//    would be truncated to an integer first; that further defect is not
//    modelled.) `max`/`min` are std::max/std::min on double.
//    Reconstructed: BBox (double x0, x1, y0, y1, z0, z1, the layout of the
//    "Ray Tracing from the Ground Up" framework this code comes from) and Ray
//    (Point3D o, Vector3D d of doubles). Constructor parameters are renamed
//    (_x0 ...) so that they do not shadow the members; nothing else changes.
//    The ray is t >= 0 unbounded (the registry accepts only tmin == 0,
//    tmax == +inf).
//
// No undefined behaviour on any input, finite or not.
#ifndef GEOVERIFY_SPECIMENS_SEED001_RAY_AABB_H
#define GEOVERIFY_SPECIMENS_SEED001_RAY_AABB_H

namespace gv {
namespace specimens {
namespace seed001 {

namespace cocos {

class Vec3 {
 public:
  float x, y, z;
  Vec3() : x(0.0f), y(0.0f), z(0.0f) {}
  Vec3(float xx, float yy, float zz) : x(xx), y(yy), z(zz) {}
  const Vec3 operator+(const Vec3& v) const;  // Vec3::add: x + v.x, ...
};

/// s * v, componentwise (Vec3::scale).
const Vec3 operator*(float x, const Vec3& v);

class AABB {
 public:
  AABB() {}
  AABB(const Vec3& min, const Vec3& max) : _min(min), _max(max) {}
  Vec3 _min;
  Vec3 _max;
};

class Ray {
 public:
  Ray() : _direction(0, 0, 1) {}
  Ray(const Vec3& origin, const Vec3& direction) { set(origin, direction); }
  void set(const Vec3& origin, const Vec3& direction) {
    _origin = origin;
    _direction = direction;
  }
  bool intersects(const AABB& aabb) const;

  Vec3 _origin;
  Vec3 _direction;
};

}  // namespace cocos

namespace slabs {

class Point3D {
 public:
  double x, y, z;
  Point3D(double xx, double yy, double zz) : x(xx), y(yy), z(zz) {}
};

class Vector3D {
 public:
  double x, y, z;
  Vector3D(double xx, double yy, double zz) : x(xx), y(yy), z(zz) {}
};

class Ray {
 public:
  Ray(const Point3D& origin, const Vector3D& dir) : o(origin), d(dir) {}
  Point3D o;   // origin
  Vector3D d;  // direction
};

class BBox {
 public:
  double x0, x1, y0, y1, z0, z1;  // x0, y0, z0: min corner; x1, y1, z1: max corner
  BBox(double _x0, double _x1, double _y0, double _y1, double _z0, double _z1)
      : x0(_x0), x1(_x1), y0(_y0), y1(_y1), z0(_z0), z1(_z1) {}
  bool hit(const Ray& ray) const;
};

}  // namespace slabs

}  // namespace seed001
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_SEED001_RAY_AABB_H
