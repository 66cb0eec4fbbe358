// SPDX-License-Identifier: MIT
// Test support: a hand case's answer, checked on the exact oracle and on the
// core under every exact symmetry of the case.
//
// A case's relation does not change when space is mapped by one of the 48
// signed axis permutations (query/symmetry.h), when its two shapes are passed
// in the other order, or when a shape lists its points in another order (a
// triangle's 6 vertex orders, a segment's 2 endpoint orders). A core test
// writes a hand case once with its exact answer,
//
//   gv::test_support::expect_relation(gv::query::SphereAabb<T>{s, b}, want, exact_stage<T>);
//
// and it is replayed on all of those images: relation and intersects in both
// argument orders, and, when given, the core's exact stage alone (in both
// argument orders where the stage takes them). for_each_image() is the loop
// itself, for a test with checks of its own on every image.
#ifndef GEOVERIFY_TESTS_SUPPORT_EXPECT_RELATION_H
#define GEOVERIFY_TESTS_SUPPORT_EXPECT_RELATION_H

#include <gtest/gtest.h>

#include <ostream>
#include <type_traits>

#include "geoverify/core.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/core_binding.h"
#include "geoverify/query/symmetry.h"
#include "hex.h"

namespace gv {
namespace test_support {

/// The orders in which a shape may list its points without changing the set
/// it stands for: one for every shape but these.
template <class S>
struct PointOrders {
  static constexpr int kCount = 1;
  static S reordered(const S& s, int) { return s; }
};

/// A triangle's 6 vertex orders (3 rotations, each in both windings).
template <class T>
struct PointOrders<Triangle<T>> {
  static constexpr int kCount = 6;
  static Triangle<T> reordered(const Triangle<T>& t, int o) {
    static constexpr int kOrders[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
    const Vec3<T> v[3] = {t.p0, t.p1, t.p2};
    return {v[kOrders[o][0]], v[kOrders[o][1]], v[kOrders[o][2]]};
  }
};

/// A segment's 2 endpoint orders.
template <class T>
struct PointOrders<Segment<T>> {
  static constexpr int kCount = 2;
  static Segment<T> reordered(const Segment<T>& g, int o) { return o == 0 ? g : Segment<T>{g.p1, g.p0}; }
};

/// Which image of a case: the symmetry (query::symmetry(k)) and the point
/// orders of its two shapes.
struct Image {
  int symmetry = 0;
  int order_a = 0;
  int order_b = 0;
};

inline std::ostream& operator<<(std::ostream& os, const Image& im) {
  os << "symmetry " << im.symmetry;
  if (im.order_a != 0 || im.order_b != 0) os << ", point orders " << im.order_a << "/" << im.order_b;
  return os;
}

/// f(image, where) for images of c: each of the 48 symmetries times the point
/// orders of both shapes (the identity first). When both shapes have several
/// point orders (two triangles: 36 pairs, 1728 images), the identity
/// symmetry is taken with every pair of orders and each other symmetry with
/// one pair, the pairs in turn: every symmetry and every pair of orders is
/// still applied, in 83 images. Stops after a fatal failure.
template <class C, class F>
void for_each_image(const C& c, F&& f) {
  using A = query::detail::FirstShape<C>;
  using B = query::detail::SecondShape<C>;
  constexpr int kA = PointOrders<A>::kCount, kB = PointOrders<B>::kCount;
  constexpr bool kAllPairs = kA == 1 || kB == 1;
  for (int k = 0; k < 48; ++k) {
    const C ck = query::transformed(c, query::symmetry(k));
    const auto& [a, b] = ck.tie();
    for (int oa = 0; oa < kA; ++oa) {
      for (int ob = 0; ob < kB; ++ob) {
        if (!kAllPairs && k != 0 && (oa * kB + ob) != k % (kA * kB)) continue;
        f(C{PointOrders<A>::reordered(a, oa), PointOrders<B>::reordered(b, ob)}, Image{k, oa, ob});
        if (::testing::Test::HasFatalFailure()) return;
      }
    }
  }
}

/// No exact stage to check on its own.
struct NoExactStage {};

/// The oracle must give `want` for c (and for its shapes swapped, when both
/// are of one type); the core must give it on every image of c
/// (for_each_image), relation and intersects, in both argument orders; and
/// exact_stage(a, b), the core's exact stage alone, must give it too (also
/// as exact_stage(b, a) where that compiles).
template <class C, class ExactStage = NoExactStage>
void expect_relation(const C& c, Relation want, ExactStage exact_stage = {}) {
  using A = query::detail::FirstShape<C>;
  using B = query::detail::SecondShape<C>;
  ASSERT_EQ(exact::oracle(c).relation, want) << "oracle\n" << query::declarations(c);
  if constexpr (std::is_same_v<A, B>) {
    const auto& [a, b] = c.tie();
    const C swapped{b, a};
    ASSERT_EQ(exact::oracle(swapped).relation, want) << "oracle, swapped\n" << query::declarations(swapped);
  }
  for_each_image(c, [&](const C& image, const Image& where) {
    const auto& [a, b] = image.tie();
    ASSERT_EQ(relation(a, b), want) << where << "\n" << query::declarations(image);
    ASSERT_EQ(relation(b, a), want) << "swapped, " << where << "\n" << query::declarations(image);
    ASSERT_EQ(intersects(a, b), intersecting(want)) << where;
    ASSERT_EQ(intersects(b, a), intersecting(want)) << "swapped, " << where;
    if constexpr (!std::is_same_v<ExactStage, NoExactStage>) {
      ASSERT_EQ(exact_stage(a, b), want) << "exact stage alone, " << where << "\n" << query::declarations(image);
      if constexpr (std::is_invocable_v<ExactStage&, const B&, const A&>) {
        ASSERT_EQ(exact_stage(b, a), want) << "exact stage alone, swapped, " << where;
      }
    }
  });
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_EXPECT_RELATION_H
