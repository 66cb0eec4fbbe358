// SPDX-License-Identifier: MIT
// Specification of gv::relation(Ray, Aabb) and gv::ray_aabb_entry()
// (core/ray_aabb.h).
//
// 1. Hand cases, one or more for every degenerate class, each with its exact
//    answer written out, checked against the exact oracle (exact/ray_aabb.h)
//    and replayed under the 48 signed axis permutations on the core (both
//    argument orders, relation and intersects) and on the entry bracket.
// 2. One test per error bound: a family of inputs built to sit on the bound's
//    worst case (near-touching, where the computed values round across zero),
//    driven through the filter and compared with the oracle.
// 3. A differential loop over every generator class (gen/ray_aabb.h), float and
//    double, fixed seeds: core relation == oracle relation, and the entry
//    bracket certified against the oracle's exact entry parameter.
// 4. Double input outside the screen: the pairwise filter on the rescaled
//    values, with the flush term (kRayFlushBound) where values below the
//    screen were flushed: a hand case that needs the term, and rays and
//    boxes of every exponent against the oracle, without a flag.
#include <gtest/gtest.h>

#include <cfenv>
#include <cfloat>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <random>
#include <string>
#include <utility>

#include "geoverify/core/ray_aabb.h"
#include "geoverify/exact/ray_aabb.h"
#include "geoverify/exact/rational.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/literal.h"
#include "geoverify/query/symmetry.h"
#include "fp_flags.h"
#include "hex.h"
#include "work.h"
#include "bigfloat_values.h"
#include "ulp_steps.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_ray_aabb_test {

using gv::test_support::work;

namespace {

using gv::test_support::ulps;

using gv::Relation;

using gv::exact::entry_bracket_violation;

template <class T>
std::string show(const gv::Ray<T>& r, const gv::Aabb<T>& b) {
  return gv::query::declarations(gv::query::RayAabb<T>{r, b});
}

template <class T>
class RayAabbTest : public ::testing::Test {
 protected:
  using R = gv::Ray<T>;
  using B = gv::Aabb<T>;
  using V = gv::Vec3<T>;

  static R ray(V o, V d, T tmin = T(0), T tmax = std::numeric_limits<T>::infinity()) { return R{o, d, tmin, tmax}; }

  /// The oracle must give `want`; the core must give it under all 48
  /// symmetries, in both argument orders, and the entry bracket must be
  /// certified (the entry parameter is invariant under the symmetries).
  static void expect(const R& r, const B& b, Relation want) {
    ASSERT_EQ(gv::exact::ray_aabb(r, b).relation, want) << "oracle\n" << show(r, b);
    for (int k = 0; k < 48; ++k) {
      const gv::query::Symmetry s = gv::query::symmetry(k);
      const R rk = gv::query::apply(s, r);
      const B bk = gv::query::apply(s, b);
      ASSERT_EQ(gv::relation(rk, bk), want) << "symmetry " << k << "\n" << show(rk, bk);
      ASSERT_EQ(gv::relation(bk, rk), want) << "symmetry " << k;
      ASSERT_EQ(gv::intersects(rk, bk), gv::intersecting(want)) << "symmetry " << k;
      ASSERT_EQ(gv::intersects(bk, rk), gv::intersecting(want)) << "symmetry " << k;
      const gv::PreparedRay<T> pk = gv::prepare_ray(rk);
      ASSERT_EQ(gv::relation(pk, bk), want) << "prepared, symmetry " << k << "\n" << show(rk, bk);
      ASSERT_EQ(gv::intersects(bk, pk), gv::intersecting(want)) << "prepared, symmetry " << k;
      const gv::RayHit<T> e = gv::ray_aabb_entry(rk, bk);
      ASSERT_EQ(e.relation, want) << "symmetry " << k;
      if (want != Relation::invalid) {
        const std::string v = entry_bracket_violation(rk, bk, e);
        ASSERT_TRUE(v.empty()) << v << ", symmetry " << k << "\n" << show(rk, bk);
      }
    }
  }

