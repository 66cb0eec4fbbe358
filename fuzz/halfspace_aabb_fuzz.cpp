// SPDX-License-Identifier: MIT
// Fuzz target: half-space versus AABB (frustum culling's box tests). See harness.h.
#include "harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return gv::fuzz::test_one_input<gv::query::HalfspaceAabb<float>, gv::query::HalfspaceAabb<double>>(data, size);
}
