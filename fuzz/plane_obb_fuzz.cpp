// SPDX-License-Identifier: MIT
// Fuzz target: plane versus oriented box (Ericson's TestOBBPlane). See harness.h.
#include "harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return gv::fuzz::test_one_input<gv::query::PlaneObb<float>, gv::query::PlaneObb<double>>(data, size);
}
