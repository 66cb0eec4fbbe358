// SPDX-License-Identifier: MIT
// geoverify query: the aabb-aabb case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_AABB_AABB_H
#define GEOVERIFY_QUERY_AABB_AABB_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct AabbAabb {
  using Scalar = T;
  Aabb<T> a;
  Aabb<T> b;
  static constexpr const char* kQuery = "aabb-aabb";
  static constexpr std::array<const char*, 2> kNames{"a", "b"};
  auto tie() { return std::tie(a, b); }
  auto tie() const { return std::tie(a, b); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_AABB_AABB_H
