// SPDX-License-Identifier: MIT
// Specification of judging a quantity routine's numbers
// (geoverify/exact/quantity.h): each number contract on hand values around
// an exact number, the quantity's range, NaN and reversed brackets, the
// error classes of the histogram; and ray-aabb-hit's exact entry parameter
// (exact/ray_aabb_hit.h) on hand cases of every kind of entry.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>

#include "geoverify/exact/ray_aabb_hit.h"
#include "geoverify/exact/ray_triangle_hit.h"
#include "geoverify/exact/rational/quantity.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_quantity_test {

namespace {

using gv::exact::ExactNumber;
using gv::exact::ExactNumbers;
using gv::exact::NumberVerdict;
using gv::exact::Rational;
using gv::query::NumberContract;

const char* const kT[] = {"t"};
constexpr float kInf = std::numeric_limits<float>::infinity();

/// x = 1/3 in [0, inf]: between the floats 0x1.555554p-2 and 0x1.555556p-2,
/// nearer the second (the correctly rounded 1/3f).
ExactNumbers third() { return gv::exact::one_exact_value(ExactNumber::rational(Rational(1) / 3), 0.0, HUGE_VAL); }

NumberVerdict judge(const ExactNumbers& x, float v, NumberContract k, double scale = 1.0) {
  return gv::exact::judge_numbers<float>(x, &v, &v, 1, kT, k, scale);
}
NumberVerdict judge_bracket(const ExactNumbers& x, float lo, float hi, NumberContract k) {
  return gv::exact::judge_numbers<float>(x, &lo, &hi, 1, kT, k, 1.0);
}

TEST(NumberJudging, UlpsCountsStepsFromTheCorrectlyRoundedValue) {
  const float r = 1.0f / 3.0f;  // correctly rounded
  const float below = std::nextafter(r, 0.0f), below2 = std::nextafter(below, 0.0f);
  EXPECT_EQ(judge(third(), r, NumberContract::ulps(0)).ulps, 0);
  EXPECT_TRUE(judge(third(), r, NumberContract::ulps(0)).holds);
  // The other neighbour of 1/3: faithful, not correctly rounded.
  EXPECT_FALSE(judge(third(), below, NumberContract::ulps(0)).holds);
  EXPECT_TRUE(judge(third(), below, NumberContract::ulps(1)).holds);
  const NumberVerdict two = judge(third(), below2, NumberContract::ulps(1));
  EXPECT_FALSE(two.holds);
  EXPECT_EQ(two.ulps, 2);
  EXPECT_EQ(two.why, "off by 2 ulps");
  EXPECT_EQ(two.answer, "t = 0x1.555552p-2");
  EXPECT_EQ(two.exact.rfind("t in (0x1.555554p-2, 0x1.555556p-2) ~ 0.3333333333333333", 0), 0u) << two.exact;
}

TEST(NumberJudging, ARepresentableExactValueIsPrintedAsItself) {
  const ExactNumbers x = gv::exact::one_exact_value(ExactNumber::rational(Rational(3) / 4), 0.0, HUGE_VAL);
  const NumberVerdict v = judge(x, 0.75f, NumberContract::ulps(0));
  EXPECT_TRUE(v.holds);
  EXPECT_EQ(v.exact, "t = 0x1.8p-1");
}

TEST(NumberJudging, RelativeAndAbsoluteToleranceAreExact) {
  // |y - 1/3| <= eps / 3 decided exactly: 0.3334 is 2e-4 relative off.
  EXPECT_TRUE(judge(third(), 0.3334f, NumberContract::relative(3e-4)).holds);
  EXPECT_FALSE(judge(third(), 0.3334f, NumberContract::relative(1e-4)).holds);
  // absolute(eps) is eps times the input scale.
  EXPECT_TRUE(judge(third(), 0.3334f, NumberContract::absolute(1e-5), 10.0).holds);
  EXPECT_FALSE(judge(third(), 0.3334f, NumberContract::absolute(1e-5), 1.0).holds);
}

TEST(NumberJudging, ABracketMustContainTheValueAndMeetItsWidth) {
  const float lo = std::nextafter(1.0f / 3.0f, 0.0f), hi = 1.0f / 3.0f;
  const NumberVerdict adjacent = judge_bracket(third(), lo, hi, NumberContract::bracket(1));
  EXPECT_TRUE(adjacent.holds);
  EXPECT_EQ(adjacent.ulps, 1);  // the width
  const float wider = std::nextafter(hi, 1.0f);
  EXPECT_TRUE(judge_bracket(third(), lo, wider, NumberContract::bracket()).holds);
  const NumberVerdict too_wide = judge_bracket(third(), lo, wider, NumberContract::bracket(1));
  EXPECT_FALSE(too_wide.holds);
  EXPECT_EQ(too_wide.why, "the bracket is 2 steps wide (allowed 1)");
  // A point bracket at the rounded value misses 1/3.
  const NumberVerdict point = judge_bracket(third(), hi, hi, NumberContract::bracket());
  EXPECT_FALSE(point.holds);
  EXPECT_EQ(point.why, "the bracket misses the exact value");
  EXPECT_EQ(point.ulps, 1);
  const NumberVerdict reversed = judge_bracket(third(), hi, lo, NumberContract::bracket());
  EXPECT_FALSE(reversed.holds);
  EXPECT_EQ(reversed.ulps, gv::exact::kNotANumberError);
}

TEST(NumberJudging, AValueOutsideTheRangeBreaksEveryContract) {
  // The exact value is 0 (a ray starting on the box): -0x1p-149 is one step
  // off, within ulps(4), and still behind the origin.
  const ExactNumbers zero = gv::exact::one_exact_value(ExactNumber::rational(Rational(0)), 0.0, HUGE_VAL);
  const NumberVerdict v = judge(zero, -std::numeric_limits<float>::denorm_min(), NumberContract::ulps(4));
  EXPECT_FALSE(v.holds);
  EXPECT_TRUE(v.out_of_range);
  EXPECT_EQ(v.ulps, 1);
  EXPECT_EQ(v.why, "t outside its range [0x0p+0, inf]");
  // -0 is 0: inside.
  EXPECT_TRUE(judge(zero, -0.0f, NumberContract::ulps(0)).holds);
}

TEST(NumberJudging, NaNIsNeverANumber) {
  const NumberVerdict v = judge(third(), std::numeric_limits<float>::quiet_NaN(), NumberContract::relative(1e30));
  EXPECT_FALSE(v.holds);
  EXPECT_TRUE(v.out_of_range);
  EXPECT_EQ(v.ulps, gv::exact::kNotANumberError);
  EXPECT_EQ(v.why, "t is NaN");
}

/// A coordinate of a closest point that is not unique: any value in [1, 3].
ExactNumbers one_to_three() {
  return gv::exact::exact_point_and_distances({ExactNumber::rational(Rational(1))}, {{0.0, 4.0}}, {},
                                              {ExactNumber::rational(Rational(3))});
}

TEST(NumberJudging, ASetOfExactValuesIsJudgedFromItsNearestMember) {
  EXPECT_TRUE(judge(one_to_three(), 2.0f, NumberContract::ulps(0)).holds);
  EXPECT_TRUE(judge(one_to_three(), 3.0f, NumberContract::ulps(0)).holds);
  EXPECT_TRUE(judge(one_to_three(), 1.0f, NumberContract::ulps(0)).holds);
  const NumberVerdict above = judge(one_to_three(), std::nextafter(3.0f, 4.0f), NumberContract::ulps(0));
  EXPECT_FALSE(above.holds);
  EXPECT_EQ(above.ulps, 1);
  EXPECT_EQ(above.exact, "t any of [0x1p+0, 0x1.8p+1]");
  EXPECT_EQ(judge(one_to_three(), std::nextafter(1.0f, 0.0f), NumberContract::ulps(0)).ulps, 1);
  // A bracket holds when it meets the set and is narrow enough.
  EXPECT_TRUE(judge_bracket(one_to_three(), 2.0f, std::nextafter(2.0f, 3.0f), NumberContract::bracket(1)).holds);
  EXPECT_FALSE(judge_bracket(one_to_three(), 3.5f, 3.75f, NumberContract::bracket()).holds);
}

TEST(NumberJudging, TrailingNumbersARoutineDoesNotReturnAreNotJudged) {
  // A ray-triangle routine that returns t alone (count 1): its u and v are
  // not judged, however wrong the zeros in their slots would be.
  using H = gv::query::RayTriangleHit<float>;
  const H c{{{0.25f, 0.5f, -1}, {0, 0, 1}}, {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}};
  const gv::query::NumbersOf<H> t_only = gv::query::value(1.0f);
  EXPECT_EQ(t_only.count, 1u);
  EXPECT_TRUE(gv::exact::judge_numbers<H>(gv::exact::exact_numbers(c), t_only, NumberContract::ulps(0), 1.0).holds);
  // All three: u = 0.25 and v = 0.5 exactly (Moller-Trumbore's convention).
  gv::query::NumbersOf<H> all;
  all.present = true;
  all.lo = all.hi = {1.0f, 0.25f, 0.5f};
  EXPECT_TRUE(gv::exact::judge_numbers<H>(gv::exact::exact_numbers(c), all, NumberContract::ulps(0), 1.0).holds);
  all.lo[1] = 0.5f;  // u and v exchanged
  all.lo[2] = 0.25f;
  const NumberVerdict swapped = gv::exact::judge_numbers<H>(gv::exact::exact_numbers(c), all, NumberContract::ulps(0), 1.0);
  EXPECT_FALSE(swapped.holds);
  EXPECT_EQ(swapped.exact, "u = 0x1p-2");
  // A degenerate triangle has no unique barycentrics: any u, v in [0, 1].
  const H flat{{{0.25f, 0, -1}, {0, 0, 1}}, {{0, 0, 0}, {1, 0, 0}, {2, 0, 0}}};
  all.lo = {1.0f, 0.75f, 0.125f};
  EXPECT_TRUE(gv::exact::judge_numbers<H>(gv::exact::exact_numbers(flat), all, NumberContract::ulps(0), 1.0).holds);
  all.lo[1] = 1.5f;  // outside [0, 1]
  EXPECT_FALSE(gv::exact::judge_numbers<H>(gv::exact::exact_numbers(flat), all, NumberContract::ulps(0), 1.0).holds);
}

TEST(NumberJudging, ErrorClassesArePowersOfTwo) {
  EXPECT_EQ(gv::exact::error_class(0), 0);
  EXPECT_EQ(gv::exact::error_class(1), 1);
  EXPECT_EQ(gv::exact::error_class(2), 2);
  EXPECT_EQ(gv::exact::error_class(3), 2);
  EXPECT_EQ(gv::exact::error_class(4), 3);
  EXPECT_EQ(gv::exact::error_class(std::int64_t{1} << 40), 41);
  EXPECT_EQ(gv::exact::error_class(gv::exact::kNotANumberError), 64);
}

// ray-aabb-hit's exact numbers: the entry parameter with the range [tmin, tmax].
using H = gv::query::RayAabbHit<float>;
const gv::Aabb<float> kUnit{{0, 0, 0}, {1, 1, 1}};

float entry(const H& c, NumberContract k = NumberContract::ulps(0)) {
  const ExactNumbers x = gv::exact::exact_numbers(c);
  EXPECT_TRUE(x.present());
  // The correctly rounded entry, found by judging: the value ulps(0) accepts.
  const float guess = static_cast<float>(gv::exact::exact_numbers(c).get().values[0].to_double());
  EXPECT_TRUE(judge(x, guess, k).holds);
  return guess;
}

TEST(RayAabbHitExact, TheEntryParameterOfEveryKindOfEntry) {
  // Through a face at t = 1/3: not a float.
  EXPECT_EQ(entry(H{{{-1, 0.5f, 0.5f}, {3, 0, 0}}, kUnit}), 1.0f / 3.0f);
  // Origin inside: the entry is tmin.
  EXPECT_EQ(entry(H{{{0.5f, 0.5f, 0.5f}, {1, 2, 3}}, kUnit}), 0.0f);
  EXPECT_EQ(entry(H{{{0.5f, 0.5f, 0.5f}, {1, 2, 3}, 0.125f, kInf}, kUnit}), 0.125f);
  // Origin on a face, leaving: touching at t = 0.
  EXPECT_EQ(entry(H{{{0, 0.5f, 0.5f}, {-1, 0, 0}}, kUnit}), 0.0f);
  // Through an edge at t = 1.
  EXPECT_EQ(entry(H{{{-1, -1, 0.5f}, {1, 1, 0}}, kUnit}), 1.0f);
  // A zero direction on the box: the point ray meets it at tmin.
  EXPECT_EQ(entry(H{{{0.5f, 1, 0.5f}, {0, 0, 0}}, kUnit}), 0.0f);
  // Far entries: dir = 2^-126 reaches x = 0 from -1 at t = 2^126.
  EXPECT_EQ(entry(H{{{-1, 0.5f, 0.5f}, {std::numeric_limits<float>::min(), 0, 0}}, kUnit}), 0x1p126f);
}

TEST(RayAabbHitExact, AMissHasNoValueAndTheRangeIsTheRaysParameters) {
  EXPECT_FALSE(gv::exact::exact_numbers(H{{{2, 0.5f, 0.5f}, {1, 0, 0}}, kUnit}).present());  // box behind
  EXPECT_FALSE(gv::exact::exact_numbers(H{{{-1, 0.5f, 0.5f}, {3, 0, 0}, 0, 0.25f}, kUnit}).present());  // tmax short
  const ExactNumbers x = gv::exact::exact_numbers(H{{{-1, 0.5f, 0.5f}, {3, 0, 0}, 0, 0.5f}, kUnit});
  ASSERT_TRUE(x.present());
  EXPECT_EQ(x.get().ranges[0].first, 0.0);
  EXPECT_EQ(x.get().ranges[0].second, 0.5);
  // Invalid input (a NaN) has no value.
  EXPECT_FALSE(
      gv::exact::exact_numbers(H{{{std::numeric_limits<float>::quiet_NaN(), 0, 0}, {1, 0, 0}}, kUnit}).present());
}

}  // namespace

}  // namespace gv_exact_quantity_test
