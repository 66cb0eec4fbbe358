// SPDX-License-Identifier: MIT
// geoverify core: segment versus triangle, exact.
//
// The set computed: the relation (relation.h) of the closed segment
// S = conv(p0, p1), given by its endpoints (the direction p1 - p0 is taken
// exactly, never rounded), and the closed triangle T = conv(t0, t1, t2).
// Overlapping means the origin is interior to T - S: the segment crosses the
// triangle's plane transversally, its endpoints strictly on opposite sides,
// at a point of the triangle's relative interior. Every other meeting is
// touching:
//   * the segment through an edge or a vertex of T;
//   * an endpoint on T (the other off the plane);
//   * a segment lying in T's plane and meeting T;
//   * any meeting of a degenerate pair: a point segment (p0 == p1), a
//     triangle with collinear or coincident vertices (a segment, a point).
// The triangle has no front or back: both sides count. Degenerate but valid:
// all of the above, -0.0 components, subnormals, magnitudes up to FLT_MAX /
// DBL_MAX (where p1 - p0 overflows in T). Invalid (shapes.h): a NaN or an
// infinity in an endpoint or a vertex; the answer is then Relation::invalid
// and intersects() is false.
//
// Exactness: the answer is exact for every finite input, float or double.
// With the signed volumes (orientations; detail/volume.h)
//   sP = (t0 - p0) . ((t1 - p0) x (t2 - p0)) = n . (t0 - p0),
//   sQ = (t0 - p1) . ((t1 - p1) x (t2 - p1)) = n . (t0 - p1),
//   e_i = (p1 - p0) . ((t_{i+1} - p0) x (t_{i+2} - p0)),  i = 0, 1, 2,
// n = (t1 - t0) x (t2 - t0): sP and sQ of one strict sign put both endpoints
// on one side of the plane (disjoint); otherwise, unless both are zero, the
// segment meets the plane at one point X (n . (p1 - p0) = sP - sQ != 0, so T
// is a proper triangle) whose barycentric coordinates have the signs of the
// e_i (their sum is sP - sQ): two e_i of strictly opposite signs put X
// outside T (disjoint), else X is on T; overlapping when sP, sQ have strictly
// opposite signs and the three e_i one strict sign, touching otherwise.
//   Stage 1 (filter) evaluates the five volumes in double from once-rounded
//   differences and certifies each sign first by an axis-norm bound shared
//   by the volumes (kVolumeNormBound = 64u for sP and sQ, kVolumeAxisBound
//   = 32u for the e_i), then, where that cannot tell, by the per-term
//   bound kVolumeBound = 9u (docs/error-bounds.md, "Segment–triangle"); it
//   decides with the rules above whenever the signs it needs are certified
//   (a sign is certified zero only when every term of its volume is exactly
//   zero).
//   Before stage 2, the bounding boxes are compared exactly (apart on an
//   axis: disjoint), which settles most inputs the double screen refuses.
//   Stage 2 (exact) evaluates the same five signs (degree 3) first in the
//   integer frame (detail/int_frame.h: when the fifteen inputs are integers
//   of one binary frame whose differences lie below 2^41, every volume is
//   a 128-bit integer, st_frame_relation), then in the grid stage (double
//   arithmetic that proves every step exact, detail/grid_float.h), and when
//   a step cannot be proven, in stack integers (detail/poly_exact.h), and
//   decides by the same rules. When
//   sP == sQ == 0 and T is proper, the segment lies in T's plane: projected
//   along an axis where n is nonzero, it meets T iff an endpoint is in T or
//   it meets an edge (exact 2D orientations, degree 2): touching or
//   disjoint. A degenerate T (n == 0) is decided as the relation of T and
//   the degenerate triangle (p0, p1, p1), which is S, by the exact stage of
//   triangle_triangle.h (complete for degenerate triangles).
// Double inputs with a nonzero magnitude outside [2^-250, 2^300] skip stage 1.
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact. Stack: the exact stage keeps
// its numbers on the stack, and for a degenerate triangle calls
// triangle_triangle.h's (about 16 KB for double input). Exact under FMA
// contraction: every bound holds for any mix of fused and unfused evaluation.
// -ffast-math is refused by config.h.
#ifndef GEOVERIFY_CORE_SEGMENT_TRIANGLE_H
#define GEOVERIFY_CORE_SEGMENT_TRIANGLE_H

