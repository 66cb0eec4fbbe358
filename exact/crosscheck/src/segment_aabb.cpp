// SPDX-License-Identifier: MIT
// geoverify crosscheck: segment-aabb (the formulation: the header; the LP: support.h).
#include "geoverify/crosscheck/segment_aabb.h"

#include "support.h"

namespace gv {
namespace crosscheck {

using namespace support;  // the LP vocabulary every formulation is written in

template <class T>
Relation segment_aabb(const Segment<T>& seg, const Aabb<T>& box) {
  if (!is_valid(seg) || !is_valid(box)) return Relation::invalid;
  return relation_by_lp(segment_param(seg), box_param(box));
}

template Relation segment_aabb<float>(const Segment<float>&, const Aabb<float>&);
template Relation segment_aabb<double>(const Segment<double>&, const Aabb<double>&);

}  // namespace crosscheck
}  // namespace gv
