// Specimen (bug zoo): Williams et al. 2005 transcribed (see
// zoo_williams_ray_box.h for what is verbatim and what is reconstructed). The
// bodies follow the authors' sample code line by line; do not "fix" them: the
// suite must find their defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/zoo_williams_ray_box.h"

namespace gv {
namespace specimens {
namespace williams {

// Verbatim (ray.h).
Ray::Ray(Vector3 o, Vector3 d) {
  origin = o;
  direction = d;
  inv_direction = Vector3(1 / d.x(), 1 / d.y(), 1 / d.z());
  sign[0] = (inv_direction.x() < 0);
  sign[1] = (inv_direction.y() < 0);
  sign[2] = (inv_direction.z() < 0);
}

/*
 * Ray-box intersection using IEEE numerical properties to ensure that the
 * test is both robust and efficient, as described in:
 *
 *      Amy Williams, Steve Barrus, R. Keith Morley, and Peter Shirley
 *      "An Efficient and Robust Ray-Box Intersection Algorithm"
 *      Journal of graphics tools, 10(1):49-54, 2005
 *
 */
// Verbatim (box.cc).
bool Box::intersect(const Ray& r, float t0, float t1) const {
  float tmin, tmax, tymin, tymax, tzmin, tzmax;

  tmin = (parameters[r.sign[0]].x() - r.origin.x()) * r.inv_direction.x();
  tmax = (parameters[1 - r.sign[0]].x() - r.origin.x()) * r.inv_direction.x();
  tymin = (parameters[r.sign[1]].y() - r.origin.y()) * r.inv_direction.y();
  tymax = (parameters[1 - r.sign[1]].y() - r.origin.y()) * r.inv_direction.y();
  if ((tmin > tymax) || (tymin > tmax)) return false;
  if (tymin > tmin) tmin = tymin;
  if (tymax < tmax) tmax = tymax;
  tzmin = (parameters[r.sign[2]].z() - r.origin.z()) * r.inv_direction.z();
  tzmax = (parameters[1 - r.sign[2]].z() - r.origin.z()) * r.inv_direction.z();
  if ((tmin > tzmax) || (tzmin > tmax)) return false;
  if (tzmin > tmin) tmin = tzmin;
  if (tzmax < tmax) tmax = tzmax;
  return ((tmin < t1) && (tmax > t0));
}

}  // namespace williams
}  // namespace specimens
}  // namespace gv
