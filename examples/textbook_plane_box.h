// SPDX-License-Identifier: MIT
// The routine the in-tree demonstrations check: the textbook centre/extent
// plane-box test (Ericson, Real-Time Collision Detection, 5.2.3), declared
// exact, in float there. examples/check_my_routine.cpp runs it through
// the campaign, fuzz/selftest/defective_plane_box_fuzz.cpp through
// GEOVERIFY_FUZZ_ROUTINE; both must find its defect.
#ifndef GEOVERIFY_EXAMPLES_TEXTBOOK_PLANE_BOX_H
#define GEOVERIFY_EXAMPLES_TEXTBOOK_PLANE_BOX_H

#include <cmath>

#include "geoverify/core/shapes.h"

/// Whether the plane {x : n.x + d == 0} meets the closed box, as the textbook
/// computes it in T: |n.c + d| <= sum_i e_i |n_i|, with the centre
/// c = (min + max) * 0.5 and the half extents e = max - c.
/// Not exact (the defect the demonstrations find): rounding the centre, the
/// extents and the two sums decides near-touching cases wrongly, and
/// min + max overflows for boxes near the top of T's range (the answer is
/// then false). A zero normal gives |d| <= 0, the exact answer, when
/// min + max does not overflow. NaN or infinite input: unspecified (the
/// campaign and the fuzz harness call it with valid cases only). The
/// benchmark's plain plane-box routine (bench/plane_bench.cpp) is this one.
template <class T>
inline bool textbook_plane_box(const gv::Plane<T>& p, const gv::Aabb<T>& b) {
  const T cx = (b.min.x + b.max.x) * T(0.5), cy = (b.min.y + b.max.y) * T(0.5), cz = (b.min.z + b.max.z) * T(0.5);
  const T ex = b.max.x - cx, ey = b.max.y - cy, ez = b.max.z - cz;
  const T r = ex * std::fabs(p.n.x) + ey * std::fabs(p.n.y) + ez * std::fabs(p.n.z);
  const T s = p.n.x * cx + p.n.y * cy + p.n.z * cz + p.d;
  return std::fabs(s) <= r;
}

#endif  // GEOVERIFY_EXAMPLES_TEXTBOOK_PLANE_BOX_H
