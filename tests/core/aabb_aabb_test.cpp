// SPDX-License-Identifier: MIT
// Specification of gv::relation(Aabb, Aabb) (core/aabb_aabb.h).
//
// 1. Hand cases, one or more for every degenerate class (face, edge and
//    corner contact and one ulp either side of each; flat boxes crossing a
//    solid box, lying in its face plane, two flat boxes on one plane or
//    crossing; segment boxes through, along an edge, crossing each other;
//    point boxes strictly inside, on a face, an edge, a corner, one ulp off;
//    nested and identical boxes; -0.0 against +0.0; subnormal and huge
//    scales, where min + max and max - min overflow T), each with its exact
//    answer written out, checked against the exact oracle
//    (exact/aabb_aabb.h) and replayed on the core under the 48 signed axis
//    permutations, in both argument orders, relation and intersects.
// 2. A differential loop over every generator class (gen/aabb_aabb.h) and a
//    "typical" family, float and double, fixed seed and count: core relation
//    == oracle relation, no floating-point flag raised at all (the core does
//    no arithmetic), every call counted as the one stage (Stats::filter).
// 3. Invalid input: rejected, counted, never an answer.
#include <gtest/gtest.h>

#include <array>
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>
#include <type_traits>

#include "geoverify/core/aabb_aabb.h"
#include "geoverify/exact/aabb_aabb.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "expect_relation.h"
#include "hex.h"
#include "scaled_shapes.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_aabb_aabb_test {

using gv::test_support::work;

namespace {

using gv::Relation;

template <class T>
std::string show(const gv::Aabb<T>& a, const gv::Aabb<T>& b) {
  return gv::query::declarations(gv::query::AabbAabb<T>{a, b});
}

template <class T>
class AabbAabbTest : public ::testing::Test {
 protected:
  using B = gv::Aabb<T>;
  using V = gv::Vec3<T>;
  using Shapes = gv::test_support::ScaledShapes<T>;

  /// The box [-1, 1]^3 scaled by 2^k.
  static B cube(int k = 0) { return Shapes::cube(k); }
  /// [x0, x1] x [y0, y1] x [z0, z1] scaled by 2^k.
  static B box(double x0, double x1, double y0, double y1, double z0, double z1, int k = 0) {
    return Shapes::box(x0, y0, z0, x1, y1, z1, k);
  }
  static B point(T x, T y, T z) { return B{{x, y, z}, {x, y, z}}; }

