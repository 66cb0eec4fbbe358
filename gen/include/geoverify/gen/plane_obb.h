// SPDX-License-Identifier: MIT
// geoverify generators: plane-OBB cases (Ericson's TestOBBPlane, RTCD 5.2.3).
//
// Exact contact on rotation frames (flat.h, rotation_contact: rotation
// matrices rounded to T, rotations about a coordinate axis, signed
// permutations, all near-orthonormal within a few ulps): the plane passes
// exactly through the box's lowest or highest vertex along n (chosen by exact
// signs of n.u_i on the stored axes), the vertex a small grid point with the
// centre computed from it exactly, d = -n.v checked exact in T; n built from
// exactly orthogonal axes so that n.u_i == 0 for one axis (the plane parallel
// to an edge) or two (parallel to a face), or a grid or frame normal that
// meets a vertex only. One in kIntegerFrameOdds of these cases is built on an
// integer frame (integer centre, extents and vertices; d in integers).
// Around that: planes through an interior point, flat and point boxes (a box
// lying in the plane), zero, repeated and parallel axes (degenerate-axes, on
// integer frames: no rotation by design), n == 0, one-ulp steps, d a few ulps
// off contact, integer normals within 2^-s of a face normal, rounded rotation
// frames with the plane computed in floating point (near contact as real
// callers produce it), and placements at every magnitude. random-bits draws
// its axes from random bits in one case of obb_detail::kBitsAxesOdds, from a
// rotation rounded to nearest otherwise.
#ifndef GEOVERIFY_GEN_PLANE_OBB_H
#define GEOVERIFY_GEN_PLANE_OBB_H

#include <array>
#include <cmath>
#include <cstdint>

#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/flat.h"
#include "geoverify/gen/grid.h"
#include "geoverify/gen/placement.h"
#include "geoverify/gen/plane.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

