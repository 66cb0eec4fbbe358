// SPDX-License-Identifier: MIT
// geoverify core, internal: the signs of squared distances to points, lines
// and planes minus R^2, filtered and exact: the mechanism of the cores that
// compare a distance between a point or segment and a convex feature set
// with a radius (sphere_triangle.h, capsule_capsule.h).
//
// With computed differences w = x - p (x the query point, p a feature's
// point), e = q - p (a segment pq) and n a cross product of differences:
//   V = w . w - R^2                   point p           degree 2
//   E = (e . e) V - (w . e)^2         the line pq       degree 4
//   F = (n . w)^2 - R^2 (n . n)       along n           degree 6
// and the eligibility signs w . e (degree 2) and (e x w) . n (degree 4) that
// say whether a feature's nearest point is a point of the shape. The least
// sign over the eligible features is the sign of D^2 - R^2 (the callers'
// file comments say which features are eligible when).
//
// Filter. Every difference is fl(a - b), one rounding. A polynomial whose
// monomials, as evaluated, collect at most m factors (1 + delta) (any order,
// with or without FMA) has |V~ - V| <= gamma_m P, P the sum of the
// monomials' magnitudes; the magnitude P~ computed with the same structure
// satisfies P <= P~ / (1 - u)^m, and fl(c P~) loses one more rounding, so
// c = (m + 1) u > gamma_m / (1 - u)^(m+1) bounds the error
// (docs/error-bounds.md, "Distance signs", counts m for each). R^2 may carry
// three roundings (fl(fl(ra + rb)^2), radii >= 0, no cancellation), within
// every count. A zero bound means every monomial is zero (certified_sign).
//
// Range. Inside the screen [kDistScreenLo, kDistScreenHi] (every nonzero
// input) inputs are multiples of 2^-116, nonzero differences at least
// 2^-116 and below 2^129, and every nonzero intermediate of degree <= 6 and
// its bound are normal and below 2^790 (docs/error-bounds.md).
//
// Exact stage: the same polynomials, first in the grid stage (double
// arithmetic that proves every step exact, grid_float.h), then in stack
// integers (poly_exact.h); the functions below take either number.
#ifndef GEOVERIFY_CORE_DETAIL_DISTANCE_SIGNS_H
#define GEOVERIFY_CORE_DETAIL_DISTANCE_SIGNS_H

#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/roundoff.h"
#include "geoverify/core/detail/volume.h"

