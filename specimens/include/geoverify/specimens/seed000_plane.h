// SPDX-License-Identifier: MIT
// Specimen: seed 000, "判断平面和AABB包围体是否发生碰撞" (shared/seeds/000_*.txt).
//
// The seed's Plane class transcribed as published, defects kept:
//  * intersect(bbMin, bbMax) has no `else` branch for a negative z normal, so
//    min.z and max.z keep the values of Vector3's default constructor (0, 0)
//    whenever c < 0: the box corner it tests has the wrong z coordinate.
//  * distance() is a*x + b*y + c*z + d, not divided by |(a, b, c)|; the sphere
//    test compares it with the radius, which is right only for a unit normal.
// Parts the seed uses but does not show are reconstructed, and marked so:
//  * Vector3 (float x, y, z; default constructor zero-initialises, as the
//    tutorial series' Vector3 does; v + s adds s to every component, which is
//    what the demo's `v1+11` needs);
//  * createPlane(v1, v2, v3): normal = normalize(cross(v2 - v1, v3 - v1)),
//    d = -normal.v1, the common form in that tutorial series;
//  * distance(x, y, z) = a*x + b*y + c*z + d (the seed's comparisons with 0
//    and with the radius pin this form down).
// float throughout, as in the seed. No undefined behaviour on any input.
//
// The registry drives each intersect() two ways, both the seed's own: through
// the Plane(a, b, c, d) constructor on every case, and as its demo does,
// createPlane(v1, v2, v3) from three float points exactly on the case's plane
// (three_points.h), on the cases whose plane has such points.
#ifndef GEOVERIFY_SPECIMENS_SEED000_PLANE_H
#define GEOVERIFY_SPECIMENS_SEED000_PLANE_H

namespace gv {
namespace specimens {
namespace seed000 {

class Vector3 {
 public:
  float x, y, z;
  Vector3() : x(0), y(0), z(0) {}  // reconstructed: zero-initialising
  Vector3(float x1, float y1, float z1) : x(x1), y(y1), z(z1) {}
  Vector3 operator+(float s) const { return Vector3(x + s, y + s, z + s); }
  Vector3 operator-(const Vector3& v) const { return Vector3(x - v.x, y - v.y, z - v.z); }
};

class Plane {
 public:
  float a, b, c, d;
  enum PLAN_STATES { PLANT_FRONT, PLANT_BACK, PLANT_ON_PLANE };

  Plane() : a(0), b(0), c(0), d(0) {}
  Plane(float a1, float b1, float c1, float d1) : a(a1), b(b1), c(c1), d(d1) {}

  void createPlane(Vector3 v1, Vector3 v2, Vector3 v3);
  bool intersect(const Vector3& bbMin, const Vector3& bbMax);
  bool intersect(const Vector3& pos, float radius);
  float distance(float x, float y, float z);
  float distance(Vector3 v);
  PLAN_STATES classifyPoint(float x, float y, float z, float& dist);
};

}  // namespace seed000
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_SEED000_PLANE_H
