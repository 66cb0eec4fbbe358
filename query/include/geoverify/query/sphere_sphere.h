// SPDX-License-Identifier: MIT
// geoverify query: the sphere-sphere case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_SPHERE_SPHERE_H
#define GEOVERIFY_QUERY_SPHERE_SPHERE_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct SphereSphere {
  using Scalar = T;
  Sphere<T> a;
  Sphere<T> b;
  static constexpr const char* kQuery = "sphere-sphere";
  static constexpr std::array<const char*, 2> kNames{"a", "b"};
  auto tie() { return std::tie(a, b); }
  auto tie() const { return std::tie(a, b); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_SPHERE_SPHERE_H
