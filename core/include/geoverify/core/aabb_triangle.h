// SPDX-License-Identifier: MIT
// geoverify core: axis-aligned box versus triangle, exact.
//
// The set computed: the relation (relation.h) of the closed box
// B = {min <= x <= max} and the triangle T = conv(p0, p1, p2), through their
// Minkowski difference M = B - T: disjoint iff 0 is not in M, overlapping iff
// 0 is interior to M, touching otherwise.
//
// Separating directions. With h(c) = max over M of c.x (the support function)
// and, for a direction c != 0,
//   G+(c) = h(c)  = max_B c.x - min_T c.x,   G-(c) = h(-c) = max_T c.x - min_B c.x,
// 0 is outside M iff G+(c) < 0 or G-(c) < 0 for some c of a complete
// candidate set, on its boundary iff no candidate separates but one has
// G+(c) == 0 or G-(c) == 0, or M is flat; interior otherwise. The candidate
// set is chosen from the actual edge directions E (the box axes with positive
// extent, the nonzero triangle edges) and r = rank(E) = dim(M), exactly as the
// oracle does (docs/oracles.md):
//   r = 3  the 13 textbook axes: the 3 box axes, the triangle normal n, and
//          the 9 products a_i x e_j (zero products skipped). Complete: every
//          facet normal of M is e x f for e, f in E.
//   r = 2  the same 13, plus N and N x e for e in E, with N = e x f the normal
//          of M's plane.
//   r = 1  the 13, plus e and e x (m0 x e) for M's direction e and a point m0.
//   r = 0  the 13, plus m0 (a point box and a point triangle).
// Testing a superset of a complete set is sound: any c with G < 0 separates,
// and any c != 0 with G == 0 puts 0 on a supporting plane of M. For r < 3 the
// answer is never overlapping (M has no interior). The 13 axes here cross
// EVERY box axis, zero extents included, with every edge (the oracle's rule
// uses only the axes with positive extent); with that, they are complete for
// r < 3 too (docs/error-bounds.md, "AABB-triangle", remark), and the extra
// candidates, kept so that the exact stage mirrors the oracle, never change
// the answer. A textbook routine that normalises a zero e x f, or drops the
// zero-extent axes, is not complete.
// Degenerate but valid: collinear or coincident vertices (a segment, a
// point), a triangle or segment lying in a face plane or in a flat box, edges
// along box axes, zero-extent boxes (slab, segment, point), -0.0 anywhere,
// subnormals, magnitudes up to FLT_MAX / DBL_MAX.
// Invalid (NaN or infinite coordinate, min > max on some axis):
// Relation::invalid, and intersects() returns false.
//
// Exactness: the answer is exact for every finite input, float or double.
//   Stage 1 (filter). The three axis tests are exact comparisons. For n and
//   the 9 cross axes, G+ and G- are evaluated in double from once-rounded
//   differences of the inputs (box minus vertex, vertex minus vertex) and
//   their signs are decided when they clear the derived bounds
//   kTriNormalBound and kSum4Bound (docs/error-bounds.md, "AABB-triangle").
//   The filter answers disjoint when one certified value is negative, and
//   overlapping (or touching, when an axis test is exactly tight) when every
//   nonzero candidate is certified positive and r = 3 is certified.
//   Stage 2 (exact) evaluates every undecided sign (and, after the frame,
//   the rank): first in an integer frame, when the inputs less p0 are integers of one binary
//   frame below 2^62 (tri_frame_relation: the thirteen directions in 64-,
//   128- or 256-bit integers; they are complete for every rank), then,
//   adding the extra candidates of r < 3, in the grid stage (double
//   arithmetic that proves every step exact, detail/grid_float.h), and when
//   a step cannot be proven, with stack-only integer arithmetic
//   (detail/poly_exact.h).
// Double inputs with a nonzero magnitude outside [2^-270, 2^330] are first
// scaled (after the exact axis tests) by the power of two that puts their
// largest magnitude in [1, 2), when that is exact and brings them inside
// (detail/rescale.h: the relation does not change); otherwise they skip
// stage 1, so that no filter value over- or underflows.
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact is raised (invalid input may
// raise FE_INVALID, e.g. NaN comparisons, before it is classified). Exact under
// FMA contraction (-ffp-contract=fast, -march=native): every bound holds for
// any mix of fused and unfused evaluation. -ffast-math is refused by
// config.h. The exact stage uses about 14 KB of stack for double input.
#ifndef GEOVERIFY_CORE_AABB_TRIANGLE_H
#define GEOVERIFY_CORE_AABB_TRIANGLE_H

#include <cmath>
#include <type_traits>

#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/int_frame.h"
#include "geoverify/core/detail/roundoff.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/rescale.h"
#include "geoverify/core/detail/separating_axes.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace detail {

/// Signs certified by the filter, +1 or 0 (unknown), per candidate: index 0
/// is the triangle normal, 1 + 3 i + j the cross axis a_i x e_j.
struct TriKnown {
  signed char plus[10];
  signed char minus[10];
};

/// The exact inputs of stage 2, in the grid stage's or the integer stage's numbers.
template <template <int> class Num>
struct TriExactIn {
  Num<4> lo[3], hi[3], p[3][3];
};


/// Tests the direction c != 0 exactly (signs known from the filter are
/// reused: +1 certified positive, 0 unknown) and records separation or
/// contact. equal: the triangle's vertices c projects equally
/// (triangle_projection_range).
template <class T, int C, template <int> class Num>
inline bool tri_test_exact(const BigVec<C, Num>& c, const TriExactIn<Num>& in, int equal, int known_plus,
                           int known_minus, CandidateOutcome& out) noexcept {
  constexpr int D = PolyCaps<T>::d4;
  int plus = known_plus, minus = known_minus;
  bool ok = true;
  if (plus == 0 || minus == 0) {
    Num<D> bmax, bmin, tp[3];
    big_zero(bmax);
    big_zero(bmin);
    for (int i = 0; i < 3; ++i) {
      const int s = big_sign(c.c[i]);
      if (s == 0) continue;
      Num<D> t;
      ok &= big_mul(t, c.c[i], s > 0 ? in.hi[i] : in.lo[i]);
      ok &= big_accumulate(bmax, t);
      ok &= big_mul(t, c.c[i], s > 0 ? in.lo[i] : in.hi[i]);
      ok &= big_accumulate(bmin, t);
    }
    int kmin = 0, kmax = 0;
    ok &= triangle_projection_range(tp, kmin, kmax, c, in.p, equal);
    if (plus == 0) plus = big_compare(bmax, tp[kmin]);   // sign of G+(c)
    if (minus == 0) minus = big_compare(tp[kmax], bmin);  // sign of G-(c)
  }
  out.separated |= (plus < 0) | (minus < 0);
  out.contact |= (plus == 0) | (minus == 0);
  return ok;
}

/// Stage 2 after the axes: the exact relation, with the complete candidate
/// set of the file comment, in the numbers Num (grid stage or integer stage,
/// stage.h's exact_stages); ok turns false when Num cannot hold a step.
/// known (may be null) carries the signs the filter certified; contact: the
/// axes found a touching face.
template <class T, template <int> class Num>
inline Relation tri_exact(const double (&lo)[3], const double (&hi)[3], const double (&p)[3][3],
                          const TriKnown* known, bool contact, bool& ok, NumTag<Num>) noexcept {
  using Caps = PolyCaps<T>;
  CandidateOutcome out;
  out.contact = contact;
  TriExactIn<Num> in;
  for (int i = 0; i < 3; ++i) {
    big_set(in.lo[i], lo[i]);
    big_set(in.hi[i], hi[i]);
    for (int k = 0; k < 3; ++k) big_set(in.p[k][i], p[k][i]);
  }
  // Edges e_j = p_{j+1} - p_j, exactly; a zero edge is a repeated vertex.
  BigVec<Caps::d1, Num> e[3];
  bool e_zero[3];
  for (int j = 0; j < 3; ++j) {
    const int j1 = (j + 1) % 3;
    for (int i = 0; i < 3; ++i) ok &= big_diff(e[j].c[i], p[j1][i], p[j][i]);
    e_zero[j] = big_is_zero(e[j]);
  }
  // ok false (a step the grid stage could not prove exact) ends the stage
  // here and below: the integer stage answers instead.
  if (!ok) return Relation::invalid;
  // The triangle normal n = (p1 - p0) x (p2 - p0) = e2 x e0.
  BigVec<Caps::d2, Num> n;
  ok &= big_cross(n, e[2], e[0]);
  if (!ok) return Relation::invalid;
  if (!big_is_zero(n)) {
    ok &= tri_test_exact<T>(n, in, kTriangleNormal, known ? known->plus[0] : 0, known ? known->minus[0] : 0, out);
    if (!ok) return Relation::invalid;
    if (out.separated) return Relation::disjoint;
  }
  // The cross axes a_i x e_j = (components u, v): (-e_v, e_u).
  for (int i = 0; i < 3; ++i) {
    const int u = (i + 1) % 3, v = (i + 2) % 3;
    for (int j = 0; j < 3; ++j) {
      if (big_sign(e[j].c[u]) == 0 && big_sign(e[j].c[v]) == 0) continue;  // e_j parallel to a_i: no direction
      BigVec<Caps::d1, Num> c;
      big_zero(c.c[i]);
      ok &= big_copy(c.c[u], e[j].c[v]);
      big_negate(c.c[u]);
      ok &= big_copy(c.c[v], e[j].c[u]);
      const int idx = 1 + 3 * i + j;
      ok &= tri_test_exact<T>(c, in, j, known ? known->plus[idx] : 0, known ? known->minus[idx] : 0, out);
      if (!ok) return Relation::invalid;
      if (out.separated) return Relation::disjoint;
    }
  }
  // The rank of E: 3 iff the box is solid, or a slab crossed by the
  // triangle's span (some vertex off the slab's plane), or a segment along
  // a_x with n_x != 0. A point box gives r <= 2.
  int k = 0, flat = -1, along = -1;
  for (int i = 0; i < 3; ++i) {
    if (lo[i] < hi[i]) {
      ++k;
      along = i;
    } else {
      flat = i;
    }
  }
  bool r3 = k == 3;
  if (k == 2) r3 = !(p[0][flat] == p[1][flat] && p[1][flat] == p[2][flat]);
  if (k == 1) r3 = big_sign(n.c[along]) != 0;
  if (!r3) {
    // The extra candidates of a flat M (the oracle's rule, polyhedron.h).
    BigVec<Caps::d1, Num> E[6];
    int ne = 0;
    for (int i = 0; i < 3; ++i) {
      if (!(lo[i] < hi[i])) continue;
      for (int m = 0; m < 3; ++m) {
        if (m == i) {
          big_set(E[ne].c[m], 1.0);
        } else {
          big_zero(E[ne].c[m]);
        }
      }
      ++ne;
    }
    for (int j = 0; j < 3; ++j) {
      if (!e_zero[j]) ok &= big_copy_vec(E[ne++], e[j]);
    }
    BigVec<Caps::d1, Num> m0;  // a point of M: the box corner min minus p0
    for (int i = 0; i < 3; ++i) ok &= big_diff(m0.c[i], lo[i], p[0][i]);
    ok &= flat_difference_candidates<T>(E, ne, m0, out,
                                        [&](const auto& dir) { return tri_test_exact<T>(dir, in, kAllVertices, 0, 0, out); });
  }
  if (!ok) return Relation::invalid;
  if (out.separated) return Relation::disjoint;
  return (out.contact || !r3) ? Relation::touching : Relation::overlapping;
}

/// Bits of the integer frame's coordinates, taken from p0: with every
/// translated coordinate below 2^b, the edges lie below 2^(b + 1), so a
/// cross axis's components do, its projections c . x (two products) lie
/// below 2^(2b + 2) and their differences G+-(c) below 2^(2b + 3): within
/// int64 (below 2^63) for b <= kTriFrameNarrowBits, within I128 (below
/// 2^127) for b <= kTriFrameBits, where the edges still fit int64. The
/// normal's components lie below 2^(2b + 1), within I128, and a box
/// corner's projection on it (three products) below 3 2^(3b + 1) <
/// 2^(3b + 3): within I128 for b <= kTriFrameNormalBits, else within I256
/// (below 2^189).
constexpr int kTriFrameBits = 62;
constexpr int kTriFrameNormalBits = 41;
constexpr int kTriFrameNarrowBits = 30;

/// G+(c) and G-(c) of tri_frame_relation's candidate idx from the box's
/// extremes on c (bmax, bmin) and the triangle's (tmin, tmax), recorded in
/// out; a sign the filter certified (known, may be null) is taken as +1.
template <class A>
inline void tri_frame_record(const TriKnown* known, int idx, const typename A::W& bmax, const typename A::W& bmin,
                             const typename A::W& tmin, const typename A::W& tmax, CandidateOutcome& out) noexcept {
  const int plus = (known != nullptr && known->plus[idx] > 0) ? 1 : A::sign(A::sub(bmax, tmin));
  const int minus = (known != nullptr && known->minus[idx] > 0) ? 1 : A::sign(A::sub(tmax, bmin));
  out.separated |= (plus < 0) | (minus < 0);
  out.contact |= (plus == 0) | (minus == 0);
}

/// tri_frame_relation's nine cross axes a_i x e_j = (components u, v):
/// (-e_v, e_u), in the arithmetic A (int_frame.h) that holds their values
/// (kTriFrameBits). q: the vertices t0 = 0, t1, t2, then the box's corners
/// min and max, less p0. e_j's two vertices project equally, so the
/// triangle's extremes are at t_j and at the third vertex. Stops at the
/// first separating axis.
template <class A>
inline void tri_frame_cross_axes(const std::int64_t (&q)[5][3], const TriKnown* known, CandidateOutcome& out) noexcept {
  using W = typename A::W;
  const std::int64_t(&bl)[3] = q[3];
  const std::int64_t(&bh)[3] = q[4];
  std::int64_t e[3][3];
  for (int j = 0; j < 3; ++j) {
    for (int i = 0; i < 3; ++i) e[j][i] = q[(j + 1) % 3][i] - q[j][i];
  }
  for (int i = 0; i < 3 && !out.separated; ++i) {
    const int u = (i + 1) % 3, v = (i + 2) % 3;
    for (int j = 0; j < 3 && !out.separated; ++j) {
      const std::int64_t cu = -e[j][v], cv = e[j][u];
      if ((cu | cv) == 0) continue;  // e_j parallel to a_i: no direction
      const int idx = 1 + 3 * i + j;
      if (known != nullptr && known->plus[idx] > 0 && known->minus[idx] > 0) continue;
      const W bmax = A::add(A::product(cu, cu > 0 ? bh[u] : bl[u]), A::product(cv, cv > 0 ? bh[v] : bl[v]));
      const W bmin = A::add(A::product(cu, cu > 0 ? bl[u] : bh[u]), A::product(cv, cv > 0 ? bl[v] : bh[v]));
      const int o = (j + 2) % 3;
      const W pj = A::add(A::product(cu, q[j][u]), A::product(cv, q[j][v]));
      const W po = A::add(A::product(cu, q[o][u]), A::product(cv, q[o][v]));
      const bool j_low = A::sign(A::sub(pj, po)) <= 0;
      tri_frame_record<A>(known, idx, bmax, bmin, j_low ? pj : po, j_low ? po : pj, out);
    }
  }
}

/// Stage 2's first step: the fifteen inputs as integers M 2^L of one frame
/// (int_frame.h), translated by p0 (the relation does not change). Where
/// every translated coordinate lies below 2^kTriFrameBits in magnitude, the
/// thirteen directions of the file comment (the axes were tested exactly
/// before; contact: one touched) are tested exactly in int64, I128 or I256,
/// the narrowest that holds their values (kTriFrameBits), reusing the signs the filter certified (known,
/// may be null): disjoint, touching or overlapping; true. For a flat M
/// (r < 3) neither the extra candidates nor the rank are needed: the
/// thirteen are complete for every rank, and one of them is the normal of
/// M's plane (docs/error-bounds.md, "AABB-triangle", remark on
/// completeness).
/// False when the frame refuses the inputs or a coordinate is wider, for
/// the later stages. Integer instructions only: no flag.
inline bool tri_frame_relation(const double (&lo)[3], const double (&hi)[3], const double (&p)[3][3],
                               const TriKnown* known, bool contact, Relation& rel) noexcept {
  const double pts[5][3] = {{p[0][0], p[0][1], p[0][2]}, {p[1][0], p[1][1], p[1][2]},
                            {p[2][0], p[2][1], p[2][2]}, {lo[0], lo[1], lo[2]},
                            {hi[0], hi[1], hi[2]}};
  std::int64_t q[5][3];
  int L = 0;
  const int b = frame_translated(pts, q, L);
  if (b < 0 || b > kTriFrameBits) return false;
  CandidateOutcome out;
  out.contact = contact;
  // The normal n = t1 x t2 (= e2 x e0, as in tri_exact); every vertex
  // projects to n . t0 = 0.
  I128 n[3];
  i128_cross(q[1], q[2], n);
  const bool n_zero = (n[0].hi | n[0].lo | n[1].hi | n[1].lo | n[2].hi | n[2].lo) == 0;
  if (!n_zero && b <= kTriFrameNormalBits) {
    I128 bmax{}, bmin{};
    for (int i = 0; i < 3; ++i) {
      const bool pos = i128_sign(n[i]) > 0;
      bmax = i128_add(bmax, i128_mul(n[i], pos ? q[4][i] : q[3][i]));
      bmin = i128_add(bmin, i128_mul(n[i], pos ? q[3][i] : q[4][i]));
    }
    tri_frame_record<I128Arith>(known, 0, bmax, bmin, I128{}, I128{}, out);
  } else if (!n_zero) {
    I256 bmax, bmin;
    for (int i = 0; i < 3; ++i) {
      const bool pos = i128_sign(n[i]) > 0;
      const I256 ni = i256_from(n[i]);
      bmax = i256_add(bmax, i256_mul(ni, pos ? q[4][i] : q[3][i]));
      bmin = i256_add(bmin, i256_mul(ni, pos ? q[3][i] : q[4][i]));
    }
    const int plus = (known != nullptr && known->plus[0] > 0) ? 1 : i256_sign(bmax);
    const int minus = (known != nullptr && known->minus[0] > 0) ? 1 : -i256_sign(bmin);
    out.separated |= (plus < 0) | (minus < 0);
    out.contact |= (plus == 0) | (minus == 0);
  }
  if (!out.separated) {
    if (b <= kTriFrameNarrowBits) {
      tri_frame_cross_axes<Int64Arith>(q, known, out);
    } else {
      tri_frame_cross_axes<I128Arith>(q, known, out);
    }
  }
  // No rank is needed: a flat M that no direction separates contains 0 in
  // its plane (or line, or point), and the normal of that plane is one of
  // the thirteen (the remark), with G+ = G- = 0: contact. So every
  // direction positive means r = 3 and 0 interior to M.
  rel = out.separated ? Relation::disjoint : (out.contact ? Relation::touching : Relation::overlapping);
  return true;
}

/// Stage 2: the axes (exact comparisons), then the integer frame
/// (tri_frame_relation; kFrame false, for the tests, skips it), then
/// tri_exact in the exact stages in turn, the grid stage and the integer
/// stage. known (may be null) carries the signs the filter certified.
template <class T, bool kFrame = true>
GEOVERIFY_NOINLINE Relation aabb_triangle_exact(const double (&lo)[3], const double (&hi)[3],
                                                const double (&p)[3][3], const TriKnown* known,
                                                Stats* st) noexcept {
  bool contact = false;
  for (int i = 0; i < 3; ++i) {
    const double a = p[0][i], b = p[1][i], c = p[2][i];
    const double tmin = min3(a, b, c);
    const double tmax = max3(a, b, c);
    if (tmin > hi[i] || tmax < lo[i]) return decided_exactly(st, Relation::disjoint);
    contact |= (tmin == hi[i]) | (tmax == lo[i]);
  }
  Relation framed = Relation::invalid;
  if (kFrame && tri_frame_relation(lo, hi, p, known, contact, framed)) return decided_exactly(st, framed);
  return exact_stages([&](auto num, bool& ok) { return tri_exact<T>(lo, hi, p, known, contact, ok, num); }, st);
}

/// The once-rounded differences the filter works on.
struct TriFilterInput {
  double dl[3][3], dh[3][3];  ///< [k][i]: min_i - p_k,i and max_i - p_k,i
  double Y[3];                ///< Y_i >= every |dl[k][i]|, |dh[k][i]|
  double e[3][3];             ///< [j][i]: edge e_j = p_{j+1} - p_j
};

/// A filtered candidate: approximations of G+ and G- and a bound on the error
/// of each (|gp - G+| <= bound, |gm - G-| <= bound).
struct TriFiltered {
  double gp, gm, bound;
};

inline void tri_filter_prepare(TriFilterInput& f, const double (&lo)[3], const double (&hi)[3],
                               const double (&p)[3][3]) noexcept {
  for (int i = 0; i < 3; ++i) {
    double y = 0.0;
    for (int k = 0; k < 3; ++k) {
      f.dl[k][i] = lo[i] - p[k][i];
      f.dh[k][i] = hi[i] - p[k][i];
      const double a = std::fabs(f.dl[k][i]), b = std::fabs(f.dh[k][i]);
      y = y < a ? a : y;
      y = y < b ? b : y;
    }
    f.Y[i] = y;
  }
  for (int j = 0; j < 3; ++j) {
    for (int i = 0; i < 3; ++i) f.e[j][i] = p[(j + 1) % 3][i] - p[j][i];
  }
}

/// G+-(n) for the triangle normal n = e0 x (p2 - p0); p2 - p0 = -e2 exactly
/// (rounding is symmetric). Every vertex projects to n.p0, so
/// G+(n) = sum_i max(n_i dl_0i, n_i dh_0i) and G-(n) = -sum_i min(...).
/// Bound: kTriNormalBound * sum_i N_i Y_i, N_i = |e0_j f_m| + |e0_m f_j|
/// (docs/error-bounds.md).
inline TriFiltered tri_filter_normal(const TriFilterInput& f) noexcept {
  const double g[3] = {-f.e[2][0], -f.e[2][1], -f.e[2][2]};
  double gp = 0.0, gm = 0.0, mag = 0.0;
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3, m = (i + 2) % 3;
    const double x = f.e[0][j] * g[m], y = f.e[0][m] * g[j];
    const double ni = x - y;
    const double a = ni * f.dl[0][i], b = ni * f.dh[0][i];
    gp += a > b ? a : b;
    gm -= a < b ? a : b;
    mag += (std::fabs(x) + std::fabs(y)) * f.Y[i];
  }
  return {gp, gm, kTriNormalBound * mag};
}

