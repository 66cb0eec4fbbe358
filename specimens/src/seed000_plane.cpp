// Specimen: seed 000 transcribed (see seed000_plane.h for what is verbatim and
// what is reconstructed). The two intersect() bodies follow the seed line by
// line; do not "fix" them: the suite must find their defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/seed000_plane.h"

#include <cmath>

namespace gv {
namespace specimens {
namespace seed000 {

// Reconstructed (not shown in the seed).
void Plane::createPlane(Vector3 v1, Vector3 v2, Vector3 v3) {
  const Vector3 t1 = v2 - v1;
  const Vector3 t2 = v3 - v1;
  float nx = t1.y * t2.z - t1.z * t2.y;
  float ny = t1.z * t2.x - t1.x * t2.z;
  float nz = t1.x * t2.y - t1.y * t2.x;
  const float len = sqrtf(nx * nx + ny * ny + nz * nz);
  if (len != 0.0f) {
    nx /= len;
    ny /= len;
    nz /= len;
  }
  a = nx;
  b = ny;
  c = nz;
  d = -(a * v1.x + b * v1.y + c * v1.z);
}

// Reconstructed (not shown in the seed).
float Plane::distance(float x, float y, float z) { return a * x + b * y + c * z + d; }

float Plane::distance(Vector3 v) { return distance(v.x, v.y, v.z); }

// Reconstructed (not shown in the seed).
Plane::PLAN_STATES Plane::classifyPoint(float x, float y, float z, float& dist) {
  dist = distance(x, y, z);
  if (dist > 0.0f) return PLANT_FRONT;
  if (dist < 0.0f) return PLANT_BACK;
  return PLANT_ON_PLANE;
}

// Verbatim from the seed.
// Calculate the AABB intersect the plane or not.
bool Plane::intersect(const Vector3& bbMin, const Vector3& bbMax) {
  Vector3 min, max;
  Vector3 normal(a, b, c);
  if (normal.x >= 0.0f) {
    min.x = bbMin.x;
    max.x = bbMax.x;
  } else {
    min.x = bbMax.x;
    max.x = bbMin.x;
  }
  if (normal.y >= 0.0f) {
    min.y = bbMin.y;
    max.y = bbMax.y;
  } else {
    min.y = bbMax.y;
    max.y = bbMin.y;
  }
  if (normal.z >= 0.0f) {
    min.z = bbMin.z;
    max.z = bbMax.z;
  }
  if (distance(min) > 0.0f) {
    return false;
  }
  if (distance(max) >= 0.0f) {
    return true;
  }
  return false;
}

// Verbatim from the seed.
// Calculate the sphere bounding volume intersect the plane or not.
bool Plane::intersect(const Vector3& pos, float radius) {
  float dp = fabsf(distance(pos));
  if (dp <= radius) return true;
  return false;
}

}  // namespace seed000
}  // namespace specimens
}  // namespace gv
