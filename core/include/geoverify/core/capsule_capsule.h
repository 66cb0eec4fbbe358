// SPDX-License-Identifier: MIT
// geoverify core: capsule versus capsule, exact.
//
// The set computed: the relation (relation.h) of the capsules
// A = {x : dist(x, S_a) <= r_a} and B = {x : dist(x, S_b) <= r_b}, S_a =
// conv(p0, p1) and S_b = conv(q0, q1) their closed axes (p1 - p0 and
// q1 - q0 exact, never rounded). With D2 the squared distance between the
// axes and R = r_a + r_b (exact, not rounded):
//   D2 > R^2   disjoint
//   D2 < R^2   overlapping (then R > 0)
//   D2 == R^2  touching: tangent capsules (side to side, end to side, end
//              to end, parallel or collinear axes), and axes that meet when
//              both radii are zero (two segments have no interior).
// Degenerate but valid: p0 == p1 (a ball), r == 0 or -0.0 (a segment), both
// (a point), parallel and collinear axes, -0.0 anywhere, subnormals,
// magnitudes up to FLT_MAX / DBL_MAX. Invalid (a NaN or infinite component,
// a negative radius): Relation::invalid, and intersects() returns false.
//
// Exactness: exact for every finite input, float or double. The minimum of
// |P(s) - Q(t)|^2 over the parameter square [0, 1]^2 lies at a corner (an
// endpoint against an endpoint), on an edge (an endpoint against the other
// axis's interior) or inside (the lines' closest points, when the axes are
// not parallel), so the sign of D2 - R^2 is the least sign over the eligible
// features of (detail/distance_signs.h), with d_a = p1 - p0, d_b = q1 - q0,
// w = p0 - q0, n = d_a x d_b:
//   endpoints p_i, q_j (always)  V = |p_i - q_j|^2 - R^2                degree 2
//   an endpoint x against the other axis pq, eligible iff its foot is
//     strictly inside:            E = |e|^2 V - ((x - p) . e)^2, e = q - p  degree 4
//   the interiors, eligible iff n != 0 and the lines' closest points lie in
//     both segments: s |n|^2 = (d_b x w) . n >= 0, (d_b x (p1 - q0)) . n <= 0,
//     t |n|^2 = (d_a x w) . n >= 0, (d_a x (p0 - q1)) . n <= 0
//                                 F = (n . w)^2 - R^2 (n . n)             degree 6
//   Before stage 1, the boxes: fl(lo_a,k - hi_b,k) or fl(lo_b,k - hi_a,k)
//   above an upper bound of R on an axis is disjoint (exact: rounding is
//   monotone; R_up = fl(R~ + R~ 2^-51) >= ra + rb).
//   Stage 1 (filter) evaluates those polynomials in double from once-rounded
//   differences under the bounds of detail/distance_signs.h, with R^2 =
//   fl(fl(ra + rb)^2) (three roundings, within every count; docs/error-bounds.md,
//   "Capsule–capsule"): overlapping as soon as an eligible feature is
//   certified negative, disjoint when every feature is certified ineligible
//   or positive; otherwise stage 2.
//   Stage 2 (exact) compares the boxes exactly, then evaluates the same signs
//   (degree <= 6), first in the grid stage (double arithmetic that proves
//   every step exact, detail/grid_float.h), and when a step cannot be
//   proven, in stack integers (detail/poly_exact.h), and takes the least
//   eligible one. There the edges' feet (w . e, degree 2) and the four
//   interior sides (degree 4) are screened first in doubles with their own
//   exponents (detail/cross_dot_screen.h: dot products of differences and
//   Lagrange values), and formed exactly only when undecided or needed.
// Inputs with a nonzero magnitude outside [2^-64, 2^128], float or double,
// skip the box test and stage 1 (detail/distance_signs.h, "Range").
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact. Exact under FMA contraction
// (-ffp-contract=fast, -march=native). -ffast-math is refused by config.h.
// The exact stage keeps its numbers on the stack (about 12 KB for double).
#ifndef GEOVERIFY_CORE_CAPSULE_CAPSULE_H
#define GEOVERIFY_CORE_CAPSULE_CAPSULE_H

