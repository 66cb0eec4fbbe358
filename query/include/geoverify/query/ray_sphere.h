// SPDX-License-Identifier: MIT
// geoverify query: the ray-sphere case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_RAY_SPHERE_H
#define GEOVERIFY_QUERY_RAY_SPHERE_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct RaySphere {
  using Scalar = T;
  Ray<T> ray;
  Sphere<T> sphere;
  static constexpr const char* kQuery = "ray-sphere";
  static constexpr std::array<const char*, 2> kNames{"ray", "sphere"};
  auto tie() { return std::tie(ray, sphere); }
  auto tie() const { return std::tie(ray, sphere); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_RAY_SPHERE_H
