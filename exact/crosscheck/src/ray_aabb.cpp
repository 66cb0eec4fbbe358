// SPDX-License-Identifier: MIT
// geoverify crosscheck: ray-aabb (the formulation: the header; the LP: support.h).
#include "geoverify/crosscheck/ray_aabb.h"

#include "support.h"

namespace gv {
namespace crosscheck {

using namespace support;  // the LP vocabulary every formulation is written in

template <class T>
Relation ray_aabb(const Ray<T>& ray, const Aabb<T>& box) {
  if (!is_valid(ray) || !is_valid(box)) return Relation::invalid;
  return relation_by_lp(ray_param(ray), box_param(box));
}

template Relation ray_aabb<float>(const Ray<float>&, const Aabb<float>&);
template Relation ray_aabb<double>(const Ray<double>&, const Aabb<double>&);

}  // namespace crosscheck
}  // namespace gv
