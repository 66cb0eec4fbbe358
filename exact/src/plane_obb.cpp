// SPDX-License-Identifier: MIT
// geoverify exact: plane versus oriented box (see plane_obb.h).
#include "geoverify/exact/plane_obb.h"
#include "geoverify/exact/rational/plane_obb.h"

#include "plane_support.h"

namespace gv {
namespace exact {

void plane_range_over_parallelepiped(const Vec3Q& n, const Rational& d, const Vec3Q& c, const Vec3Q a[3],
                                     Rational& lo, Rational& hi) {
  const Rational s = dot(n, c) + d;
  Rational r = 0;
  for (int i = 0; i < 3; ++i) r += abs(dot(n, a[i]));
  lo = s - r;
  hi = s + r;
}

template <class T>
Result plane_obb(const Plane<T>& plane, const Obb<T>& obb) {
  if (!is_valid(plane) || !is_valid(obb)) return Result{};
  return plane_detail::plane_relation(plane.n, plane.d, obb);
}

template Result plane_obb<float>(const Plane<float>&, const Obb<float>&);
template Result plane_obb<double>(const Plane<double>&, const Obb<double>&);

}  // namespace exact
}  // namespace gv