#include <type_traits>

#include "geoverify/core/config.h"
#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/int_frame.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/detail/volume.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/core/triangle_triangle.h"

namespace gv {
namespace detail {

/// The relation once the segment is known to meet the plane at one point X
/// (sP, sQ not of one strict sign, not both zero), from the signs of the
/// e_i: disjoint when two are certified of strictly opposite signs, else
/// Relation::invalid while one is undecided, else touching or overlapping
/// (see the file comment).
inline Relation segment_triangle_crossing(int sp, int sq, const FilteredSign (&e)[3]) noexcept {
  int pos = 0, neg = 0, known = 0;
  for (int i = 0; i < 3; ++i) {
    pos += e[i].decided & (e[i].sign > 0);
    neg += e[i].decided & (e[i].sign < 0);
    known += e[i].decided;
  }
  if (pos > 0 && neg > 0) return Relation::disjoint;  // X outside T
  if (known < 3) return Relation::invalid;
  const bool crossing = sp * sq < 0;
  return crossing && (pos == 3 || neg == 3) ? Relation::overlapping : Relation::touching;
}

/// Stage 1: the filter's answer, or Relation::invalid when it cannot decide
/// (see the file comment). p[0], p[1]: the endpoints; t[i]: the vertices.
inline Relation segment_triangle_filter(const double (&p)[2][3], const double (&t)[3][3]) noexcept {
  // Each sign by the axis-norm bound first, the per-term bound where it
  // cannot tell (detail/volume.h, volume_sign_two_pass).
  const Diff3 a[3] = {diff3(t[0], p[0]), diff3(t[1], p[0]), diff3(t[2], p[0])};
  const AxisNorms na = axis_norms(a[0], a[1], a[2]);
  const FilteredSign sp = volume_sign_two_pass(a[0], a[1], a[2], volume_norm_bound(na));
  if (!sp.decided) return Relation::invalid;
  const Diff3 b[3] = {diff3(t[0], p[1]), diff3(t[1], p[1]), diff3(t[2], p[1])};
  const FilteredSign sq = volume_sign_two_pass(b[0], b[1], b[2], volume_norm_bound(axis_norms(b[0], b[1], b[2])));
  if (!sq.decided) return Relation::invalid;
  if (sp.sign * sq.sign > 0) return Relation::disjoint;        // both endpoints on one side
  if (sp.sign == 0 && sq.sign == 0) return Relation::invalid;  // in the plane, or T degenerate
  // One crossing point X; the e_i have the signs of its barycentric coordinates.
  const Diff3 d = diff3(p[1], p[0]);
  const double ea = volume_axis_bound(d, na);  // one bound for the three edge volumes
  const FilteredSign e[3] = {volume_sign_two_pass(d, a[1], a[2], ea), volume_sign_two_pass(d, a[2], a[0], ea),
                             volume_sign_two_pass(d, a[0], a[1], ea)};
  return segment_triangle_crossing(sp.sign, sq.sign, e);
}

/// The exact sign of (b - a) x (c - a) in the coordinates (i, j): degree 2.
template <class T>
inline int st_orient2(const double (&a)[3], const double (&b)[3], const double (&c)[3], int i, int j,
                      bool& ok) noexcept {
  using Caps = PolyCaps<T>;
  BigFloat<Caps::d1> bx, by, cx, cy;
  ok &= big_diff(bx, b[i], a[i]);
  ok &= big_diff(by, b[j], a[j]);
  ok &= big_diff(cx, c[i], a[i]);
  ok &= big_diff(cy, c[j], a[j]);
  BigFloat<Caps::d2> l, r, v;
  ok &= big_mul(l, bx, cy);
  ok &= big_mul(r, by, cx);
  ok &= big_add(v, l, r, /*negate_b=*/true);
  return big_sign(v);
}

/// True iff c lies in the bounding box of a and b in the coordinates (i, j)
/// (for c on the line ab: on the closed segment ab). Exact comparisons.
inline bool st_between(const double (&a)[3], const double (&b)[3], const double (&c)[3], int i, int j) noexcept {
  auto in = [](double x, double u, double v) { return (u <= x && x <= v) || (v <= x && x <= u); };
  return in(c[i], a[i], b[i]) && in(c[j], a[j], b[j]);
}

/// The in-plane decision over the five points by index (0 and 1 the
/// endpoints, 2, 3, 4 the vertices), given orient(a, b, c), the exact sign of
/// (b - a) x (c - a) in the projection, and between(a, b, c), st_between:
/// true iff an endpoint lies in the closed triangle or the closed segment
/// meets an edge (either may be a point).
template <class Orient, class Between>
inline bool st_in_plane_meets(Orient&& orient, Between&& between) noexcept {
  for (int e = 0; e < 2; ++e) {  // an endpoint in the closed triangle
    int pos = 0, neg = 0;
    for (int v = 0; v < 3; ++v) {
      const int o = orient(2 + v, 2 + (v + 1) % 3, e);
      pos += o > 0;
      neg += o < 0;
    }
    if (!(pos > 0 && neg > 0)) return true;
  }
  for (int v = 0; v < 3; ++v) {  // the segment 01 against the edge cd
    const int c = 2 + v, d = 2 + (v + 1) % 3;
    const int o1 = orient(0, 1, c), o2 = orient(0, 1, d), o3 = orient(c, d, 0), o4 = orient(c, d, 1);
    if (o1 * o2 < 0 && o3 * o4 < 0) return true;  // proper crossing
    if ((o1 == 0 && between(0, 1, c)) || (o2 == 0 && between(0, 1, d)) || (o3 == 0 && between(c, d, 0)) ||
        (o4 == 0 && between(c, d, 1))) {
      return true;
    }
  }
  return false;
}

/// The plane's case in the integer frame: when the fifteen inputs are
/// integers M 2^L of one frame (int_frame.h), every difference lies below
/// 2^63 and each 2D orientation (degree 2) is sign_of_cross of four of
/// them, exact; the normal's components, too. True with *meet set, or with
/// *degenerate set when the normal is zero; false when the frame refuses the
/// inputs. Integer instructions only: no flag.
inline bool st_in_plane_frame(const double (&p)[2][3], const double (&t)[3][3], bool& meet, bool& degenerate) noexcept {
  const double v[15] = {p[0][0], p[0][1], p[0][2], p[1][0], p[1][1], p[1][2], t[0][0], t[0][1],
                        t[0][2], t[1][0], t[1][1], t[1][2], t[2][0], t[2][1], t[2][2]};
  std::int64_t m[15];
  int L = 0;
  if (!int_frame(v, m, L)) return false;
  const auto at = [&m](int point, int axis) { return m[3 * point + axis]; };
  int k = -1;  // an axis where n = (t1 - t0) x (t2 - t0) is nonzero
  for (int a = 0; a < 3 && k < 0; ++a) {
    const int i = (a + 1) % 3, j = (a + 2) % 3;
    if (sign_of_cross(at(3, i) - at(2, i), at(4, j) - at(2, j), at(3, j) - at(2, j), at(4, i) - at(2, i)) != 0) k = a;
  }
  degenerate = k < 0;
  if (degenerate) return true;
  const int i = (k + 1) % 3, j = (k + 2) % 3;
  meet = st_in_plane_meets(
      [&](int a, int b, int c) {
        return sign_of_cross(at(b, i) - at(a, i), at(c, j) - at(a, j), at(b, j) - at(a, j), at(c, i) - at(a, i));
      },
      [&](int a, int b, int c) {
        const auto in = [](std::int64_t x, std::int64_t u, std::int64_t w) { return (u <= x && x <= w) || (w <= x && x <= u); };
        return in(at(c, i), at(a, i), at(b, i)) && in(at(c, j), at(a, j), at(b, j));
      });
  return true;
}

/// Stage 2 for sP == sQ == 0: the segment lies in the plane of a proper
/// triangle (n != 0), or the triangle is degenerate. In the plane, project
/// along an axis k with n_k != 0 (a bijection of the plane onto the other two
/// coordinates): the closed sets meet iff an endpoint lies in the triangle or
/// the segment meets an edge; never overlapping (T - S is flat). In the
/// integer frame when it holds the inputs (st_in_plane_frame; kFrame false,
/// for the tests, skips it), else in BigFloat. A degenerate triangle goes to
/// triangle_triangle.h's exact stage with the degenerate triangle
/// (p0, p1, p1), which is S.
template <class T, bool kFrame = true>
GEOVERIFY_NOINLINE Relation segment_triangle_in_plane(const double (&p)[2][3], const double (&t)[3][3],
                                                      Stats* st) noexcept {
  bool meet = false, degenerate = false;
  if (!(kFrame && st_in_plane_frame(p, t, meet, degenerate))) {
    using Caps = PolyCaps<T>;
    BigVec<Caps::d1> e1, e2;
    bool ok = true;
    for (int k = 0; k < 3; ++k) {
      ok &= big_diff(e1.c[k], t[1][k], t[0][k]);
      ok &= big_diff(e2.c[k], t[2][k], t[0][k]);
    }
    BigVec<Caps::d2> n;
    ok &= big_cross(n, e1, e2);
    if (!ok) return capacity_exceeded();
    degenerate = big_is_zero(n);
    if (!degenerate) {
      const int k = big_sign(n.c[0]) != 0 ? 0 : (big_sign(n.c[1]) != 0 ? 1 : 2);
      const int i = (k + 1) % 3, j = (k + 2) % 3;
      const double(*pts[5])[3] = {&p[0], &p[1], &t[0], &t[1], &t[2]};
      meet = st_in_plane_meets([&](int a, int b, int c) { return st_orient2<T>(*pts[a], *pts[b], *pts[c], i, j, ok); },
                               [&](int a, int b, int c) { return st_between(*pts[a], *pts[b], *pts[c], i, j); });
      if (!ok) return capacity_exceeded();
    }
  }
  if (degenerate) {
    const double q[3][3] = {{p[0][0], p[0][1], p[0][2]}, {p[1][0], p[1][1], p[1][2]}, {p[1][0], p[1][1], p[1][2]}};
    return triangle_triangle_exact<T>(t, q, nullptr, st);
  }
  return decided_exactly(st, meet ? Relation::touching : Relation::disjoint);
}

/// Stage 2 off the plane: the same signs exactly, in the numbers Num (the
/// grid stage or the integer stage, stage.h's exact_stages; differences of
/// degree 1, cross products 2, volumes 3), sP and sQ first (on one side of
/// the plane: disjoint, without the e_i). sP == sQ == 0 (a segment in the
/// plane, a point segment on it, a degenerate triangle) sets in_plane and is
/// segment_triangle_in_plane's. ok turns false when Num cannot hold a step.
template <class T, template <int> class Num>
inline Relation st_exact(const double (&p)[2][3], const double (&t)[3][3], bool& in_plane, bool& ok,
                         NumTag<Num>) noexcept {
  using Caps = PolyCaps<T>;
  in_plane = false;
  BigVec<Caps::d1, Num> a[3], b[3];
  for (int k = 0; k < 3; ++k) {
    for (int i = 0; i < 3; ++i) {
      ok &= big_diff(a[i].c[k], t[i][k], p[0][k]);
      ok &= big_diff(b[i].c[k], t[i][k], p[1][k]);
    }
  }
  if (!ok) return Relation::invalid;  // the grid stage cannot hold a difference
  BigVec<Caps::d2, Num> c0, cb;
  Num<Caps::d3> sp, sq;
  ok &= big_cross(c0, a[1], a[2]);
  ok &= big_dot3(sp, a[0], c0);
  ok &= big_cross(cb, b[1], b[2]);
  ok &= big_dot3(sq, b[0], cb);
  if (!ok) return Relation::invalid;
  const int ssp = big_sign(sp), ssq = big_sign(sq);
  if (ssp * ssq > 0) return Relation::disjoint;
  if (ssp == 0 && ssq == 0) {
    in_plane = true;
    return Relation::invalid;
  }
  BigVec<Caps::d1, Num> d;
  for (int k = 0; k < 3; ++k) ok &= big_diff(d.c[k], p[1][k], p[0][k]);
  FilteredSign es[3];
  for (int i = 0; i < 3; ++i) {
    BigVec<Caps::d2, Num> c;
    if (i == 0) ok &= big_copy_vec(c, c0);
    else ok &= big_cross(c, a[(i + 1) % 3], a[(i + 2) % 3]);
    Num<Caps::d3> e;
    ok &= big_dot3(e, d, c);
    es[i] = {big_sign(e), true};
  }
  return segment_triangle_crossing(ssp, ssq, es);
}

/// Bits of the integer frame's differences: each volume of three differences
/// below 2^b lies below 2^(3b + 3) (int_frame.h, i128_dot), within I128 for
/// b <= 41.
constexpr int kStFrameBits = 41;

/// Stage 2's first step: the fifteen inputs as integers M 2^L of one frame
/// (int_frame.h); where every difference the volumes take (t_i - p0,
/// t_i - p1, p1 - p0) lies below 2^kStFrameBits in magnitude, the five signs
/// exactly in I128 and the relation by st_exact's rules; true. False when
/// the frame refuses the inputs or a difference is wider (the later stages
/// decide), and when sP == sQ == 0, with in_plane set (the plane's case and
/// a degenerate triangle: segment_triangle_in_plane). Integer instructions
/// only: no flag.
inline bool st_frame_relation(const double (&p)[2][3], const double (&t)[3][3], Relation& rel,
                              bool& in_plane) noexcept {
  in_plane = false;
  const double v[15] = {p[0][0], p[0][1], p[0][2], p[1][0], p[1][1], p[1][2], t[0][0], t[0][1],
                        t[0][2], t[1][0], t[1][1], t[1][2], t[2][0], t[2][1], t[2][2]};
  std::int64_t m[15];
  int L = 0;
  if (!int_frame(v, m, L)) return false;
  std::int64_t a[3][3], b[3][3], d[3];  // t_i - p0, t_i - p1, p1 - p0; |m| < 2^62: no overflow
  std::uint64_t bits = 0;
  for (int k = 0; k < 3; ++k) {
    d[k] = m[3 + k] - m[k];
    or_magnitude(bits, d[k]);
    for (int i = 0; i < 3; ++i) {
      a[i][k] = m[6 + 3 * i + k] - m[k];
      b[i][k] = m[6 + 3 * i + k] - m[3 + k];
      or_magnitude(bits, a[i][k]);
      or_magnitude(bits, b[i][k]);
    }
  }
  if (bit_length(bits) > kStFrameBits) return false;
  I128 c0[3], c[3];
  i128_cross(a[1], a[2], c0);
  const int sp = i128_sign(i128_dot(a[0], c0));
  i128_cross(b[1], b[2], c);
  const int sq = i128_sign(i128_dot(b[0], c));
  if (sp * sq > 0) {
    rel = Relation::disjoint;
    return true;
  }
  if (sp == 0 && sq == 0) {
    in_plane = true;
    return false;
  }
  FilteredSign e[3];
  e[0] = {i128_sign(i128_dot(d, c0)), true};
  for (int i = 1; i < 3; ++i) {
    i128_cross(a[(i + 1) % 3], a[(i + 2) % 3], c);
    e[i] = {i128_sign(i128_dot(d, c)), true};
  }
  rel = segment_triangle_crossing(sp, sq, e);
  return true;
}

/// Stage 2: the integer frame, then st_exact in the exact stages in turn,
/// then the plane's case. kFrame false (for the tests) skips the frame.
template <class T, bool kFrame = true>
GEOVERIFY_NOINLINE Relation segment_triangle_exact(const double (&p)[2][3], const double (&t)[3][3],
                                                   Stats* st) noexcept {
  Relation r = Relation::invalid;
  bool in_plane = false, ok = true;
  if (kFrame && st_frame_relation(p, t, r, in_plane)) return decided_exactly(st, r);
  if (!in_plane) {
    r = grid_then_integer([&](auto num, bool& stage_ok) { return st_exact<T>(p, t, in_plane, stage_ok, num); }, ok);
    if (!ok) return capacity_exceeded();
  }
  if (in_plane) return segment_triangle_in_plane<T, kFrame>(p, t, st);
  return decided_exactly(st, r);
}

/// The complete predicate: validity, screen, filter, bounding boxes, exact
/// stage.
template <class T>
inline Relation segment_triangle(const Segment<T>& s_in, const Triangle<T>& tri_in, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Segment<T>& s = as_given(s_in);
  const Triangle<T>& tri = as_given(tri_in);
  if (!(is_valid(s) && is_valid(tri))) return rejected(st);
  const double p[2][3] = {{s.p0.x, s.p0.y, s.p0.z}, {s.p1.x, s.p1.y, s.p1.z}};
  const double t[3][3] = {{tri.p0.x, tri.p0.y, tri.p0.z}, {tri.p1.x, tri.p1.y, tri.p1.z},
                          {tri.p2.x, tri.p2.y, tri.p2.z}};
  bool filterable = true;
  if constexpr (std::is_same_v<T, double>) {
    filterable = admit_in_place<T>(s, kVolumeScreenLo, kVolumeScreenHi) &&
                 admit_in_place<T>(tri, kVolumeScreenLo, kVolumeScreenHi);
  }
  if (filterable) {
    const Relation r = segment_triangle_filter(p, t);
    if (r != Relation::invalid) return decided_by_filter(st, r);
  }
  // Before the exact stage, the bounding boxes, compared exactly: apart on an
  // axis means disjoint (what most inputs of very different magnitudes,
  // which skip the filter, come to).
  for (int k = 0; k < 3; ++k) {
    const double slo = p[0][k] < p[1][k] ? p[0][k] : p[1][k], shi = p[0][k] < p[1][k] ? p[1][k] : p[0][k];
    const double tlo = min3(t[0][k], t[1][k], t[2][k]);
    const double thi = max3(t[0][k], t[1][k], t[2][k]);
    if ((shi < tlo) | (thi < slo)) return decided_by_filter(st, Relation::disjoint);
  }
  return segment_triangle_exact<T>(p, t, st);
}

}  // namespace detail

/// Exact relation of the closed segment conv(s.p0, s.p1) and the closed
/// triangle conv(t.p0, t.p1, t.p2); see the file comment for the rules and
/// the degenerate cases. Invalid input gives Relation::invalid. stats, when
/// given, counts the stage that decided the call.
template <class T>
Relation relation(const Segment<T>& s, const Triangle<T>& t, Stats* stats = nullptr) noexcept {
  return detail::segment_triangle(s, t, stats);
}
/// relation(triangle, segment) gives the same (relation.h).
template <class T>
struct ReversedPair<Triangle<T>, Segment<T>> : std::true_type {};

}  // namespace gv

#endif  // GEOVERIFY_CORE_SEGMENT_TRIANGLE_H
