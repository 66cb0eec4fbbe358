// SPDX-License-Identifier: MIT
// Specification of gv::relations() and gv::hit_mask() (core/ray_aabb_batch.h):
// one prepared ray against 4 or 8 boxes answers, lane by lane, exactly what
// relation(PreparedRay, Aabb) answers for each box, on every vector path.
//
// Included by one test source per path, which defines GV_BATCH_SUITE (the
// suite's name) and GV_BATCH_PATH (the path it must get) and, for the
// portable path, GEOVERIFY_BATCH_PORTABLE, before including this file.
//
// 1. Hand cases of every degenerate class a lane can be in: static axes with
//    the origin inside, on and outside a slab (and -0.0 components), point
//    and flat boxes, invalid boxes beside valid ones, an invalid ray, double
//    input outside the filter's exponent screen, the largest floats.
// 2. The scaled filter: which rays take it, and the ends of its ranges
//    (the least and greatest parameters, an origin component 0), no flag.
// 3. The worst-case family of kRayPreparedSlabBound and
//    kRayScaledSlabBoundF (rays aimed at a box edge, moved by a few ulps),
//    every lane against the exact oracle.
// 4. A differential loop over every generator class: the case's own box in
//    one lane, other cases' boxes and one-ulp moves of its own box in the
//    others; every lane against the scalar core, the case's lane against the
//    exact oracle; no floating-point flag but inexact on valid input.
#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string>

#include "geoverify/core/ray_aabb.h"
#include "geoverify/core/ray_aabb_batch.h"
#include "geoverify/exact/ray_aabb.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "work.h"
#include "fp_flags.h"

#if !defined(GV_BATCH_SUITE) || !defined(GV_BATCH_PATH)
#error "define GV_BATCH_SUITE and GV_BATCH_PATH before including ray_aabb_batch_cases.h"
#endif

namespace {

using gv::Relation;
using gv::test_support::work;

template <class T, int N>
struct Lanes {
  using Scalar = T;
  static constexpr int kLanes = N;
};

template <class P>
class GV_BATCH_SUITE : public ::testing::Test {
 protected:
  using Scalar = typename P::Scalar;
  static constexpr int kLanes = P::kLanes;
  using Batch = gv::AabbBatch<Scalar, kLanes>;
  using B = gv::Aabb<Scalar>;
  using R = gv::Ray<Scalar>;

  static std::string show(const R& r, const Batch& b, int k) {
    return "lane " + std::to_string(k) + " of " + std::to_string(kLanes) + "\n" +
           gv::query::declarations(gv::query::RayAabb<Scalar>{r, gv::box_of(b, k)});
  }

  /// Every lane equals the scalar prepared relation (and `want[k]` where
  /// given); the mask agrees; one Stats call per lane. Returns the stats.
  static gv::Stats check(const R& r, const Batch& b, const Relation* want = nullptr) {
    const gv::PreparedRay<Scalar> p = gv::prepare_ray(r);
    Relation out[kLanes];
    gv::Stats st;
    std::feclearexcept(FE_ALL_EXCEPT);
    const unsigned mask = gv::relations(p, b, out, &st);
    const int raised = std::fetestexcept(gv::test_support::kHarmfulFlags);
    bool valid = gv::is_valid(r);
    for (int k = 0; k < kLanes; ++k) valid = valid && gv::is_valid(gv::box_of(b, k));
    if (valid) {
      EXPECT_EQ(raised, 0) << "a flag other than inexact on valid input\n" << show(r, b, 0);
    }
    unsigned want_mask = 0;
    for (int k = 0; k < kLanes; ++k) {
      const Relation scalar = gv::relation(p, gv::box_of(b, k));
      EXPECT_EQ(out[k], scalar) << show(r, b, k);
      if (want) {
        EXPECT_EQ(out[k], want[k]) << show(r, b, k);
      }
      want_mask |= static_cast<unsigned>(gv::intersecting(scalar)) << k;
    }
    EXPECT_EQ(mask, want_mask);
    EXPECT_EQ(gv::hit_mask(p, b), want_mask);
    EXPECT_EQ(st.filter + st.exact + st.invalid, static_cast<std::uint64_t>(kLanes));
    return st;
  }