#include <type_traits>

#include "geoverify/core/config.h"
#include "geoverify/core/detail/cross_dot_screen.h"
#include "geoverify/core/detail/distance_signs.h"
#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/detail/volume.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace detail {

/// Stage 1 (and the box test before it): the filter's answer, or
/// Relation::invalid when it cannot decide. p: axis a's endpoints, q: axis
/// b's, ra and rb the radii. Precondition: every input passed the screen
/// [kDistScreenLo, kDistScreenHi].
inline Relation capsule_capsule_filter(const double (&p)[2][3], const double (&q)[2][3], double ra,
                                       double rb) noexcept {
  const double rr = ra + rb;
  const double r_up = rr + rr * 0x1p-51;  // >= ra + rb (see the file comment)
  bool apart = false;
  for (int k = 0; k < 3; ++k) {
    const double alo = p[0][k] < p[1][k] ? p[0][k] : p[1][k], ahi = p[0][k] < p[1][k] ? p[1][k] : p[0][k];
    const double blo = q[0][k] < q[1][k] ? q[0][k] : q[1][k], bhi = q[0][k] < q[1][k] ? q[1][k] : q[0][k];
    apart |= (alo - bhi > r_up) | (blo - ahi > r_up);
  }
  if (apart) return Relation::disjoint;
  const double r2 = rr * rr;
  // w[i][j] = p_i - q_j, the endpoints' differences.
  const Diff3 w[2][2] = {{diff3(p[0], q[0]), diff3(p[0], q[1])}, {diff3(p[1], q[0]), diff3(p[1], q[1])}};
  double ww[2][2];
  DistVerdict verdict;
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 2; ++j) {
      ww[i][j] = w[i][j].v[0] * w[i][j].v[0] + w[i][j].v[1] * w[i][j].v[1] + w[i][j].v[2] * w[i][j].v[2];
      verdict.add(1, certified_sign(dist_vertex(ww[i][j], r2)));
    }
  }
  if (verdict.overlapping) return Relation::overlapping;
  const Diff3 da = diff3(p[1], p[0]), db = diff3(q[1], q[0]);
  // The interiors.
  const Diff3 n = dist_cross(da, db);
  int inner = n.m[0] + n.m[1] + n.m[2] == 0.0 ? 0 : 1;  // n exactly zero: parallel, no interior minimum
  if (inner != 0) {
    // Wanted signs: s >= 0, 1 - s >= 0, t >= 0, 1 - t >= 0.
    const FilteredSign sides[4] = {certified_sign(dist_side(db, w[0][0], n)),
                                   certified_sign(dist_side(db, w[1][0], n)),
                                   certified_sign(dist_side(da, w[0][0], n)),
                                   certified_sign(dist_side(da, w[0][1], n))};
    const int want[4] = {1, -1, 1, -1};
    for (int k = 0; k < 4 && inner != 0; ++k) {
      if (!sides[k].decided) inner = -1;
      else if (sides[k].sign == -want[k]) inner = 0;
    }
    if (inner != 0) verdict.add(inner, certified_sign(dist_face(n, w[0][0], r2)));
  }
  if (verdict.overlapping) return Relation::overlapping;
  // An endpoint against the other axis: p_i against q0 q1 (w = p_i - q0,
  // w2 = p_i - q1, e = db), q_j against p0 p1 (w = q_j - p0, w2 = q_j - p1,
  // e = da).
  for (int i = 0; i < 2; ++i) {
    const int el = dist_eligible(certified_sign(dist_foot(w[i][0], db)), certified_sign(dist_foot(w[i][1], db)));
    if (el != 0) verdict.add(el, certified_sign(dist_edge(w[i][0], db, ww[i][0], r2)));
  }
  for (int j = 0; j < 2; ++j) {
    const Diff3 u = diff3(q[j], p[0]), u2 = diff3(q[j], p[1]);
    const int el = dist_eligible(certified_sign(dist_foot(u, da)), certified_sign(dist_foot(u2, da)));
    if (el != 0) verdict.add(el, certified_sign(dist_edge(u, da, ww[0][j], r2)));
  }
  if (verdict.overlapping) return Relation::overlapping;
  return verdict.all_positive ? Relation::disjoint : Relation::invalid;
}

