// SPDX-License-Identifier: MIT
// geoverify generators: AABB-triangle cases (seed 004 and Akenine-Moller's
// test).
//
// Degenerate triangles are built exactly on the grid: collinear vertices
// p0 + k v, p0 + m v; repeated vertices; a single point. Contact is exact:
// a vertex, an edge or the whole triangle on a face, edge or corner of a grid
// box; a triangle in a face plane; a segment or triangle lying in a flat box's
// plane (where the 13-axis SAT set is incomplete); edges parallel to the box
// axes (zero cross products); slivers; and the magnitudes.
#ifndef GEOVERIFY_GEN_AABB_TRIANGLE_H
#define GEOVERIFY_GEN_AABB_TRIANGLE_H

#include <array>
#include <cmath>

#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/grid.h"
#include "geoverify/gen/placement.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

template <class T>
struct Generator<query::AabbTriangle<T>> : OutOfLineMake<query::AabbTriangle<T>> {
  using C = query::AabbTriangle<T>;
  static constexpr std::array<const char*, 16> kClasses{
      "random-real", "random-bits",        "collinear",    "repeated-vertex", "point",
      "vertex-touch", "edge-touch",        "in-face-plane", "flat-box-coplanar", "axis-parallel-edges",
      "sliver",      "ulp-step",           "subnormal",    "huge",             "far-small",
      "near-collinear"};

  static constexpr int kBits = kCoordBits<T> - 3;

  static Vec3<T> add(const Vec3<T>& a, const Vec3<T>& b, T k) { return {a.x + k * b.x, a.y + k * b.y, a.z + k * b.z}; }

