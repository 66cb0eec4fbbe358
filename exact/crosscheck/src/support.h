// SPDX-License-Identifier: MIT
// geoverify crosscheck (private): the exact LP over the shapes' parameters
// that the polytope queries share, and the linear solve of obb-sphere. Each
// query's formulation is its own source (<query>.cpp), written with these.
//
// geoverify crosscheck: independent exact oracles (see crosscheck.h).
//
// Polytope queries by linear programming
// --------------------------------------
// Every polytope shape is written as a parametrised set
//   {base + sum_j v_j gen_j : lo_j <= v_j <= hi_j  (and sum_j v_j == 1 for a triangle)},
// and a plane or a half-space as the solutions of one linear equation (with
// a slack variable sigma >= 0 for a half-space). Both are linear sets
//   {y : f_r . y + sum_k g_rk u_k == h_r for every row r, for some u in its bounds}
// (a parametrised set: y == base + sum_j v_j gen_j, three rows, and the sum
// row of a triangle).
// For shapes A and B let C = A - B = {a - b : a in A, b in B}; C is convex
// because A and B are. B translated by tau meets A iff tau is in C, so
//   A, B meet      iff 0 is in C: the LP "point of A == point of B" is feasible;
//   A, B overlap   iff 0 is interior to C.
// The LP for direction w_k maximises delta in [0, 1] subject to
// "point of A == point of B + delta w_k", i.e. delta w_k in C: A's rows,
// with y the point of B moved by delta w_k (translation_lp).
//
// Claim: if 0 is in C, then 0 is interior to C iff every one of the four
// maxima delta_k is > 0, for w_1 = (1,1,1), w_2 = (1,-1,-1), w_3 = (-1,1,-1),
// w_4 = (-1,-1,1).
//   (=>) A ball of radius eps > 0 around 0 lies in C, so delta w_k is in C for
//        delta = min(1, eps / 2) > 0 (|w_k| = sqrt(3) < 2).
//   (<=) Let delta = min_k delta_k > 0. By convexity, with 0 in C, each
//        delta w_k is in C, hence so is the tetrahedron conv{delta w_k}. Its
//        vertices are affinely independent (w_2 - w_1, w_3 - w_1, w_4 - w_1 =
//        (0,-2,-2), (-2,0,-2), (-2,-2,0) have determinant -16 != 0), and
//        0 = sum_k (1/4) delta w_k has all barycentric coordinates positive,
//        so 0 is interior to the tetrahedron and thus to C.
// (The four w_k positively span R^3; any such set would do.)
//
// OBB-sphere by face enumeration
// ------------------------------
// With M = [e0 u0 | e1 u1 | e2 u2] the parallelepiped is P = {c + M s : s in
// S = [-1, 1]^3}, and dist^2(q, P) = min over S of f(s) = |M s - (q - c)|^2.
// For each face F of the cube S (each s_i fixed to -1 or +1, or free: 27
// faces; I = the free coordinates, M_I its columns) whose Gram matrix
// G_F = M_I^T M_I is nonsingular, solve the normal equations G_F s_I =
// M_I^T (q - c - sum_{i not in I} s_i M_i); a solution inside the closed
// face is a candidate. dist^2 = the smallest f over the candidates.
// Proof. Every candidate is a point of S, so its f is >= the minimum. f is
// continuous on the compact S, so minimisers exist; among them take s* with
// the largest number of coordinates equal to +-1, and let F be the face with
// I = {i : |s*_i| < 1} and the other coordinates fixed to those of s*.
//   G_F is nonsingular: otherwise M_I v = 0 for some v != 0 in R^I; moving s*
//   along v (in the I coordinates) leaves M s, hence f, unchanged, and
//   stays in S until a first coordinate of I reaches +-1 (at a finite, positive
//   step, since |s*_i| < 1 on I and v != 0): a minimiser with more
//   coordinates at +-1, a contradiction. (If I is empty, G_F is the empty
//   matrix, nonsingular by convention, and the face is the vertex s*.)
//   s*_I solves the normal equations: f restricted to the affine hull of F
//   is convex and s* is a minimiser of it on a neighbourhood (s*_I is in the
//   relative interior of F), hence a global minimiser on the affine hull, so
//   its gradient M_I^T (M s* - (q - c)) is 0. G_F being nonsingular, this
//   solution is unique, so the enumeration finds s* on F, inside the closed
//   face: a candidate with f = the minimum.
// Faces with singular G_F can therefore be skipped.
// Relation, with D = dist^2 and the ball {x : |x - q| <= r}:
//   D > r^2: no point of P in the ball: disjoint.
//   D < r^2: a point of P is interior to the ball: overlapping.
//   D == r^2, r > 0: they meet at the nearest point p; translating the ball
//   by a small multiple of q - p (!= 0) increases the distance: touching.
//   D == r^2 == 0: the point q lies in P; it overlaps iff q is interior to
//   P, which needs M nonsingular (else P is flat), and then the interior is
//   c + M (-1, 1)^3: all |s_i| < 1 for s = M^-1 (q - c).
#ifndef GEOVERIFY_CROSSCHECK_SRC_SUPPORT_H
#define GEOVERIFY_CROSSCHECK_SRC_SUPPORT_H

