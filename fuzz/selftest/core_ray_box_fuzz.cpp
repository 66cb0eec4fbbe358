// SPDX-License-Identifier: MIT
// Self-test of GEOVERIFY_FUZZ_IMPLEMENTATION: the certified core's ray-box
// relation, described as a campaign Implementation that promises the exact
// relation on half-lines (tmin == 0) only. The core is exact, so the target
// must run its inputs without a mismatch (CTest: fuzz_selftest_core_fuzz_smoke).
#include "geoverify/core.h"
#include "geoverify/fuzz/fuzz.h"

namespace {

gv::query::Implementation<gv::query::RayAabb<float>> core_ray_box() {
  gv::query::Implementation<gv::query::RayAabb<float>> impl;
  impl.name = "core_ray_box";
  impl.contract = gv::query::Contract::exact();
  impl.relation = [](const gv::query::RayAabb<float>& c) { return gv::relation(c.ray, c.box); };
  impl.intersects = [](const gv::query::RayAabb<float>& c) { return gv::intersects(c.ray, c.box); };
  impl.accepts = [](const gv::query::RayAabb<float>& c) { return c.ray.tmin == 0.0f; };
  return impl;
}

}  // namespace

GEOVERIFY_FUZZ_IMPLEMENTATION(core_ray_box())
