// SPDX-License-Identifier: MIT
// geoverify crosscheck: halfspace-aabb (the formulation: the header; the LP: support.h).
#include "geoverify/crosscheck/halfspace_aabb.h"

#include "support.h"

namespace gv {
namespace crosscheck {

using namespace support;  // the LP vocabulary every formulation is written in

template <class T>
Relation halfspace_aabb(const Halfspace<T>& h, const Aabb<T>& box) {
  if (!is_valid(h) || !is_valid(box)) return Relation::invalid;
  return relation_by_lp(halfspace_set(h), box_param(box));
}

template Relation halfspace_aabb<float>(const Halfspace<float>&, const Aabb<float>&);
template Relation halfspace_aabb<double>(const Halfspace<double>&, const Aabb<double>&);

}  // namespace crosscheck
}  // namespace gv
