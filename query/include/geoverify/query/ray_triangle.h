// SPDX-License-Identifier: MIT
// geoverify query: the ray-triangle case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_RAY_TRIANGLE_H
#define GEOVERIFY_QUERY_RAY_TRIANGLE_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct RayTriangle {
  using Scalar = T;
  Ray<T> ray;
  Triangle<T> tri;
  static constexpr const char* kQuery = "ray-triangle";
  static constexpr std::array<const char*, 2> kNames{"ray", "tri"};
  auto tie() { return std::tie(ray, tri); }
  auto tie() const { return std::tie(ray, tri); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_RAY_TRIANGLE_H