/// G+-(c) for the cross axis c = a_i x e_j, whose components on the other two
/// axes (u, v) are (-e_v, e_u). Both endpoints of e_j project equally, so the
/// triangle's extremes are at q = p_j and at the third vertex:
/// G+(c) = max_q sum_{w in {u,v}} max(c_w dl_qw, c_w dh_qw), G-(c) likewise
/// with -min. Bound: kSum4Bound * (|c_u| Y_u + |c_v| Y_v). c must be nonzero.
inline TriFiltered tri_filter_cross(const TriFilterInput& f, int i, int j) noexcept {
  const int u = (i + 1) % 3, v = (i + 2) % 3;
  const double cu = -f.e[j][v], cv = f.e[j][u];
  double gp = 0.0, gm = 0.0;
  for (int s = 0; s < 2; ++s) {
    const int q = s == 0 ? j : (j + 2) % 3;
    const double a0 = cu * f.dl[q][u], a1 = cu * f.dh[q][u];
    const double b0 = cv * f.dl[q][v], b1 = cv * f.dh[q][v];
    const double sp = (a0 > a1 ? a0 : a1) + (b0 > b1 ? b0 : b1);
    const double sm = -((a0 < a1 ? a0 : a1) + (b0 < b1 ? b0 : b1));
    gp = (s == 0 || sp > gp) ? sp : gp;
    gm = (s == 0 || sm > gm) ? sm : gm;
  }
  return {gp, gm, kSum4Bound * (std::fabs(cu) * f.Y[u] + std::fabs(cv) * f.Y[v])};
}

