// SPDX-License-Identifier: MIT
// Bug zoo: Woop, Benthin, Wald 2013, the watertight ray-triangle test
// (appendix A pseudo-code, no back-face culling; float with the double
// fallback, and a double port with the fallback in long double). The
// specification of the transcription: each per-case defect has a hand case
// whose exact answer is given in the comment, the assertion pins what the
// routine answers; and the property it is built for, watertightness, is
// checked on closed meshes.
//
// Exact meaning (query/cases.h): the ray is {o + t d : tmin <= t <= tmax},
// the triangle its closed convex hull; touching counts as intersecting. The
// routine's ray is 0 <= t <= hit.t (hit.t = tmax on entry). The exact triple
// products s_i = d . ((p_j - o) x (p_k - o)), (i, j, k) = (0, 1, 2), (1, 2, 0),
// (2, 0, 1), decide the line: it meets the triangle iff they do not have
// strictly opposite signs; s_2 = 0 means it passes through the edge p0 p1.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_woop_watertight.h"
#include "octahedron.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_woop_test {

namespace {

namespace wo = gv::specimens::woop;

template <class T>
struct P {
  T x, y, z;
};

template <class T>
bool intersect(P<T> o, P<T> d, P<T> p0, P<T> p1, P<T> p2, wo::Hit<T>& hit,
               T tmax = std::numeric_limits<T>::infinity()) {
  const wo::Ray<T> ray{{{o.x, o.y, o.z}}, {{d.x, d.y, d.z}}};
  const wo::Triangle<T> tri{{{p0.x, p0.y, p0.z}}, {{p1.x, p1.y, p1.z}}, {{p2.x, p2.y, p2.z}}};
  hit = wo::Hit<T>{};
  hit.t = tmax;
  return wo::intersect(ray, tri, hit);
}

template <class T>
bool hits(P<T> o, P<T> d, P<T> p0, P<T> p1, P<T> p2) {
  wo::Hit<T> hit;
  return intersect(o, d, p0, p1, p2, hit);
}

// ---- right answers ----------------------------------------------------------

template <class T>
void clean_cases() {
  const P<T> p0{0, 0, 0}, p1{1, 0, 0}, p2{0, 1, 0};
  wo::Hit<T> hit;
  // A clean hit at (1/4, 1/4, 0), t = 1, barycentrics (1/2, 1/4, 1/4).
  ASSERT_TRUE(intersect(P<T>{T(0.25), T(0.25), 1}, P<T>{0, 0, -1}, p0, p1, p2, hit));
  EXPECT_EQ(hit.t, T(1));
  EXPECT_EQ(hit.u, T(0.5));
  EXPECT_EQ(hit.v, T(0.25));
  EXPECT_EQ(hit.w, T(0.25));
  // The back face is a hit as well (no culling).
  EXPECT_TRUE(hits(P<T>{T(0.25), T(0.25), -1}, P<T>{0, 0, 1}, p0, p1, p2));
  // A clean miss: (2, 2, 0) is outside.
  EXPECT_FALSE(hits(P<T>{2, 2, 1}, P<T>{0, 0, -1}, p0, p1, p2));
  // Behind the origin: T < 0 is rejected by the routine itself.
  EXPECT_FALSE(hits(P<T>{T(0.25), T(0.25), -1}, P<T>{0, 0, -1}, p0, p1, p2));
  // Beyond the far end hit.t = 1/2 (the triangle is at t = 1).
  EXPECT_FALSE(intersect(P<T>{T(0.25), T(0.25), 1}, P<T>{0, 0, -1}, p0, p1, p2, hit, T(0.5)));
  // A ray exactly through a vertex and exactly through an edge of this
  // triangle: the fallback decides the zero edge functions exactly here.
  EXPECT_TRUE(hits(P<T>{1, 0, 1}, P<T>{0, 0, -1}, p0, p1, p2));
  EXPECT_TRUE(hits(P<T>{T(0.5), T(0.5), 1}, P<T>{0, 0, -1}, p0, p1, p2));
}

TEST(ZooWoop, CleanHitMissAndBehind) {
  clean_cases<float>();
  clean_cases<double>();
}

// ---- defects ----------------------------------------------------------------

// Defect (false hit): a point-like ray. Exact: d = 0 is the single point
// o = (5, 5, 5), not on the triangle: disjoint. kz = 2, Sx = Sy = 0/0 = NaN,
// so Ax ... Cy, U, V, W, det and T are NaN; every comparison is false and the
// routine reports a hit with t = NaN.
template <class T>
void zero_direction() {
  wo::Hit<T> hit;
  EXPECT_TRUE(intersect(P<T>{5, 5, 5}, P<T>{0, 0, 0}, P<T>{0, 0, 0}, P<T>{1, 0, 0}, P<T>{0, 1, 0}, hit));
  EXPECT_TRUE(std::isnan(hit.t));
}

TEST(ZooWoop, ZeroDirectionHitsEverything) {
  zero_direction<float>();
  zero_direction<double>();
}

// Defect (false miss, float): a ray exactly through an edge. Exact: d =
// (p0 + p1)/2 - o exactly (every value a multiple of 2^-12 below 2^2), the
// ray reaches the midpoint of p0 p1 at t = 1: touching (s_0 = s_1 =
// -22966865296 * 2^-36, s_2 = 0). The rounded shear moves the sheared edge
// off the origin: W != 0, of the other sign.
TEST(ZooWoop, RayThroughAnEdgeIsAMissFloat) {
  EXPECT_FALSE(hits(P<float>{0x1.29ap-1f, 0x1.7b8p-3f, 0x1.52p-2f}, P<float>{-0x1.9dcp-2f, 0x1.59cp-2f, -0x1.86bp+0f},
                    P<float>{0x1.e78p+0f, -0x1.dp-1f, -0x1.fa4p-2f}, P<float>{-0x1.8ccp+0f, 0x1.f3cp+0f, -0x1.e5dp+0f},
                    P<float>{0x1.2e2p-1f, 0x1.14p-5f, 0x1.45p+0f}));
}

// The same in double (multiples of 2^-28): exact, the ray reaches the
// midpoint of p0 p1 at t = 1: touching (s_0 = s_1 =
// 6321779831136316503883776 * 2^-84, s_2 = 0).
TEST(ZooWoop, RayThroughAnEdgeIsAMissDouble) {
  EXPECT_FALSE(hits(P<double>{-0x1.aa433p+0, 0x1.94200ep-3, -0x1.822c8ecp-2},
                    P<double>{0x1.23aa31p+0, -0x1.487b94cp-2, 0x1.1693f42p-1},
                    P<double>{-0x1.4f73936p-1, -0x1.1a8651cp-2, -0x1.1baf822p+0},
                    P<double>{-0x1.95e0d14p-2, 0x1.daf364p-6, 0x1.712d2eep+0},
                    P<double>{-0x1.8334822p+0, -0x1.1631a6cp-2, -0x1.85b54b1p+0}));
}

// Defect (false hit, float): a ray just beside an edge. Exact: s_0 =
// 608470252197, s_1 = 608267197425, s_2 = -7650 (units of 2^-36): the line
// passes just outside the edge p0 p1: disjoint.
TEST(ZooWoop, RayBesideAnEdgeIsAHitFloat) {
  EXPECT_TRUE(hits(P<float>{0x1.d5bp+0f, 0x1.b58p+0f, 0x1.bf5p+0f}, P<float>{-0x1.0b28p+1f, -0x1.cbap-1f, -0x1.bc3p+0f},
                   P<float>{-0x1.f7dp+0f, 0x1.67ap-1f, -0x1.958p-3f}, P<float>{0x1.76bp+0f, 0x1.d72p-1f, 0x1.c78p-3f},
                   P<float>{0x1.ae2p-1f, -0x1.d09p+0f, 0x1.ad8p+0f}));
}

// The same in double. Exact: s_0 = 127906811270162714040509482926080,
// s_1 = 127906811270162314609925344460800, s_2 = -21878338116442602 (units of
// 2^-106): disjoint.
TEST(ZooWoop, RayBesideAnEdgeIsAHitDouble) {
  EXPECT_TRUE(hits(P<double>{0x1.5a0927p-4, -0x1.123f31ep-1, 0x1.be895cfp+0},
                   P<double>{-0x1.193264fffffep-2, 0x1.1a07dbefffffcp+0, -0x1.762cc41800004p+1},
                   P<double>{0x1.00a7e9ep+0, -0x1.de29f8p-3, -0x1.9e83f53p+0},
                   P<double>{-0x1.61fff78p+0, 0x1.5d95c5p+0, -0x1.7a38c2ap-1},
                   P<double>{-0x1.339a89p-2, 0x1.a72e74ap-1, -0x1.4023768p-2}));
}

// ---- watertightness -----------------------------------------------------------

// A closed octahedron (vertex 0/1 near +-x, 2/3 near +-y, 4/5 near +-z, one
// face per octant, wound towards the interior point o as the suite's mesh
// generator winds them), with every vertex on a grid fine enough that every
// target point below and every direction target - o is exact.
template <class T>
using Octahedron = gv::test_support::Octahedron<P<T>>;

// The ray from o through a + s (b - a), exactly (asserted), and the number of
// the faces containing that point (the faces containing both a and b, or,
// for s == 0, a) that the routine reports hit.
template <class T>
int hits_at_crossing(const Octahedron<T>& m, int a, int b, T s) {
  const P<T>& A = m.v[a];
  const P<T>& B = m.v[b];
  const P<T> q{A.x + s * (B.x - A.x), A.y + s * (B.y - A.y), A.z + s * (B.z - A.z)};
  using W = long double;
  EXPECT_EQ(W(q.x), W(A.x) + W(s) * (W(B.x) - W(A.x)));
  EXPECT_EQ(W(q.y), W(A.y) + W(s) * (W(B.y) - W(A.y)));
  EXPECT_EQ(W(q.z), W(A.z) + W(s) * (W(B.z) - W(A.z)));
  const P<T> d{q.x - m.o.x, q.y - m.o.y, q.z - m.o.z};
  EXPECT_EQ(W(d.x), W(q.x) - W(m.o.x));
  EXPECT_EQ(W(d.y), W(q.y) - W(m.o.y));
  EXPECT_EQ(W(d.z), W(q.z) - W(m.o.z));
  int n = 0, faces = 0;
  for (int k = 0; k < 8; ++k) {
    if (!m.has(k, a) || (s != T(0) && !m.has(k, b))) continue;
    ++faces;
    n += hits(m.o, d, m.v[m.f[k][0]], m.v[m.f[k][1]], m.v[m.f[k][2]]) ? 1 : 0;
  }
  EXPECT_EQ(faces, s != T(0) ? 2 : 4);
  return n;
}

// Every edge at 1/4, 1/2, 3/4 and every vertex: at least one of the faces
// containing the crossing point is hit.
template <class T>
void watertight(const Octahedron<T>& m) {
  for (int k = 0; k < 8; ++k) {
    for (int e = 0; e < 3; ++e) {
      const int a = m.f[k][e], b = m.f[k][(e + 1) % 3];
      for (T s : {T(0.25), T(0.5), T(0.75)}) EXPECT_GE(hits_at_crossing(m, a, b, s), 1) << a << "-" << b << " " << s;
    }
  }
  for (int a = 0; a < 6; ++a) EXPECT_GE(hits_at_crossing(m, a, a, T(0)), 1) << "vertex " << a;
}

// The meshes of zoo_moller_trumbore_test.cpp, where Moller-Trumbore leaks
// through the edge v4 v1 (float) and v4 v0 (double): Woop does not.
TEST(ZooWoop, WatertightOnAClosedMeshFloat) {
  const P<float> v[6] = {{0x1.452p-1f, -0x1.888p-3f, 0x1.51p-3f},   {-0x1.271p+0f, 0x1.bcp-5f, 0x1.7p-6f},
                         {-0x1.c8p-4f, 0x1.b3cp-1f, 0x1.f1p-4f},    {-0x1.79p-4f, -0x1.8b4p-1f, -0x1.3ep-4f},
                         {-0x1.3dp-3f, -0x1.61p-3f, 0x1.2d1p+0f},   {-0x1.6p-5f, -0x1.4ep-5f, -0x1.8dp-1f}};
  const Octahedron<float> mesh(v, {0x1p-6f, -0x1.5p-8f, -0x1.3p-6f});
  watertight(mesh);
  EXPECT_GE(hits_at_crossing(mesh, 4, 1, 0.5f), 1);
}

TEST(ZooWoop, WatertightOnAClosedMeshDouble) {
  const P<double> v[6] = {{0x1.574fb36p+0, -0x1.2f63a3p-3, -0x1.49426ap-3},
                          {-0x1.35b6421p+0, -0x1.3d66d9p-3, -0x1.8f0aa6p-3},
                          {0x1.5c0ff58p-3, 0x1.bc6f8d2p-1, 0x1.5483558p-3},
                          {-0x1.a404f2p-4, -0x1.4da2916p+0, 0x1.14b61dp-4},
                          {-0x1.a17d3ap-4, -0x1.cb7066p-4, 0x1.1e5fd9ap+0},
                          {0x1.cf0364p-4, -0x1.05705p-4, -0x1.03c63eap+0}};
  const Octahedron<double> mesh(v, {-0x1.5274bp-8, 0x1.77c62p-8, -0x1.0c1d4cp-6});
  watertight(mesh);
  EXPECT_GE(hits_at_crossing(mesh, 4, 0, 0.5), 1);
}

// An axis octahedron on the integer grid far from the coordinate origin (the
// suite's exact mesh class), rays from an interior point off its centre.
TEST(ZooWoop, WatertightOnAnAxisOctahedron) {
  const float c = 0x1.8p+20f;
  const P<float> v[6] = {{c + 6, c, c}, {c - 10, c, c}, {c, c + 14, c}, {c, c - 2 * 9, c}, {c, c, c + 22}, {c, c, c - 26}};
  watertight(Octahedron<float>(v, {c + 1, c - 1, c + 1}));
}

// ---- the registry's rows ------------------------------------------------------

template <class T>
const gv::query::Implementation<gv::query::RayTriangle<T>>& row(
    const std::vector<gv::query::Implementation<gv::query::RayTriangle<T>>>& all, const std::string& name) {
  for (const auto& impl : all)
    if (impl.name == name) return impl;
  ADD_FAILURE() << "no specimen named " << name;
  static const gv::query::Implementation<gv::query::RayTriangle<T>> none;
  return none;
}

// The adapter passes hit.t = tmax and drops a returned t < tmin.
template <class T>
void registry_rows() {
  namespace q = gv::query;
  const auto all = gv::specimens::specimens<q::RayTriangle<T>>();
  q::RayTriangle<T> c{};
  c.tri = {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  c.ray.o = {T(0.25), T(0.25), 1};
  c.ray.dir = {0, 0, -1};  // t = 1
  for (const char* name : {"zoo.woop13.watertight", "zoo.woop13.watertight [watertight]"}) {
    const auto& impl = row(all, name);
    ASSERT_TRUE(static_cast<bool>(impl.intersects)) << name;
    EXPECT_FALSE(static_cast<bool>(impl.accepts)) << name;
    q::RayTriangle<T> k = c;
    EXPECT_TRUE(impl.intersects(k)) << name;
    k.ray.tmax = 1;
    EXPECT_TRUE(impl.intersects(k)) << name;
    k.ray.tmax = T(0.5);
    EXPECT_FALSE(impl.intersects(k)) << name;
    k.ray.tmin = 1;
    k.ray.tmax = 2;
    EXPECT_TRUE(impl.intersects(k)) << name;
    k.ray.tmin = T(1.5);
    EXPECT_FALSE(impl.intersects(k)) << name;
  }
  EXPECT_EQ(row(all, "zoo.woop13.watertight").contract.kind, q::ContractKind::exact);
  EXPECT_EQ(row(all, "zoo.woop13.watertight [watertight]").contract.kind, q::ContractKind::watertight);
  EXPECT_EQ(row(all, "zoo.woop13.watertight [watertight]").expected, unsigned(q::kNoDefect));
}

TEST(ZooWoop, RegistryRows) {
  registry_rows<float>();
  registry_rows<double>();
}

}  // namespace

}  // namespace gv_specimens_zoo_woop_test
