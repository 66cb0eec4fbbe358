// SPDX-License-Identifier: MIT
// Bug zoo: Ericson's TestSphereTriangle through ClosestPtPointTriangle
// (Real-Time Collision Detection 2005, sections 5.2.7 and 5.1.5;
// specimens/zoo_ericson_sphere_triangle.h), float and double (contract
// exact). The specification of the transcription, defects included: each
// defect has a hand case in hex-float literals; the assertions pin what the
// routine answers and what the exact oracle (exact/sphere_triangle.h) says.
#include <gtest/gtest.h>

#include <cmath>

#include "geoverify/exact/sphere_triangle.h"
#include "geoverify/query/sphere_triangle.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_sphere_triangle.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_ericson_sphere_triangle_test {

namespace {

namespace ericson = gv::specimens::ericson_sphere_triangle;
using gv::Relation;

/// The ball |x - c| <= r against the triangle a b c.
template <class T>
gv::query::SphereTriangle<T> ball_tri(const gv::Vec3<T>& c, T r, const gv::Vec3<T>& a, const gv::Vec3<T>& b,
                                      const gv::Vec3<T>& cc) {
  gv::query::SphereTriangle<T> k{};
  k.sphere = {c, r};
  k.tri = {a, b, cc};
  return k;
}

/// TestSphereTriangle on the case; q receives the book's closest point.
template <class T>
bool ericson_hit(const gv::query::SphereTriangle<T>& k, gv::Vec3<T>* q = nullptr) {
  const ericson::Sphere<T> s{{k.sphere.c.x, k.sphere.c.y, k.sphere.c.z}, k.sphere.r};
  const T a[3] = {k.tri.p0.x, k.tri.p0.y, k.tri.p0.z}, b[3] = {k.tri.p1.x, k.tri.p1.y, k.tri.p1.z},
          c[3] = {k.tri.p2.x, k.tri.p2.y, k.tri.p2.z};
  T p[3] = {0, 0, 0};
  const bool hit = ericson::TestSphereTriangle<T>(s, a, b, c, p) != 0;
  if (q) *q = {p[0], p[1], p[2]};
  return hit;
}

template <class T>
gv::exact::Result exact(const gv::query::SphereTriangle<T>& k) {
  return gv::exact::oracle(k);
}

template <class T>
bool is_nan(const gv::Vec3<T>& v) {
  return std::isnan(v.x) && std::isnan(v.y) && std::isnan(v.z);
}

// --- right answers -------------------------------------------------------------

// The triangle (0,0,0), (4,0,0), (0,4,0) in z = 0, small integers throughout:
// every difference, dot product, d1*d4 - d3*d2 and the face's 1 / 256 is
// exact, and so is the closest point.
template <class T>
void right_where_the_arithmetic_is_exact() {
  struct Row {
    gv::Vec3<T> c;
    T r;
    gv::Vec3<T> a, b, cc;
    Relation want;
  };
  const gv::Vec3<T> o{0, 0, 0}, x4{4, 0, 0}, y4{0, 4, 0};
  const Row rows[] = {
      {{1, 1, 2}, 2, o, x4, y4, Relation::touching},         // tangent to the face
      {{1, 1, 2}, 3, o, x4, y4, Relation::overlapping},      // through the face
      {{1, 1, 2}, 1.75f, o, x4, y4, Relation::disjoint},     // a quarter above it
      {{2, -3, 4}, 5, o, x4, y4, Relation::touching},        // tangent to the edge ab, |(3, 4)| = 5
      {{4, 4, 1}, 3, o, x4, y4, Relation::touching},         // tangent to the edge bc at (2, 2, 0), 8 + 1 = 9
      {{-2, -3, -6}, 7, o, x4, y4, Relation::touching},      // tangent at the vertex a, |(2, 3, 6)| = 7
      {{6, -3, 6}, 7, o, x4, y4, Relation::touching},        // tangent at the vertex b
      {{-2, 7, 6}, 7, o, x4, y4, Relation::touching},        // tangent at the vertex c
      {{-2, -3, -6}, 6.75f, o, x4, y4, Relation::disjoint},  // a quarter from the vertex a
      {{1, 1, 0}, 0, o, x4, y4, Relation::touching},         // a point sphere on the face
      {{0, 0, 0}, 0, o, x4, y4, Relation::touching},         // ... on a vertex
      {{2, 2, 0}, -0.0f, o, x4, y4, Relation::touching},     // ... on an edge, r = -0
      // degenerate triangles that the book gets right: collinear with c
      // between a and b, a == c, b == c, and a point
      {{1, 3, 4}, 5, o, x4, {2, 0, 0}, Relation::touching},
      {{1, 3, 4}, 5, o, x4, o, Relation::touching},
      {{1, 3, 4}, 5, o, x4, x4, Relation::touching},
      {{1, 3, 4}, 4.75f, o, x4, x4, Relation::disjoint},
      {{2, 3, 6}, 7, o, o, o, Relation::touching},
  };
  for (const auto& r : rows) {
    const auto k = ball_tri<T>(r.c, r.r, r.a, r.b, r.cc);
    EXPECT_EQ(exact(k).relation, r.want) << r.c.x << " " << r.c.y << " " << r.c.z << " r " << r.r;
    EXPECT_EQ(ericson_hit(k), gv::intersecting(r.want)) << r.c.x << " " << r.c.y << " " << r.c.z << " r " << r.r;
  }
}

TEST(ZooEricsonSphereTriangle, RightWhereTheArithmeticIsExact) {
  right_where_the_arithmetic_is_exact<float>();
  right_where_the_arithmetic_is_exact<double>();
}

// --- rounding at exact tangency: false misses -----------------------------------

// Integer coordinates (tilted triangles: an integer configuration in z = 0
// turned by the integer matrix ((1,2,2),(2,1,-2),(2,-2,1)), which is three
// times a rotation, so that the distance stays an integer). Every
// difference and (face and edge cases) every dot product d1..d6 is exact;
// va, vb, vc (degree 4), denom, the barycentric v, w and the closest point
// round, and Dot(v, v) picks the error up.
TEST(ZooEricsonSphereTriangle, FalseMissAtTangencyToTheFace) {
  // the ball of radius 72 about (-74, -25, 314) touches the face of the
  // triangle (-480, -552, -144), (88, 416, 656), (112, 176, 128)
  const auto f =
      ball_tri<float>({-0x1.28p+6f, -0x1.9p+4f, 0x1.3ap+8f}, 0x1.2p+6f, {-0x1.ep+8f, -0x1.14p+9f, -0x1.2p+7f},
                      {0x1.6p+6f, 0x1.ap+8f, 0x1.48p+9f}, {0x1.cp+6f, 0x1.6p+7f, 0x1p+7f});
  EXPECT_EQ(exact(f).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(f));
  const auto d =
      ball_tri<double>({-0x1.504cp+14, -0x1.ec2p+14, 0x1.fc6p+12}, 0x1.248p+13, {0x1.a64p+14, 0x1.74p+13, -0x1.d88p+14},
                       {-0x1.f1ep+15, -0x1.b8cp+15, 0x1.c9p+13}, {-0x1.791p+15, -0x1.7ap+13, 0x1.1a9p+16});
  EXPECT_EQ(exact(d).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(d));
}

TEST(ZooEricsonSphereTriangle, FalseMissForAPointOnTheFace) {
  // a point sphere (r == 0) at (8, 21, 28) = (6a + b + c) / 8 on the face of
  // (32, 32, 24), (-56, 64, -32), (-72, -88, 112): the closest point comes
  // back an ulp off it (a few ulps in double), and Dot(v, v) > 0 == r*r
  const auto f = ball_tri<float>({0x1p+3f, 0x1.5p+4f, 0x1.cp+4f}, 0, {0x1p+5f, 0x1p+5f, 0x1.8p+4f},
                                 {-0x1.cp+5f, 0x1p+6f, -0x1p+5f}, {-0x1.2p+6f, -0x1.6p+6f, 0x1.cp+6f});
  EXPECT_EQ(exact(f).relation, Relation::touching);
  gv::Vec3f q{};
  EXPECT_FALSE(ericson_hit(f, &q));
  EXPECT_FALSE(q.x == f.sphere.c.x && q.y == f.sphere.c.y && q.z == f.sphere.c.z);
  // double: (50, 25, 40) = (3a + 3b + 2c) / 8 on the face of (136, 240, -56),
  // (-232, -248, -8), (344, 112, 256)
  const auto d = ball_tri<double>({0x1.9p+5, 0x1.9p+4, 0x1.4p+5}, 0, {0x1.1p+7, 0x1.ep+7, -0x1.cp+5},
                                  {-0x1.dp+7, -0x1.fp+7, -0x1p+3}, {0x1.58p+8, 0x1.cp+6, 0x1p+8});
  EXPECT_EQ(exact(d).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(d));
}

TEST(ZooEricsonSphereTriangle, FalseMissAtTangencyToAnEdge) {
  // the ball of radius 15 about (78, 9, -30) touches the edge ab of
  // (64, -49, -91), (110, 43, 1), (117, 0, -99) at an inner point
  const auto f = ball_tri<float>({0x1.38p+6f, 0x1.2p+3f, -0x1.ep+4f}, 0x1.ep+3f, {0x1p+6f, -0x1.88p+5f, -0x1.6cp+6f},
                                 {0x1.b8p+6f, 0x1.58p+5f, 0x1p+0f}, {0x1.d4p+6f, 0, -0x1.8cp+6f});
  EXPECT_EQ(exact(f).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(f));
  const auto d =
      ball_tri<double>({-0x1.662p+11, -0x1.30ep+12, 0x1.461p+12}, 0x1.c2cp+10, {-0x1.99p+11, -0x1.1288p+13, 0x1.79p+8},
                       {0x1.41p+9, -0x1.de8p+9, 0x1.0068p+13}, {0x1.ccp+11, -0x1.bap+7, 0x1.c22p+11});
  EXPECT_EQ(exact(d).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(d));
}

TEST(ZooEricsonSphereTriangle, FalseMissAtTangencyToAVertex) {
  // the vertex region returns the vertex a exactly; c - a is a lattice vector
  // of integer length r whose squares need more bits than T has, so Dot(v, v)
  // and r*r round apart (as in TestSphereSphere)
  const auto f =
      ball_tri<float>({0x1.cc7p+12f, 0x1.f6f8p+13f, -0x1.04a8p+13f}, 0x1.31d8p+14f, {-0x1.cp+2f, -0x1.4p+2f, -0x1p+0f},
                      {-0x1.7p+4f, -0x1.4p+2f, -0x1p+0f}, {-0x1.cp+2f, -0x1.5p+4f, 0x1.ep+3f});
  EXPECT_EQ(exact(f).relation, Relation::touching);
  gv::Vec3f q{};
  EXPECT_FALSE(ericson_hit(f, &q));
  EXPECT_TRUE(q.x == f.tri.p0.x && q.y == f.tri.p0.y && q.z == f.tri.p0.z);
  const auto d =
      ball_tri<double>({-0x1.46fa9ce4p+30, 0x1.a7938df6p+32, -0x1.21fdac8ap+31}, 0x1.c71b8542p+32,
                       {-0x1p+0, 0x1p+2, -0x1.4p+2}, {0x1.ep+3, 0x1p+2, -0x1.4p+2}, {-0x1p+0, -0x1.8p+3, 0x1.6p+3});
  EXPECT_EQ(exact(d).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(d));
}

// --- rounding beside tangency: false hits ------------------------------------------

TEST(ZooEricsonSphereTriangle, FalseHitWithARadiusOneUlpTooSmall) {
  // tangent balls (each touching with the radius an ulp larger) shrunk by
  // one ulp: apart, yet the rounded Dot(v, v) <= r*r
  auto check = [](auto k) {
    EXPECT_EQ(exact(k).relation, Relation::disjoint) << k.sphere.r;
    EXPECT_TRUE(ericson_hit(k)) << k.sphere.r;
    auto tangent = k;
    tangent.sphere.r = std::nextafter(k.sphere.r, 2 * k.sphere.r);
    EXPECT_EQ(exact(tangent).relation, Relation::touching) << k.sphere.r;
  };
  // the face: r = 24 - ulp
  check(ball_tri<float>({-0x1.12p+7f, -0x1.dcp+7f, -0x1.04p+7f}, 0x1.7ffffep+4f, {-0x1.4cp+9f, -0x1.18p+9f, 0x1.ap+7f},
                        {-0x1.5p+8f, -0x1.14p+9f, -0x1.bp+8f}, {0x1.ep+8f, 0x1.5p+8f, -0x1.2p+8f}));
  check(ball_tri<double>({0x1.463cp+15, -0x1.9d14p+14, 0x1.9cap+12}, 0x1.745ffffffffffp+15,
                         {-0x1.d58p+12, 0x1.26fp+15, 0x1.61ap+16}, {0x1.b8p+12, 0x1.058p+13, 0x1.4cp+11},
                         {0x1.128p+14, -0x1.014p+13, -0x1.932p+15}));
  // an edge: r = 30 - ulp (float), 960 - ulp (double)
  check(ball_tri<float>({-0x1.7p+5f, 0x1.b8p+5f, -0x1p+5f}, 0x1.dffffep+4f, {-0x1.6p+4f, 0x1.0ap+7f, 0x1p+2f},
                        {-0x1.a4p+6f, -0x1.08p+5f, -0x1.44p+7f}, {0x1p+6f, 0x1.66p+7f, -0x1.3p+6f}));
  check(ball_tri<double>({0x1.522p+13, -0x1.44ep+12, 0x1.3p+6}, 0x1.dffffffffffffp+9,
                         {0x1.cdb8p+13, 0x1.2cp+9, 0x1.7b2p+12}, {0x1.2a4p+13, -0x1.343p+13, -0x1.12cp+12},
                         {0x1.a548p+13, -0x1.808p+12, -0x1.2f2p+12}));
  // a vertex
  check(ball_tri<float>({-0x1.208p+14f, 0x1.f4f8p+13f, -0x1.ed4p+10f}, 0x1.7f37fep+14f,
                        {-0x1p+2f, 0x1.4p+2f, 0x1.cp+2f}, {0x1.8p+3f, 0x1.4p+2f, 0x1.cp+2f},
                        {-0x1p+2f, -0x1.6p+3f, 0x1.7p+4f}));
  check(ball_tri<double>({0x1.f30ececp+28, 0x1.77f13db4p+31, -0x1.51ca757p+28}, 0x1.7f6a3bfbfffffp+31,
                         {0, 0x1p+2, -0x1.8p+1}, {-0x1p+4, 0x1p+2, -0x1.8p+1}, {0, -0x1.8p+3, 0x1.ap+3}));
}

// --- degenerate triangles ------------------------------------------------------------

TEST(ZooEricsonSphereTriangle, FalseMissWhenTheFirstTwoVerticesCoincide) {
  // a == b: ab = 0, so d1 = d3 = 0 and vc = 0, and every centre with
  // d2 = (c - a) . (p - a) > 0 takes the edge-AB branch: v = d1 / (d1 - d3)
  // = 0 / 0 = NaN, the closest point is NaN, and NaN <= r*r is false. The
  // segment from (0,0,0) to (4,0,0) is missed by a ball around its midpoint.
  const auto f = ball_tri<float>({0x1p+1f, 0, 0}, 0x1.8p+1f, {0, 0, 0}, {0, 0, 0}, {0x1p+2f, 0, 0});
  EXPECT_EQ(exact(f).relation, Relation::overlapping);
  EXPECT_LT(exact(f).margin, -2.9);
  gv::Vec3f q{};
  EXPECT_FALSE(ericson_hit(f, &q));
  EXPECT_TRUE(is_nan(q));
  const auto f_side = ball_tri<float>({0x1p+1f, 0, 0x1.8p+1f}, 0x1.8p+1f, {0, 0, 0}, {0, 0, 0}, {0x1p+2f, 0, 0});
  EXPECT_EQ(exact(f_side).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(f_side));
  const auto d = ball_tri<double>({0x1p+1, 0x1p+0, 0}, 0x1p+1, {0, 0, 0}, {0, 0, 0}, {0x1p+2, 0, 0});
  EXPECT_EQ(exact(d).relation, Relation::overlapping);
  gv::Vec3d qd{};
  EXPECT_FALSE(ericson_hit(d, &qd));
  EXPECT_TRUE(is_nan(qd));
  // the same segment as (a, c, a) or (a, c, c) is right (a == c gives
  // ac = 0 and an exact edge-AB branch; b == c gives vc = 0 exactly)
  EXPECT_TRUE(ericson_hit(ball_tri<float>({0x1p+1f, 0, 0}, 0x1.8p+1f, {0, 0, 0}, {0x1p+2f, 0, 0}, {0, 0, 0})));
  EXPECT_TRUE(ericson_hit(ball_tri<float>({0x1p+1f, 0, 0}, 0x1.8p+1f, {0, 0, 0}, {0x1p+2f, 0, 0}, {0x1p+2f, 0, 0})));
  EXPECT_TRUE(ericson_hit(ball_tri<double>({0x1p+1, 0x1p+0, 0}, 0x1p+1, {0, 0, 0}, {0x1p+2, 0, 0}, {0, 0, 0})));
  // not only exactly: an edge ab of 2^-80 (double 2^-540) has |ab|^2
  // underflowing, d1 = 0, d3 = -0, and the same 0 / 0 for a ball touching
  // the edge ac of the proper triangle (0,0,0), (2^-80,0,0), (0,4,0)
  const auto ft = ball_tri<float>({0, 0x1p+1f, 0x1.8p+1f}, 0x1.8p+1f, {0, 0, 0}, {0x1p-80f, 0, 0}, {0, 0x1p+2f, 0});
  EXPECT_EQ(exact(ft).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(ft, &q));
  EXPECT_TRUE(is_nan(q));
  const auto dt = ball_tri<double>({0, 0x1p+1, 0x1.8p+1}, 0x1p+2, {0, 0, 0}, {0x1p-540, 0, 0}, {0, 0x1p+2, 0});
  EXPECT_EQ(exact(dt).relation, Relation::overlapping);
  EXPECT_FALSE(ericson_hit(dt, &qd));
  EXPECT_TRUE(is_nan(qd));
}

TEST(ZooEricsonSphereTriangle, FalseMissForCollinearVertices) {
  // Collinear vertices with coordinates too long for the dot products to be
  // exact: va, vb, vc (exactly 0 for a segment) come out as rounding
  // residues, vc > 0 rejects the edge AB, the other edge tests fail too, and
  // the face branch places the point at a + ab * (vb * denom) + ac * (vc *
  // denom), on the line but away from the foot of the centre (float: va =
  // 2^39, vb = 0, vc = 2^40; double: va = 0, vb = vc = 2^84). Float: b = a +
  // 8 d, c = a + 3 d with d = (288, -7495, -14316); the ball's centre is
  // r / 2 from the segment.
  const gv::Vec3f fa{0x1.13458p+19f, 0x1.b3bfcp+18f, -0x1.4466p+19f};
  const gv::Vec3f fb{0x1.14658p+19f, 0x1.7931cp+18f, -0x1.7c52p+19f};
  const gv::Vec3f fc{0x1.13b18p+19f, 0x1.9dca8p+18f, -0x1.595e8p+19f};
  EXPECT_TRUE(fb.x - fa.x == 8 * 288.0f && fb.y - fa.y == 8 * -7495.0f && fb.z - fa.z == 8 * -14316.0f);
  EXPECT_TRUE(fc.x - fa.x == 3 * 288.0f && fc.y - fa.y == 3 * -7495.0f && fc.z - fa.z == 3 * -14316.0f);
  const auto f = ball_tri<float>({0x1.17dc2p+19f, 0x1.8d68p+18f, -0x1.76f34p+19f}, 0x1.da6946p+14f, fa, fb, fc);
  EXPECT_EQ(exact(f).relation, Relation::overlapping);
  EXPECT_LT(exact(f).margin, -15000.0);
  EXPECT_FALSE(ericson_hit(f));
  // double: b = a + 13 d, c = a + 15 d with d = (-1522117662, -1300835468,
  // 875421762); the ball reaches 1.7e9 (2 %) past the segment
  const gv::Vec3d da{0x1.490dafdb68p+39, 0x1.e574f98608p+37, 0x1.09414e851ap+39};
  const gv::Vec3d db{0x1.3fd6d4605cp+39, 0x1.c5f53f6d28p+37, 0x1.0e8df74bcep+39};
  const gv::Vec3d dc{0x1.3e6bedafe4p+39, 0x1.c11caca468p+37, 0x1.0f5eaeccd6p+39};
  EXPECT_TRUE(db.x - da.x == 13 * -1522117662.0 && db.y - da.y == 13 * -1300835468.0 &&
              db.z - da.z == 13 * 875421762.0);
  EXPECT_TRUE(dc.x - da.x == 15 * -1522117662.0 && dc.y - da.y == 15 * -1300835468.0 &&
              dc.z - da.z == 15 * 875421762.0);
  const auto d =
      ball_tri<double>({0x1.61862c53d4p+39, 0x1.6ab229bc98p+37, 0x1.0da3882d82p+39}, 0x1.4162570c427aep+36, da, db, dc);
  EXPECT_EQ(exact(d).relation, Relation::overlapping);
  EXPECT_LT(exact(d).margin, -1.6e9);
  EXPECT_FALSE(ericson_hit(d));
}

// --- underflow ---------------------------------------------------------------------------

TEST(ZooEricsonSphereTriangle, FalseMissForATinyTriangle) {
  // va, vb, vc are of degree 4 in the coordinates: for the triangle (0,0,0),
  // (s,0,0), (0,s,0) with s = 2^-40 (double 2^-280) they flush to zero while
  // d1..d6 do not, vc = 0 passes the edge-AB test, and the ball is measured
  // from the foot (s/8, 0, 0) on ab instead of from the face below its
  // centre (s/8, 3s/4, s/16): a ball of radius s/4 sunk 3s/16 into the face
  // is a miss
  const float s = 0x1p-40f;
  const auto f = ball_tri<float>({s / 8, 0.75f * s, s / 16}, s / 4, {0, 0, 0}, {s, 0, 0}, {0, s, 0});
  EXPECT_EQ(exact(f).relation, Relation::overlapping);
  EXPECT_LT(exact(f).relative_margin, -0.18);
  gv::Vec3f q{};
  EXPECT_FALSE(ericson_hit(f, &q));
  EXPECT_TRUE(q.x == s / 8 && q.y == 0 && q.z == 0);
  const double t = 0x1p-280;
  const auto d = ball_tri<double>({t / 8, 0.75 * t, t / 16}, t / 4, {0, 0, 0}, {t, 0, 0}, {0, t, 0});
  EXPECT_EQ(exact(d).relation, Relation::overlapping);
  EXPECT_LT(exact(d).relative_margin, -0.18);
  gv::Vec3d qd{};
  EXPECT_FALSE(ericson_hit(d, &qd));
  EXPECT_TRUE(qd.x == t / 8 && qd.y == 0 && qd.z == 0);
}

TEST(ZooEricsonSphereTriangle, FalseHitWhenTheSquaredDistanceUnderflows) {
  // a point sphere 2^-80 (double 2^-540) above the unit triangle: the
  // closest point (1/4, 1/4, 0) is exact, Dot(v, v) = 2^-160 flushes to 0,
  // and 0 <= r*r = 0
  const auto f = ball_tri<float>({0x1p-2f, 0x1p-2f, 0x1p-80f}, 0, {0, 0, 0}, {1, 0, 0}, {0, 1, 0});
  EXPECT_EQ(exact(f).relation, Relation::disjoint);
  EXPECT_TRUE(ericson_hit(f));
  const auto d = ball_tri<double>({0x1p-2, 0x1p-2, 0x1p-540}, 0, {0, 0, 0}, {1, 0, 0}, {0, 1, 0});
  EXPECT_EQ(exact(d).relation, Relation::disjoint);
  EXPECT_TRUE(ericson_hit(d));
}

TEST(ZooEricsonSphereTriangle, FalseMissAtAVertexAmongSubnormals) {
  // a point-like ball touching the vertex a = 0: c = 7 (1, 2, 2) 2^-78 and
  // r = 21 x 2^-78, |(1, 2, 2)| = 3. The squares are rounded to multiples of
  // 2^-149: 0.38, 1.53, 1.53 of them round to 0, 2, 2, while r^2 = 3.45 of
  // them rounds to 3, so Dot(v, v) = 4 > 3. Double: c = 3 (1, 2, 2) 2^-540,
  // r = 9 x 2^-540; in units of 2^-1074, 0.14, 0.56, 0.56 -> 0, 1, 1 against
  // r^2 = 1.27 -> 1
  const auto f = ball_tri<float>({0x1.cp-76f, 0x1.cp-75f, 0x1.cp-75f}, 0x1.5p-74f, {0, 0, 0}, {-1, 0, 0}, {0, -1, 0});
  EXPECT_EQ(exact(f).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(f));
  const auto d = ball_tri<double>({0x1.8p-539, 0x1.8p-538, 0x1.8p-538}, 0x1.2p-537, {0, 0, 0}, {-1, 0, 0}, {0, -1, 0});
  EXPECT_EQ(exact(d).relation, Relation::touching);
  EXPECT_FALSE(ericson_hit(d));
}

// --- overflow ----------------------------------------------------------------------------

TEST(ZooEricsonSphereTriangle, FalseHitWhenTheSquaresOverflow) {
  // a ball of radius 2^100 (double 2^600) centred 2^127 (2^1023) from the
  // unit triangle: Dot(v, v) and r*r are both +inf, and inf <= inf
  const auto f = ball_tri<float>({0x1p+127f, 0, 0}, 0x1p+100f, {0, 0, 0}, {1, 0, 0}, {0, 1, 0});
  EXPECT_EQ(exact(f).relation, Relation::disjoint);
  EXPECT_TRUE(ericson_hit(f));
  const auto d = ball_tri<double>({0x1p+1023, 0, 0}, 0x1p+600, {0, 0, 0}, {1, 0, 0}, {0, 1, 0});
  EXPECT_EQ(exact(d).relation, Relation::disjoint);
  EXPECT_TRUE(ericson_hit(d));
}

TEST(ZooEricsonSphereTriangle, FalseMissWhenTheProductsOverflow) {
  // legs 2^100 (double 2^1000): d1 = +inf, d3 = -inf, and the edge-AB branch
  // computes v = inf / (inf + inf) = NaN for a ball 1 beside the middle of ab
  const auto f = ball_tri<float>({0x1p+99f, -1, 0}, 2, {0, 0, 0}, {0x1p+100f, 0, 0}, {0, 0x1p+100f, 0});
  EXPECT_EQ(exact(f).relation, Relation::overlapping);
  gv::Vec3f q{};
  EXPECT_FALSE(ericson_hit(f, &q));
  EXPECT_TRUE(is_nan(q));
  const auto d = ball_tri<double>({0x1p+999, -1, 0}, 2, {0, 0, 0}, {0x1p+1000, 0, 0}, {0, 0x1p+1000, 0});
  EXPECT_EQ(exact(d).relation, Relation::overlapping);
  gv::Vec3d qd{};
  EXPECT_FALSE(ericson_hit(d, &qd));
  EXPECT_TRUE(is_nan(qd));
  // legs 2^40 (double 2^260): d1..d6 are finite, but va, vb, vc (degree 4)
  // overflow and va = inf - inf is NaN; a ball sunk into the face is missed
  const auto fv = ball_tri<float>({0x1p+38f, 0x1p+38f, 1}, 2, {0, 0, 0}, {0x1p+40f, 0, 0}, {0, 0x1p+40f, 0});
  EXPECT_EQ(exact(fv).relation, Relation::overlapping);
  EXPECT_FALSE(ericson_hit(fv, &q));
  const auto dv = ball_tri<double>({0x1p+258, 0x1p+258, 1}, 2, {0, 0, 0}, {0x1p+260, 0, 0}, {0, 0x1p+260, 0});
  EXPECT_EQ(exact(dv).relation, Relation::overlapping);
  EXPECT_FALSE(ericson_hit(dv, &qd));
}

// --- far from the origin ---------------------------------------------------------------

// At 2^20 in float (2^49 in double) the coordinates are multiples of 1/8.
// The differences are exact, but the book returns the closest point in
// absolute coordinates, a + ab * v + ac * w, rounded to that grid: |q - p| is
// off by up to about 1/8 whatever the size of the shapes (here a triangle
// of side about 2 and a ball of radius about 1).
TEST(ZooEricsonSphereTriangle, FalseHitFarFromTheOrigin) {
  const auto f =
      ball_tri<float>({0x1.00000ap+20f, 0x1.000006p+20f, 0x1.00002p+20f}, 0x1.1ed278p+0f,
                      {0x1.00002p+20f, 0x1.00000ap+20f, 0x1.000018p+20f},
                      {0x1.000002p+20f, 0x1.00001p+20f, 0x1.000002p+20f}, {0x1p+20f, 0x1.00002p+20f, 0x1.00000cp+20f});
  EXPECT_EQ(exact(f).relation, Relation::disjoint);
  EXPECT_GT(exact(f).margin, 0.12);
  EXPECT_TRUE(ericson_hit(f));
  const auto d = ball_tri<double>(
      {0x1.0000000000002p+49, 0x1.000000000000cp+49, 0x1.000000000000bp+49}, 0x1.21bd7d8eb49fbp+0,
      {0x1.000000000000fp+49, 0x1.0000000000007p+49, 0x1.000000000000fp+49},
      {0x1.0000000000005p+49, 0x1.0000000000006p+49, 0x1p+49}, {0x1.0000000000006p+49, 0x1p+49, 0x1.000000000000dp+49});
  EXPECT_EQ(exact(d).relation, Relation::disjoint);
  EXPECT_GT(exact(d).margin, 0.12);
  EXPECT_TRUE(ericson_hit(d));
}

TEST(ZooEricsonSphereTriangle, FalseMissFarFromTheOrigin) {
  const auto f = ball_tri<float>({0x1.000014p+20f, 0x1.00001ep+20f, 0x1.00001ap+20f}, 0x1.649452p+0f,
                                 {0x1.00000cp+20f, 0x1.000006p+20f, 0x1.00000ep+20f},
                                 {0x1.000008p+20f, 0x1.00001ap+20f, 0x1.00000ap+20f},
                                 {0x1.000014p+20f, 0x1.00001cp+20f, 0x1.000002p+20f});
  EXPECT_EQ(exact(f).relation, Relation::overlapping);
  EXPECT_LT(exact(f).margin, -0.12);
  EXPECT_FALSE(ericson_hit(f));
  const auto d = ball_tri<double>({0x1.000000000000ep+49, 0x1p+49, 0x1.000000000000dp+49}, 0x1.768d891eb2b5p+0,
                                  {0x1.0000000000008p+49, 0x1.000000000000bp+49, 0x1.000000000000ep+49},
                                  {0x1.000000000000fp+49, 0x1.000000000000ep+49, 0x1.0000000000009p+49},
                                  {0x1.0000000000004p+49, 0x1p+49, 0x1.0000000000002p+49});
  EXPECT_EQ(exact(d).relation, Relation::overlapping);
  EXPECT_LT(exact(d).margin, -0.12);
  EXPECT_FALSE(ericson_hit(d));
}

// --- the registry -------------------------------------------------------------------------

TEST(ZooEricsonSphereTriangle, RegisteredWithItsDefects) {
  const auto f = gv::specimens::specimens<gv::query::SphereTriangle<float>>();
  const auto d = gv::specimens::specimens<gv::query::SphereTriangle<double>>();
  ASSERT_EQ(f.size(), 1u);
  ASSERT_EQ(d.size(), 1u);
  EXPECT_EQ(f[0].name, "zoo.ericson.TestSphereTriangle");
  EXPECT_EQ(d[0].name, "zoo.ericson.TestSphereTriangle<double>");
  EXPECT_EQ(f[0].expected, gv::query::kFalseHit | gv::query::kFalseMiss);
  EXPECT_EQ(d[0].expected, gv::query::kFalseHit | gv::query::kFalseMiss);
  EXPECT_EQ(f[0].contract.kind, gv::query::ContractKind::exact);
  EXPECT_EQ(d[0].contract.kind, gv::query::ContractKind::exact);
  EXPECT_EQ(f[0].role, gv::query::Role::specimen);
  EXPECT_EQ(d[0].role, gv::query::Role::specimen);
  EXPECT_FALSE(static_cast<bool>(f[0].accepts));  // judged on every valid case, degenerate triangles included
  EXPECT_FALSE(static_cast<bool>(d[0].accepts));
  // the registered adapters answer as the transcription does
  const auto coincident = ball_tri<float>({0x1p+1f, 0, 0}, 0x1.8p+1f, {0, 0, 0}, {0, 0, 0}, {0x1p+2f, 0, 0});
  EXPECT_FALSE(f[0].intersects(coincident));
  const auto tiny = ball_tri<float>({0x1p-2f, 0x1p-2f, 0x1p-80f}, 0, {0, 0, 0}, {1, 0, 0}, {0, 1, 0});
  EXPECT_TRUE(f[0].intersects(tiny));
  const auto huge = ball_tri<double>({0x1p+1023, 0, 0}, 0x1p+600, {0, 0, 0}, {1, 0, 0}, {0, 1, 0});
  EXPECT_TRUE(d[0].intersects(huge));
  EXPECT_TRUE(d[0].intersects(ball_tri<double>({1, 1, 2}, 2, {0, 0, 0}, {4, 0, 0}, {0, 4, 0})));
  EXPECT_FALSE(d[0].intersects(ball_tri<double>({1, 1, 2}, 1.75, {0, 0, 0}, {4, 0, 0}, {0, 4, 0})));
}

}  // namespace

}  // namespace gv_specimens_zoo_ericson_sphere_triangle_test
