// SPDX-License-Identifier: MIT
// geoverify query: the segment-aabb case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_SEGMENT_AABB_H
#define GEOVERIFY_QUERY_SEGMENT_AABB_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct SegmentAabb {
  using Scalar = T;
  Segment<T> seg;
  Aabb<T> box;
  static constexpr const char* kQuery = "segment-aabb";
  static constexpr std::array<const char*, 2> kNames{"segment", "box"};
  auto tie() { return std::tie(seg, box); }
  auto tie() const { return std::tie(seg, box); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_SEGMENT_AABB_H