  /// A triangle with p0 = q on the box boundary and the other vertices pointing
  /// away from the box along the outward normal of the face through q (or not).
  template <class Src>
  static C touching(Src& src, int fixed, std::uint64_t zero_extent_odds, bool edge) {
    const Aabb<T> box = grid_box<T>(src, zero_extent_odds);
    const Vec3<T> q = boundary_point<T>(src, box, fixed);
    const Vec3<T> v1 = grid_vec<T>(src, 4), v2 = grid_vec<T>(src, 4);
    const Vec3<T> p1 = add(q, v1, T(1));
    const Vec3<T> p2 = edge ? add(q, v1, T(-int_in(src, 1, 3))) : add(q, v2, T(1));
    return {box, {q, p1, p2}};
  }

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    C c{};
    switch (cls) {
      case 0: {
        c.box = spanned_box<T>([&] { return unit_real<T>(src); });
        c.tri = {{T(2) * unit_real<T>(src), T(2) * unit_real<T>(src), T(2) * unit_real<T>(src)},
                 {T(2) * unit_real<T>(src), T(2) * unit_real<T>(src), T(2) * unit_real<T>(src)},
                 {T(2) * unit_real<T>(src), T(2) * unit_real<T>(src), T(2) * unit_real<T>(src)}};
        break;
      }
      case 1: {
        auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
        c.box = spanned_box<T>(pick);
        c.tri = {{pick(), pick(), pick()}, {pick(), pick(), pick()}, {pick(), pick(), pick()}};
        break;
      }
      case 2: {  // collinear: p0 + k v, p0 + m v, through or near the box
        c.box = grid_box<T>(src, 6);
        const Vec3<T> p0 = coin(src) ? boundary_point<T>(src, c.box, static_cast<int>(src.draw(4))) : grid_vec<T>(src, kBits);
        const Vec3<T> v = grid_vec<T>(src, 4);
        c.tri = {p0, add(p0, v, T(int_in(src, -6, 6))), add(p0, v, T(int_in(src, -6, 6)))};
        break;
      }
      case 3: {  // repeated-vertex
        c = touching(src, static_cast<int>(src.draw(4)), 6, false);
        const int k = static_cast<int>(src.draw(3));
        if (k == 0) c.tri.p1 = c.tri.p0;
        if (k == 1) c.tri.p2 = c.tri.p1;
        if (k == 2) c.tri.p0 = c.tri.p2;
        break;
      }
      case 4: {  // point: all three vertices equal, on, in or off the box
        c.box = grid_box<T>(src, 6);
        const Vec3<T> p = coin(src) ? boundary_point<T>(src, c.box, static_cast<int>(src.draw(4))) : grid_vec<T>(src, kBits);
        c.tri = {p, p, p};
        break;
      }
      case 5: c = touching(src, 1 + static_cast<int>(src.draw(3)), 6, false); break;  // vertex-touch
      case 6: c = touching(src, 1 + static_cast<int>(src.draw(3)), 6, true); break;   // edge-touch (degenerate)
      case 7: {  // in-face-plane: the triangle lies in the plane of a face
        c.box = grid_box<T>(src, 1u << 20);
        const int i = static_cast<int>(src.draw(3));
        const T plane = coin(src) ? get(c.box.min, i) : get(c.box.max, i);
        Vec3<T> p[3];
        for (auto& v : p) {
          v = grid_vec<T>(src, kBits);
          set(v, i, plane);
        }
        c.tri = {p[0], p[1], p[2]};
        break;
      }
      case 8: {  // flat-box-coplanar: a flat box and a segment or triangle in its plane
        c.box = grid_box<T>(src, 1u << 20);
        const int i = static_cast<int>(src.draw(3));
        set(c.box.max, i, get(c.box.min, i));
        Vec3<T> p[3];
        for (auto& v : p) {
          v = grid_vec<T>(src, kBits - 1);
          set(v, i, get(c.box.min, i));
        }
        if (coin(src)) p[2] = add(p[0], {p[1].x - p[0].x, p[1].y - p[0].y, p[1].z - p[0].z}, T(int_in(src, -2, 3)));
        c.tri = {p[0], p[1], p[2]};
        break;
      }
      case 9: {  // axis-parallel-edges: an edge along a box axis (its cross product with that axis is 0)
        c = touching(src, static_cast<int>(src.draw(4)), 6, false);
        const int i = static_cast<int>(src.draw(3));
        c.tri.p1 = c.tri.p0;
        set(c.tri.p1, i, get(c.tri.p0, i) + T(nonzero_int(src, 8)));
        break;
      }
      case 10: {  // sliver: nearly collinear, p2 one ulp off the line through p0, p1
        c = touching(src, static_cast<int>(src.draw(4)), 6, true);
        c.tri.p2 = {ulps(c.tri.p2.x, static_cast<int>(int_in(src, -1, 1))), ulps(c.tri.p2.y, static_cast<int>(int_in(src, -1, 1))),
                    ulps(c.tri.p2.z, static_cast<int>(int_in(src, -1, 1)))};
        break;
      }
      case 11: {  // the fixed axes drawn first, then the edge flag
        const int fixed = 1 + static_cast<int>(src.draw(3));
        c = ulp_step(touching(src, fixed, 6, coin(src)), src);
        break;
      }
      case 12:
      case 13: {  // subnormal, huge
        const int fixed = static_cast<int>(src.draw(4));
        c = touching(src, fixed, 6, coin(src));
        break;
      }
      case 15: {  // near-collinear: p0 + a v, p0 + b v in full precision, rounded (collinear up
                  // to rounding, or repeated), passing through or beside a unit box's boundary
        c.box = {{T(0), T(0), T(0)}, {T(1), T(1), T(1)}};
        Vec3<T> p0{unit_real<T>(src), unit_real<T>(src), unit_real<T>(src)};
        const int i = static_cast<int>(src.draw(3));
        const T side = coin(src) ? T(1) : T(0);  // then the fraction, then its exponent
        const T frac = unit_real<T>(src);
        set(p0, i, side + std::ldexp(frac, -static_cast<int>(int_in(src, 18, 26))));
        const Vec3<T> v{unit_real<T>(src), unit_real<T>(src), unit_real<T>(src)};
        const T a = unit_real<T>(src), b = one_in(src, 4) ? T(0) : unit_real<T>(src);
        c.tri = {p0, add(p0, v, a), add(p0, v, b)};
        break;
      }
      default: {  // far-small: a small box and triangle far from the origin
        const int fixed = static_cast<int>(src.draw(4));
        c = touching(src, fixed, 6, coin(src));
        const T sgn = coin(src) ? T(1) : T(-1);
        const T off = std::ldexp(sgn, static_cast<int>(int_in(src, 10, 40)));
        for (Vec3<T>* v : {&c.box.min, &c.box.max, &c.tri.p0, &c.tri.p1, &c.tri.p2}) *v = {v->x + off, v->y, v->z - off};
        break;
      }
    }
    c = cls == 12 ? place_subnormal(c, src) : cls == 13 ? place_huge(c, src) : cls >= 2 ? place_moderate(c, src) : c;
    for (Vec3<T>* v : {&c.box.min, &c.box.max, &c.tri.p0, &c.tri.p1, &c.tri.p2}) sprinkle_negative_zeros(*v, src);
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_AABB_TRIANGLE_H
