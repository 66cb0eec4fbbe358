// SPDX-License-Identifier: MIT
// Self-test of GEOVERIFY_FUZZ_ROUTINE on a routine that crashes: a
// sphere-box test built with an internal assertion, as distributions ship
// them, that aborts when the centre lies a few ulps outside a face (the
// clamp's distance is then tiny and the assertion's author "knew" it could
// not be). The target must stop with a crash reproducer written before
// libFuzzer's crash report (CTest: fuzz_selftest_crashing_fuzz_smoke).
#include <cmath>
#include <cstdlib>

#include "geoverify/core.h"
#include "geoverify/fuzz/fuzz.h"

namespace {

bool asserting_sphere_box(const gv::Spheref& s, const gv::Aabbf& b) {
  for (int i = 0; i < 3; ++i) {
    const float x = gv::get(s.c, i), lo = gv::get(b.min, i), hi = gv::get(b.max, i);
    const float up = std::nextafter(std::nextafter(hi, INFINITY), INFINITY);
    const float down = std::nextafter(std::nextafter(lo, -INFINITY), -INFINITY);
    if ((x > hi && x <= up) || (x < lo && x >= down)) std::abort();  // "assert(outside by more than an ulp)"
  }
  return gv::intersects(s, b);
}

}  // namespace

GEOVERIFY_FUZZ_ROUTINE(gv::query::SphereAabb<float>, gv::query::Contract::exact(), asserting_sphere_box)
