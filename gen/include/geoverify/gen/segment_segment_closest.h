// SPDX-License-Identifier: MIT
// geoverify generators: segment-segment-closest cases. Capsule-capsule's
// classes with the axes as the segments (the same configurations: tangent
// side to side, end to side and end to end on the grid, parallel, collinear,
// near-parallel and crossing axes, point axes, ulp steps, and the scales
// where the squares round, underflow or overflow), then five that stress
// the closest points, rationals whose coordinates are almost never values
// of T:
//   skew          two random segments (the lines' closest points, often
//                 interior to both);
//   near-crossing two segments through nearly the same full-precision point
//                 (2^-4 to 2^-40 apart): a squared distance far below the
//                 coordinates' squares;
//   turned-copy   the second segment a copy of the first turned by 2^-10 to
//                 2^-40 and moved off: denom = a e - b^2 cancels (named
//                 apart from the capsule classes' near-parallel, long axes);
//   parallel-overlap  small integer segments (times 2^-20 to 2^20), the
//                 second parallel to the first, moved off and along it:
//                 exactly parallel, the closest pairs a whole interval;
//   far           skew segments 2^10 to 2^40 from the origin: the
//                 differences cancel most of the coordinates' digits.
#ifndef GEOVERIFY_GEN_SEGMENT_SEGMENT_CLOSEST_H
#define GEOVERIFY_GEN_SEGMENT_SEGMENT_CLOSEST_H

#include <array>
#include <cmath>
#include <cstddef>

#include "geoverify/gen/aimed.h"
#include "geoverify/gen/capsule_capsule.h"
#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

template <class T>
struct Generator<query::SegmentSegmentClosest<T>> : OutOfLineMake<query::SegmentSegmentClosest<T>> {
  using C = query::SegmentSegmentClosest<T>;
  using Shapes = Generator<query::CapsuleCapsule<T>>;
  static constexpr std::size_t kShapeClasses = Shapes::kClasses.size();
  static constexpr auto kClasses = classes_then<kShapeClasses>(
      Shapes::kClasses,
      std::array<const char*, 5>{"skew", "near-crossing", "turned-copy", "parallel-overlap", "far"});

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    if (cls < kShapeClasses) {
      const query::CapsuleCapsule<T> c = Shapes::generate(src, cls);
      return {{c.a.p0, c.a.p1}, {c.b.p0, c.b.p1}};
    }
    C c{};
    c.a = {unit_point<T>(src), unit_point<T>(src)};
    c.b = {unit_point<T>(src), unit_point<T>(src)};
    const auto tiny = [&](int lo, int hi) { return std::ldexp(T(1), -static_cast<int>(int_in(src, lo, hi))); };
    switch (cls - kShapeClasses) {
      case 0: break;  // skew
      case 1: {       // near-crossing: both through x, the second moved by a tiny step
        const Vec3<T> x = unit_point<T>(src), u = unit_point<T>(src), v = unit_point<T>(src);
        const Vec3<T> off = along(x, tiny(4, 40), unit_point<T>(src));
        c.a = {along(x, -T(0.5), u), along(x, T(0.75), u)};
        c.b = {along(off, -T(0.625), v), along(off, T(0.5), v)};
        break;
      }
      case 2: {  // turned-copy
        const Vec3<T> d{c.a.p1.x - c.a.p0.x, c.a.p1.y - c.a.p0.y, c.a.p1.z - c.a.p0.z};
        const Vec3<T> turn = along(d, tiny(10, 40), unit_point<T>(src));
        const Vec3<T> start = along(c.a.p0, T(0.25), unit_point<T>(src));
        c.b = {start, along(start, T(1), turn)};
        break;
      }
      case 3: {  // parallel-overlap: small integers times 2^j, exact in T
        const auto small = [&] { return static_cast<T>(int_in(src, -8, 8)); };
        const T scale = std::ldexp(T(1), static_cast<int>(int_in(src, -20, 20)));
        const Vec3<T> p0{small(), small(), small()}, off{small(), small(), small()};
        Vec3<T> d{small(), small(), small()};
        if (d.x == 0 && d.y == 0 && d.z == 0) d.x = 1;
        const T shift = static_cast<T>(int_in(src, 0, 2)), len = coin(src) ? T(2) : T(-1);
        const Vec3<T> q0 = along(along(p0, T(1), off), shift, d);
        const auto s_ = [&](const Vec3<T>& v) { return Vec3<T>{v.x * scale, v.y * scale, v.z * scale}; };
        c.a = {s_(p0), s_(along(p0, T(3), d))};
        c.b = {s_(q0), s_(along(q0, len, d))};
        break;
      }
      default: {  // far
        const T away = std::ldexp(T(1), static_cast<int>(int_in(src, 10, 40)));
        const Vec3<T> o{away * unit_real<T>(src), away * unit_real<T>(src), away * unit_real<T>(src)};
        c.a = {along(o, T(1), c.a.p0), along(o, T(1), c.a.p1)};
        c.b = {along(o, T(1), c.b.p0), along(o, T(1), c.b.p1)};
        break;
      }
    }
    return c;
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_SEGMENT_SEGMENT_CLOSEST_H