#include <cmath>
#include <cstddef>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/crosscheck/lp.h"
#include "geoverify/exact/rational.h"

namespace gv {
namespace crosscheck {
namespace support {

using exact::to_rational;
using exact::Vec3Q;

// {base + sum_j v_j gen[j] : lo[j] <= v_j <= hi[j]}, and sum_j v_j == 1 if
// sum_to_one. An absent hi means no upper bound.
struct Param {
  Vec3Q base;
  std::vector<Vec3Q> gen;
  std::vector<Rational> lo;
  std::vector<std::optional<Rational>> hi;
  bool sum_to_one = false;
};

inline void add_generator(Param& p, const Vec3Q& g, const Rational& lo, const std::optional<Rational>& hi) {
  p.gen.push_back(g);
  p.lo.push_back(lo);
  p.hi.push_back(hi);
}

// Box: x itself, min <= x <= max.
template <class T>
inline Param box_param(const Aabb<T>& b) {
  Param p;
  p.base = Vec3Q{0, 0, 0};
  add_generator(p, Vec3Q{1, 0, 0}, to_rational(b.min.x), to_rational(b.max.x));
  add_generator(p, Vec3Q{0, 1, 0}, to_rational(b.min.y), to_rational(b.max.y));
  add_generator(p, Vec3Q{0, 0, 1}, to_rational(b.min.z), to_rational(b.max.z));
  return p;
}

// Obb: c + sum_i s_i (e_i u_i), -1 <= s_i <= 1.
template <class T>
inline Param obb_param(const Obb<T>& b) {
  Param p;
  p.base = to_rational(b.c);
  for (int i = 0; i < 3; ++i) {
    add_generator(p, to_rational(b.e[i]) * to_rational(b.u[i]), Rational(-1), Rational(1));
  }
  return p;
}

// Ray: o + t dir, tmin <= t <= tmax (no upper bound if tmax is infinite).
template <class T>
inline Param ray_param(const Ray<T>& r) {
  Param p;
  p.base = to_rational(r.o);
  std::optional<Rational> hi;
  if (std::isfinite(r.tmax)) hi = to_rational(r.tmax);
  add_generator(p, to_rational(r.dir), to_rational(r.tmin), hi);
  return p;
}

// Segment: p0 + t (p1 - p0), 0 <= t <= 1 (the difference taken exactly).
template <class T>
inline Param segment_param(const Segment<T>& s) {
  Param p;
  p.base = to_rational(s.p0);
  add_generator(p, to_rational(s.p1) - to_rational(s.p0), Rational(0), Rational(1));
  return p;
}

// Triangle: l0 p0 + l1 p1 + l2 p2, l_i >= 0, l0 + l1 + l2 == 1.
template <class T>
inline Param triangle_param(const Triangle<T>& t) {
  Param p;
  p.base = Vec3Q{0, 0, 0};
  add_generator(p, to_rational(t.p0), Rational(0), std::nullopt);
  add_generator(p, to_rational(t.p1), Rational(0), std::nullopt);
  add_generator(p, to_rational(t.p2), Rational(0), std::nullopt);
  p.sum_to_one = true;
  return p;
}

// The linear set {y : f[r] . y + sum_k g[r][k] u_k == h[r] for every row r,
// for some u with lo[k] <= u_k <= hi[k]} (an absent hi: no upper bound). A
// row of g may be shorter than u (the missing coefficients are 0).
struct LinearSet {
  std::vector<Vec3Q> f;
  std::vector<std::vector<Rational>> g;
  std::vector<Rational> h;
  std::vector<Rational> lo;
  std::vector<std::optional<Rational>> hi;
};

// A parametrised set as a linear set: u is its parameters v, with their
// bounds; the rows are  -y_i + sum_j v_j gen_j[i] == -base_i  (i = 0, 1, 2)
// and, if sum_to_one, 0 . y + sum_j v_j == 1. Exact; any generators (zero,
// parallel) and bounds.
inline LinearSet linear_set(const Param& p) {
  LinearSet s;
  const Vec3Q minus_axis[3] = {Vec3Q{-1, 0, 0}, Vec3Q{0, -1, 0}, Vec3Q{0, 0, -1}};
  for (int i = 0; i < 3; ++i) {
    std::vector<Rational> row;
    for (const Vec3Q& g : p.gen) row.push_back(exact::get(g, i));
    s.f.push_back(minus_axis[i]);
    s.g.push_back(row);
    s.h.push_back(-exact::get(p.base, i));
  }
  if (p.sum_to_one) {
    s.f.push_back(Vec3Q{0, 0, 0});
    s.g.push_back(std::vector<Rational>(p.gen.size(), Rational(1)));
    s.h.push_back(Rational(1));
  }
  s.lo = p.lo;
  s.hi = p.hi;
  return s;
}

// The plane {y : n.y + d == 0} as a linear set: the row n . y == -d, no
// variables. n == 0 gives 0 == -d: empty if d != 0, all of space if d == 0.
template <class T>
inline LinearSet plane_set(const Plane<T>& plane) {
  LinearSet s;
  s.f.push_back(to_rational(plane.n));
  s.g.emplace_back();
  s.h.push_back(-to_rational(plane.d));
  return s;
}

// The closed half-space {y : n.y + d <= 0} as a linear set: n.y + d <= 0 iff
// n . y + sigma == -d for some sigma >= 0 (no upper bound). n == 0: empty if
// d > 0, all of space if d <= 0.
template <class T>
inline LinearSet halfspace_set(const Halfspace<T>& h) {
  LinearSet s;
  s.f.push_back(to_rational(h.n));
  s.g.push_back({Rational(1)});
  s.h.push_back(-to_rational(h.d));
  s.lo.push_back(Rational(0));
  s.hi.push_back(std::nullopt);
  return s;
}

// The LP of direction w (file comment): maximise delta in [0, delta_hi] such
// that the point of b moved by delta w lies in a. Substituting
// y = base_B + sum_j v_j gen_Bj + delta w into a's rows gives, per row r,
//   sum_k g[r][k] u_k + sum_j (f[r] . gen_Bj) v_j + (f[r] . w) delta == h[r] - f[r] . base_B,
// then sum_j v_j == 1 if b.sum_to_one. Variables, numbered in this order: a's
// u, b's v (each with its bounds), delta. Exact; w == 0 with delta_hi == 0 is
// the LP "a and b meet".
inline Lp translation_lp(const LinearSet& a, const Param& b, const int w[3], const Rational& delta_hi) {
  Lp lp;
  const std::size_t nu = a.lo.size();
  const std::size_t nv = b.gen.size();
  for (std::size_t k = 0; k < nu; ++k) lp.add_variable(a.lo[k], a.hi[k]);
  for (std::size_t j = 0; j < nv; ++j) lp.add_variable(b.lo[j], b.hi[j]);
  const std::size_t delta = static_cast<std::size_t>(lp.add_variable(Rational(0), delta_hi));
  for (std::size_t r = 0; r < a.f.size(); ++r) {
    const Vec3Q& f = a.f[r];
    std::vector<Rational> row(delta + 1);
    for (std::size_t k = 0; k < a.g[r].size(); ++k) row[k] = a.g[r][k];
    for (std::size_t j = 0; j < nv; ++j) row[nu + j] = exact::dot(f, b.gen[j]);
    row[delta] = f.x * w[0] + f.y * w[1] + f.z * w[2];
    lp.add_row(row, a.h[r] - exact::dot(f, b.base));
  }
  if (b.sum_to_one) {
    std::vector<Rational> row(nu + nv);
    for (std::size_t j = 0; j < nv; ++j) row[nu + j] = 1;
    lp.add_row(row, Rational(1));
  }
  std::vector<Rational> objective(delta + 1);
  objective[delta] = 1;
  lp.set_objective(objective);
  return lp;
}

// The four directions w_k; see the file comment.
const int kW[4][3] = {{1, 1, 1}, {1, -1, -1}, {-1, 1, -1}, {-1, -1, 1}};

// The relation of the convex sets a and b (file comment): disjoint if they do
// not meet (translation_lp with w == 0 infeasible), overlapping if the LP of
// every direction w_k has a positive maximum, touching otherwise. Exact.
inline Relation relation_by_lp(const LinearSet& a, const Param& b) {
  const int zero[3] = {0, 0, 0};
  if (translation_lp(a, b, zero, Rational(0)).solve().status == LpStatus::infeasible) return Relation::disjoint;
  for (int k = 0; k < 4; ++k) {
    const LpResult res = translation_lp(a, b, kW[k], Rational(1)).solve();
    // Feasible (delta = 0 is) and bounded (delta <= 1): always optimal.
    if (res.status != LpStatus::optimal) throw std::logic_error("crosscheck: delta LP not optimal");
    if (res.value == 0) return Relation::touching;
  }
  return Relation::overlapping;
}

// The same for two parametrised sets.
inline Relation relation_by_lp(const Param& a, const Param& b) { return relation_by_lp(linear_set(a), b); }

// Solves the k x k system m y = v (0 <= k <= 3) exactly by Gaussian
// elimination with row exchanges. Returns false (y unset) iff m is singular;
// k == 0 is the empty system, nonsingular. m and v are overwritten.
inline bool solve_linear(int k, Rational m[3][3], Rational v[3], Rational y[3]) {
  for (int col = 0; col < k; ++col) {
    int p = col;
    while (p < k && m[p][col] == 0) ++p;
    if (p == k) return false;
    if (p != col) {
      for (int j = 0; j < k; ++j) std::swap(m[p][j], m[col][j]);
      std::swap(v[p], v[col]);
    }
    for (int i = col + 1; i < k; ++i) {
      if (m[i][col] == 0) continue;
      const Rational f = m[i][col] / m[col][col];
      for (int j = col; j < k; ++j) m[i][j] -= f * m[col][j];
      v[i] -= f * v[col];
    }
  }
  for (int i = k - 1; i >= 0; --i) {
    Rational s = v[i];
    for (int j = i + 1; j < k; ++j) s -= m[i][j] * y[j];
    y[i] = s / m[i][i];
  }
  return true;
}

}  // namespace support
}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_SRC_SUPPORT_H
