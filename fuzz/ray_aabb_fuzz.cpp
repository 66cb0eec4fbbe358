// SPDX-License-Identifier: MIT
// Fuzz target: ray versus AABB (seed 001; Williams et al.; pbrt-v3). See harness.h.
#include "harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return gv::fuzz::test_one_input<gv::query::RayAabb<float>, gv::query::RayAabb<double>>(data, size);
}