/// Stage 2 after the boxes: the signs of the file comment with R = ra + rb,
/// in the numbers Num (stage.h's exact_stages; detail/distance_signs.h), the
/// least eligible one deciding. ok turns false when Num cannot hold a step.
template <class T, template <int> class Num>
inline Relation cc_exact(const double (&p)[2][3], const double (&q)[2][3], double ra, double rb, bool& ok,
                         NumTag<Num>) noexcept {
  using Caps = PolyCaps<T>;
  Num<4> ra_b, rb_b;
  big_set(ra_b, ra);
  big_set(rb_b, rb);
  Num<Caps::d1> rr;
  ok &= big_add(rr, ra_b, rb_b);
  Num<Caps::d2> r2;
  ok &= big_square(r2, rr);
  BigVec<Caps::d1, Num> w[2][2], da, db;  // w[i][j] = p_i - q_j
  for (int k = 0; k < 3; ++k) {
    for (int i = 0; i < 2; ++i) {
      for (int j = 0; j < 2; ++j) ok &= big_diff(w[i][j].c[k], p[i][k], q[j][k]);
    }
    ok &= big_diff(da.c[k], p[1][k], p[0][k]);
    ok &= big_diff(db.c[k], q[1][k], q[0][k]);
  }
  int least = 1;
  Num<Caps::d2> v[2][2];
  for (int i = 0; i < 2; ++i) {
    for (int j = 0; j < 2; ++j) {
      Num<Caps::d2> ww;
      ok &= big_norm2(ww, w[i][j]);
      ok &= big_add(v[i][j], ww, r2, /*negate_b=*/true);
      const int s = big_sign(v[i][j]);
      least = s < least ? s : least;
    }
  }
  if (!ok) return Relation::invalid;
  if (least < 0) return Relation::overlapping;
  // The dot products the edge and side tests share, each formed the first
  // time it is needed: wa(i, j) = w[i][j] . da, wb(i, j) = w[i][j] . db,
  // la = |da|^2, lb = |db|^2, ab = da . db.
  using Vec1 = BigVec<Caps::d1, Num>;
  const Vec1* const lhs[11] = {&w[0][0], &w[0][1], &w[1][0], &w[1][1], &w[0][0], &w[0][1],
                               &w[1][0], &w[1][1], &da,      &db,      &da};
  const Vec1* const rhs[11] = {&da, &da, &da, &da, &db, &db, &db, &db, &da, &db, &db};
  enum { kWa = 0, kWb = 4, kLa = 8, kLb = 9, kAb = 10 };  // wa(i, j) at kWa + 2 i + j
  LazyDots<11, Caps::d2, Caps::d1, Num> dot(lhs, rhs, ok);
  // In the integer stage the feet's signs, w[i][j] . da and w[i][j] . db
  // (dot products of input differences), are screened first
  // (screened_diff_dot_sign); the exact dot products are formed only for
  // an undecided sign and for the E of an eligible edge.
  constexpr bool screen = std::is_same<Num<4>, BigFloat<4>>::value;
  ScreenedDiff sw[2][2] = {}, sda{}, sdb{};
  if (screen) {
    for (int i = 0; i < 2; ++i) {
      for (int j = 0; j < 2; ++j) sw[i][j] = screened_diff(p[i], q[j]);
    }
    sda = screened_diff(p[1], p[0]);
    sdb = screened_diff(q[1], q[0]);
  }
  const auto foot_sign = [&](int i, int j, bool along_a) {
    if (screen) {
      const int s = screened_diff_dot_sign(sw[i][j], along_a ? sda : sdb);
      if (s != kSignUndecided) return s;
    }
    return big_sign(along_a ? dot(kWa + 2 * i + j) : dot(kWb + 2 * i + j));
  };
  // p_i against q0 q1 (w = p_i - q0, w2 = p_i - q1, e = db): eligible iff
  // w . e > 0 > w2 . e.
  for (int i = 0; i < 2; ++i) {
    if (foot_sign(i, 0, false) > 0 && foot_sign(i, 1, false) < 0) {
      const int s = dist_exact_edge_value<T>(dot(kWb + 2 * i), dot(kLb), v[i][0], ok);
      least = s < least ? s : least;
    }
  }
  // q_j against p0 p1 (w = q_j - p0 = -w[0][j], w2 = q_j - p1 = -w[1][j],
  // e = da): eligible iff w[0][j] . da < 0 < w[1][j] . da.
  for (int j = 0; j < 2; ++j) {
    if (foot_sign(0, j, true) < 0 && foot_sign(1, j, true) > 0) {
      const int s = dist_exact_edge_value<T>(dot(kWa + j), dot(kLa), v[0][j], ok);
      least = s < least ? s : least;
    }
  }
  if (!ok) return Relation::invalid;
  if (least < 0) return Relation::overlapping;
  BigVec<Caps::d2, Num> n;
  ok &= big_cross(n, da, db);
  if (!ok) return Relation::invalid;
  // The interiors' sides, (e x w) . n with n = da x db (dist_exact_side_of),
  // for w = p0 - q0: s1 = (db x w) . n = (db . da)(w . db) - (db . db)(w . da)
  // and s3 = (da x w) . n = (da . da)(w . db) - (da . db)(w . da). The other
  // two sides, for w = p1 - q0 (w + da) and w = p0 - q1 (w - db), are
  // s1 - |n|^2 and s3 - |n|^2 exactly, with |n|^2 = |da|^2 |db|^2 - (da . db)^2
  // (Lagrange), so the interiors' conditions are 0 <= s1, s3 <= |n|^2.
  // In the integer stage each of the four signs is screened first as a
  // Lagrange value (cross_dot_screen.h), exactly segment_segment.h's snum,
  // snum - denom, tnum and tnum - denom: s1 = n . N(q0, q1, p0), s1 - |n|^2
  // = n . N(q0, q1, p1), s3 = -n . N(p0, p1, q0), s3 - |n|^2 = -n . N(p0,
  // p1, q1), N the triangle normals (screened_triangle_cross); the degree-4
  // numbers are formed only for a sign the screen leaves undecided.
  bool interior = !big_is_zero(n);
  Num<Caps::d4> s1, s3, nn;
  bool have_s1 = false, have_s3 = false, have_nn = false;
  const auto exact_s1 = [&]() -> const Num<Caps::d4>& {
    if (!have_s1) ok &= dist_exact_side_of<T>(s1, dot(kAb), dot(kWb), dot(kLb), dot(kWa));
    have_s1 = true;
    return s1;
  };
  const auto exact_s3 = [&]() -> const Num<Caps::d4>& {
    if (!have_s3) ok &= dist_exact_side_of<T>(s3, dot(kLa), dot(kWb), dot(kAb), dot(kWa));
    have_s3 = true;
    return s3;
  };
  const auto exact_nn = [&]() -> const Num<Caps::d4>& {
    if (!have_nn) ok &= dist_exact_side_of<T>(nn, dot(kLa), dot(kLb), dot(kAb), dot(kAb));
    have_nn = true;
    return nn;
  };
  ScreenedCross sn{};
  if (screen && interior) sn = screened_cross(sda, sdb);
  // sign(n . N(x, y, z)) (negated), screened, else the exact sign.
  const auto side = [&](const double (&x)[3], const double (&y)[3], const double (&z)[3], bool negate,
                        const auto& exact) {
    if (screen) {
      const int s = screened_dot_sign(sn, screened_triangle_cross(x, y, z));
      if (s != kSignUndecided) return negate ? -s : s;
    }
    return exact();
  };
  if (interior) interior = side(q[0], q[1], p[0], false, [&] { return big_sign(exact_s1()); }) >= 0;
  if (interior) {
    interior = side(q[0], q[1], p[1], false, [&] { return big_compare(exact_s1(), exact_nn()); }) <= 0;
  }
  if (interior) interior = side(p[0], p[1], q[0], true, [&] { return big_sign(exact_s3()); }) >= 0;
  if (interior) {
    interior = side(p[0], p[1], q[1], true, [&] { return big_compare(exact_s3(), exact_nn()); }) <= 0;
  }
  if (interior) {
    const int s = dist_exact_face<T>(n, w[0][0], r2, ok);
    least = s < least ? s : least;
  }
  if (!ok) return Relation::invalid;
  return least < 0 ? Relation::overlapping : least == 0 ? Relation::touching : Relation::disjoint;
}

