// SPDX-License-Identifier: MIT
// The segment-AABB oracle (exact/segment_aabb.h) on hand cases of every
// degenerate class, under the 48 symmetries, with its margin; its exact
// squared distance against the relation on every generator class; and the
// cross-check (exact/crosscheck) on the same hand cases.
#include <gtest/gtest.h>

#include <cmath>

#include "geoverify/crosscheck/crosscheck.h"
#include "geoverify/exact/segment_aabb.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "geoverify/exact/rational/segment_aabb.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_segment_aabb_oracle_test {

namespace {

using gv::Relation;
using C = gv::query::SegmentAabb<double>;

const gv::Aabbd kUnit{{0, 0, 0}, {1, 1, 1}};

struct Hand {
  const char* name;
  C c;
  Relation want;
};

const Hand kHand[] = {
    {"through", {{{-1, .5, .5}, {2, .5, .5}}, kUnit}, Relation::overlapping},
    {"inside", {{{.25, .25, .25}, {.75, .5, .5}}, kUnit}, Relation::overlapping},
    {"beside", {{{-1, 2, .5}, {2, 2, .5}}, kUnit}, Relation::disjoint},
    {"short", {{{-3, .5, .5}, {-1, .5, .5}}, kUnit}, Relation::disjoint},
    {"endpoint-on-face-out", {{{1, .5, .5}, {3, .5, .5}}, kUnit}, Relation::touching},
    {"endpoint-on-face-in", {{{1, .5, .5}, {.5, .5, .5}}, kUnit}, Relation::overlapping},
    {"endpoint-on-edge-out", {{{1, 1, .5}, {2, 2, .5}}, kUnit}, Relation::touching},
    {"endpoint-on-corner-out", {{{1, 1, 1}, {2, 3, 4}}, kUnit}, Relation::touching},
    {"in-face-plane", {{{-1, .5, 1}, {2, .5, 1}}, kUnit}, Relation::touching},
    {"in-face-plane-outside", {{{-1, 2, 1}, {2, 3, 1}}, kUnit}, Relation::disjoint},
    {"along-edge", {{{1, 1, -1}, {1, 1, 2}}, kUnit}, Relation::touching},
    {"graze-edge", {{{-1, 7, .5}, {4, -8, .5}}, kUnit}, Relation::touching},
    {"graze-corner", {{{0, 2, 1}, {2, 0, 1}}, kUnit}, Relation::touching},
    {"beside-edge", {{{0, 0x1.0000000000001p+1, .5}, {0x1.0000000000001p+1, 0, .5}}, kUnit}, Relation::disjoint},
    {"point-inside", {{{.5, .5, .5}, {.5, .5, .5}}, kUnit}, Relation::overlapping},
    {"point-on-face", {{{1, .5, .5}, {1, .5, .5}}, kUnit}, Relation::touching},
    {"point-outside", {{{0x1.0000000000001p+0, .5, .5}, {0x1.0000000000001p+0, .5, .5}}, kUnit}, Relation::disjoint},
    {"flat-box-crossed", {{{.5, .5, -1}, {.5, .5, 1}}, {{0, 0, 0}, {1, 1, 0}}}, Relation::overlapping},
    {"flat-box-ended-on", {{{.5, .5, 0}, {.5, .5, 1}}, {{0, 0, 0}, {1, 1, 0}}}, Relation::touching},
    {"flat-box-in-plane", {{{-1, .5, 0}, {2, .5, 0}}, {{0, 0, 0}, {1, 1, 0}}}, Relation::touching},
    {"segment-box-crossed", {{{.5, -1, 0}, {.5, 1, 0}}, {{0, 0, 0}, {1, 0, 0}}}, Relation::touching},
    {"point-box-on-segment", {{{-1, -1, -1}, {1, 1, 1}}, {{0, 0, 0}, {0, 0, 0}}}, Relation::touching},
    {"point-box-beside", {{{-1, -1, -1}, {1, 1, 0x1.0000000000001p+0}}, {{0, 0, 0}, {0, 0, 0}}}, Relation::disjoint},
    {"point-point", {{{0, 0, 0}, {0, 0, 0}}, {{0, 0, 0}, {0, 0, 0}}}, Relation::touching},
    {"negative-zero", {{{.5, -0.0, .5}, {.5, -0.0, 2}}, kUnit}, Relation::touching},
    {"subnormal-gap", {{{-0x1p-1074, .5, .5}, {-0x1p-1074, .5, 2}}, kUnit}, Relation::disjoint},
    {"huge", {{{-0x1.fffffffffffffp+1023, .5, .5}, {0x1.fffffffffffffp+1023, .5, .5}}, kUnit}, Relation::overlapping},
};

TEST(SegmentAabbOracle, HandCasesUnderEverySymmetry) {
  for (const Hand& h : kHand) {
    for (int k = 0; k < 48; ++k) {
      const C c = gv::query::transformed(h.c, gv::query::symmetry(k));
      const gv::exact::Result r = gv::exact::segment_aabb(c.seg, c.box);
      ASSERT_EQ(r.relation, h.want) << h.name << " symmetry " << k << "\n" << gv::query::declarations(c);
      EXPECT_EQ(gv::crosscheck::segment_aabb(c.seg, c.box), h.want) << h.name << " symmetry " << k;
      // Endpoints swapped: the same set.
      EXPECT_EQ(gv::exact::segment_aabb(gv::Segmentd{c.seg.p1, c.seg.p0}, c.box).relation, h.want) << h.name;
      EXPECT_EQ(r.margin > 0, r.relation == Relation::disjoint) << h.name;
      EXPECT_EQ(r.margin < 0, r.relation == Relation::overlapping) << h.name;
    }
  }
}

TEST(SegmentAabbOracle, MarginIsTheDistanceOrThePenetration) {
  // Beside a face by 1: distance 1.
  EXPECT_DOUBLE_EQ(gv::exact::segment_aabb(gv::Segmentd{{-1, 2, .5}, {2, 2, .5}}, kUnit).margin, 1.0);
  // Nearest points an edge and an interior point of the segment: the line
  // x + y = 4 at z = 0.5 is sqrt(2) from the edge x = y = 1.
  EXPECT_DOUBLE_EQ(gv::exact::segment_aabb(gv::Segmentd{{0, 4, .5}, {4, 0, .5}}, kUnit).margin, std::sqrt(2.0));
  // Short of the box along x by 1 (the endpoint is nearest).
  EXPECT_DOUBLE_EQ(gv::exact::segment_aabb(gv::Segmentd{{-3, .5, .5}, {-1, .5, .5}}, kUnit).margin, 1.0);
  // Through the centre along x: the shortest separating move is 0.5 (along y or z).
  EXPECT_DOUBLE_EQ(gv::exact::segment_aabb(gv::Segmentd{{-1, .5, .5}, {2, .5, .5}}, kUnit).margin, -0.5);
  const gv::exact::Result inv = gv::exact::segment_aabb(gv::Segmentd{{NAN, 0, 0}, {1, 1, 1}}, kUnit);
  EXPECT_EQ(inv.relation, Relation::invalid);
  EXPECT_EQ(gv::exact::segment_aabb(gv::Segmentd{{0, 0, 0}, {INFINITY, 0, 0}}, kUnit).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::segment_aabb(gv::Segmentd{{0, 0, 0}, {1, 1, 1}}, gv::Aabbd{{1, 0, 0}, {0, 1, 1}}).relation,
            Relation::invalid);
}

template <class T>
void distance_agrees_with_relation(std::uint64_t seed) {
  using Gen = gv::gen::Generator<gv::query::SegmentAabb<T>>;
  for (std::size_t k = 0; k < Gen::kClasses.size(); ++k) {
    gv::gen::Prng rng(seed * 100 + k);
    for (int i = 0; i < gv::test_support::work(100); ++i) {
      const auto c = Gen::make(rng, k);
      const gv::exact::Result r = gv::exact::segment_aabb(c.seg, c.box);
      const gv::exact::Rational d2 = gv::exact::squared_distance_segment_box(
          gv::exact::to_rational(c.seg.p0), gv::exact::to_rational(c.seg.p1), gv::exact::to_rational(c.box.min),
          gv::exact::to_rational(c.box.max));
      ASSERT_EQ(d2 > 0, r.relation == Relation::disjoint) << Gen::kClasses[k] << "\n" << gv::query::declarations(c);
    }
  }
}

TEST(SegmentAabbOracle, SquaredDistanceIsZeroExactlyWhenTheyMeet) {
  distance_agrees_with_relation<float>(1);
  distance_agrees_with_relation<double>(2);
}

}  // namespace

}  // namespace gv_exact_segment_aabb_oracle_test
