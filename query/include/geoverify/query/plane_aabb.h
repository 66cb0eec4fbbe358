// SPDX-License-Identifier: MIT
// geoverify query: the plane-aabb case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_PLANE_AABB_H
#define GEOVERIFY_QUERY_PLANE_AABB_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct PlaneAabb {
  using Scalar = T;
  Plane<T> plane;
  Aabb<T> box;
  static constexpr const char* kQuery = "plane-aabb";
  static constexpr std::array<const char*, 2> kNames{"plane", "box"};
  auto tie() { return std::tie(plane, box); }
  auto tie() const { return std::tie(plane, box); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_PLANE_AABB_H
