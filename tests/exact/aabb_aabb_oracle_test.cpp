// SPDX-License-Identifier: MIT
// Specification of the box-box oracle (exact/aabb_aabb.h): relations and
// margins on hand cases (touching through a face, an edge, a corner; flat,
// segment and point boxes: crossing a solid box overlaps, lying in a face or
// on one plane touches), rejection of invalid input (the margin's sign and
// scale invariance on every generator class: margin_test.cpp); the
// generators' contact classes are exactly touching (gen/aabb_aabb.h); the
// degeneracy classes (exact/classify.h); and agreement with two independent
// oracles on every generator class: the exact LP of exact/crosscheck, and
// gv::exact::obb_obb (exact/obb.h) on the same boxes written as
// axis-aligned Obbs.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <map>
#include <string>

#include "geoverify/crosscheck/crosscheck.h"
#include "geoverify/exact/aabb_aabb.h"
#include "geoverify/exact/classify.h"
#include "geoverify/exact/obb.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/exact/rational.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "geoverify/exact/rational/aabb_aabb.h"
#include "as_obb.h"
#include "hex.h"
#include "relations_by_class.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_aabb_aabb_oracle_test {

namespace {

using gv::Relation;
using gv::test_support::as_obb;

const gv::Aabbd kCube{{-1, -1, -1}, {1, 1, 1}};

TEST(AabbAabbOracle, MarginIsDistanceOrMinusDepth) {
  // apart on two axes by 3 and 4: distance 5
  auto r = gv::exact::aabb_aabb(kCube, gv::Aabbd{{4, 5, -1}, {6, 6, 1}});
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_DOUBLE_EQ(r.margin, 5.0);
  EXPECT_DOUBLE_EQ(r.scale, 6.0);  // max of |coordinates|
  EXPECT_DOUBLE_EQ(r.relative_margin, 5.0 / 6.0);
  // apart on three axes: (2, 3, 6) -> 7
  r = gv::exact::aabb_aabb(kCube, gv::Aabbd{{3, -5, 7}, {4, -4, 8}});
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_DOUBLE_EQ(r.margin, 7.0);
  // overlapping: the shortest separating move is 0.5 along x
  r = gv::exact::aabb_aabb(kCube, gv::Aabbd{{0.5, -1, -1}, {3, 1, 1}});
  EXPECT_EQ(r.relation, Relation::overlapping);
  EXPECT_DOUBLE_EQ(r.margin, -0.5);
  // nested: the inner box leaves through its nearest face: 1 - 0.25 + 0.5 = 1.25
  r = gv::exact::aabb_aabb(kCube, gv::Aabbd{{-0.5, -0.5, -0.5}, {0.25, 0.5, 0.5}});
  EXPECT_EQ(r.relation, Relation::overlapping);
  EXPECT_DOUBLE_EQ(r.margin, -1.25);
  // touching: 0
  r = gv::exact::aabb_aabb(kCube, gv::Aabbd{{1, 1, 1}, {2, 2, 2}});
  EXPECT_EQ(r.relation, Relation::touching);
  EXPECT_EQ(r.margin, 0.0);
  EXPECT_EQ(r.relative_margin, 0.0);
  // a gap of one ulp of 1: margin 2^-52, its sign exact
  r = gv::exact::aabb_aabb(kCube, gv::Aabbd{{1 + 0x1p-52, -1, -1}, {2, 1, 1}});
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_EQ(r.margin, 0x1p-52);
}

TEST(AabbAabbOracle, DegenerateBoxes) {
  const gv::Aabbd square{{-1, -1, 0}, {1, 1, 0}};  // flat on z
  auto r = gv::exact::aabb_aabb(square, kCube);
  EXPECT_EQ(r.relation, Relation::overlapping);  // through the interior
  EXPECT_DOUBLE_EQ(r.margin, -1.0);              // the square leaves through z = +-1
  EXPECT_EQ(gv::exact::aabb_aabb(gv::Aabbd{{-1, -1, 1}, {1, 1, 1}}, kCube).relation, Relation::touching);
  EXPECT_EQ(gv::exact::aabb_aabb(square, square).relation, Relation::touching);  // identical flat boxes
  EXPECT_EQ(gv::exact::aabb_aabb(square, gv::Aabbd{{0, 0, 0}, {3, 3, 0}}).relation, Relation::touching);
  EXPECT_EQ(gv::exact::aabb_aabb(gv::Aabbd{{0, -1, -1}, {0, 1, 1}}, gv::Aabbd{{-1, 0, -1}, {1, 0, 1}}).relation,
            Relation::overlapping);  // flat on different axes, crossing
  // segment boxes crossing: one common point
  EXPECT_EQ(gv::exact::aabb_aabb(gv::Aabbd{{-2, 0, 0}, {2, 0, 0}}, gv::Aabbd{{0, -2, 0}, {0, 2, 0}}).relation,
            Relation::touching);
  // point boxes
  EXPECT_EQ(gv::exact::aabb_aabb(gv::Aabbd{{0, 0, 0}, {0, 0, 0}}, kCube).relation, Relation::overlapping);
  EXPECT_EQ(gv::exact::aabb_aabb(gv::Aabbd{{1, 0, 0}, {1, 0, 0}}, kCube).relation, Relation::touching);
  EXPECT_EQ(gv::exact::aabb_aabb(gv::Aabbd{{1, 1, 1}, {1, 1, 1}}, gv::Aabbd{{1, 1, 1}, {1, 1, 1}}).relation,
            Relation::touching);
  // -0.0 against +0.0
  EXPECT_EQ(gv::exact::aabb_aabb(gv::Aabbf{{-1, -1, -1}, {-0.0f, 1, 1}}, gv::Aabbf{{0, -1, -1}, {1, 1, 1}}).relation,
            Relation::touching);
}

TEST(AabbAabbOracle, ExactAtTheEndsOfTheRange) {
  const double mx = std::numeric_limits<double>::max(), tiny = std::numeric_limits<double>::denorm_min();
  // a distance of 2 * DBL_MAX: saturated margin, relative margin still right
  auto r = gv::exact::aabb_aabb(gv::Aabbd{{-mx, 0, 0}, {-mx, 0, 0}}, gv::Aabbd{{mx, 0, 0}, {mx, 0, 0}});
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_EQ(r.margin, mx);
  EXPECT_EQ(r.scale, mx);
  EXPECT_DOUBLE_EQ(r.relative_margin, 2.0);
  r = gv::exact::aabb_aabb(gv::Aabbd{{0, 0, 0}, {tiny, 1, 1}}, gv::Aabbd{{tiny, 0, 0}, {2 * tiny, 1, 1}});
  EXPECT_EQ(r.relation, Relation::touching);
  r = gv::exact::aabb_aabb(gv::Aabbd{{0, 0, 0}, {tiny, 1, 1}}, gv::Aabbd{{2 * tiny, 0, 0}, {3 * tiny, 1, 1}});
  EXPECT_EQ(r.relation, Relation::disjoint);
  EXPECT_EQ(r.margin, tiny);
  // the squared distance itself, exactly
  const gv::exact::Vec3Q alo{0, 0, 0}, ahi{1, 1, 1}, blo{4, 5, -2}, bhi{5, 6, 2};
  EXPECT_EQ(gv::exact::squared_distance_box_box(alo, ahi, blo, bhi), gv::exact::Rational(25));
  EXPECT_EQ(gv::exact::squared_distance_box_box(blo, bhi, alo, ahi), gv::exact::Rational(25));
}

TEST(AabbAabbOracle, InvalidInputIsRejected) {
  const double nan = std::numeric_limits<double>::quiet_NaN(), inf = std::numeric_limits<double>::infinity();
  EXPECT_EQ(gv::exact::aabb_aabb(kCube, gv::Aabbd{{1, 0, 0}, {0, 1, 1}}).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::aabb_aabb(gv::Aabbd{{nan, 0, 0}, {1, 1, 1}}, kCube).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::aabb_aabb(kCube, gv::Aabbd{{-inf, 0, 0}, {inf, 1, 1}}).relation, Relation::invalid);
  const auto r = gv::exact::aabb_aabb(kCube, gv::Aabbd{{0, 0, 0}, {0, 0, nan}});
  EXPECT_EQ(r.margin, 0.0);
  EXPECT_EQ(r.scale, 0.0);
}

/// Every generator class: the oracle, the LP of exact/crosscheck and (where
/// the boxes are exact as Obbs) the OBB-OBB oracle give the same relation;
/// the margin's sign agrees with the relation.
template <class T>
void agrees_with_independent_oracles(std::uint64_t seed, int per_class) {
  using C = gv::query::AabbAabb<T>;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  int as_obbs = 0;
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < per_class; ++i) {
      const C c = Gen::make(rng, cls);
      const auto r = gv::exact::aabb_aabb(c.a, c.b);
      ASSERT_EQ(r.relation, gv::crosscheck::aabb_aabb(c.a, c.b)) << Gen::kClasses[cls] << "\n"
                                                                  << gv::query::declarations(c);
      ASSERT_EQ(r.margin > 0, r.relation == Relation::disjoint) << gv::query::declarations(c);
      ASSERT_EQ(r.margin < 0, r.relation == Relation::overlapping) << gv::query::declarations(c);
      gv::Obb<T> oa{}, ob{};
      if (as_obb(c.a, oa) && as_obb(c.b, ob)) {
        ASSERT_EQ(r.relation, gv::exact::obb_obb(oa, ob).relation) << Gen::kClasses[cls] << "\n"
                                                                    << gv::query::declarations(c);
        ++as_obbs;
      }
    }
  }
  EXPECT_GT(as_obbs, per_class * static_cast<int>(Gen::kClasses.size()) / 2);
}

