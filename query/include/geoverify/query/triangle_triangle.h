// SPDX-License-Identifier: MIT
// geoverify query: the triangle-triangle case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_TRIANGLE_TRIANGLE_H
#define GEOVERIFY_QUERY_TRIANGLE_TRIANGLE_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct TriangleTriangle {
  using Scalar = T;
  Triangle<T> a;
  Triangle<T> b;
  static constexpr const char* kQuery = "triangle-triangle";
  static constexpr std::array<const char*, 2> kNames{"a", "b"};
  auto tie() { return std::tie(a, b); }
  auto tie() const { return std::tie(a, b); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_TRIANGLE_TRIANGLE_H
