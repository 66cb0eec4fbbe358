// SPDX-License-Identifier: MIT
// geoverify query: the sphere-aabb case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_SPHERE_AABB_H
#define GEOVERIFY_QUERY_SPHERE_AABB_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct SphereAabb {
  using Scalar = T;
  Sphere<T> sphere;
  Aabb<T> box;
  static constexpr const char* kQuery = "sphere-aabb";
  static constexpr std::array<const char*, 2> kNames{"sphere", "box"};
  auto tie() { return std::tie(sphere, box); }
  auto tie() const { return std::tie(sphere, box); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_SPHERE_AABB_H
