// SPDX-License-Identifier: MIT
// Test support for the plane-OBB and half-space oracle tests: the exact range
// of n.x + d over a box by brute force over its eight vertices (an
// independent formulation: no absolute values, no support function).
#ifndef GEOVERIFY_TESTS_EXACT_FLAT_ORACLE_SUPPORT_H
#define GEOVERIFY_TESTS_EXACT_FLAT_ORACLE_SUPPORT_H

#include "geoverify/core/relation.h"
#include "geoverify/exact/rational.h"

namespace gv {
namespace testing_support {

using exact::Rational;
using exact::Vec3Q;

/// [lo, hi] of n.x + d over the eight vertices c + sum_i s_i a_i, s_i = +-1.
inline void vertex_range(const Vec3Q& n, const Rational& d, const Vec3Q& c, const Vec3Q a[3], Rational& lo,
                         Rational& hi) {
  for (int k = 0; k < 8; ++k) {
    Vec3Q v = c;
    for (int i = 0; i < 3; ++i) v = ((k >> i) & 1) ? v + a[i] : v - a[i];
    const Rational f = exact::dot(n, v) + d;
    if (k == 0 || f < lo) lo = f;
    if (k == 0 || f > hi) hi = f;
  }
}

/// Plane rule on a range (n != 0).
inline Relation plane_rule(const Rational& lo, const Rational& hi) {
  if (lo > 0 || hi < 0) return Relation::disjoint;
  if (lo < 0 && hi > 0) return Relation::overlapping;
  return Relation::touching;
}

/// Half-space rule on the minimum (n != 0).
inline Relation halfspace_rule(const Rational& lo) {
  return lo > 0 ? Relation::disjoint : (lo < 0 ? Relation::overlapping : Relation::touching);
}

template <class T>
void obb_vectors(const Obb<T>& b, Vec3Q& c, Vec3Q a[3]) {
  c = exact::to_rational(b.c);
  for (int i = 0; i < 3; ++i) a[i] = exact::to_rational(b.e[i]) * exact::to_rational(b.u[i]);
}

template <class T>
void aabb_vectors(const Aabb<T>& b, Vec3Q& c, Vec3Q a[3]) {
  const Vec3Q lo = exact::to_rational(b.min), hi = exact::to_rational(b.max);
  c = Rational(1, 2) * (lo + hi);
  const Vec3Q h = Rational(1, 2) * (hi - lo);
  a[0] = {h.x, 0, 0};
  a[1] = {0, h.y, 0};
  a[2] = {0, 0, h.z};
}

}  // namespace testing_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_EXACT_FLAT_ORACLE_SUPPORT_H
