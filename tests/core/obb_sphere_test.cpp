// SPDX-License-Identifier: MIT
// Specification of gv::relation(Obb, Sphere) (core/obb_sphere.h).
//
// 1. Hand cases, one or more for every degenerate class (face, edge and
//    corner tangency; a point ball inside, on a face, on a corner, outside; a
//    flat box, a segment box, a point box; a zero axis; parallel axes; a
//    sheared box on which the per-axis clamp is wrong; signed zeros;
//    subnormal and huge scales), each with its exact answer written out,
//    checked against the exact oracle (exact/obb.h) and replayed on the core
//    under the 48 signed axis permutations, in both argument orders, relation
//    and intersects, and through the exact stage alone.
// 2. One test per certificate of the filter (kObbResidualBound: overlap;
//    kObbSupportBound and kObbNormBound: separation): a family of balls whose
//    surface passes within a few roundings of a rotated box's face, edge or
//    corner; every answer the filter certifies is compared with the oracle.
// 3. A differential loop over every generator class (gen/obb.h) and a
//    "typical" family, float and double, fixed seed and count: core relation
//    == oracle relation, no harmful floating-point flag.
// 4. Invalid input, and both stages reached and counted by Stats.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <type_traits>

#include "geoverify/core/obb_sphere.h"
#include "geoverify/exact/obb.h"
#include "geoverify/gen/frames.h"
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
namespace gv_core_obb_sphere_test {

using gv::test_support::work;

namespace {

using gv::Relation;

/// The stages' input. Out of line on purpose: g++ 12.2's SLP vectorizer
/// (-O2) can drop the rounding of a double to float when the float is
/// converted back to double in the same function (seen here: a case built
/// with T(x) and promoted right away reached the filter unrounded).
template <class T>
GEOVERIFY_NOINLINE gv::detail::ObbBall ball_of(const gv::Obb<T>& o, const gv::Sphere<T>& s) {
  return gv::detail::obb_ball(o, s);
}

template <class T>
Relation exact_stage(const gv::Obb<T>& o, const gv::Sphere<T>& s) {
  return gv::detail::obb_sphere_exact<T>(ball_of(o, s), nullptr, nullptr);
}

template <class T>
class ObbSphereTest : public ::testing::Test {
 protected:
  using O = gv::Obb<T>;
  using S = gv::Sphere<T>;
  using V = gv::Vec3<T>;

  static V v(double x, double y, double z) { return V{T(x), T(y), T(z)}; }
  /// The box [-1, 1]^3 scaled by 2^k (axes unit).
  static O cube(int k = 0) {
    const T e = std::ldexp(T(1), k);
    return O{v(0, 0, 0), {v(1, 0, 0), v(0, 1, 0), v(0, 0, 1)}, {e, e, e}};
  }
  /// The ball of centre (x, y, z) and radius r scaled by 2^k.
  static S ball(double x, double y, double z, double r, int k = 0) {
    return gv::test_support::ScaledShapes<T>::ball(x, y, z, r, k);
  }

