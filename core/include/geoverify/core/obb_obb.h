// SPDX-License-Identifier: MIT
// geoverify core: oriented box versus oriented box, exact.
//
// The set computed: the relation (relation.h) of the two closed
// parallelepipeds the floats describe (shapes.h, docs/semantics.md):
// A = {c + sum s_i e_i u_i}, B = {k + sum t_j f_j v_j}, |s_i|, |t_j| <= 1,
// with the axes u_i, v_j used exactly as stored (rounded, non-unit,
// non-orthogonal, parallel or zero). Their Minkowski difference is the
// zonotope Z = d + sum_g [-1, 1] g, d = k - c, over the six generators
// g in {e_i u_i, f_j v_j}; disjoint iff 0 is not in Z, overlapping iff 0 is
// interior to Z, touching otherwise.
//
// Separating directions. With H(n) = sum_i e_i |n.u_i| + sum_j f_j |n.v_j|
// (the support of Z - d), 0 is in Z iff |n.d| <= H(n) for every n of a
// complete candidate set, and on its boundary iff in Z and |n.d| == H(n) for
// some candidate n != 0. The candidates depend on r, the rank of the nonzero
// generators (an axis with a zero extent, or a zero axis, generates nothing):
//   r = 3  the 15 cross products of the stored axes: u_i x u_j (A's faces),
//          v_i x v_j (B's faces) and u_i x v_j. Complete: every facet normal
//          of a 3-dimensional zonotope is the cross product of two of its
//          generators, a positive multiple of one of these. Zero products
//          (parallel axes) are skipped.
//   r = 2  Z is flat: its plane's normal m = g x g' and the in-plane normals
//          m x g of every nonzero generator g. Never overlapping.
//   r = 1  Z is a segment along g: d x g == 0 and |g.d| <= H(g).
//   r = 0  Z is the point d.
// The textbook 15 axes (Ericson's TestOBBOBB) use u_k for u_i x u_j, which
// is the same direction only for orthonormal axes, and are not complete when
// r < 3 (two coplanar rectangles, a box and a segment on its face plane).
// Degenerate but valid: zero extents (a rectangle, a segment, a point), zero
// axes, parallel or identical axes within a box or across the two, rounded
// non-orthonormal rotations, identical boxes, exact face, edge and corner
// contact, -0.0 anywhere, subnormals, magnitudes up to FLT_MAX / DBL_MAX.
// Invalid (a NaN or infinite component, a negative or NaN extent):
// Relation::invalid, and intersects() returns false.
//
// Exactness: the answer is exact for every finite input, float or double.
//   Stage 1 (filter) evaluates, in double, the 20 triple products of the six
//   axes and the 15 triple products with d through 9 cross products (u_i x
//   u_j, v_i x v_j, v_j x d), so each H(n) is a sum of four extents times
//   triple products. Each |n.d| - H(n) is decided when it clears a bound
//   derived from the largest axis component, the largest |d| component and
//   the sum of the extents (kObbTripleBound, kObbCentreBound, kObbSumBound;
//   docs/error-bounds.md, "Oriented boxes"). It answers disjoint when one
//   direction certifiably separates, and overlapping when all 15 are
//   certifiably strict and a nonzero triple product of three nonzero
//   generators certifies r = 3.
//   Stage 2 (exact) evaluates the undecided directions, the rank, and the
//   candidates of r < 3 with stack-only integer arithmetic (detail/bigfloat.h),
//   reusing the directions the filter certified.
// Double inputs with a nonzero magnitude outside [2^-100, 2^100] skip stage 1.
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact is raised (invalid input may
// raise FE_INVALID before it is classified). Exact under FMA contraction
// (-ffp-contract=fast, -march=native). -ffast-math is refused by config.h.
// The exact stage uses about 40 KB of stack for double input.
#ifndef GEOVERIFY_CORE_OBB_OBB_H
#define GEOVERIFY_CORE_OBB_OBB_H

#include <cmath>
#include <type_traits>

#include "geoverify/core/detail/obb_common.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace detail {

/// The 15 directions: 0..2 A's faces u_{i+1} x u_{i+2}; 3..5 B's faces
/// v_{j+1} x v_{j+2}; 6 + 3 i + j the cross u_i x v_j.
constexpr int kObbDirections = 15;

/// The inputs of both stages, promoted to double (exact for float).
struct ObbPair {
  double c[3], k[3];
  double u[3][3], v[3][3];
  double e[3], f[3];
};

/// Per-direction status certified by the filter: -1 strict (|n.d| < H(n),
/// hence n != 0), -2 the direction is exactly zero (parallel axes; float
/// input only), 0 unknown.
struct ObbKnown {
  signed char strict[kObbDirections];
  bool rank3;
};

/// The four (extent, triple product) terms of H(n) and the triple product
/// giving n.d for direction idx, in the filter's tables.
struct ObbTerm {
  int ext;     // 0..2 e_i, 3..5 f_j
  int triple;  // 0 det U, 1 det V, 2 + 3 m + j P[m][j], 11 + 3 m + i Q[m][i]
};

/// P[m][j] = (u_{m+1} x u_{m+2}) . v_j, Q[m][i] = (v_{m+1} x v_{m+2}) . u_i.
inline void obb_terms(int idx, ObbTerm (&t)[4]) noexcept {
  if (idx < 3) {
    const int i = idx;
    t[0] = {i, 0};
    for (int l = 0; l < 3; ++l) t[1 + l] = {3 + l, 2 + 3 * i + l};
  } else if (idx < 6) {
    const int j = idx - 3;
    t[0] = {3 + j, 1};
    for (int k = 0; k < 3; ++k) t[1 + k] = {k, 11 + 3 * j + k};
  } else {
    const int i = (idx - 6) / 3, j = (idx - 6) % 3;
    int n = 0;
    for (int k = 0; k < 3; ++k) {
      if (k != i) t[n++] = {k, 2 + 3 * (3 - i - k) + j};
    }
    for (int l = 0; l < 3; ++l) {
      if (l != j) t[n++] = {3 + l, 11 + 3 * (3 - j - l) + i};
    }
  }
}

/// Generator indices (0..2 u_i, 3..5 v_j) of the three axes of triple t.
inline void obb_triple_axes(int t, int (&g)[3]) noexcept {
  if (t == 0) {
    g[0] = 0, g[1] = 1, g[2] = 2;
  } else if (t == 1) {
    g[0] = 3, g[1] = 4, g[2] = 5;
  } else if (t < 11) {
    const int m = (t - 2) / 3, j = (t - 2) % 3;
    g[0] = (m + 1) % 3, g[1] = (m + 2) % 3, g[2] = 3 + j;
  } else {
    const int m = (t - 11) / 3, i = (t - 11) % 3;
    g[0] = 3 + (m + 1) % 3, g[1] = 3 + (m + 2) % 3, g[2] = i;
  }
}

inline void cross3(double (&r)[3], const double (&a)[3], const double (&b)[3]) noexcept {
  r[0] = a[1] * b[2] - a[2] * b[1];
  r[1] = a[2] * b[0] - a[0] * b[2];
  r[2] = a[0] * b[1] - a[1] * b[0];
}

inline double dot3(const double (&a)[3], const double (&b)[3]) noexcept {
  return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

/// True iff x cross y == 0 exactly, for float components (promoted): each
/// product of two floats is exact in double, so each comparison is exact
/// however the compiler evaluates it.
inline bool float_cross_is_zero(const double (&x)[3], const double (&y)[3]) noexcept {
  return (x[1] * y[2] == x[2] * y[1]) & (x[2] * y[0] == x[0] * y[2]) & (x[0] * y[1] == x[1] * y[0]);
}

/// Stage 1. Returns 0 disjoint, 2 overlapping, -1 undecided (known filled).
/// float_input: the inputs are floats, so a direction that is exactly zero
/// (parallel axes: an axis-aligned pair, boxes sharing a rotation) can be
/// recognised and left out; it is never a facet normal. For double input
/// such pairs reach the exact stage.
inline int obb_obb_filter(const ObbPair& p, ObbKnown& kn, bool float_input) noexcept {
  double d[3], nA[3][3], nB[3][3], w[3][3];
  double X = 0.0, D = 0.0;
  for (int m = 0; m < 3; ++m) {
    d[m] = p.k[m] - p.c[m];
    const double a = std::fabs(d[m]);
    D = D < a ? a : D;
    for (int i = 0; i < 3; ++i) {
      const double x = std::fabs(p.u[i][m]), y = std::fabs(p.v[i][m]);
      X = X < x ? x : X;
      X = X < y ? y : X;
    }
  }
  const double ext[6] = {p.e[0], p.e[1], p.e[2], p.f[0], p.f[1], p.f[2]};
  const double esum = ((ext[0] + ext[1]) + (ext[2] + ext[3])) + (ext[4] + ext[5]);
  const double X2 = X * X;
  const double tbound = kObbTripleBound * (X2 * X);
  const double base = kObbCentreBound * (X2 * D) + tbound * esum;
  double tri[20];  // see ObbTerm::triple
  double s[kObbDirections];
  bool all_strict = true;
  // Direction idx: false when it certifiably separates (the caller returns
  // disjoint at once); otherwise records whether it is strict.
  const auto holds = [&](int idx) GEOVERIFY_LAMBDA_ALWAYS_INLINE {
    ObbTerm t[4];
    obb_terms(idx, t);
    const double h = (ext[t[0].ext] * std::fabs(tri[t[0].triple]) + ext[t[1].ext] * std::fabs(tri[t[1].triple])) +
                     (ext[t[2].ext] * std::fabs(tri[t[2].triple]) + ext[t[3].ext] * std::fabs(tri[t[3].triple]));
    const double delta = std::fabs(s[idx]) - h;
    const double bound = base + kObbSumBound * h;
    if (delta > bound) return false;
    const bool strict = delta < -bound;
    bool zero = false;
    if (!strict && float_input) {
      const double(&x)[3] = idx < 3 ? p.u[(idx + 1) % 3] : (idx < 6 ? p.v[(idx - 2) % 3] : p.u[(idx - 6) / 3]);
      const double(&y)[3] = idx < 3 ? p.u[(idx + 2) % 3] : (idx < 6 ? p.v[(idx - 1) % 3] : p.v[(idx - 6) % 3]);
      zero = float_cross_is_zero(x, y);
    }
    kn.strict[idx] = strict ? -1 : (zero ? -2 : 0);
    all_strict &= strict | zero;
    return true;
  };
  // In the order a separated pair is most often caught (Ericson's order):
  // A's faces, B's faces, then the edge pairs, each group computing only
  // what it needs.
  for (int i = 0; i < 3; ++i) cross3(nA[i], p.u[(i + 1) % 3], p.u[(i + 2) % 3]);
  tri[0] = dot3(nA[0], p.u[0]);
  for (int m = 0; m < 3; ++m) {
    for (int j = 0; j < 3; ++j) tri[2 + 3 * m + j] = dot3(nA[m], p.v[j]);
    s[m] = dot3(nA[m], d);
  }
  for (int idx = 0; idx < 3; ++idx) {
    if (!holds(idx)) return 0;
  }
  for (int i = 0; i < 3; ++i) cross3(nB[i], p.v[(i + 1) % 3], p.v[(i + 2) % 3]);
  tri[1] = dot3(nB[0], p.v[0]);
  for (int m = 0; m < 3; ++m) {
    for (int j = 0; j < 3; ++j) tri[11 + 3 * m + j] = dot3(nB[m], p.u[j]);
    s[3 + m] = dot3(nB[m], d);
  }
  for (int idx = 3; idx < 6; ++idx) {
    if (!holds(idx)) return 0;
  }
  for (int j = 0; j < 3; ++j) cross3(w[j], p.v[j], d);
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) s[6 + 3 * i + j] = dot3(p.u[i], w[j]);
  }
  for (int idx = 6; idx < kObbDirections; ++idx) {
    if (!holds(idx)) return 0;
  }
  // r = 3 if three nonzero generators have a certified nonzero triple product.
  kn.rank3 = false;
  for (int t = 0; t < 20 && !kn.rank3; ++t) {
    int g[3];
    obb_triple_axes(t, g);
    kn.rank3 = (ext[g[0]] > 0.0) & (ext[g[1]] > 0.0) & (ext[g[2]] > 0.0) & (std::fabs(tri[t]) > tbound);
  }
  if (all_strict && kn.rank3) return 2;
  return -1;
}

