// SPDX-License-Identifier: MIT
// geoverify crosscheck: aabb-triangle (the formulation: the header; the LP: support.h).
#include "geoverify/crosscheck/aabb_triangle.h"

#include "support.h"

namespace gv {
namespace crosscheck {

using namespace support;  // the LP vocabulary every formulation is written in

template <class T>
Relation aabb_triangle(const Aabb<T>& box, const Triangle<T>& tri) {
  if (!is_valid(box) || !is_valid(tri)) return Relation::invalid;
  return relation_by_lp(box_param(box), triangle_param(tri));
}

template Relation aabb_triangle<float>(const Aabb<float>&, const Triangle<float>&);
template Relation aabb_triangle<double>(const Aabb<double>&, const Triangle<double>&);

}  // namespace crosscheck
}  // namespace gv
