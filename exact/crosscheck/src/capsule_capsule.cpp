// SPDX-License-Identifier: MIT
// geoverify crosscheck: capsule-capsule (the formulation: the header).
#include "geoverify/crosscheck/capsule_capsule.h"

#include <stdexcept>

#include "support.h"

namespace gv {
namespace crosscheck {

using namespace support;  // the exact vocabulary every formulation is written in

template <class T>
Relation capsule_capsule(const Capsule<T>& a, const Capsule<T>& b) {
  if (!is_valid(a) || !is_valid(b)) return Relation::invalid;
  // x(s, t) = P(s) - Q(t) = w + s col[0] + t col[1].
  const Vec3Q w = to_rational(a.p0) - to_rational(b.p0);
  const Vec3Q col[2] = {to_rational(a.p1) - to_rational(a.p0), to_rational(b.p0) - to_rational(b.p1)};
  bool found = false;
  Rational best;
  // Each face of [0, 1]^2: every parameter free (code 0) or fixed at 0 or 1.
  for (int face = 0; face < 9; ++face) {
    const int code[2] = {face % 3, face / 3};
    Rational x[2];
    int free_ix[2];
    int k = 0;
    Vec3Q rest = w;
    for (int i = 0; i < 2; ++i) {
      if (code[i] == 0) {
        free_ix[k++] = i;
      } else {
        x[i] = code[i] == 1 ? 0 : 1;
        rest = rest + x[i] * col[i];
      }
    }
    // Minimise |rest + sum y_a col[free_a]|^2: G y = -col . rest.
    Rational g[3][3], rhs[3], y[3];
    for (int p = 0; p < k; ++p) {
      for (int q = 0; q < k; ++q) g[p][q] = exact::dot(col[free_ix[p]], col[free_ix[q]]);
      rhs[p] = -exact::dot(col[free_ix[p]], rest);
    }
    if (!solve_linear(k, g, rhs, y)) continue;
    bool inside = true;
    for (int p = 0; p < k; ++p) {
      inside = inside && y[p] >= 0 && y[p] <= 1;
      x[free_ix[p]] = y[p];
    }
    if (!inside) continue;
    const Vec3Q d = w + x[0] * col[0] + x[1] * col[1];
    const Rational d2 = exact::dot(d, d);
    if (!found || d2 < best) {
      best = d2;
      found = true;
    }
  }
  if (!found) throw std::logic_error("crosscheck: capsule_capsule found no candidate (impossible)");
  const Rational r = to_rational(a.r) + to_rational(b.r);
  const Rational r2 = r * r;
  if (best > r2) return Relation::disjoint;
  if (best < r2) return Relation::overlapping;
  return Relation::touching;
}

template Relation capsule_capsule<float>(const Capsule<float>&, const Capsule<float>&);
template Relation capsule_capsule<double>(const Capsule<double>&, const Capsule<double>&);

}  // namespace crosscheck
}  // namespace gv
