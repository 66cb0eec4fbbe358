// SPDX-License-Identifier: MIT
// geoverify query: the halfspace-aabb case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_HALFSPACE_AABB_H
#define GEOVERIFY_QUERY_HALFSPACE_AABB_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct HalfspaceAabb {
  using Scalar = T;
  Halfspace<T> halfspace;
  Aabb<T> box;
  static constexpr const char* kQuery = "halfspace-aabb";
  static constexpr std::array<const char*, 2> kNames{"halfspace", "box"};
  auto tie() { return std::tie(halfspace, box); }
  auto tie() const { return std::tie(halfspace, box); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_HALFSPACE_AABB_H
