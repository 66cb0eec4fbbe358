// SPDX-License-Identifier: MIT
// geoverify core: ball versus triangle, exact.
//
// The set computed: the relation (relation.h) of the closed ball
// {x : |x - c| <= r} and the closed triangle T = conv(p0, p1, p2). With D2
// the squared distance from c to T:
//   D2 > r^2   disjoint
//   D2 < r^2   overlapping (then r > 0: a point of T is inside the open ball,
//              and stays inside under every small move)
//   D2 == r^2  touching: tangent to the face, an edge or a vertex, and a
//              point ball (r == 0) on T, which has no interior in space.
// Degenerate but valid: r == 0 or -0.0 (a point), collinear or coincident
// vertices (T is a segment or a point), -0.0 anywhere, subnormals,
// magnitudes up to FLT_MAX / DBL_MAX. Invalid (a NaN or infinite component,
// r < 0): Relation::invalid, and intersects() returns false.
//
// Exactness: exact for every finite input, float or double. The nearest
// point of T to c lies on one of seven features, and the sign of D2 - r^2 is
// the least sign of D^2 - r^2 over the features whose nearest point is a
// point of T ("eligible"), with w_i = c - p_i, e_i = p_{i+1} - p_i (indices
// mod 3), n = (p1 - p0) x (p2 - p0):
//   vertex i (always eligible)     V_i = w_i . w_i - r^2               degree 2
//   edge i, eligible iff
//     a_i = w_i . e_i > 0 and b_i = w_{i+1} . e_i < 0 (the foot inside it)
//                                  E_i = (e_i . e_i) V_i - a_i^2       degree 4
//   the face, eligible iff n != 0 and s_i = (e_i x w_i) . n >= 0 for all i
//     (the projection of c in T)   F = (n . w_0)^2 - r^2 (n . n)       degree 6
// (E_i / (e_i . e_i) and F / (n . n) are the squared distances to the line and
// the plane minus r^2.) A degenerate T has no eligible face and its zero
// edges no eligible edge; its vertices and other edges cover it.
//   Before stage 1, the boxes: fl(c_k - max_i p_ik) > r or
//   fl(min_i p_ik - c_k) > r on an axis is disjoint (exact, since rounding is
//   monotone and r is a float).
//   Stage 1 (filter) evaluates those polynomials in double from once-rounded
//   differences, each under a derived bound (m + 1) u P~ where m is the
//   number of roundings a term meets and P~ the computed sum of the terms'
//   magnitudes (docs/error-bounds.md, "Sphere–triangle"): overlapping as soon
//   as an eligible feature is certified negative, disjoint when every vertex
//   is certified positive and every edge and the face are certified
//   ineligible or positive; otherwise stage 2.
//   Stage 2 (exact) compares the boxes exactly, then evaluates the same signs
//   (degree <= 6), first in the grid stage (double arithmetic that proves
//   every step exact, detail/grid_float.h), and when a step cannot be
//   proven, in stack integers (detail/poly_exact.h), and takes the least
//   eligible one.
// Inputs with a nonzero magnitude outside [2^-64, 2^128], float or double,
// skip the box test and stage 1: inside it no intermediate of degree <= 6
// overflows or leaves the normal range (docs/error-bounds.md).
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact. Exact under FMA contraction
// (-ffp-contract=fast, -march=native): every bound holds for any mix of fused
// and unfused evaluation. -ffast-math is refused by config.h. The exact stage
// keeps its numbers on the stack (about 12 KB for double input).
#ifndef GEOVERIFY_CORE_SPHERE_TRIANGLE_H
#define GEOVERIFY_CORE_SPHERE_TRIANGLE_H

#include <type_traits>

#include "geoverify/core/config.h"
#include "geoverify/core/detail/distance_signs.h"
#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/roundoff.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/detail/volume.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace detail {

/// The box test: true when an axis separates the ball's box from the
/// triangle's, decided exactly by comparing fl(c_k - max) and fl(min - c_k)
/// with r (rounding is monotone and r is a double). Precondition: the screen.
inline bool spt_boxes_apart(const double (&c)[3], double r, const double (&p)[3][3]) noexcept {
  bool apart = false;
  for (int k = 0; k < 3; ++k) {
    const double lo = min3(p[0][k], p[1][k], p[2][k]);
    const double hi = max3(p[0][k], p[1][k], p[2][k]);
    apart |= (c[k] - hi > r) | (lo - c[k] > r);
  }
  return apart;
}