  /// A batch with `box` in every lane.
  static Batch filled(const B& box) {
    Batch b;
    for (int k = 0; k < kLanes; ++k) gv::set_box(b, k, box);
    return b;
  }
};

using LaneCounts = ::testing::Types<Lanes<float, 4>, Lanes<float, 8>, Lanes<double, 4>, Lanes<double, 8>>;
TYPED_TEST_SUITE(GV_BATCH_SUITE, LaneCounts);

template <class T>
T up(T x) {
  return std::nextafter(x, std::numeric_limits<T>::infinity());
}
template <class T>
T down(T x) {
  return std::nextafter(x, -std::numeric_limits<T>::infinity());
}

// GV_BATCH_PATH: for the default build's file, what CMake expects of the
// target processor (sse2 on x86-64), not derived from the header's macros.
TYPED_TEST(GV_BATCH_SUITE, TheTranslationUnitGetsItsPath) { EXPECT_STREQ(gv::batch_path(), GV_BATCH_PATH); }

TYPED_TEST(GV_BATCH_SUITE, BoxOfAndSetBoxRoundTrip) {
  using T = typename TestFixture::Scalar;
  typename TestFixture::Batch b{};
  for (int k = 0; k < TestFixture::kLanes; ++k) {
    const T v = static_cast<T>(k);
    gv::set_box(b, k, {{v, -v, T(2) * v}, {v + 1, T(1) - v, T(3) * v}});
  }
  for (int k = 0; k < TestFixture::kLanes; ++k) {
    const T v = static_cast<T>(k);
    const gv::Aabb<T> x = gv::box_of(b, k);
    EXPECT_EQ(x.min.x, v);
    EXPECT_EQ(x.min.y, -v);
    EXPECT_EQ(x.min.z, T(2) * v);
    EXPECT_EQ(x.max.x, v + 1);
    EXPECT_EQ(x.max.y, T(1) - v);
    EXPECT_EQ(x.max.z, T(3) * v);
  }
}

// A ray along +x at y = z = 0 (a -0.0 and a +0.0 direction component: two
// static axes), against boxes that hold it strictly, on a face, on an edge,
// beside it, and as a point or a flat box on its line.
TYPED_TEST(GV_BATCH_SUITE, StaticAxesInsideOnAndOutsideTheirSlabs) {
  using T = typename TestFixture::Scalar;
  const typename TestFixture::R r{{-5, 0, 0}, {1, T(-0.0), 0}, 0, std::numeric_limits<T>::infinity()};
  const gv::Aabb<T> boxes[8] = {
      {{1, -1, -1}, {2, 1, 1}},   // the line through the interior
      {{1, 0, -1}, {2, 1, 1}},    // the line in the face y = 0
      {{1, 0, 0}, {2, 1, 1}},     // the line along the edge y = z = 0
      {{1, 1, -1}, {2, 2, 1}},    // beside it: y = 0 < 1
      {{3, 0, 0}, {3, 0, 0}},     // a point on the line
      {{-9, -1, -1}, {-6, 1, 1}}, // behind the origin
      {{-5, -1, 0}, {-5, 1, 1}},  // a flat box through the origin, the line on its edge z = 0
      {{0, -1, -1}, {0, 1, 1}},   // a flat box crossed through its relative interior
  };
  const Relation want8[8] = {Relation::overlapping, Relation::touching, Relation::touching, Relation::disjoint,
                             Relation::touching,    Relation::disjoint, Relation::touching, Relation::overlapping};
  typename TestFixture::Batch b;
  Relation want[8];
  for (int k = 0; k < TestFixture::kLanes; ++k) {
    gv::set_box(b, k, boxes[k]);
    want[k] = want8[k];
  }
  this->check(r, b, want);
  // the same lanes in the other order (the last lanes first)
  for (int k = 0; k < TestFixture::kLanes; ++k) {
    gv::set_box(b, k, boxes[7 - k]);
    want[k] = want8[7 - k];
  }
  this->check(r, b, want);
}

// Transversal rays without static axes: the common case of a traversal. The
// lanes are decided by the filter, except the touching ones.
TYPED_TEST(GV_BATCH_SUITE, TransversalRaysAreDecidedByTheFilterExceptWhenTouching) {
  using T = typename TestFixture::Scalar;
  const typename TestFixture::R r{{-1, -1, -1}, {1, 1, 1}, 0, std::numeric_limits<T>::infinity()};
  typename TestFixture::Batch b;
  Relation want[8];
  for (int k = 0; k < TestFixture::kLanes; ++k) {
    const T s = static_cast<T>(k + 1);
    if (k % 2 == 0) {  // on the diagonal: overlapping
      gv::set_box(b, k, {{s, s, s}, {s + 1, s + 1, s + 1}});
      want[k] = Relation::overlapping;
    } else {  // touching the diagonal at a corner only
      gv::set_box(b, k, {{s, s + 1, s}, {s + 1, s + 2, s + 1}});
      want[k] = Relation::touching;
    }
  }
  const gv::Stats st = this->check(r, b, want);
  EXPECT_EQ(st.filter, static_cast<std::uint64_t>(TestFixture::kLanes / 2));
  EXPECT_EQ(st.exact, static_cast<std::uint64_t>(TestFixture::kLanes / 2));
  // The vector filter itself decides the overlapping lanes (0, 2, ...) and
  // leaves the touching ones to the exact stage, in every group of four.
  const gv::PreparedRay<T> p = gv::prepare_ray(r);
  for (int at = 0; at < TestFixture::kLanes; at += 4) {
    const gv::batch_detail::Verdict4 v = gv::batch_detail::filter4(p, b, at);
    EXPECT_EQ(v.overlapping, 0x5u) << "lanes " << at << ".." << at + 3;
    EXPECT_EQ(v.disjoint, 0u) << "lanes " << at << ".." << at + 3;
  }
}

// Clipped rays: a finite tmax, tmin > 0, tmin == tmax (a point), with the
// box before, around and after the clipped range.
TYPED_TEST(GV_BATCH_SUITE, ClippedRangesInEveryLane) {
  using T = typename TestFixture::Scalar;
  typename TestFixture::Batch b;
  Relation want[8];
  // boxes along the x axis: [k, k + 1] x [-1, 1]^2 for k = 0..7
  for (int k = 0; k < TestFixture::kLanes; ++k) {
    const T x = static_cast<T>(k);
    gv::set_box(b, k, {{x, -1, -1}, {x + 1, 1, 1}});
  }
  // the ray along +x from x = 0.5, t in [2, 3.5]: x in [2.5, 4]
  const typename TestFixture::R r{{T(0.5), 0, 0}, {1, T(0.0078125), T(-0.0078125)}, 2, T(3.5)};
  for (int k = 0; k < TestFixture::kLanes; ++k) {
    want[k] = k <= 1 ? Relation::disjoint : k == 2 || k == 3 ? Relation::overlapping
                                        : k == 4             ? Relation::touching
                                                             : Relation::disjoint;
  }
  this->check(r, b, want);
  // tmin == tmax == 2: the point x = 2.5, inside box 2 only
  for (int k = 0; k < TestFixture::kLanes; ++k) want[k] = k == 2 ? Relation::overlapping : Relation::disjoint;
  this->check({r.o, r.dir, 2, 2}, b, want);
  // tmin == tmax == 1.5: the point x = 2, on the face shared by boxes 1 and 2
  for (int k = 0; k < TestFixture::kLanes; ++k) want[k] = k == 1 || k == 2 ? Relation::touching : Relation::disjoint;
  this->check({r.o, r.dir, T(1.5), T(1.5)}, b, want);
}

TYPED_TEST(GV_BATCH_SUITE, AnInvalidBoxAnswersInvalidInItsLaneOnly) {
  using T = typename TestFixture::Scalar;
  const T nan = std::numeric_limits<T>::quiet_NaN(), inf = std::numeric_limits<T>::infinity();
  const typename TestFixture::R r{{-1, 0.5, 0.5}, {1, 0, 0}, 0, inf};
  typename TestFixture::Batch b = TestFixture::filled({{0, 0, 0}, {1, 1, 1}});
  Relation want[8];
  for (int k = 0; k < TestFixture::kLanes; ++k) want[k] = Relation::overlapping;
  b.min_x[1] = nan;
  want[1] = Relation::invalid;
  b.max_y[2] = inf;
  want[2] = Relation::invalid;
  b.min_z[3] = 2;  // min > max
  want[3] = Relation::invalid;
  if constexpr (TestFixture::kLanes == 8) {
    b.max_x[6] = -inf;
    want[6] = Relation::invalid;
  }
  const gv::Stats st = this->check(r, b, want);
  EXPECT_EQ(st.invalid, TestFixture::kLanes == 8 ? 4u : 3u);
}

TYPED_TEST(GV_BATCH_SUITE, AnInvalidRayAnswersInvalidInEveryLane) {
  using T = typename TestFixture::Scalar;
  const T inf = std::numeric_limits<T>::infinity();
  const typename TestFixture::Batch b = TestFixture::filled({{0, 0, 0}, {1, 1, 1}});
  Relation want[8];
  for (int k = 0; k < TestFixture::kLanes; ++k) want[k] = Relation::invalid;
  const typename TestFixture::R bad[4] = {
      {{std::numeric_limits<T>::quiet_NaN(), 0, 0}, {1, 0, 0}, 0, inf},
      {{0, 0, 0}, {inf, 0, 0}, 0, inf},
      {{0, 0, 0}, {1, 0, 0}, -1, inf},  // tmin < 0
      {{0, 0, 0}, {1, 0, 0}, 2, 1},     // tmax < tmin
  };
  for (const auto& r : bad) {
    const gv::Stats st = this->check(r, b, want);
    EXPECT_EQ(st.invalid, static_cast<std::uint64_t>(TestFixture::kLanes));
  }
}

// Subnormal and huge coordinates. From the origin: the scaled filter does
// not admit the subnormal boxes (an origin component 0 and bounds below
// kOriginTiny: they go on to the filter in double for float input, to the
// exact stage for double input) and filters the huge ones in T itself. From
// the corner at the largest value the ray is outside the scaled filter's
// range (|o| >= 2^kOriginHi): the filter in double (float) or the exact
// stage (double).
TYPED_TEST(GV_BATCH_SUITE, ExtremeMagnitudes) {
  using T = typename TestFixture::Scalar;
  const T inf = std::numeric_limits<T>::infinity();
  const T tiny = std::numeric_limits<T>::denorm_min(), big = std::numeric_limits<T>::max();
  typename TestFixture::Batch b;
  Relation want[8];
  for (int k = 0; k < TestFixture::kLanes; ++k) {
    switch (k % 4) {
      case 0:  // a subnormal box on the diagonal
        gv::set_box(b, k, {{tiny, tiny, tiny}, {2 * tiny, 2 * tiny, 2 * tiny}});
        want[k] = Relation::overlapping;
        break;
      case 1:  // touching the diagonal at its subnormal corner
        gv::set_box(b, k, {{tiny, 2 * tiny, tiny}, {2 * tiny, 3 * tiny, 2 * tiny}});
        want[k] = Relation::touching;
        break;
      case 2:  // a huge box around everything
        gv::set_box(b, k, {{-big, -big, -big}, {big, big, big}});
        want[k] = Relation::overlapping;
        break;
      default:  // a huge box beside the ray
        gv::set_box(b, k, {{big / 2, -big, -big}, {big, -big / 2, big}});
        want[k] = Relation::disjoint;
        break;
    }
  }
  this->check({{0, 0, 0}, {1, 1, 1}, 0, inf}, b, want);
  // from the corner (max, -max, max) inwards along (-1, 1, -1): the points
  // (x, -x, x) miss the two small boxes, cross the big one from its corner
  // and enter the fourth at that corner too
  for (int k = 0; k < TestFixture::kLanes; k += 4) {
    want[k] = want[k + 1] = Relation::disjoint;
    want[k + 2] = want[k + 3] = Relation::overlapping;
  }
  this->check({{big, -big, big}, {-1, 1, -1}, 0, inf}, b, want);
}

// --- the scaled filter: which rays take it, and the ends of its ranges -----

/// Boxes of every kind around the unit cube, for the rays of the next test:
/// overlapping, touching at a face and a corner, disjoint, flat, a point.
template <class T, int N>
gv::AabbBatch<T, N> assorted_boxes() {
  const gv::Aabb<T> kinds[8] = {
      {{-1, -1, -1}, {1, 1, 1}},    {{1, -1, -1}, {2, 1, 1}},  {{1, 1, 1}, {2, 2, 2}},       {{5, 5, 5}, {6, 6, 6}},
      {{-3, 0, -3}, {3, 0, 3}},     {{0, 0, 0}, {0, 0, 0}},    {{-7, -8, -9}, {10, 11, 12}}, {{-2, 3, -2}, {-1, 4, -1}},
  };
  gv::AabbBatch<T, N> b;
  for (int k = 0; k < N; ++k) gv::set_box(b, k, kinds[k]);
  return b;
}

// prepare_ray() sets `scaled` exactly when the ray lies within
// detail::ScaledRange: the spread of its nonzero direction components, its
// origin on the moving axes (0, or within [2^-kOriginLo, 2^kOriginHi)),
// tmin and tmax scaled exactly by num = 2^(e - 3) to at most max/8, and num
// itself normal. Each ray, in or out, answers in every lane what the scalar
// call answers.
TYPED_TEST(GV_BATCH_SUITE, TheScaledFilterTakesARayWithinItsRanges) {
  using T = typename TestFixture::Scalar;
  using Range = gv::detail::ScaledRange<T>;
  constexpr int kMinExp = std::numeric_limits<T>::min_exponent - 1;
  const T inf = std::numeric_limits<T>::infinity(), big = std::numeric_limits<T>::max();
  const auto p2 = [](int e) { return std::ldexp(T(1), e); };
  struct Row {
    const char* what;
    typename TestFixture::R ray;
    bool scaled;
  };
  const Row rows[] = {
      {"a slanted half-line", {{-3, T(0.5), 2}, {1, -2, T(0.25)}, 0, inf}, true},
      {"spread 2^kSpread", {{-3, T(0.5), 2}, {1, p2(Range::kSpread) * T(1.5), 1}, 0, inf}, true},
      {"spread 2^(kSpread + 1)", {{-3, T(0.5), 2}, {1, p2(Range::kSpread + 1), 1}, 0, inf}, false},
      {"origin 2^-kOriginLo", {{p2(-Range::kOriginLo), 1, 1}, {1, 1, 1}, 0, inf}, true},
      {"origin below 2^-kOriginLo", {{std::nextafter(p2(-Range::kOriginLo), T(0)), 1, 1}, {1, 1, 1}, 0, inf}, false},
      {"origin 0 on two axes", {{0, 0, 1}, {1, 1, 1}, 0, inf}, true},
      {"origin below 2^kOriginHi", {{std::nextafter(p2(Range::kOriginHi), T(0)), 1, 1}, {-1, 1, 1}, 0, inf}, true},
      {"origin 2^kOriginHi", {{-p2(Range::kOriginHi), 1, 1}, {1, 1, 1}, 0, inf}, false},
      {"the largest origin on a static axis", {{1, big, 1}, {1, 0, 1}, 0, inf}, true},
      {"no moving axis", {{T(0.5), T(0.5), T(0.5)}, {0, 0, 0}, 0, 3}, true},
      {"the least direction with num normal", {{-3, 1, 1}, {p2(kMinExp + 3), p2(kMinExp + 3), p2(kMinExp + 3)}, 0, inf}, true},
      {"a direction below it", {{-3, 1, 1}, {p2(kMinExp + 2), p2(kMinExp + 2), p2(kMinExp + 2)}, 0, inf}, false},
      {"tmin scaled to the least normal value",
       {{-3, 1, 1}, {p2(kMinExp + 3), p2(kMinExp + 3), p2(kMinExp + 3)}, 1, inf},
       true},
      {"a subnormal tmin", {{-3, 1, 1}, {16, 16, 16}, std::numeric_limits<T>::denorm_min(), inf}, false},
      {"a subnormal direction component", {{-3, 1, 1}, {1, std::numeric_limits<T>::denorm_min(), 1}, 0, inf}, false},
      {"a subnormal origin on a static axis", {{-3, std::numeric_limits<T>::denorm_min(), 1}, {1, 0, 1}, 0, inf}, true},
      {"tmin scaled below the normal range",
       {{-3, 1, 1}, {p2(kMinExp + 3), p2(kMinExp + 3), p2(kMinExp + 3)}, p2(-20), inf},
       false},
      {"tmax scaled past max/8", {{-3, 1, 1}, {16, 16, 16}, 0, big / 4}, false},
      {"tmax scaled to max/8", {{-3, 1, 1}, {16, 16, 16}, 0, big / 16}, true},
      {"an invalid ray", {{-3, 1, 1}, {1, 1, 1}, 2, 1}, false},
  };
  const typename TestFixture::Batch b = assorted_boxes<T, TestFixture::kLanes>();
  for (const Row& row : rows) {
    const gv::PreparedRay<T> p = gv::prepare_ray(row.ray);
    EXPECT_EQ(p.scaled, row.scaled) << row.what;
    if (p.scaled) {
      for (int i = 0; i < 3; ++i) EXPECT_LE(std::fabs(p.sr[i]), T(0.125)) << row.what;
      EXPECT_LE(p.st0, big / 8) << row.what;
      EXPECT_TRUE(p.st1 <= big / 8 || p.st1 == inf) << row.what;
    }
    this->check(row.ray, b);
    if (::testing::Test::HasFailure()) {
      ADD_FAILURE() << row.what;
      break;
    }
  }
}

// The ends of the scaled filter's ranges, where its parameters come closest
// to underflow and overflow: no flag on valid input, and every lane right.
// (1) The least nonzero difference p - o (a box bound an ulp below the least
// admitted origin component) on the axis of the largest direction component
// (the least |sr|): a parameter just above 2^-126 in float, 2^-1017 in double.
// (2) Bounds at +-max against an origin just below 2^kOriginHi on the
// axis of the greatest |sr| = 1/8. (3) An origin component 0: bounds at
// kOriginTiny are filtered, bounds below it (and subnormal ones) are not.
TYPED_TEST(GV_BATCH_SUITE, TheScaledFilterAtTheEndsOfItsRanges) {
  using T = typename TestFixture::Scalar;
  using Range = gv::detail::ScaledRange<T>;
  constexpr int N = TestFixture::kLanes;
  const T inf = std::numeric_limits<T>::infinity(), big = std::numeric_limits<T>::max();
  const T tiny = std::numeric_limits<T>::denorm_min();
  const T lo = std::ldexp(T(1), -Range::kOriginLo), hi = std::nextafter(std::ldexp(T(1), Range::kOriginHi), T(0));
  std::uint64_t scaled_decided = 0;
  const auto run = [&](const typename TestFixture::R& r, const typename TestFixture::Batch& b, const char* what) {
    const gv::PreparedRay<T> p = gv::prepare_ray(r);
    ASSERT_TRUE(p.scaled) << what;
    Relation want[N];
    for (int k = 0; k < N; ++k) want[k] = gv::exact::ray_aabb(r, gv::box_of(b, k)).relation;
    this->check(r, b, want);
    for (int k = 0; k < N; ++k) {  // the scalar prepared call runs the same filter
      std::feclearexcept(FE_ALL_EXCEPT);
      EXPECT_EQ(gv::relation(p, gv::box_of(b, k)), want[k]) << what << ", lane " << k;
      EXPECT_EQ(std::fetestexcept(gv::test_support::kHarmfulFlags), 0) << what << ", the scalar call, lane " << k;
    }
    for (int at = 0; at < N; at += 4) {
      std::feclearexcept(FE_ALL_EXCEPT);
      const gv::batch_detail::Verdict4 v = gv::batch_detail::scaled_filter4(p, b, at);
      EXPECT_EQ(std::fetestexcept(gv::test_support::kHarmfulFlags), 0) << what;
      for (int k = 0; k < 4; ++k) {
        if (((v.disjoint | v.overlapping) >> k) & 1u) {
          ++scaled_decided;
          EXPECT_EQ(((v.overlapping >> k) & 1u) ? Relation::overlapping : Relation::disjoint, want[at + k])
              << what << ", lane " << at + k;
        }
      }
    }
    if (::testing::Test::HasFailure()) FAIL() << what;
  };
  // (1) the direction's y component is just below 2^(kSpread + 1) times its
  // x component: |sr_y| = (1 + 2^-23) 2^-(kSpread + 4) in float
  const T dy = std::nextafter(std::ldexp(T(1), Range::kSpread + 1), T(0));
  const typename TestFixture::R r1{{lo, lo, lo}, {1, dy, 1}, 0, inf};
  typename TestFixture::Batch b1;
  for (int k = 0; k < N; ++k) {
    const T below = std::nextafter(lo, T(0));  // lo - p = 2^-(kOriginLo + digits)
    switch (k % 4) {
      case 0: gv::set_box(b1, k, {{-1, below, -1}, {1, 1, 1}}); break;     // around the origin
      case 1: gv::set_box(b1, k, {{-1, -1, -1}, {1, below, 1}}); break;    // ends an ulp below it in y
      case 2: gv::set_box(b1, k, {{below, below, below}, {lo, lo, lo}}); break;  // its corner is the origin
      default: gv::set_box(b1, k, {{-2, -3, -2}, {-1, below, -1}}); break;  // behind
    }
  }
  run(r1, b1, "the least parameters");
  // (2) |sr_x| = 1/8: dir_x is the least component, a power of two
  const typename TestFixture::R r2{{-hi, 0, 0}, {1, T(1.5), T(1.25)}, 0, inf};
  typename TestFixture::Batch b2;
  for (int k = 0; k < N; ++k) {
    switch (k % 4) {
      case 0: gv::set_box(b2, k, {{-big, -big, -big}, {big, big, big}}); break;
      case 1: gv::set_box(b2, k, {{big / 2, -big, -big}, {big, -big / 2, big}}); break;
      case 2: gv::set_box(b2, k, {{-big, 1, 1}, {-big / 2, 2, 2}}); break;
      default: gv::set_box(b2, k, {{big / 2, big / 2, big / 2}, {big, big, big}}); break;
    }
  }
  run(r2, b2, "the greatest parameters");
  // (3) an origin component 0 on every axis, along the diagonal
  const typename TestFixture::R r3{{0, 0, 0}, {1, 1, 1}, 0, inf};
  const T t = Range::kOriginTiny, below_t = std::nextafter(Range::kOriginTiny, T(0));
  typename TestFixture::Batch b3;
  for (int k = 0; k < N; ++k) {
    switch (k % 4) {
      case 0: gv::set_box(b3, k, {{t, t, t}, {2 * t, 2 * t, 2 * t}}); break;             // on the diagonal
      case 1: gv::set_box(b3, k, {{t, 2 * t, t}, {2 * t, 3 * t, 2 * t}}); break;         // touching it
      case 2: gv::set_box(b3, k, {{below_t, 0, 0}, {t, t, t}}); break;                   // a bound below kOriginTiny
      default: gv::set_box(b3, k, {{tiny, tiny, tiny}, {2 * tiny, 2 * tiny, 2 * tiny}}); break;  // subnormal
    }
  }
  run(r3, b3, "an origin component 0");
  // ... where the scaled filter decides the box on the diagonal and leaves
  // the touching one and those with a bound below kOriginTiny
  const gv::PreparedRay<T> p3 = gv::prepare_ray(r3);
  for (int at = 0; at < N; at += 4) {
    const gv::batch_detail::Verdict4 v = gv::batch_detail::scaled_filter4(p3, b3, at);
    EXPECT_EQ(v.overlapping, 0x1u) << "lanes " << at << ".." << at + 3;
    EXPECT_EQ(v.disjoint, 0u) << "lanes " << at << ".." << at + 3;
  }
  // the scaled filter decided the clear lanes itself
  EXPECT_GT(scaled_decided, static_cast<std::uint64_t>(N));
}

// --- the bound's worst-case family, lane by lane ---------------------------

template <class T>
T uniform(gv::gen::Prng& rng, T lo, T hi) {
  const double u = static_cast<double>(rng.next() >> 11) * 0x1p-53;
  return static_cast<T>(lo + (hi - lo) * u);
}

/// kRayPreparedSlabBound: rays aimed at a point of the edge y = 2s, z = s of
/// the box [s, 2s]^3 with full-precision values, the direction then moved by
/// up to three ulps per component, so that the rounded slab parameters of
/// the entering and the leaving face straddle each other. The lanes hold the
/// box and its copies with one bound moved by an ulp; every lane is checked
/// against the exact oracle.
TYPED_TEST(GV_BATCH_SUITE, SlabBoundWorstCaseFamilyLaneByLane) {
  using T = typename TestFixture::Scalar;
  constexpr int N = TestFixture::kLanes;
  gv::gen::Prng rng(0xba7c4);
  gv::Stats total;
  std::uint64_t scaled_decided = 0, scaled_left = 0;
  const int n = work(4000, 400);
  for (int i = 0; i < n; ++i) {
    const T s = std::ldexp(T(1), static_cast<int>(rng.draw(40)) - 20);
    const gv::Aabb<T> box{{s, s, s}, {2 * s, 2 * s, 2 * s}};
    const gv::Vec3<T> q{s + uniform<T>(rng, T(0), s), 2 * s, s};
    typename TestFixture::R r{{uniform<T>(rng, -4 * s, 0), uniform<T>(rng, -4 * s, 0), uniform<T>(rng, -4 * s, s / 2)},
                              {},
                              0,
                              std::numeric_limits<T>::infinity()};
    gv::Vec3<T> d{q.x - r.o.x, q.y - r.o.y, q.z - r.o.z};
    for (int a = 0; a < 3; ++a) {
      T v = gv::get(d, a);
      for (int k = static_cast<int>(rng.draw(7)) - 3; k != 0; k += k > 0 ? -1 : 1) v = k > 0 ? up(v) : down(v);
      gv::set(d, a, v);
    }
    r.dir = d;
    typename TestFixture::Batch b = TestFixture::filled(box);
    for (int k = 1; k < N; ++k) {
      gv::Aabb<T> x = box;
      switch (k % 4) {
        case 1: x.max.y = down(x.max.y); break;
        case 2: x.min.z = up(x.min.z); break;
        case 3: x.max.y = up(x.max.y), x.min.z = down(x.min.z); break;
        default: x.max.x = down(x.max.x); break;
      }
      gv::set_box(b, k, x);
    }
    Relation want[N];
    for (int k = 0; k < N; ++k) want[k] = gv::exact::ray_aabb(r, gv::box_of(b, k)).relation;
    const gv::Stats st = this->check(r, b, want);
    total.filter += st.filter;
    total.exact += st.exact;
    const gv::PreparedRay<T> p = gv::prepare_ray(r);
    for (int at = 0; at < N && p.scaled; at += 4) {  // the scaled filter at its resolution
      const gv::batch_detail::Verdict4 v = gv::batch_detail::scaled_filter4(p, b, at);
      for (int k = 0; k < 4; ++k) {
        const bool decided = ((v.disjoint | v.overlapping) >> k) & 1u;
        (decided ? scaled_decided : scaled_left) += 1;
        if (decided) {
          ASSERT_EQ(((v.overlapping >> k) & 1u) ? Relation::overlapping : Relation::disjoint, want[at + k])
              << "the scaled filter\n" << TestFixture::show(r, b, at + k);
        }
      }
    }
    if (::testing::Test::HasFailure()) break;
  }
  EXPECT_GT(total.filter, 0u);
  EXPECT_GT(total.exact, 0u);
  EXPECT_GT(scaled_decided, 0u);  // the family lies on both sides of the scaled bound
  EXPECT_GT(scaled_left, 0u);
}

// --- differential: every generator class ----------------------------------

TYPED_TEST(GV_BATCH_SUITE, EveryLaneOnEveryGeneratorClass) {
  using T = typename TestFixture::Scalar;
  constexpr int N = TestFixture::kLanes;
  using C = gv::query::RayAabb<T>;
  using Gen = gv::gen::Generator<C>;
  constexpr int kHarmful = gv::test_support::kHarmfulFlags;
  gv::gen::Prng rng(std::is_same_v<T, float> ? 0xba7c5 : 0xba7c6);
  gv::Stats total;
  gv::Aabb<T> recent[N] = {};  // boxes of earlier cases, for the other lanes
  for (auto& x : recent) x = {{0, 0, 0}, {1, 1, 1}};
  const int n = work(8000, 800);
  std::uint64_t vector_decided = 0, scaled_decided = 0;
  for (int i = 0; i < n; ++i) {
    const std::size_t cls = static_cast<std::size_t>(i) % Gen::kClasses.size();
    const C c = Gen::make(rng, cls);
    const int own = i % N;
    typename TestFixture::Batch b;
    for (int k = 0; k < N; ++k) {
      gv::Aabb<T> x = recent[k];
      if (k == (own + 1) % N) {  // the case's box with one bound an ulp out
        x = c.box;
        gv::set(x.max, k % 3, up(gv::get(x.max, k % 3)));
      } else if (k == (own + 2) % N) {  // ... and an ulp in, where the box has extent there
        x = c.box;
        if (gv::get(x.min, k % 3) < gv::get(x.max, k % 3)) gv::set(x.min, k % 3, up(gv::get(x.min, k % 3)));
      }
      gv::set_box(b, k, x);
    }
    gv::set_box(b, own, c.box);
    recent[static_cast<std::size_t>(i) % N] = c.box;
    const gv::PreparedRay<T> p = gv::prepare_ray(c.ray);
    Relation out[N];
    std::feclearexcept(FE_ALL_EXCEPT);
    const unsigned mask = gv::relations(p, b, out, &total);
    for (int at = 0; at < N; at += 4) {  // what the vector filters decided themselves agrees too
      const gv::batch_detail::Verdict4 v = gv::batch_detail::filter4(p, b, at);
      const gv::batch_detail::Verdict4 w = p.scaled ? gv::batch_detail::scaled_filter4(p, b, at)
                                                    : gv::batch_detail::Verdict4{0u, 0u};
      for (int k = 0; k < 4; ++k) {
        if (((v.disjoint | v.overlapping) >> k) & 1u) {
          ++vector_decided;
          ASSERT_EQ(((v.overlapping >> k) & 1u) ? Relation::overlapping : Relation::disjoint, out[at + k]);
        }
        if (((w.disjoint | w.overlapping) >> k) & 1u) {  // against the scalar call, not the batch's own answer
          ++scaled_decided;
          ASSERT_EQ(((w.overlapping >> k) & 1u) ? Relation::overlapping : Relation::disjoint,
                    gv::relation(p, gv::box_of(b, at + k)))
              << "the scaled filter, class " << Gen::kClasses[cls] << "\n" << TestFixture::show(c.ray, b, at + k);
        }
      }
    }
    bool all_valid = gv::is_valid(c.ray);
    for (int k = 0; k < N; ++k) all_valid = all_valid && out[k] != Relation::invalid;
    if (all_valid) {
      ASSERT_EQ(std::fetestexcept(kHarmful), 0) << "class " << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
    }
    const Relation want = gv::exact::ray_aabb(c.ray, c.box).relation;
    ASSERT_EQ(out[own], want) << "class " << Gen::kClasses[cls] << ", lane " << own << "\n"
                              << gv::query::declarations(c);
    for (int k = 0; k < N; ++k) {
      const Relation scalar = gv::relation(p, gv::box_of(b, k));
      ASSERT_EQ(out[k], scalar) << "class " << Gen::kClasses[cls] << "\n" << TestFixture::show(c.ray, b, k);
      ASSERT_EQ((mask >> k) & 1u, static_cast<unsigned>(gv::intersecting(scalar)));
    }
  }
  EXPECT_GT(total.filter, 0u);
  EXPECT_GT(total.exact, 0u);
  EXPECT_GT(vector_decided, static_cast<std::uint64_t>(n) * N / 4);  // the vector filters do the bulk
  EXPECT_GT(scaled_decided, static_cast<std::uint64_t>(n) * N / 8);  // the scaled one a good part of it
  EXPECT_EQ(total.filter + total.exact + total.invalid, static_cast<std::uint64_t>(n) * N);
}

}  // namespace
