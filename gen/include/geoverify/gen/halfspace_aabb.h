// SPDX-License-Identifier: MIT
// geoverify generators: half-space-AABB cases (frustum and broad-phase
// culling: a box against one plane's half-space).
//
// Exact contact on the integer grid, as for plane-AABB (plane.h): the
// boundary plane passes through the box's corner where n.x is lowest (the
// smallest value of n.x + d is exactly 0: touching) at a corner, an edge or
// a face (0, 1 or 2 zero normal components), or through the corner where it
// is highest ("inside-touch": the whole box inside, meeting the boundary
// from inside, where a culling test's strict and non-strict comparisons
// differ). Normals within 2^-s of an axis keep exact contact (the integer
// dot is checked to be representable). The classes shared with plane-AABB
// (random, crossing, zero normal, placements, rounded unit normals,
// cancellation) are drawn by its generator and oriented at random:
// (n, d) and (-n, -d) are the two half-spaces of one plane.
#ifndef GEOVERIFY_GEN_HALFSPACE_AABB_H
#define GEOVERIFY_GEN_HALFSPACE_AABB_H

#include <array>
#include <cstddef>
#include <cstring>

#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/flat.h"
#include "geoverify/gen/grid.h"
#include "geoverify/gen/placement.h"
#include "geoverify/gen/plane.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

template <class T>
struct Generator<query::HalfspaceAabb<T>> : OutOfLineMake<query::HalfspaceAabb<T>> {
  using C = query::HalfspaceAabb<T>;
  using P = query::PlaneAabb<T>;
  static constexpr std::array<const char*, 18> kClasses{
      "random-real", "random-bits", "touch-corner", "touch-edge",    "touch-face",  "inside-touch",
      "crossing",    "flat-box",    "point-box",    "zero-normal",   "ulp-step",    "near-touch",
      "near-parallel", "subnormal", "huge",         "far-small",     "unit-normal", "cancellation"};

  /// The plane through the grid box's lowest (low) or highest corner along a
  /// grid normal with `zeros` zero components: exact contact.
  template <class Src>
  static P touching(Src& src, int zeros, std::uint64_t zero_extent_odds, bool low) {
    const Aabb<T> box = grid_box<T>(src, zero_extent_odds);
    const Vec3<T> n = detail::grid_normal<T>(src, zeros);
    const Vec3<T> q = detail::extreme_corner(box, n, low);
    return {{n, -detail::grid_dot(n, q)}, box};
  }

  /// A case of plane-AABB's class `name`, as a half-space of either orientation.
  template <class Src>
  static C from_plane_class(Src& src, const char* name) {
    using G = Generator<P>;
    std::size_t k = 0;
    while (k + 1 < G::kClasses.size() && std::strcmp(G::kClasses[k], name) != 0) ++k;
    const P p = G::make(src, k);
    if (coin(src)) return {{p.plane.n, p.plane.d}, p.box};
    return {{{-p.plane.n.x, -p.plane.n.y, -p.plane.n.z}, -p.plane.d}, p.box};
  }

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    switch (cls) {
      case 0: return from_plane_class(src, "random-real");
      case 1: return from_plane_class(src, "random-bits");
      case 6: return from_plane_class(src, "crossing");
      case 9: return from_plane_class(src, "zero-normal");
      case 13: return from_plane_class(src, "subnormal");
      case 14: return from_plane_class(src, "huge");
      case 15: return from_plane_class(src, "far-tiny-box");
      case 16: return from_plane_class(src, "unit-normal");
      case 17: return from_plane_class(src, "cancellation");
      default: break;
    }
    const int any_zeros = static_cast<int>(src.draw(3));
    P p{};
    switch (cls) {
      case 2: p = touching(src, 0, 6, true); break;  // touch-corner
      case 3: p = touching(src, 1, 6, true); break;  // touch-edge
      case 4: p = touching(src, 2, 6, true); break;  // touch-face
      case 5: p = touching(src, any_zeros, 6, false); break;  // inside-touch
      case 7: p = touching(src, any_zeros, 2, coin(src)); break;  // flat-box
      case 8: p = touching(src, any_zeros, 1, coin(src)); break;  // point-box
      case 10: p = ulp_step(touching(src, any_zeros, 4, coin(src)), src); break;
      case 11: {  // near-touch: d a few ulps off contact, either corner
        p = touching(src, any_zeros, 4, coin(src));
        p.plane.d = ulps(p.plane.d, static_cast<int>(int_in(src, -4, 4)));
        break;
      }
      default: {  // near-parallel: n = (+-2^s, k1, k2) up to a permutation, exact contact
        p.box = grid_box<T>(src, 8);
        const int axis = static_cast<int>(src.draw(3));
        const T k1 = T(int_in(src, -3, 3)), k2 = T(int_in(src, -3, 3));
        const bool low = coin(src);
        for (int s = static_cast<int>(int_in(src, 4, std::is_same_v<T, float> ? 14 : 30)); s >= 0; --s) {
          Vec3<T> n{};
          set(n, axis, std::ldexp(T(coin(src) ? 1 : -1), s));
          set(n, (axis + 1) % 3, k1);
          set(n, (axis + 2) % 3, k2);
          const Vec3<T> q = detail::extreme_corner(p.box, n, low);
          T nq{};
          if (detail::exact_integer_dot(n, q, nq) || s == 0) {
            p.plane = {n, detail::offset_through(n, q)};
            break;
          }
        }
        break;
      }
    }
    p.plane = detail::rescale_plane(p.plane, src);
    p = place_moderate(p, src);
    detail::sprinkle(p, src);
    return {{p.plane.n, p.plane.d}, p.box};
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_HALFSPACE_AABB_H