namespace gv {
namespace detail {

/// The bounds, (m + 1) u for a polynomial whose terms meet at most m
/// roundings (docs/error-bounds.md, "Distance signs"): a dot product of two
/// differences (m = 5), V (6), s (11), E (13) and F (18).
constexpr double kDistDotBound = 6 * kU;
constexpr double kDistVertexBound = 7 * kU;
constexpr double kDistSideBound = 12 * kU;
constexpr double kDistEdgeBound = 14 * kU;
constexpr double kDistFaceBound = 19 * kU;
/// The screen (both float and double input): every nonzero input in
/// [2^-64, 2^128] keeps every intermediate of degree <= 6 normal and finite.
constexpr double kDistScreenLo = 0x1p-64;
constexpr double kDistScreenHi = 0x1p+128;

/// x . y for computed differences: the computed value and the computed sum
/// of its terms' magnitudes |x| . |y|.
struct DistDot {
  double v, m;
};
inline DistDot dist_dot(const Diff3& x, const Diff3& y) noexcept {
  return {x.v[0] * y.v[0] + x.v[1] * y.v[1] + x.v[2] * y.v[2], x.m[0] * y.m[0] + x.m[1] * y.m[1] + x.m[2] * y.m[2]};
}

/// x x y for computed differences, and the magnitudes of its terms.
inline Diff3 dist_cross(const Diff3& x, const Diff3& y) noexcept {
  Diff3 r;
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    r.v[i] = x.v[j] * y.v[k] - x.v[k] * y.v[j];
    r.m[i] = x.m[j] * y.m[k] + x.m[k] * y.m[j];
  }
  return r;
}

/// The polynomials of the file comment, each with its bound. w, e: computed
/// differences; ww = w . w as computed; r2 the computed R^2 (at most three
/// roundings: fl(r r), or fl(fl(ra + rb)^2) for non-negative radii).
/// V = w . w - R^2.
inline Bounded dist_vertex(double ww, double r2) noexcept { return {ww - r2, kDistVertexBound * (ww + r2)}; }
/// a = w . e: with w = x - p and w' = x - q, e = q - p, the foot of x lies
/// strictly inside the segment pq iff w . e > 0 > w' . e.
inline Bounded dist_foot(const Diff3& w, const Diff3& e) noexcept {
  const DistDot a = dist_dot(w, e);
  return {a.v, kDistDotBound * a.m};
}
/// E = (e . e) V - (w . e)^2: (e . e) times (the squared distance from x to
/// the line pq, minus R^2).
inline Bounded dist_edge(const Diff3& w, const Diff3& e, double ww, double r2) noexcept {
  const DistDot a = dist_dot(w, e);
  const double ll = e.v[0] * e.v[0] + e.v[1] * e.v[1] + e.v[2] * e.v[2];
  return {ll * (ww - r2) - a.v * a.v, kDistEdgeBound * (ll * (ww + r2) + a.m * a.m)};
}
/// s = (e x w) . n for n a computed cross product of differences (with its
/// terms' magnitudes, dist_cross).
inline Bounded dist_side(const Diff3& e, const Diff3& w, const Diff3& n) noexcept {
  const Diff3 ew = dist_cross(e, w);
  const DistDot s = dist_dot(ew, n);
  return {s.v, kDistSideBound * s.m};
}
/// F = (n . w)^2 - R^2 (n . n): (n . n) times (the squared distance along n,
/// minus R^2).
inline Bounded dist_face(const Diff3& n, const Diff3& w, double r2) noexcept {
  const DistDot h = dist_dot(n, w);
  const double nn = n.v[0] * n.v[0] + n.v[1] * n.v[1] + n.v[2] * n.v[2];
  const double nm2 = n.m[0] * n.m[0] + n.m[1] * n.m[1] + n.m[2] * n.m[2];
  return {h.v * h.v - r2 * nn, kDistFaceBound * (h.m * h.m + r2 * nm2)};
}

/// A feature's eligibility from two signs that make it (first > 0 and
/// second < 0): 1 certified eligible, 0 certified not, -1 undecided.
inline int dist_eligible(FilteredSign first_positive, FilteredSign second_negative) noexcept {
  if ((first_positive.decided && first_positive.sign <= 0) || (second_negative.decided && second_negative.sign >= 0))
    return 0;
  if (first_positive.decided && second_negative.decided) return 1;
  return -1;
}

/// The filter's verdict over features: overlapping as soon as a feature
/// certified eligible has a certified negative value; all_positive while
/// every feature is certified not eligible or certified positive.
struct DistVerdict {
  bool overlapping = false;
  bool all_positive = true;
  /// One feature: eligible as dist_eligible returns it (1, 0, -1), value its
  /// certified sign (needed only when eligible is not 0).
  void add(int eligible, FilteredSign value) noexcept {
    if (eligible == 0) return;
    overlapping |= eligible == 1 && value.decided && value.sign < 0;
    all_positive &= value.decided && value.sign > 0;
  }
};

/// The exact sign of E = ll v - a^2 (degree 4) for an eligible edge (its
/// foot strictly inside, decided by the caller): a = w . e of either sign
/// (it enters squared), ll = e . e, v = w . w - R^2 (degree 2).
template <class T, template <int> class Num>
inline int dist_exact_edge_value(const Num<PolyCaps<T>::d2>& a, const Num<PolyCaps<T>::d2>& ll,
                                 const Num<PolyCaps<T>::d2>& v, bool& ok) noexcept {
  Num<PolyCaps<T>::d4> lv, a2, ed;
  ok &= big_mul(lv, ll, v);
  ok &= big_square(a2, a);
  ok &= big_add(ed, lv, a2, /*negate_b=*/true);
  return big_sign(ed);
}

/// The exact sign of E for the point x against the open segment pq, or +1
/// when its foot is not strictly inside (the endpoints' V cover it): w = x - p,
/// w2 = x - q, e = q - p (degree 1), v = w . w - R^2 (degree 2).
template <class T, template <int> class Num>
inline int dist_exact_edge(const BigVec<PolyCaps<T>::d1, Num>& w, const BigVec<PolyCaps<T>::d1, Num>& w2,
                           const BigVec<PolyCaps<T>::d1, Num>& e, const Num<PolyCaps<T>::d2>& v, bool& ok) noexcept {
  using Caps = PolyCaps<T>;
  Num<Caps::d2> a, b;
  ok &= big_dot3(a, w, e);
  ok &= big_dot3(b, w2, e);
  if (!(big_sign(a) > 0 && big_sign(b) < 0)) return 1;
  Num<Caps::d2> ll;
  ok &= big_norm2(ll, e);
  return dist_exact_edge_value<T>(a, ll, v, ok);
}

/// The exact sign of (e x w) . n (degree 4) for differences e, w and n of degree 2.
template <class T, template <int> class Num>
inline int dist_exact_side(const BigVec<PolyCaps<T>::d1, Num>& e, const BigVec<PolyCaps<T>::d1, Num>& w,
                           const BigVec<PolyCaps<T>::d2, Num>& n, bool& ok) noexcept {
  using Caps = PolyCaps<T>;
  BigVec<Caps::d2, Num> ew;
  Num<Caps::d4> s;
  ok &= big_cross(ew, e, w);
  ok &= big_dot3(s, ew, n);
  return big_sign(s);
}

/// The same number for n = f x g from dot products (Binet-Cauchy):
/// r = (e x w) . (f x g) = (e . f)(w . g) - (e . g)(w . f), each factor of
/// degree 2 -- two products instead of a cross product and a dot product,
/// and the dot products are shared by a caller's several tests. Exact
/// (degree 4); false when Num cannot hold a step.
template <class T, template <int> class Num>
inline bool dist_exact_side_of(Num<PolyCaps<T>::d4>& r, const Num<PolyCaps<T>::d2>& ef,
                               const Num<PolyCaps<T>::d2>& wg, const Num<PolyCaps<T>::d2>& eg,
                               const Num<PolyCaps<T>::d2>& wf) noexcept {
  Num<PolyCaps<T>::d4> s, t;
  bool ok = big_mul(s, ef, wg);
  ok &= big_mul(t, eg, wf);
  ok &= big_add(r, s, t, /*negate_b=*/true);
  return ok;
}

/// The exact sign of F = (n . w)^2 - R^2 (n . n) (degree 6).
template <class T, template <int> class Num>
inline int dist_exact_face(const BigVec<PolyCaps<T>::d2, Num>& n, const BigVec<PolyCaps<T>::d1, Num>& w,
                           const Num<PolyCaps<T>::d2>& r2, bool& ok) noexcept {
  using Caps = PolyCaps<T>;
  Num<Caps::d3> h;
  Num<Caps::d4> nn;
  Num<Caps::deg(6)> h2, rnn, f;
  ok &= big_dot3(h, n, w);
  ok &= big_square(h2, h);
  ok &= big_norm2(nn, n);
  ok &= big_mul(rnn, r2, nn);
  ok &= big_add(f, h2, rnn, /*negate_b=*/true);
  return big_sign(f);
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_DISTANCE_SIGNS_H
