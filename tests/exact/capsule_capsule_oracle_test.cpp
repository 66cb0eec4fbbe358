// SPDX-License-Identifier: MIT
// Specification of the capsule-capsule oracle (exact/capsule_capsule.h): the
// exact squared distance between two segments (rational/capsule_capsule.h)
// on every feature that can hold the nearest points; the relation of every
// degenerate class on hand cases (tangent side to side, end to side, end to
// end, parallel and collinear axes touch; segments that meet touch; point
// axes are balls; signed zeros; the ends of the range), its margins,
// rejection of invalid input, agreement with the independent face
// enumeration of exact/crosscheck on every generator class, and the
// degeneracy classes (exact/classify.h).
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>

#include "geoverify/crosscheck/crosscheck.h"
#include "geoverify/exact/capsule_capsule.h"
#include "geoverify/exact/classify.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/exact/rational/capsule_capsule.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_capsule_capsule_oracle_test {

namespace {

using gv::Relation;
using gv::exact::Rational;
using gv::exact::Vec3Q;
using gv::test_support::work;

gv::Capsuled cap(gv::Vec3d p, gv::Vec3d q, double r) { return {p, q, r}; }
// The reference axis (0,0,0)-(4,0,0).
gv::Capsuled base(double r) { return cap({0, 0, 0}, {4, 0, 0}, r); }

/// The oracle's relation, checked against the face enumeration and with the
/// capsules swapped.
template <class T>
Relation rel(const gv::Capsule<T>& a, const gv::Capsule<T>& b) {
  const Relation by_oracle = gv::exact::capsule_capsule(a, b).relation;
  EXPECT_EQ(by_oracle, gv::crosscheck::capsule_capsule(a, b)) << "the face enumeration disagrees";
  EXPECT_EQ(by_oracle, gv::exact::capsule_capsule(b, a).relation) << "the order matters";
  return by_oracle;
}

Vec3Q q(double x, double y, double z) { return {Rational(x), Rational(y), Rational(z)}; }

TEST(CapsuleCapsuleOracle, SquaredDistanceOnEveryFeature) {
  using gv::exact::squared_distance_segment_segment;
  const Vec3Q a0 = q(0, 0, 0), a1 = q(4, 0, 0);
  EXPECT_EQ(squared_distance_segment_segment(a0, a1, q(2, -2, 3), q(2, 2, 3)), 9);  // the interiors
  EXPECT_EQ(squared_distance_segment_segment(a0, a1, q(2, 3, 4), q(2, 6, 8)), 25);  // an end and a side
  EXPECT_EQ(squared_distance_segment_segment(a0, a1, q(7, 0, 4), q(9, 0, 4)), 25);  // two ends
  EXPECT_EQ(squared_distance_segment_segment(a0, a1, q(1, 3, 4), q(5, 3, 4)), 25);  // parallel
  EXPECT_EQ(squared_distance_segment_segment(a0, a1, q(6, 0, 0), q(9, 0, 0)), 4);   // collinear
  EXPECT_EQ(squared_distance_segment_segment(a0, a1, q(2, -1, 0), q(2, 1, 0)), 0);  // crossing
  EXPECT_EQ(squared_distance_segment_segment(a0, a0, q(3, 4, 0), q(3, 4, 0)), 25);  // two points
  // Skew lines whose closest points lie outside one segment: the end decides.
  EXPECT_EQ(squared_distance_segment_segment(a0, a1, q(6, -2, 3), q(6, 2, 3)), 13);
}

TEST(CapsuleCapsuleOracle, TangencyTouchesAndTheMarginIsTheGap) {
  EXPECT_EQ(rel(base(1), cap({2, -2, 3}, {2, 2, 3}, 2)), Relation::touching);
  EXPECT_EQ(rel(base(1), cap({2, 3, 4}, {2, 6, 8}, 4)), Relation::touching);
  EXPECT_EQ(rel(base(2), cap({7, 0, 4}, {9, 0, 4}, 3)), Relation::touching);
  EXPECT_EQ(rel(base(2), cap({1, 3, 4}, {5, 3, 4}, 3)), Relation::touching);
  EXPECT_EQ(rel(base(0.5), cap({6, 0, 0}, {9, 0, 0}, 1.5)), Relation::touching);
  const auto apart = gv::exact::capsule_capsule(base(1), cap({2, -2, 3}, {2, 2, 3}, 1));
  EXPECT_EQ(apart.relation, Relation::disjoint);
  EXPECT_DOUBLE_EQ(apart.margin, 1.0);  // dist - (ra + rb)
  EXPECT_DOUBLE_EQ(apart.scale, 4.0);
  const auto deep = gv::exact::capsule_capsule(base(1), cap({2, -2, 3}, {2, 2, 3}, 3));
  EXPECT_EQ(deep.relation, Relation::overlapping);
  EXPECT_DOUBLE_EQ(deep.margin, -1.0);
  // The radii's sum is exact: 1 + 2^-60 is not a double, yet it counts.
  EXPECT_EQ(rel(cap({0, 0, 0}, {4, 0, 0}, 1), cap({6, 0, 0}, {9, 0, 0}, 0x1p-60)), Relation::disjoint);
  EXPECT_EQ(rel(cap({0, 0, 0}, {4, 0, 0}, 2), cap({6, 0, 0}, {9, 0, 0}, 0x1p-60)), Relation::overlapping);
}

TEST(CapsuleCapsuleOracle, SegmentsBallsAndPoints) {
  EXPECT_EQ(rel(base(0), cap({2, -1, 0}, {2, 1, 0}, 0)), Relation::touching);    // crossing segments
  EXPECT_EQ(rel(base(0), cap({2, -1, 1}, {2, 1, 1}, 0)), Relation::disjoint);    // skew segments
  EXPECT_EQ(rel(base(0.5), cap({2, -1, 0}, {2, 1, 0}, 0)), Relation::overlapping);
  EXPECT_EQ(rel(base(0), cap({3, 0, 0}, {9, 0, 0}, 0)), Relation::touching);     // collinear, overlapping
  EXPECT_EQ(rel(cap({0, 0, 0}, {0, 0, 0}, 1), cap({3, 4, 0}, {3, 4, 0}, 4)), Relation::touching);  // balls
  EXPECT_EQ(rel(cap({1, 2, 3}, {1, 2, 3}, 0), cap({1, 2, 3}, {1, 2, 3}, -0.0)), Relation::touching);
  EXPECT_EQ(rel(base(0), cap({1, 0, 0x1p-1074}, {1, 0, 0x1p-1074}, 0)), Relation::disjoint);
}

TEST(CapsuleCapsuleOracle, SignedZerosAndTheEndsOfTheRange) {
  const gv::Capsulef neg{{-0.0f, -0.0f, -0.0f}, {4, -0.0f, -0.0f}, -0.0f};
  EXPECT_EQ(rel(neg, gv::Capsulef{{2, -2, 3}, {2, 2, 3}, 3}), Relation::touching);
  const double d = std::numeric_limits<double>::denorm_min();
  EXPECT_EQ(rel(cap({0, 0, 0}, {4 * d, 0, 0}, d), cap({2 * d, -2 * d, 3 * d}, {2 * d, 2 * d, 3 * d}, 2 * d)),
            Relation::touching);
  const double mx = std::numeric_limits<double>::max();
  EXPECT_EQ(rel(cap({-mx, 0, 0}, {mx, 0, 0}, mx), cap({0, -mx, mx}, {0, mx, mx}, 0)), Relation::touching);
  EXPECT_EQ(rel(cap({-mx, 0, 0}, {mx, 0, 0}, mx), cap({0, -mx, mx}, {0, mx, mx}, mx)), Relation::overlapping);
  const auto r = gv::exact::capsule_capsule(cap({-mx, -mx, -mx}, {-mx, -mx, -mx}, 0), cap({mx, mx, mx}, {mx, mx, mx}, mx));
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_EQ(r.scale, mx);
}

TEST(CapsuleCapsuleOracle, InvalidInputIsRejected) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(gv::exact::capsule_capsule(cap({nan, 0, 0}, {1, 0, 0}, 1), base(1)).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::capsule_capsule(base(-1), base(1)).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::capsule_capsule(base(1), cap({0, 0, 0}, {0, inf, 0}, 1)).relation, Relation::invalid);
  EXPECT_EQ(gv::crosscheck::capsule_capsule(base(1), base(inf)), Relation::invalid);
  const auto r = gv::exact::capsule_capsule(base(nan), base(1));
  EXPECT_EQ(r.margin, 0.0);
  EXPECT_EQ(r.scale, 0.0);
}