namespace detail {

/// The classes shared by plane-OBB and half-space-OBB (the latter adds
/// "inside-touch" after them).
inline constexpr std::array<const char*, 17> kFlatObbClasses{
    "random-real", "random-bits", "touch-vertex",  "touch-edge", "touch-face", "crossing",
    "flat-box",    "point-box",   "degenerate-axes", "zero-normal", "ulp-step", "near-touch",
    "near-parallel", "rounded-frame", "subnormal", "huge",       "far-small"};

/// side < 0: through the vertex where n.x is lowest; > 0: highest; 0: either.
template <class Src>
bool pick_low(Src& src, int side) {
  return side < 0 || (side == 0 && coin(src));
}

/// Exact contact: a box on a rotation frame (rotation_contact; one in
/// kIntegerFrameOdds on an integer frame) and the plane through its lowest
/// (or highest) vertex along n; `used` frame axes in n (1 face, 2 edge, 3
/// vertex; 3 also draws an independent grid normal half the time).
template <class T, class Src>
query::PlaneObb<T> obb_touching(Src& src, int used, std::uint64_t zero_extent_odds, int side) {
  const bool low = pick_low(src, side);
  if (!one_in(src, kIntegerFrameOdds)) {
    query::PlaneObb<T> c{};
    if (rotation_contact<T>(src, used, zero_extent_odds, low, c.obb, c.plane.n, c.plane.d)) return c;
  }
  const Obb<T> b = contact_obb<T>(src, zero_extent_odds);
  const Vec3<T> n = used == 3 && coin(src) ? grid_normal<T>(src, 0) : frame_normal<T>(src, b, used);
  const Vec3<T> v = obb_extreme_vertex(b, n, low);
  return {{n, offset_through(n, v)}, b};
}

/// A plane through a point of a box on a rotation frame: the point with
/// parameters multiples of 1/4 (interior unless the box is flat) placed at a
/// small grid point p, n a grid normal or rotation_normal, d = -n.p exactly.
/// False after 64 draws that round.
template <class T, class Src>
bool rotation_crossing(Src& src, query::PlaneObb<T>& c) {
  for (int attempt = 0; attempt < 64; ++attempt) {
    const int used = 1 + static_cast<int>(src.draw(3));
    c.obb = obb_detail::contact_box<T>(src, contact_kind(src, used), 8);
    Vec3<T> n{};
    if (coin(src) || !rotation_normal(src, c.obb, used, n)) n = grid_normal<T>(src, static_cast<int>(src.draw(3)));
    const T t[3] = {obb_detail::quarter<T>(src), obb_detail::quarter<T>(src), obb_detail::quarter<T>(src)};
    const Vec3<T> p = small_grid_point<T>(src);
    if (place_point_at(c.obb, t, p) && exact_offset(n, p, c.plane.d)) {
      c.plane.n = n;
      return true;
    }
  }
  return false;
}

/// Near-parallel exact contact on a rotation frame: n = round(2^s u_i + k u_j)
/// to integers (within about 2^-s of the face normal u_i), the box placed so
/// that its lowest (or highest) vertex along n is a small grid point p, d =
/// -n.p exactly. False after 64 draws that round.
template <class T, class Src>
bool rotation_near_parallel(Src& src, bool low, query::PlaneObb<T>& c) {
  for (int attempt = 0; attempt < 64; ++attempt) {
    c.obb = obb_detail::contact_box<T>(src, obb_detail::any_kind(src), 8);
    const int i = static_cast<int>(src.draw(3)), j = (i + 1 + static_cast<int>(src.draw(2))) % 3;
    const double k = double(nonzero_int(src, 3));
    const int sh = static_cast<int>(int_in(src, 4, std::is_same_v<T, float> ? 16 : 40));
    const double big = coin(src) ? 1.0 : -1.0;
    Vec3<T> n{};
    for (int m = 0; m < 3; ++m) {
      set(n, m, static_cast<T>(std::nearbyint(std::ldexp(big * double(get(c.obb.u[i], m)), sh) +
                                              k * double(get(c.obb.u[j], m)))));
    }
    T s[3];
    extreme_parameters(src, c.obb, n, low, s);
    const Vec3<T> p = small_grid_point<T>(src);
    if (place_point_at(c.obb, s, p) && exact_offset(n, p, c.plane.d)) {
      c.plane.n = n;
      return true;
    }
  }
  return false;
}

/// A plane-OBB case of class cls of kFlatObbClasses (side as in pick_low for
/// the contact classes), not yet placed or sprinkled.
template <class T, class Src>
query::PlaneObb<T> flat_obb_case(Src& src, std::size_t cls, int side) {
  using C = query::PlaneObb<T>;
  C c{};
  const int any_used = 1 + static_cast<int>(src.draw(3));
  switch (cls) {
    case 0: {  // random-real: a rotated box and a plane of unit-ish reals
      c.obb = rounded_frame_obb<T>(src);
      c.plane = {{unit_real<T>(src), unit_real<T>(src), unit_real<T>(src)}, T(8) * unit_real<T>(src)};
      break;
    }
    case 1: {  // random-bits: every exponent, specials mixed in
      auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
      c.plane = {{pick(), pick(), pick()}, pick()};
      c.obb = {{pick(), pick(), pick()}, {}, {std::fabs(pick()), std::fabs(pick()), std::fabs(pick())}};
      obb_detail::rotation_or_bits_axes<T>(src, c.obb.u, one_in(src, obb_detail::kBitsAxesOdds));
      break;
    }
    case 2: c = obb_touching<T>(src, 3, 1u << 20, side); break;  // touch-vertex
    case 3: c = obb_touching<T>(src, 2, 1u << 20, side); break;  // touch-edge
    case 4: c = obb_touching<T>(src, 1, 1u << 20, side); break;  // touch-face
    case 5: {  // crossing: through a point of the box (interior unless flat)
      if (!one_in(src, kIntegerFrameOdds) && rotation_crossing(src, c)) break;
      c.obb = contact_obb<T>(src, 8);
      Vec3<T> p = c.obb.c;
      for (int i = 0; i < 3; ++i) {
        const auto e = static_cast<std::int64_t>(c.obb.e[i]);
        const T t = T(int_in(src, -e, e));
        p = {p.x + t * c.obb.u[i].x, p.y + t * c.obb.u[i].y, p.z + t * c.obb.u[i].z};
      }
      const Vec3<T> n = coin(src) ? grid_normal<T>(src, static_cast<int>(src.draw(3))) : frame_normal<T>(src, c.obb, any_used);
      c.plane = {n, offset_through(n, p)};
      break;
    }
    case 6: c = obb_touching<T>(src, any_used, 2, side); break;  // flat-box (in the plane when e is 0 along n)
    case 7: c = obb_touching<T>(src, any_used, 1, side); break;  // point-box
    case 8: {  // degenerate-axes: a repeated, parallel or zero axis, contact recomputed
      c.obb = contact_obb<T>(src, 6);
      degenerate_axis(src, c.obb);
      const Vec3<T> n = coin(src) ? grid_normal<T>(src, static_cast<int>(src.draw(3))) : frame_normal<T>(src, c.obb, any_used);
      c.plane = {n, offset_through(n, obb_extreme_vertex(c.obb, n, pick_low(src, side)))};
      break;
    }
    case 9: {  // zero-normal: d < 0, == 0 or > 0
      c = obb_touching<T>(src, 3, 6, side);
      c.plane.n = {T(0), T(0), T(0)};
      c.plane.d = one_in(src, 3) ? T(0) : T(grid_int(src, 8));
      break;
    }
    case 10: c = ulp_step(obb_touching<T>(src, any_used, 6, side), src); break;
    case 11: {  // near-touch: d a few ulps off contact
      c = obb_touching<T>(src, any_used, 6, side);
      c.plane.d = ulps(c.plane.d, static_cast<int>(int_in(src, -4, 4)));
      break;
    }
    case 12: {  // near-parallel: n = 2^s u_i + k u_j, within about 2^-s of a face normal; exact contact
      const bool low = pick_low(src, side);
      if (!one_in(src, kIntegerFrameOdds) && rotation_near_parallel(src, low, c)) break;
      c.obb = contact_obb<T>(src, 8);
      const int i = static_cast<int>(src.draw(3)), j = (i + 1 + static_cast<int>(src.draw(2))) % 3;
      const T k = T(nonzero_int(src, 3));
      for (int s = static_cast<int>(int_in(src, 4, std::is_same_v<T, float> ? 16 : 40)); s >= 0; --s) {
        const T big = std::ldexp(T(coin(src) ? 1 : -1), s);
        const Vec3<T>& ui = c.obb.u[i];
        const Vec3<T>& uj = c.obb.u[j];
        const Vec3<T> n{big * ui.x + k * uj.x, big * ui.y + k * uj.y, big * ui.z + k * uj.z};
        T nv{};
        if (exact_integer_dot(n, obb_extreme_vertex(c.obb, n, low), nv) || s == 0) {
          c.plane = {n, offset_through(n, obb_extreme_vertex(c.obb, n, low))};
          break;
        }
      }
      break;
    }
    case 13: {  // rounded-frame: a rotation rounded to T, the plane through a vertex computed in T
      c.obb = rounded_frame_obb<T>(src);
      Vec3<T> n = coin(src) ? rounded_unit_normal<T>(src) : c.obb.u[src.draw(3)];
      if (coin(src)) n = {T(4) * n.x, T(4) * n.y, T(4) * n.z};  // non-unit, exactly the same plane direction
      const Vec3<T> v = obb_extreme_vertex(c.obb, n, pick_low(src, side));
      c.plane = {n, -(n.x * v.x + n.y * v.y + n.z * v.z)};
      break;
    }
    case 14:  // subnormal, placed by the caller
    case 15:  // huge, placed by the caller
      c = obb_touching<T>(src, any_used, 6, side);
      break;
    default: {  // far-small: a small box far from the origin, the plane moved with it
      c = obb_touching<T>(src, any_used, 6, side);
      const int k = static_cast<int>(int_in(src, 8, std::is_same_v<T, float> ? 40 : 200));
      const T off = std::ldexp(T(1), k);
      const Vec3<T> o{coin(src) ? off : -off, coin(src) ? off : -off, coin(src) ? off : -off};
      c.obb.c = {c.obb.c.x + o.x, c.obb.c.y + o.y, c.obb.c.z + o.z};
      c.plane.d = static_cast<T>(static_cast<long double>(c.plane.d) - dot_ld(c.plane.n, o));
      break;
    }
  }
  return c;
}

/// Places a flat-OBB case of class cls (subnormal 14, huge 15, others
/// moderate from class 2 on) and rescales the plane by a power of two.
template <class C, class Src>
C place_flat_obb(C c, Src& src, std::size_t cls) {
  if (cls != 14) c.plane = rescale_plane(c.plane, src);
  c = cls == 14 ? place_subnormal(c, src) : cls == 15 ? place_huge(c, src) : cls >= 2 ? place_moderate(c, src) : c;
  sprinkle_negative_zeros(c.plane.n, src);
  sprinkle_negative_zero(c.plane.d, src);
  sprinkle_obb(c.obb, src);
  return c;
}

}  // namespace detail

template <class T>
struct Generator<query::PlaneObb<T>> : OutOfLineMake<query::PlaneObb<T>> {
  using C = query::PlaneObb<T>;
  static constexpr std::array<const char*, 17> kClasses = detail::kFlatObbClasses;

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    return detail::place_flat_obb(detail::flat_obb_case<T>(src, cls, 0), src, cls);
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_PLANE_OBB_H
