// SPDX-License-Identifier: MIT
// Specification of gv::relation(Sphere, Triangle) (core/sphere_triangle.h).
//
// 1. Hand cases, one or more for every degenerate class (tangent to the
//    face, an edge, a vertex; the centre on the triangle or in its plane;
//    point spheres; degenerate triangles; signed zeros, subnormals, huge
//    values, far from the origin; one ulp either side of tangency), each with
//    its exact answer written out, checked against the exact oracle
//    (exact/sphere_triangle.h) and replayed on the core under the 48 signed
//    axis permutations and the 6 vertex orders (expect_relation.h), in both
//    argument orders, relation and intersects, and through the exact stage
//    alone.
// 2. The filter's bounds (detail/distance_signs.h: kDistVertexBound,
//    kDistDotBound, kDistEdgeBound, kDistSideBound, kDistFaceBound): a family built on their worst cases (a
//    sphere within a few roundings of tangency to the face, an edge or a
//    vertex, with the foot near an edge's end or the face's edges), where
//    every computed polynomial is compared with its exact rational value,
//    every certified sign with the exact sign, and the query with the oracle.
// 3. A differential loop over every generator class (gen/sphere_triangle.h)
//    and a "typical" family, float and double, fixed seed and count.
// 4. Both stages are reached, Stats counts them, invalid input is refused,
//    and the screen's edges raise no flag.
#include <gtest/gtest.h>

#include <algorithm>
#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>

#include "geoverify/core/sphere_triangle.h"
#include "geoverify/exact/rational.h"
#include "geoverify/exact/sphere_triangle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "differential.h"
#include "expect_relation.h"
#include "filter_tally.h"
#include "triangles.h"
#include "ulp_steps.h"
#include "work.h"
#include "fp_flags.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_sphere_triangle_test {

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
using Case = gv::query::SphereTriangle<T>;

/// The exact stage alone, for valid input.
template <class T>
Relation exact_stage(const gv::Sphere<T>& s, const gv::Triangle<T>& tri) {
  if (!(gv::is_valid(s) && gv::is_valid(tri))) return Relation::invalid;
  const double c[3] = {s.c.x, s.c.y, s.c.z};
  const double p[3][3] = {{tri.p0.x, tri.p0.y, tri.p0.z}, {tri.p1.x, tri.p1.y, tri.p1.z}, {tri.p2.x, tri.p2.y, tri.p2.z}};
  return gv::detail::sphere_triangle_exact<T>(c, s.r, p, nullptr);
}

template <class T>
class SphereTriangleTest : public ::testing::Test {
 protected:
  using Tri = gv::Triangle<T>;
  using Sph = gv::Sphere<T>;
  using V = gv::Vec3<T>;

  static V v(double x, double y, double z) { return V{T(x), T(y), T(z)}; }
  static Sph ball(const V& c, double r) { return Sph{c, T(r)}; }
  /// The reference triangle in the plane z = 0: (0,0,0), (4,0,0), (0,4,0).
  static Tri base() { return gv::test_support::corner(T(4), T(0)); }