  /// As expect(), and the entry bracket is exactly [lo, hi].
  static void expect_entry(const R& r, const B& b, Relation want, T lo, T hi) {
    expect(r, b, want);
    const gv::RayHit<T> e = gv::ray_aabb_entry(r, b);
    EXPECT_EQ(e.t_lo, lo) << show(r, b);
    EXPECT_EQ(e.t_hi, hi) << show(r, b);
  }
  static void expect_entry(const R& r, const B& b, Relation want, T t) { expect_entry(r, b, want, t, t); }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(RayAabbTest, Scalars);

// The unit cube [0,1]^3 is the box of most hand cases.
template <class T>
gv::Aabb<T> unit() {
  return {{0, 0, 0}, {1, 1, 1}};
}

TYPED_TEST(RayAabbTest, TransversalHitsAndMisses) {
  using T = TypeParam;
  using F = TestFixture;
  const gv::Aabb<T> u = unit<T>();
  // Through the middle along x: enters at t = 1.
  F::expect_entry(F::ray({-1, 0.5, 0.5}, {1, 0, 0}), u, Relation::overlapping, T(1));
  // Oblique, through the interior: enters through x = 0 at t = 2 (y = 0.5, z = 0.25).
  F::expect_entry(F::ray({-0x1p+1, -0x1.8p-1, 0x1p-2}, {1, 0.625, 0}), u, Relation::overlapping, T(2));
  // Misses: a static axis outside the slab, and a slanted miss.
  F::expect(F::ray({-1, 2, 0.5}, {1, 0, 0}), u, Relation::disjoint);
  F::expect(F::ray({-1, -1, 0.5}, {1, 0.25, 0}), u, Relation::disjoint);
  // The box behind the origin: only the line meets it.
  F::expect(F::ray({2, 0.5, 0.5}, {1, 0, 0}), u, Relation::disjoint);
  F::expect(F::ray({2, 2, 2}, {1, 1, 1}), u, Relation::disjoint);
  // An entry that is not representable: 1/3 (bracketed by adjacent values).
  F::expect(F::ray({0, 0.5, 0.5}, {3, 0, 0}), gv::Aabb<T>{{1, 0, 0}, {2, 1, 1}}, Relation::overlapping);
}

TYPED_TEST(RayAabbTest, OriginInsideOrOnTheSurface) {
  using T = TypeParam;
  using F = TestFixture;
  const gv::Aabb<T> u = unit<T>();
  // Inside: overlapping in every direction, entry = tmin.
  F::expect_entry(F::ray({0.5, 0.5, 0.5}, {1, -2, 3}), u, Relation::overlapping, T(0));
  F::expect_entry(F::ray({0.5, 0.5, 0.5}, {1, -2, 3}, T(0.125)), u, Relation::overlapping, T(0.125));
  // On a face, pointing inwards: overlapping; outwards: touching (contact at t = 0 only).
  F::expect_entry(F::ray({0, 0.5, 0.5}, {1, 0, 0}), u, Relation::overlapping, T(0));
  F::expect_entry(F::ray({0, 0.5, 0.5}, {-1, 0.5, 0}), u, Relation::touching, T(0));
  // On an edge: inwards (between the two faces) overlapping, along a face outwards touching.
  F::expect(F::ray({0, 0, 0.5}, {1, 1, 0}), u, Relation::overlapping);
  F::expect(F::ray({0, 0, 0.5}, {1, -1, 0}), u, Relation::touching);
  // On a corner: inwards overlapping, outwards touching.
  F::expect(F::ray({1, 1, 1}, {-1, -0.5, -0.25}), u, Relation::overlapping);
  F::expect(F::ray({1, 1, 1}, {1, 0.5, -0.25}), u, Relation::touching);
}

TYPED_TEST(RayAabbTest, GrazingInAFacePlane) {
  using T = TypeParam;
  using F = TestFixture;
  const gv::Aabb<T> u = unit<T>();
  // The ray lies in the plane y = 1 of the top face and crosses the face: touching.
  F::expect_entry(F::ray({-1, 1, 0.5}, {1, 0, 0}), u, Relation::touching, T(1));
  // ... in the plane z = 0, crossing the face diagonally.
  F::expect_entry(F::ray({-1, -1, 0}, {1, 1, 0}), u, Relation::touching, T(1));
  // In the face plane but beside the face: disjoint.
  F::expect(F::ray({-1, 1, 2}, {1, 0, 0}), u, Relation::disjoint);
  // Along an edge line (two static axes on the boundary): touching.
  F::expect_entry(F::ray({-3, 1, 0}, {2, 0, 0}), u, Relation::touching, T(1.5));
  // One ulp either side of the face plane.
  const T above = std::nextafter(T(1), T(2)), below = std::nextafter(T(1), T(0));
  F::expect(F::ray({-1, above, 0.5}, {1, 0, 0}), u, Relation::disjoint);
  F::expect(F::ray({-1, below, 0.5}, {1, 0, 0}), u, Relation::overlapping);
}

TYPED_TEST(RayAabbTest, ThroughAnEdgeOrACorner) {
  using T = TypeParam;
  using F = TestFixture;
  const gv::Aabb<T> u = unit<T>();
  // Crosses the edge x = 0, y = 0 (at z = 0.5, t = 1) from outside to outside.
  F::expect_entry(F::ray({-1, 1, 0.5}, {1, -1, 0}), u, Relation::touching, T(1));
  // Touches only the corner (1,1,1) at t = 1.
  F::expect_entry(F::ray({0, 0, 2}, {1, 1, -1}), u, Relation::touching, T(1));
  // Through the corner (0,0,0) into the interior: overlapping.
  F::expect_entry(F::ray({-1, -1, -1}, {1, 1, 1}), u, Relation::overlapping, T(1));
  // Aimed one ulp beside the corner (1,1,1), tangentially: the exact ray passes
  // just outside or just inside.
  const T up = std::nextafter(T(1), T(2)), down = std::nextafter(T(1), T(0));
  F::expect(F::ray({0, 0, 2}, {up, 1, -1}), u, Relation::disjoint);     // x = up > 1 when z = 1
  F::expect(F::ray({0, 0, 2}, {down, 1, -1}), u, Relation::touching);   // meets the edge y = z = 1
  // The hair-beside-an-edge family with full-precision values (a hex literal
  // found by the generator class near-edge): enters through x = 0 at t = 2,
  // y = 1 exactly there when dir_y is as given.
  F::expect_entry(F::ray({-0x1p+0, 0x1.8p-1, 0x1p-2}, {0x1p-1, 0x1p-3, 0}), u, Relation::touching, T(2));
}

TYPED_TEST(RayAabbTest, ZeroAndSignedZeroDirections) {
  using T = TypeParam;
  using F = TestFixture;
  const gv::Aabb<T> u = unit<T>();
  const T z = -T(0);
  // dir == 0: the ray is the point o (for every tmin, tmax).
  F::expect_entry(F::ray({0.5, 0.5, 0.5}, {0, 0, 0}), u, Relation::overlapping, T(0));
  F::expect_entry(F::ray({0.5, 0.5, 0.5}, {z, z, z}, T(3), T(3)), u, Relation::overlapping, T(3));
  F::expect_entry(F::ray({1, 0.5, 0.5}, {0, 0, 0}), u, Relation::touching, T(0));
  F::expect_entry(F::ray({1, 1, 1}, {z, 0, z}, T(2)), u, Relation::touching, T(2));
  F::expect(F::ray({1.5, 0.5, 0.5}, {0, 0, 0}), u, Relation::disjoint);
  // -0.0 components mean 0: the same answers as +0.
  F::expect_entry(F::ray({-1, 0.5, 0.5}, {1, z, z}), u, Relation::overlapping, T(1));
  F::expect(F::ray({-1, 1, 0.5}, {1, z, 0}), u, Relation::touching);
  F::expect(F::ray({0.5, 0.5, -1}, {z, z, -1}), u, Relation::disjoint);
  F::expect_entry(F::ray({0.5, 0.5, -1}, {z, z, 1}), u, Relation::overlapping, T(1));
  // -0.0 coordinates of the box and the origin.
  F::expect_entry(F::ray({z, 0.5, 0.5}, {z, 1, z}), gv::Aabb<T>{{0, z, 0}, {1, 1, 1}}, Relation::touching, T(0));
}

TYPED_TEST(RayAabbTest, ZeroExtentBoxes) {
  using T = TypeParam;
  using F = TestFixture;
  // A flat box (z extent 0) crossed transversally through its relative interior: overlapping.
  const gv::Aabb<T> flat{{0, 0, 0.5}, {1, 1, 0.5}};
  F::expect_entry(F::ray({0.5, 0.5, 0}, {0, 0, 1}), flat, Relation::overlapping, T(0.5));
  F::expect_entry(F::ray({0, 0, 0}, {1, 1, 1}), flat, Relation::overlapping, T(0.5));
  // ... crossed through its boundary edge: touching.
  F::expect(F::ray({1, 0.5, 0}, {0, 0, 1}), flat, Relation::touching);
  // ... lying in its plane: touching (a small move along z separates).
  F::expect_entry(F::ray({-1, 0.5, 0.5}, {1, 0, 0}), flat, Relation::touching, T(1));
  // ... starting on it and leaving: touching.
  F::expect_entry(F::ray({0.5, 0.5, 0.5}, {0, 0, 1}), flat, Relation::touching, T(0));
  // ... ending on it (tmax at the crossing): touching.
  F::expect_entry(F::ray({0.5, 0.5, 0}, {0, 0, 1}, T(0), T(0.5)), flat, Relation::touching, T(0.5));
  // A segment box (two zero extents) crossed by the ray: touching, never overlapping.
  const gv::Aabb<T> seg{{0, 0.5, 0.5}, {1, 0.5, 0.5}};
  F::expect_entry(F::ray({0.5, 0, 0}, {0, 1, 1}), seg, Relation::touching, T(0.5));
  F::expect(F::ray({0.5, 0, 0}, {0, 1, 0.875}), seg, Relation::disjoint);
  // A point box on the ray, and beside it.
  const gv::Aabb<T> pt{{2, 3, 4}, {2, 3, 4}};
  F::expect_entry(F::ray({0, 0, 0}, {2, 3, 4}), pt, Relation::touching, T(1));
  F::expect(F::ray({0, 0, 0}, {2, 3, 5}), pt, Relation::disjoint);
  // A point ray on a point box.
  F::expect_entry(F::ray({2, 3, 4}, {0, 0, 0}), pt, Relation::touching, T(0));
}

TYPED_TEST(RayAabbTest, ClippedParameterRanges) {
  using T = TypeParam;
  using F = TestFixture;
  const gv::Aabb<T> u = unit<T>();
  const T inf = std::numeric_limits<T>::infinity();
  const T up = std::nextafter(T(1), T(2)), down = std::nextafter(T(1), T(0));
  // Entry at t = 1, exit at t = 2 (x from -1 by 1 per unit t).
  F::expect_entry(F::ray({-1, 0.5, 0.5}, {1, 0, 0}, T(0), T(1)), u, Relation::touching, T(1));  // tmax at entry
  F::expect_entry(F::ray({-1, 0.5, 0.5}, {1, 0, 0}, T(0), up), u, Relation::overlapping, T(1));
  F::expect(F::ray({-1, 0.5, 0.5}, {1, 0, 0}, T(0), down), u, Relation::disjoint);
  F::expect_entry(F::ray({-1, 0.5, 0.5}, {1, 0, 0}, T(2), inf), u, Relation::touching, T(2));  // tmin at exit
  F::expect(F::ray({-1, 0.5, 0.5}, {1, 0, 0}, std::nextafter(T(2), T(3)), inf), u, Relation::disjoint);
  F::expect_entry(F::ray({-1, 0.5, 0.5}, {1, 0, 0}, T(1.5), T(1.75)), u, Relation::overlapping, T(1.5));
  // tmin == tmax: the point o + tmin dir, inside, on the surface, outside.
  F::expect_entry(F::ray({-1, 0.5, 0.5}, {1, 0, 0}, T(1.5), T(1.5)), u, Relation::overlapping, T(1.5));
  F::expect_entry(F::ray({-1, 0.5, 0.5}, {1, 0, 0}, T(1), T(1)), u, Relation::touching, T(1));
  F::expect(F::ray({-1, 0.5, 0.5}, {1, 0, 0}, T(3), T(3)), u, Relation::disjoint);
  // A point ray o + tmin dir that is not representable (1/3 + ...), strictly inside.
  F::expect(F::ray({0, 0.5, 0.5}, {0x1p-2, 0, 0}, T(3), T(3)), u, Relation::overlapping);
  F::expect(F::ray({0, 0, 0}, {3, 3, 3}, T(0), T(0)), u, Relation::touching);
}

TYPED_TEST(RayAabbTest, Subnormals) {
  using T = TypeParam;
  using F = TestFixture;
  const T tiny = std::numeric_limits<T>::denorm_min();
  const T big = std::numeric_limits<T>::max();
  const T inf = std::numeric_limits<T>::infinity();
  // A box of subnormal size: entry at t = tiny.
  const gv::Aabb<T> small{{0, 0, 0}, {2 * tiny, 2 * tiny, 2 * tiny}};
  F::expect_entry(F::ray({-tiny, tiny, tiny}, {1, 0, 0}), small, Relation::overlapping, tiny);
  F::expect_entry(F::ray({-tiny, 0, tiny}, {1, 0, 0}), small, Relation::touching, tiny);
  F::expect(F::ray({-tiny, 3 * tiny, tiny}, {1, 0, 0}), small, Relation::disjoint);
  // A subnormal direction: 1/dir overflows; the entry 1/tiny exceeds max().
  F::expect_entry(F::ray({-1, 0.5, 0.5}, {tiny, 0, 0}), unit<T>(), Relation::overlapping, big, inf);
  // ... and the same ray clipped below the (huge) entry parameter.
  F::expect(F::ray({-1, 0.5, 0.5}, {tiny, 0, 0}, T(0), big), unit<T>(), Relation::disjoint);
  // A ray of slope tiny: it reaches y = 2 tiny at x = 2, the corner of the first
  // box (touching), and passes below the second (disjoint); inside the third.
  F::expect_entry(F::ray({0, 0, 0}, {1, tiny, 0}), gv::Aabb<T>{{1, 2 * tiny, -1}, {2, 2, 1}}, Relation::touching,
                  T(2));
  F::expect(F::ray({0, 0, 0}, {1, tiny, 0}), gv::Aabb<T>{{1, 3 * tiny, -1}, {2, 2, 1}}, Relation::disjoint);
  F::expect_entry(F::ray({0, 0, 0}, {1, tiny, 0}), gv::Aabb<T>{{1, tiny, -1}, {2, 2, 1}}, Relation::overlapping,
                  T(1));
}

TYPED_TEST(RayAabbTest, MagnitudesNearTheLargestFiniteValue) {
  using T = TypeParam;
  using F = TestFixture;
  const T big = std::numeric_limits<T>::max();
  const T tiny = std::numeric_limits<T>::denorm_min();
  const T inf = std::numeric_limits<T>::infinity();
  const gv::Aabb<T> all{{-big, -big, -big}, {big, big, big}};
  // big - (-big) overflows in floating point; exactly it is 2 big.
  F::expect_entry(F::ray({-big, 0, 0}, {big, 0, 0}), all, Relation::overlapping, T(0));
  F::expect_entry(F::ray({-big, -big, 0}, {big, big, 0}), all, Relation::overlapping, T(0));
  F::expect_entry(F::ray({big, big, big}, {1, 0, -1}), all, Relation::touching, T(0));
  F::expect_entry(F::ray({big, big, big}, {-1, -1, -1}), all, Relation::overlapping, T(0));
  // A flat box at x = big crossed at the parameter 2 big / tiny (beyond max()).
  F::expect_entry(F::ray({-big, 0, 0}, {tiny, 0, 0}), gv::Aabb<T>{{big, -1, -1}, {big, 1, 1}},
                  Relation::overlapping, big, inf);
  // A huge entry that is representable: from -big at speed 1 to x = 0 (t = big).
  F::expect_entry(F::ray({-big, 0.5, 0.5}, {1, 0, 0}), unit<T>(), Relation::overlapping, big);
  // The unit cube seen from far away along a diagonal: enters at t = big / 2^k exactly.
  F::expect_entry(F::ray({-big, -big, -big}, {big / 4, big / 4, big / 4}), unit<T>(), Relation::overlapping, T(4));
}

TYPED_TEST(RayAabbTest, TinyBoxFarFromTheOrigin) {
  using T = TypeParam;
  using F = TestFixture;
  const T far = std::is_same_v<T, float> ? T(0x1p+40) : T(0x1p+300);
  const T hi = std::nextafter(far, std::numeric_limits<T>::max());
  const gv::Aabb<T> b{{far, far, far}, {hi, hi, hi}};  // one ulp wide
  // Along the diagonal from the origin: enters at the corner (far,far,far), t = far.
  F::expect_entry(F::ray({0, 0, 0}, {1, 1, 1}), b, Relation::overlapping, far);
  // Along x in the plane y = hi: touching; one ulp above it: disjoint.
  F::expect_entry(F::ray({0, hi, far}, {1, 0, 0}), b, Relation::touching, far);
  F::expect(F::ray({0, std::nextafter(hi, std::numeric_limits<T>::max()), far}, {1, 0, 0}), b,
            Relation::disjoint);
  // From the origin at the edge point (far, hi, hi) at t = 1: touching (x grows
  // from far, y and z leave through hi); one ulp higher in z: disjoint.
  F::expect_entry(F::ray({0, 0, 0}, {far, hi, hi}), b, Relation::touching, T(1));
  F::expect(F::ray({0, 0, 0}, {far, hi, std::nextafter(hi, std::numeric_limits<T>::max())}), b,
            Relation::disjoint);
}

TYPED_TEST(RayAabbTest, InvalidInputGivesInvalidAndNoIntersection) {
  using T = TypeParam;
  using F = TestFixture;
  const T nan = std::numeric_limits<T>::quiet_NaN(), inf = std::numeric_limits<T>::infinity();
  const gv::Aabb<T> u = unit<T>();
  F::expect(F::ray({nan, 0, 0}, {1, 0, 0}), u, Relation::invalid);
  F::expect(F::ray({0, 0, 0}, {1, inf, 0}), u, Relation::invalid);
  F::expect(F::ray({0, 0, 0}, {1, 0, 0}, nan), u, Relation::invalid);           // NaN tmin
  F::expect(F::ray({0, 0, 0}, {1, 0, 0}, inf, inf), u, Relation::invalid);      // infinite tmin
  F::expect(F::ray({0, 0, 0}, {1, 0, 0}, T(0), nan), u, Relation::invalid);     // NaN tmax
  F::expect(F::ray({0, 0, 0}, {1, 0, 0}, -T(1)), u, Relation::invalid);         // tmin < 0
  F::expect(F::ray({0, 0, 0}, {1, 0, 0}, T(2), T(1)), u, Relation::invalid);    // tmax < tmin
  F::expect(F::ray({0, 0, 0}, {1, 0, 0}), gv::Aabb<T>{{0, 2, 0}, {1, 1, 1}}, Relation::invalid);  // min > max
  F::expect(F::ray({0, 0, 0}, {1, 0, 0}), gv::Aabb<T>{{0, 0, -inf}, {1, 1, 1}}, Relation::invalid);
  F::expect(F::ray({0, 0, 0}, {0, 0, 0}), gv::Aabb<T>{{0, 0, 0}, {1, nan, 1}}, Relation::invalid);
  // -0.0 as tmin is a valid zero.
  F::expect_entry(F::ray({0.5, 0.5, 0.5}, {1, 0, 0}, -T(0)), u, Relation::overlapping, T(0));
  const gv::RayHit<T> e = gv::ray_aabb_entry(F::ray({nan, 0, 0}, {1, 0, 0}), u);
  EXPECT_EQ(e.relation, Relation::invalid);
  EXPECT_TRUE(std::isnan(e.t_lo) && std::isnan(e.t_hi));
}

TYPED_TEST(RayAabbTest, StatsCountTheStageThatDecided) {
  using T = TypeParam;
  gv::Stats st;
  const gv::Aabb<T> u = unit<T>();
  // Clearly through: the filter decides.
  EXPECT_EQ(gv::relation(gv::Ray<T>{{-1, 0.5, 0.5}, {1, 0.125, 0}}, u, &st), Relation::overlapping);
  EXPECT_EQ(gv::relation(gv::Ray<T>{{-1, 2.5, 0.5}, {1, 0.125, 0}}, u, &st), Relation::disjoint);
  EXPECT_EQ(st.filter, 2u);
  EXPECT_EQ(st.exact, 0u);
  // Through a corner exactly: an exact zero, undecidable by any filter.
  EXPECT_EQ(gv::relation(gv::Ray<T>{{0, 0, 2}, {1, 1, -1}}, u, &st), Relation::touching);
  EXPECT_EQ(st.exact, 1u);
  EXPECT_EQ(gv::relation(gv::Ray<T>{{0, 0, 0}, {1, 0, 0}, std::numeric_limits<T>::quiet_NaN()}, u, &st),
            Relation::invalid);
  EXPECT_EQ(st.invalid, 1u);
  EXPECT_EQ(st.filter + st.exact, 3u);
  // ray_aabb_entry counts one call.
  gv::Stats se;
  (void)gv::ray_aabb_entry(gv::Ray<T>{{-1, 0.5, 0.5}, {1, 0.125, 0}}, u, &se);
  EXPECT_EQ(se.filter + se.exact, 1u);
}

// A prepared ray (BVH traversal) answers exactly what relation(ray, box) does,
// box after box, and decides clear cases in its filter: with and without a
// static axis, and with the exact stage for contact.
TYPED_TEST(RayAabbTest, PreparedRayAnswersEveryBoxOfAGrid) {
  using T = TypeParam;
  const gv::Ray<T> rays[] = {{{-3, T(0.3), T(-0.7)}, {1, T(0.25), T(0.125)}},
                             {{-3, 1, T(0.5)}, {1, 0, -T(0)}},  // static y on the grid's planes
                             {{T(0.5), T(0.5), T(0.5)}, {0, 0, 0}},
                             {{-3, -3, -3}, {1, 1, 1}}};  // through grid corners exactly
  for (const gv::Ray<T>& r : rays) {
    const gv::PreparedRay<T> p = gv::prepare_ray(r);
    for (int x = -4; x <= 4; ++x) {
      for (int y = -2; y <= 2; ++y) {
        for (int z = -2; z <= 2; ++z) {
          const gv::Aabb<T> b{{T(x), T(y), T(z)}, {T(x + 1), T(y + 1), T(z + 1)}};
          const Relation want = gv::exact::ray_aabb(r, b).relation;
          ASSERT_EQ(gv::relation(p, b), want) << show(r, b);
          ASSERT_EQ(gv::relation(r, b), want) << show(r, b);
        }
      }
    }
  }
  gv::Stats st;
  const gv::Aabb<T> u = unit<T>();
  EXPECT_EQ(gv::relation(gv::prepare_ray(gv::Ray<T>{{-1, 0.5, 0.5}, {1, 0.125, 0.25}}), u, &st), Relation::overlapping);
  EXPECT_EQ(gv::relation(gv::prepare_ray(gv::Ray<T>{{-1, 0.5, 0.5}, {1, 0, 0}}), u, &st), Relation::overlapping);
  EXPECT_EQ(gv::relation(gv::prepare_ray(gv::Ray<T>{{-1, 2, 0.5}, {1, 0, 0}}), u, &st), Relation::disjoint);
  EXPECT_EQ(st.filter, 3u);
  EXPECT_EQ(st.exact, 0u);
  EXPECT_EQ(gv::relation(gv::prepare_ray(gv::Ray<T>{{0, 0, 2}, {1, 1, -1}}), u, &st), Relation::touching);
  EXPECT_EQ(st.exact, 1u);
}

// --- error bounds: their worst-case families through the filter -------------

/// Drives `n` cases from `make` through the core and the oracle; returns the
/// stage counts. Every case must agree, relation and entry.
template <class T, class Make>
gv::Stats drive(int n, std::uint64_t seed, Make make) {
  gv::gen::Prng rng(seed);
  gv::Stats st;
  for (int i = 0; i < n; ++i) {
    const gv::query::RayAabb<T> c = make(rng);
    const Relation got = gv::relation(c.ray, c.box, &st);
    const Relation want = gv::exact::ray_aabb(c.ray, c.box).relation;
    EXPECT_EQ(got, want) << gv::query::declarations(c);
    EXPECT_EQ(gv::relation(gv::prepare_ray(c.ray), c.box), want) << "prepared\n" << gv::query::declarations(c);
    const std::string v = entry_bracket_violation(c.ray, c.box, gv::ray_aabb_entry(c.ray, c.box));
    EXPECT_TRUE(v.empty()) << v << "\n" << gv::query::declarations(c);
    if (got != want || !v.empty()) break;
  }
  return st;
}

template <class T>
T uniform(gv::gen::Prng& rng, T lo, T hi) {
  const double u = static_cast<double>(rng.next() >> 11) * 0x1p-53;
  return static_cast<T>(lo + (hi - lo) * u);
}

/// kRaySlabBound (the fast path): U - L tiny against |L| + |U|. The ray is aimed
/// at a point q of an edge of a box at a distance, with full-precision values;
/// the direction is then moved by a few ulps, so the exact ray passes within a
/// few rounding errors of the edge, on either side, and the rounded slab
/// parameters of the entering and the leaving face straddle each other.
TYPED_TEST(RayAabbTest, SlabBoundWorstCaseFamily) {
  using T = TypeParam;
  const gv::Stats st = drive<T>(work(20000), 101, [](gv::gen::Prng& rng) {
    gv::query::RayAabb<T> c{};
    const T s = std::ldexp(T(1), static_cast<int>(rng.draw(40)) - 20);  // scale of the scene
    c.box = {{s, s, s}, {2 * s, 2 * s, 2 * s}};
    const gv::Vec3<T> q{s + uniform<T>(rng, T(0), s), 2 * s, s};   // on the edge y = 2s, z = s
    c.ray.o = {uniform<T>(rng, -4 * s, 0), uniform<T>(rng, -4 * s, 0), uniform<T>(rng, -4 * s, s / 2)};
    gv::Vec3<T> d{q.x - c.ray.o.x, q.y - c.ray.o.y, q.z - c.ray.o.z};
    for (int i = 0; i < 3; ++i) {
      T v = gv::get(d, i);
      for (int k = static_cast<int>(rng.draw(7)) - 3; k != 0; k += k > 0 ? -1 : 1) {
        v = std::nextafter(v, k > 0 ? std::numeric_limits<T>::max() : -std::numeric_limits<T>::max());
      }
      gv::set(d, i, v);
    }
    c.ray.dir = d;
    return c;
  });
  EXPECT_GT(st.filter, 0u);
  EXPECT_GT(st.exact, 0u);
  std::printf("slab-bound family (%s): filter %llu, exact %llu\n", std::is_same_v<T, float> ? "float" : "double",
              static_cast<unsigned long long>(st.filter), static_cast<unsigned long long>(st.exact));
}

/// A random integer in [-m, m].
inline std::int64_t int_in(gv::gen::Prng& rng, std::int64_t m) {
  return static_cast<std::int64_t>(rng.draw(static_cast<std::uint64_t>(2 * m + 1))) - m;
}

/// 0 (a third of the time) or +-2^j ulps, j in [0, 8): from exact contact to
/// just beyond the double filter's resolution.
inline int jitter(gv::gen::Prng& rng) {
  if (rng.draw(3) == 0) return 0;
  const int m = 1 << rng.draw(8);
  return rng.draw(2) ? m : -m;
}

/// kSum4Bound (the pairwise filter of the slow path): a comparison of two slab
/// parameters (p - o)/d and (p' - o')/d' is the sign of the four-product
/// polynomial (s p - s o)|d'| - (s' p' - s' o')|d| (s = sign d). Near-zero
/// instances -- exact contact built on a scaled integer grid, then p' moved by
/// up to 128 ulps, and full-precision values rounded onto the contact -- are
/// decided by the filter wherever it answers, and compared with the integer
/// stage on the same polynomial.
TYPED_TEST(RayAabbTest, PairwiseBoundAgreesWithTheIntegerStage) {
  using T = TypeParam;
  gv::gen::Prng rng(202);
  long decided = 0, undecided = 0;
  for (int i = 0; i < work(200000); ++i) {
    const int e = static_cast<int>(rng.draw(80)) - 40;
    T o1, o2, p1, p2, d1, d2;
    if (rng.draw(2) == 0) {  // exact contact on the grid 2^e, then a few ulps off
      const std::int64_t t = 1 + static_cast<std::int64_t>(rng.draw(8));
      const std::int64_t a1 = int_in(rng, 1 << 10), a2 = int_in(rng, 1 << 10);
      const std::int64_t q1 = int_in(rng, 1 << 20), q2 = int_in(rng, 1 << 20);
      const std::int64_t e1 = a1 == 0 ? 1 : a1, e2 = a2 == 0 ? 1 : a2;
      d1 = static_cast<T>(e1);
      d2 = static_cast<T>(e2);
      o1 = std::ldexp(static_cast<T>(q1 - t * e1), e);
      o2 = std::ldexp(static_cast<T>(q2 - t * e2), e);
      p1 = std::ldexp(static_cast<T>(q1), e);
      p2 = ulps(std::ldexp(static_cast<T>(q2), e), jitter(rng));
    } else {  // full precision, p' = o' + t d' rounded
      const T sc = std::ldexp(T(1), e);
      o1 = uniform<T>(rng, -sc, sc);
      p1 = uniform<T>(rng, -sc, sc);
      o2 = uniform<T>(rng, -sc, sc);
      d1 = uniform<T>(rng, T(0.001), T(1)) * (rng.draw(2) ? T(1) : T(-1));
      d2 = uniform<T>(rng, T(0.001), T(1)) * (rng.draw(2) ? T(1) : T(-1));
      const double t = (static_cast<double>(p1) - o1) / d1;
      p2 = ulps(static_cast<T>(o2 + t * d2), jitter(rng));
    }
    const gv::Ray<T> r{{o1, o2, 0}, {d1, d2, 1}};
    const gv::Aabb<T> b{{p1, p2, 0}, {p1, p2, 0}};
    gv::detail::RaySlabs sl = gv::detail::ray_slabs(r, b);
    ASSERT_TRUE(sl.filterable);
    const double s1 = d1 > 0 ? 1.0 : -1.0, s2 = d2 > 0 ? 1.0 : -1.0;
    const gv::detail::SlabParam a{s1 * p1, -s1 * o1, std::fabs(static_cast<double>(d1)), 0};
    const gv::detail::SlabParam c{s2 * p2, -s2 * o2, std::fabs(static_cast<double>(d2)), 1};
    const int exact = gv::detail::compare_params<T>(sl, a, c, false);
    sl.used_exact = false;
    const int filtered = gv::detail::compare_params<T>(sl, a, c, true);
    if (!sl.used_exact) {
      ++decided;
      ASSERT_EQ(filtered, exact) << gv::query::declarations(gv::query::RayAabb<T>{r, b});
    } else {
      ++undecided;
    }
    // the core on the whole query (a point box on or beside the ray) agrees with the oracle
    ASSERT_EQ(gv::relation(r, b), gv::exact::ray_aabb(r, b).relation)
        << gv::query::declarations(gv::query::RayAabb<T>{r, b});
    ASSERT_TRUE(sl.ok);
  }
  EXPECT_GT(decided, 0);
  EXPECT_GT(undecided, 0);
  std::printf("pairwise-bound family (%s): filter decided %ld, integer stage %ld\n",
              std::is_same_v<T, float> ? "float" : "double", decided, undecided);
}

/// Whole queries at exact contact and a few ulps off it: a ray on a scaled
/// integer grid through a corner, edge or face point q of a box at parameter
/// t (o = q - t dir exactly), the box corner then moved by up to two ulps on
/// one axis; tmax sometimes at the contact parameter.
TYPED_TEST(RayAabbTest, NearTouchingQueriesThroughBothStages) {
  using T = TypeParam;
  const gv::Stats st = drive<T>(work(20000), 303, [](gv::gen::Prng& rng) {
    gv::query::RayAabb<T> c{};
    const int e = static_cast<int>(rng.draw(60)) - 30;
    const std::int64_t t = 1 + static_cast<std::int64_t>(rng.draw(8));
    for (int i = 0; i < 3; ++i) {
      const std::int64_t q = int_in(rng, 1 << 18), di = int_in(rng, 1 << 10);
      const std::int64_t w = 1 + static_cast<std::int64_t>(rng.draw(1 << 10));
      gv::set(c.ray.dir, i, std::ldexp(static_cast<T>(di), e));
      gv::set(c.ray.o, i, std::ldexp(static_cast<T>(q - t * di), e));
      const int side = static_cast<int>(rng.draw(3));  // q is min, max, or inside on this axis
      const std::int64_t lo = side == 0 ? q : (side == 1 ? q - w : q - w / 2 - 1);
      const std::int64_t hi = side == 0 ? q + w : (side == 1 ? q : q + w / 2 + 1);
      gv::set(c.box.min, i, std::ldexp(static_cast<T>(lo), e));
      gv::set(c.box.max, i, std::ldexp(static_cast<T>(hi), e));
    }
    const int j = static_cast<int>(rng.draw(3));
    const int k = static_cast<int>(rng.draw(5)) - 2;
    if (rng.draw(2)) {
      gv::set(c.box.min, j, ulps(gv::get(c.box.min, j), k));
    } else {
      gv::set(c.box.max, j, ulps(gv::get(c.box.max, j), k));
    }
    if (gv::get(c.box.min, j) > gv::get(c.box.max, j)) gv::set(c.box.max, j, gv::get(c.box.min, j));
    if (rng.draw(4) == 0) c.ray.tmax = static_cast<T>(t);
    return c;
  });
  EXPECT_GT(st.filter, 0u);
  EXPECT_GT(st.exact, 0u);
  std::printf("near-touching queries (%s): filter %llu, exact %llu\n", std::is_same_v<T, float> ? "float" : "double",
              static_cast<unsigned long long>(st.filter), static_cast<unsigned long long>(st.exact));
}

// --- the candidate for input outside the screen -----------------------------

template <class T>
std::string lit(T x) {
  return gv::query::literal(x);
}

/// A finite value of T from random bits (any exponent, subnormals included).
template <class T>
T random_finite(gv::gen::Prng& rng) {
  for (;;) {
    T x;
    if constexpr (std::is_same_v<T, float>) {
      x = gv::detail::from_bits<float>(static_cast<std::uint32_t>(rng.next()));
    } else {
      x = gv::detail::from_bits<double>(rng.next());
    }
    if (std::isfinite(x)) return x;
  }
}

/// bracket_candidate_scaled(u, v, w) against the exact bracket of
/// q = (u + v) / w (bisection with exact comparisons): within three steps of
/// T of its lower end, so bracket_from_candidate() settles in its four steps
/// and never bisects; 0 when q <= 0; no flag other than inexact.
template <class T>
void scaled_candidate_is_within_three_steps(std::uint64_t seed) {
  gv::gen::Prng rng(seed);
  int checked = 0;
  for (int i = 0; i < work(4000); ++i) {
    T u = random_finite<T>(rng), v = random_finite<T>(rng), w = std::fabs(random_finite<T>(rng));
    switch (i % 4) {
      case 1: v = -ulps(u, static_cast<int>(rng.draw(9)) - 4); break;  // cancellation
      case 2: v = T(0); break;
      case 3: u = std::ldexp(u, -static_cast<int>(rng.draw(200))); break;  // far below v
      default: break;
    }
    if (w == T(0)) continue;
    const double x[4] = {double(u), double(v), 0, 0};
    const auto sign_of = [&](T c) {
      const double xs[4] = {x[0], x[1], -static_cast<double>(c), 0.0};
      const double ys[4] = {1.0, 1.0, double(w), double(w)};
      bool ok = true;
      return gv::detail::exact_sign_dot4<T>(xs, ys, ok);
    };
    std::feclearexcept(FE_ALL_EXCEPT);
    const T c = gv::detail::bracket_candidate_scaled<T>(u, v, w);
    ASSERT_EQ(std::fetestexcept(gv::test_support::kHarmfulFlags), 0) << lit(u) << " " << lit(v) << " " << lit(w);
    const int s0 = sign_of(T(0));
    if (s0 <= 0) {
      EXPECT_EQ(c, T(0)) << lit(u) << " " << lit(v) << " " << lit(w);
      continue;
    }
    T lo = 0, hi = 0;
    gv::detail::bracket_by_bisection<T>(sign_of, lo, hi);
    const auto steps = [](T a, T b) {
      const auto ba = gv::detail::to_bits<T>(a), bb = gv::detail::to_bits<T>(b);
      return ba > bb ? ba - bb : bb - ba;
    };
    ASSERT_LE(steps(c, lo), 3u) << "u " << lit(u) << " v " << lit(v) << " w " << lit(w) << ": candidate " << lit(c)
                                << ", bracket [" << lit(lo) << ", " << lit(hi) << "]";
    ++checked;
  }
  EXPECT_GT(checked, work(4000) / 4);
}

TEST(RayAabbEntry, ScaledCandidateAtTheEndsOfTheRange) {
  constexpr double kMax = std::numeric_limits<double>::max();
  std::feclearexcept(FE_ALL_EXCEPT);
  // q = max() exactly, and quotients above it.
  EXPECT_EQ(gv::detail::bracket_candidate_scaled<double>(kMax, 0, 1), kMax);
  EXPECT_EQ(gv::detail::bracket_candidate_scaled<double>(kMax, 0, 0x1.fffffffffffffp-1), kMax);
  EXPECT_EQ(gv::detail::bracket_candidate_scaled<double>(kMax, kMax, 1), kMax);
  EXPECT_EQ(gv::detail::bracket_candidate_scaled<double>(kMax, 0, 0.5), kMax);
  EXPECT_EQ(gv::detail::bracket_candidate_scaled<double>(0x1p-1074, 0, 0x1p-1074), 1.0);
  EXPECT_EQ(gv::detail::bracket_candidate_scaled<float>(kMax, 0, 1), std::numeric_limits<float>::max());
  // The smallest subnormal, exact; and a quotient below it.
  EXPECT_EQ(gv::detail::bracket_candidate_scaled<double>(0x1p-1074, 0, 1), 0x1p-1074);
  EXPECT_EQ(gv::detail::bracket_candidate_scaled<double>(0x1p-1074, 0x1p-1074, 2), 0x1p-1074);
  EXPECT_EQ(gv::detail::bracket_candidate_scaled<double>(0x1p-1074, 0, kMax), 0.0);
  EXPECT_EQ(gv::detail::bracket_candidate_scaled<float>(0x1p-149, 0, 1), 0x1p-149f);
  // u + v == 0 and u + v < 0.
  EXPECT_EQ(gv::detail::bracket_candidate_scaled<double>(kMax, -kMax, 1), 0.0);
  EXPECT_EQ(gv::detail::bracket_candidate_scaled<double>(1, -2, 1), 0.0);
  EXPECT_EQ(std::fetestexcept(gv::test_support::kHarmfulFlags), 0);
}

TEST(RayAabbEntry, ScaledCandidateIsWithinThreeStepsOnEveryExponent) {
  scaled_candidate_is_within_three_steps<float>(0xca1d01);
  scaled_candidate_is_within_three_steps<double>(0xca1d02);
}

// --- the exact sign by error-free transformations ---------------------------

TEST(RayAabbExactStage, ExpansionSignOfCancellingSums) {
  using gv::detail::expansion_sign;
  const double a[] = {1, 0x1p-1074, -1};
  EXPECT_EQ(expansion_sign(a, 3), 1);
  const double b[] = {0x1p1000, -0x1p1000, -0x1p-1074};
  EXPECT_EQ(expansion_sign(b, 3), -1);
  const double c[] = {1, 0x1p-60, -1, -0x1p-60};
  EXPECT_EQ(expansion_sign(c, 4), 0);
  const double d[] = {0x1.fffffffffffffp-1, 0x1p-53, -1, 0x1p-1074, 0, 0, -0x1p-1074, 0x1p-1070};
  EXPECT_EQ(expansion_sign(d, 8), 1);
}

/// sign_dot4_by_expansion against the integer stage on four products built
/// to cancel (x2 y2 near -x0 y0, x3 y3 near -x1 y1, moved by a few ulps),
/// over every exponent; where it declines (a product outside its range) the
/// caller's integer stage answers.
TEST(RayAabbExactStage, ExpansionSignEqualsTheIntegerStage) {
  gv::gen::Prng rng(0xe4a1);
  int decided = 0;
  for (int i = 0; i < work(6000); ++i) {
    double x[4], y[4];
    for (int k = 0; k < 2; ++k) {
      const int e = static_cast<int>(rng.draw(1200)) - 600;
      x[k] = std::ldexp(1 + std::ldexp(static_cast<double>(rng.next() >> 12), -52), e) * (rng.draw(2) ? 1 : -1);
      y[k] = std::ldexp(1 + std::ldexp(static_cast<double>(rng.next() >> 12), -52), -e / 2 + static_cast<int>(rng.draw(40)));
      x[k + 2] = ulps(-x[k], static_cast<int>(rng.draw(5)) - 2);
      y[k + 2] = ulps(y[k], static_cast<int>(rng.draw(5)) - 2);
    }
    if (i % 5 == 0) std::swap(x[1], y[3]);
    bool ok = true;
    const int want = gv::detail::sign_dot4_on<double>(x, y, ok, gv::detail::NumTag<gv::detail::BigFloat>{});
    ASSERT_TRUE(ok);
    int got = 2;
    if (gv::detail::sign_dot4_by_expansion(x, y, got)) {
      ASSERT_EQ(got, want) << lit(x[0]) << " " << lit(y[0]) << " " << lit(x[1]) << " " << lit(y[1]) << " "
                           << lit(x[2]) << " " << lit(y[2]) << " " << lit(x[3]) << " " << lit(y[3]);
      ++decided;
    }
  }
  EXPECT_GT(decided, work(6000) / 2);
}

// --- differential: every generator class against the oracle ----------------

template <class T>
void differential(std::uint64_t seed, int n) {
  using C = gv::query::RayAabb<T>;
  using Gen = gv::gen::Generator<C>;
  constexpr std::size_t K = Gen::kClasses.size();
  gv::gen::Prng rng(seed);
  gv::Stats per[K];
  for (int i = 0; i < n; ++i) {
    const std::size_t cls = static_cast<std::size_t>(i) % K;
    const C c = Gen::make(rng, cls);
    const Relation got = gv::relation(c.ray, c.box, &per[cls]);
    const Relation want = gv::exact::ray_aabb(c.ray, c.box).relation;
    ASSERT_EQ(got, want) << "class " << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
    ASSERT_EQ(gv::relation(gv::prepare_ray(c.ray), c.box), want)
        << "prepared, class " << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
    const gv::RayHit<T> e = gv::ray_aabb_entry(c.ray, c.box);
    ASSERT_EQ(e.relation, want);
    const std::string v = entry_bracket_violation(c.ray, c.box, e);
    ASSERT_TRUE(v.empty()) << v << ", class " << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
  }
  gv::Stats total;
  std::printf("ray-aabb %s, %d cases: filter share per class\n", std::is_same_v<T, float> ? "float" : "double", n);
  for (std::size_t k = 0; k < K; ++k) {
    const double all = static_cast<double>(per[k].filter + per[k].exact);
    std::printf("  %-15s %6.1f%%  (filter %llu, exact %llu, invalid %llu)\n", Gen::kClasses[k],
                all > 0 ? 100.0 * static_cast<double>(per[k].filter) / all : 0.0,
                static_cast<unsigned long long>(per[k].filter), static_cast<unsigned long long>(per[k].exact),
                static_cast<unsigned long long>(per[k].invalid));
    total.filter += per[k].filter;
    total.exact += per[k].exact;
  }
  std::printf("  %-15s %6.1f%%\n", "all",
              100.0 * static_cast<double>(total.filter) / static_cast<double>(total.filter + total.exact));
  EXPECT_GT(total.filter, 0u);
  EXPECT_GT(total.exact, 0u);
}

// 50000 cases per type, about 3000 per class: four times the other queries'
// differential tests (ray-AABB is the hottest query in a BVH); the campaign
// and the fuzz targets judge millions more.
TEST(RayAabbDifferential, FloatEveryGeneratorClass) { differential<float>(0x5eed01, work(50000)); }
TEST(RayAabbDifferential, DoubleEveryGeneratorClass) { differential<double>(0x5eed02, work(50000)); }

// --- 4. double input outside the screen -----------------------------------------

/// 1 sets the positions' scale and the direction's, and o.x = 0x1.cp-451
/// (below 2^-450) is flushed to 0. The pair (lower x, upper y),
/// (max_y - o_y) d_x - (min_x - o_x) d_y, is -2^-453 + 0.875 2^-450 > 0
/// (the ray enters the box), but -2^-453 on the flushed values. The
/// filter's own bound there is about 2^-471, the flush term 2^-446; that
/// term over 512 (2^-455) would certify the wrong sign and answer disjoint.
TEST(RayAabbOutsideTheScreen, FlushedValuesNeedTheFlushTerm) {
  const gv::Ray<double> ray{{0x1.cp-451, 0, 0}, {1, 1, 0}, 0, std::numeric_limits<double>::infinity()};
  const gv::Aabb<double> box{{0x1p-421 + 0x1p-453, -1, -1}, {1, 0x1p-421, 1}};
  ASSERT_EQ(gv::exact::ray_aabb(ray, box).relation, gv::Relation::overlapping);
  gv::Stats st;
  std::feclearexcept(FE_ALL_EXCEPT);
  EXPECT_EQ(gv::relation(ray, box, &st), gv::Relation::overlapping);
  EXPECT_EQ(st.exact, 1u);  // the flushed filter leaves it
  // (a prepared ray takes its own scaled filter first, which decides it)
  EXPECT_EQ(gv::relation(gv::prepare_ray(ray), box), gv::Relation::overlapping);
  EXPECT_EQ(std::fetestexcept(gv::test_support::kHarmfulFlags), 0);
  gv::detail::RaySlabs s = gv::detail::ray_slabs(ray, box);
  gv::detail::RayScaled c;
  ASSERT_TRUE(gv::detail::ray_rescaled(s, c));
  EXPECT_TRUE(c.flushed);
  EXPECT_EQ(c.f[0], 0.0);
}

/// Rays and boxes whose values span every exponent (random doubles, a box's
/// ends sorted, tmin 0 or random, tmax random or infinite): the core
/// against the oracle, without a flag; and for input outside the screen,
/// every comparison of a lower end with another constraint's upper end
/// through the filter on the rescaled values (ray_rescaled, scaled_end,
/// ray_pair_filter, as ray_aabb_decide forms them), each certified sign
/// against the exact one.
TEST(RayAabbOutsideTheScreen, EveryExponent) {
  std::mt19937_64 rng(0x5eed03);
  long certified = 0, flushed = 0;
  for (int i = 0; i < work(20000); ++i) {
    double x[14];
    gv::test_support::random_doubles(rng, x, 9, 6);
    double t0 = rng() % 2 ? 0.0 : std::fabs(x[12]), t1 = std::fabs(x[13]);
    if (t0 > t1) std::swap(t0, t1);
    if (rng() % 2) t1 = std::numeric_limits<double>::infinity();
    const gv::Ray<double> ray{{x[0], x[1], x[2]}, {x[3], x[4], x[5]}, t0, t1};
    const gv::Aabb<double> box{{x[6], x[7], x[8]}, {x[9], x[10], x[11]}};
    std::feclearexcept(FE_ALL_EXCEPT);
    const gv::Relation r = gv::relation(ray, box);
    ASSERT_EQ(std::fetestexcept(gv::test_support::kHarmfulFlags), 0)
        << gv::query::declarations(gv::query::RayAabb<double>{ray, box});
    ASSERT_EQ(r, gv::exact::ray_aabb(ray, box).relation)
        << gv::query::declarations(gv::query::RayAabb<double>{ray, box});
    gv::detail::RaySlabs s = gv::detail::ray_slabs(ray, box);
    gv::detail::RayScaled c;
    if (s.filterable || !gv::detail::ray_rescaled(s, c)) continue;
    flushed += c.flushed;
    gv::detail::SlabParam lower[4], upper[4];
    int nl = 0, nu = 0;
    lower[nl++] = {s.t0, 0.0, 1.0, gv::detail::kRayOwner};
    if (s.t1_finite) upper[nu++] = {s.t1, 0.0, 1.0, gv::detail::kRayOwner};
    for (int k = 0; k < 3; ++k) {
      if (s.d[k] == 0) continue;
      lower[nl++] = gv::detail::slab_end(s, k, false);
      upper[nu++] = gv::detail::slab_end(s, k, true);
    }
    for (int a = 0; a < nl; ++a) {
      for (int b = 0; b < nu; ++b) {
        if (lower[a].owner == upper[b].owner) continue;
        const gv::detail::SlabParam ub = gv::detail::scaled_end(s, c, upper[b], true);
        const gv::detail::SlabParam la = gv::detail::scaled_end(s, c, lower[a], false);
        const double xs[4] = {ub.u, ub.v, -la.u, -la.v}, ys[4] = {la.w, la.w, ub.w, ub.w};
        const gv::detail::FilteredSign f = gv::detail::ray_pair_filter(xs, ys, c.flushed);
        if (!f.decided) continue;
        ++certified;
        ASSERT_EQ(f.sign, gv::detail::compare_params<double>(s, upper[b], lower[a], false))
            << gv::query::declarations(gv::query::RayAabb<double>{ray, box});
      }
    }
  }
  EXPECT_GT(flushed, work(20000) / 2);
  EXPECT_GT(certified, work(20000) / 2);
}

}  // namespace

}  // namespace gv_core_ray_aabb_test
