// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of ray-aabb-hit cases: those of
// the ray-aabb case with the same shapes (classify_ray_aabb.cpp).
#include "geoverify/exact/classify.h"
#include "geoverify/exact/ray_aabb_hit.h"

namespace gv {
namespace exact {

template <>
std::string degeneracy_class(const query::RayAabbHit<float>& c, const Result& r) {
  return degeneracy_class(query::RayAabb<float>{c.ray, c.box}, r);
}
template <>
std::string degeneracy_class(const query::RayAabbHit<double>& c, const Result& r) {
  return degeneracy_class(query::RayAabb<double>{c.ray, c.box}, r);
}

}  // namespace exact
}  // namespace gv
