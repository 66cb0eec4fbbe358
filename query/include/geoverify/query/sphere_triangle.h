// SPDX-License-Identifier: MIT
// geoverify query: the sphere-triangle case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_SPHERE_TRIANGLE_H
#define GEOVERIFY_QUERY_SPHERE_TRIANGLE_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct SphereTriangle {
  using Scalar = T;
  Sphere<T> sphere;
  Triangle<T> tri;
  static constexpr const char* kQuery = "sphere-triangle";
  static constexpr std::array<const char*, 2> kNames{"sphere", "triangle"};
  auto tie() { return std::tie(sphere, tri); }
  auto tie() const { return std::tie(sphere, tri); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_SPHERE_TRIANGLE_H
