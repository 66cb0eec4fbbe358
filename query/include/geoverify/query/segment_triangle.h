// SPDX-License-Identifier: MIT
// geoverify query: the segment-triangle case (one registry line in query/registry.h).
#ifndef GEOVERIFY_QUERY_SEGMENT_TRIANGLE_H
#define GEOVERIFY_QUERY_SEGMENT_TRIANGLE_H

#include <array>
#include <tuple>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

template <class T>
struct SegmentTriangle {
  using Scalar = T;
  Segment<T> seg;
  Triangle<T> tri;
  static constexpr const char* kQuery = "segment-triangle";
  static constexpr std::array<const char*, 2> kNames{"segment", "triangle"};
  auto tie() { return std::tie(seg, tri); }
  auto tie() const { return std::tie(seg, tri); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_SEGMENT_TRIANGLE_H
