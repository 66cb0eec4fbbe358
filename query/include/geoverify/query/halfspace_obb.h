// SPDX-License-Identifier: MIT
// geoverify query: the halfspace-obb case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_HALFSPACE_OBB_H
#define GEOVERIFY_QUERY_HALFSPACE_OBB_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct HalfspaceObb {
  using Scalar = T;
  Halfspace<T> halfspace;
  Obb<T> obb;
  static constexpr const char* kQuery = "halfspace-obb";
  static constexpr std::array<const char*, 2> kNames{"halfspace", "obb"};
  auto tie() { return std::tie(halfspace, obb); }
  auto tie() const { return std::tie(halfspace, obb); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_HALFSPACE_OBB_H
