// SPDX-License-Identifier: MIT
// Bug zoo: Moller & Trumbore 1997, intersect_triangle in three variants (the
// paper's EPSILON = 1e-6, EPSILON = 0, TEST_CULL). The specification of the
// transcription, defects included: each defect has a hand case whose exact
// answer is given in the comment; the assertion pins what the routine
// actually answers.
//
// Exact meaning (query/cases.h): the ray is {o + t d : tmin <= t <= tmax},
// the triangle its closed convex hull; touching counts as intersecting. The
// routine returns 1 for any t; a caller with a ray keeps the hit only if
// tmin <= t <= tmax (the registry's adapter), here on the half-line t >= 0.
// The exact triple products quoted below are s_i = d . ((p_j - o) x (p_k - o))
// for (i, j, k) = (0, 1, 2), (1, 2, 0), (2, 0, 1): the line meets the
// triangle iff they do not have strictly opposite signs; s_2 = 0 means the
// line passes through the line of the edge p0 p1.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <string>

#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_moller_trumbore.h"
#include "octahedron.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_specimens_zoo_moller_trumbore_test {

namespace {

namespace mt = gv::specimens::moller_trumbore;

enum class Variant { epsilon, epsilon0, cull };

template <class T>
struct P {
  T x, y, z;
};

template <class T>
int call(Variant w, P<T> o, P<T> d, P<T> p0, P<T> p1, P<T> p2, T& t) {
  T orig[3] = {o.x, o.y, o.z}, dir[3] = {d.x, d.y, d.z};
  T vert0[3] = {p0.x, p0.y, p0.z}, vert1[3] = {p1.x, p1.y, p1.z}, vert2[3] = {p2.x, p2.y, p2.z};
  T u = 0, v = 0;
  t = 0;
  switch (w) {
    case Variant::epsilon: return mt::intersect_triangle(orig, dir, vert0, vert1, vert2, &t, &u, &v);
    case Variant::epsilon0: return mt::intersect_triangle(orig, dir, vert0, vert1, vert2, &t, &u, &v, 0.0);
    case Variant::cull: return mt::intersect_triangle_cull(orig, dir, vert0, vert1, vert2, &t, &u, &v);
  }
  return 0;
}

// The caller's answer on the half-line t >= 0.
template <class T>
bool hits(Variant w, P<T> o, P<T> d, P<T> p0, P<T> p1, P<T> p2) {
  T t;
  return call(w, o, d, p0, p1, p2, t) != 0 && T(0) <= t && t <= std::numeric_limits<T>::infinity();
}

constexpr Variant kAll[] = {Variant::epsilon, Variant::epsilon0, Variant::cull};

// ---- right answers ----------------------------------------------------------

// The unit right triangle in z = 0 seen from above: det = edge1 . (d x edge2)
// = 1 (the front face for TEST_CULL: d . n = -1 with n = e1 x e2 = (0, 0, 1)).
template <class T>
void clean_cases() {
  const P<T> p0{0, 0, 0}, p1{1, 0, 0}, p2{0, 1, 0};
  for (Variant w : kAll) {
    T t = -1;
    // A clean hit at the point (1/4, 1/4, 0), t = 1 exactly.
    EXPECT_EQ(call(w, P<T>{T(0.25), T(0.25), 1}, P<T>{0, 0, -1}, p0, p1, p2, t), 1);
    EXPECT_EQ(t, T(1));
    // A clean miss: the point (2, 2, 0) is outside (u = 2 > 1).
    EXPECT_EQ(call(w, P<T>{2, 2, 1}, P<T>{0, 0, -1}, p0, p1, p2, t), 0);
    // Behind the origin: the routine returns 1 with t = -1; the caller drops it.
    EXPECT_EQ(call(w, P<T>{T(0.25), T(0.25), -1}, P<T>{0, 0, -1}, p0, p1, p2, t), 1);
    EXPECT_EQ(t, T(-1));
    EXPECT_FALSE(hits(w, P<T>{T(0.25), T(0.25), -1}, P<T>{0, 0, -1}, p0, p1, p2));
  }
  // TEST_CULL: the same triangle from below is its back face (det = -1).
  EXPECT_FALSE(hits(Variant::cull, P<T>{T(0.25), T(0.25), -1}, P<T>{0, 0, 1}, p0, p1, p2));
  EXPECT_TRUE(hits(Variant::epsilon, P<T>{T(0.25), T(0.25), -1}, P<T>{0, 0, 1}, p0, p1, p2));
}

TEST(ZooMollerTrumbore, CleanHitMissAndBehind) {
  clean_cases<float>();
  clean_cases<double>();
}

// ---- defects ----------------------------------------------------------------

// Defect (false miss; EPSILON and TEST_CULL): EPSILON is absolute. Exact: the
// triangle (0,0,0), (2^-10,0,0), (0,2^-10,0) is crossed at its interior point
// (2^-12, 2^-12, 0) at t = 1: overlapping. det = 2^-10 * 2^-10 = 2^-20 <
// 1e-6, so both EPSILON variants reject it; EPSILON = 0 gets it right.
template <class T>
void small_triangle() {
  const P<T> o{T(0x1p-12), T(0x1p-12), 1}, d{0, 0, -1};
  const P<T> p0{0, 0, 0}, p1{T(0x1p-10), 0, 0}, p2{0, T(0x1p-10), 0};
  EXPECT_FALSE(hits(Variant::epsilon, o, d, p0, p1, p2));
  EXPECT_FALSE(hits(Variant::cull, o, d, p0, p1, p2));
  EXPECT_TRUE(hits(Variant::epsilon0, o, d, p0, p1, p2));
}

TEST(ZooMollerTrumbore, SmallTriangleIsAMiss) {
  small_triangle<float>();
  small_triangle<double>();
}

// Defect (false miss, EPSILON = 0; EPSILON rejects it too, by design): a ray
// lying in the triangle's plane. Exact: o = (-1, 1/4, 0), d = (1, 0, 0) runs
// through the triangle from (0, 1/4, 0) to (3/4, 1/4, 0): touching. det = 0,
// inv_det = 1/0 = +inf, u = 0 * inf = NaN and v = 0 * inf = NaN pass the
// bounds tests (comparisons with NaN are false), the routine returns 1 with
// t = 0 * inf = NaN, and the caller's tmin <= t fails.
template <class T>
void in_plane() {
  const P<T> o{-1, T(0.25), 0}, d{1, 0, 0}, p0{0, 0, 0}, p1{1, 0, 0}, p2{0, 1, 0};
  T t = 0;
  EXPECT_EQ(call(Variant::epsilon0, o, d, p0, p1, p2, t), 1);
  EXPECT_TRUE(std::isnan(t));
  EXPECT_FALSE(hits(Variant::epsilon0, o, d, p0, p1, p2));
  EXPECT_FALSE(hits(Variant::epsilon, o, d, p0, p1, p2));
}

TEST(ZooMollerTrumbore, RayInThePlaneIsAMiss) {
  in_plane<float>();
  in_plane<double>();
}

// Defect (false hit, EPSILON = 0): division by det == 0. Exact: o = (1/4,
// -1, 1), d = (0, 2, 0) stays at z = 1, above the plane z = 0: disjoint.
// d = 2 (p2 - p0), so pvec = d x edge2 = 0 and det = +0, inv_det = +inf;
// u = 0 * inf = NaN passes, qvec = tvec x edge1 = (0, 1, 1), v = 2 * inf =
// +inf passes (u + v = NaN), t = 1 * inf = +inf: returned 1, and t = +inf
// passes the caller's 0 <= t <= tmax = +inf.
template <class T>
void parallel_divides_by_zero() {
  const P<T> o{T(0.25), -1, 1}, d{0, 2, 0}, p0{0, 0, 0}, p1{1, 0, 0}, p2{0, 1, 0};
  T t = 0;
  EXPECT_EQ(call(Variant::epsilon0, o, d, p0, p1, p2, t), 1);
  EXPECT_EQ(t, std::numeric_limits<T>::infinity());
  EXPECT_TRUE(hits(Variant::epsilon0, o, d, p0, p1, p2));
  EXPECT_FALSE(hits(Variant::epsilon, o, d, p0, p1, p2));  // right, by |det| < EPSILON
}

TEST(ZooMollerTrumbore, ParallelRayDividesByZero) {
  parallel_divides_by_zero<float>();
  parallel_divides_by_zero<double>();
}

// Defect (false miss, all three variants, float): a ray exactly through an
// edge. Exact: d = (p0 + p1)/2 - o exactly (every value is a multiple of
// 2^-12 below 2^2), so the ray reaches the midpoint of the edge p0 p1 at
// t = 1: touching (s_0 = s_1 = -22966865296 * 2^-36, s_2 = 0; front face for
// TEST_CULL). The rounded u or v comes out negative.
TEST(ZooMollerTrumbore, RayThroughAnEdgeIsAMissFloat) {
  const P<float> o{0x1.29ap-1f, 0x1.7b8p-3f, 0x1.52p-2f}, d{-0x1.9dcp-2f, 0x1.59cp-2f, -0x1.86bp+0f};
  const P<float> p0{0x1.e78p+0f, -0x1.dp-1f, -0x1.fa4p-2f}, p1{-0x1.8ccp+0f, 0x1.f3cp+0f, -0x1.e5dp+0f},
      p2{0x1.2e2p-1f, 0x1.14p-5f, 0x1.45p+0f};
  for (Variant w : kAll) EXPECT_FALSE(hits(w, o, d, p0, p1, p2));
}

// The same in double (values multiples of 2^-28 below 2^2): exact, the ray
// reaches the midpoint of p0 p1 at t = 1: touching (s_2 = 0,
// s_0 = s_1 = 16664396324542951433699328 * 2^-84). EPSILON and EPSILON = 0
// miss.
TEST(ZooMollerTrumbore, RayThroughAnEdgeIsAMissDouble) {
  const P<double> o{0x1.4a1877p-4, -0x1.045ce68p+0, 0x1.48a2e63p+0}, d{-0x1.2a524b3p+0, 0x1.32054bap-1, -0x1.d17e858p+0};
  const P<double> p0{-0x1.c2fb19ap-1, -0x1.7d273d6p-1, -0x1.057753p-2},
      p1{-0x1.49e3fabp+0, -0x1.820e2bp-4, -0x1.a0b2d3cp-1}, p2{0x1.60e42fp-2, -0x1.9636bp-4, -0x1.789d73bp+0};
  EXPECT_FALSE(hits(Variant::epsilon, o, d, p0, p1, p2));
  EXPECT_FALSE(hits(Variant::epsilon0, o, d, p0, p1, p2));
}

// TEST_CULL, double: exact, d = (p0 + p1)/2 - o, the front face (d . n < 0)
// reached at the midpoint of p0 p1 at t = 1: touching
// (s_0 = s_1 = -12326762150153615698821120 * 2^-84, s_2 = 0). The
// unnormalized u or v comes out negative.
TEST(ZooMollerTrumbore, CulledRayThroughAnEdgeIsAMissDouble) {
  const P<double> o{0x1.c759c66p+0, -0x1.289909ap-1, -0x1.3c675bp-1}, d{-0x1.5d192658p+1, -0x1.a71c1f8p-1, 0x1.30e4ed9p+0};
  const P<double> p0{-0x1.18948ap+0, -0x1.d07eb61p+0, 0x1.dfd828p-6},
      p1{-0x1.9a39054p-1, -0x1.fe6ce62p-1, 0x1.1de31f8p+0}, p2{0x1.c4dabd6p+0, -0x1.d657842p-1, -0x1.114b07p-1};
  EXPECT_FALSE(hits(Variant::cull, o, d, p0, p1, p2));
}

// Defect (false hit, all three variants, float): a ray just beside an edge.
// Exact: s_0 = -14943564483, s_1 = -14949268897, s_2 = +2258 (units of
// 2^-36): s_2 has the other sign, the line passes just outside the edge
// p0 p1: disjoint (front face for TEST_CULL). The rounded u, v accept it.
TEST(ZooMollerTrumbore, RayBesideAnEdgeIsAHitFloat) {
  const P<float> o{0x1.96ap+0f, 0x1.6fap-1f, -0x1.948p-3f}, d{-0x1.2aap+1f, -0x1.b1cp-1f, 0x1.d68p-3f};
  const P<float> p0{-0x1.a2p-5f, -0x1.626p-1f, -0x1.4cp-3f}, p1{-0x1.705p+0f, 0x1.bbcp-2f, 0x1.dp-3f},
      p2{-0x1.b86p+0f, -0x1.804p-1f, 0x1.9c8p-3f};
  for (Variant w : kAll) EXPECT_TRUE(hits(w, o, d, p0, p1, p2));
}

// The same in double, EPSILON and EPSILON = 0. Exact: s_0 =
// 127906811270162714040509482926080, s_1 = 127906811270162314609925344460800,
// s_2 = -21878338116442602 (units of 2^-106): disjoint.
TEST(ZooMollerTrumbore, RayBesideAnEdgeIsAHitDouble) {
  const P<double> o{0x1.5a0927p-4, -0x1.123f31ep-1, 0x1.be895cfp+0},
      d{-0x1.193264fffffep-2, 0x1.1a07dbefffffcp+0, -0x1.762cc41800004p+1};
  const P<double> p0{0x1.00a7e9ep+0, -0x1.de29f8p-3, -0x1.9e83f53p+0},
      p1{-0x1.61fff78p+0, 0x1.5d95c5p+0, -0x1.7a38c2ap-1}, p2{-0x1.339a89p-2, 0x1.a72e74ap-1, -0x1.4023768p-2};
  EXPECT_TRUE(hits(Variant::epsilon, o, d, p0, p1, p2));
  EXPECT_TRUE(hits(Variant::epsilon0, o, d, p0, p1, p2));
}

// TEST_CULL, double. Exact: s_0 = -26045956299269725500900240261120,
// s_1 = -26045956299269862423083247206400, s_2 = +67479731919638150 (units of
// 2^-106): disjoint, front face.
TEST(ZooMollerTrumbore, CulledRayBesideAnEdgeIsAHitDouble) {
  const P<double> o{0x1.61867f8p-1, 0x1.2d95893p+0, 0x1.201a29dp+0},
      d{-0x1.8c8a0ba000004p+0, -0x1.62056cb8p+1, -0x1.abc9a1ffffffcp+0};
  const P<double> p0{-0x1.eb554d8p-1, -0x1.2d5f162p+0, -0x1.16506fp-3},
      p1{-0x1.83c5e2p-1, -0x1.ff8b8a6p+0, -0x1.e929c5p-1}, p2{0x1.f620442p+0, 0x1.061992dp+0, 0x1.2d663p-6};
  EXPECT_TRUE(hits(Variant::cull, o, d, p0, p1, p2));
}

// ---- watertightness: a leak ---------------------------------------------------

// A closed octahedron: vertex 0/1 near +-x, 2/3 near +-y, 4/5 near +-z, its
// eight faces (one per octant) wound towards the interior point o (the
// winding of the suite's mesh generator), so every face is a front face for
// TEST_CULL.
template <class T>
using Octahedron = gv::test_support::Octahedron<P<T>>;

// The caller's answers for the ray o + t d on every face of m.
template <class T>
int count_hits(const Octahedron<T>& m, Variant w, P<T> d) {
  int hit = 0;
  for (const auto& g : m.f) hit += hits(w, m.o, d, m.v[g[0]], m.v[g[1]], m.v[g[2]]) ? 1 : 0;
  return hit;
}

// Defect (leak, all three variants, float): the ray from o through the
// midpoint q of the edge v4 v1 (exact: all values are multiples of 2^-13
// below 2, q = (v4 + v1)/2 and d = q - o exactly) crosses the surface at q,
// which lies in the two faces (v1, v2, v4) and (v1, v4, v3). MT computes
// u = -0x1.dcec56p-28 in the first and v = -0x1.d7c23ep-27 in the second: it
// misses both, and every other face.
TEST(ZooMollerTrumbore, RayThroughASharedEdgeLeaksFloat) {
  const P<float> v[6] = {{0x1.452p-1f, -0x1.888p-3f, 0x1.51p-3f},   {-0x1.271p+0f, 0x1.bcp-5f, 0x1.7p-6f},
                         {-0x1.c8p-4f, 0x1.b3cp-1f, 0x1.f1p-4f},    {-0x1.79p-4f, -0x1.8b4p-1f, -0x1.3ep-4f},
                         {-0x1.3dp-3f, -0x1.61p-3f, 0x1.2d1p+0f},   {-0x1.6p-5f, -0x1.4ep-5f, -0x1.8dp-1f}};
  const Octahedron<float> mesh(v, {0x1p-6f, -0x1.5p-8f, -0x1.3p-6f});
  const P<float> q{(v[4].x + v[1].x) / 2, (v[4].y + v[1].y) / 2, (v[4].z + v[1].z) / 2};
  ASSERT_EQ(double(q.x) * 2, double(v[4].x) + double(v[1].x));
  ASSERT_EQ(double(q.y) * 2, double(v[4].y) + double(v[1].y));
  ASSERT_EQ(double(q.z) * 2, double(v[4].z) + double(v[1].z));
  const P<float> d{q.x - mesh.o.x, q.y - mesh.o.y, q.z - mesh.o.z};
  EXPECT_EQ(d.x, -0x1.56bp-1f);
  EXPECT_EQ(d.y, -0x1.bap-5f);
  EXPECT_EQ(d.z, 0x1.3c5p-1f);
  for (Variant w : kAll) EXPECT_EQ(count_hits(mesh, w, d), 0);
}

// The same in double (multiples of 2^-29): the ray from o through the
// midpoint of the edge v4 v0, shared by the faces (v0, v4, v2) and
// (v0, v3, v4), misses every face.
TEST(ZooMollerTrumbore, RayThroughASharedEdgeLeaksDouble) {
  const P<double> v[6] = {{0x1.574fb36p+0, -0x1.2f63a3p-3, -0x1.49426ap-3},
                          {-0x1.35b6421p+0, -0x1.3d66d9p-3, -0x1.8f0aa6p-3},
                          {0x1.5c0ff58p-3, 0x1.bc6f8d2p-1, 0x1.5483558p-3},
                          {-0x1.a404f2p-4, -0x1.4da2916p+0, 0x1.14b61dp-4},
                          {-0x1.a17d3ap-4, -0x1.cb7066p-4, 0x1.1e5fd9ap+0},
                          {0x1.cf0364p-4, -0x1.05705p-4, -0x1.03c63eap+0}};
  const Octahedron<double> mesh(v, {-0x1.5274bp-8, 0x1.77c62p-8, -0x1.0c1d4cp-6});
  const P<double> q{(v[4].x + v[0].x) / 2, (v[4].y + v[0].y) / 2, (v[4].z + v[0].z) / 2};
  const P<double> d{q.x - mesh.o.x, q.y - mesh.o.y, q.z - mesh.o.z};
  EXPECT_EQ(d.x, 0x1.3fdcc92p-1);
  EXPECT_EQ(d.y, -0x1.164c1cp-3);
  EXPECT_EQ(d.z, 0x1.fb30ed8p-2);
  for (Variant w : kAll) EXPECT_EQ(count_hits(mesh, w, d), 0);
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

// The adapter keeps tmin <= t <= tmax on the returned t; the culling rows
// accept only front-face cases (exact sign of d . n < 0), both instances.
template <class T>
void registry_rows() {
  namespace q = gv::query;
  const auto all = gv::specimens::specimens<q::RayTriangle<T>>();
  const gv::Triangle<T> tri{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  q::RayTriangle<T> c{};
  c.tri = tri;
  c.ray.o = {T(0.25), T(0.25), 1};
  c.ray.dir = {0, 0, -1};  // t = 1
  for (const char* name :
       {"zoo.moller-trumbore97.intersect_triangle", "zoo.moller-trumbore97.intersect_triangle(EPSILON=0)",
        "zoo.moller-trumbore97.intersect_triangle(TEST_CULL)", "zoo.moller-trumbore97.intersect_triangle [watertight]",
        "zoo.moller-trumbore97.intersect_triangle(EPSILON=0) [watertight]",
        "zoo.moller-trumbore97.intersect_triangle(TEST_CULL) [watertight]"}) {
    const auto& impl = row(all, name);
    ASSERT_TRUE(static_cast<bool>(impl.intersects)) << name;
    q::RayTriangle<T> k = c;
    EXPECT_TRUE(impl.intersects(k)) << name;
    k.ray.tmax = T(0.5);
    EXPECT_FALSE(impl.intersects(k)) << name;
    k.ray.tmax = 1;
    EXPECT_TRUE(impl.intersects(k)) << name;
    k.ray.tmin = T(1.5);
    k.ray.tmax = 2;
    EXPECT_FALSE(impl.intersects(k)) << name;
    k = c;
    k.ray.o.z = -1;  // the triangle behind the origin, t = -1
    EXPECT_FALSE(impl.intersects(k)) << name;
  }
  EXPECT_EQ(row(all, "zoo.moller-trumbore97.intersect_triangle [watertight]").contract.kind,
            q::ContractKind::watertight);
  EXPECT_EQ(row(all, "zoo.moller-trumbore97.intersect_triangle [watertight]").expected, unsigned(q::kLeak));
  const auto& cull = row(all, "zoo.moller-trumbore97.intersect_triangle(TEST_CULL)");
  ASSERT_TRUE(static_cast<bool>(cull.accepts));
  EXPECT_TRUE(cull.accepts(c));  // d . n = -1
  q::RayTriangle<T> back = c;
  back.ray.dir = {0, 0, 1};
  EXPECT_FALSE(cull.accepts(back));  // d . n = +1
  q::RayTriangle<T> parallel = c;
  parallel.ray.dir = {1, 0, 0};
  EXPECT_FALSE(cull.accepts(parallel));  // d . n = 0
  // Tiny and huge magnitudes: the sign is exact where a rounded product is 0.
  q::RayTriangle<T> tiny = c;
  tiny.ray.dir = {std::numeric_limits<T>::denorm_min(), 0, -std::numeric_limits<T>::denorm_min()};
  tiny.tri = {{0, 0, 0}, {std::numeric_limits<T>::denorm_min(), 0, 0}, {0, std::numeric_limits<T>::denorm_min(), 0}};
  EXPECT_TRUE(cull.accepts(tiny));
  tiny.ray.dir.z = -tiny.ray.dir.z;
  EXPECT_FALSE(cull.accepts(tiny));
}

TEST(ZooMollerTrumbore, RegistryRows) {
  registry_rows<float>();
  registry_rows<double>();
}

}  // namespace

}  // namespace gv_specimens_zoo_moller_trumbore_test
