// SPDX-License-Identifier: MIT
// geoverify core: oriented box versus ball, exact.
//
// The set computed: the relation (relation.h) of the closed parallelepiped
// the floats describe, P = {c + sum t_i u_i : |t_i| <= e_i} (the axes u_i as
// stored: rounded, non-unit, non-orthogonal, parallel or zero; shapes.h), and
// the closed ball {x : |x - q| <= r}. With dist the Euclidean distance from q
// to P:
//   dist > r                         disjoint
//   dist < r                         overlapping
//   dist == r, r > 0                 touching
//   r == 0, q in the interior of P   overlapping (P solid: three independent
//                                    axes with positive extents)
//   r == 0, q on P otherwise         touching (the boundary, or a flat P)
// For non-orthonormal axes the nearest point of P is not the per-axis clamp
// of q's coordinates. It is decided exactly as the solution of the
// box-constrained least-squares problem min |U t - (q - c)|^2 over
// |t_i| <= e_i: a face of P (some t_i fixed at +-e_i, the others free) holds
// the nearest point iff the projection of q onto the face's affine hull lies
// in the face and the gradient conditions (KKT) of the fixed coordinates
// hold; the problem is convex, so these conditions are sufficient, and some
// face with independent free axes always meets them. Axes with a zero extent
// or a zero vector generate nothing and are left out.
// Degenerate but valid: zero extents (a rectangle, a segment, a point), zero,
// parallel or coplanar axes, rounded non-orthonormal rotations, r == 0 or
// -0.0 (a point), exact tangency, -0.0 anywhere, subnormals, magnitudes up to
// FLT_MAX / DBL_MAX.
// Invalid (a NaN or infinite component, a negative or NaN extent, a negative
// or NaN radius): Relation::invalid, and intersects() returns false.
//
// Exactness: the answer is exact for every finite input, float or double.
//   Stage 1 (filter) clamps q's approximate coordinates t_i = u_i.(q-c) /
//   u_i.u_i to [-e_i, e_i]; p = c + sum t_i u_i is then exactly a point of P.
//   It answers overlapping when |q - p| < r is certified (kObbResidualBound),
//   and disjoint when the direction n = q - p (rounded) certifiably separates:
//   n.(q - c) - sum e_i |n.u_i| > r |n| (kObbSupportBound, kObbNormBound;
//   docs/error-bounds.md, "Oriented boxes"). A point (r == 0) is never
//   certified overlapping by the filter.
//   Stage 2 (exact) starts from the filter's face, moves between faces as an
//   active-set method would (at most 8 steps), and otherwise tries every
//   face, each test in stack-only integer arithmetic (detail/bigfloat.h).
// Double inputs with a nonzero magnitude outside [2^-100, 2^100] skip stage 1.
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact is raised (invalid input may
// raise FE_INVALID before it is classified). Exact under FMA contraction
// (-ffp-contract=fast, -march=native). -ffast-math is refused by config.h.
// The exact stage uses about 20 KB of stack for double input.
#ifndef GEOVERIFY_CORE_OBB_SPHERE_H
#define GEOVERIFY_CORE_OBB_SPHERE_H

#include <cmath>
#include <type_traits>

#include "geoverify/core/detail/obb_common.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace detail {

/// The inputs of both stages, promoted to double (exact for float).
struct ObbBall {
  double c[3], u[3][3], e[3], q[3], r;
};

/// A face of P: side[i] = +1 (t_i = e_i), -1 (t_i = -e_i), 0 (t_i free).
struct ObbFace {
  signed char side[3];
};

/// Stage 1. Returns 0 disjoint, 2 overlapping, -1 undecided (face filled
/// with the clamp's face).
inline int obb_sphere_filter(const ObbBall& b, ObbFace& face) noexcept {
  double w[3], t[3];
  double W = 0.0, X = 0.0, tsum = 0.0, esum = 0.0;
  for (int m = 0; m < 3; ++m) {
    w[m] = b.q[m] - b.c[m];
    const double a = std::fabs(w[m]);
    W = W < a ? a : W;
  }
  for (int i = 0; i < 3; ++i) {
    double g = 0.0, l = 0.0;
    for (int m = 0; m < 3; ++m) {
      const double x = std::fabs(b.u[i][m]);
      X = X < x ? x : X;
      g += b.u[i][m] * b.u[i][m];
      l += b.u[i][m] * w[m];
    }
    double ti = g > 0.0 ? l / g : 0.0;
    face.side[i] = 0;
    if (ti >= b.e[i]) {
      ti = b.e[i];
      face.side[i] = 1;
    } else if (ti <= -b.e[i]) {
      ti = -b.e[i];
      face.side[i] = -1;
    }
    t[i] = ti;
    tsum += std::fabs(ti);
    esum += b.e[i];
  }
  // The residual rho = q - p, p = c + U t a point of P.
  double rho[3], nmax = 0.0;
  for (int m = 0; m < 3; ++m) {
    rho[m] = ((w[m] - t[0] * b.u[0][m]) - t[1] * b.u[1][m]) - t[2] * b.u[2][m];
    const double a = std::fabs(rho[m]);
    nmax = nmax < a ? a : nmax;
  }
  // Overlap: |rho| < r certified.
  const double E = kObbResidualBound * (W + X * tsum);
  double S = 0.0;
  for (int m = 0; m < 3; ++m) {
    double a = std::fabs(rho[m]) + E;
    a = a < kObbResidualFloor ? kObbResidualFloor : a;
    S += a * a;
  }
  if (S * kObbSquareSlack < b.r * b.r) return 2;
  // Disjoint: n = rho (tiny components flushed) separates.
  if (nmax < kObbDirectionFloor) return -1;
  double n[3];
  const double flush = nmax * 0x1p-60;
  for (int m = 0; m < 3; ++m) n[m] = std::fabs(rho[m]) < flush ? 0.0 : rho[m];
  double L = n[0] * w[0] + n[1] * w[1] + n[2] * w[2];
  for (int i = 0; i < 3; ++i) {
    L -= b.e[i] * std::fabs(n[0] * b.u[i][0] + n[1] * b.u[i][1] + n[2] * b.u[i][2]);
  }
  const double rn = b.r * std::sqrt(n[0] * n[0] + n[1] * n[1] + n[2] * n[2]);
  const double bound = kObbSupportBound * (nmax * (W + X * esum)) + kObbNormBound * rn;
  if (L - rn > bound) return 0;
  return -1;
}

/// The exact stage's inputs.
template <class T>
struct ObbSphereExact {
  using Caps = PolyCaps<T>;
  BigVec<4> u[3];
  BigFloat<4> e[3], r;
  BigVec<Caps::d1> w;  // q - c
  BigFloat<Caps::d2> r2;
  bool active[3];
  bool ok = true;
};

/// One face tested exactly.
struct ObbFaceTest {
  bool independent = true;  // the free axes are linearly independent
  int infeasible = -1;      // a free coordinate outside [-e, e] ...
  int infeasible_side = 0;  // ... and the bound it crosses
  int kkt_violated = -1;    // a fixed coordinate whose gradient condition fails
  int cmp = 0;              // sign of dist^2 - r^2 when the face holds the nearest point
  bool interior = false;    // all three free and strictly inside
  bool holds() const noexcept { return independent && infeasible < 0 && kkt_violated < 0; }
};

template <class T>
inline ObbFaceTest obb_sphere_face(ObbSphereExact<T>& x, const ObbFace& f) noexcept {
  using Caps = PolyCaps<T>;
  ObbFaceTest out;
  int J[3], nj = 0, I[3], ni = 0;
  for (int i = 0; i < 3; ++i) {
    if (!x.active[i]) continue;
    if (f.side[i] == 0) {
      J[nj++] = i;
    } else {
      I[ni++] = i;
    }
  }
  // w_F = w - sum over fixed i of side_i e_i u_i (degree 2).
  BigVec<Caps::d2> wf;
  for (int m = 0; m < 3; ++m) x.ok &= big_copy(wf.c[m], x.w.c[m]);
  for (int k = 0; k < ni; ++k) {
    const int i = I[k];
    for (int m = 0; m < 3; ++m) {
      BigFloat<8> t;
      x.ok &= big_mul(t, x.e[i], x.u[i].c[m]);
      if (f.side[i] > 0) t.neg = t.n != 0 && !t.neg;
      x.ok &= big_accumulate(wf.c[m], t);
    }
  }
  if (nj == 0) {
    // A vertex: the gradient conditions side_i (u_i . w_F) >= 0.
    for (int k = 0; k < ni && out.kkt_violated < 0; ++k) {
      BigFloat<Caps::d3> g;
      x.ok &= big_dot3(g, x.u[I[k]], wf);
      if (big_sign(g) * f.side[I[k]] < 0) out.kkt_violated = I[k];
    }
    BigFloat<Caps::d4> d2;
    x.ok &= big_norm2(d2, wf);
    out.cmp = big_compare(d2, x.r2);
    return out;
  }
  if (nj == 1) {
    // An edge along u_j: t_j = a / g, a = u_j . w_F, g = |u_j|^2 > 0.
    const int j = J[0];
    BigFloat<Caps::d2> g;
    BigFloat<Caps::d3> a, eg;
    x.ok &= big_dot3(g, x.u[j], x.u[j]);
    x.ok &= big_dot3(a, x.u[j], wf);
    x.ok &= big_mul(eg, x.e[j], g);
    if (big_compare_abs(a, eg) > 0) {
      out.infeasible = j;
      out.infeasible_side = big_sign(a);
      return out;
    }
    for (int k = 0; k < ni && out.kkt_violated < 0; ++k) {
      const int i = I[k];
      BigFloat<Caps::d3> uw;
      BigFloat<Caps::d2> uu;
      BigFloat<Caps::deg(5)> p1, p2, diff;
      x.ok &= big_dot3(uw, x.u[i], wf);
      x.ok &= big_dot3(uu, x.u[i], x.u[j]);
      x.ok &= big_mul(p1, g, uw);
      x.ok &= big_mul(p2, a, uu);
      x.ok &= big_add(diff, p1, p2, /*negate_b=*/true);
      if (big_sign(diff) * f.side[i] < 0) out.kkt_violated = i;
    }
    BigVec<Caps::d3> cr;
    BigFloat<Caps::deg(6)> c2;
    BigFloat<Caps::d4> rg;
    x.ok &= big_cross(cr, wf, x.u[j]);
    x.ok &= big_norm2(c2, cr);
    x.ok &= big_mul(rg, x.r2, g);
    out.cmp = big_compare(c2, rg);
    return out;
  }
  if (nj == 2) {
    // A facet spanned by u_j, u_k with normal n = u_j x u_k.
    const int j = J[0], k = J[1];
    BigVec<Caps::d2> n;
    x.ok &= big_cross(n, x.u[j], x.u[k]);
    if (big_is_zero(n)) {
      out.independent = false;
      return out;
    }
    BigFloat<Caps::d4> nn, b;
    x.ok &= big_norm2(nn, n);
    x.ok &= big_dot3(b, n, wf);
    // t_j = w_F.(u_k x n) / nn, t_k = w_F.(n x u_j) / nn.
    for (int s = 0; s < 2; ++s) {
      const int free_axis = s == 0 ? j : k;
      BigVec<Caps::d3> m;
      if (s == 0) {
        x.ok &= big_cross(m, x.u[k], n);
      } else {
        x.ok &= big_cross(m, n, x.u[j]);
      }
      BigFloat<Caps::deg(5)> num, en;
      x.ok &= big_dot3(num, m, wf);
      x.ok &= big_mul(en, x.e[free_axis], nn);
      if (big_compare_abs(num, en) > 0) {
        out.infeasible = free_axis;
        out.infeasible_side = big_sign(num);
        return out;
      }
    }
    for (int q = 0; q < ni && out.kkt_violated < 0; ++q) {
      const int i = I[q];
      BigFloat<Caps::d3> nu;
      x.ok &= big_dot3(nu, n, x.u[i]);
      if (big_sign(b) * big_sign(nu) * f.side[i] < 0) out.kkt_violated = i;
    }
    BigFloat<Caps::deg(8)> b2;
    BigFloat<Caps::deg(6)> rn;
    x.ok &= big_square(b2, b);
    x.ok &= big_mul(rn, x.r2, nn);
    out.cmp = big_compare(b2, rn);
    return out;
  }
  // The solid: Cramer's rule, t_j = w.(u_{j+1} x u_{j+2}) / det.
  BigVec<Caps::d2> n0;
  BigFloat<Caps::d3> det;
  x.ok &= big_cross(n0, x.u[1], x.u[2]);
  x.ok &= big_dot3(det, n0, x.u[0]);
  if (det.n == 0) {
    out.independent = false;
    return out;
  }
  BigFloat<Caps::d3> adet;
  x.ok &= big_copy(adet, det);
  adet.neg = false;
  bool strict = true;
  for (int j = 0; j < 3; ++j) {
    BigVec<Caps::d2> nj_;
    if (j == 0) {
      x.ok &= big_copy(nj_.c[0], n0.c[0]);
      x.ok &= big_copy(nj_.c[1], n0.c[1]);
      x.ok &= big_copy(nj_.c[2], n0.c[2]);
    } else {
      x.ok &= big_cross(nj_, x.u[(j + 1) % 3], x.u[(j + 2) % 3]);
    }
    BigFloat<Caps::d3> num;
    BigFloat<Caps::d4> ed;
    x.ok &= big_dot3(num, nj_, x.w);
    x.ok &= big_mul(ed, x.e[j], adet);
    if (det.neg && num.n != 0) num.neg = !num.neg;  // t_j has the sign of num / det
    const int c = big_compare_abs(num, ed);
    if (c > 0) {
      out.infeasible = j;
      out.infeasible_side = big_sign(num);
      return out;
    }
    strict &= c < 0;
  }
  out.interior = strict;
  out.cmp = x.r2.n == 0 ? 0 : -1;
  return out;
}

/// Stage 2: the exact relation. guess (may be null) is the filter's face.
template <class T>
GEOVERIFY_NOINLINE Relation obb_sphere_exact(const ObbBall& b, const ObbFace* guess, Stats* st) noexcept {
  ObbSphereExact<T> x;
  int nact = 0;
  for (int i = 0; i < 3; ++i) {
    for (int m = 0; m < 3; ++m) big_set(x.u[i].c[m], b.u[i][m]);
    big_set(x.e[i], b.e[i]);
    x.active[i] = b.e[i] > 0.0 && !(b.u[i][0] == 0.0 && b.u[i][1] == 0.0 && b.u[i][2] == 0.0);
    nact += x.active[i];
    x.ok &= big_diff(x.w.c[i], b.q[i], b.c[i]);
  }
  big_set(x.r, b.r);
  x.ok &= big_mul(x.r2, x.r, x.r);
  ObbFace f = guess ? *guess : ObbFace{{0, 0, 0}};
  for (int i = 0; i < 3; ++i) {
    if (!x.active[i]) f.side[i] = 0;
  }
  ObbFaceTest found;
  bool have = false;
  // Active-set steps from the guess: fix an infeasible free coordinate at
  // the bound it crosses, or free a fixed one whose condition fails.
  for (int step = 0; step < 8 && !have; ++step) {
    const ObbFaceTest t = obb_sphere_face(x, f);
    if (t.holds()) {
      found = t;
      have = true;
    } else if (!t.independent) {
      break;
    } else if (t.infeasible >= 0) {
      f.side[t.infeasible] = static_cast<signed char>(t.infeasible_side);
    } else {
      f.side[t.kkt_violated] = 0;
    }
  }
  // Otherwise every face, in the order of the 3^3 sign patterns.
  for (int code = 0; code < 27 && !have; ++code) {
    int c = code, skip = 0;
    for (int i = 0; i < 3; ++i) {
      f.side[i] = static_cast<signed char>(c % 3 - 1);
      c /= 3;
      skip |= !x.active[i] && f.side[i] != 0;
    }
    if (skip) continue;
    const ObbFaceTest t = obb_sphere_face(x, f);
    if (t.holds()) {
      found = t;
      have = true;
    }
  }
  if (!x.ok || !have) return capacity_exceeded();
  if (found.cmp > 0) return decided_exactly(st, Relation::disjoint);
  if (found.cmp < 0) return decided_exactly(st, Relation::overlapping);
  if (x.r2.n != 0) return decided_exactly(st, Relation::touching);
  // A point on P: overlapping iff strictly inside a solid P.
  bool inside = false;
  if (nact == 3) {
    const ObbFace all_free{{0, 0, 0}};
    const ObbFaceTest t = obb_sphere_face(x, all_free);
    inside = t.holds() && t.interior;
  }
  if (!x.ok) return capacity_exceeded();
  return decided_exactly(st, inside ? Relation::overlapping : Relation::touching);
}

/// The stages' input: the box's and the sphere's values promoted to double
/// (exactly).
template <class T>
inline ObbBall obb_ball(const Obb<T>& o, const Sphere<T>& s) noexcept {
  ObbBall b;
  b.c[0] = o.c.x, b.c[1] = o.c.y, b.c[2] = o.c.z;
  b.q[0] = s.c.x, b.q[1] = s.c.y, b.q[2] = s.c.z;
  b.r = s.r;
  for (int i = 0; i < 3; ++i) {
    b.u[i][0] = o.u[i].x, b.u[i][1] = o.u[i].y, b.u[i][2] = o.u[i].z;
    b.e[i] = o.e[i];
  }
  return b;
}

/// The complete predicate: validity, filter, exact stage. Out of line for
/// the reason given at obb_obb() (obb_obb.h).
template <class T>
GEOVERIFY_NOINLINE Relation obb_sphere(const Obb<T>& o_in, const Sphere<T>& s_in, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Obb<T>& o = as_given(o_in);
  const Sphere<T>& s = as_given(s_in);
  const ObbBall b = obb_ball(o, s);
  // One branch-free pass decides that the input is valid and may enter the
  // filter (signs, finiteness, the double screen); anything else takes the
  // slow path, which tells invalid input from out-of-range doubles.
  bool fast = (b.e[0] >= 0.0) & (b.e[1] >= 0.0) & (b.e[2] >= 0.0) & (b.r >= 0.0);
  fast &= obb_admit_all<T>(o);
  fast &= obb_admit_all<T>(s);
  if (!fast) {
    if (!(is_valid(o) && is_valid(s))) return rejected(st);
    return obb_sphere_exact<T>(b, nullptr, st);  // valid doubles outside the screen
  }
  ObbFace face;
  const int r = obb_sphere_filter(b, face);
  if (r >= 0) return decided_by_filter(st, r == 0 ? Relation::disjoint : Relation::overlapping);
  return obb_sphere_exact<T>(b, &face, st);
}

}  // namespace detail

/// Exact relation of an oriented box (the parallelepiped of its stored axes)
/// and a ball; see the file comment for the rules and the degenerate cases.
/// Invalid input gives Relation::invalid. stats, when given, counts the stage
/// that decided the call.
template <class T>
Relation relation(const Obb<T>& box, const Sphere<T>& ball, Stats* stats = nullptr) noexcept {
  return detail::obb_sphere(box, ball, stats);
}

/// relation(Sphere, Obb) is relation(Obb, Sphere): the other argument order (relation.h).
template <class T>
struct ReversedPair<Sphere<T>, Obb<T>> : std::true_type {};

}  // namespace gv

#endif  // GEOVERIFY_CORE_OBB_SPHERE_H
