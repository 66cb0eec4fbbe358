// SPDX-License-Identifier: MIT
// geoverify crosscheck: segment-triangle (the formulation: the header; the LP: support.h).
#include "geoverify/crosscheck/segment_triangle.h"

#include "support.h"

namespace gv {
namespace crosscheck {

using namespace support;  // the LP vocabulary every formulation is written in

template <class T>
Relation segment_triangle(const Segment<T>& seg, const Triangle<T>& tri) {
  if (!is_valid(seg) || !is_valid(tri)) return Relation::invalid;
  return relation_by_lp(segment_param(seg), triangle_param(tri));
}

template Relation segment_triangle<float>(const Segment<float>&, const Triangle<float>&);
template Relation segment_triangle<double>(const Segment<double>&, const Triangle<double>&);

}  // namespace crosscheck
}  // namespace gv
