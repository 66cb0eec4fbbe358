// SPDX-License-Identifier: MIT
// geoverify core: triangle versus triangle, exact.
//
// The set computed: the relation (relation.h) of the closed triangles
// A = conv(a0, a1, a2) and B = conv(b0, b1, b2), through their Minkowski
// difference M = A - B: disjoint iff 0 is not in M, overlapping iff 0 is
// interior to M, touching otherwise. Overlapping means the triangles cross
// transversally (not parallel, each passing through the other); every
// contact of coplanar triangles, and every contact on a boundary (a shared
// vertex or edge, a vertex on a face, an edge lying in the other's plane),
// is touching. The relation is symmetric: relation(a, b) == relation(b, a).
//
// Separating directions. With h(c) = max over M of c.x and, for c != 0,
//   G+(c) = h(c)  = max_A c.x - min_B c.x,   G-(c) = h(-c) = max_B c.x - min_A c.x,
// 0 is outside M iff G+(c) < 0 or G-(c) < 0 for some c of a complete
// candidate set, on its boundary iff no candidate separates but one has
// G+(c) == 0 or G-(c) == 0, or M is flat; interior otherwise. The candidates
// come from the actual edge directions E (the nonzero edges of both
// triangles) and r = rank(E) = dim(M), as in the oracle (docs/oracles.md):
//   r = 3  the normals nA = (a1 - a0) x (a2 - a1) and nB (when nonzero) and
//          the nine products eA_i x eB_j (zero products skipped). Complete:
//          every facet normal of M is e x f for e, f in E, and e x f is a
//          multiple of nA when both are edges of A, of nB when both are of B.
//   r = 2  the same, plus N and N x e for e in E, with N = e x f the normal
//          of M's plane (coplanar or parallel triangles, segments in a plane).
//   r = 1  the same, plus e and e x (m0 x e) for M's direction e and the
//          point m0 = a0 - b0 of M (collinear segments).
//   r = 0  m0 (two points).
// For r < 3 the answer is never overlapping (M has no interior).
// Degenerate but valid: collinear or coincident vertices (a segment, a
// point), coplanar and parallel triangles, shared vertices and edges, -0.0
// anywhere, subnormals, magnitudes up to FLT_MAX / DBL_MAX.
// Invalid (a NaN or infinite coordinate): Relation::invalid, and
// intersects() returns false.
//
// Exactness: the answer is exact for every finite input, float or double.
//   Stage 0. The triangles' bounding boxes, compared exactly: apart on an
//   axis means disjoint (a separating axis need not be a candidate).
//   Stage 1 (filter). For each of the eleven candidates, G+ and G- are
//   evaluated in double as the largest and smallest of c.(a_k - b_l) over
//   the vertices that can be extreme, from once-rounded input differences,
//   and their signs are decided when they clear the derived bound
//   kTriNormalBound (docs/error-bounds.md, "Triangle-triangle"). The filter
//   answers disjoint when one certified value is negative, and overlapping
//   when all 22 are certified positive (this certifies r = 3 and that no
//   candidate is zero).
//   Stage 2 (exact) evaluates every candidate the filter did not certify
//   positive on both sides, the rank and the extra candidates of r < 3:
//   first in the integer frame where the inputs are integers of one binary
//   frame within 2^40 of a0 (detail/int_frame.h: every projection then a
//   128-bit integer, tt_frame_relation; coplanar pairs in 2D, when one
//   triangle is proper), then in the grid stage (double arithmetic that
//   proves every step exact, detail/grid_float.h: most exact contacts on
//   small grids), and
//   when a step cannot be proven, with stack-only integer arithmetic
//   (detail/poly_exact.h). There each candidate first goes through
//   wide_projection_screen (detail/separating_axes.h): every comparison
//   c.a_x - c.b_y is the triple product (u x v).(a_x - b_y) of rounded
//   differences, evaluated in doubles with their own exponents and
//   certified by a derived bound (docs/error-bounds.md, "Lagrange signs with
//   wide exponents"), without forming c. What it leaves, c formed exactly
//   goes through projection_screen: c scaled by a power of two and rounded
//   to doubles, the projections with a derived bound, and the candidate
//   settled when every comparison clears it ("Projections in scaled
//   doubles"); ties and near ties take the exact projections.
// Double inputs with a nonzero magnitude outside [2^-270, 2^330] (the
// filter's values have degree 3, as in aabb_triangle.h) are first scaled by
// the power of two that puts their largest magnitude in [1, 2), when that is
// exact and brings them inside (detail/rescale.h: the relation does not
// change); otherwise they skip stage 1.
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact is raised (invalid input may
// raise FE_INVALID, e.g. NaN comparisons, before it is classified). Exact under
// FMA contraction (-ffp-contract=fast, -march=native): every bound holds for
// any mix of fused and unfused evaluation. -ffast-math is refused by
// config.h. The exact stage uses about 16 KB of stack for double input.
#ifndef GEOVERIFY_CORE_TRIANGLE_TRIANGLE_H
#define GEOVERIFY_CORE_TRIANGLE_TRIANGLE_H

#include <cmath>
#include <type_traits>

#include "geoverify/core/detail/int_frame.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/rescale.h"
#include "geoverify/core/detail/separating_axes.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace detail {

/// What the filter certified: known[k] is true when both support values of
/// candidate k (0: nA, 1: nB, 2 + 3 i + j: eA_i x eB_j) were certified
/// positive, so that the candidate neither separates nor touches and the
/// exact stage skips it.
struct TtKnown {
  bool positive[11];
};

/// Stage 2's state: the converted vertices, in the grid stage's or the
/// integer stage's numbers.
template <template <int> class Num>
struct TtExactIn {
  Num<4> a[3][3], b[3][3];  ///< [vertex][axis]
  const double (*da)[3][3];  ///< the same vertices as doubles
  const double (*db)[3][3];
};

/// Tests the direction c != 0 exactly and records separation or contact:
/// the signs of G+(c) = max_A c.x - min_B c.x and G-(c) = max_B c.x - min_A c.x.
/// equal_a, equal_b: the vertices of A and of B that c projects equally
/// (triangle_projection_range).
template <class T, int C, template <int> class Num>
inline bool tt_test_exact(const BigVec<C, Num>& c, const TtExactIn<Num>& in, int equal_a, int equal_b,
                          CandidateOutcome& out) noexcept {
  // The integer stage first screens the projections in scaled doubles.
  if constexpr (std::is_same<Num<4>, BigFloat<4>>::value) {
    const ProjectionVerdict v = projection_screen(c, *in.da, *in.db, equal_a, equal_b);
    if (v == ProjectionVerdict::separates) out.separated = true;
    if (v != ProjectionVerdict::undecided) return true;
  }
  constexpr int D = PolyCaps<T>::d4;
  Num<D> pa[3], pb[3];
  int amin = 0, amax = 0, bmin = 0, bmax = 0;
  bool ok = triangle_projection_range(pa, amin, amax, c, in.a, equal_a);
  ok &= triangle_projection_range(pb, bmin, bmax, c, in.b, equal_b);
  const int plus = big_compare(pa[amax], pb[bmin]);   // sign of G+(c)
  const int minus = big_compare(pb[bmax], pa[amin]);  // sign of G-(c)
  out.separated |= (plus < 0) | (minus < 0);
  out.contact |= (plus == 0) | (minus == 0);
  return ok;
}

/// Stage 2: the exact relation, with the complete candidate set of the file
/// comment, in the numbers Num (grid stage or integer stage, stage.h's
/// exact_stages); ok turns false when Num cannot hold a step. known (may be
/// null) names the candidates the filter certified.
template <class T, template <int> class Num>
inline Relation tt_exact(const double (&a)[3][3], const double (&b)[3][3], const TtKnown* known, bool& ok,
                         NumTag<Num>) noexcept {
  using Caps = PolyCaps<T>;
  TtExactIn<Num> in;
  in.da = &a;
  in.db = &b;
  for (int k = 0; k < 3; ++k) {
    for (int i = 0; i < 3; ++i) {
      big_set(in.a[k][i], a[k][i]);
      big_set(in.b[k][i], b[k][i]);
    }
  }
  CandidateOutcome out;
  // Edges e_j = p_{j+1} - p_j, exactly; a zero edge is a repeated vertex.
  BigVec<Caps::d1, Num> ea[3], eb[3];
  for (int j = 0; j < 3; ++j) {
    for (int i = 0; i < 3; ++i) {
      ok &= big_diff(ea[j].c[i], a[(j + 1) % 3][i], a[j][i]);
      ok &= big_diff(eb[j].c[i], b[(j + 1) % 3][i], b[j][i]);
    }
  }
  if (!ok) return Relation::invalid;  // the grid stage cannot hold an edge
  // The normals (a1 - a0) x (a2 - a1) = e0 x e1, and the cross products;
  // candidate k is skipped when the filter certified both its values.
  const auto skip = [known](int k) { return known != nullptr && known->positive[k]; };
  // The integer stage first screens each candidate's projections from the
  // rounded edges (wide_projection_screen), before forming c exactly:
  // decided, the candidate costs no exact number. Only when the filter did
  // not run (known == nullptr: input outside its range): what the filter
  // leaves are near ties, which the screen rarely decides (17% of the
  // near-coplanar class's candidates) at a cost above its saving.
  const bool wide = std::is_same<Num<4>, BigFloat<4>>::value && known == nullptr;
  VertexDifferences vd;
  ScreenedDiff sea[3], seb[3];
  if (wide) {
    vd = vertex_differences(a, b);
    for (int j = 0; j < 3; ++j) {
      sea[j] = screened_diff(a[(j + 1) % 3], a[j]);
      seb[j] = screened_diff(b[(j + 1) % 3], b[j]);
    }
  }
  // True when the screen settled the candidate (recorded in out).
  const auto screened = [&](const ScreenedCross& sc, int equal_a, int equal_b) {
    if (sc.zero) return true;  // an exactly zero edge: c = 0, no candidate
    const ProjectionVerdict v = wide_projection_screen(sc, vd, equal_a, equal_b);
    if (v == ProjectionVerdict::separates) out.separated = true;
    return v != ProjectionVerdict::undecided;
  };
  BigVec<Caps::d2, Num> c;
  if (!skip(0) && !(wide && screened(screened_triangle_cross(a[0], a[1], a[2]), kTriangleNormal, kAllVertices))) {
    ok &= big_cross(c, ea[0], ea[1]);
    if (ok && !big_is_zero(c)) ok &= tt_test_exact<T>(c, in, kTriangleNormal, kAllVertices, out);
  }
  if (ok && !out.separated && !skip(1) &&
      !(wide && screened(screened_triangle_cross(b[0], b[1], b[2]), kAllVertices, kTriangleNormal))) {
    ok &= big_cross(c, eb[0], eb[1]);
    if (ok && !big_is_zero(c)) ok &= tt_test_exact<T>(c, in, kAllVertices, kTriangleNormal, out);
  }
  // ok false (a step the grid stage could not prove exact) ends the search:
  // the integer stage answers instead.
  for (int i = 0; i < 3 && ok && !out.separated; ++i) {
    for (int j = 0; j < 3 && ok && !out.separated; ++j) {
      if (skip(2 + 3 * i + j)) continue;
      if (wide && screened(screened_cross(sea[i], seb[j]), i, j)) continue;
      ok &= big_cross(c, ea[i], eb[j]);
      if (ok && !big_is_zero(c)) ok &= tt_test_exact<T>(c, in, i, j, out);
    }
  }
  if (!ok) return Relation::invalid;
  if (out.separated) return Relation::disjoint;
  // The rank of E, the nonzero edges of both triangles.
  BigVec<Caps::d1, Num> E[6];
  int ne = 0;
  for (int j = 0; j < 3; ++j) {
    if (!big_is_zero(ea[j])) ok &= big_copy_vec(E[ne++], ea[j]);
  }
  for (int j = 0; j < 3; ++j) {
    if (!big_is_zero(eb[j])) ok &= big_copy_vec(E[ne++], eb[j]);
  }
  BigVec<Caps::d1, Num> m0;  // a point of M: a0 - b0
  for (int i = 0; i < 3; ++i) ok &= big_diff(m0.c[i], a[0][i], b[0][i]);
  const bool r3 = edges_span_space<T>(E, ne, ok);
  if (!r3) {
    ok &= flat_difference_candidates<T>(E, ne, m0, out,
                                        [&](const auto& dir) { return tt_test_exact<T>(dir, in, kAllVertices, kAllVertices, out); });
  }
  if (!ok) return Relation::invalid;
  if (out.separated) return Relation::disjoint;
  return (out.contact || !r3) ? Relation::touching : Relation::overlapping;
}

/// Bits of the integer frame's coordinates, taken from a_0: with every
/// |x| < 2^b, edges lie below 2^(b + 1), candidate directions (cross
/// products of two edges) below 2^(2b + 3), their projections c . x below
/// 3 2^(3b + 3) < 2^(3b + 5) (differences of two below 2^(3b + 6)) and the
/// rank's triple products c . e below 2^(3b + 6): within I128 (below 2^127)
/// for b <= 40.
constexpr int kTtFrameBits = 40;
/// The coplanar case's projections (tt_frame_planar_meet) fit int64 for
/// b <= kTtFrameNarrowBits.
constexpr int kTtFrameNarrowBits = 30;

/// Whether two coplanar triangles' projections meet, in the arithmetic A
/// (int_frame.h) that holds their values: P and Q translated frame
/// coordinates below 2^b in one plane, projected along the axis k (a
/// bijection of the plane onto the other two coordinates when the plane's
/// normal has n_k != 0). The edge normals perp(e) = (-e_j, e_i) of both
/// (zero edges skipped) are tested: with P proper, P - Q is a polygon of
/// the plane whose edges lie along P's and Q's edges, so these directions
/// are complete. Edges lie below 2^(b + 1), a projection c . x below
/// 2^(2b + 2), a difference of two below 2^(2b + 3): int64 (Int64Arith)
/// for b <= 30, I128 (I128Arith) for b <= 40.
template <class Ar>
inline bool tt_frame_planar_meet(const std::int64_t (&P)[3][3], const std::int64_t (&Q)[3][3], int k) noexcept {
  using W = typename Ar::W;
  const int i = (k + 1) % 3, j = (k + 2) % 3;
  const auto separates = [&](const std::int64_t (&X)[3][3], int v) {
    const std::int64_t ei = X[(v + 1) % 3][i] - X[v][i], ej = X[(v + 1) % 3][j] - X[v][j];
    if ((ei | ej) == 0) return false;  // a repeated vertex: no direction
    W pv[3], qv[3];
    for (int t = 0; t < 3; ++t) {
      pv[t] = Ar::add(Ar::product(-ej, P[t][i]), Ar::product(ei, P[t][j]));
      qv[t] = Ar::add(Ar::product(-ej, Q[t][i]), Ar::product(ei, Q[t][j]));
    }
    int pmin = 0, pmax = 0, qmin = 0, qmax = 0;
    for (int t = 1; t < 3; ++t) {
      pmin = Ar::sign(Ar::sub(pv[t], pv[pmin])) < 0 ? t : pmin;
      pmax = Ar::sign(Ar::sub(pv[t], pv[pmax])) > 0 ? t : pmax;
      qmin = Ar::sign(Ar::sub(qv[t], qv[qmin])) < 0 ? t : qmin;
      qmax = Ar::sign(Ar::sub(qv[t], qv[qmax])) > 0 ? t : qmax;
    }
    return Ar::sign(Ar::sub(pv[pmax], qv[qmin])) < 0 || Ar::sign(Ar::sub(qv[qmax], pv[pmin])) < 0;
  };
  for (int v = 0; v < 3; ++v) {
    if (separates(P, v) || separates(Q, v)) return false;
  }
  return true;
}

/// tt_frame_relation's flat M (r < 3) when one triangle, P, is proper
/// (normal n != 0): every edge of the other, Q, is orthogonal to n, so Q
/// lies in a plane parallel to P's. Where that is not P's plane (n . (q0 -
/// p0) != 0) the triangles are disjoint; otherwise M lies in a plane
/// through 0, and 0 is in M iff their projections along an axis k with
/// n_k != 0 meet (tt_frame_planar_meet), which is touching (a flat M has no
/// interior). True for touching, false for disjoint. P, Q: translated frame
/// coordinates below 2^b, b <= kTtFrameBits, n's components below
/// 2^(2b + 3) and the offset below 3 2^(3b + 3) (one of the two dots is
/// zero: a_0, the frame's origin, is P's or Q's first vertex): within I128.
inline bool tt_frame_flat(const std::int64_t (&P)[3][3], const std::int64_t (&Q)[3][3], const I128 (&n)[3],
                          int b) noexcept {
  if (i128_sign(i128_sub(i128_dot(Q[0], n), i128_dot(P[0], n))) != 0) return false;
  const int k = i128_sign(n[0]) != 0 ? 0 : (i128_sign(n[1]) != 0 ? 1 : 2);
  return b <= kTtFrameNarrowBits ? tt_frame_planar_meet<Int64Arith>(P, Q, k) : tt_frame_planar_meet<I128Arith>(P, Q, k);
}

/// Stage 2's first step: the eighteen inputs as integers M 2^L of one frame
/// (int_frame.h), translated by a_0 (the relation does not change). Where
/// every translated coordinate lies below 2^kTtFrameBits in magnitude, the
/// rank is found, and for r = 3 the eleven candidates of the file comment
/// are tested exactly in I128 (those the filter certified skipped, as in
/// tt_exact): disjoint, touching or overlapping; true. For r < 3 with one
/// triangle proper (coplanar or parallel triangles, a segment or point in a
/// proper triangle's plane), the plane's case in 2D (tt_frame_flat):
/// disjoint or touching; true. False when the frame refuses the inputs, a
/// coordinate is wider, or both triangles are degenerate (their extra
/// candidates have degree four), for the later stages. Integer instructions
/// only: no flag.
inline bool tt_frame_relation(const double (&a)[3][3], const double (&b)[3][3], const TtKnown* known,
                              Relation& rel) noexcept {
  const double pts[6][3] = {{a[0][0], a[0][1], a[0][2]}, {a[1][0], a[1][1], a[1][2]}, {a[2][0], a[2][1], a[2][2]},
                            {b[0][0], b[0][1], b[0][2]}, {b[1][0], b[1][1], b[1][2]}, {b[2][0], b[2][1], b[2][2]}};
  std::int64_t framed[6][3];
  int L = 0;
  const int bits = frame_translated(pts, framed, L);
  if (bits < 0 || bits > kTtFrameBits) return false;
  std::int64_t A[3][3], B[3][3], ea[3][3], eb[3][3];
  for (int k = 0; k < 3; ++k) {
    for (int i = 0; i < 3; ++i) {
      A[k][i] = framed[k][i];
      B[k][i] = framed[3 + k][i];
    }
  }
  for (int j = 0; j < 3; ++j) {
    for (int i = 0; i < 3; ++i) {
      ea[j][i] = A[(j + 1) % 3][i] - A[j][i];
      eb[j][i] = B[(j + 1) % 3][i] - B[j][i];
    }
  }
  // The rank first (a flat M goes to the plane's case before any candidate
  // is tested): with nA != 0, r = 3 iff some edge of B leaves A's plane
  // (nA . eB_j != 0); with nA == 0 (A's edges collinear) and nB != 0, iff
  // some edge of A leaves B's; with both zero, r <= 2.
  I128 c[11][3];
  i128_cross(ea[0], ea[1], c[0]);
  i128_cross(eb[0], eb[1], c[1]);
  const auto is_zero = [](const I128 (&x)[3]) {
    return (x[0].hi | x[0].lo | x[1].hi | x[1].lo | x[2].hi | x[2].lo) == 0;
  };
  const bool zero_a = is_zero(c[0]), zero_b = is_zero(c[1]);
  bool r3 = false;
  for (int j = 0; j < 3; ++j) {
    r3 |= zero_a ? (!zero_b && i128_sign(i128_dot(ea[j], c[1])) != 0) : i128_sign(i128_dot(eb[j], c[0])) != 0;
  }
  if (!r3) {
    // A flat M: in the plane of the proper triangle, when one is.
    if (zero_a && zero_b) return false;
    const bool on_a = !zero_a;
    rel = tt_frame_flat(on_a ? A : B, on_a ? B : A, on_a ? c[0] : c[1], bits) ? Relation::touching
                                                                               : Relation::disjoint;
    return true;
  }
  CandidateOutcome out;
  // The projections of a triangle's vertices on c, each computed once per
  // group of equal ones (equal as for triangle_projection_range; A_0 = 0
  // projects to 0), and the extremes among them.
  const auto project = [](const std::int64_t (&P)[3][3], const I128 (&cv)[3], int equal, bool first_zero, int& lo,
                          int& hi, I128 (&pv)[3]) {
    const auto dot = [&](int q) { return (q == 0 && first_zero) ? I128{} : i128_dot(P[q], cv); };
    if (equal == kTriangleNormal) {
      pv[0] = pv[1] = pv[2] = dot(0);
    } else if (equal >= 0) {  // c . p_{j+1} = c . p_j
      const int j1 = (equal + 1) % 3, j2 = (equal + 2) % 3;
      pv[equal] = dot(equal);
      pv[j1] = pv[equal];
      pv[j2] = dot(j2);
    } else {
      for (int q = 0; q < 3; ++q) pv[q] = dot(q);
    }
    lo = hi = 0;
    for (int q = 1; q < 3; ++q) {
      lo = i128_sign(i128_sub(pv[q], pv[lo])) < 0 ? q : lo;
      hi = i128_sign(i128_sub(pv[q], pv[hi])) > 0 ? q : hi;
    }
  };
  const auto test = [&](int k, int equal_a, int equal_b) {
    if (is_zero(c[k]) || (known != nullptr && known->positive[k])) return;
    I128 pa[3], pb[3];
    int amin = 0, amax = 0, bmin = 0, bmax = 0;
    project(A, c[k], equal_a, true, amin, amax, pa);
    project(B, c[k], equal_b, false, bmin, bmax, pb);
    const int plus = i128_sign(i128_sub(pa[amax], pb[bmin]));   // sign of G+(c)
    const int minus = i128_sign(i128_sub(pb[bmax], pa[amin]));  // sign of G-(c)
    out.separated |= (plus < 0) | (minus < 0);
    out.contact |= (plus == 0) | (minus == 0);
  };
  test(0, kTriangleNormal, kAllVertices);
  if (!out.separated) test(1, kAllVertices, kTriangleNormal);
  for (int i = 0; i < 3 && !out.separated; ++i) {
    for (int j = 0; j < 3 && !out.separated; ++j) {
      i128_cross(ea[i], eb[j], c[2 + 3 * i + j]);
      test(2 + 3 * i + j, i, j);
    }
  }
  if (out.separated) {
    rel = Relation::disjoint;
    return true;
  }
  rel = out.contact ? Relation::touching : Relation::overlapping;
  return true;
}

/// The exact stages in turn: the integer frame (tt_frame_relation; kFrame
/// false, for the tests, skips it), the grid stage, then the integer stage.
template <class T, bool kFrame = true>
GEOVERIFY_NOINLINE Relation triangle_triangle_exact(const double (&a)[3][3], const double (&b)[3][3],
                                                    const TtKnown* known, Stats* st) noexcept {
  Relation framed = Relation::invalid;
  if (kFrame && tt_frame_relation(a, b, known, framed)) return decided_exactly(st, framed);
  return exact_stages([&](auto num, bool& ok) { return tt_exact<T>(a, b, known, ok, num); }, st);
}

/// One filtered candidate c = u x v (u, v once-rounded differences): the
/// largest and smallest of c.d over the given differences d, and the bound
/// kTriNormalBound * sum_i N_i Y_i on the error of each, N_i = |u_j v_m| +
/// |u_m v_j| (docs/error-bounds.md, "Triangle-triangle").
struct TtFiltered {
  double hi, lo, bound;
};

/// The candidate u x v against the differences d[idx[0..n)] (d[k][l] =
/// a_k - b_l rounded, as d[3 k + l]); Y bounds every |d| component.
template <int K>
inline TtFiltered tt_filter(const double (&u)[3], const double (&v)[3], const double (&d)[9][3],
                            const int (&idx)[K], const double (&Y)[3]) noexcept {
  double c[3], mag = 0.0;
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3, m = (i + 2) % 3;
    const double x = u[j] * v[m], y = u[m] * v[j];
    c[i] = x - y;
    mag += (std::fabs(x) + std::fabs(y)) * Y[i];
  }
  double hi = 0.0, lo = 0.0;
  for (int s = 0; s < K; ++s) {
    const double* q = d[idx[s]];
    const double p = c[0] * q[0] + c[1] * q[1] + c[2] * q[2];
    hi = (s == 0 || p > hi) ? p : hi;
    lo = (s == 0 || p < lo) ? p : lo;
  }
  return {hi, lo, kTriNormalBound * mag};
}

