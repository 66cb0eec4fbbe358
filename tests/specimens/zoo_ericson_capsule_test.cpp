// SPDX-License-Identifier: MIT
// Bug zoo: Ericson's TestCapsuleCapsule through ClosestPtSegmentSegment
// (Real-Time Collision Detection 2005, sections 4.5.1 and 5.1.9;
// specimens/zoo_ericson_capsule.h), float and double (contract exact). The
// specification of the transcription, defects included: each defect has a
// hand case in hex-float literals; the assertions pin what the routine
// answers and what the exact oracle (exact/capsule_capsule.h) says.
#include <gtest/gtest.h>

#include <cmath>

#include "geoverify/exact/capsule_capsule.h"
#include "geoverify/query/capsule_capsule.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_capsule.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_ericson_capsule_test {

namespace {

namespace ericson = gv::specimens::ericson_capsule;
using gv::Relation;

/// The capsules of axes p0-p1, radius r, and q0-q1, radius s.
template <class T>
gv::query::CapsuleCapsule<T> caps(const gv::Vec3<T>& p0, const gv::Vec3<T>& p1, T r, const gv::Vec3<T>& q0,
                                  const gv::Vec3<T>& q1, T s) {
  gv::query::CapsuleCapsule<T> k{};
  k.a = {p0, p1, r};
  k.b = {q0, q1, s};
  return k;
}

/// The book's capsule.
template <class T>
ericson::Capsule<T> book(const gv::Capsule<T>& c) {
  return {{c.p0.x, c.p0.y, c.p0.z}, {c.p1.x, c.p1.y, c.p1.z}, c.r};
}

/// TestCapsuleCapsule on the case.
template <class T>
bool ericson_hit(const gv::query::CapsuleCapsule<T>& k) {
  return ericson::TestCapsuleCapsule<T>(book(k.a), book(k.b)) != 0;
}

/// What ClosestPtSegmentSegment returns for the axes, with its s and t.
template <class T>
struct Closest {
  T dist2, s, t;
};
template <class T>
Closest<T> closest(const gv::query::CapsuleCapsule<T>& k) {
  const auto a = book(k.a), b = book(k.b);
  Closest<T> c{};
  T c1[3], c2[3];
  c.dist2 = ericson::ClosestPtSegmentSegment<T>(a.a, a.b, b.a, b.b, c.s, c.t, c1, c2);
  return c;
}

template <class T>
gv::exact::Result exact(const gv::query::CapsuleCapsule<T>& k) {
  return gv::exact::oracle(k);
}

// --- right answers -------------------------------------------------------------

// Small integers: every difference, dot product, denom and the dyadic s, t
// are exact, and so are the closest points and dist2.
template <class T>
void right_where_the_arithmetic_is_exact() {
  struct Row {
    gv::Vec3<T> p0, p1;
    T r;
    gv::Vec3<T> q0, q1;
    T s;
    Relation want;
  };
  const gv::Vec3<T> o{0, 0, 0}, x4{4, 0, 0};
  const Row rows[] = {
      {o, x4, 1, {2, -2, 3}, {2, 2, 3}, 2, Relation::touching},           // skew, closest points inside both
      {o, x4, 1, {2, -2, 3}, {2, 2, 3}, 2.25f, Relation::overlapping},    // ... a quarter deeper
      {o, x4, 1, {2, -2, 3}, {2, 2, 3}, 1.75f, Relation::disjoint},       // ... a quarter apart
      {o, x4, 1, {6, -2, 3}, {6, 2, 3}, 2.5f, Relation::disjoint},        // skew, s clamped to 1
      {o, x4, 2, {1, 3, 4}, {3, 3, 4}, 3, Relation::touching},            // parallel: denom == 0, s = 0, t < 0
      {o, x4, 2, {1, 3, 4}, {3, 3, 4}, 2.75f, Relation::disjoint},        // ... a quarter apart
      {o, x4, 1, {7, 0, 0}, {9, 0, 0}, 2, Relation::touching},            // collinear, gap 3
      {o, x4, 1, {7, 0, 0}, {9, 0, 0}, 1.75f, Relation::disjoint},        // ... a quarter apart
      {o, x4, 0, {2, -1, 0}, {2, 1, 0}, 0, Relation::touching},           // crossing axes, zero radii
      {o, x4, 0, {2, -1, 0}, {2, 1, 0}, -0.0f, Relation::touching},       // ... r = -0
      {o, o, 3, {2, 3, 6}, {2, 3, 6}, 4, Relation::touching},             // two balls, |(2, 3, 6)| = 7
      {o, o, 3, {2, 3, 6}, {2, 3, 6}, 3.75f, Relation::disjoint},         // ... a quarter apart
      {{1, 1, 1}, {1, 1, 1}, 0, {0, 1, 1}, {4, 1, 1}, 0, Relation::touching},  // a point on a segment
      {{2, 3, 4}, {2, 3, 4}, 3, o, x4, 2, Relation::touching},           // a ball beside a segment, |(3, 4)| = 5
      {o, x4, 2, {2, 3, 4}, {2, 3, 4}, 3, Relation::touching},           // ... the other way round
  };
  for (const auto& r : rows) {
    const auto k = caps<T>(r.p0, r.p1, r.r, r.q0, r.q1, r.s);
    EXPECT_EQ(exact(k).relation, r.want) << r.q0.x << " " << r.q0.y << " " << r.q0.z << " s " << r.s;
    EXPECT_EQ(ericson_hit(k), gv::intersecting(r.want)) << r.q0.x << " " << r.q0.y << " " << r.q0.z << " s " << r.s;
  }
}

TEST(ZooEricsonCapsule, RightWhereTheArithmeticIsExact) {
  right_where_the_arithmetic_is_exact<float>();
  right_where_the_arithmetic_is_exact<double>();
}

// --- rounding at exact tangency: false misses -----------------------------------

// Integer configurations built in a frame where the axes lie in z = 0 and
// z = h with their closest points inside both, then turned by an integer
// matrix that is 3 or 9 times a rotation, so that the distance stays an
// integer and R = ra + rb is exactly it. Every difference is exact; denom,
// s, t and the closest points round, and dist2 picks the error up.
TEST(ZooEricsonCapsule, FalseMissAtTangencyOfSkewAxes) {
  const auto f = caps<float>({0x1.bp+4f, -0x1p+4f, -0x1.d8p+5f}, {-0x1.05p+8f, -0x1.78p+8f, -0x1.96p+7f}, 0x1.8p+5f,
                             {0x1.5cp+7f, 0x1.1p+4f, -0x1.1cp+6f}, {-0x1.3cp+8f, -0x1.c5p+8f, -0x1.fp+4f}, 0x1.8p+4f);
  EXPECT_EQ(exact(f).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(f));
  const auto d =
      caps<double>({0x1.2584p+16, 0x1.2eecp+16, 0x1.c34p+14}, {-0x1.2524p+15, 0x1.ef58p+14, 0x1.3d68p+17}, 0x1.af8p+11,
                   {-0x1.785fp+18, -0x1.41438p+17, 0x1.d626p+18}, {0x1.f378cp+18, 0x1.2eb34p+18, -0x1.62df8p+18},
                   0x1.af8p+10);
  EXPECT_EQ(exact(d).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(d));
}

TEST(ZooEricsonCapsule, FalseMissAtTangencyOfParallelAxes) {
  // exactly parallel axes: a, b, e are exact and a*e, b*b round alike, so
  // denom == 0 and the fallback s = 0 is taken; t (and s, when t is
  // clamped) are non-dyadic fractions, and the closest points round
  const auto f = caps<float>({0x1.1p+4f, 0x1.2cp+6f, -0x1.fp+4f}, {-0x1.2ap+8f, -0x1.38p+7f, 0x1.12p+7f}, 0x1.ep+4f,
                             {0x1.6cp+7f, 0x1.2p+7f, -0x1.6p+6f}, {-0x1.0cp+8f, -0x1.74p+7f, 0x1.3p+7f}, 0x1.ep+3f);
  EXPECT_EQ(exact(f).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(f));
  const auto d =
      caps<double>({0x1.e983p+16, 0x1.094fp+16, -0x1.230cp+15}, {0x1.7696p+15, 0x1.1bb6p+15, 0x1.a804p+15}, 0x1.f7fp+14,
                   {0x1.7c89cp+18, 0x1.fdafp+16, -0x1.20c8p+18}, {-0x1.181ap+15, -0x1.529ep+15, 0x1.95a6p+17},
                   0x1.f7fp+13);
  EXPECT_EQ(exact(d).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(d));
}

TEST(ZooEricsonCapsule, FalseMissForCollinearAxesThatOverlap) {
  // collinear axes sharing a stretch, zero radii: D2 == 0 == R^2, touching;
  // the closest points are formed off the common line (dist2 = 2^-28, double
  // 2^-70)
  const auto f = caps<float>({0x1.e6p+7f, 0x1.3d8p+9f, 0x1.4e8p+9f}, {-0x1.1dp+8f, -0x1.7a8p+9f, -0x1.518p+9f}, 0,
                             {0x1.fbp+8f, 0x1.4ccp+10f, 0x1.4f4p+10f}, {-0x1.a1p+8f, -0x1.144p+10f, -0x1.f98p+9f}, 0);
  EXPECT_EQ(exact(f).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(f));
  EXPECT_GT(closest(f).dist2, 0.0f);
  const auto d =
      caps<double>({0x1.8c59p+16, 0x1.3c8dp+17, 0x1.9e6p+16}, {-0x1.c2ae8p+17, -0x1.50e08p+18, -0x1.dbb6p+17}, 0,
                   {0x1.054dp+18, 0x1.95dap+18, 0x1.12518p+18}, {-0x1.4d7bcp+18, -0x1.f5ed8p+18, -0x1.5facp+18}, 0);
  EXPECT_EQ(exact(d).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(d));
  EXPECT_GT(closest(d).dist2, 0.0);
}

// --- rounding beside tangency: false hits ------------------------------------------

TEST(ZooEricsonCapsule, FalseHitWithARadiusOneUlpTooSmall) {
  // tangent capsules (built as above) with ra shrunk by one ulp: apart, yet
  // the rounded dist2 <= radius * radius
  auto check = [](auto k) {
    EXPECT_EQ(exact(k).relation, Relation::disjoint) << k.a.r;
    EXPECT_TRUE(ericson_hit(k)) << k.a.r;
    auto tangent = k;
    tangent.a.r = std::nextafter(k.a.r, 2 * k.a.r);
    EXPECT_EQ(exact(tangent).relation, Relation::touching) << k.a.r;
  };
  // skew axes
  check(caps<float>({-0x1.1p+6f, -0x1.b8p+5f, 0x1.4p+2f}, {0x1.2p+3f, 0x1.44p+7f, 0x1.1dp+8f}, 0x1.9ffffep+5f,
                    {0x1.1bp+8f, 0x1.cp+3f, -0x1.45p+8f}, {-0x1.eap+7f, -0x1.2ep+7f, 0x1.91p+8f}, 0x1.ap+4f));
  check(caps<double>({-0x1.55728p+17, -0x1.3df1p+16, 0x1.78e08p+17}, {0x1.d5674p+18, 0x1.bbfa8p+17, -0x1.e8ddcp+18},
                     0x1.8137fffffffffp+14, {-0x1.396b4p+18, -0x1.96aecp+18, -0x1.20e4p+16},
                     {0x1.bfa94p+18, 0x1.63ff4p+18, -0x1.1418p+16}, 0x1.8138p+13));
  // parallel axes
  check(caps<float>({-0x1.58p+7f, 0x1.7cp+6f, 0x1.49p+8f}, {-0x1.7p+5f, -0x1.cp+6f, -0x1.51p+8f}, 0x1.affffep+5f,
                    {-0x1.24p+7f, 0x1.5cp+6f, 0x1.f8p+8f}, {-0x1.4p+4f, -0x1.ep+6f, -0x1.44p+7f}, 0x1.bp+4f));
  check(caps<double>({0x1.1f2bp+16, 0x1.5259p+16, -0x1.1828p+14}, {-0x1.a96dp+17, 0x1.5c7e8p+17, 0x1.6d69p+19},
                     0x1.a1a7fffffffffp+15, {0x1.ebdcp+17, -0x1.82fp+12, -0x1.381e8p+18},
                     {-0x1.4103p+17, 0x1.e829p+16, 0x1.7a764p+19}, 0x1.a1a8p+14));
}

// --- nearly parallel axes ---------------------------------------------------------------

TEST(ZooEricsonCapsule, FalseMissWhenNearlyParallelAxesTakeTheParallelBranch) {
  // S1 = (0,0,0)-(L,0,0), S2 = (0,-y,h)-(L,y,h): the axes cross (seen along
  // z) at x = L/2, their distance is h, exactly. e = L^2 + 4y^2 rounds to
  // L^2 = a = b (float: L = 2^14, y = 3/2; double: L = 2^28, y = 1), so
  // denom = a*e - b*b == 0 and the parallel fallback s = 0 measures from p1,
  // y beside S2: dist2 = h^2 + y^2.
  const auto f =
      caps<float>({0, 0, 0}, {0x1p+14f, 0, 0}, 0x1p-1f, {0, -0x1.8p+0f, 1}, {0x1p+14f, 0x1.8p+0f, 1}, 0x1p-1f);
  EXPECT_EQ(exact(f).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(f));
  const auto cf = closest(f);
  EXPECT_EQ(cf.s, 0.0f);
  EXPECT_GT(cf.t, 0.0f);
  EXPECT_LT(cf.t, 0x1p-20f);
  // the axes meeting (h = 0) and radii of 1/2: half a unit deep, missed
  const auto f0 =
      caps<float>({0, 0, 0}, {0x1p+14f, 0, 0}, 0x1p-2f, {0, -0x1.8p+0f, 0}, {0x1p+14f, 0x1.8p+0f, 0}, 0x1p-2f);
  EXPECT_EQ(exact(f0).relation, Relation::overlapping);
  EXPECT_LT(exact(f0).margin, -0.49);
  EXPECT_FALSE(ericson_hit(f0));
  const auto d = caps<double>({0, 0, 0}, {0x1p+28, 0, 0}, 0x1p-1, {0, -1, 1}, {0x1p+28, 1, 1}, 0x1p-1);
  EXPECT_EQ(exact(d).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(d));
  const auto cd = closest(d);
  EXPECT_EQ(cd.s, 0.0);
  EXPECT_GT(cd.t, 0.0);
  EXPECT_LT(cd.t, 0x1p-50);
  const auto d0 = caps<double>({0, 0, 0}, {0x1p+28, 0, 0}, 0x1p-2, {0, -1, 0}, {0x1p+28, 1, 0}, 0x1p-2);
  EXPECT_EQ(exact(d0).relation, Relation::overlapping);
  EXPECT_LT(exact(d0).margin, -0.49);
  EXPECT_FALSE(ericson_hit(d0));
}

TEST(ZooEricsonCapsule, FalseMissWhenDenomIsARoundingResidue) {
  // Nearly parallel axes that cross at their midpoints (exact D2 = 0, s = t =
  // 1/2): denom = a*e - b*b cancels to a rounding residue, not 0 but about
  // half of the exact |d1 x d2|^2 (float 2^28 against 5.3e8, double
  // 1.5 x 2^59 against 1.7e18), s = (b*f - c*e) / denom comes out 0.995
  // (double 0.987) instead of 1/2, and the closest points are more than a
  // unit apart: capsules of R = 1 (float) and 2 (double) around crossing
  // axes are missed.
  const auto f =
      caps<float>({-0x1.38p+5f, 0x1.5p+4f, -0x1.c8p+5f}, {-0x1.01dp+12f, 0x1.d9ep+11f, 0x1.f7ap+11f}, 0x1p-1f,
                  {-0x1.38p+5f, 0x1.7p+4f, -0x1.c8p+5f}, {-0x1.01dp+12f, 0x1.d9ap+11f, 0x1.f7ap+11f}, 0x1p-1f);
  EXPECT_EQ(exact(f).relation, Relation::overlapping);
  EXPECT_LT(exact(f).margin, -0.99);
  EXPECT_FALSE(ericson_hit(f));
  const auto cf = closest(f);
  EXPECT_GT(cf.dist2, 2.0f);
  EXPECT_GT(cf.s, 0.9f);
  const auto d = caps<double>({0x1.8p+3, -0x1.58p+5, -0x1.f8p+5}, {-0x1.decf5p+26, -0x1.fe85ebcp+26, -0x1.79611c8p+25},
                              1, {0x1.4p+3, -0x1.48p+5, -0x1.04p+6},
                              {-0x1.decf4f8p+26, -0x1.fe85ec4p+26, -0x1.79611b8p+25}, 1);
  EXPECT_EQ(exact(d).relation, Relation::overlapping);
  EXPECT_LT(exact(d).margin, -1.99);
  EXPECT_FALSE(ericson_hit(d));
  const auto cd = closest(d);
  EXPECT_GT(cd.dist2, 8.0);
  EXPECT_GT(cd.s, 0.9);
}

// --- EPSILON --------------------------------------------------------------------------------

TEST(ZooEricsonCapsule, FalseMissWhenEpsilonTakesAShortSegmentForAPoint) {
  // a = |d1|^2 <= EPSILON (FLT_EPSILON = 2^-23, DBL_EPSILON = 2^-52): an
  // axis of length up to 2^-11.5 (double 2^-26), here 2^-12 (double
  // 2^-27), is taken for its first endpoint.
  // Both axes short: the both-points branch measures p1 to p2.
  const float l = 0x1p-12f;
  const auto f = caps<float>({0, 0, 0}, {l, 0, 0}, 0, {l, 0, 0}, {l, 0, 0}, l / 2);
  EXPECT_EQ(exact(f).relation, Relation::overlapping);
  EXPECT_LT(exact(f).relative_margin, -0.49);  // half the input's scale deep
  EXPECT_FALSE(ericson_hit(f));
  const double m = 0x1p-27;
  const auto d = caps<double>({0, 0, 0}, {m, 0, 0}, 0, {m, 0, 0}, {m, 0, 0}, m / 2);
  EXPECT_EQ(exact(d).relation, Relation::overlapping);
  EXPECT_LT(exact(d).relative_margin, -0.49);
  EXPECT_FALSE(ericson_hit(d));
  // one axis short (first-point and second-point branches): a unit segment
  // crossing the short one at its end
  const auto f1 = caps<float>({0, 0, 0}, {l, 0, 0}, 0, {l, -1, 0}, {l, 1, 0}, 0);
  EXPECT_EQ(exact(f1).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(f1));
  EXPECT_EQ(closest(f1).dist2, l * l);
  const auto f2 = caps<float>({l, -1, 0}, {l, 1, 0}, 0, {0, 0, 0}, {l, 0, 0}, 0);
  EXPECT_EQ(exact(f2).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(f2));
  const auto d1 = caps<double>({0, 0, 0}, {m, 0, 0}, 0, {m, -1, 0}, {m, 1, 0}, 0);
  EXPECT_EQ(exact(d1).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(d1));
  const auto d2 = caps<double>({m, -1, 0}, {m, 1, 0}, 0, {0, 0, 0}, {m, 0, 0}, 0);
  EXPECT_EQ(exact(d2).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(d2));
  // above the threshold (length 2^-11, a = 2^-22; double 2^-25, a = 2^-50)
  // the general branch is right
  EXPECT_TRUE(ericson_hit(caps<float>({0, 0, 0}, {2 * l, 0, 0}, 0, {2 * l, -1, 0}, {2 * l, 1, 0}, 0)));
  EXPECT_TRUE(ericson_hit(caps<double>({0, 0, 0}, {4 * m, 0, 0}, 0, {4 * m, -1, 0}, {4 * m, 1, 0}, 0)));
}

// --- the radius sum ---------------------------------------------------------------------------

TEST(ZooEricsonCapsule, FalseHitWhenTheRadiusSumRoundsUp) {
  // two balls 1 + 2^-23 apart (double 1 + 2^-52), radii 1 and 3/4 ulp of 1:
  // radius = 1 + 3/4 ulp rounds up to 1 + ulp, the distance, and dist2 and
  // radius * radius round alike
  const auto f = caps<float>({0, 0, 0}, {0, 0, 0}, 1, {0x1.000002p+0f, 0, 0}, {0x1.000002p+0f, 0, 0}, 0x1.8p-24f);
  EXPECT_EQ(exact(f).relation, Relation::disjoint);
  EXPECT_TRUE(ericson_hit(f));
  EXPECT_EQ(f.a.r + f.b.r, 0x1.000002p+0f);
  const auto d = caps<double>({0, 0, 0}, {0, 0, 0}, 1, {0x1.0000000000001p+0, 0, 0}, {0x1.0000000000001p+0, 0, 0},
                              0x1.8p-53);
  EXPECT_EQ(exact(d).relation, Relation::disjoint);
  EXPECT_TRUE(ericson_hit(d));
  EXPECT_EQ(d.a.r + d.b.r, 0x1.0000000000001p+0);
}

// --- underflow ---------------------------------------------------------------------------

TEST(ZooEricsonCapsule, FalseHitWhenTheSquaredDistanceUnderflows) {
  // parallel unit axes 2^-80 apart (double 2^-540), zero radii: the closest
  // points are exact, dist2 = 2^-160 flushes to 0, and 0 <= 0
  const auto f = caps<float>({0, 0, 0}, {1, 0, 0}, 0, {0, 0x1p-80f, 0}, {1, 0x1p-80f, 0}, 0);
  EXPECT_EQ(exact(f).relation, Relation::disjoint);
  EXPECT_TRUE(ericson_hit(f));
  EXPECT_EQ(closest(f).dist2, 0.0f);
  const auto d = caps<double>({0, 0, 0}, {1, 0, 0}, 0, {0, 0x1p-540, 0}, {1, 0x1p-540, 0}, 0);
  EXPECT_EQ(exact(d).relation, Relation::disjoint);
  EXPECT_TRUE(ericson_hit(d));
}

TEST(ZooEricsonCapsule, FalseMissAmongSubnormals) {
  // two point-like balls touching: c = 7 (1, 2, 2) 2^-78 and R = 21 x 2^-78,
  // |(1, 2, 2)| = 3. The squares round to multiples of 2^-149: 0.38, 1.53,
  // 1.53 of them to 0, 2, 2, while R^2 = 3.45 of them rounds to 3, so
  // dist2 = 4 > 3. Double: c = 3 (1, 2, 2) 2^-540, R = 9 x 2^-540; in units
  // of 2^-1074, 0.14, 0.56, 0.56 -> 0, 1, 1 against R^2 = 1.27 -> 1
  const gv::Vec3f cf{0x1.cp-76f, 0x1.cp-75f, 0x1.cp-75f};
  const auto f = caps<float>({0, 0, 0}, {0, 0, 0}, 0x1.5p-74f, cf, cf, 0);
  EXPECT_EQ(exact(f).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(f));
  const gv::Vec3d cd{0x1.8p-539, 0x1.8p-538, 0x1.8p-538};
  const auto d = caps<double>({0, 0, 0}, {0, 0, 0}, 0x1.2p-537, cd, cd, 0);
  EXPECT_EQ(exact(d).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(d));
}

// --- overflow ----------------------------------------------------------------------------

TEST(ZooEricsonCapsule, FalseHitWhenTheSquaresOverflow) {
  // a ball of radius 2^100 (double 2^600) centred 2^127 (2^1023) from a
  // point: dist2 and radius * radius are both +inf, and inf <= inf
  const auto f = caps<float>({0x1p+127f, 0, 0}, {0x1p+127f, 0, 0}, 0x1p+100f, {0, 0, 0}, {0, 0, 0}, 0);
  EXPECT_EQ(exact(f).relation, Relation::disjoint);
  EXPECT_TRUE(ericson_hit(f));
  const auto d = caps<double>({0x1p+1023, 0, 0}, {0x1p+1023, 0, 0}, 0x1p+600, {0, 0, 0}, {0, 0, 0}, 0);
  EXPECT_EQ(exact(d).relation, Relation::disjoint);
  EXPECT_TRUE(ericson_hit(d));
}

TEST(ZooEricsonCapsule, FalseMissWhenTheProductsOverflow) {
  // axes of length 2^65 (double 2^513) crossing at the origin: a = e = +inf,
  // b = 0, f = +inf, so b*f = 0 * inf = NaN, s = Clamp(NaN) = NaN, the
  // closest points are NaN and NaN <= radius * radius is false
  const auto f = caps<float>({-0x1p+64f, 0, 0}, {0x1p+64f, 0, 0}, 1, {0, -0x1p+64f, 0}, {0, 0x1p+64f, 0}, 1);
  EXPECT_EQ(exact(f).relation, Relation::overlapping);
  EXPECT_FALSE(ericson_hit(f));
  EXPECT_TRUE(std::isnan(closest(f).s));
  const auto d = caps<double>({-0x1p+512, 0, 0}, {0x1p+512, 0, 0}, 1, {0, -0x1p+512, 0}, {0, 0x1p+512, 0}, 1);
  EXPECT_EQ(exact(d).relation, Relation::overlapping);
  EXPECT_FALSE(ericson_hit(d));
  EXPECT_TRUE(std::isnan(closest(d).s));
}

// --- far from the origin ---------------------------------------------------------------

// At 2^20 in float (2^49 in double) the coordinates are multiples of 1/8
// (1/16 just below). The differences are exact, but the book forms the
// closest points in absolute coordinates, c1 = p1 + d1 * s, c2 = p2 + d2 *
// t, rounded to that grid: c1 - c2 is off by up to about 1/8 whatever the
// size of the shapes (here axes a few units long and radii below 1).
TEST(ZooEricsonCapsule, FalseHitFarFromTheOrigin) {
  const auto f =
      caps<float>({0x1.000004p+20f, 0x1.ffffecp+19f, 0x1.00002p+20f}, {0x1.ffffc4p+19f, 0x1.00002p+20f, 0x1.ffffdp+19f},
                  0x1.0da23p-2f, {0x1.00000ap+20f, 0x1.ffffd8p+19f, 0x1.00001ap+20f},
                  {0x1.00000ep+20f, 0x1.000018p+20f, 0x1.000016p+20f}, 0x1.0da23p-2f);
  EXPECT_EQ(exact(f).relation, Relation::disjoint);
  EXPECT_GT(exact(f).margin, 0.07);
  EXPECT_TRUE(ericson_hit(f));
  const auto d = caps<double>(
      {0x1.0000000000002p+49, 0x1.0000000000008p+49, 0x1.fffffffffffep+48},
      {0x1.000000000000ep+49, 0x1.ffffffffffff4p+48, 0x1.ffffffffffffap+48}, 0x1.1e77dba64564bp-2,
      {0x1.ffffffffffff4p+48, 0x1.000000000000bp+49, 0x1.0000000000007p+49},
      {0x1.000000000000bp+49, 0x1.0000000000006p+49, 0x1.fffffffffffeap+48}, 0x1.1e77dba64564bp-2);
  EXPECT_EQ(exact(d).relation, Relation::disjoint);
  EXPECT_GT(exact(d).margin, 0.07);
  EXPECT_TRUE(ericson_hit(d));
}

TEST(ZooEricsonCapsule, FalseMissFarFromTheOrigin) {
  const auto f =
      caps<float>({0x1.fffffcp+19f, 0x1.00001cp+20f, 0x1.000004p+20f},
                  {0x1.000018p+20f, 0x1.000004p+20f, 0x1.000002p+20f}, 0x1.817804p-1f,
                  {0x1.000016p+20f, 0x1.000014p+20f, 0x1.00001ap+20f},
                  {0x1.00001ep+20f, 0x1.00001cp+20f, 0x1.00000cp+20f}, 0x1.817804p-1f);
  EXPECT_EQ(exact(f).relation, Relation::overlapping);
  EXPECT_LT(exact(f).margin, -0.08);
  EXPECT_FALSE(ericson_hit(f));
  const auto d = caps<double>(
      {0x1.ffffffffffffcp+48, 0x1.fffffffffffecp+48, 0x1.000000000000ep+49},
      {0x1.0000000000001p+49, 0x1.0000000000007p+49, 0x1.ffffffffffffp+48}, 0x1.d50e862de15bp-2,
      {0x1.000000000000dp+49, 0x1.000000000000ap+49, 0x1.ffffffffffff8p+48},
      {0x1.fffffffffffe8p+48, 0x1.0000000000001p+49, 0x1.000000000000ep+49}, 0x1.d50e862de15bp-2);
  EXPECT_EQ(exact(d).relation, Relation::overlapping);
  EXPECT_LT(exact(d).margin, -0.06);
  EXPECT_FALSE(ericson_hit(d));
}

// --- the registry -------------------------------------------------------------------------

TEST(ZooEricsonCapsule, RegisteredWithItsDefects) {
  const auto f = gv::specimens::specimens<gv::query::CapsuleCapsule<float>>();
  const auto d = gv::specimens::specimens<gv::query::CapsuleCapsule<double>>();
  ASSERT_EQ(f.size(), 1u);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(f[0].name, "zoo.ericson.TestCapsuleCapsule");
  EXPECT_EQ(d[0].name, "zoo.ericson.TestCapsuleCapsule<double>");
  EXPECT_EQ(f[0].expected, gv::query::kFalseHit | gv::query::kFalseMiss);
  EXPECT_EQ(d[0].expected, gv::query::kFalseHit | gv::query::kFalseMiss);
  EXPECT_EQ(f[0].contract.kind, gv::query::ContractKind::exact);
  EXPECT_EQ(d[0].contract.kind, gv::query::ContractKind::exact);
  EXPECT_EQ(f[0].role, gv::query::Role::specimen);
  EXPECT_EQ(d[0].role, gv::query::Role::specimen);
  EXPECT_FALSE(static_cast<bool>(f[0].accepts));  // judged on every valid case, short and point axes included
  EXPECT_FALSE(static_cast<bool>(d[0].accepts));
  // the registered adapters answer as the transcription does
  const float l = 0x1p-12f;
  EXPECT_FALSE(f[0].intersects(caps<float>({0, 0, 0}, {l, 0, 0}, 0, {l, -1, 0}, {l, 1, 0}, 0)));
  EXPECT_TRUE(f[0].intersects(caps<float>({0, 0, 0}, {1, 0, 0}, 0, {0, 0x1p-80f, 0}, {1, 0x1p-80f, 0}, 0)));
  EXPECT_TRUE(d[0].intersects(caps<double>({0x1p+1023, 0, 0}, {0x1p+1023, 0, 0}, 0x1p+600, {0, 0, 0}, {0, 0, 0}, 0)));
  EXPECT_TRUE(d[0].intersects(caps<double>({0, 0, 0}, {4, 0, 0}, 1, {2, -2, 3}, {2, 2, 3}, 2)));
  EXPECT_FALSE(d[0].intersects(caps<double>({0, 0, 0}, {4, 0, 0}, 1, {2, -2, 3}, {2, 2, 3}, 1.75)));
}

}  // namespace

}  // namespace gv_specimens_zoo_ericson_capsule_test
