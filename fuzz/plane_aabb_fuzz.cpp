// SPDX-License-Identifier: MIT
// Fuzz target: plane versus AABB (seed 000). See harness.h.
#include "harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return gv::fuzz::test_one_input<gv::query::PlaneAabb<float>, gv::query::PlaneAabb<double>>(data, size);
}
