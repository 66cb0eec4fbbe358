// SPDX-License-Identifier: MIT
// Test support for the plane-OBB and half-space oracle tests: the exact range
// of n.x + d over a box by brute force over its eight vertices (an
// independent formulation: no absolute values, no support function), and the
// oracle's agreement with it on every generator class.
#ifndef GEOVERIFY_TESTS_EXACT_FLAT_ORACLE_SUPPORT_H
#define GEOVERIFY_TESTS_EXACT_FLAT_ORACLE_SUPPORT_H

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>

#include "geoverify/core/relation.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/exact/rational.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "hex.h"
#include "work.h"

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

/// work(200) cases of every generator class of C, a plane or half-space and a box
/// (class k drawn from a generator seeded with seed + k). Where the normal n
/// is not zero, the oracle's relation is rule(lo, hi) on the exact range
/// [lo, hi] of n.x + d over the box's vertices (vectors(box, centre,
/// half-axes)) and the margin's sign agrees with it; a zero normal is all of
/// space or empty: the oracle's relation is zero_normal(d).
template <class C, class Vectors, class Rule, class ZeroNormal>
void agrees_with_vertices(std::uint64_t seed, Vectors vectors, Rule rule, ZeroNormal zero_normal) {
  using Gen = gen::Generator<C>;
  for (std::size_t k = 0; k < Gen::kClasses.size(); ++k) {
    gen::Prng rng(seed + k);
    for (int i = 0; i < test_support::work(200); ++i) {
      const C c = Gen::make(rng, k);
      const exact::Result r = exact::oracle(c);
      const auto& [flat, box] = c.tie();
      if (flat.n.x == 0 && flat.n.y == 0 && flat.n.z == 0) {
        ASSERT_EQ(r.relation, zero_normal(flat.d)) << Gen::kClasses[k] << "\n" << query::declarations(c);
        continue;
      }
      Vec3Q ctr, a[3];
      vectors(box, ctr, a);
      Rational lo, hi;
      vertex_range(exact::to_rational(flat.n), exact::to_rational(flat.d), ctr, a, lo, hi);
      ASSERT_EQ(r.relation, rule(lo, hi)) << Gen::kClasses[k] << "\n" << query::declarations(c);
      ASSERT_EQ(r.margin > 0, r.relation == Relation::disjoint) << query::declarations(c);
      ASSERT_EQ(r.margin < 0, r.relation == Relation::overlapping) << query::declarations(c);
    }
  }
}

}  // namespace testing_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_EXACT_FLAT_ORACLE_SUPPORT_H
