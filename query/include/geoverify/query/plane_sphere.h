// SPDX-License-Identifier: MIT
// geoverify query: the plane-sphere case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_PLANE_SPHERE_H
#define GEOVERIFY_QUERY_PLANE_SPHERE_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct PlaneSphere {
  using Scalar = T;
  Plane<T> plane;
  Sphere<T> sphere;
  static constexpr const char* kQuery = "plane-sphere";
  static constexpr std::array<const char*, 2> kNames{"plane", "sphere"};
  auto tie() { return std::tie(plane, sphere); }
  auto tie() const { return std::tie(plane, sphere); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_PLANE_SPHERE_H
