// SPDX-License-Identifier: MIT
// geoverify exact: ray-aabb-hit's exact number (see ray_aabb_hit.h).
#include "geoverify/exact/ray_aabb_hit.h"

#include "geoverify/exact/rational/quantity.h"
#include "geoverify/exact/rational/ray_aabb.h"

namespace gv {
namespace exact {

template <class T>
ExactNumbers exact_numbers(const query::RayAabbHit<T>& c) {
  const RayInterval iv = ray_aabb_interval(c.ray, c.box);
  if (!iv.hit) return no_exact_value();
  return one_exact_value(ExactNumber::rational(iv.t_enter), c.ray.tmin, c.ray.tmax);
}

template ExactNumbers exact_numbers(const query::RayAabbHit<float>&);
template ExactNumbers exact_numbers(const query::RayAabbHit<double>&);

}  // namespace exact
}  // namespace gv