/// Stage 2: the boxes compared exactly with R = ra + rb, then cc_exact in
/// the exact stages in turn, the grid stage first.
template <class T>
GEOVERIFY_NOINLINE Relation capsule_capsule_exact(const double (&p)[2][3], const double (&q)[2][3], double ra,
                                                  double rb, Stats* st) noexcept {
  using Caps = PolyCaps<T>;
  bool ok = true;
  BigFloat<4> ra_b, rb_b;
  big_set(ra_b, ra);
  big_set(rb_b, rb);
  BigFloat<Caps::d1> rr;
  ok &= big_add(rr, ra_b, rb_b);
  for (int k = 0; k < 3; ++k) {
    const double alo = p[0][k] < p[1][k] ? p[0][k] : p[1][k], ahi = p[0][k] < p[1][k] ? p[1][k] : p[0][k];
    const double blo = q[0][k] < q[1][k] ? q[0][k] : q[1][k], bhi = q[0][k] < q[1][k] ? q[1][k] : q[0][k];
    BigFloat<Caps::d1> g1, g2;
    ok &= big_diff(g1, alo, bhi);
    ok &= big_diff(g2, blo, ahi);
    if (!ok) return capacity_exceeded();
    if (big_compare(g1, rr) > 0 || big_compare(g2, rr) > 0) return decided_exactly(st, Relation::disjoint);
  }
  return exact_stages([&](auto num, bool& grid_ok) { return cc_exact<T>(p, q, ra, rb, grid_ok, num); }, st);
}