TEST(AabbAabbOracle, AgreesWithTheLpAndObbObbFloat) { agrees_with_independent_oracles<float>(0xaa0e1, 40); }
TEST(AabbAabbOracle, AgreesWithTheLpAndObbObbDouble) { agrees_with_independent_oracles<double>(0xaa0e2, 40); }

/// Relations per generator class (relations_by_class.h).
template <class T>
std::map<std::string, std::map<Relation, int>> relations_by_class(std::uint64_t seed, int per_class) {
  return gv::test_support::relations_by_class<gv::query::AabbAabb<T>>(seed, per_class);
}

template <class T>
class AabbAabbGenerator : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(AabbAabbGenerator, Scalars);

TYPED_TEST(AabbAabbGenerator, ContactClassesAreExactlyTouching) {
  const auto m = relations_by_class<TypeParam>(0xaa0e4, 400);
  for (const char* cls : {"touch-face", "touch-edge", "touch-corner"}) {
    EXPECT_EQ(m.at(cls).size(), 1u) << cls;
    EXPECT_EQ(m.at(cls).count(Relation::touching), 1u) << cls;
  }
  // one ulp of gap is always a gap; one ulp of overlap never one
  EXPECT_EQ(m.at("ulp-gap").size(), 1u);
  EXPECT_EQ(m.at("ulp-gap").count(Relation::disjoint), 1u);
  EXPECT_EQ(m.at("ulp-overlap").count(Relation::disjoint), 0u);
  EXPECT_GT(m.at("ulp-overlap").count(Relation::overlapping), 0u);
  for (const char* cls : {"nested", "identical"}) EXPECT_EQ(m.at(cls).count(Relation::disjoint), 0u) << cls;
  EXPECT_GT(m.at("identical").count(Relation::touching), 0u);  // flat ones
  EXPECT_GT(m.at("identical").count(Relation::overlapping), 0u);
  // the degenerate and magnitude classes reach every relation
  for (const char* cls : {"flat-box", "segment-box", "point-box", "signed-zero", "subnormal", "huge", "far-small",
                          "ulp-step"}) {
    EXPECT_GT(m.at(cls).count(Relation::touching), 0u) << cls;
    EXPECT_GT(m.at(cls).count(Relation::disjoint), 0u) << cls;
  }
  for (const char* cls : {"flat-box", "segment-box", "point-box", "subnormal", "huge", "far-small"}) {
    EXPECT_GT(m.at(cls).count(Relation::overlapping), 0u) << cls;
  }
}

