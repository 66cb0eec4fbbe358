// SPDX-License-Identifier: MIT
// geoverify crosscheck: plane-aabb (the formulation: the header; the LP: support.h).
#include "geoverify/crosscheck/plane_aabb.h"

#include "support.h"

namespace gv {
namespace crosscheck {

using namespace support;  // the LP vocabulary every formulation is written in

template <class T>
Relation plane_aabb(const Plane<T>& plane, const Aabb<T>& box) {
  if (!is_valid(plane) || !is_valid(box)) return Relation::invalid;
  const Vec3Q n = to_rational(plane.n);
  const Rational d = to_rational(plane.d);
  const Param b = box_param(box);
  const int zero[3] = {0, 0, 0};
  const Lp meet = plane_box_lp(n, d, b, zero, Rational(0));
  Lp grow[4];
  for (int k = 0; k < 4; ++k) grow[k] = plane_box_lp(n, d, b, kW[k], Rational(1));
  return decide(meet, grow);
}

template Relation plane_aabb<float>(const Plane<float>&, const Aabb<float>&);
template Relation plane_aabb<double>(const Plane<double>&, const Aabb<double>&);

}  // namespace crosscheck
}  // namespace gv
