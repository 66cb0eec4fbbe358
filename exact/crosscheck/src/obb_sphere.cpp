// SPDX-License-Identifier: MIT
// geoverify crosscheck: obb-sphere (the formulation: the header; the LP: support.h).
#include "geoverify/crosscheck/obb_sphere.h"

#include "support.h"

namespace gv {
namespace crosscheck {

using namespace support;  // the LP vocabulary every formulation is written in

template <class T>
Relation obb_sphere(const Obb<T>& box, const Sphere<T>& sphere) {
  if (!is_valid(box) || !is_valid(sphere)) return Relation::invalid;
  const Vec3Q c = to_rational(box.c);
  const Vec3Q q = to_rational(sphere.c);
  const Rational r = to_rational(sphere.r);
  Vec3Q col[3];  // the columns e_i u_i of M
  for (int i = 0; i < 3; ++i) col[i] = to_rational(box.e[i]) * to_rational(box.u[i]);
  const Vec3Q qc = q - c;

  // Squared distance by the 27 faces of [-1, 1]^3 (file comment).
  bool found = false;
  Rational best;
  for (int face = 0; face < 27; ++face) {
    const int code[3] = {face % 3, (face / 3) % 3, face / 9};  // 0 free, 1: -1, 2: +1
    Rational s[3];
    int free_ix[3];
    int k = 0;
    Vec3Q rest = qc;  // q - c minus the fixed columns
    for (int i = 0; i < 3; ++i) {
      if (code[i] == 0) {
        free_ix[k++] = i;
      } else {
        s[i] = code[i] == 1 ? -1 : 1;
        rest = rest - s[i] * col[i];
      }
    }
    Rational g[3][3], rhs[3], y[3];
    for (int a = 0; a < k; ++a) {
      for (int b = 0; b < k; ++b) g[a][b] = exact::dot(col[free_ix[a]], col[free_ix[b]]);
      rhs[a] = exact::dot(col[free_ix[a]], rest);
    }
    if (!solve_linear(k, g, rhs, y)) continue;  // singular Gram matrix: skip
    bool in_face = true;
    for (int a = 0; a < k; ++a) {
      if (y[a] < -1 || y[a] > 1) in_face = false;
      s[free_ix[a]] = y[a];
    }
    if (!in_face) continue;
    const Vec3Q diff = qc - (s[0] * col[0] + s[1] * col[1] + s[2] * col[2]);
    const Rational dist2 = exact::dot(diff, diff);
    if (!found || dist2 < best) {
      best = dist2;
      found = true;
    }
  }
  if (!found) throw std::logic_error("crosscheck: obb_sphere found no candidate (impossible)");

  const Rational r2 = r * r;
  if (best > r2) return Relation::disjoint;
  if (best < r2) return Relation::overlapping;
  if (r != 0) return Relation::touching;
  // A point on P: overlapping iff strictly interior.
  Rational m[3][3], v[3], s[3];
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) m[i][j] = exact::get(col[j], i);
    v[i] = exact::get(qc, i);
  }
  if (!solve_linear(3, m, v, s)) return Relation::touching;  // flat P has no interior
  for (int i = 0; i < 3; ++i) {
    if (s[i] <= -1 || s[i] >= 1) return Relation::touching;
  }
  return Relation::overlapping;
}

template Relation obb_sphere<float>(const Obb<float>&, const Sphere<float>&);
template Relation obb_sphere<double>(const Obb<double>&, const Sphere<double>&);

}  // namespace crosscheck
}  // namespace gv
