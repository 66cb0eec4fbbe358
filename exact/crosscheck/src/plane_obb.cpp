// SPDX-License-Identifier: MIT
// geoverify crosscheck: plane-obb (the formulation: the header; the LP: support.h).
#include "geoverify/crosscheck/plane_obb.h"

#include "support.h"

namespace gv {
namespace crosscheck {

using namespace support;  // the LP vocabulary every formulation is written in

template <class T>
Relation plane_obb(const Plane<T>& plane, const Obb<T>& obb) {
  if (!is_valid(plane) || !is_valid(obb)) return Relation::invalid;
  return relation_by_lp(plane_set(plane), obb_param(obb));
}

template Relation plane_obb<float>(const Plane<float>&, const Obb<float>&);
template Relation plane_obb<double>(const Plane<double>&, const Obb<double>&);

}  // namespace crosscheck
}  // namespace gv
