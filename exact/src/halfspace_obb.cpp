// SPDX-License-Identifier: MIT
// geoverify exact: half-space versus oriented box (see halfspace_obb.h).
#include "geoverify/exact/halfspace_obb.h"

#include "geoverify/exact/rational.h"
#include "plane_support.h"

namespace gv {
namespace exact {

template <class T>
Result halfspace_obb(const Halfspace<T>& h, const Obb<T>& obb) {
  if (!is_valid(h) || !is_valid(obb)) return Result{};
  return plane_detail::halfspace_relation(h.n, h.d, obb);
}

template Result halfspace_obb<float>(const Halfspace<float>&, const Obb<float>&);
template Result halfspace_obb<double>(const Halfspace<double>&, const Obb<double>&);

}  // namespace exact
}  // namespace gv
