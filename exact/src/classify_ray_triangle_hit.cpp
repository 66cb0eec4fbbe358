// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of ray-triangle-hit cases: those of
// the ray-triangle case with the same shapes (classify_ray_triangle.cpp).
#include "geoverify/exact/classify.h"
#include "geoverify/exact/ray_triangle_hit.h"

namespace gv {
namespace exact {

template <>
std::string degeneracy_class(const query::RayTriangleHit<float>& c, const Result& r) {
  return degeneracy_class(query::RayTriangle<float>{c.ray, c.tri}, r);
}
template <>
std::string degeneracy_class(const query::RayTriangleHit<double>& c, const Result& r) {
  return degeneracy_class(query::RayTriangle<double>{c.ray, c.tri}, r);
}

}  // namespace exact
}  // namespace gv
