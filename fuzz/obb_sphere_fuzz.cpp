// SPDX-License-Identifier: MIT
// Fuzz target: OBB versus sphere (seed 002). See harness.h.
#include "harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return gv::fuzz::test_one_input<gv::query::ObbSphere<float>, gv::query::ObbSphere<double>>(data, size);
}
