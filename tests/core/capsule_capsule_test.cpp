// SPDX-License-Identifier: MIT
// Specification of gv::relation(Capsule, Capsule) (core/capsule_capsule.h).
//
// 1. Hand cases, one or more for every degenerate class (tangent side to
//    side, end to side and end to end; parallel and collinear axes; axes that
//    cross, with and without radii; point axes, balls; signed zeros,
//    subnormals, huge values, far from the origin; one ulp either side of
//    tangency), each with its exact answer written out, checked against the
//    exact oracle (exact/capsule_capsule.h) and replayed on the core under
//    the 48 signed axis permutations (expect_relation.h), in both argument
//    orders and with either axis reversed, relation and intersects, and
//    through the exact stage alone.
// 2. The filter's bounds (detail/distance_signs.h, shared with
//    sphere-triangle): a family built on their worst cases (capsules within
//    a few roundings of tangency between the interiors, an end and a side,
//    or two ends), where every computed polynomial is compared with its
//    exact rational value, every certified sign with the exact sign, and the
//    query with the oracle; the radius sum's rounding is part of it.
// 3. A differential loop over every generator class
//    (gen/capsule_capsule.h) and a "typical" family, float and double,
//    fixed seed and count.
// 4. Both stages are reached, Stats counts them, invalid input is refused,
//    and the screen's edges raise no flag.
#include <gtest/gtest.h>

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <vector>

#include "geoverify/core/capsule_capsule.h"
#include "geoverify/exact/capsule_capsule.h"
#include "geoverify/exact/rational.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "differential.h"
#include "expect_relation.h"
#include "filter_tally.h"
#include "ulp_steps.h"
#include "work.h"
#include "fp_flags.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_capsule_capsule_test {

using gv::test_support::work;

namespace {

using gv::test_support::int_in;
using gv::test_support::jitter;
using gv::test_support::ulps;

using gv::Relation;
using gv::exact::Rational;
using gv::exact::Vec3Q;

constexpr int kHarmful = gv::test_support::kHarmfulFlags;

template <class T>
using Case = gv::query::CapsuleCapsule<T>;

/// The exact stage alone, for valid input.
template <class T>
Relation exact_stage(const gv::Capsule<T>& a, const gv::Capsule<T>& b) {
  if (!(gv::is_valid(a) && gv::is_valid(b))) return Relation::invalid;
  const double p[2][3] = {{a.p0.x, a.p0.y, a.p0.z}, {a.p1.x, a.p1.y, a.p1.z}};
  const double q[2][3] = {{b.p0.x, b.p0.y, b.p0.z}, {b.p1.x, b.p1.y, b.p1.z}};
  return gv::detail::capsule_capsule_exact<T>(p, q, a.r, b.r, nullptr);
}

template <class T>
class CapsuleCapsuleTest : public ::testing::Test {
 protected:
  using Cap = gv::Capsule<T>;
  using V = gv::Vec3<T>;

  static V v(double x, double y, double z) { return V{T(x), T(y), T(z)}; }
  static Cap cap(const V& p, const V& q, double r) { return Cap{p, q, T(r)}; }
  /// The reference capsule's axis: (0,0,0)-(4,0,0).
  static Cap base(double r) { return cap(v(0, 0, 0), v(4, 0, 0), r); }