/// Stage 1. Returns 0 (disjoint), 2 (overlapping) or -1 (undecided; kn then
/// names the candidates whose two values were certified positive). The
/// inputs are valid and within the filter's range (float, or double passing
/// the screen). G+(c) = max c.(a_k - b_l) = hi, G-(c) = -min = -lo.
inline int triangle_triangle_filter(const double (&a)[3][3], const double (&b)[3][3], TtKnown& kn) noexcept {
  double ea[3][3], eb[3][3], d[9][3], Y[3] = {0.0, 0.0, 0.0};
  for (int j = 0; j < 3; ++j) {
    for (int i = 0; i < 3; ++i) {
      ea[j][i] = a[(j + 1) % 3][i] - a[j][i];
      eb[j][i] = b[(j + 1) % 3][i] - b[j][i];
    }
  }
  for (int k = 0; k < 3; ++k) {
    for (int l = 0; l < 3; ++l) {
      for (int i = 0; i < 3; ++i) {
        const double x = a[k][i] - b[l][i];
        d[3 * k + l][i] = x;
        const double ax = std::fabs(x);
        Y[i] = Y[i] < ax ? ax : Y[i];
      }
    }
  }
  bool all_pos = true;
  // nA = eA0 x eA1: A projects to a0 only, so G+- range over c.(a0 - b_l).
  {
    static constexpr int kIdx[3] = {0, 1, 2};
    const TtFiltered g = tt_filter(ea[0], ea[1], d, kIdx, Y);
    if ((g.hi < -g.bound) | (g.lo > g.bound)) return 0;
    kn.positive[0] = (g.hi > g.bound) & (g.lo < -g.bound);
    all_pos &= kn.positive[0];
  }
  // nB = eB0 x eB1: B projects to b0 only: c.(a_k - b0).
  {
    static constexpr int kIdx[3] = {0, 3, 6};
    const TtFiltered g = tt_filter(eb[0], eb[1], d, kIdx, Y);
    if ((g.hi < -g.bound) | (g.lo > g.bound)) return 0;
    kn.positive[1] = (g.hi > g.bound) & (g.lo < -g.bound);
    all_pos &= kn.positive[1];
  }
  // eA_i x eB_j: both ends of eA_i project equally, so A's extremes are at
  // a_i and the third vertex a_{i+2}; likewise B's at b_j and b_{j+2}.
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      const int k2 = (i + 2) % 3, l2 = (j + 2) % 3;
      const int idx[4] = {3 * i + j, 3 * i + l2, 3 * k2 + j, 3 * k2 + l2};
      const TtFiltered g = tt_filter(ea[i], eb[j], d, idx, Y);
      if ((g.hi < -g.bound) | (g.lo > g.bound)) return 0;
      kn.positive[2 + 3 * i + j] = (g.hi > g.bound) & (g.lo < -g.bound);
      all_pos &= kn.positive[2 + 3 * i + j];
    }
  }
  // All 22 values certified nonzero with the right sign: every candidate is
  // nonzero, M is wide along nA (so r = 3, the candidates are complete) and
  // 0 is interior to M.
  return all_pos ? 2 : -1;
}

