// SPDX-License-Identifier: MIT
// Fuzz target: ray versus triangle (Moller-Trumbore, Woop-Benthin-Wald). See harness.h.
#include "harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return gv::fuzz::test_one_input<gv::query::RayTriangle<float>, gv::query::RayTriangle<double>>(data, size);
}