/// The complete predicate: validity, screen, box test and filter, exact stage.
template <class T>
inline Relation capsule_capsule(const Capsule<T>& a_in, const Capsule<T>& b_in, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Capsule<T>& a = as_given(a_in);
  const Capsule<T>& b = as_given(b_in);
  if (!(is_valid(a) && is_valid(b))) return rejected(st);
  const double p[2][3] = {{a.p0.x, a.p0.y, a.p0.z}, {a.p1.x, a.p1.y, a.p1.z}};
  const double q[2][3] = {{b.p0.x, b.p0.y, b.p0.z}, {b.p1.x, b.p1.y, b.p1.z}};
  if (admit_in_place<T>(a, kDistScreenLo, kDistScreenHi) && admit_in_place<T>(b, kDistScreenLo, kDistScreenHi)) {
    const Relation rel = capsule_capsule_filter(p, q, a.r, b.r);
    if (rel != Relation::invalid) return decided_by_filter(st, rel);
  }
  return capsule_capsule_exact<T>(p, q, a.r, b.r, st);
}

}  // namespace detail

/// Exact relation of the capsules {x : dist(x, conv(a.p0, a.p1)) <= a.r} and
/// {x : dist(x, conv(b.p0, b.p1)) <= b.r}; see the file comment for the
/// rules and the degenerate cases. Invalid input gives Relation::invalid.
/// stats, when given, counts the stage that decided the call.
template <class T>
Relation relation(const Capsule<T>& a, const Capsule<T>& b, Stats* stats = nullptr) noexcept {
  return detail::capsule_capsule(a, b, stats);
}

}  // namespace gv

#endif  // GEOVERIFY_CORE_CAPSULE_CAPSULE_H
