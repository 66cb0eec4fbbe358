// SPDX-License-Identifier: MIT
// geoverify generators: half-space-OBB cases (frustum culling of oriented
// boxes: the box against each frustum plane's half-space).
//
// The classes of plane-OBB (plane_obb.h), with the orientation that matters
// for a half-space {n.x + d <= 0}: the exact-contact classes put the
// boundary plane through the box's lowest vertex along n (the smallest value
// of n.x + d is exactly 0: touching), and "inside-touch" through its highest
// vertex (the whole box inside, meeting the boundary from inside: overlapping
// for a solid box, touching for one flat along n). The near classes (ulp
// steps, ulps of d, near-parallel, rounded frames) take either vertex.
#ifndef GEOVERIFY_GEN_HALFSPACE_OBB_H
#define GEOVERIFY_GEN_HALFSPACE_OBB_H

#include <array>
#include <cstddef>

#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/plane_obb.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

template <class T>
struct Generator<query::HalfspaceObb<T>> : OutOfLineMake<query::HalfspaceObb<T>> {
  using C = query::HalfspaceObb<T>;
  static constexpr std::array<const char*, 18> kClasses{
      "random-real", "random-bits", "touch-vertex",  "touch-edge", "touch-face", "crossing",
      "flat-box",    "point-box",   "degenerate-axes", "zero-normal", "ulp-step", "near-touch",
      "near-parallel", "rounded-frame", "subnormal", "huge",       "far-small", "inside-touch"};

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    query::PlaneObb<T> p{};
    if (cls == 17) {  // inside-touch: through the highest vertex
      p = detail::obb_touching<T>(src, 1 + static_cast<int>(src.draw(3)), 6, +1);
      p = detail::place_flat_obb(p, src, 2);
    } else {
      const bool exact_contact = cls == 2 || cls == 3 || cls == 4 || cls == 6 || cls == 7 || cls == 8;
      p = detail::place_flat_obb(detail::flat_obb_case<T>(src, cls, exact_contact ? -1 : 0), src, cls);
    }
    return {{p.plane.n, p.plane.d}, p.obb};
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_HALFSPACE_OBB_H
