// SPDX-License-Identifier: MIT
// geoverify exact: half-space versus axis-aligned box (see halfspace_aabb.h).
#include "geoverify/exact/halfspace_aabb.h"

#include "geoverify/exact/rational.h"
#include "plane_support.h"

namespace gv {
namespace exact {

template <class T>
Result halfspace_aabb(const Halfspace<T>& h, const Aabb<T>& box) {
  if (!is_valid(h) || !is_valid(box)) return Result{};
  return plane_detail::halfspace_relation(h.n, h.d, box);
}

template Result halfspace_aabb<float>(const Halfspace<float>&, const Aabb<float>&);
template Result halfspace_aabb<double>(const Halfspace<double>&, const Aabb<double>&);

}  // namespace exact
}  // namespace gv
