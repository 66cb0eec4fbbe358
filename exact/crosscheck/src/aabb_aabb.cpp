// SPDX-License-Identifier: MIT
// geoverify crosscheck: aabb-aabb (the formulation: the header; the LP: support.h).
#include "geoverify/crosscheck/aabb_aabb.h"

#include "support.h"

namespace gv {
namespace crosscheck {

using namespace support;  // the LP vocabulary every formulation is written in

template <class T>
Relation aabb_aabb(const Aabb<T>& a, const Aabb<T>& b) {
  if (!is_valid(a) || !is_valid(b)) return Relation::invalid;
  return relation_by_lp(box_param(a), box_param(b));
}

template Relation aabb_aabb<float>(const Aabb<float>&, const Aabb<float>&);
template Relation aabb_aabb<double>(const Aabb<double>&, const Aabb<double>&);

}  // namespace crosscheck
}  // namespace gv
