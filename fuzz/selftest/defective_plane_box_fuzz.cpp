// SPDX-License-Identifier: MIT
// Self-test of GEOVERIFY_FUZZ_ROUTINE: the textbook centre/extent plane-box
// test in float (Ericson, Real-Time Collision Detection, 5.2.3), declared
// exact. Rounding the centre, the extents and the two dot products decides
// near-touching cases wrongly, so the target must stop with a reproducer
// (CTest: fuzz_selftest_defective_fuzz_smoke).
#include <cmath>

#include "geoverify/fuzz/fuzz.h"

namespace {

bool textbook_plane_box(const gv::Planef& p, const gv::Aabbf& b) {
  const float cx = (b.min.x + b.max.x) * 0.5f, cy = (b.min.y + b.max.y) * 0.5f, cz = (b.min.z + b.max.z) * 0.5f;
  const float ex = b.max.x - cx, ey = b.max.y - cy, ez = b.max.z - cz;
  const float r = ex * std::fabs(p.n.x) + ey * std::fabs(p.n.y) + ez * std::fabs(p.n.z);
  const float s = p.n.x * cx + p.n.y * cy + p.n.z * cz + p.d;
  return std::fabs(s) <= r;
}

}  // namespace

GEOVERIFY_FUZZ_ROUTINE(gv::query::PlaneAabb<float>, gv::query::Contract::exact(), textbook_plane_box)
