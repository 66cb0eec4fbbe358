// SPDX-License-Identifier: MIT
// geoverify crosscheck: halfspace-obb (the formulation: the header; the LP: support.h).
#include "geoverify/crosscheck/halfspace_obb.h"

#include "support.h"

namespace gv {
namespace crosscheck {

using namespace support;  // the LP vocabulary every formulation is written in

template <class T>
Relation halfspace_obb(const Halfspace<T>& h, const Obb<T>& obb) {
  if (!is_valid(h) || !is_valid(obb)) return Relation::invalid;
  return relation_by_lp(halfspace_set(h), obb_param(obb));
}

template Relation halfspace_obb<float>(const Halfspace<float>&, const Obb<float>&);
template Relation halfspace_obb<double>(const Halfspace<double>&, const Obb<double>&);

}  // namespace crosscheck
}  // namespace gv
