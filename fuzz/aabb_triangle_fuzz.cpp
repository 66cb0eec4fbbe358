// SPDX-License-Identifier: MIT
// Fuzz target: AABB versus triangle (seed 004; Akenine-Moller). See harness.h.
#include "harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return gv::fuzz::test_one_input<gv::query::AabbTriangle<float>, gv::query::AabbTriangle<double>>(data, size);
}