  /// The oracle must give `want` in both argument orders; the core must give
  /// it under all 48 symmetries, in both argument orders, relation and
  /// intersects (expect_relation.h).
  static void expect(const B& a, const B& b, Relation want) {
    gv::test_support::expect_relation(gv::query::AabbAabb<T>{a, b}, want);
  }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(AabbAabbTest, Scalars);

/// Scales at which the grid cases are replayed: 1, tiny (every value
/// subnormal: below 2^-126 for float, 2^-1022 for double) and huge (min + max
/// of the larger values overflows T).
template <class T>
std::array<int, 3> scales() {
  return {0, std::is_same_v<T, float> ? -135 : -1060, std::is_same_v<T, float> ? 126 : 1022};
}

// --- 1. hand cases -----------------------------------------------------------

TYPED_TEST(AabbAabbTest, FaceEdgeAndCornerContact) {
  using F = TestFixture;
  for (const int k : scales<TypeParam>()) {
    const auto c = F::cube(k);
    F::expect(c, F::box(1, 3, -1, 1, -1, 1, k), Relation::touching);            // a whole face
    F::expect(c, F::box(1, 3, 0, 0.5, -0.5, 0.25, k), Relation::touching);      // part of a face
    F::expect(c, F::box(1, 1.5, -1.5, 1.5, -1.5, 1.5, k), Relation::touching);  // a face, B wider
    F::expect(c, F::box(1, 3, 1, 3, -0.5, 0.5, k), Relation::touching);         // an edge
    F::expect(c, F::box(1, 1.5, -3, -1.5, -2, 2, k), Relation::disjoint);          // face plane, apart in y
    F::expect(c, F::box(-3, -1, -3, -1, -1, 1, k), Relation::touching);         // the opposite edge
    F::expect(c, F::box(1, 1.5, 1, 1.5, 1, 1.5, k), Relation::touching);        // a corner
    F::expect(c, F::box(-1.5, -1, 1, 1.5, -1.5, -1, k), Relation::touching);    // another corner
    F::expect(c, F::box(1.5, 3, -1, 1, -1, 1, k), Relation::disjoint);          // a gap
    F::expect(c, F::box(0.5, 3, 0.5, 3, 0.5, 3, k), Relation::overlapping);
    F::expect(c, F::box(0.5, 3, 1, 3, 0.5, 3, k), Relation::touching);          // overlap in x, z; contact in y
  }
}

TYPED_TEST(AabbAabbTest, OneUlpEitherSideOfContact) {
  using F = TestFixture;
  using T = TypeParam;
  const T big = std::numeric_limits<T>::max();
  const T up = std::nextafter(T(1), big), down = std::nextafter(T(1), -big);
  const auto c = F::cube();
  // face x = 1
  F::expect(c, typename F::B{{up, -1, -1}, {3, 1, 1}}, Relation::disjoint);
  F::expect(c, typename F::B{{down, -1, -1}, {3, 1, 1}}, Relation::overlapping);
  // edge x = y = 1: one axis one ulp in, the other still in contact
  F::expect(c, typename F::B{{down, 1, 0}, {3, 3, 1}}, Relation::touching);
  F::expect(c, typename F::B{{down, down, 0}, {3, 3, 1}}, Relation::overlapping);
  F::expect(c, typename F::B{{down, up, 0}, {3, 3, 1}}, Relation::disjoint);
  // corner
  F::expect(c, typename F::B{{1, 1, up}, {2, 2, 2}}, Relation::disjoint);
  F::expect(c, typename F::B{{down, down, down}, {2, 2, 2}}, Relation::overlapping);
  // the same from below, A's side moved: a.max one ulp under b.min
  F::expect(typename F::B{{-1, -1, -1}, {down, 1, 1}}, F::box(1, 2, -1, 1, -1, 1), Relation::disjoint);
  // contact where rounding would hurt: ends far from the origin with a full
  // mantissa (min + max is not representable in T)
  const T m = std::ldexp(T(1), std::numeric_limits<T>::digits - 1) + 1;  // 2^(p-1) + 1: an odd integer
  F::expect(typename F::B{{m, 0, 0}, {m + 2, 1, 1}}, typename F::B{{m + 2, 0, 0}, {m + 4, 1, 1}},
            Relation::touching);
  F::expect(typename F::B{{m, 0, 0}, {m + 2, 1, 1}}, typename F::B{{m + 3, 0, 0}, {m + 4, 1, 1}},
            Relation::disjoint);
}

TYPED_TEST(AabbAabbTest, FlatBoxes) {
  using F = TestFixture;
  for (const int k : scales<TypeParam>()) {
    const auto c = F::cube(k);
    F::expect(F::box(-1, 1, -1, 1, 0, 0, k), c, Relation::overlapping);       // a square through the interior
    F::expect(F::box(-3, 3, -3, 3, 0, 0, k), c, Relation::overlapping);       // a plane-like slab, wider
    F::expect(F::box(-1, 1, -1, 1, 1, 1, k), c, Relation::touching);          // in the face plane z = 1
    F::expect(F::box(0.5, 3, 0.5, 3, -1, -1, k), c, Relation::touching);     // partly in z = -1
    F::expect(F::box(1, 3, -1, 1, 0, 0, k), c, Relation::touching);           // flat, edge on the face x = 1
    F::expect(F::box(-1, 1, -1, 1, 1.5, 1.5, k), c, Relation::disjoint);
    // two flat boxes
    F::expect(F::box(-1, 1, -1, 1, 0, 0, k), F::box(0, 2, 0, 2, 0, 0, k), Relation::touching);  // one plane
    F::expect(F::box(0, 0, -1, 1, -1, 1, k), F::box(-1, 1, 0, 0, -1, 1, k), Relation::overlapping);  // crossing
    F::expect(F::box(0, 0, -1, 1, -1, 1, k), F::box(-1, 1, 1, 1, -1, 1, k), Relation::touching);  // T-contact
    F::expect(F::box(0, 0, -1, 1, -1, 1, k), F::box(0.5, 0.5, -1, 1, -1, 1, k), Relation::disjoint);  // parallel
    F::expect(F::box(-1, 1, -1, 1, 0, 0, k), F::box(-1, 1, -1, 1, 0, 0, k), Relation::touching);  // identical
  }
}

TYPED_TEST(AabbAabbTest, SegmentBoxes) {
  using F = TestFixture;
  for (const int k : scales<TypeParam>()) {
    const auto c = F::cube(k);
    F::expect(F::box(-2, 2, 0, 0, 0, 0, k), c, Relation::overlapping);       // through the interior
    F::expect(F::box(-2, 2, 1, 1, 1, 1, k), c, Relation::touching);          // along an edge line
    F::expect(F::box(-2, 2, 1, 1, 0, 0, k), c, Relation::touching);          // in a face
    F::expect(F::box(1, 2, 0, 0, 0, 0, k), c, Relation::touching);           // ending on a face
    F::expect(F::box(-2, 2, 1.5, 1.5, 0, 0, k), c, Relation::disjoint);
    F::expect(F::box(-2, 2, 0, 0, 0, 0, k), F::box(0, 0, -2, 2, 0, 0, k), Relation::touching);  // crossing
    F::expect(F::box(-2, 2, 0, 0, 0, 0, k), F::box(0, 0, -2, 2, 0.5, 0.5, k), Relation::disjoint);  // skew
    F::expect(F::box(-2, 2, 0, 0, 0, 0, k), F::box(0, 0, -2, 2, -2, 2, k), Relation::overlapping);  // through a square
    F::expect(F::box(-2, 2, 0, 0, 0, 0, k), F::box(2, 3, 0, 0, 0, 0, k), Relation::touching);  // end to end
    F::expect(F::box(-2, 2, 0, 0, 0, 0, k), F::box(-1, 3, 0, 0, 0, 0, k), Relation::touching);  // collinear overlap
  }
}

TYPED_TEST(AabbAabbTest, PointBoxes) {
  using F = TestFixture;
  using T = TypeParam;
  const auto c = F::cube();
  F::expect(F::point(0, 0, 0), c, Relation::overlapping);  // strictly inside
  F::expect(F::point(T(0.5), T(-0.25), T(0.75)), c, Relation::overlapping);
  F::expect(F::point(1, 0, 0), c, Relation::touching);    // on a face
  F::expect(F::point(1, -1, 0), c, Relation::touching);   // on an edge
  F::expect(F::point(1, 1, -1), c, Relation::touching);   // on a corner
  F::expect(F::point(2, 0, 0), c, Relation::disjoint);
  const T up = std::nextafter(T(1), T(2)), down = std::nextafter(T(1), T(0));
  F::expect(F::point(up, 0, 0), c, Relation::disjoint);        // one ulp outside
  F::expect(F::point(down, down, down), c, Relation::overlapping);  // one ulp inside
  F::expect(F::point(3, 4, 5), F::point(3, 4, 5), Relation::touching);
  F::expect(F::point(3, 4, 5), F::point(3, 4, std::nextafter(T(5), T(6))), Relation::disjoint);
  F::expect(F::point(0, 0, 0), F::box(-1, 1, -1, 1, 0, 0), Relation::touching);  // on a flat box: no interior
  F::expect(F::point(0, 0, 0), F::box(-1, 1, 0, 0, 0, 0), Relation::touching);   // on a segment box
}

TYPED_TEST(AabbAabbTest, NestedAndIdentical) {
  using F = TestFixture;
  for (const int k : scales<TypeParam>()) {
    const auto c = F::cube(k);
    F::expect(c, c, Relation::overlapping);
    F::expect(F::box(-0.5, 0.5, -0.5, 0.5, -0.5, 0.5, k), c, Relation::overlapping);
    F::expect(F::box(-1, 0.5, -1, 1, 0, 1, k), c, Relation::overlapping);  // sharing three faces
    F::expect(F::box(-0.5, 0.5, -1, -1, -0.5, 0.5, k), c, Relation::touching);  // a flat box in a face
  }
}

TYPED_TEST(AabbAabbTest, SignedZeros) {
  using F = TestFixture;
  using T = TypeParam;
  const T z = -T(0);
  // -0.0 == +0.0: contact at 0 from either sign
  F::expect(typename F::B{{-1, -1, -1}, {z, 1, 1}}, typename F::B{{0, -1, -1}, {1, 1, 1}}, Relation::touching);
  F::expect(typename F::B{{-1, -1, -1}, {0, 1, 1}}, typename F::B{{z, -1, -1}, {1, 1, 1}}, Relation::touching);
  F::expect(typename F::B{{-1, -1, z}, {1, 1, z}}, typename F::B{{-1, -1, 0}, {1, 1, 0}}, Relation::touching);
  F::expect(F::point(z, z, z), F::point(0, 0, 0), Relation::touching);
  F::expect(F::point(z, 0, z), F::cube(), Relation::overlapping);
  F::expect(typename F::B{{z, z, z}, {1, 1, 1}}, typename F::B{{-1, -1, -1}, {z, z, z}}, Relation::touching);
  const T tiny = std::numeric_limits<T>::denorm_min();
  F::expect(typename F::B{{-1, -1, -1}, {z, 1, 1}}, typename F::B{{tiny, -1, -1}, {1, 1, 1}}, Relation::disjoint);
  F::expect(typename F::B{{-1, -1, -1}, {tiny, 1, 1}}, typename F::B{{z, -1, -1}, {1, 1, 1}}, Relation::overlapping);
}

TYPED_TEST(AabbAabbTest, ExtremeMagnitudes) {
  using F = TestFixture;
  using T = TypeParam;
  const T mx = std::numeric_limits<T>::max(), tiny = std::numeric_limits<T>::denorm_min();
  const T below = std::nextafter(mx, T(0));
  const typename F::B all{{-mx, -mx, -mx}, {mx, mx, mx}};  // max - min overflows T
  F::expect(all, F::point(mx, mx, mx), Relation::touching);
  F::expect(all, F::point(0, -mx, below), Relation::touching);
  F::expect(all, F::point(below, below, -below), Relation::overlapping);
  F::expect(all, F::cube(), Relation::overlapping);
  // both ends above half the range: min + max overflows T
  const T h = std::ldexp(T(1), std::numeric_limits<T>::max_exponent - 1);  // 2^127, 2^1023
  F::expect(typename F::B{{h, 0, 0}, {mx, 1, 1}}, typename F::B{{0, 0, 0}, {h, 1, 1}}, Relation::touching);
  F::expect(typename F::B{{h, 0, 0}, {mx, 1, 1}}, typename F::B{{0, 0, 0}, {below, 1, 1}}, Relation::overlapping);
  F::expect(typename F::B{{below, 0, 0}, {mx, 1, 1}}, typename F::B{{h, 0, 0}, {std::nextafter(below, T(0)), 1, 1}},
            Relation::disjoint);
  F::expect(typename F::B{{-mx, 0, 0}, {-h, 1, 1}}, typename F::B{{h, 0, 0}, {mx, 1, 1}}, Relation::disjoint);
  // subnormals: halving an odd multiple of denorm_min would round
  F::expect(typename F::B{{0, 0, 0}, {tiny, 1, 1}}, typename F::B{{tiny, 0, 0}, {2 * tiny, 1, 1}}, Relation::touching);
  F::expect(typename F::B{{0, 0, 0}, {tiny, 1, 1}}, typename F::B{{2 * tiny, 0, 0}, {3 * tiny, 1, 1}},
            Relation::disjoint);
  F::expect(typename F::B{{-tiny, -tiny, -tiny}, {tiny, tiny, tiny}}, F::point(0, 0, 0), Relation::overlapping);
  F::expect(typename F::B{{-tiny, -tiny, -tiny}, {tiny, tiny, tiny}}, F::point(tiny, 0, 0), Relation::touching);
  // a tiny box on the face of a huge one
  F::expect(all, typename F::B{{mx, 0, 0}, {mx, tiny, tiny}}, Relation::touching);
}

// --- 2. differential: every generator class against the oracle -------------

/// Boxes of assorted sizes in a cube, about half of the pairs intersecting.
template <class T>
gv::query::AabbAabb<T> typical_pair(gv::gen::Prng& rng) {
  gv::query::AabbAabb<T> c{};
  for (gv::Aabb<T>* b : {&c.a, &c.b}) {
    for (int m = 0; m < 3; ++m) {
      const T lo = T(1.5 * gv::gen::unit_real<double>(rng));
      gv::set(b->min, m, lo);
      gv::set(b->max, m, T(lo + 0.5 + 2 * std::fabs(gv::gen::unit_real<double>(rng))));
    }
  }
  return c;
}

/// per_class cases of every generator class of AabbAabb<T>, then of
/// typical_pair: the core's relation must be the oracle's, no floating-point
/// flag may be raised (not even inexact: the core computes nothing), and
/// every call is counted once, as the filter.
template <class T>
void differential(std::uint64_t seed, int per_class) {
  using C = gv::query::AabbAabb<T>;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  int touching = 0;
  for (std::size_t cls = 0; cls <= Gen::kClasses.size(); ++cls) {
    const bool is_typical = cls == Gen::kClasses.size();
    const char* name = is_typical ? "typical" : Gen::kClasses[cls];
    gv::Stats st;
    int counts[3] = {0, 0, 0};
    for (int i = 0; i < per_class; ++i) {
      const C c = is_typical ? typical_pair<T>(rng) : Gen::make(rng, cls);
      ASSERT_TRUE(gv::query::valid(c)) << name << "\n" << gv::query::declarations(c);
      std::feclearexcept(FE_ALL_EXCEPT);
      const Relation got = gv::relation(c.a, c.b, &st);
      const Relation swapped = gv::relation(c.b, c.a, &st);
      const int raised = std::fetestexcept(FE_ALL_EXCEPT);
      const Relation want = gv::exact::oracle(c).relation;
      ASSERT_EQ(raised, 0) << name << "\n" << gv::query::declarations(c);
      ASSERT_EQ(got, want) << name << "\n" << gv::query::declarations(c);
      ASSERT_EQ(swapped, want) << name << ", swapped\n" << gv::query::declarations(c);
      ++counts[static_cast<int>(want)];
    }
    EXPECT_EQ(st.filter, 2u * static_cast<unsigned>(per_class)) << name;
    EXPECT_EQ(st.exact, 0u) << name;
    EXPECT_EQ(st.invalid, 0u) << name;
    touching += counts[1];
    std::printf("  %-14s disjoint %5d  touching %5d  overlapping %5d\n", name, counts[0], counts[1], counts[2]);
  }
  EXPECT_GT(touching, per_class);  // the contact classes reach contact
}

TEST(AabbAabbDifferential, FloatEveryGeneratorClass) { differential<float>(0xaab01, work(3000)); }
TEST(AabbAabbDifferential, DoubleEveryGeneratorClass) { differential<double>(0xaab02, work(3000)); }

// --- 3. invalid input ---------------------------------------------------------

TYPED_TEST(AabbAabbTest, InvalidInputIsRejectedAndCounted) {
  using F = TestFixture;
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN();
  gv::Stats st;
  const auto c = F::cube();
  const auto invalid = F::Shapes::invalid_cubes();  // inverted, NaN min, infinite max, all of an axis
  auto nan_max = c;
  nan_max.max.x = nan;
  auto inverted_by_ulp = c;
  inverted_by_ulp.min.z = std::nextafter(T(1), T(2));
  int n = 0;
  for (const auto& b : {invalid[0], invalid[1], nan_max, invalid[2], invalid[3], inverted_by_ulp}) {
    EXPECT_EQ(gv::relation(c, b, &st), Relation::invalid) << show(c, b);
    EXPECT_EQ(gv::relation(b, c, &st), Relation::invalid) << show(b, c);
    EXPECT_EQ(gv::relation(b, b, &st), Relation::invalid) << show(b, b);
    EXPECT_FALSE(gv::intersects(b, c, &st));
    n += 4;
  }
  EXPECT_EQ(st.invalid, static_cast<unsigned>(n));
  EXPECT_EQ(st.filter + st.exact, 0u);
  // an inverted pair that a plain min/max test would call intersecting
  EXPECT_EQ(gv::relation(typename F::B{{1, 1, 1}, {-1, -1, -1}}, c), Relation::invalid);
}

/// The comparisons run with the axes as vector lanes (float {x, y, z, z},
/// double {x, y} and the two z's): every axis of either box, alone invalid in
/// each way, makes the pair invalid.
TYPED_TEST(AabbAabbTest, InvalidOnAnyOneAxisOfEitherBoxLaneByLane) {
  using F = TestFixture;
  using T = TypeParam;
  using L = std::numeric_limits<T>;
  const auto c = F::cube();
  const auto set = [](gv::Vec3<T>& v, int k, T x) { (k == 0 ? v.x : k == 1 ? v.y : v.z) = x; };
  int n = 0;
  gv::Stats st;
  for (int k = 0; k < 3; ++k) {
    for (int way = 0; way < 6; ++way) {
      auto b = c;
      switch (way) {
        case 0: set(b.min, k, L::quiet_NaN()); break;
        case 1: set(b.max, k, L::quiet_NaN()); break;
        case 2: set(b.max, k, L::infinity()); break;
        case 3: set(b.min, k, -L::infinity()); break;
        case 4: set(b.min, k, std::nextafter(T(1), T(2))); break;  // min one ulp above max
        default: set(b.min, k, L::max()), set(b.max, k, L::infinity()); break;
      }
      EXPECT_EQ(gv::relation(c, b, &st), Relation::invalid) << "axis " << k << " way " << way;
      EXPECT_EQ(gv::relation(b, c, &st), Relation::invalid) << "axis " << k << " way " << way;
      n += 2;
    }
  }
  EXPECT_EQ(st.invalid, static_cast<unsigned>(n));
  EXPECT_EQ(st.filter, 0u);
}

TYPED_TEST(AabbAabbTest, StatsCountEveryValidCallAsTheOneStage) {
  using F = TestFixture;
  gv::Stats st;
  EXPECT_EQ(gv::relation(F::cube(), F::box(2, 3, 0, 1, 0, 1), &st), Relation::disjoint);
  EXPECT_EQ(gv::relation(F::cube(), F::box(1, 3, 0, 1, 0, 1), &st), Relation::touching);
  EXPECT_EQ(gv::relation(F::cube(), F::box(0, 3, 0, 1, 0, 1), &st), Relation::overlapping);
  EXPECT_TRUE(gv::intersects(F::cube(), F::cube(), &st));
  EXPECT_EQ(st.filter, 4u);
  EXPECT_EQ(st.exact, 0u);
  EXPECT_EQ(st.invalid, 0u);
}

}  // namespace

}  // namespace gv_core_aabb_aabb_test