/// Stage 1 (and the box test before it): the filter's answer, or
/// Relation::invalid when it cannot decide. c: the centre; p[i]: the vertices.
/// Precondition: every input passed the screen [kDistScreenLo, kDistScreenHi].
inline Relation sphere_triangle_filter(const double (&c)[3], double r, const double (&p)[3][3]) noexcept;

/// The filter's signs of the file comment against a given computed R^2
/// (at most three roundings, or an exact value): the relation of the ball of
/// squared radius R^2 about c and the triangle, i.e. the sign of dist^2 - R^2
/// (disjoint +1, overlapping -1), or Relation::invalid when it cannot decide
/// (it never decides touching). No box test. Precondition: c and the
/// vertices passed the screen [kDistScreenLo, kDistScreenHi], and R^2 is 0 or
/// in [kDistScreenLo^2, kDistScreenHi^2] (the square of a screened radius).
inline Relation spt_filter_against(const double (&c)[3], double r2, const double (&p)[3][3]) noexcept {
  const Diff3 w[3] = {diff3(c, p[0]), diff3(c, p[1]), diff3(c, p[2])};
  double ww[3];
  DistVerdict verdict;
  for (int i = 0; i < 3; ++i) {
    ww[i] = w[i].v[0] * w[i].v[0] + w[i].v[1] * w[i].v[1] + w[i].v[2] * w[i].v[2];
    verdict.add(1, certified_sign(dist_vertex(ww[i], r2)));  // a vertex: always a point of T
  }
  if (verdict.overlapping) return Relation::overlapping;
  const Diff3 e[3] = {diff3(p[1], p[0]), diff3(p[2], p[1]), diff3(p[0], p[2])};
  // The face.
  const Diff3 n = dist_cross(e[2], e[0]);  // (p0 - p2) x (p1 - p0) = (p1 - p0) x (p2 - p0)
  int face = n.m[0] + n.m[1] + n.m[2] == 0.0 ? 0 : 1;  // n exactly zero: no face
  for (int i = 0; i < 3 && face != 0; ++i) {
    const FilteredSign s = certified_sign(dist_side(e[i], w[i], n));
    if (s.decided && s.sign < 0) face = 0;
    else if (!s.decided) face = -1;
  }
  if (face != 0) verdict.add(face, certified_sign(dist_face(n, w[0], r2)));
  if (verdict.overlapping) return Relation::overlapping;
  // The edges.
  for (int i = 0; i < 3; ++i) {
    const int el = dist_eligible(certified_sign(dist_foot(w[i], e[i])), certified_sign(dist_foot(w[(i + 1) % 3], e[i])));
    if (el != 0) verdict.add(el, certified_sign(dist_edge(w[i], e[i], ww[i], r2)));
  }
  if (verdict.overlapping) return Relation::overlapping;
  return verdict.all_positive ? Relation::disjoint : Relation::invalid;
}

inline Relation sphere_triangle_filter(const double (&c)[3], double r, const double (&p)[3][3]) noexcept {
  if (spt_boxes_apart(c, r, p)) return Relation::disjoint;
  return spt_filter_against(c, r * r, p);
}

/// The exact sign of dist^2 - R^2 for the point c and the triangle, R^2 given
/// exactly (degree <= 2): the least sign over the eligible features of the
/// file comment. No box test. In the numbers of r2 (the grid stage's or the
/// integer stage's); sets ok = false when they cannot hold a step (for the
/// integer stage, ruled out by derivation).
template <class T, template <int> class Num>
inline int spt_exact_against(const double (&c)[3], const Num<PolyCaps<T>::d2>& r2, const double (&p)[3][3],
                             bool& ok) noexcept {
  using Caps = PolyCaps<T>;
  BigVec<Caps::d1, Num> w[3], e[3];
  for (int k = 0; k < 3; ++k) {
    for (int i = 0; i < 3; ++i) {
      ok &= big_diff(w[i].c[k], c[k], p[i][k]);
      ok &= big_diff(e[i].c[k], p[(i + 1) % 3][k], p[i][k]);
    }
  }
  int least = 1;  // the least sign over the eligible features so far
  Num<Caps::d2> v[3];
  for (int i = 0; i < 3; ++i) {
    Num<Caps::d2> ww;
    ok &= big_norm2(ww, w[i]);
    ok &= big_add(v[i], ww, r2, /*negate_b=*/true);
    const int s = big_sign(v[i]);
    least = s < least ? s : least;
  }
  if (!ok || least < 0) return least;
  for (int i = 0; i < 3; ++i) {
    const int s = dist_exact_edge<T>(w[i], w[(i + 1) % 3], e[i], v[i], ok);
    least = s < least ? s : least;
  }
  if (!ok || least < 0) return least;
  BigVec<Caps::d2, Num> n;
  ok &= big_cross(n, e[0], e[1]);  // (p1 - p0) x (p2 - p1) = (p1 - p0) x (p2 - p0)
  if (!ok) return least;
  bool face = !big_is_zero(n);
  for (int i = 0; i < 3 && face; ++i) face = dist_exact_side<T>(e[i], w[i], n, ok) >= 0;
  if (face) {
    const int s = dist_exact_face<T>(n, w[0], r2, ok);
    least = s < least ? s : least;
  }
  return least;
}