  /// The oracle must give `want`; the core must give it on every image
  /// (expect_relation.h) and through the exact stage alone.
  static void expect(const Sph& s, const Tri& t, Relation want) {
    gv::test_support::expect_relation(Case<T>{s, t}, want, exact_stage<T>);
  }
  static Sph scaled(const Sph& s, int e) {
    return {{std::ldexp(s.c.x, e), std::ldexp(s.c.y, e), std::ldexp(s.c.z, e)}, std::ldexp(s.r, e)};
  }
  static Tri scaled(const Tri& t, int e) { return gv::test_support::scaled(t, e); }
  static V moved(const V& p, T d) { return V{p.x + d, p.y - d, p.z + d}; }
  static Sph moved(const Sph& s, T d) { return {moved(s.c, d), s.r}; }
  static Tri moved(const Tri& t, T d) { return {moved(t.p0, d), moved(t.p1, d), moved(t.p2, d)}; }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(SphereTriangleTest, Scalars);

// --- 1. hand cases -----------------------------------------------------------

TYPED_TEST(SphereTriangleTest, AboveTheFace) {
  using F = TestFixture;
  const auto A = F::base();
  // the centre above (1, 1, 0): farther than r, at r, nearer
  F::expect(F::ball(F::v(1, 1, 3), 2), A, Relation::disjoint);
  F::expect(F::ball(F::v(1, 1, 2), 2), A, Relation::touching);
  F::expect(F::ball(F::v(1, 1, 1), 2), A, Relation::overlapping);
  // below the face: the triangle has no front or back
  F::expect(F::ball(F::v(1, 1, -2), 2), A, Relation::touching);
  // a large ball that contains the whole triangle
  F::expect(F::ball(F::v(1, 1, 1), 100), A, Relation::overlapping);
}

TYPED_TEST(SphereTriangleTest, TangentToAnEdgeOrAVertex) {
  using F = TestFixture;
  const auto A = F::base();
  // beside the edge y = 0, at distance 5 (3-4-5) from (2, 0, 0)
  F::expect(F::ball(F::v(2, -3, 4), 5), A, Relation::touching);
  F::expect(F::ball(F::v(2, -3, 4), 4.5), A, Relation::disjoint);
  F::expect(F::ball(F::v(2, -3, 4), 5.5), A, Relation::overlapping);
  // beyond the hypotenuse x + y = 4: the foot (2, 2, 0), the offset (1, 1, 0)
  // scaled to length 3 is not a lattice vector, so use (2, 2, 1) (length 3)
  F::expect(F::ball(F::v(4, 4, 1), 3), A, Relation::touching);
  F::expect(F::ball(F::v(4, 4, 1), 2.75), A, Relation::disjoint);
  // beyond the vertex (4, 0, 0) along (2, -1, 2) (length 3), and (0, 0, 0)
  // along (-1, -2, -2)
  F::expect(F::ball(F::v(6, -1, 2), 3), A, Relation::touching);
  F::expect(F::ball(F::v(-1, -2, -2), 3), A, Relation::touching);
  F::expect(F::ball(F::v(-1, -2, -2), 2.75), A, Relation::disjoint);
}

TYPED_TEST(SphereTriangleTest, TheCentreInThePlane) {
  using F = TestFixture;
  const auto A = F::base();
  // on the face, on an edge, at a vertex: always overlapping for r > 0
  F::expect(F::ball(F::v(1, 1, 0), 0.5), A, Relation::overlapping);
  F::expect(F::ball(F::v(2, 0, 0), 0.5), A, Relation::overlapping);
  F::expect(F::ball(F::v(4, 0, 0), 0.5), A, Relation::overlapping);
  // in the plane, outside: tangent in the plane to the edge y = 0, apart
  F::expect(F::ball(F::v(2, -1, 0), 1), A, Relation::touching);
  F::expect(F::ball(F::v(2, -1, 0), 0.5), A, Relation::disjoint);
  // in an oblique plane x + y + z = 3, the centre (2, 2, -1) outside the
  // triangle, sqrt(3/2) from the edge's midpoint (1.5, 1.5, 0)
  const typename F::Tri B{F::v(3, 0, 0), F::v(0, 3, 0), F::v(0, 0, 3)};
  F::expect(F::ball(F::v(2, 2, -1), 1), B, Relation::disjoint);
  F::expect(F::ball(F::v(2, 2, -1), 1.5), B, Relation::overlapping);
}

TYPED_TEST(SphereTriangleTest, PointSpheres) {
  using F = TestFixture;
  const auto A = F::base();
  // on the face, on an edge, at a vertex: touching (a triangle has no
  // interior); beside it and above it: disjoint; r == -0.0 is a point too
  F::expect(F::ball(F::v(1, 1, 0), 0), A, Relation::touching);
  F::expect(F::ball(F::v(2, 2, 0), 0), A, Relation::touching);
  F::expect(F::ball(F::v(0, 4, 0), -0.0), A, Relation::touching);
  F::expect(F::ball(F::v(3, 3, 0), 0), A, Relation::disjoint);
  F::expect(F::ball(F::v(1, 1, 1), -0.0), A, Relation::disjoint);
}

TYPED_TEST(SphereTriangleTest, DegenerateTriangles) {
  using F = TestFixture;
  // collinear vertices (the segment (0,0,0)-(4,0,0), the middle one listed
  // last or repeated): tangent inside it and at its ends, crossed, missed
  for (const typename F::Tri& flat : {typename F::Tri{F::v(0, 0, 0), F::v(4, 0, 0), F::v(2, 0, 0)},
                                      typename F::Tri{F::v(0, 0, 0), F::v(4, 0, 0), F::v(4, 0, 0)}}) {
    F::expect(F::ball(F::v(1, 3, 4), 5), flat, Relation::touching);
    F::expect(F::ball(F::v(6, 0, 0), 2), flat, Relation::touching);
    F::expect(F::ball(F::v(-2, 2, 1), 3), flat, Relation::touching);
    F::expect(F::ball(F::v(1, 3, 4), 5.5), flat, Relation::overlapping);
    F::expect(F::ball(F::v(1, 3, 4), 4.5), flat, Relation::disjoint);
    F::expect(F::ball(F::v(3, 0, 0), 0), flat, Relation::touching);
    F::expect(F::ball(F::v(5, 0, 0), 0), flat, Relation::disjoint);
  }
  // a point triangle
  const typename F::Tri dot{F::v(1, 2, 3), F::v(1, 2, 3), F::v(1, 2, 3)};
  F::expect(F::ball(F::v(3, 3, 5), 3), dot, Relation::touching);
  F::expect(F::ball(F::v(3, 3, 5), 2.75), dot, Relation::disjoint);
  F::expect(F::ball(F::v(1, 2, 3), 0), dot, Relation::touching);
}

TYPED_TEST(SphereTriangleTest, SignedZerosNeverChangeTheAnswer) {
  using F = TestFixture;
  const typename F::Tri An{F::v(-0.0, -0.0, -0.0), F::v(4, -0.0, -0.0), F::v(-0.0, 4, -0.0)};
  F::expect(F::ball(F::v(1, 1, 2), 2), An, Relation::touching);
  F::expect(F::ball(F::v(-0.0, -0.0, 1), 1), An, Relation::touching);
  F::expect(F::ball(F::v(-0.0, -0.0, -0.0), -0.0), F::base(), Relation::touching);
}

TYPED_TEST(SphereTriangleTest, SubnormalsHugeValuesAndFarFromTheOrigin) {
  using F = TestFixture;
  using T = TypeParam;
  constexpr bool kFloat = std::is_same_v<T, float>;
  const auto A = F::base();
  const auto face = F::ball(F::v(1, 1, 2), 2);
  const auto edge = F::ball(F::v(2, -3, 4), 5);
  const auto in = F::ball(F::v(1, 1, 1), 2);
  const auto apart = F::ball(F::v(2, -3, 4), 4.5);
  // every coordinate a multiple of the smallest subnormal (the squares
  // underflow in T), and near the largest value (they overflow)
  for (const int e : {kFloat ? -147 : -1072, kFloat ? 123 : 1019}) {
    F::expect(F::scaled(face, e), F::scaled(A, e), Relation::touching);
    F::expect(F::scaled(edge, e), F::scaled(A, e), Relation::touching);
    F::expect(F::scaled(in, e), F::scaled(A, e), Relation::overlapping);
    F::expect(F::scaled(apart, e), F::scaled(A, e), Relation::disjoint);
  }
  // far from the origin (translations by 2^k are exact here)
  const T off = kFloat ? T(0x1p+18) : T(0x1p+48);
  F::expect(F::moved(face, off), F::moved(A, off), Relation::touching);
  F::expect(F::moved(edge, off), F::moved(A, off), Relation::touching);
  F::expect(F::moved(apart, off), F::moved(A, off), Relation::disjoint);
}

TYPED_TEST(SphereTriangleTest, OneUlpEitherSideOfTangency) {
  using F = TestFixture;
  using T = TypeParam;
  const auto A = F::base();
  const T up = std::nextafter(T(2), T(3)), down = std::nextafter(T(2), T(1));
  // the face: r one ulp short, exact, one ulp long
  F::expect(F::ball(F::v(1, 1, 2), down), A, Relation::disjoint);
  F::expect(F::ball(F::v(1, 1, 2), up), A, Relation::overlapping);
  // the edge x + y = 4: the centre one ulp either side
  F::expect(F::ball(F::v(up, 2, 0), 0), A, Relation::disjoint);
  F::expect(F::ball(F::v(down, 2, 0), 0), A, Relation::touching);
  // a vertex: the centre (6, -1, 2) + one ulp in x
  F::expect(F::ball(F::v(std::nextafter(T(6), T(7)), -1, 2), 3), A, Relation::disjoint);
  F::expect(F::ball(F::v(std::nextafter(T(6), T(5)), -1, 2), 3), A, Relation::overlapping);
  // the smallest subnormal above the face, for a point sphere
  const T tiny = std::numeric_limits<T>::denorm_min();
  F::expect(F::ball(F::v(1, 1, tiny), 0), A, Relation::disjoint);
}

TYPED_TEST(SphereTriangleTest, InvalidInputGivesInvalidAndNoIntersection) {
  using F = TestFixture;
  using T = TypeParam;
  const auto A = F::base();
  for (const T bad : {std::numeric_limits<T>::quiet_NaN(), std::numeric_limits<T>::infinity(),
                      -std::numeric_limits<T>::infinity(), T(-1)}) {
    for (int where = 0; where < 3; ++where) {
      auto s = F::ball(F::v(1, 1, 1), 2);
      auto t = A;
      if (where == 0) s.r = bad;
      else if (where == 1) s.c.y = bad == T(-1) ? std::numeric_limits<T>::quiet_NaN() : bad;
      else t.p2.x = bad == T(-1) ? std::numeric_limits<T>::infinity() : bad;
      gv::Stats st;
      EXPECT_EQ(gv::relation(s, t, &st), Relation::invalid);
      EXPECT_EQ(gv::relation(t, s, &st), Relation::invalid);
      EXPECT_FALSE(gv::intersects(s, t));
      EXPECT_EQ(st.invalid, 2u);
      EXPECT_EQ(st.filter + st.exact, 0u);
      EXPECT_EQ(gv::exact::sphere_triangle(s, t).relation, Relation::invalid);
    }
  }
}

TYPED_TEST(SphereTriangleTest, StatsCountTheStageThatDecided) {
  using F = TestFixture;
  const auto A = F::base();
  gv::Stats st;
  // boxes apart; a vertex inside; the face nearer than r; beside an edge,
  // clear: the filter
  EXPECT_EQ(gv::relation(F::ball(F::v(9, 9, 9), 1), A, &st), Relation::disjoint);
  EXPECT_EQ(gv::relation(F::ball(F::v(4, 1, 0), 1.5), A, &st), Relation::overlapping);
  EXPECT_EQ(gv::relation(F::ball(F::v(1, 1, 1), 2), A, &st), Relation::overlapping);
  EXPECT_EQ(gv::relation(F::ball(F::v(2, -3, 4), 4.5), A, &st), Relation::disjoint);
  EXPECT_EQ(st.filter, 4u);
  EXPECT_EQ(st.exact, 0u);
  // tangent to the face and to an edge: the exact stage
  EXPECT_EQ(gv::relation(F::ball(F::v(1, 1, 2), 2), A, &st), Relation::touching);
  EXPECT_EQ(gv::relation(F::ball(F::v(2, -3, 4), 5), A, &st), Relation::touching);
  EXPECT_EQ(st.exact, 2u);
  EXPECT_EQ(st.filter, 4u);
}

// --- 2. the filter's bounds ----------------------------------------------------

Vec3Q q3(const double (&p)[3]) { return {Rational(p[0]), Rational(p[1]), Rational(p[2])}; }

int sign_of(const Rational& r) { return r > 0 ? 1 : (r < 0 ? -1 : 0); }

struct BoundCounts {
  long decided = 0, undecided = 0;
  double worst = 0;  ///< largest |computed - exact| / bound seen
};

/// Every polynomial of one case (detail::sphere_triangle_filter's: the three
/// V_i, a_i, b_i, E_i and s_i, and F), each within its bound of the exact
/// value, each certified sign exact; and the core equals the oracle. False
/// on a violation (already reported). Cases outside the screen only compare
/// core and oracle.
template <class T>
bool check_bound_case(const Case<T>& c, BoundCounts& n) {
  using gv::detail::Bounded;
  using gv::detail::diff3;
  using gv::exact::cross;
  using gv::exact::dot;
  const double cc[3] = {c.sphere.c.x, c.sphere.c.y, c.sphere.c.z};
  const double r = c.sphere.r;
  const double p[3][3] = {{c.tri.p0.x, c.tri.p0.y, c.tri.p0.z},
                          {c.tri.p1.x, c.tri.p1.y, c.tri.p1.z},
                          {c.tri.p2.x, c.tri.p2.y, c.tri.p2.z}};
  const double in[13] = {cc[0],   cc[1],   cc[2],   r,       p[0][0], p[0][1], p[0][2],
                         p[1][0], p[1][1], p[1][2], p[2][0], p[2][1], p[2][2]};
  if (gv::detail::fast_screen(in, gv::detail::kDistScreenLo, gv::detail::kDistScreenHi)) {
    const Vec3Q C = q3(cc), P[3] = {q3(p[0]), q3(p[1]), q3(p[2])};
    const Rational R2 = Rational(r) * Rational(r);
    const double r2 = r * r;
    const gv::detail::Diff3 w[3] = {diff3(cc, p[0]), diff3(cc, p[1]), diff3(cc, p[2])};
    const gv::detail::Diff3 e[3] = {diff3(p[1], p[0]), diff3(p[2], p[1]), diff3(p[0], p[2])};
    const gv::detail::Diff3 nn = gv::detail::dist_cross(e[2], e[0]);
    const Vec3Q N = cross(P[1] - P[0], P[2] - P[0]);
    struct Item {
      Bounded b;
      Rational exact;
    };
    std::vector<Item> items;
    for (int i = 0; i < 3; ++i) {
      const int j = (i + 1) % 3;
      const Vec3Q W = C - P[i], Wj = C - P[j], E = P[j] - P[i];
      const double ww = w[i].v[0] * w[i].v[0] + w[i].v[1] * w[i].v[1] + w[i].v[2] * w[i].v[2];
      const Rational V = dot(W, W) - R2, a = dot(W, E);
      items.push_back({gv::detail::dist_vertex(ww, r2), V});
      items.push_back({gv::detail::dist_foot(w[i], e[i]), a});
      items.push_back({gv::detail::dist_foot(w[j], e[i]), dot(Wj, E)});
      items.push_back({gv::detail::dist_edge(w[i], e[i], ww, r2), dot(E, E) * V - a * a});
      items.push_back({gv::detail::dist_side(e[i], w[i], nn), dot(cross(E, W), N)});
    }
    const Rational h = dot(N, C - P[0]);
    items.push_back({gv::detail::dist_face(nn, w[0], r2), h * h - R2 * dot(N, N)});
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
  const Relation got = gv::relation(c.sphere, c.tri);
  const Relation want = gv::exact::sphere_triangle(c.sphere, c.tri).relation;
  EXPECT_EQ(got, want) << gv::query::declarations(c);
  return got == want;
}

/// A sphere within a few roundings of tangency: a triangle o, o + s p,
/// o + t q on a scaled integer lattice (small edge vectors, or wide ones
/// whose coordinates fill T's precision, so that the products round in
/// double), a foot X on the face, on an edge or at a vertex, the centre
/// X + k m with m the face normal n, or an edge's outward normal in the
/// plane tilted by n, and r = |k m| rounded to T (exact for the axis-aligned
/// and small lattice vectors, within an ulp otherwise); then a coordinate of
/// the centre, or r, is moved by up to 32 ulps.
template <class T>
Case<T> near_tangency(gv::gen::Prng& rng) {
  const int ex = static_cast<int>(rng.draw(40)) - 20;
  const auto g = [ex](std::int64_t x) { return std::ldexp(T(x), ex); };
  const std::int64_t off = rng.draw(2) ? 0 : int_in(rng, 1 << 12);
  const std::int64_t span = rng.draw(2) ? 8 : (std::is_same_v<T, float> ? 1 << 9 : 1 << 14);
  std::int64_t p[3], q[3];
  for (int i = 0; i < 3; ++i) {
    p[i] = int_in(rng, span);
    q[i] = int_in(rng, span);
  }
  std::int64_t n[3] = {p[1] * q[2] - p[2] * q[1], p[2] * q[0] - p[0] * q[2], p[0] * q[1] - p[1] * q[0]};
  if (n[0] == 0 && n[1] == 0 && n[2] == 0) {
    p[0] += 1, q[1] += 1;
    n[0] = p[1] * q[2] - p[2] * q[1], n[1] = p[2] * q[0] - p[0] * q[2], n[2] = p[0] * q[1] - p[1] * q[0];
  }
  const std::int64_t s = 1 + static_cast<std::int64_t>(rng.draw(4)), t = 1 + static_cast<std::int64_t>(rng.draw(4));
  // The foot X = x p + y q: on the edge o-(o + s p), at o, inside, or beyond o.
  std::int64_t x = 0, y = 0;
  std::int64_t m[3] = {n[0], n[1], n[2]};
  switch (rng.draw(4)) {
    case 0:  // inside the face, along the normal
      x = 1, y = 1;
      break;
    case 1: {  // on the edge o-(o + s p), outward in the plane (m = p x n points away from q's side or not)
      x = static_cast<std::int64_t>(rng.draw(static_cast<std::uint64_t>(s + 1)));
      const std::int64_t pn[3] = {p[1] * n[2] - p[2] * n[1], p[2] * n[0] - p[0] * n[2], p[0] * n[1] - p[1] * n[0]};
      for (int i = 0; i < 3; ++i) m[i] = pn[i] + (rng.draw(2) ? n[i] : 0);
      break;
    }
    case 2:  // at the vertex o, away from the triangle
      for (int i = 0; i < 3; ++i) m[i] = -(p[i] + q[i]) + int_in(rng, 2);
      break;
    default:  // beyond o along the face: the foot outside
      x = -1, y = int_in(rng, 2);
      break;
  }
  const std::int64_t k = 1 + static_cast<std::int64_t>(rng.draw(3));
  Case<T> c{};
  gv::Vec3<T> vt[3]{};
  double len2 = 0;
  for (int i = 0; i < 3; ++i) {
    gv::set(vt[0], i, g(off));
    gv::set(vt[1], i, g(off + s * p[i]));
    gv::set(vt[2], i, g(off + t * q[i]));
    gv::set(c.sphere.c, i, g(off + x * p[i] + y * q[i] + k * m[i]));
    len2 += static_cast<double>(k * m[i]) * static_cast<double>(k * m[i]);
  }
  c.tri = {vt[0], vt[1], vt[2]};
  c.sphere.r = std::ldexp(static_cast<T>(std::sqrt(len2)), ex);
  if (rng.draw(3) == 0) {
    c.sphere.r = ulps(c.sphere.r, jitter(rng));
    if (c.sphere.r < T(0)) c.sphere.r = T(0);
  } else {
    const int ax = static_cast<int>(rng.draw(3));
    gv::set(c.sphere.c, ax, ulps(gv::get(c.sphere.c, ax), jitter(rng)));
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

TEST(SphereTriangleBounds, PolynomialsNearTangency) {
  bound_family<float>(41, work(8000), "float");
  bound_family<double>(42, work(8000), "double");
}

TEST(SphereTriangleBounds, TheFilterReachesEveryOutcome) {
  // Float input is evaluated in double, so about one float case in 200 is
  // left undecided: the sanitizer build keeps the whole float family.
  gv::test_support::expect_every_outcome(gv::test_support::filter_family(43, work(4000, 4000), near_tangency<float>),
                                         gv::test_support::filter_family(44, work(4000), near_tangency<double>));
}

TEST(SphereTriangleBounds, ScreenEdges) {
  // Coordinates at and just beyond the screen's ends [2^-64, 2^128] (the
  // largest coordinate is 5 units; float cannot pass 2^128), float and
  // double: the core answers exactly on both sides, raising no flag.
  const auto check = [](auto unit) {
    using T = decltype(unit);
    const gv::Triangle<T> t{{0, 0, 0}, {4 * unit, 0, 0}, {0, 4 * unit, 0}};
    const gv::Sphere<T> balls[3] = {{{unit, unit, unit}, 2 * unit},
                                    {{2 * unit, -3 * unit, 4 * unit}, 5 * unit},
                                    {{2 * unit, -3 * unit, 4 * unit}, T(4.5) * unit}};
    const Relation want[3] = {Relation::overlapping, Relation::touching, Relation::disjoint};
    for (int k = 0; k < 3; ++k) {
      std::feclearexcept(FE_ALL_EXCEPT);
      const Relation got = gv::relation(balls[k], t);
      EXPECT_EQ(std::fetestexcept(kHarmful), 0) << unit;
      EXPECT_EQ(got, want[k]) << unit << " case " << k;
      EXPECT_EQ(gv::exact::sphere_triangle(balls[k], t).relation, want[k]);
    }
  };
  for (const double unit : {0x1p-64, 0x1p-65, 0x1p+123, 0x1p+126}) check(unit);
  for (const float unit : {0x1p-64f, 0x1p-65f, 0x1p+123f, 0x1p+125f}) check(unit);
}

// --- 3. differential ---------------------------------------------------------

/// Typical input: a ball and a triangle of comparable size in a cube round
/// the origin.
template <class T>
Case<T> typical(gv::gen::Prng& rng) {
  using gv::test_support::typical_point;
  using gv::test_support::typical_size;
  return {{typical_point<T>(rng), typical_size<T>(rng)},
          {typical_point<T>(rng), typical_point<T>(rng), typical_point<T>(rng)}};
}

TEST(SphereTriangleDifferential, FloatEveryClass) {
  gv::test_support::differential_by_class<Case<float>>(45, work(2000), typical<float>);
}

TEST(SphereTriangleDifferential, DoubleEveryClass) {
  gv::test_support::differential_by_class<Case<double>>(46, work(2000), typical<double>);
}

}  // namespace

}  // namespace gv_core_sphere_triangle_test