/// The exact stage's inputs and its memo of triple products.
template <class T>
struct ObbObbExact {
  using Caps = PolyCaps<T>;
  BigVec<4> ax[6];  // u0 u1 u2 v0 v1 v2
  BigFloat<4> ext[6];
  bool gen[6];      // nonzero generator: extent > 0 and axis != 0
  BigVec<Caps::d1> d;
  BigVec<Caps::d2> nA[3], nB[3], w[3];
  bool w_done[3] = {false, false, false};
  BigFloat<Caps::d3> tri[20];
  bool tri_done[20] = {};
  bool ok = true;

  const BigFloat<Caps::d3>& triple(int t) noexcept {
    if (!tri_done[t]) {
      tri_done[t] = true;
      if (t == 0) {
        ok &= big_dot3(tri[t], nA[0], ax[0]);
      } else if (t == 1) {
        ok &= big_dot3(tri[t], nB[0], ax[3]);
      } else if (t < 11) {
        ok &= big_dot3(tri[t], nA[(t - 2) / 3], ax[3 + (t - 2) % 3]);
      } else {
        ok &= big_dot3(tri[t], nB[(t - 11) / 3], ax[(t - 11) % 3]);
      }
    }
    return tri[t];
  }

  /// n.d for direction idx (degree 3).
  void centre(int idx, BigFloat<Caps::d3>& s) noexcept {
    if (idx < 3) {
      ok &= big_dot3(s, nA[idx], d);
    } else if (idx < 6) {
      ok &= big_dot3(s, nB[idx - 3], d);
    } else {
      const int i = (idx - 6) / 3, j = (idx - 6) % 3;
      if (!w_done[j]) {
        ok &= big_cross(w[j], ax[3 + j], d);
        w_done[j] = true;
      }
      ok &= big_dot3(s, ax[i], w[j]);
    }
  }