TYPED_TEST(AabbAabbGenerator, MagnitudeAndSignClassesReachTheirInputs) {
  using T = TypeParam;
  using C = gv::query::AabbAabb<T>;
  using Gen = gv::gen::Generator<C>;
  auto index = [](const char* name) {
    for (std::size_t k = 0; k < Gen::kClasses.size(); ++k) {
      if (std::string(Gen::kClasses[k]) == name) return k;
    }
    return Gen::kClasses.size();
  };
  gv::gen::Prng rng(0xaa0e5);
  int sub = 0, huge = 0, overflow = 0, opposite_zeros = 0, rounded_centre = 0;
  for (int i = 0; i < 300; ++i) {
    bool s = false, h = false, o = false;
    for (T x : gv::query::scalars_of(Gen::make(rng, index("subnormal")))) {
      s |= x != 0 && std::fabs(x) < std::numeric_limits<T>::min();
    }
    const C big = Gen::make(rng, index("huge"));
    for (T x : gv::query::scalars_of(big)) h |= std::fabs(x) > std::numeric_limits<T>::max() / 32;
    for (const gv::Aabb<T>* b : {&big.a, &big.b}) {
      for (int k = 0; k < 3; ++k) o |= !std::isfinite(gv::get(b->min, k) + gv::get(b->max, k));
    }
    sub += s;
    huge += h;
    overflow += o;
    // signed-zero: the contact plane at 0, met by -0.0 on one side and +0.0 on the other
    const C z = Gen::make(rng, index("signed-zero"));
    bool opp = false;
    for (int k = 0; k < 3; ++k) {
      const T am = gv::get(z.a.max, k), bn = gv::get(z.b.min, k), bm = gv::get(z.b.max, k), an = gv::get(z.a.min, k);
      opp |= am == 0 && bn == 0 && std::signbit(am) != std::signbit(bn);
      opp |= bm == 0 && an == 0 && std::signbit(bm) != std::signbit(an);
    }
    opposite_zeros += opp;
    // far-small: min + max is not exact in T for some interval
    const C f = Gen::make(rng, index("far-small"));
    bool rounded = false;
    for (const gv::Aabb<T>* b : {&f.a, &f.b}) {
      for (int k = 0; k < 3; ++k) {
        const T lo = gv::get(b->min, k), hi = gv::get(b->max, k);
        rounded |= gv::exact::Rational(static_cast<double>(lo + hi)) !=
                   gv::exact::Rational(static_cast<double>(lo)) + gv::exact::Rational(static_cast<double>(hi));
      }
    }
    rounded_centre += rounded;
  }
  EXPECT_EQ(sub, 300);   // every "subnormal" case has a subnormal value
  EXPECT_EQ(huge, 300);  // every "huge" case has a value within 1/32 of the largest
  EXPECT_GT(overflow, 15);
  EXPECT_GT(opposite_zeros, 180);  // a quarter of them are stepped one denorm_min off
  EXPECT_GT(rounded_centre, 30);
}

