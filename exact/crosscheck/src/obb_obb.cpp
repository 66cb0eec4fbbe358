// SPDX-License-Identifier: MIT
// geoverify crosscheck: obb-obb (the formulation: the header; the LP: support.h).
#include "geoverify/crosscheck/obb_obb.h"

#include "support.h"

namespace gv {
namespace crosscheck {

using namespace support;  // the LP vocabulary every formulation is written in

template <class T>
Relation obb_obb(const Obb<T>& a, const Obb<T>& b) {
  if (!is_valid(a) || !is_valid(b)) return Relation::invalid;
  return relation_by_lp(obb_param(a), obb_param(b));
}

template Relation obb_obb<float>(const Obb<float>&, const Obb<float>&);
template Relation obb_obb<double>(const Obb<double>&, const Obb<double>&);

}  // namespace crosscheck
}  // namespace gv