/// Stage 2 after the boxes: the signs of the file comment in the numbers
/// Num (stage.h's exact_stages), the least eligible one deciding.
/// Capacities: differences degree 1, V_i, a_i, b_i, n degree 2, n . w_0
/// degree 3, E_i, s_i, n . n degree 4, F degree 6 (PolyCaps<T>).
template <class T, template <int> class Num>
inline Relation spt_exact(const double (&c)[3], double r, const double (&p)[3][3], bool& ok, NumTag<Num>) noexcept {
  using Caps = PolyCaps<T>;
  Num<4> rb;
  big_set(rb, r);
  Num<Caps::d2> r2;
  ok &= big_square(r2, rb);
  if (!ok) return Relation::invalid;
  const int sg = spt_exact_against<T>(c, r2, p, ok);
  if (!ok) return Relation::invalid;
  return sg < 0 ? Relation::overlapping : sg == 0 ? Relation::touching : Relation::disjoint;
}

/// Stage 2: the boxes compared exactly, then spt_exact in the exact stages
/// in turn, the grid stage first.
template <class T>
GEOVERIFY_NOINLINE Relation sphere_triangle_exact(const double (&c)[3], double r, const double (&p)[3][3],
                                                  Stats* st) noexcept {
  using Caps = PolyCaps<T>;
  bool ok = true;
  BigFloat<4> rb;
  big_set(rb, r);
  for (int k = 0; k < 3; ++k) {
    const double lo = min3(p[0][k], p[1][k], p[2][k]);
    const double hi = max3(p[0][k], p[1][k], p[2][k]);
    BigFloat<Caps::d1> above, below;
    ok &= big_diff(above, c[k], hi);
    ok &= big_diff(below, lo, c[k]);
    if (!ok) return capacity_exceeded();
    if (big_compare(above, rb) > 0 || big_compare(below, rb) > 0) return decided_exactly(st, Relation::disjoint);
  }
  return exact_stages([&](auto num, bool& grid_ok) { return spt_exact<T>(c, r, p, grid_ok, num); }, st);
}


/// The complete predicate: validity, screen, box test and filter, exact stage.
template <class T>
inline Relation sphere_triangle(const Sphere<T>& s_in, const Triangle<T>& tri_in, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Sphere<T>& s = as_given(s_in);
  const Triangle<T>& tri = as_given(tri_in);
  if (!(is_valid(s) && is_valid(tri))) return rejected(st);
  const double c[3] = {s.c.x, s.c.y, s.c.z};
  const double r = s.r;
  const double p[3][3] = {{tri.p0.x, tri.p0.y, tri.p0.z}, {tri.p1.x, tri.p1.y, tri.p1.z},
                          {tri.p2.x, tri.p2.y, tri.p2.z}};
  if (admit_in_place<T>(s, kDistScreenLo, kDistScreenHi) && admit_in_place<T>(tri, kDistScreenLo, kDistScreenHi)) {
    const Relation rel = sphere_triangle_filter(c, r, p);
    if (rel != Relation::invalid) return decided_by_filter(st, rel);
  }
  return sphere_triangle_exact<T>(c, r, p, st);
}

}  // namespace detail

/// Exact relation of the closed ball {x : |x - s.c| <= s.r} and the closed
/// triangle conv(t.p0, t.p1, t.p2); see the file comment for the rules and
/// the degenerate cases. Invalid input gives Relation::invalid. stats, when
/// given, counts the stage that decided the call.
template <class T>
Relation relation(const Sphere<T>& s, const Triangle<T>& t, Stats* stats = nullptr) noexcept {
  return detail::sphere_triangle(s, t, stats);
}
/// relation(triangle, sphere) gives the same (relation.h).
template <class T>
struct ReversedPair<Triangle<T>, Sphere<T>> : std::true_type {};

}  // namespace gv

#endif  // GEOVERIFY_CORE_SPHERE_TRIANGLE_H