TEST(AabbAabbOracle, DegeneracyClasses) {
  auto cls = [](const gv::Aabbf& a, const gv::Aabbf& b) {
    const gv::query::AabbAabb<float> c{a, b};
    return gv::exact::degeneracy_class(c, gv::exact::oracle(c));
  };
  const gv::Aabbf cube{{-1, -1, -1}, {1, 1, 1}};
  EXPECT_EQ(cls(cube, gv::Aabbf{{1, 0, 0}, {2, 1, 1}}), "touching-face, touching");
  EXPECT_EQ(cls(cube, gv::Aabbf{{1, 1, 0}, {2, 2, 1}}), "touching-edge, touching");
  EXPECT_EQ(cls(cube, gv::Aabbf{{1, 1, 1}, {2, 2, 2}}), "touching-corner, touching");
  EXPECT_EQ(cls(cube, gv::Aabbf{{-1, -1, -1}, {-0.0f, 1, 1}}), "nested, clear");
  EXPECT_EQ(cls(gv::Aabbf{{-1, -1, -1}, {-0.0f, 1, 1}}, gv::Aabbf{{0, -1, -1}, {1, 1, 1}}),
            "touching-face+signed-zero-contact, touching");
  EXPECT_EQ(cls(cube, cube), "identical, clear");
  EXPECT_EQ(cls(gv::Aabbf{{0, 0, 0}, {0, 0, 0}}, cube), "nested+point-box, clear");
  EXPECT_EQ(cls(gv::Aabbf{{-2, 0, 0}, {2, 0, 0}}, cube), "segment-box, clear");
  EXPECT_EQ(cls(gv::Aabbf{{-1, -1, 1}, {1, 1, 1}}, cube), "touching-face+nested+flat-box, touching");
  EXPECT_EQ(cls(cube, gv::Aabbf{{1 + 0x1p-23f, 0, 0}, {2, 1, 1}}), "generic, near-contact");
  EXPECT_EQ(cls(gv::Aabbf{{0x1p100f, 0, 0}, {0x1p101f, 1, 1}}, cube), "huge, clear");
  EXPECT_EQ(cls(gv::Aabbf{{1, 0, 0}, {1, 0, 0}}, gv::Aabbf{{1, 0, 0}, {1, 0, 0}}),
            "touching-corner+identical+point-box, touching");
}

}  // namespace

}  // namespace gv_exact_aabb_aabb_oracle_test
