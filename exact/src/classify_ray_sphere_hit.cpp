// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of ray-sphere-hit cases: those of
// the ray-sphere case with the same shapes (classify_ray_sphere.cpp).
#include "geoverify/exact/classify.h"
#include "geoverify/exact/ray_sphere_hit.h"

namespace gv {
namespace exact {

template <>
std::string degeneracy_class(const query::RaySphereHit<float>& c, const Result& r) {
  return degeneracy_class(query::RaySphere<float>{c.ray, c.sphere}, r);
}
template <>
std::string degeneracy_class(const query::RaySphereHit<double>& c, const Result& r) {
  return degeneracy_class(query::RaySphere<double>{c.ray, c.sphere}, r);
}

}  // namespace exact
}  // namespace gv
