// SPDX-License-Identifier: MIT
// geoverify exact: point-aabb-distance's exact numbers (see point_aabb_distance.h).
#include "geoverify/exact/point_aabb_distance.h"

#include "geoverify/exact/rational/quantity.h"
#include "geoverify/exact/rational/sphere_aabb.h"

namespace gv {
namespace exact {

template <class T>
ExactNumbers exact_numbers(const query::PointAabbDistance<T>& c) {
  if (!is_valid(c.point) || !is_valid(c.box)) return no_exact_value();
  const Rational d2 = squared_distance_to_box(to_rational(c.point.p), to_rational(c.box.min), to_rational(c.box.max));
  return exact_distances({ExactNumber::rational(d2), ExactNumber::square_root(d2)});
}

template ExactNumbers exact_numbers(const query::PointAabbDistance<float>&);
template ExactNumbers exact_numbers(const query::PointAabbDistance<double>&);

}  // namespace exact
}  // namespace gv
