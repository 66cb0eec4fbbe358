// SPDX-License-Identifier: MIT
// Fuzz target: sphere versus AABB (Arvo's clamp). See harness.h.
#include "harness.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  return gv::fuzz::test_one_input<gv::query::SphereAabb<float>, gv::query::SphereAabb<double>>(data, size);
}
