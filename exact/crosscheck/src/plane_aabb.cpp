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
  return relation_by_lp(plane_set(plane), box_param(box));
}

template Relation plane_aabb<float>(const Plane<float>&, const Aabb<float>&);
template Relation plane_aabb<double>(const Plane<double>&, const Aabb<double>&);

}  // namespace crosscheck
}  // namespace gv