  /// True iff direction idx is the zero vector.
  bool direction_is_zero(int idx) noexcept {
    if (idx < 3) return big_is_zero(nA[idx]);
    if (idx < 6) return big_is_zero(nB[idx - 3]);
    BigVec<Caps::d2> n;
    ok &= big_cross(n, ax[(idx - 6) / 3], ax[3 + (idx - 6) % 3]);
    return big_is_zero(n);
  }
};

/// Sign of |n.d| - H(n) for a direction n given by a vector (degree <= 3),
/// over every generator: exact (rank < 3 candidates).
template <class T, int C>
inline int obb_test_vector(const BigVec<C>& n, ObbObbExact<T>& x) noexcept {
  constexpr int D = PolyCaps<T>::deg(5);
  BigFloat<D> s, h, t;
  x.ok &= big_dot3(s, n, x.d);
  big_zero(h);
  for (int g = 0; g < 6; ++g) {
    if (!x.gen[g]) continue;
    x.ok &= big_dot3(t, n, x.ax[g]);
    x.ok &= big_add_abs_times(h, t, x.ext[g]);
  }
  return big_compare_abs(s, h);
}

/// Stage 2: the exact relation (see the file comment). kn may be null.
template <class T>
GEOVERIFY_NOINLINE Relation obb_obb_exact(const ObbPair& p, const ObbKnown* kn, Stats* st) noexcept {
  using Caps = PolyCaps<T>;
  ObbObbExact<T> x;
  for (int i = 0; i < 3; ++i) {
    big_set_vec(x.ax[i], p.u[i]);
    big_set_vec(x.ax[3 + i], p.v[i]);
    big_set(x.ext[i], p.e[i]);
    big_set(x.ext[3 + i], p.f[i]);
    x.gen[i] = p.e[i] > 0.0 && !(p.u[i][0] == 0.0 && p.u[i][1] == 0.0 && p.u[i][2] == 0.0);
    x.gen[3 + i] = p.f[i] > 0.0 && !(p.v[i][0] == 0.0 && p.v[i][1] == 0.0 && p.v[i][2] == 0.0);
    x.ok &= big_diff(x.d.c[i], p.k[i], p.c[i]);
  }
  for (int i = 0; i < 3; ++i) {
    x.ok &= big_cross(x.nA[i], x.ax[(i + 1) % 3], x.ax[(i + 2) % 3]);
    x.ok &= big_cross(x.nB[i], x.ax[3 + (i + 1) % 3], x.ax[3 + (i + 2) % 3]);
  }
  // The 15 directions (a superset of the complete set when r = 3; sound for
  // any r: a separating or supporting direction is one whatever the rank).
  bool contact = false;
  for (int idx = 0; idx < kObbDirections; ++idx) {
    if (kn && kn->strict[idx] < 0) continue;
    ObbTerm t[4];
    obb_terms(idx, t);
    BigFloat<Caps::d4> h;
    big_zero(h);
    for (const ObbTerm& term : t) {
      if (!x.gen[term.ext]) continue;
      x.ok &= big_add_abs_times(h, x.triple(term.triple), x.ext[term.ext]);
    }
    BigFloat<Caps::d3> s;
    x.centre(idx, s);
    const int c = big_compare_abs(s, h);
    if (c > 0) return x.ok ? decided_exactly(st, Relation::disjoint) : capacity_exceeded();
    if (c == 0 && (h.n != 0 || !x.direction_is_zero(idx))) contact = true;
  }
  // The rank of the nonzero generators.
  bool r3 = kn && kn->rank3;
  for (int t = 0; t < 20 && !r3; ++t) {
    int g[3];
    obb_triple_axes(t, g);
    if (x.gen[g[0]] && x.gen[g[1]] && x.gen[g[2]]) r3 = x.triple(t).n != 0;
  }
  if (r3) {
    if (!x.ok) return capacity_exceeded();
    return decided_exactly(st, contact ? Relation::touching : Relation::overlapping);
  }
  // r < 3: find a nonzero cross product of two nonzero generators.
  BigVec<Caps::d2> m;
  bool r2 = false;
  int first = -1;
  for (int a = 0; a < 6 && !r2; ++a) {
    if (!x.gen[a]) continue;
    if (first < 0) first = a;
    for (int b = a + 1; b < 6 && !r2; ++b) {
      if (!x.gen[b]) continue;
      x.ok &= big_cross(m, x.ax[a], x.ax[b]);
      r2 = !big_is_zero(m);
    }
  }
  bool separated = false;
  if (r2) {
    // Z lies in a plane with normal m: 0 must lie in it, then inside the
    // zonogon, tested along the in-plane normals m x g.
    separated = obb_test_vector<T>(m, x) > 0;
    for (int g = 0; g < 6 && !separated; ++g) {
      if (!x.gen[g]) continue;
      BigVec<Caps::d3> q;
      x.ok &= big_cross(q, m, x.ax[g]);
      separated = obb_test_vector<T>(q, x) > 0;
    }
  } else if (first >= 0) {
    // Z is a segment along g: d must be parallel to g, then within it.
    BigVec<Caps::d2> q;
    x.ok &= big_cross(q, x.d, x.ax[first]);
    separated = !big_is_zero(q) || obb_test_vector<T>(x.ax[first], x) > 0;
  } else {
    separated = !big_is_zero(x.d);  // Z is the point d
  }
  if (!x.ok) return capacity_exceeded();
  return decided_exactly(st, separated ? Relation::disjoint : Relation::touching);
}

