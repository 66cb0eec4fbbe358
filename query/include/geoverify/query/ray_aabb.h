// SPDX-License-Identifier: MIT
// geoverify query: the ray-aabb case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_RAY_AABB_H
#define GEOVERIFY_QUERY_RAY_AABB_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct RayAabb {
  using Scalar = T;
  Ray<T> ray;
  Aabb<T> box;
  static constexpr const char* kQuery = "ray-aabb";
  static constexpr std::array<const char*, 2> kNames{"ray", "box"};
  auto tie() { return std::tie(ray, box); }
  auto tie() const { return std::tie(ray, box); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_RAY_AABB_H
