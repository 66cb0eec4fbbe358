// SPDX-License-Identifier: MIT
// Fuzz target: plane versus sphere (seed 000). See harness.h.
#include "harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return gv::fuzz::test_one_input<gv::query::PlaneSphere<float>, gv::query::PlaneSphere<double>>(data, size);
}