/// True iff the cross axis a_i x e_j is the zero vector (e_j parallel to a_i);
/// exact, since a rounded difference is zero iff the inputs are equal.
inline bool tri_cross_is_zero(const TriFilterInput& f, int i, int j) noexcept {
  return f.e[j][(i + 1) % 3] == 0 && f.e[j][(i + 2) % 3] == 0;
}

/// Stage 1 for the non-axis candidates. Returns 0 (disjoint), 1 (touching),
/// 2 (overlapping), or -1 (undecided; kn then holds the certified signs).
/// The inputs are valid, not separated by an axis, and within the filter's
/// range (float, or double passing tri_screen).
inline int aabb_triangle_filter(const double (&lo)[3], const double (&hi)[3], const double (&p)[3][3],
                                bool axis_contact, TriKnown& kn) noexcept {
  TriFilterInput f;
  tri_filter_prepare(f, lo, hi, p);
  bool all_pos = true;
  // A repeated vertex (a zero edge, exactly) makes n exactly zero: no direction.
  bool repeated = false;
  for (int j = 0; j < 3; ++j) repeated |= (f.e[j][0] == 0) & (f.e[j][1] == 0) & (f.e[j][2] == 0);
  bool n_pos = false;
  kn.plus[0] = kn.minus[0] = 0;
  if (!repeated) {
    const TriFiltered g = tri_filter_normal(f);
    if ((g.gp < -g.bound) | (g.gm < -g.bound)) return 0;
    kn.plus[0] = g.gp > g.bound ? 1 : 0;
    kn.minus[0] = g.gm > g.bound ? 1 : 0;
    n_pos = kn.plus[0] > 0 && kn.minus[0] > 0;
    all_pos &= n_pos;
  }
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      const int idx = 1 + 3 * i + j;
      kn.plus[idx] = kn.minus[idx] = 0;
      if (tri_cross_is_zero(f, i, j)) continue;
      const TriFiltered g = tri_filter_cross(f, i, j);
      if ((g.gp < -g.bound) | (g.gm < -g.bound)) return 0;
      kn.plus[idx] = g.gp > g.bound ? 1 : 0;
      kn.minus[idx] = g.gm > g.bound ? 1 : 0;
      all_pos &= (kn.plus[idx] > 0) & (kn.minus[idx] > 0);
    }
  }
  if (!all_pos) return -1;
  // Every tested direction has G > 0 (axes: >= 0 exactly). That is the whole
  // answer only if the 13 directions are complete, i.e. r = 3: a solid box; a
  // slab whose plane the triangle leaves; or G+-(n) > 0, which makes M wide
  // along n, so some axis with positive extent has n_i != 0 and lies outside
  // the triangle's plane.
  const int k = (lo[0] < hi[0]) + (lo[1] < hi[1]) + (lo[2] < hi[2]);
  bool r3 = k == 3 || n_pos;
  if (!r3 && k == 2) {
    const int z = !(lo[0] < hi[0]) ? 0 : (!(lo[1] < hi[1]) ? 1 : 2);
    r3 = !(p[0][z] == p[1][z] && p[1][z] == p[2][z]);
  }
  if (!r3) return -1;
  return axis_contact ? 1 : 2;
}

