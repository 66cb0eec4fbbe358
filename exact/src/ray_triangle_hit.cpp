// SPDX-License-Identifier: MIT
// geoverify exact: ray-triangle-hit's exact number (see ray_triangle_hit.h).
#include "geoverify/exact/ray_triangle_hit.h"

#include "geoverify/exact/rational/quantity.h"
#include "geoverify/exact/rational/ray_triangle.h"

namespace gv {
namespace exact {

template <class T>
ExactNumbers exact_numbers(const query::RayTriangleHit<T>& c) {
  const TriangleFirstHit h = ray_triangle_hit(c.ray, c.tri);
  if (!h.hit) return no_exact_value();
  return one_exact_value(ExactNumber::rational(h.t), c.ray.tmin, c.ray.tmax);
}

template ExactNumbers exact_numbers(const query::RayTriangleHit<float>&);
template ExactNumbers exact_numbers(const query::RayTriangleHit<double>&);

}  // namespace exact
}  // namespace gv
