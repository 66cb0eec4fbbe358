// Specimens: seed 001 transcribed (see seed001_ray_aabb.h for what is verbatim
// and what is reconstructed). Both bodies follow the seed line by line; do not
// "fix" them: the suite must find their defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/seed001_ray_aabb.h"

#include <algorithm>
#include <cmath>


namespace gv {
namespace specimens {
namespace seed001 {

namespace cocos {

// Reconstructed from cocos2d-x (Vec3::add).
const Vec3 Vec3::operator+(const Vec3& v) const {
  Vec3 result(*this);
  result.x += v.x;
  result.y += v.y;
  result.z += v.z;
  return result;
}

// Reconstructed from cocos2d-x (Vec3::scale).
const Vec3 operator*(float x, const Vec3& v) {
  Vec3 result(v);
  result.x *= x;
  result.y *= x;
  result.z *= x;
  return result;
}

// Verbatim from the seed (comments translated).
bool Ray::intersects(const AABB& aabb) const {
  Vec3 ptOnPlane;  // where the ray meets the plane of a face
  Vec3 min = aabb._min;
  Vec3 max = aabb._max;
  const Vec3& origin = _origin;
  const Vec3& dir = _direction;
  float t;
  // The faces perpendicular to x. If dir.x is 0 the ray cannot pass through them.
  if (dir.x != 0.f) {
    // ray-plane intersection
    if (dir.x > 0)  // moving towards +x
      t = (min.x - origin.x) / dir.x;
    else  // moving towards -x
      t = (max.x - origin.x) / dir.x;
    if (t > 0.f)  // t > 0: the ray meets the plane
    {
      ptOnPlane = origin + t * dir;  // the intersection point
      // is the point inside the face?
      if (min.y < ptOnPlane.y && ptOnPlane.y < max.y && min.z < ptOnPlane.z && ptOnPlane.z < max.z) {
        return true;
      }
    }
  }
  // The faces perpendicular to y.
  if (dir.y != 0.f) {
    if (dir.y > 0)
      t = (min.y - origin.y) / dir.y;
    else
      t = (max.y - origin.y) / dir.y;
    if (t > 0.f) {
      ptOnPlane = origin + t * dir;
      if (min.z < ptOnPlane.z && ptOnPlane.z < max.z && min.x < ptOnPlane.x && ptOnPlane.x < max.x) {
        return true;
      }
    }
  }
  // The faces perpendicular to z (the seed's comment says y).
  if (dir.z != 0.f) {
    if (dir.z > 0)
      t = (min.z - origin.z) / dir.z;
    else
      t = (max.z - origin.z) / dir.z;
    if (t > 0.f) {
      ptOnPlane = origin + t * dir;
      if (min.x < ptOnPlane.x && ptOnPlane.x < max.x && min.y < ptOnPlane.y && ptOnPlane.y < max.y) {
        return true;
      }
    }
  }
  return false;
}

}  // namespace cocos

namespace slabs {

using std::abs;
using std::max;
using std::min;

// Verbatim from the seed (comments translated), except the initialisers of
// tx_min ... tz_max: 0.0 stands in for the uninitialised values the original
// reads when a parallel axis passes its check (see the header).
bool BBox::hit(const Ray& ray) const {
  double ox = ray.o.x;
  double oy = ray.o.y;
  double oz = ray.o.z;
  double dx = ray.d.x;
  double dy = ray.d.y;
  double dz = ray.d.z;
  double tx_min = 0.0, ty_min = 0.0, tz_min = 0.0;  // uninitialised in the seed
  double tx_max = 0.0, ty_max = 0.0, tz_max = 0.0;  // uninitialised in the seed
  // x0, y0, z0: the box's min corner
  // x1, y1, z1: the box's max corner
  if (abs(dx) < 0.000001f) {
    // the x component of the direction is 0 and the origin is not in the box
    if (ox < x1 || ox > x0) return false;
  } else {
    if (dx >= 0) {
      tx_min = (x0 - ox) / dx;
      tx_max = (x1 - ox) / dx;
    } else {
      tx_min = (x1 - ox) / dx;
      tx_max = (x0 - ox) / dx;
    }
  }
  if (abs(dy) < 0.000001f) {
    // (the seed's comment says x)
    if (oy < y1 || oy > y0) return false;
  } else {
    if (dy >= 0) {
      ty_min = (y0 - oy) / dy;
      ty_max = (y1 - oy) / dy;
    } else {
      ty_min = (y1 - oy) / dy;
      ty_max = (y0 - oy) / dy;
    }
  }
  if (abs(dz) < 0.000001f) {
    // (the seed's comment says x)
    if (oz < z1 || oz > z0) return false;
  } else {
    if (dz >= 0) {
      tz_min = (z0 - oz) / dz;
      tz_max = (z1 - oz) / dz;
    } else {
      tz_min = (z1 - oz) / dz;
      tz_max = (z0 - oz) / dz;
    }
  }
  double t0, t1;
  // the largest t at which the ray enters a slab
  t0 = max(tz_min, max(tx_min, ty_min));
  // the smallest t at which the ray leaves a slab
  t1 = min(tz_max, min(tx_max, ty_max));
  return t0 < t1;
}

}  // namespace slabs

}  // namespace seed001
}  // namespace specimens
}  // namespace gv
