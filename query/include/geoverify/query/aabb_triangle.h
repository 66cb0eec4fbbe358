// SPDX-License-Identifier: MIT
// geoverify query: the aabb-triangle case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_AABB_TRIANGLE_H
#define GEOVERIFY_QUERY_AABB_TRIANGLE_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct AabbTriangle {
  using Scalar = T;
  Aabb<T> box;
  Triangle<T> tri;
  static constexpr const char* kQuery = "aabb-triangle";
  static constexpr std::array<const char*, 2> kNames{"box", "tri"};
  auto tie() { return std::tie(box, tri); }
  auto tie() const { return std::tie(box, tri); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_AABB_TRIANGLE_H