/// The stages' input: both boxes' values promoted to double (exactly).
template <class T>
inline ObbPair obb_pair(const Obb<T>& a, const Obb<T>& b) noexcept {
  ObbPair p;
  p.c[0] = a.c.x, p.c[1] = a.c.y, p.c[2] = a.c.z;
  p.k[0] = b.c.x, p.k[1] = b.c.y, p.k[2] = b.c.z;
  for (int i = 0; i < 3; ++i) {
    p.u[i][0] = a.u[i].x, p.u[i][1] = a.u[i].y, p.u[i][2] = a.u[i].z;
    p.v[i][0] = b.u[i].x, p.v[i][1] = b.u[i].y, p.v[i][2] = b.u[i].z;
    p.e[i] = a.e[i];
    p.f[i] = b.e[i];
  }
  return p;
}

/// The complete predicate: validity, filter, exact stage. Out of line: the
/// float inputs are then read from memory. g++ 12.2's SLP vectorizer (-O2)
/// was seen to drop the rounding of a double to float when the float was
/// promoted back to double in the same function, which inlining would allow
/// between a caller's T(x) and this function's promotion.
template <class T>
GEOVERIFY_NOINLINE Relation obb_obb(const Obb<T>& a_in, const Obb<T>& b_in, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Obb<T>& a = as_given(a_in);
  const Obb<T>& b = as_given(b_in);
  const ObbPair p = obb_pair(a, b);
  // One branch-free pass decides that the input is valid and may enter the
  // filter (signs, finiteness, the double screen); anything else takes the
  // slow path, which tells invalid input from out-of-range doubles.
  bool fast = (p.e[0] >= 0.0) & (p.e[1] >= 0.0) & (p.e[2] >= 0.0) & (p.f[0] >= 0.0) & (p.f[1] >= 0.0) &
              (p.f[2] >= 0.0);
  fast &= obb_admit_all<T>(a);
  fast &= obb_admit_all<T>(b);
  if (!fast) {
    if (!(is_valid(a) && is_valid(b))) return rejected(st);
    return obb_obb_exact<T>(p, nullptr, st);  // valid doubles outside the screen
  }
  ObbKnown kn;
  const int r = obb_obb_filter(p, kn, std::is_same_v<T, float>);
  if (r >= 0) return decided_by_filter(st, r == 0 ? Relation::disjoint : Relation::overlapping);
  return obb_obb_exact<T>(p, &kn, st);
}

}  // namespace detail

/// Exact relation of two oriented boxes, each the parallelepiped of its
/// stored axes; see the file comment for the rules and the degenerate cases.
/// Invalid input gives Relation::invalid. stats, when given, counts the stage
/// that decided the call. Symmetric: relation(a, b) == relation(b, a).
template <class T>
Relation relation(const Obb<T>& a, const Obb<T>& b, Stats* stats = nullptr) noexcept {
  return detail::obb_obb(a, b, stats);
}

}  // namespace gv

#endif  // GEOVERIFY_CORE_OBB_OBB_H
