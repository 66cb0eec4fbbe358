// SPDX-License-Identifier: MIT
// geoverify generators: shapes on the integer grid.
#ifndef GEOVERIFY_GEN_GRID_H
#define GEOVERIFY_GEN_GRID_H

#include <algorithm>
#include <cstdint>

#include "geoverify/core/shapes.h"
#include "geoverify/gen/scalars.h"

namespace gv {
namespace gen {

/// Grid box; each extent is zero with probability 1/zero_odds.
template <class T, class Src>
Aabb<T> grid_box(Src& src, std::uint64_t zero_odds) {
  const int bits = kCoordBits<T> - 1;
  const Vec3<T> lo = grid_vec<T>(src, bits);
  Vec3<T> hi = lo;
  for (int i = 0; i < 3; ++i) {
    const T ext = one_in(src, zero_odds) ? T(0) : T(int_in(src, 1, std::int64_t{1} << bits));
    set(hi, i, get(lo, i) + ext);
  }
  return {lo, hi};
}

/// A grid point of the closed box (each coordinate an integer in [min_i, max_i]).
template <class T, class Src>
Vec3<T> grid_point_in(Src& src, const Aabb<T>& b) {
  Vec3<T> q{};
  for (int i = 0; i < 3; ++i) {
    set(q, i, T(int_in(src, static_cast<std::int64_t>(get(b.min, i)), static_cast<std::int64_t>(get(b.max, i)))));
  }
  return q;
}

/// A grid point on the boundary of b: `fixed` coordinates (at random axes) at
/// a bound (1: a face, 2: an edge, 3: a corner; 0: anywhere in b), the others
/// inside.
template <class T, class Src>
Vec3<T> boundary_point(Src& src, const Aabb<T>& b, int fixed) {
  Vec3<T> q = grid_point_in<T>(src, b);
  const int first = static_cast<int>(src.draw(3));
  for (int k = 0; k < fixed; ++k) {
    const int i = (first + k) % 3;
    set(q, i, coin(src) ? get(b.min, i) : get(b.max, i));
  }
  return q;
}

/// The box spanned by two points drawn by pick() (each coordinate pair sorted).
template <class T, class Pick>
Aabb<T> spanned_box(Pick&& pick) {
  const Vec3<T> a{pick(), pick(), pick()}, b{pick(), pick(), pick()};
  return {{std::min(a.x, b.x), std::min(a.y, b.y), std::min(a.z, b.z)},
          {std::max(a.x, b.x), std::max(a.y, b.y), std::max(a.z, b.z)}};
}

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_GRID_H
