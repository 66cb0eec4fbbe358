// SPDX-License-Identifier: MIT
// geoverify query: the obb-sphere case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_OBB_SPHERE_H
#define GEOVERIFY_QUERY_OBB_SPHERE_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct ObbSphere {
  using Scalar = T;
  Obb<T> obb;
  Sphere<T> sphere;
  static constexpr const char* kQuery = "obb-sphere";
  static constexpr std::array<const char*, 2> kNames{"obb", "sphere"};
  auto tie() { return std::tie(obb, sphere); }
  auto tie() const { return std::tie(obb, sphere); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_OBB_SPHERE_H
