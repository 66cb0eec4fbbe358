// SPDX-License-Identifier: MIT
// geoverify core, internal: what the separating-direction cores of
// polytope pairs share (aabb_triangle.h, triangle_triangle.h).
//
// Both decide the relation of two convex polytopes A and B on their
// Minkowski difference M = A - B through candidate directions c and the
// support values G+(c) = h_M(c), G-(c) = h_M(-c): a negative value
// separates, a zero one is contact. Their filters evaluate values of
// degree 3 in the inputs, (u x v) . w with u, v, w once-rounded differences
// of inputs, and bound the rounding error of each by kTriNormalBound times
// sum_i N_i Y_i (N_i = |u_j v_m| + |u_m v_j|, Y_i >= |w_i|); the derivation
// is docs/error-bounds.md, "AABB-triangle", "Triangle normal", and its
// range needs double inputs in [kTriScreenLo, kTriScreenHi] (screened in
// place, stage.h's admit_in_place, or by in_degree3_range after an exact
// rescaling). Their exact stages
// share the rank test and the extra directions of a flat M.
#ifndef GEOVERIFY_CORE_DETAIL_SEPARATING_AXES_H
#define GEOVERIFY_CORE_DETAIL_SEPARATING_AXES_H

#include <cmath>

#include "geoverify/core/detail/cross_dot_screen.h"
#include "geoverify/core/detail/float_bits.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/roundoff.h"
#include "geoverify/core/detail/stage.h"

