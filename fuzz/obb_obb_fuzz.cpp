// SPDX-License-Identifier: MIT
// Fuzz target: OBB versus OBB (seed 003; Ericson). See harness.h.
#include "harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return gv::fuzz::test_one_input<gv::query::ObbObb<float>, gv::query::ObbObb<double>>(data, size);
}