  /// The oracle must give `want`; the core must give it on every image
  /// (expect_relation.h), with either axis reversed, and through the exact
  /// stage alone.
  static void expect(const Cap& a, const Cap& b, Relation want) {
    gv::test_support::expect_relation(Case<T>{a, b}, want, exact_stage<T>);
    const Cap ar{a.p1, a.p0, a.r}, br{b.p1, b.p0, b.r};
    ASSERT_EQ(gv::relation(ar, b), want) << "axis a reversed";
    ASSERT_EQ(gv::relation(a, br), want) << "axis b reversed";
  }
  static Cap scaled(const Cap& c, int e) {
    auto f = [e](const V& p) { return V{std::ldexp(p.x, e), std::ldexp(p.y, e), std::ldexp(p.z, e)}; };
    return {f(c.p0), f(c.p1), std::ldexp(c.r, e)};
  }
  static V moved(const V& p, T d) { return V{p.x + d, p.y - d, p.z + d}; }
  static Cap moved(const Cap& c, T d) { return {moved(c.p0, d), moved(c.p1, d), c.r}; }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(CapsuleCapsuleTest, Scalars);

// --- 1. hand cases -----------------------------------------------------------

TYPED_TEST(CapsuleCapsuleTest, SkewAxesSideToSide) {
  using F = TestFixture;
  // b's axis crosses above a's at height 3: the interiors are nearest
  const auto b = [](double r) { return F::cap(F::v(2, -2, 3), F::v(2, 2, 3), r); };
  F::expect(F::base(1), b(2), Relation::touching);
  F::expect(F::base(1), b(1.5), Relation::disjoint);
  F::expect(F::base(1), b(2.5), Relation::overlapping);
  // oblique, at height 3 above a's axis where it crosses y = 0, at (2, 0, 3)
  F::expect(F::base(0.5), F::cap(F::v(1, -4, 3), F::v(3, 4, 3), 2.5), Relation::touching);
}

TYPED_TEST(CapsuleCapsuleTest, EndToSideAndEndToEnd) {
  using F = TestFixture;
  // b's end (2, 3, 4) is 5 from a's axis, b running away from it
  F::expect(F::base(1), F::cap(F::v(2, 3, 4), F::v(2, 6, 8), 4), Relation::touching);
  F::expect(F::base(1), F::cap(F::v(2, 3, 4), F::v(2, 6, 8), 3.75), Relation::disjoint);
  // end to end: (4,0,0) and (7,0,4) are 5 apart, b parallel to a beyond it
  F::expect(F::base(2), F::cap(F::v(7, 0, 4), F::v(9, 0, 4), 3), Relation::touching);
  F::expect(F::base(2), F::cap(F::v(7, 0, 4), F::v(9, 0, 4), 2.75), Relation::disjoint);
  // end to end, both axes leaving along their own directions
  F::expect(F::base(2), F::cap(F::v(7, 0, 4), F::v(10, 0, 8), 3), Relation::touching);
}

// An end whose foot on the other axis is exactly that axis's end: the
// screened foot sign w . e is a true zero there, left to the exact stage;
// one step beyond the end (the foot outside: the corner decides) and one
// step before it (the foot inside: the edge decides).
TYPED_TEST(CapsuleCapsuleTest, FeetOnAnAxisEnd) {
  using F = TestFixture;
  using T = TypeParam;
  // b's end (4, 3, 0) is 3 from a's end (4, 0, 0), its foot.
  F::expect(F::base(1), F::cap(F::v(4, 3, 0), F::v(4, 6, 0), 2), Relation::touching);
  F::expect(F::base(1), F::cap(F::v(4, 3, 0), F::v(4, 6, 0), 1.75), Relation::disjoint);
  const double beyond = static_cast<double>(std::nextafter(T(4), T(5)));
  const double before = static_cast<double>(std::nextafter(T(4), T(3)));
  F::expect(F::base(1), F::cap(F::v(beyond, 3, 0), F::v(beyond, 6, 0), 2), Relation::disjoint);
  F::expect(F::base(1), F::cap(F::v(before, 3, 0), F::v(before, 6, 0), 2), Relation::touching);
}

TYPED_TEST(CapsuleCapsuleTest, ParallelAndCollinearAxes) {
  using F = TestFixture;
  // parallel, side by side at distance 5 (3-4-5), overlapping in projection
  F::expect(F::base(2), F::cap(F::v(1, 3, 4), F::v(5, 3, 4), 3), Relation::touching);
  F::expect(F::base(2), F::cap(F::v(1, 3, 4), F::v(5, 3, 4), 2.5), Relation::disjoint);
  F::expect(F::base(2), F::cap(F::v(5, 3, 4), F::v(1, 3, 4), 3.5), Relation::overlapping);
  // collinear: a gap of 2 between (4,0,0) and (6,0,0)
  F::expect(F::base(0.5), F::cap(F::v(6, 0, 0), F::v(9, 0, 0), 1.5), Relation::touching);
  F::expect(F::base(0.5), F::cap(F::v(6, 0, 0), F::v(9, 0, 0), 1), Relation::disjoint);
  F::expect(F::base(0.5), F::cap(F::v(6, 0, 0), F::v(9, 0, 0), 2), Relation::overlapping);
  // collinear and overlapping axes, segments (R == 0): touching
  F::expect(F::base(0), F::cap(F::v(3, 0, 0), F::v(9, 0, 0), 0), Relation::touching);
  F::expect(F::base(0), F::cap(F::v(5, 0, 0), F::v(9, 0, 0), 0), Relation::disjoint);
}

TYPED_TEST(CapsuleCapsuleTest, AxesThatMeet) {
  using F = TestFixture;
  // crossing at (2, 0, 0): with radii, overlapping; two segments, touching
  F::expect(F::base(0.5), F::cap(F::v(2, -1, 0), F::v(2, 1, 0), 0), Relation::overlapping);
  F::expect(F::base(0), F::cap(F::v(2, -1, 0), F::v(2, 1, 0), 0), Relation::touching);
  F::expect(F::base(-0.0), F::cap(F::v(2, -1, 0), F::v(2, 1, 0), -0.0), Relation::touching);
  // an end on the other axis, or end to end
  F::expect(F::base(0), F::cap(F::v(2, 0, 0), F::v(2, 1, 1), 0), Relation::touching);
  F::expect(F::base(0), F::cap(F::v(4, 0, 0), F::v(5, 1, 1), 0), Relation::touching);
  // skew segments: apart
  F::expect(F::base(0), F::cap(F::v(2, -1, 1), F::v(2, 1, 1), 0), Relation::disjoint);
}

TYPED_TEST(CapsuleCapsuleTest, PointAxesAreBalls) {
  using F = TestFixture;
  const auto ball = [](const typename F::V& c, double r) { return F::cap(c, c, r); };
  F::expect(ball(F::v(0, 0, 0), 1), ball(F::v(3, 4, 0), 4), Relation::touching);
  F::expect(ball(F::v(0, 0, 0), 1), ball(F::v(3, 4, 0), 3.5), Relation::disjoint);
  F::expect(F::base(1), ball(F::v(2, 3, 4), 4), Relation::touching);
  F::expect(F::base(1), ball(F::v(6, 3, 4), 4), Relation::disjoint);  // beyond the end: sqrt(29) > 5
  F::expect(F::base(0), ball(F::v(3, 0, 0), 0), Relation::touching);   // a point on a segment
  F::expect(ball(F::v(1, 2, 3), 0), ball(F::v(1, 2, 3), 0), Relation::touching);
}

TYPED_TEST(CapsuleCapsuleTest, SignedZerosNeverChangeTheAnswer) {
  using F = TestFixture;
  const typename F::Cap a{F::v(-0.0, -0.0, -0.0), F::v(4, -0.0, -0.0), -0.0};
  F::expect(a, F::cap(F::v(2, -2, 3), F::v(2, 2, 3), 3), Relation::touching);
  F::expect(a, F::cap(F::v(-0.0, -0.0, -0.0), F::v(-0.0, -0.0, 1), -0.0), Relation::touching);
}

TYPED_TEST(CapsuleCapsuleTest, SubnormalsHugeValuesAndFarFromTheOrigin) {
  using F = TestFixture;
  using T = TypeParam;
  constexpr bool kFloat = std::is_same_v<T, float>;
  const auto a = F::base(1);
  const auto side = F::cap(F::v(2, -2, 3), F::v(2, 2, 3), 2);
  const auto end = F::cap(F::v(2, 3, 4), F::v(2, 6, 8), 4);
  const auto deep = F::cap(F::v(2, -2, 3), F::v(2, 2, 3), 2.5);
  const auto apart = F::cap(F::v(2, 3, 4), F::v(2, 6, 8), 3.75);
  for (const int e : {kFloat ? -147 : -1072, kFloat ? 123 : 1019}) {
    F::expect(F::scaled(a, e), F::scaled(side, e), Relation::touching);
    F::expect(F::scaled(a, e), F::scaled(end, e), Relation::touching);
    F::expect(F::scaled(a, e), F::scaled(deep, e), Relation::overlapping);
    F::expect(F::scaled(a, e), F::scaled(apart, e), Relation::disjoint);
  }
  const T off = kFloat ? T(0x1p+18) : T(0x1p+48);
  F::expect(F::moved(a, off), F::moved(side, off), Relation::touching);
  F::expect(F::moved(a, off), F::moved(end, off), Relation::touching);
  F::expect(F::moved(a, off), F::moved(apart, off), Relation::disjoint);
}

TYPED_TEST(CapsuleCapsuleTest, OneUlpEitherSideOfTangency) {
  using F = TestFixture;
  using T = TypeParam;
  const T up = std::nextafter(T(2), T(3)), down = std::nextafter(T(2), T(1));
  const auto b = [](T r) { return typename F::Cap{F::v(2, -2, 3), F::v(2, 2, 3), r}; };
  F::expect(F::base(1), b(down), Relation::disjoint);
  F::expect(F::base(1), b(up), Relation::overlapping);
  // radii of very different sizes whose sum rounds in T: 1 + 2^-30 (float)
  // or 2^-60 (double) is not a T, the gap is exactly that
  const T tiny = std::is_same_v<T, float> ? T(0x1p-30) : T(0x1p-60);
  const typename F::Cap near{F::v(6, 0, 0), F::v(9, 0, 0), tiny};
  F::expect(F::cap(F::v(0, 0, 0), F::v(4, 0, 0), 2), near, Relation::overlapping);
  const typename F::Cap gap{F::v(6, 0, tiny), F::v(9, 0, tiny), T(0)};  // the ends sqrt(4 + tiny^2) apart
  F::expect(F::cap(F::v(0, 0, 0), F::v(4, 0, 0), 2), gap, Relation::disjoint);
}

TYPED_TEST(CapsuleCapsuleTest, InvalidInputGivesInvalidAndNoIntersection) {
  using F = TestFixture;
  using T = TypeParam;
  for (const T bad : {std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::infinity(),
                      -std::numeric_limits<T>::infinity(), T(-1)}) {
    for (int where = 0; where < 3; ++where) {
      auto a = F::base(1);
      auto b = F::cap(F::v(2, -2, 3), F::v(2, 2, 3), 2);
      if (where == 0) b.r = bad;
      else if (where == 1) a.p1.y = bad == T(-1) ? std::numeric_limits<T>::quiet_NaN() : bad;
      else b.p0.z = bad == T(-1) ? std::numeric_limits<T>::infinity() : bad;
      gv::Stats st;
      EXPECT_EQ(gv::relation(a, b, &st), Relation::invalid);
      EXPECT_EQ(gv::relation(b, a, &st), Relation::invalid);
      EXPECT_FALSE(gv::intersects(a, b));
      EXPECT_EQ(st.invalid, 2u);
      EXPECT_EQ(st.filter + st.exact, 0u);
      EXPECT_EQ(gv::exact::capsule_capsule(a, b).relation, Relation::invalid);
    }
  }
}

TYPED_TEST(CapsuleCapsuleTest, StatsCountTheStageThatDecided) {
  using F = TestFixture;
  gv::Stats st;
  // boxes apart; ends inside each other; interiors clearly crossing; a clear
  // skew gap: the filter
  EXPECT_EQ(gv::relation(F::base(1), F::cap(F::v(9, 9, 9), F::v(9, 9, 10), 1), &st), Relation::disjoint);
  EXPECT_EQ(gv::relation(F::base(1), F::cap(F::v(4, 1, 0), F::v(4, 3, 0), 1), &st), Relation::overlapping);
  EXPECT_EQ(gv::relation(F::base(1), F::cap(F::v(2, -2, 1), F::v(2, 2, 1), 1), &st), Relation::overlapping);
  EXPECT_EQ(gv::relation(F::base(1), F::cap(F::v(2, -2, 3), F::v(2, 2, 3), 1), &st), Relation::disjoint);
  EXPECT_EQ(st.filter, 4u);
  EXPECT_EQ(st.exact, 0u);
  // tangent: the exact stage
  EXPECT_EQ(gv::relation(F::base(1), F::cap(F::v(2, -2, 3), F::v(2, 2, 3), 2), &st), Relation::touching);
  EXPECT_EQ(st.exact, 1u);
}

// --- 2. the filter's bounds ----------------------------------------------------

Vec3Q q3(const double (&p)[3]) { return {Rational(p[0]), Rational(p[1]), Rational(p[2])}; }

int sign_of(const Rational& r) { return r > 0 ? 1 : (r < 0 ? -1 : 0); }

struct BoundCounts {
  long decided = 0, undecided = 0;
  double worst = 0;  ///< largest |computed - exact| / bound seen
};

/// Every polynomial of one case (detail::capsule_capsule_filter's), each
/// within its bound of the exact value with R = ra + rb exact, each
/// certified sign exact; and the core equals the oracle.
template <class T>
bool check_bound_case(const Case<T>& c, BoundCounts& n) {
  using gv::detail::Bounded;
  using gv::detail::diff3;
  using gv::exact::cross;
  using gv::exact::dot;
  const double p[2][3] = {{c.a.p0.x, c.a.p0.y, c.a.p0.z}, {c.a.p1.x, c.a.p1.y, c.a.p1.z}};
  const double q[2][3] = {{c.b.p0.x, c.b.p0.y, c.b.p0.z}, {c.b.p1.x, c.b.p1.y, c.b.p1.z}};
  const double in[14] = {p[0][0], p[0][1], p[0][2], p[1][0], p[1][1], p[1][2], q[0][0],
                         q[0][1], q[0][2], q[1][0], q[1][1], q[1][2], c.a.r,   c.b.r};
  if (gv::detail::fast_screen(in, gv::detail::kDistScreenLo, gv::detail::kDistScreenHi)) {
    const Vec3Q P[2] = {q3(p[0]), q3(p[1])}, Q[2] = {q3(q[0]), q3(q[1])};
    const Rational R = Rational(double(c.a.r)) + Rational(double(c.b.r)), R2 = R * R;
    const double rr = double(c.a.r) + double(c.b.r), r2 = rr * rr;
    struct Item {
      Bounded b;
      Rational exact;
    };
    std::vector<Item> items;
    const gv::detail::Diff3 da = diff3(p[1], p[0]), db = diff3(q[1], q[0]);
    const Vec3Q DA = P[1] - P[0], DB = Q[1] - Q[0];
    // Each endpoint x against the other axis (u = x - start, u2 = x - end).
    const auto point_segment = [&](const double (&x)[3], const double (&s)[3], const double (&e)[3],
                                   const gv::detail::Diff3& d, const Vec3Q& D) {
      const gv::detail::Diff3 u = diff3(x, s), u2 = diff3(x, e);
      const Vec3Q U = q3(x) - q3(s), U2 = q3(x) - q3(e);
      const double uu = u.v[0] * u.v[0] + u.v[1] * u.v[1] + u.v[2] * u.v[2];
      const Rational V = dot(U, U) - R2, a = dot(U, D);
      items.push_back({gv::detail::dist_vertex(uu, r2), V});
      items.push_back({gv::detail::dist_foot(u, d), a});
      items.push_back({gv::detail::dist_foot(u2, d), dot(U2, D)});
      items.push_back({gv::detail::dist_edge(u, d, uu, r2), dot(D, D) * V - a * a});
    };
    for (int i = 0; i < 2; ++i) point_segment(p[i], q[0], q[1], db, DB);
    for (int j = 0; j < 2; ++j) point_segment(q[j], p[0], p[1], da, DA);
    const gv::detail::Diff3 nn = gv::detail::dist_cross(da, db);
    const Vec3Q N = cross(DA, DB), W00 = P[0] - Q[0], W10 = P[1] - Q[0], W01 = P[0] - Q[1];
    items.push_back({gv::detail::dist_side(db, diff3(p[0], q[0]), nn), dot(cross(DB, W00), N)});
    items.push_back({gv::detail::dist_side(db, diff3(p[1], q[0]), nn), dot(cross(DB, W10), N)});
    items.push_back({gv::detail::dist_side(da, diff3(p[0], q[0]), nn), dot(cross(DA, W00), N)});
    items.push_back({gv::detail::dist_side(da, diff3(p[0], q[1]), nn), dot(cross(DA, W01), N)});
    const Rational h = dot(N, W00);
    items.push_back({gv::detail::dist_face(nn, diff3(p[0], q[0]), r2), h * h - R2 * dot(N, N)});
    for (const Item& it : items) {
      const Rational err = abs(Rational(it.b.value) - it.exact);
      EXPECT_LE(err, Rational(it.b.bound)) << "error bound exceeded\n" << gv::query::declarations(c);
      if (err > Rational(it.b.bound)) return false;
      if (it.b.bound > 0) n.worst = std::max(n.worst, static_cast<double>(err / Rational(it.b.bound)));
      const gv::detail::FilteredSign s = gv::detail::certified_sign(it.b);
      if (!s.decided) {
        ++n.undecided;
      } else {
        ++n.decided;
        EXPECT_EQ(s.sign, sign_of(it.exact)) << "certified sign wrong\n" << gv::query::declarations(c);
        if (s.sign != sign_of(it.exact)) return false;
      }
    }
  }
  const Relation got = gv::relation(c.a, c.b);
  const Relation want = gv::exact::capsule_capsule(c.a, c.b).relation;
  EXPECT_EQ(got, want) << gv::query::declarations(c);
  return got == want;
}

/// Capsules within a few roundings of tangency: axis a from o along a
/// lattice vector p (small, or filling T's precision), axis b through a
/// point X + k m where X is inside a, at an end of a, or beyond it, m is
/// the common normal p x q (side to side), an in-plane offset (end to
/// side), and b runs along q (skew), along p (parallel) or away; the radii
/// split |k m| (rounded to T) unevenly, then an end coordinate or a radius
/// moves by up to 32 ulps.
template <class T>
Case<T> near_tangency(gv::gen::Prng& rng) {
  const int ex = static_cast<int>(rng.draw(40)) - 20;
  const auto g = [ex](std::int64_t x) { return std::ldexp(T(x), ex); };
  const std::int64_t off = rng.draw(2) ? 0 : int_in(rng, 1 << 12);
  const std::int64_t span = rng.draw(2) ? 8 : (std::is_same_v<T, float> ? 1 << 9 : 1 << 22);
  std::int64_t p[3], q[3];
  for (int i = 0; i < 3; ++i) {
    p[i] = int_in(rng, span);
    q[i] = int_in(rng, span);
  }
  std::int64_t m[3] = {p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]};
  if (m[0] == 0 && m[1] == 0 && m[2] == 0) {
    p[0] += 1, q[1] += 1;
    m[0] = p[1] * q[2] - p[2] * q[1], m[1] = p[2] * q[0] - p[0] * q[2], m[2] = p[0] * q[1] - p[1] * q[0];
  }
  const std::int64_t s = 1 + static_cast<std::int64_t>(rng.draw(4));
  std::int64_t x = 1;  // X = o + x p
  std::int64_t dir[3] = {q[0], q[1], q[2]};
  switch (rng.draw(4)) {
    case 0: break;                                  // skew, X inside a
    case 1: x = 0; break;                           // at a's start
    case 2: x = s; for (int i = 0; i < 3; ++i) dir[i] = p[i]; break;  // parallel, X at a's end
    default: x = -1; break;                         // beyond a's start
  }
  const std::int64_t k = 1 + static_cast<std::int64_t>(rng.draw(3));
  const std::int64_t t0 = -static_cast<std::int64_t>(rng.draw(3)), t1 = 1 + static_cast<std::int64_t>(rng.draw(3));
  Case<T> c{};
  double len2 = 0;
  for (int i = 0; i < 3; ++i) {
    const std::int64_t X = off + x * p[i] + k * m[i];
    gv::set(c.a.p0, i, g(off));
    gv::set(c.a.p1, i, g(off + s * p[i]));
    gv::set(c.b.p0, i, g(X + t0 * dir[i]));
    gv::set(c.b.p1, i, g(X + t1 * dir[i]));
    len2 += static_cast<double>(k * m[i]) * static_cast<double>(k * m[i]);
  }
  const T len = std::ldexp(static_cast<T>(std::sqrt(len2)), ex);
  const T split = static_cast<T>(1 + rng.draw(7)) / T(8);
  c.a.r = len * split;
  c.b.r = len - c.a.r;
  if (c.b.r < T(0)) c.b.r = T(0);
  if (rng.draw(3) == 0) {
    T& r = rng.draw(2) ? c.a.r : c.b.r;
    r = ulps(r, jitter(rng));
    if (r < T(0)) r = T(0);
  } else {
    gv::Vec3<T>& e = rng.draw(2) ? c.b.p0 : c.b.p1;
    const int ax = static_cast<int>(rng.draw(3));
    gv::set(e, ax, ulps(gv::get(e, ax), jitter(rng)));
  }
  return c;
}

template <class T>
void bound_family(std::uint64_t seed, int count, const char* name) {
  gv::gen::Prng rng(seed);
  BoundCounts n;
  for (int i = 0; i < count; ++i) {
    if (!check_bound_case(near_tangency<T>(rng), n)) break;
  }
  std::printf("%s: %ld certified, %ld undecided signs; worst error %.3g of the bound\n", name, n.decided, n.undecided,
              n.worst);
  EXPECT_GT(n.decided, 0);
  EXPECT_GT(n.undecided, 0);
}

TEST(CapsuleCapsuleBounds, PolynomialsNearTangency) {
  bound_family<float>(51, work(6000), "float");
  bound_family<double>(52, work(6000), "double");
}

TEST(CapsuleCapsuleBounds, TheFilterReachesEveryOutcome) {
  gv::test_support::expect_every_outcome(gv::test_support::filter_family(53, work(4000), near_tangency<float>),
                                         gv::test_support::filter_family(54, work(4000), near_tangency<double>));
}

TEST(CapsuleCapsuleBounds, ScreenEdges) {
  // Coordinates at and just beyond the screen's ends [2^-64, 2^128] (the
  // largest is 4 units): the core answers exactly on both sides, raising no flag.
  const auto check = [](auto unit) {
    using T = decltype(unit);
    const gv::Capsule<T> a{{0, 0, 0}, {4 * unit, 0, 0}, unit};
    const gv::Capsule<T> bs[3] = {{{2 * unit, -2 * unit, 3 * unit}, {2 * unit, 2 * unit, 3 * unit}, T(2.5) * unit},
                                  {{2 * unit, -2 * unit, 3 * unit}, {2 * unit, 2 * unit, 3 * unit}, 2 * unit},
                                  {{2 * unit, -2 * unit, 3 * unit}, {2 * unit, 2 * unit, 3 * unit}, T(1.5) * unit}};
    const Relation want[3] = {Relation::overlapping, Relation::touching, Relation::disjoint};
    for (int k = 0; k < 3; ++k) {
      std::feclearexcept(FE_ALL_EXCEPT);
      const Relation got = gv::relation(a, bs[k]);
      EXPECT_EQ(std::fetestexcept(kHarmful), 0) << unit;
      EXPECT_EQ(got, want[k]) << unit << " case " << k;
      EXPECT_EQ(gv::exact::capsule_capsule(a, bs[k]).relation, want[k]);
    }
  };
  for (const double unit : {0x1p-64, 0x1p-65, 0x1p+124, 0x1p+127}) check(unit);
  for (const float unit : {0x1p-64f, 0x1p-65f, 0x1p+124f, 0x1p+125f}) check(unit);
}

// --- 3. differential ---------------------------------------------------------

/// Typical input: two capsules of comparable size in a cube round the origin.
template <class T>
Case<T> typical(gv::gen::Prng& rng) {
  using gv::test_support::typical_point;
  using gv::test_support::typical_size;
  return {{typical_point<T>(rng), typical_point<T>(rng), typical_size<T>(rng) / 2},
          {typical_point<T>(rng), typical_point<T>(rng), typical_size<T>(rng) / 2}};
}

TEST(CapsuleCapsuleDifferential, FloatEveryClass) {
  gv::test_support::differential_by_class<Case<float>>(55, work(2000), typical<float>);
}

TEST(CapsuleCapsuleDifferential, DoubleEveryClass) {
  gv::test_support::differential_by_class<Case<double>>(56, work(2000), typical<double>);
}

}  // namespace

}  // namespace gv_core_capsule_capsule_test
