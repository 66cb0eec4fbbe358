// SPDX-License-Identifier: MIT
// Specification of gv::relation(Sphere, Aabb) (core/sphere_aabb.h).
//
// 1. Hand cases, one or more for every degenerate class (face, edge and
//    corner tangency along Pythagorean directions and one step either side;
//    a point ball strictly inside, on a face, an edge, a corner, one ulp
//    outside; flat, segment and point boxes; signed zeros; subnormal and huge
//    scales), each with its exact answer written out, checked against the
//    exact oracle (exact/sphere_aabb.h) and replayed on the core under the 48
//    signed axis permutations, in both argument orders, relation and
//    intersects, and through the exact stage alone.
// 2. The filter's bound (kSphereAabbBound) on its worst-case family: balls
//    whose surface passes within 2^-10 .. 2^-60 (relative) of a box's face,
//    edge or corner; every answer the filter certifies is the oracle's.
// 3. A differential loop over every generator class (gen/sphere_aabb.h) and
//    a "typical" family, float and double, fixed seed and count: core
//    relation == oracle relation, no harmful floating-point flag.
// 4. Invalid input, and both stages reached and counted by Stats.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>
#include <type_traits>

#include "geoverify/core/sphere_aabb.h"
#include "geoverify/exact/sphere_aabb.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/symmetry.h"
#include "differential.h"
#include "hex.h"
#include "work.h"

using gv::test_support::work;

namespace {

using gv::Relation;

template <class T>
std::string show(const gv::Sphere<T>& s, const gv::Aabb<T>& b) {
  return gv::query::declarations(gv::query::SphereAabb<T>{s, b});
}

/// The exact stage alone (validity, the point-ball comparisons, the integer
/// sign of D2 - r^2): sphere_aabb_slow() never runs the filter.
template <class T>
Relation exact_stage(const gv::Sphere<T>& s, const gv::Aabb<T>& b) {
  return gv::detail::sphere_aabb_slow(s, b, nullptr);
}

template <class T>
class SphereAabbTest : public ::testing::Test {
 protected:
  using S = gv::Sphere<T>;
  using B = gv::Aabb<T>;
  using V = gv::Vec3<T>;

  /// The box [-1, 1]^3 scaled by 2^k.
  static B cube(int k = 0) {
    const T e = std::ldexp(T(1), k);
    return B{{-e, -e, -e}, {e, e, e}};
  }
  static B box(double x0, double y0, double z0, double x1, double y1, double z1, int k = 0) {
    return B{{std::ldexp(T(x0), k), std::ldexp(T(y0), k), std::ldexp(T(z0), k)},
             {std::ldexp(T(x1), k), std::ldexp(T(y1), k), std::ldexp(T(z1), k)}};
  }
  static S ball(double x, double y, double z, double r, int k = 0) {
    return S{V{std::ldexp(T(x), k), std::ldexp(T(y), k), std::ldexp(T(z), k)}, std::ldexp(T(r), k)};
  }