/// The filter, then the exact stage with what it certified, for input in
/// the filter's range.
template <class T>
inline Relation triangle_triangle_in_range(const double (&a)[3][3], const double (&b)[3][3], Stats* st) noexcept {
  TtKnown kn;
  const int r = triangle_triangle_filter(a, b, kn);
  if (r >= 0) return decided_by_filter(st, r == 0 ? Relation::disjoint : Relation::overlapping);
  return triangle_triangle_exact<T>(a, b, &kn, st);
}

/// The complete predicate: validity, bounding boxes, filter, exact stage.
template <class T>
inline Relation triangle_triangle(const Triangle<T>& ta_in, const Triangle<T>& tb_in, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Triangle<T>& ta = as_given(ta_in);
  const Triangle<T>& tb = as_given(tb_in);
  if (!(is_valid(ta) && is_valid(tb))) return rejected(st);
  const double a[3][3] = {{ta.p0.x, ta.p0.y, ta.p0.z}, {ta.p1.x, ta.p1.y, ta.p1.z}, {ta.p2.x, ta.p2.y, ta.p2.z}};
  const double b[3][3] = {{tb.p0.x, tb.p0.y, tb.p0.z}, {tb.p1.x, tb.p1.y, tb.p1.z}, {tb.p2.x, tb.p2.y, tb.p2.z}};
  // Stage 0: the bounding boxes, exact comparisons.
  for (int i = 0; i < 3; ++i) {
    const double a0 = a[0][i], a1 = a[1][i], a2 = a[2][i], b0 = b[0][i], b1 = b[1][i], b2 = b[2][i];
    const double alo = a0 < a1 ? (a0 < a2 ? a0 : a2) : (a1 < a2 ? a1 : a2);
    const double ahi = a0 > a1 ? (a0 > a2 ? a0 : a2) : (a1 > a2 ? a1 : a2);
    const double blo = b0 < b1 ? (b0 < b2 ? b0 : b2) : (b1 < b2 ? b1 : b2);
    const double bhi = b0 > b1 ? (b0 > b2 ? b0 : b2) : (b1 > b2 ? b1 : b2);
    if ((ahi < blo) | (bhi < alo)) return decided_by_filter(st, Relation::disjoint);
  }
  if constexpr (std::is_same_v<T, double>) {
    if (!(admit_in_place<T>(ta, kTriScreenLo, kTriScreenHi) && admit_in_place<T>(tb, kTriScreenLo, kTriScreenHi))) {
      const double in[18] = {a[0][0], a[0][1], a[0][2], a[1][0], a[1][1], a[1][2], a[2][0], a[2][1], a[2][2],
                             b[0][0], b[0][1], b[0][2], b[1][0], b[1][1], b[1][2], b[2][0], b[2][1], b[2][2]};
      // Outside the filter's range: scaled by a power of two when that is
      // exact and brings it inside (the relation is the same), else the
      // exact stage as given.
      double s[18];
      if (!rescaled_to_unit(in, s) || !in_degree3_range(s)) return triangle_triangle_exact<T>(a, b, nullptr, st);
      const double sa[3][3] = {{s[0], s[1], s[2]}, {s[3], s[4], s[5]}, {s[6], s[7], s[8]}};
      const double sb[3][3] = {{s[9], s[10], s[11]}, {s[12], s[13], s[14]}, {s[15], s[16], s[17]}};
      return triangle_triangle_in_range<T>(sa, sb, st);
    }
  }
  return triangle_triangle_in_range<T>(a, b, st);
}

}  // namespace detail

/// Exact relation of the triangles conv(a.p0, a.p1, a.p2) and conv(b.p0,
/// b.p1, b.p2); see the file comment for the rules and the degenerate cases.
/// Invalid input gives Relation::invalid. stats, when given, counts the stage
/// that decided the call.
template <class T>
Relation relation(const Triangle<T>& a, const Triangle<T>& b, Stats* stats = nullptr) noexcept {
  return detail::triangle_triangle(a, b, stats);
}

}  // namespace gv

#endif  // GEOVERIFY_CORE_TRIANGLE_TRIANGLE_H
