// SPDX-License-Identifier: MIT
// geoverify query: the plane-obb case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_PLANE_OBB_H
#define GEOVERIFY_QUERY_PLANE_OBB_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct PlaneObb {
  using Scalar = T;
  Plane<T> plane;
  Obb<T> obb;
  static constexpr const char* kQuery = "plane-obb";
  static constexpr std::array<const char*, 2> kNames{"plane", "obb"};
  auto tie() { return std::tie(plane, obb); }
  auto tie() const { return std::tie(plane, obb); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_PLANE_OBB_H
