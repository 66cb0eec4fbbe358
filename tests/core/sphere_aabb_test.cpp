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
//    intersects, through the exact stage alone and through its integer stage
//    alone (behind the integer frame).
// 2. The filter's bound (kSphereAabbBound) on its worst-case family: balls
//    whose surface passes within 2^-10 .. 2^-60 (relative) of a box's face,
//    edge or corner; every answer the filter certifies is the oracle's.
// 3. A differential loop over every generator class (gen/sphere_aabb.h) and
//    a "typical" family, float and double, fixed seed and count: core
//    relation == oracle relation, no harmful floating-point flag.
// 4. Invalid input, and both stages reached and counted by Stats.
// 5. The integer frame (sphere_aabb_frame_sign, core/detail/int_frame.h): a
//    case at the frame's limit, a corner tangency whose squares need more
//    than 53 bits and one unit of the frame either side, and every generator
//    class of both types against the oracle wherever the frame answers.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "geoverify/core/sphere_aabb.h"
#include "geoverify/exact/sphere_aabb.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "differential.h"
#include "expect_relation.h"
#include "filter_tally.h"
#include "hex.h"
#include "scaled_shapes.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_sphere_aabb_test {

using gv::test_support::work;

namespace {

using gv::Relation;

/// The exact stage alone (validity, the point-ball comparisons, the integer
/// sign of D2 - r^2): sphere_aabb_slow() never runs the filter.
template <class T>
Relation exact_stage(const gv::Sphere<T>& s, const gv::Aabb<T>& b) {
  return gv::detail::sphere_aabb_slow(s, b, nullptr);
}

/// The integer stage alone: the sign of D2 - r^2 on BigFloat
/// (sphere_aabb_exact_sign), for valid input; a point ball takes the exact
/// stage's comparisons.
template <class T>
Relation integer_stage(const gv::Sphere<T>& s, const gv::Aabb<T>& b) {
  if (!(gv::is_valid(s) && gv::is_valid(b)) || s.r == 0) return exact_stage(s, b);
  const double c[3] = {s.c.x, s.c.y, s.c.z}, lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
  bool ok = true;
  const int sign = gv::detail::sphere_aabb_exact_sign<T>(c, lo, hi, s.r, ok);
  if (!ok) return Relation::invalid;
  return sign > 0 ? Relation::disjoint : (sign < 0 ? Relation::overlapping : Relation::touching);
}

/// Hand cases: cube(k), box(...), ball(...) (scaled_shapes.h).
template <class T>
class SphereAabbTest : public ::testing::Test, public gv::test_support::ScaledShapes<T> {
 protected:
  using S = gv::Sphere<T>;
  using B = gv::Aabb<T>;
  using V = gv::Vec3<T>;

