// SPDX-License-Identifier: MIT
// geoverify crosscheck: ray-triangle (the formulation: the header; the LP: support.h).
#include "geoverify/crosscheck/ray_triangle.h"

#include "support.h"

namespace gv {
namespace crosscheck {

using namespace support;  // the LP vocabulary every formulation is written in

template <class T>
Relation ray_triangle(const Ray<T>& ray, const Triangle<T>& tri) {
  if (!is_valid(ray) || !is_valid(tri)) return Relation::invalid;
  return relation_by_lp(ray_param(ray), triangle_param(tri));
}

template Relation ray_triangle<float>(const Ray<float>&, const Triangle<float>&);
template Relation ray_triangle<double>(const Ray<double>&, const Triangle<double>&);

}  // namespace crosscheck
}  // namespace gv
