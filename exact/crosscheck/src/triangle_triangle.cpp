// SPDX-License-Identifier: MIT
// geoverify crosscheck: triangle-triangle (the formulation: the header; the LP: support.h).
#include "geoverify/crosscheck/triangle_triangle.h"

#include "support.h"

namespace gv {
namespace crosscheck {

using namespace support;  // the LP vocabulary every formulation is written in

template <class T>
Relation triangle_triangle(const Triangle<T>& a, const Triangle<T>& b) {
  if (!is_valid(a) || !is_valid(b)) return Relation::invalid;
  return relation_by_lp(triangle_param(a), triangle_param(b));
}

template Relation triangle_triangle<float>(const Triangle<float>&, const Triangle<float>&);
template Relation triangle_triangle<double>(const Triangle<double>&, const Triangle<double>&);

}  // namespace crosscheck
}  // namespace gv