  /// The oracle must give `want`; the core must give it under all 48
  /// symmetries, in both argument orders, and through the exact stage alone
  /// (expect_relation.h).
  static void expect(const O& b, const S& s, Relation want) {
    gv::test_support::expect_relation(gv::query::ObbSphere<T>{b, s}, want, exact_stage<T>);
  }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(ObbSphereTest, Scalars);

// --- 1. hand cases -----------------------------------------------------------

TYPED_TEST(ObbSphereTest, FaceEdgeAndCornerTangency) {
  using F = TestFixture;
  // Each at three scales: 1, tiny (subnormal extents for float at -130)
  // and huge, so the double screen and float's ends are crossed too.
  const int ks[] = {0, std::is_same_v<TypeParam, float> ? -130 : -1000,
                    std::is_same_v<TypeParam, float> ? 100 : 1000};
  for (const int k : ks) {
    const auto c = F::cube(k);
    // face x = 1 at distance 2
    F::expect(c, F::ball(3, 0, 0, 1, k), Relation::disjoint);
    F::expect(c, F::ball(3, 0, 0, 2, k), Relation::touching);
    F::expect(c, F::ball(3, 0, 0, 0x1.8p+1, k), Relation::overlapping);
    // edge x = y = 1 along the Pythagorean direction (3, 4): distance 5
    F::expect(c, F::ball(4, 5, 0, 5, k), Relation::touching);
    F::expect(c, F::ball(4, 5, 0, 0x1.3p+2, k), Relation::disjoint);
    // corner (1, 1, 1) along (2, 3, 6): distance 7
    F::expect(c, F::ball(3, 4, 7, 7, k), Relation::touching);
    F::expect(c, F::ball(3, 4, 7, 0x1.cp+2 - 0x1p-18, k), Relation::disjoint);
    F::expect(c, F::ball(3, 4, 7, 0x1.cp+2 + 0x1p-18, k), Relation::overlapping);
  }
}

TYPED_TEST(ObbSphereTest, PointBalls) {
  using F = TestFixture;
  const auto c = F::cube();
  F::expect(c, F::ball(0, 0, 0, 0), Relation::overlapping);              // strictly inside
  F::expect(c, F::ball(0x1p-1, -0x1p-1, 0, -0.0), Relation::overlapping);  // r == -0.0 is a point
  F::expect(c, F::ball(1, 0, 0, 0), Relation::touching);                 // on a face
  F::expect(c, F::ball(1, 1, -1, 0), Relation::touching);                // on a corner
  F::expect(c, F::ball(1, 0x1p-1, 0, 0), Relation::touching);
  const TypeParam above = std::nextafter(TypeParam(1), TypeParam(2));
  F::expect(c, typename F::S{typename F::V{above, 0, 0}, 0}, Relation::disjoint);  // one ulp outside
  const TypeParam below = std::nextafter(TypeParam(1), TypeParam(0));
  F::expect(c, typename F::S{typename F::V{below, below, below}, 0}, Relation::overlapping);  // one ulp in
}

TYPED_TEST(ObbSphereTest, FlatSegmentAndPointBoxes) {
  using F = TestFixture;
  // a unit square in z = 0 (e_2 == 0): a point on it only touches
  const typename F::O flat{F::v(0, 0, 0), {F::v(1, 0, 0), F::v(0, 1, 0), F::v(0, 0, 1)}, {1, 1, 0}};
  F::expect(flat, F::ball(0, 0, 0, 0), Relation::touching);
  F::expect(flat, F::ball(0, 0, 1, 1), Relation::touching);
  F::expect(flat, F::ball(0, 0, 1, 2), Relation::overlapping);
  F::expect(flat, F::ball(0, 0, 1, 0x1.fffffp-1), Relation::disjoint);
  F::expect(flat, F::ball(4, 5, 0, 5), Relation::touching);  // in-plane, off the edge x = y = 1
  // a zero axis with a positive extent is the same square
  const typename F::O zero_axis{F::v(0, 0, 0), {F::v(1, 0, 0), F::v(0, 1, 0), F::v(0, 0, 0)}, {1, 1, 7}};
  F::expect(zero_axis, F::ball(0, 0, 0, 0), Relation::touching);
  F::expect(zero_axis, F::ball(0, 0, 1, 1), Relation::touching);
  // a segment from (-2, 0, 0) to (2, 0, 0)
  const typename F::O segment{F::v(0, 0, 0), {F::v(1, 0, 0), F::v(0, 1, 0), F::v(0, 0, 1)}, {2, 0, 0}};
  F::expect(segment, F::ball(5, 4, 0, 5), Relation::touching);  // from the end (2,0,0): (3, 4)
  F::expect(segment, F::ball(1, 3, 4, 5), Relation::touching);  // from the middle
  F::expect(segment, F::ball(1, 0, 0, 0), Relation::touching);
  F::expect(segment, F::ball(1, 3, 4, 0x1.4p+2 + 0x1p-18), Relation::overlapping);
  // a point box at (1, 2, 2)
  const typename F::O point{F::v(1, 2, 2), {F::v(1, 0, 0), F::v(0, 1, 0), F::v(0, 0, 1)}, {0, 0, 0}};
  F::expect(point, F::ball(0, 0, 0, 3), Relation::touching);
  F::expect(point, F::ball(0, 0, 0, 0x1.8p+1 + 0x1p-18), Relation::overlapping);
  F::expect(point, F::ball(1, 2, 2, 0), Relation::touching);
  F::expect(point, F::ball(0, 0, 0, 0x1.8p+1 - 0x1p-18), Relation::disjoint);
}

TYPED_TEST(ObbSphereTest, ParallelAxes) {
  using F = TestFixture;
  // u0 == u1 == x: the segments add, a 4 x 2 rectangle in the xz plane
  const typename F::O p{F::v(0, 0, 0), {F::v(1, 0, 0), F::v(1, 0, 0), F::v(0, 0, 1)}, {1, 1, 1}};
  F::expect(p, F::ball(0, 1, 0, 1), Relation::touching);
  F::expect(p, F::ball(2, 0, 0, 0), Relation::touching);
  F::expect(p, F::ball(5, 0, 5, 5), Relation::touching);  // from the corner (2, 0, 1): (3, 0, 4)
  F::expect(p, F::ball(0x1.4p+1, 0, 0, 0x1p-1), Relation::touching);
  F::expect(p, F::ball(0, 0, 0, 0), Relation::touching);  // not solid: no interior
  // opposite parallel axes: u1 = -u0
  const typename F::O q{F::v(0, 0, 0), {F::v(1, 0, 0), F::v(-1, 0, 0), F::v(0, 0, 1)}, {1, 1, 1}};
  F::expect(q, F::ball(0x1.4p+1, 0, 0, 0x1p-1), Relation::touching);
}

TYPED_TEST(ObbSphereTest, ShearedBoxWhereTheClampIsWrong) {
  using F = TestFixture;
  // u1 = (3, 4, 0) (not unit, not orthogonal to u0): the face s0 = +1 has
  // the normal (4, -3, 0) / 5, and q = (1, 0, 0) + (4, -3, 0) is at distance
  // exactly 5 from it. The per-axis clamp's point (1.36, 0.48, 0) is at
  // distance sqrt(25.36) and would call r = 5 disjoint.
  const typename F::O s{F::v(0, 0, 0), {F::v(1, 0, 0), F::v(3, 4, 0), F::v(0, 0, 1)}, {1, 1, 1}};
  F::expect(s, F::ball(5, -3, 0, 5), Relation::touching);
  F::expect(s, F::ball(5, -3, 0, 0x1.3ffffp+2), Relation::disjoint);
  F::expect(s, F::ball(5, -3, 0, 0x1.40001p+2), Relation::overlapping);
  F::expect(s, F::ball(0, 0, 0, 0), Relation::overlapping);
  F::expect(s, F::ball(4, 4, 1, 0), Relation::touching);  // the vertex c + u0 + u1 + u2
}

TYPED_TEST(ObbSphereTest, SignedZeros) {
  using F = TestFixture;
  const typename F::O c{F::v(-0.0, 0, -0.0), {F::v(1, -0.0, 0), F::v(-0.0, 1, -0.0), F::v(0, -0.0, 1)}, {1, -0.0, 1}};
  F::expect(c, F::ball(0, -0.0, 3, 2), Relation::touching);
  F::expect(c, F::ball(-0.0, -0.0, -0.0, -0.0), Relation::touching);  // flat box: no interior
}

// --- 2. the filter's certificates on their worst-case families -----------

/// Balls whose surface passes within about 2^-k (k = 10 .. 60) of the
/// nearest point of a rotated box (a face, an edge or a corner point, pushed
/// along a direction in its normal cone): every answer the filter certifies
/// must be the oracle's.
template <class T>
gv::test_support::FilterTally certificate_family(std::uint64_t seed, int n) {
  gv::gen::Prng rng(seed);
  gv::test_support::FilterTally out;
  for (int i = 0; i < n; ++i) {
    gv::Obb<T> b{};
    gv::gen::random_frame<T>(rng, b.u);
    b.c = {T(gv::gen::unit_real<double>(rng)), T(gv::gen::unit_real<double>(rng)), T(gv::gen::unit_real<double>(rng))};
    double sigma[3], p[3], dir[3] = {0, 0, 0};
    for (int k = 0; k < 3; ++k) {
      b.e[k] = T(0.25 + std::fabs(gv::gen::unit_real<double>(rng)));
      const int kind = static_cast<int>(rng.draw(3));  // -1, +1: on that face; 0: inside the range
      sigma[k] = kind == 2 ? 0.4 * gv::gen::unit_real<double>(rng) : (kind == 0 ? -1.0 : 1.0);
    }
    if (sigma[0] != 1 && sigma[0] != -1) sigma[0] = 1;  // at least one face
    for (int m = 0; m < 3; ++m) {
      p[m] = double(gv::get(b.c, m));
      for (int k = 0; k < 3; ++k) p[m] += sigma[k] * double(b.e[k]) * double(gv::get(b.u[k], m));
    }
    for (int k = 0; k < 3; ++k) {
      if (std::fabs(sigma[k]) != 1.0) continue;
      const double w = 0.2 + std::fabs(gv::gen::unit_real<double>(rng));
      for (int m = 0; m < 3; ++m) dir[m] += sigma[k] * w * double(gv::get(b.u[k], m));
    }
    const double len = std::sqrt(dir[0] * dir[0] + dir[1] * dir[1] + dir[2] * dir[2]);
    const double r = 0.5 + std::fabs(gv::gen::unit_real<double>(rng));
    const int sh = 10 + static_cast<int>(rng.draw(51));
    const double off = r * (1 + (rng.draw(2) ? 1 : -1) * std::ldexp(1.0, -sh));
    gv::Sphere<T> s{{T(p[0] + off * dir[0] / len), T(p[1] + off * dir[1] / len), T(p[2] + off * dir[2] / len)}, T(r)};
    const gv::detail::ObbBall in = ball_of(b, s);
    gv::detail::ObbFace face;
    const int f = gv::detail::obb_sphere_filter(in, face);
    std::optional<Relation> certified;
    if (f >= 0) certified = f == 0 ? Relation::disjoint : Relation::overlapping;
    if (!gv::test_support::tally(out, gv::query::ObbSphere<T>{b, s}, certified)) break;
  }
  return out;
}

// The family reaches both certificates and the exact stage for both types.
TEST(ObbSphereBounds, CertificatesOnTheirWorstCaseFamily) {
  gv::test_support::expect_every_outcome(certificate_family<float>(0x0b5f01, work(6000)),
                                         certificate_family<double>(0x0b5f02, work(6000)));
}

// --- 3. differential: every generator class against the oracle -------------

/// Rotated boxes and balls of comparable size in a cube, about half intersecting.
template <class T>
gv::query::ObbSphere<T> typical_pair(gv::gen::Prng& rng) {
  using namespace gv::test_support;
  gv::query::ObbSphere<T> c{};
  gv::gen::random_frame<T>(rng, c.obb.u);
  c.obb.c = typical_point<T>(rng);
  for (auto& e : c.obb.e) e = typical_size<T>(rng);
  c.sphere.c = typical_point<T>(rng);
  c.sphere.r = typical_size<T>(rng);
  return c;
}

template <class T>
void differential(std::uint64_t seed, int per_class) {
  gv::test_support::differential_by_class<gv::query::ObbSphere<T>>(seed, per_class, typical_pair<T>);
}

// 13 classes + typical, 400 cases each per type (the oracle, ~250 us a case,
// dominates: a few seconds, ~4x that under ASan).
TEST(ObbSphereDifferential, FloatEveryGeneratorClass) { differential<float>(0x0b5e01, work(400)); }
TEST(ObbSphereDifferential, DoubleEveryGeneratorClass) { differential<double>(0x0b5e02, work(400)); }

// --- 4. invalid input and the stages ------------------------------------------

TYPED_TEST(ObbSphereTest, InvalidInputIsRejectedAndCounted) {
  using F = TestFixture;
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN(), inf = std::numeric_limits<T>::infinity();
  gv::Stats st;
  auto c = F::cube();
  auto s = F::ball(0, 0, 0, 1);
  auto bad_extent = c;
  bad_extent.e[1] = T(-1);
  auto nan_extent = c;
  nan_extent.e[2] = nan;
  auto inf_axis = c;
  inf_axis.u[0].y = inf;
  auto nan_centre = c;
  nan_centre.c.z = nan;
  for (const auto& b : {bad_extent, nan_extent, inf_axis, nan_centre}) {
    EXPECT_EQ(gv::relation(b, s, &st), Relation::invalid);
    EXPECT_FALSE(gv::intersects(b, s));
  }
  for (const T r : {T(-1), nan, inf}) {
    EXPECT_EQ(gv::relation(c, typename F::S{s.c, r}, &st), Relation::invalid);
  }
  EXPECT_EQ(gv::relation(c, typename F::S{{inf, 0, 0}, 1}, &st), Relation::invalid);
  EXPECT_EQ(st.invalid, 8u);
  EXPECT_EQ(st.filter + st.exact, 0u);
}

TYPED_TEST(ObbSphereTest, StatsCountTheStageThatDecided) {
  using F = TestFixture;
  gv::Stats st;
  EXPECT_EQ(gv::relation(F::cube(), F::ball(9, 0, 0, 1), &st), Relation::disjoint);  // clearly apart
  EXPECT_EQ(gv::relation(F::cube(), F::ball(0, 0, 0, 1), &st), Relation::overlapping);
  EXPECT_EQ(st.filter, 2u);
  EXPECT_EQ(st.exact, 0u);
  EXPECT_EQ(gv::relation(F::cube(), F::ball(3, 0, 0, 2), &st), Relation::touching);  // tangent
  EXPECT_EQ(st.exact, 1u);
}

}  // namespace

}  // namespace gv_core_obb_sphere_test