  /// The oracle must give `want`; the core must give it under all 48
  /// symmetries, in both argument orders, and through the exact stage alone.
  static void expect(const S& s, const B& b, Relation want) {
    ASSERT_EQ(gv::exact::sphere_aabb(s, b).relation, want) << "oracle\n" << show(s, b);
    for (int k = 0; k < 48; ++k) {
      const gv::query::Symmetry sym = gv::query::symmetry(k);
      const S sk = gv::query::apply(sym, s);
      const B bk = gv::query::apply(sym, b);
      ASSERT_EQ(gv::relation(sk, bk), want) << "symmetry " << k << "\n" << show(sk, bk);
      ASSERT_EQ(gv::relation(bk, sk), want) << "symmetry " << k;
      ASSERT_EQ(gv::intersects(sk, bk), gv::intersecting(want)) << "symmetry " << k;
      ASSERT_EQ(gv::intersects(bk, sk), gv::intersecting(want)) << "symmetry " << k;
      ASSERT_EQ(exact_stage(sk, bk), want) << "exact stage alone, symmetry " << k << "\n" << show(sk, bk);
    }
  }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(SphereAabbTest, Scalars);

// --- 1. hand cases -----------------------------------------------------------

TYPED_TEST(SphereAabbTest, FaceEdgeAndCornerTangency) {
  using F = TestFixture;
  using T = TypeParam;
  // Each at three scales: 1, tiny (for float at -130 every value is
  // subnormal; for double -1000 is below the filter's screen) and huge
  // (the squares overflow T; for double outside the screen too).
  const int ks[] = {0, std::is_same_v<T, float> ? -130 : -1000, std::is_same_v<T, float> ? 100 : 1000};
  for (const int k : ks) {
    const auto c = F::cube(k);
    // face x = 1 at distance 2
    F::expect(F::ball(3, 0, 0, 1, k), c, Relation::disjoint);
    F::expect(F::ball(3, 0, 0, 2, k), c, Relation::touching);
    F::expect(F::ball(3, 0x1p-1, -1, 2, k), c, Relation::touching);  // off-centre, on the face's edge line
    F::expect(F::ball(3, 0, 0, 0x1.8p+1, k), c, Relation::overlapping);
    // edge x = y = 1 along the Pythagorean direction (3, 4): distance 5
    F::expect(F::ball(4, 5, 0, 5, k), c, Relation::touching);
    F::expect(F::ball(4, 5, 0, 0x1.3p+2, k), c, Relation::disjoint);
    F::expect(F::ball(4, 5, 0, 0x1.5p+2, k), c, Relation::overlapping);
    // corner (1, 1, 1) along (2, 3, 6): distance 7
    F::expect(F::ball(3, 4, 7, 7, k), c, Relation::touching);
    F::expect(F::ball(3, 4, 7, 0x1.cp+2 - 0x1p-18, k), c, Relation::disjoint);
    F::expect(F::ball(3, 4, 7, 0x1.cp+2 + 0x1p-18, k), c, Relation::overlapping);
  }
}

TYPED_TEST(SphereAabbTest, OneUlpEitherSideOfContact) {
  using F = TestFixture;
  using T = TypeParam;
  const T big = std::numeric_limits<T>::max();
  // The same three contacts, r one ulp either way: the filter cannot decide
  // (relative difference 2^-23 or 2^-52), the exact stage does.
  const double rs[] = {2, 5, 7};
  const typename F::S base[] = {F::ball(3, 0, 0, 2), F::ball(4, 5, 0, 5), F::ball(3, 4, 7, 7)};
  for (int i = 0; i < 3; ++i) {
    typename F::S s = base[i];
    s.r = std::nextafter(T(rs[i]), big);
    F::expect(s, F::cube(), Relation::overlapping);
    s.r = std::nextafter(T(rs[i]), T(0));
    F::expect(s, F::cube(), Relation::disjoint);
  }
  // An edge contact whose squares are not exact in T: (12859, 10980) ->
  // 16909 (the squares need 28 bits; float rounds them).
  const typename F::B unit = F::box(0, 0, 0, 1, 1, 1);
  F::expect(F::ball(-12859, -10980, 0.5, 16909), unit, Relation::touching);
  typename F::S s = F::ball(-12859, -10980, 0.5, 16909);
  s.r = std::nextafter(s.r, T(0));
  F::expect(s, unit, Relation::disjoint);
  s.r = std::nextafter(T(16909), big);
  F::expect(s, unit, Relation::overlapping);
}

TYPED_TEST(SphereAabbTest, PointBalls) {
  using F = TestFixture;
  using T = TypeParam;
  const auto c = F::cube();
  F::expect(F::ball(0, 0, 0, 0), c, Relation::overlapping);               // strictly inside
  F::expect(F::ball(0x1p-1, -0x1p-1, 0, -0.0), c, Relation::overlapping);  // r == -0.0 is a point
  F::expect(F::ball(1, 0, 0, 0), c, Relation::touching);                  // on a face
  F::expect(F::ball(1, -1, 0x1p-1, 0), c, Relation::touching);            // on an edge
  F::expect(F::ball(1, 1, -1, 0), c, Relation::touching);                 // on a corner
  F::expect(F::ball(2, 0, 0, 0), c, Relation::disjoint);
  const T above = std::nextafter(T(1), T(2)), below = std::nextafter(T(1), T(0));
  F::expect(typename F::S{typename F::V{above, 0, 0}, 0}, c, Relation::disjoint);                // one ulp outside
  F::expect(typename F::S{typename F::V{below, below, below}, 0}, c, Relation::overlapping);     // one ulp inside
  F::expect(typename F::S{typename F::V{below, T(1), below}, 0}, c, Relation::touching);         // on a face
  const T tiny = std::numeric_limits<T>::denorm_min();
  F::expect(typename F::S{typename F::V{T(1) + T(1), tiny, 0}, 0}, F::box(0, 0, 0, 2, 0, 0), Relation::disjoint);
}

TYPED_TEST(SphereAabbTest, FlatSegmentAndPointBoxes) {
  using F = TestFixture;
  // a unit square in z = 0: no interior, a point on it only touches
  const auto flat = F::box(-1, -1, 0, 1, 1, 0);
  F::expect(F::ball(0, 0, 0, 0), flat, Relation::touching);
  F::expect(F::ball(0, 0, 1, 1), flat, Relation::touching);
  F::expect(F::ball(0, 0, 1, 2), flat, Relation::overlapping);
  F::expect(F::ball(0, 0, 0, 0x1p-20), flat, Relation::overlapping);  // a ball around a flat box's point
  F::expect(F::ball(0, 0, 1, 0x1.fffffp-1), flat, Relation::disjoint);
  F::expect(F::ball(4, 5, 0, 5), flat, Relation::touching);  // in-plane, off the edge x = y = 1
  // a segment from (-2, 0, 0) to (2, 0, 0)
  const auto segment = F::box(-2, 0, 0, 2, 0, 0);
  F::expect(F::ball(5, 4, 0, 5), segment, Relation::touching);  // from the end (2, 0, 0): (3, 4)
  F::expect(F::ball(1, 3, 4, 5), segment, Relation::touching);  // from the middle
  F::expect(F::ball(1, 0, 0, 0), segment, Relation::touching);
  F::expect(F::ball(1, 3, 4, 0x1.4p+2 + 0x1p-18), segment, Relation::overlapping);
  // a point box at (1, 2, 2)
  const auto point = F::box(1, 2, 2, 1, 2, 2);
  F::expect(F::ball(0, 0, 0, 3), point, Relation::touching);
  F::expect(F::ball(0, 0, 0, 0x1.8p+1 + 0x1p-18), point, Relation::overlapping);
  F::expect(F::ball(1, 2, 2, 0), point, Relation::touching);
  F::expect(F::ball(0, 0, 0, 0x1.8p+1 - 0x1p-18), point, Relation::disjoint);
}

TYPED_TEST(SphereAabbTest, SignedZeros) {
  using F = TestFixture;
  const typename F::B c{{-1, -0.0, -1}, {1, 0.0, 1}};  // flat: y in [-0, +0]
  F::expect(F::ball(0, -0.0, 3, 2), c, Relation::touching);
  F::expect(F::ball(-0.0, 0.0, -0.0, -0.0), c, Relation::touching);  // flat box: no interior
  F::expect(F::ball(-0.0, 3, 0.0, 3), c, Relation::touching);
  F::expect(F::ball(-0.0, -0.0, -0.0, 0.0), F::cube(), Relation::overlapping);
}

TYPED_TEST(SphereAabbTest, ExtremeMagnitudes) {
  using F = TestFixture;
  using T = TypeParam;
  const T mx = std::numeric_limits<T>::max(), tiny = std::numeric_limits<T>::denorm_min();
  // Distances whose squares overflow or underflow T (and, for double, the
  // double filter): a far ball of radius max, a ball of radius denorm_min.
  F::expect(typename F::S{{-mx, 0, 0}, mx}, F::box(0, 0, 0, 1, 1, 1), Relation::touching);
  F::expect(typename F::S{{-mx, 0, 0}, std::nextafter(mx, T(0))}, F::box(0, 0, 0, 1, 1, 1), Relation::disjoint);
  F::expect(typename F::S{{-mx, -mx, 0}, mx}, typename F::B{{mx, mx, 0}, {mx, mx, 0}}, Relation::disjoint);
  F::expect(typename F::S{{-tiny, 0, 0}, tiny}, F::box(0, 0, 0, 1, 1, 1), Relation::touching);
  F::expect(typename F::S{{-tiny - tiny, 0, 0}, tiny}, F::box(0, 0, 0, 1, 1, 1), Relation::disjoint);
  F::expect(typename F::S{{-tiny, -tiny, 0}, tiny + tiny}, F::box(0, 0, 0, 1, 1, 1), Relation::overlapping);
  F::expect(typename F::S{{-tiny, -tiny, -tiny}, tiny}, F::box(0, 0, 0, 1, 1, 1), Relation::disjoint);
  // a huge box and a tiny ball on its face
  F::expect(typename F::S{{mx, 0, 0}, tiny}, typename F::B{{-mx, -mx, -mx}, {mx, mx, mx}}, Relation::overlapping);
  F::expect(typename F::S{{mx, mx, mx}, 0}, typename F::B{{-mx, -mx, -mx}, {mx, mx, mx}}, Relation::touching);
}

// --- 2. the filter's bound on its worst-case family ------------------------

struct Certified {
  long disjoint = 0, overlapping = 0, undecided = 0;
};

/// Balls whose surface passes within a relative 2^-k (k = 10 .. 60) of the
/// nearest point of a random real box (a face, an edge or a corner region):
/// every answer the filter certifies must be the oracle's.
template <class T>
Certified certificate_family(std::uint64_t seed, int n) {
  gv::gen::Prng rng(seed);
  Certified out;
  for (int i = 0; i < n; ++i) {
    gv::Aabb<T> b{};
    gv::Vec3<T> c{};
    double d2 = 0;
    const int region = 1 + static_cast<int>(rng.draw(3));  // axes outside the box's slabs
    for (int m = 0; m < 3; ++m) {
      const T lo = T(gv::gen::unit_real<double>(rng)), hi = T(lo + std::fabs(gv::gen::unit_real<double>(rng)));
      gv::set(b.min, m, lo);
      gv::set(b.max, m, hi);
      if (m < region) {
        const double e = 0.25 + std::fabs(gv::gen::unit_real<double>(rng));
        const T x = rng.draw(2) ? T(double(hi) + e) : T(double(lo) - e);
        gv::set(c, m, x);
        const double ex = x > hi ? double(x) - double(hi) : double(lo) - double(x);
        d2 += ex * ex;
      } else {
        gv::set(c, m, T(double(lo) + 0.5 * (double(hi) - double(lo))));
      }
    }
    const int sh = 10 + static_cast<int>(rng.draw(51));
    const T r = T(std::sqrt(d2) * (1 + (rng.draw(2) ? 1 : -1) * std::ldexp(1.0, -sh)));
    const gv::Sphere<T> s{c, r};
    gv::Stats st;
    const Relation got = gv::relation(s, b, &st);
    if (st.filter == 0) {
      ++out.undecided;
      continue;
    }
    const Relation want = gv::exact::sphere_aabb(s, b).relation;
    EXPECT_EQ(got, want) << "filter certified a wrong answer\n" << show(s, b);
    if (got != want) break;
    ++(got == Relation::disjoint ? out.disjoint : out.overlapping);
  }
  return out;
}

TEST(SphereAabbBound, FilterOnItsWorstCaseFamily) {
  const Certified f = certificate_family<float>(0x5ab01, work(20000));
  const Certified d = certificate_family<double>(0x5ab02, work(20000));
  std::printf("float: %ld disjoint, %ld overlapping certified, %ld undecided\n", f.disjoint, f.overlapping,
              f.undecided);
  std::printf("double: %ld disjoint, %ld overlapping certified, %ld undecided\n", d.disjoint, d.overlapping,
              d.undecided);
  EXPECT_GT(f.disjoint, 0);
  EXPECT_GT(f.overlapping, 0);
  EXPECT_GT(f.undecided, 0);
  EXPECT_GT(d.disjoint, 0);
  EXPECT_GT(d.overlapping, 0);
  EXPECT_GT(d.undecided, 0);
}

// --- 3. differential: every generator class against the oracle -------------

/// Balls and boxes of comparable size in a cube, about half intersecting.
template <class T>
gv::query::SphereAabb<T> typical_pair(gv::gen::Prng& rng) {
  gv::query::SphereAabb<T> c{};
  for (int m = 0; m < 3; ++m) {
    const T lo = T(4 * gv::gen::unit_real<double>(rng));
    gv::set(c.box.min, m, lo);
    gv::set(c.box.max, m, T(lo + 0.5 + 2 * std::fabs(gv::gen::unit_real<double>(rng))));
    gv::set(c.sphere.c, m, T(4 * gv::gen::unit_real<double>(rng)));
  }
  c.sphere.r = T(0.5 + 2 * std::fabs(gv::gen::unit_real<double>(rng)));
  return c;
}

template <class T>
void differential(std::uint64_t seed, int per_class) {
  gv::test_support::differential_by_class<gv::query::SphereAabb<T>>(seed, per_class, typical_pair<T>);
}

// 17 classes + typical, 2000 cases each per type (the oracle costs a few
// microseconds a case: well under a second).
TEST(SphereAabbDifferential, FloatEveryGeneratorClass) { differential<float>(0x5ae01, work(2000)); }
TEST(SphereAabbDifferential, DoubleEveryGeneratorClass) { differential<double>(0x5ae02, work(2000)); }

// --- 4. invalid input and the stages ------------------------------------------

TYPED_TEST(SphereAabbTest, InvalidInputIsRejectedAndCounted) {
  using F = TestFixture;
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN(), inf = std::numeric_limits<T>::infinity();
  gv::Stats st;
  const auto c = F::cube();
  const auto s = F::ball(0, 0, 0, 1);
  auto inverted = c;
  inverted.min.y = T(2);
  auto nan_min = c;
  nan_min.min.z = nan;
  auto inf_max = c;
  inf_max.max.x = inf;
  auto inf_both = c;  // min = -inf, max = +inf on one axis: all of that axis, still invalid
  inf_both.min.x = -inf;
  inf_both.max.x = inf;
  for (const auto& b : {inverted, nan_min, inf_max, inf_both}) {
    EXPECT_EQ(gv::relation(s, b, &st), Relation::invalid);
    EXPECT_FALSE(gv::intersects(b, s));
  }
  for (const T r : {T(-1), -std::numeric_limits<T>::denorm_min(), nan, inf}) {
    EXPECT_EQ(gv::relation(typename F::S{s.c, r}, c, &st), Relation::invalid);
  }
  EXPECT_EQ(gv::relation(typename F::S{{inf, 0, 0}, 1}, c, &st), Relation::invalid);
  EXPECT_EQ(gv::relation(typename F::S{{0, nan, 0}, 1}, c, &st), Relation::invalid);
  EXPECT_EQ(gv::relation(typename F::S{{0, nan, 0}, 0}, c, &st), Relation::invalid);
  EXPECT_EQ(st.invalid, 11u);
  EXPECT_EQ(st.filter + st.exact, 0u);
}

TYPED_TEST(SphereAabbTest, StatsCountTheStageThatDecided) {
  using F = TestFixture;
  gv::Stats st;
  EXPECT_EQ(gv::relation(F::ball(9, 0, 0, 1), F::cube(), &st), Relation::disjoint);  // clearly apart
  EXPECT_EQ(gv::relation(F::ball(0, 0, 0, 1), F::cube(), &st), Relation::overlapping);
  EXPECT_EQ(gv::relation(F::ball(9, 0, 0, 0), F::cube(), &st), Relation::disjoint);  // a point, clearly out
  EXPECT_EQ(st.filter, 3u);
  EXPECT_EQ(st.exact, 0u);
  EXPECT_EQ(gv::relation(F::ball(3, 0, 0, 2), F::cube(), &st), Relation::touching);  // tangent
  EXPECT_EQ(gv::relation(F::ball(0, 0, 0, 0), F::cube(), &st), Relation::overlapping);  // a point inside
  EXPECT_EQ(st.exact, 2u);
  EXPECT_EQ(st.filter, 3u);
}

}  // namespace