namespace gv {
namespace detail {

/// Double inputs enter a degree-3 filter only if every nonzero magnitude
/// lies in [kTriScreenLo, kTriScreenHi] (docs/error-bounds.md,
/// "AABB-triangle", range).
constexpr double kTriScreenLo = 0x1p-270;
constexpr double kTriScreenHi = 0x1p+330;

/// Bound factor for (u x v) . w from once-rounded differences u, v, w:
/// |error| <= gamma_8 M, M = sum_i N_i Y_i; c = 8u (1 + 2^-20) covers
/// gamma_8 / (1-u)^9 (the computed M~ >= M (1-u)^8, one more rounding for c M~).
constexpr double kTriNormalBound = 8 * kU * (1 + 0x1p-20);

/// True iff every nonzero |v_i| lies in [kTriScreenLo, kTriScreenHi] (the
/// inputs are known to be finite): stage.h's screen with the degree-3 range.
template <int K>
inline bool in_degree3_range(const double (&v)[K]) noexcept {
  return fast_screen(v, kTriScreenLo, kTriScreenHi);
}

/// What the candidate directions found in an exact stage: some direction
/// separates (a negative support value), or touches (a zero one).
struct CandidateOutcome {
  bool separated = false;
  bool contact = false;
};

/// Which projections c . p_k of a triangle's vertices are equal by
/// construction, so that an exact stage computes each value once:
/// kAllVertices for a direction with no known relation to the triangle; an
/// edge index j (0, 1, 2) when c is exactly orthogonal to the edge
/// e_j = p_{j+1} - p_j (a cross product with the exact e_j), so that
/// c . p_{j+1} = c . p_j; kTriangleNormal when c is exactly orthogonal to
/// every edge (the cross product of two exact edges), so that all three
/// equal c . p_0.
constexpr int kAllVertices = -1;
constexpr int kTriangleNormal = 3;

/// The extreme projections of a triangle onto c, exactly: tp[kmin] =
/// min_k c . p_k and tp[kmax] = max_k c . p_k. equal (above) names the
/// vertices whose projections are known equal; only one of each equal group
/// is computed (the others of tp are left unset), which is exact because
/// the equality is exact. Returns false when Num cannot hold a product.
template <int D, int C, template <int> class Num>
inline bool triangle_projection_range(Num<D> (&tp)[3], int& kmin, int& kmax, const BigVec<C, Num>& c,
                                      const Num<4> (&p)[3][3], int equal) noexcept {
  kmin = kmax = 0;
  if (equal == kTriangleNormal) return big_dot(tp[0], c, p[0]);
  const int skipped = equal >= 0 ? (equal + 1) % 3 : -1;  // c . p_{j+1} = c . p_j
  const int first = skipped == 0 ? 1 : 0;
  kmin = kmax = first;
  bool ok = big_dot(tp[first], c, p[first]);
  for (int k = first + 1; k < 3; ++k) {
    if (k == skipped) continue;
    ok &= big_dot(tp[k], c, p[k]);
    if (big_compare(tp[k], tp[kmin]) < 0) kmin = k;
    if (big_compare(tp[k], tp[kmax]) > 0) kmax = k;
  }
  return ok;
}

/// The groups of vertices a direction projects equally (equal as for
/// triangle_projection_range): members[g][0..count[g]) for g < the return.
inline int projection_groups(int equal, int (&members)[3][3], int (&count)[3]) noexcept {
  if (equal == kTriangleNormal) {
    members[0][0] = 0;
    members[0][1] = 1;
    members[0][2] = 2;
    count[0] = 3;
    return 1;
  }
  if (equal >= 0) {
    members[0][0] = equal;
    members[0][1] = (equal + 1) % 3;
    count[0] = 2;
    members[1][0] = (equal + 2) % 3;
    count[1] = 1;
    return 2;
  }
  for (int k = 0; k < 3; ++k) {
    members[k][0] = k;
    count[k] = 1;
  }
  return 3;
}

/// What the projection screen (projection_screen) found for a direction:
/// undecided (the caller's exact projections decide), separates (G+ or G-
/// is negative), or overlaps (both positive: neither separation nor
/// contact along c).
enum class ProjectionVerdict { undecided, separates, overlaps };

/// The verdict of a direction from the certified signs of c . a - c . b
/// over the pairs of distinct projections (0: not certified): separates
/// when every pair has one strict sign, overlaps when both strict signs
/// occur, else undecided.
struct VerdictTally {
  bool a_below = true, b_below = true, a_above = false, b_above = false;
  void add(int s) noexcept {
    a_below &= s < 0;
    b_below &= s > 0;
    a_above |= s > 0;
    b_above |= s < 0;
  }
  ProjectionVerdict verdict() const noexcept {
    if (a_below || b_below) return ProjectionVerdict::separates;
    if (a_above && b_above) return ProjectionVerdict::overlaps;
    return ProjectionVerdict::undecided;
  }
};

/// A vertex's projection c . x in the screen's scaled doubles: |v - c~ . x|
/// <= err, c~ = c 2^-s (projection_screen).
struct ScaledProjection {
  double v;
  double err;
};

/// Bound factor of the screen's projections: |v - c~ . x| <= 8u S with
/// S = fl(|t_0| + |t_1| + |t_2|) (docs/error-bounds.md, "Projections in
/// scaled doubles").
constexpr double kScaledProjectionBound = 8 * kU * (1 + 0x1p-20);

/// The projections c . p_k of two triangles onto an exact direction c != 0
/// (the integer stage's numbers), from c scaled by a power of two and
/// rounded to doubles, when every comparison the verdict needs clears the
/// rounding: G+(c) = max_A c . a - min_B c . b and G-(c) = max_B c . b -
/// min_A c . a are negative when every projection of one triangle is
/// certified below every one of the other (separates), both positive when
/// some projection of A is certified above one of B and one of B above
/// one of A (overlaps); else undecided, and always undecided on a tie (a
/// zero support value is left to the exact projections). equal_a, equal_b
/// as for triangle_projection_range. Every input double is valid (zero,
/// subnormal, up to DBL_MAX); no flag other than inexact is raised: c's
/// components far below its largest, and products far below 2^-1000, are
/// dropped and their size added to the error bound, so no operation
/// underflows, and the scaling |c~_k| < 2^-3 keeps every sum below DBL_MAX.
template <int C>
inline ProjectionVerdict projection_screen(const BigVec<C, BigFloat>& c, const double (&a)[3][3],
                                           const double (&b)[3][3], int equal_a, int equal_b) noexcept {
  long top = 0;  // |c_k| < 2^top for every k
  bool any = false;
  for (int k = 0; k < 3; ++k) {
    if (c.c[k].n == 0) continue;
    const long t = 64L * (static_cast<long>(c.c[k].e) + c.c[k].n);
    top = any && top > t ? top : t;
    any = true;
  }
  if (!any) return ProjectionVerdict::undecided;
  // m_k = c_k 2^-(top + 3) from c_k's top two words (relative error below
  // 3.1u); 0 with dropped[k] when below 2^-999, or when c_k = 0 (exact).
  double m[3];
  bool dropped[3];
  for (int k = 0; k < 3; ++k) {
    const BigFloat<C>& x = c.c[k];
    m[k] = 0.0;
    dropped[k] = false;
    if (x.n == 0) continue;
    long exp = 0;
    const double mant = big_top_mantissa(x, exp);  // in [1, 2^128)
    const long shift = exp - (top + 3);
    if (std::ilogb(mant) + shift < -1000) {
      dropped[k] = true;
      continue;
    }
    m[k] = std::ldexp(x.neg ? -mant : mant, static_cast<int>(shift));  // normal: exact scaling
  }
  const auto project = [&m, &dropped](const double (&x)[3]) {
    double t[3];
    double lost = 0.0;  // the dropped terms' bound
    for (int k = 0; k < 3; ++k) {
      t[k] = 0.0;
      if (dropped[k]) {
        const double ax = std::fabs(x[k]);
        lost += 0x1p-997 * (ax > 1.0 ? ax : 1.0);  // |c~_k| < 2^-998
        continue;
      }
      if (m[k] == 0.0 || x[k] == 0.0) continue;
      // |m x| < 2^(em + 1) 2^(ex + 1) with the exponent fields' values (a
      // subnormal x counts as 2^-1023): below 2^-999 when em + ex < -1000,
      // else a normal product of at least 2^-1000.
      if (exponent_field(m[k]) + exponent_field(x[k]) - 2046 < -1000) {
        lost += 0x1p-999;
        continue;
      }
      t[k] = m[k] * x[k];
    }
    const double v = (t[0] + t[1]) + t[2];
    const double sum = (std::fabs(t[0]) + std::fabs(t[1])) + std::fabs(t[2]);
    return ScaledProjection{v, kScaledProjectionBound * (sum > 0x1p-960 ? sum : 0x1p-960) + lost};
  };
  // The distinct projections of each triangle (one of each equal group).
  ScaledProjection pa[3], pb[3];
  int na = 0, nb = 0;
  const auto collect = [&project](const double (&p)[3][3], int equal, ScaledProjection(&out)[3], int& n) {
    int members[3][3], count[3];
    n = projection_groups(equal, members, count);
    for (int g = 0; g < n; ++g) out[g] = project(p[members[g][0]]);
  };
  collect(a, equal_a, pa, na);
  collect(b, equal_b, pb, nb);
  // sign(P_x - P_y) when |d| clears the two bounds (and d's own rounding), else 0.
  const auto certified = [](const ScaledProjection& x, const ScaledProjection& y) {
    const double d = x.v - y.v;
    if (!(std::fabs(d) > (x.err + y.err) * (1 + 0x1p-20))) return 0;
    return d > 0 ? 1 : -1;
  };
  VerdictTally tally;
  for (int i = 0; i < na; ++i) {
    for (int j = 0; j < nb; ++j) tally.add(certified(pa[i], pb[j]));
  }
  return tally.verdict();
}

/// The nine differences a_x - b_y of two triangles' vertices, screened once
/// for every direction of wide_projection_screen, with the largest
/// component's magnitude of each.
struct VertexDifferences {
  ScreenedDiff d[3][3];
  WideFloat len[3][3];
};

inline VertexDifferences vertex_differences(const double (&a)[3][3], const double (&b)[3][3]) noexcept {
  VertexDifferences v;
  for (int x = 0; x < 3; ++x) {
    for (int y = 0; y < 3; ++y) {
      v.d[x][y] = screened_diff(a[x], b[y]);
      WideFloat len = wide_abs(v.d[x][y].c[0]);
      for (int k = 1; k < 3; ++k) {
        if (wide_less_magnitude(len, v.d[x][y].c[k])) len = wide_abs(v.d[x][y].c[k]);
      }
      v.len[x][y] = len;
    }
  }
  return v;
}

/// projection_screen's verdict for the direction c = u x v of exact edges
/// u, v (c given as screened_cross or screened_triangle_cross, c not formed
/// exactly): each comparison c . a_x - c . b_y = (u x v) . (a_x - b_y) is a
/// triple product, screened by screened_triple_sign. Of each pair of equal
/// groups (projection_groups) the pair of members nearest each other is
/// compared: the equality is exact, and a far vertex's difference, nearly
/// orthogonal to c when c is built from its own edges, would cancel. Ties
/// (a zero difference, a true zero) are never decided. Every input double
/// is valid; no flag other than inexact.
inline ProjectionVerdict wide_projection_screen(const ScreenedCross& c, const VertexDifferences& v, int equal_a,
                                                int equal_b) noexcept {
  int ma[3][3], mb[3][3], na[3], nb[3];
  const int ga = projection_groups(equal_a, ma, na), gb = projection_groups(equal_b, mb, nb);
  VerdictTally tally;
  for (int i = 0; i < ga; ++i) {
    for (int j = 0; j < gb; ++j) {
      int bx = ma[i][0], by = mb[j][0];
      for (int s = 0; s < na[i]; ++s) {
        for (int t = 0; t < nb[j]; ++t) {
          if (wide_less_magnitude(v.len[ma[i][s]][mb[j][t]], v.len[bx][by])) {
            bx = ma[i][s];
            by = mb[j][t];
          }
        }
      }
      const int s = screened_triple_sign(c, v.d[bx][by]);  // sign(c . a - c . b)
      tally.add(s == kSignUndecided ? 0 : s);
    }
  }
  return tally.verdict();
}

/// True iff the nonzero directions E[0..ne) span space (rank 3), exactly:
/// some E[g] leaves the plane of E[0] and the first E[j] not parallel to it.
template <class T, template <int> class Num>
inline bool edges_span_space(const BigVec<PolyCaps<T>::d1, Num> (&E)[6], int ne, bool& ok) noexcept {
  using Caps = PolyCaps<T>;
  BigVec<Caps::d2, Num> N;
  int f = -1;
  for (int j = 1; j < ne && f < 0; ++j) {
    ok &= big_cross(N, E[0], E[j]);
    if (!big_is_zero(N)) f = j;
  }
  if (f < 0) return false;
  for (int g = 0; g < ne; ++g) {
    Num<Caps::d3> s;
    ok &= big_dot3(s, N, E[g]);
    if (big_sign(s) != 0) return true;
  }
  return false;
}

/// The extra candidate directions of a flat Minkowski difference M (the
/// oracle's rule, exact/rational/polyhedron.h), whose nonzero edge
/// directions E[0..ne) have rank r < 3 and m0 is a point of M:
///   r = 0  m0 (when nonzero);
///   r = 1  E[0] and E[0] x (m0 x E[0]) (when nonzero);
///   r = 2  the plane's normal N = E[0] x E[f] and every nonzero N x E[g].
/// test(c) tests one direction (any capacity) and returns false only when a
/// capacity proved too small; the r = 2 loop stops once out.separated.
/// Precondition: rank(E) < 3. Returns false on a capacity overflow.
template <class T, template <int> class Num, class Test>
inline bool flat_difference_candidates(const BigVec<PolyCaps<T>::d1, Num> (&E)[6], int ne,
                                       const BigVec<PolyCaps<T>::d1, Num>& m0, const CandidateOutcome& out,
                                       Test&& test) noexcept {
  using Caps = PolyCaps<T>;
  bool ok = true;
  if (ne == 0) {  // r = 0: M is the point m0
    if (!big_is_zero(m0)) ok &= test(m0);
    return ok;
  }
  int f = -1;
  BigVec<Caps::d2, Num> N;
  for (int j = 1; j < ne && f < 0; ++j) {
    ok &= big_cross(N, E[0], E[j]);
    if (!big_is_zero(N)) f = j;
  }
  if (f < 0) {  // r = 1: M is a segment along E[0]
    ok &= test(E[0]);
    BigVec<Caps::d2, Num> t;
    BigVec<Caps::d3, Num> w;
    ok &= big_cross(t, m0, E[0]);
    ok &= big_cross(w, E[0], t);
    if (!big_is_zero(w)) ok &= test(w);
    return ok;
  }
  // r = 2: M is a polygon in the plane with normal N
  ok &= test(N);
  for (int g = 0; g < ne && !out.separated; ++g) {
    BigVec<Caps::d3, Num> w;
    ok &= big_cross(w, N, E[g]);
    if (!big_is_zero(w)) ok &= test(w);
  }
  return ok;
}

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_SEPARATING_AXES_H
