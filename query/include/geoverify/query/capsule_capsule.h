// SPDX-License-Identifier: MIT
// geoverify query: the capsule-capsule case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_CAPSULE_CAPSULE_H
#define GEOVERIFY_QUERY_CAPSULE_CAPSULE_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct CapsuleCapsule {
  using Scalar = T;
  Capsule<T> a;
  Capsule<T> b;
  static constexpr const char* kQuery = "capsule-capsule";
  static constexpr std::array<const char*, 2> kNames{"a", "b"};
  auto tie() { return std::tie(a, b); }
  auto tie() const { return std::tie(a, b); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_CAPSULE_CAPSULE_H
