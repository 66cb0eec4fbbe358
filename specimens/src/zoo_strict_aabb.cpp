// SPDX-License-Identifier: MIT
// Specimen (bug zoo): the strict min/max box test transcribed (see
// zoo_strict_aabb.h for the source). Do not "fix" the comparisons: the suite
// must find the defect.
#include "as_written.h"  // first: the specimens' common evaluation rules
#include "geoverify/specimens/zoo_strict_aabb.h"

namespace gv {
namespace specimens {
namespace strict_aabb {

// AMinecraftClone/AABB.cpp, AABBHelper::AABBIntersect, verbatim.
template <class Real>
bool AABBIntersect(const AABB<Real>& a, const AABB<Real>& b) {
  return (a.max.x > b.min.x && a.min.x < b.max.x) &&
      (a.max.y > b.min.y && a.min.y < b.max.y) &&
      (a.max.z > b.min.z && a.min.z < b.max.z);
}

template bool AABBIntersect<float>(const AABB<float>&, const AABB<float>&);
template bool AABBIntersect<double>(const AABB<double>&, const AABB<double>&);

}  // namespace strict_aabb
}  // namespace specimens
}  // namespace gv
