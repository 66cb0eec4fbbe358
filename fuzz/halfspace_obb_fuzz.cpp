// SPDX-License-Identifier: MIT
// Fuzz target: half-space versus oriented box (culling of OBBs). See harness.h.
#include "harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return gv::fuzz::test_one_input<gv::query::HalfspaceObb<float>, gv::query::HalfspaceObb<double>>(data, size);
}