/// The filter, then the exact stage with what it certified, for input in
/// the filter's range whose axis tests found no separation (axis_contact:
/// one of them touched).
template <class T>
inline Relation aabb_triangle_in_range(const double (&lo)[3], const double (&hi)[3], const double (&p)[3][3],
                                       bool axis_contact, Stats* st) noexcept {
  TriKnown kn;
  const int r = aabb_triangle_filter(lo, hi, p, axis_contact, kn);
  if (r >= 0) {
    return decided_by_filter(st, r == 0 ? Relation::disjoint : (r == 1 ? Relation::touching : Relation::overlapping));
  }
  return aabb_triangle_exact<T>(lo, hi, p, &kn, st);
}

/// The complete predicate: validity, exact axis tests, filter, exact stage.
template <class T>
inline Relation aabb_triangle(const Aabb<T>& b_in, const Triangle<T>& t_in, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Aabb<T>& b = as_given(b_in);
  const Triangle<T>& t = as_given(t_in);
  if (!(is_valid(b) && is_valid(t))) return rejected(st);
  const double lo[3] = {b.min.x, b.min.y, b.min.z};
  const double hi[3] = {b.max.x, b.max.y, b.max.z};
  const double p[3][3] = {{t.p0.x, t.p0.y, t.p0.z}, {t.p1.x, t.p1.y, t.p1.z}, {t.p2.x, t.p2.y, t.p2.z}};
  // The three box axes: exact comparisons of the triangle's extent with the box's.
  bool axis_contact = false;
  for (int i = 0; i < 3; ++i) {
    const double a = p[0][i], c = p[1][i], d = p[2][i];
    const double tmin = min3(a, c, d);
    const double tmax = max3(a, c, d);
    if ((tmin > hi[i]) | (tmax < lo[i])) return decided_by_filter(st, Relation::disjoint);
    axis_contact |= (tmin == hi[i]) | (tmax == lo[i]);
  }
  if constexpr (std::is_same_v<T, double>) {
    if (!(admit_in_place<T>(b, kTriScreenLo, kTriScreenHi) && admit_in_place<T>(t, kTriScreenLo, kTriScreenHi))) {
      const double in[15] = {lo[0],   lo[1],   lo[2],   hi[0],   hi[1],   hi[2],   p[0][0], p[0][1],
                             p[0][2], p[1][0], p[1][1], p[1][2], p[2][0], p[2][1], p[2][2]};
      // Outside the filter's range: scaled by a power of two when that is
      // exact and brings it inside (the relation is the same, and so are the
      // axis tests' answers), else the exact stage as given.
      double s[15];
      if (!rescaled_to_unit(in, s) || !in_degree3_range(s)) return aabb_triangle_exact<T>(lo, hi, p, nullptr, st);
      const double slo[3] = {s[0], s[1], s[2]}, shi[3] = {s[3], s[4], s[5]};
      const double sp[3][3] = {{s[6], s[7], s[8]}, {s[9], s[10], s[11]}, {s[12], s[13], s[14]}};
      return aabb_triangle_in_range<T>(slo, shi, sp, axis_contact, st);
    }
  }
  return aabb_triangle_in_range<T>(lo, hi, p, axis_contact, st);
}

}  // namespace detail

/// Exact relation of the box {min <= x <= max} and the triangle conv(p0, p1,
/// p2); see the file comment for the rules and the degenerate cases. Invalid
/// input gives Relation::invalid. stats, when given, counts the stage that
/// decided the call.
template <class T>
Relation relation(const Aabb<T>& box, const Triangle<T>& tri, Stats* stats = nullptr) noexcept {
  return detail::aabb_triangle(box, tri, stats);
}

/// relation(Triangle, Aabb) is relation(Aabb, Triangle): the other argument order (relation.h).
template <class T>
struct ReversedPair<Triangle<T>, Aabb<T>> : std::true_type {};

}  // namespace gv

#endif  // GEOVERIFY_CORE_AABB_TRIANGLE_H
