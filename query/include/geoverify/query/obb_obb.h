// SPDX-License-Identifier: MIT
// geoverify query: the obb-obb case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_OBB_OBB_H
#define GEOVERIFY_QUERY_OBB_OBB_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct ObbObb {
  using Scalar = T;
  Obb<T> a;
  Obb<T> b;
  static constexpr const char* kQuery = "obb-obb";
  static constexpr std::array<const char*, 2> kNames{"a", "b"};
  auto tie() { return std::tie(a, b); }
  auto tie() const { return std::tie(a, b); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_OBB_OBB_H
