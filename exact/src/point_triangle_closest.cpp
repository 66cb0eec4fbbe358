// SPDX-License-Identifier: MIT
// geoverify exact: point-triangle-closest's exact numbers (see point_triangle_closest.h).
#include "geoverify/exact/point_triangle_closest.h"

#include <algorithm>

#include "geoverify/exact/rational/quantity.h"
#include "geoverify/exact/rational/sphere_triangle.h"

namespace gv {
namespace exact {

template <class T>
ExactNumbers exact_numbers(const query::PointTriangleClosest<T>& c) {
  if (!is_valid(c.point) || !is_valid(c.tri)) return no_exact_value();
  const Vec3Q q = to_rational(c.point.p);
  const Vec3Q cp = closest_point_on_triangle(q, to_rational(c.tri.p0), to_rational(c.tri.p1), to_rational(c.tri.p2));
  const Vec3Q w = q - cp;
  std::vector<std::pair<double, double>> box;
  for (int k = 0; k < 3; ++k) {
    const double a = get(c.tri.p0, k), b = get(c.tri.p1, k), d = get(c.tri.p2, k);
    box.emplace_back(std::min({a, b, d}), std::max({a, b, d}));
  }
  return exact_point_and_distances({ExactNumber::rational(cp.x), ExactNumber::rational(cp.y),
                                    ExactNumber::rational(cp.z)},
                                   box, {ExactNumber::rational(dot(w, w))});
}

template ExactNumbers exact_numbers(const query::PointTriangleClosest<float>&);
template ExactNumbers exact_numbers(const query::PointTriangleClosest<double>&);

}  // namespace exact
}  // namespace gv
