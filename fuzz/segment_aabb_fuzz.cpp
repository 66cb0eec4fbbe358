// SPDX-License-Identifier: MIT
// Fuzz target: segment (two endpoints) versus AABB. See harness.h.
#include "harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return gv::fuzz::test_one_input<gv::query::SegmentAabb<float>, gv::query::SegmentAabb<double>>(data, size);
}