/// Every generator class: the oracle and the face enumeration agree; the
/// margin's sign agrees with the relation.
template <class T>
void agrees_with_the_face_enumeration(std::uint64_t seed, int per_class) {
  using C = gv::query::CapsuleCapsule<T>;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < per_class; ++i) {
      const C c = Gen::make(rng, cls);
      ASSERT_TRUE(gv::query::valid(c)) << Gen::kClasses[cls];
      const auto r = gv::exact::capsule_capsule(c.a, c.b);
      ASSERT_EQ(r.relation, gv::crosscheck::of(c)) << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
      ASSERT_EQ(r.margin > 0, r.relation == Relation::disjoint) << gv::query::declarations(c);
      ASSERT_EQ(r.margin < 0, r.relation == Relation::overlapping) << gv::query::declarations(c);
    }
  }
}

TEST(CapsuleCapsuleOracle, AgreesWithTheFaceEnumerationFloat) {
  agrees_with_the_face_enumeration<float>(0xca51, work(60, 6));
}
TEST(CapsuleCapsuleOracle, AgreesWithTheFaceEnumerationDouble) {
  agrees_with_the_face_enumeration<double>(0xca52, work(60, 6));
}

TEST(CapsuleCapsuleClassify, TagsNameTheDegeneracy) {
  auto tags = [](const gv::Capsuled& a, const gv::Capsuled& b) {
    const gv::query::CapsuleCapsule<double> c{a, b};
    return gv::exact::degeneracy_class(c, gv::exact::oracle(c));
  };
  EXPECT_EQ(tags(base(1), cap({2, -2, 3}, {2, 2, 3}, 1)), "generic, clear");
  EXPECT_EQ(tags(base(1), cap({2, -2, 3}, {2, 2, 3}, 2)), "tangent-sides, touching");
  EXPECT_EQ(tags(base(1), cap({2, 3, 4}, {2, 6, 8}, 4)), "tangent-end-side, touching");
  EXPECT_EQ(tags(base(2), cap({7, 0, 4}, {10, 0, 8}, 3)), "tangent-ends, touching");
  EXPECT_EQ(tags(base(2), cap({1, 3, 4}, {5, 3, 4}, 3)), "parallel+tangent-end-side, touching");
  EXPECT_EQ(tags(base(0.5), cap({6, 0, 0}, {9, 0, 0}, 1.5)), "collinear+tangent-ends, touching");
  EXPECT_EQ(tags(base(0), cap({2, -1, 0}, {2, 1, 0}, 0)), "zero-radius+axes-meet, touching");
  EXPECT_EQ(tags(cap({0, 0, 0}, {0, 0, 0}, 1), cap({3, 4, 0}, {3, 4, 0}, 4)), "point-axis+tangent-ends, touching");
}

}  // namespace

}  // namespace gv_exact_capsule_capsule_oracle_test
