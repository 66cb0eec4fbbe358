// Specimen (bug zoo): three.js Frustum.intersectsBox transcribed (see
// zoo_threejs_frustum.h). Do not "fix" it: the suite must find its defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/zoo_threejs_frustum.h"

namespace gv {
namespace specimens {
namespace threejs {

// Vector3.dot (src/math/Vector3.js).
template <class Real>
Real Vector3<Real>::dot(const Vector3& v) const {
  return this->x * v.x + this->y * v.y + this->z * v.z;
}

// Plane.distanceToPoint (src/math/Plane.js).
template <class Real>
Real Plane<Real>::distanceToPoint(const Vector3<Real>& point) const {
  return this->normal.dot(point) + this->constant;
}

// Frustum.intersectsBox (src/math/Frustum.js), the planes as an argument.
template <class Real>
bool intersectsBox(const Plane<Real>* planes, int count, const Box3<Real>& box) {
  Vector3<Real> _vector{};
  for (int i = 0; i < count; i++) {
    const Plane<Real>& plane = planes[i];

    // corner at max distance

    _vector.x = plane.normal.x > 0 ? box.max.x : box.min.x;
    _vector.y = plane.normal.y > 0 ? box.max.y : box.min.y;
    _vector.z = plane.normal.z > 0 ? box.max.z : box.min.z;

    if (plane.distanceToPoint(_vector) < 0) {
      return false;
    }
  }

  return true;
}

template struct Vector3<float>;
template struct Vector3<double>;
template struct Plane<float>;
template struct Plane<double>;
template bool intersectsBox<float>(const Plane<float>*, int, const Box3<float>&);
template bool intersectsBox<double>(const Plane<double>*, int, const Box3<double>&);

}  // namespace threejs
}  // namespace specimens
}  // namespace gv
