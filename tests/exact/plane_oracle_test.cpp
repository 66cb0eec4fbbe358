// SPDX-License-Identifier: MIT
// Specification of the plane oracles (exact/plane.h): relations and margins
// on hand cases, margin sign always agreeing with the relation, scale
// invariance of the relative margin, rejection of invalid input before any
// conversion, and agreement with an independent brute force (all eight box
// corners; closest point of the plane) on generated cases.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "geoverify/exact/oracle.h"
#include "geoverify/exact/plane.h"
#include "geoverify/exact/rational.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "hex.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_plane_oracle_test {

using gv::test_support::work;

namespace {

using gv::Relation;
using gv::exact::Rational;

TEST(PlaneAabbOracle, MarginsAreDistancesAndPenetrations) {
  // plane z = 3 is 2 above the unit cube's top face; |n| = 2 must not matter
  auto r = gv::exact::plane_aabb(gv::Planed{{0, 0, 2}, -6}, gv::Aabbd{{0, 0, 0}, {1, 1, 1}});
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_DOUBLE_EQ(r.margin, 2.0);
  EXPECT_DOUBLE_EQ(r.scale, 3.0);  // |d| / max|n_i| = 3
  // plane z = 0.25 cuts it; the shortest separating move along n is 0.25
  r = gv::exact::plane_aabb(gv::Planed{{0, 0, 1}, -0.25}, gv::Aabbd{{0, 0, 0}, {1, 1, 1}});
  EXPECT_EQ(r.relation, Relation::overlapping);
  EXPECT_DOUBLE_EQ(r.margin, -0.25);
  // x + y = 2 touches the edge
  r = gv::exact::plane_aabb(gv::Planed{{1, 1, 0}, -2}, gv::Aabbd{{0, 0, 0}, {1, 1, 1}});
  EXPECT_EQ(r.relation, Relation::touching);
  EXPECT_EQ(r.margin, 0.0);
  // the empty plane is infinitely far; all of space infinitely deep
  r = gv::exact::plane_aabb(gv::Planed{{0, 0, 0}, 1}, gv::Aabbd{{0, 0, 0}, {1, 1, 1}});
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_EQ(r.margin, std::numeric_limits<double>::infinity());
  r = gv::exact::plane_aabb(gv::Planed{{0, 0, 0}, 0}, gv::Aabbd{{0, 0, 0}, {1, 1, 1}});
  EXPECT_EQ(r.relation, Relation::overlapping);
  EXPECT_EQ(r.margin, -std::numeric_limits<double>::infinity());
}

TEST(PlaneSphereOracle, MarginIsDistanceMinusRadius) {
  auto r = gv::exact::plane_sphere(gv::Planed{{3, 4, 0}, -25}, gv::Sphered{{0, 0, 0}, 4});
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_DOUBLE_EQ(r.margin, 1.0);
  r = gv::exact::plane_sphere(gv::Planed{{3, 4, 0}, -25}, gv::Sphered{{0, 0, 0}, 7});
  EXPECT_EQ(r.relation, Relation::overlapping);
  EXPECT_DOUBLE_EQ(r.margin, -2.0);
  // near tangency the margin keeps its relative accuracy: 2^-40 off
  const double r0 = 5.0 - 0x1p-40;
  r = gv::exact::plane_sphere(gv::Planed{{3, 4, 0}, -25}, gv::Sphered{{0, 0, 0}, r0});
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_NEAR(r.margin, 0x1p-40, 0x1p-90);
}

TEST(PlaneOracles, RejectInvalidInputBeforeConverting) {
  // A NaN or infinity reaching mpq would abort the process (SIGFPE); getting a
  // result at all shows the check comes first.
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(gv::exact::plane_aabb(gv::Planed{{nan, 0, 0}, 0}, gv::Aabbd{{0, 0, 0}, {1, 1, 1}}).relation,
            Relation::invalid);
  EXPECT_EQ(gv::exact::plane_aabb(gv::Planed{{0, 0, 1}, 0}, gv::Aabbd{{0, 0, 0}, {inf, 1, 1}}).relation,
            Relation::invalid);
  EXPECT_EQ(gv::exact::plane_sphere(gv::Planef{{0, 0, 1}, 0}, gv::Spheref{{0, 0, 0}, -1.0f}).relation,
            Relation::invalid);
  EXPECT_EQ(gv::exact::plane_sphere(gv::Planef{{0, 0, 1}, std::numeric_limits<float>::infinity()}, gv::Spheref{{0, 0, 0}, 1.0f}).relation,
            Relation::invalid);
}

// Independent brute force for plane-AABB: evaluate n.x + d at all eight
// corners; the box is on one side iff all corners are.
template <class T>
Relation brute_plane_aabb(const gv::Plane<T>& p, const gv::Aabb<T>& b) {
  const Rational nx(p.n.x), ny(p.n.y), nz(p.n.z), d(p.d);
  if (nx == 0 && ny == 0 && nz == 0) return d == 0 ? Relation::overlapping : Relation::disjoint;
  int pos = 0, neg = 0;
  for (int k = 0; k < 8; ++k) {
    const Rational x((k & 1) ? b.max.x : b.min.x), y((k & 2) ? b.max.y : b.min.y), z((k & 4) ? b.max.z : b.min.z);
    const Rational v = nx * x + ny * y + nz * z + d;
    pos += v > 0;
    neg += v < 0;
  }
  if (pos == 8 || neg == 8) return Relation::disjoint;
  return (pos > 0 && neg > 0) ? Relation::overlapping : (pos + neg == 8 ? Relation::disjoint : Relation::touching);
}

// Independent formulation for plane-sphere: squared distance of the centre to
// the plane, (n.c + d)^2 / n.n, against r^2.
template <class T>
Relation brute_plane_sphere(const gv::Plane<T>& p, const gv::Sphere<T>& s) {
  const Rational nx(p.n.x), ny(p.n.y), nz(p.n.z), d(p.d);
  const Rational nn = nx * nx + ny * ny + nz * nz;
  if (nn == 0) return d == 0 ? Relation::overlapping : Relation::disjoint;
  const Rational e = nx * Rational(s.c.x) + ny * Rational(s.c.y) + nz * Rational(s.c.z) + d;
  const Rational dist2 = e * e / nn;
  const Rational r2 = Rational(s.r) * Rational(s.r);
  return dist2 > r2 ? Relation::disjoint : (dist2 < r2 ? Relation::overlapping : Relation::touching);
}

template <class C, class Brute>
void agree_on_every_class(Brute brute, std::uint64_t seed) {
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  for (int i = 0; i < work(30000); ++i) {
    const std::size_t cls = static_cast<std::size_t>(i) % Gen::kClasses.size();
    const C c = Gen::make(rng, cls);
    const gv::exact::Result r = gv::exact::oracle(c);
    const auto [a, b] = c.tie();
    ASSERT_EQ(r.relation, brute(a, b)) << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
    // the margin's sign always agrees with the relation
    ASSERT_EQ(r.margin > 0, r.relation == Relation::disjoint);
    ASSERT_EQ(r.margin < 0, r.relation == Relation::overlapping);
    ASSERT_EQ(r.relative_margin > 0, r.margin > 0);
    ASSERT_EQ(r.relative_margin < 0, r.margin < 0);
    // the relative margin does not depend on the scale of the input
    bool exact = true;
    const C s = gv::query::scaled_case(c, 7, exact);
    if (exact && std::isfinite(r.relative_margin)) {
      const double rel = gv::exact::oracle(s).relative_margin;
      ASSERT_NEAR(rel, r.relative_margin, 1e-12 * std::fabs(r.relative_margin) + 1e-300);
    }
  }
}

TEST(PlaneOracles, AgreeWithIndependentFormulationsOnEveryGeneratorClass) {
  agree_on_every_class<gv::query::PlaneAabb<float>>(brute_plane_aabb<float>, 21);
  agree_on_every_class<gv::query::PlaneAabb<double>>(brute_plane_aabb<double>, 22);
  agree_on_every_class<gv::query::PlaneSphere<float>>(brute_plane_sphere<float>, 23);
  agree_on_every_class<gv::query::PlaneSphere<double>>(brute_plane_sphere<double>, 24);
}

}  // namespace

}  // namespace gv_exact_plane_oracle_test