  /// The oracle must give `want`; the core must give it under all 48
  /// symmetries, in both argument orders, and through the exact stage alone
  /// (expect_relation.h).
  static void expect(const S& s, const B& b, Relation want) {
    gv::test_support::expect_relation(gv::query::SphereAabb<T>{s, b}, want, exact_stage<T>);
    gv::test_support::expect_relation(gv::query::SphereAabb<T>{s, b}, want, integer_stage<T>);
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

/// A ball whose surface passes within a relative 2^-k (k = 10 .. 60) of the
/// nearest point of a random real box (a face, an edge or a corner region).
template <class T>
gv::query::SphereAabb<T> near_contact(gv::gen::Prng& rng) {
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
  return {{c, r}, b};
}

/// Every answer the filter certifies on near_contact() cases must be the
/// oracle's, and the family reaches both certificates and the exact stage
/// (filter_tally.h).
TEST(SphereAabbBound, FilterOnItsWorstCaseFamily) {
  gv::test_support::expect_every_outcome(gv::test_support::filter_family(0x5ab01, work(20000), near_contact<float>),
                                         gv::test_support::filter_family(0x5ab02, work(20000), near_contact<double>));
}

// --- 3. differential: every generator class against the oracle -------------

/// Balls and boxes of comparable size in a cube, about half intersecting.
template <class T>
gv::query::SphereAabb<T> typical_pair(gv::gen::Prng& rng) {
  using namespace gv::test_support;
  gv::query::SphereAabb<T> c{};
  for (int m = 0; m < 3; ++m) {
    typical_box_axis(rng, c.box, m);
    gv::set(c.sphere.c, m, typical_coordinate<T>(rng));
  }
  c.sphere.r = typical_size<T>(rng);
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
  for (const auto& b : F::invalid_cubes()) {
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

// --- 5. the integer frame ---------------------------------------------------------

/// The frame's relation, or invalid where it refuses.
template <class T>
Relation frame_relation(const gv::Sphere<T>& s, const gv::Aabb<T>& b) {
  const double c[3] = {s.c.x, s.c.y, s.c.z}, lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
  int sign = 0;
  if (!gv::detail::sphere_aabb_frame_sign(c, lo, hi, s.r, sign)) return Relation::invalid;
  return sign > 0 ? Relation::disjoint : (sign < 0 ? Relation::overlapping : Relation::touching);
}

/// At the limit: X = 2^62 - 2^9, the centre at -X and the box's corner at
/// +X (excesses 2X = 2^63 - 2^10 on three axes, D2 near 1.5 2^127) with the
/// unit 1 as the radius. A corner tangency along (3, 4, 12) k, k = 2^30 + 1
/// (|.| = 13k; the squares take 61 bits and more), and one unit of the frame
/// either side on the radius.
TEST(SphereAabbIntFrame, TheFramesLimitAndABigCornerTangency) {
  const double X = 0x1.fffffffffffffp61;
  const gv::Sphere<double> far{{-X, -X, -X}, 1};
  const gv::Aabb<double> corner{{X, X, X}, {X, X, X}};
  ASSERT_EQ(gv::exact::sphere_aabb(far, corner).relation, Relation::disjoint);
  EXPECT_EQ(frame_relation(far, corner), Relation::disjoint);
  const double k = 0x1.00000004p30;  // 2^30 + 1
  const gv::Aabb<double> box{{3 * k, 4 * k, 12 * k}, {3 * k + 8, 4 * k + 8, 12 * k + 8}};
  const Relation want[3] = {Relation::disjoint, Relation::touching, Relation::overlapping};
  for (int i = 0; i < 3; ++i) {
    const gv::Sphere<double> ball{{0, 0, 0}, 13 * k + (i - 1)};
    ASSERT_EQ(gv::exact::sphere_aabb(ball, box).relation, want[i]);
    EXPECT_EQ(frame_relation(ball, box), want[i]);
    EXPECT_EQ(gv::relation(ball, box), want[i]);
  }
  // one place more than the frame holds (the radius 1/2 beside X): refused; the integer stage answers
  const gv::Sphere<double> half{{-X, -X, -X}, 0.5};
  EXPECT_EQ(frame_relation(half, corner), Relation::invalid);
  EXPECT_EQ(integer_stage(half, corner), Relation::disjoint);
}

/// Every generator class: wherever the frame answers, the oracle's relation;
/// it answers every relation, and refuses some cases.
template <class T>
void frame_on_every_class(std::uint64_t seed) {
  using C = gv::query::SphereAabb<T>;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  long answered[3] = {0, 0, 0}, refused = 0;
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < work(600); ++i) {
      const C c = Gen::make(rng, cls);
      const Relation r = frame_relation(c.sphere, c.box);
      if (r == Relation::invalid) {
        ++refused;
        continue;
      }
      ASSERT_EQ(r, gv::exact::sphere_aabb(c.sphere, c.box).relation) << Gen::kClasses[cls] << "\n"
                                                                    << gv::query::declarations(c);
      ++answered[r == Relation::disjoint ? 0 : (r == Relation::touching ? 1 : 2)];
    }
  }
  EXPECT_GT(answered[0], 0);
  EXPECT_GT(answered[1], 0);
  EXPECT_GT(answered[2], 0);
  EXPECT_GT(refused, 0);
}

TEST(SphereAabbIntFrame, FloatEveryGeneratorClass) { frame_on_every_class<float>(0x5ae05); }
TEST(SphereAabbIntFrame, DoubleEveryGeneratorClass) { frame_on_every_class<double>(0x5ae06); }

}  // namespace

}  // namespace gv_core_sphere_aabb_test
