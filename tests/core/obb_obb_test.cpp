// SPDX-License-Identifier: MIT
// Specification of gv::relation(Obb, Obb) (core/obb_obb.h).
//
// 1. Hand cases, one or more for every degenerate class (face, edge and
//    corner contact; rotated integer frames; coplanar flat boxes whose
//    separating directions lie in their plane, with zero axes so that no
//    cross product of stored axes supplies them; crossing, skew and
//    collinear segments; point boxes; parallel axes within a box; identical
//    boxes; signed zeros; subnormal and huge scales), each with its exact
//    answer written out, checked against the exact oracle (exact/obb.h) and
//    replayed on the core under the 48 signed axis permutations, in both
//    argument orders, relation and intersects, and through the exact stage
//    alone.
// 2. The filter's bounds (kObbTripleBound, kObbCentreBound, kObbSumBound) on
//    their worst-case family: rotated boxes stacked into contact and moved
//    apart or together by 2^-10 .. 2^-60 of their size. Every direction the
//    filter certifies (separating or strict) is checked against its exact
//    sign in rational arithmetic, and every certified answer against the
//    oracle.
// 3. A differential loop over every generator class (gen/obb.h) and a
//    "typical" family, float and double, fixed seed and count: core relation
//    == oracle relation, no harmful floating-point flag.
// 4. Invalid input, and both stages reached and counted by Stats.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <string>

#include "geoverify/core/obb_obb.h"
#include "geoverify/exact/obb.h"
#include "geoverify/exact/rational.h"
#include "geoverify/gen/frames.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "differential.h"
#include "expect_relation.h"
#include "hex.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_obb_obb_test {

using gv::test_support::work;

namespace {

using gv::Relation;
using gv::exact::Rational;
using gv::exact::Vec3Q;


template <class T>
std::string show(const gv::Obb<T>& a, const gv::Obb<T>& b) {
  return gv::query::declarations(gv::query::ObbObb<T>{a, b});
}

/// The stages' input, out of line (see obb_sphere_test.cpp, ball_of).
template <class T>
GEOVERIFY_NOINLINE gv::detail::ObbPair pair_of(const gv::Obb<T>& a, const gv::Obb<T>& b) {
  return gv::detail::obb_pair(a, b);
}

template <class T>
Relation exact_stage(const gv::Obb<T>& a, const gv::Obb<T>& b) {
  return gv::detail::obb_obb_exact<T>(pair_of(a, b), nullptr, nullptr);
}

template <class T>
class ObbObbTest : public ::testing::Test {
 protected:
  using O = gv::Obb<T>;
  using V = gv::Vec3<T>;

  static V v(double x, double y, double z) { return V{T(x), T(y), T(z)}; }
  /// A box with the identity axes, centre (x, y, z) and half extents h.
  static O box(double x, double y, double z, double h0 = 1, double h1 = 1, double h2 = 1) {
    return O{v(x, y, z), {v(1, 0, 0), v(0, 1, 0), v(0, 0, 1)}, {T(h0), T(h1), T(h2)}};
  }
  static O scaled(const O& b, int k) {
    O s = b;
    s.c = {std::ldexp(b.c.x, k), std::ldexp(b.c.y, k), std::ldexp(b.c.z, k)};
    for (auto& e : s.e) e = std::ldexp(e, k);
    return s;
  }

  /// The oracle must give `want` (in both argument orders); the core must
  /// give it under all 48 symmetries, in both argument orders, and through
  /// the exact stage alone, in both argument orders (expect_relation.h).
  static void expect(const O& a, const O& b, Relation want) {
    gv::test_support::expect_relation(gv::query::ObbObb<T>{a, b}, want, exact_stage<T>);
  }
};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(ObbObbTest, Scalars);

// --- 1. hand cases -----------------------------------------------------------

TYPED_TEST(ObbObbTest, FaceEdgeAndCornerContactAtEveryScale) {
  using F = TestFixture;
  const int ks[] = {0, std::is_same_v<TypeParam, float> ? -130 : -1000,
                    std::is_same_v<TypeParam, float> ? 100 : 1000};
  for (const int k : ks) {
    const auto a = F::scaled(F::box(0, 0, 0), k);
    F::expect(a, F::scaled(F::box(2, 0, 0), k), Relation::touching);            // face on face
    F::expect(a, F::scaled(F::box(2, 0x1p-1, 0x1p-2), k), Relation::touching);  // offset face
    F::expect(a, F::scaled(F::box(2, 2, 0), k), Relation::touching);            // edge on edge
    F::expect(a, F::scaled(F::box(2, 2, 2), k), Relation::touching);            // corner on corner
    F::expect(a, F::scaled(F::box(0x1.4p+1, 0, 0), k), Relation::disjoint);
    F::expect(a, F::scaled(F::box(0x1.8p+0, 0x1.8p+0, 0), k), Relation::overlapping);
    F::expect(a, a, Relation::overlapping);  // identical
  }
}

TYPED_TEST(ObbObbTest, RotatedIntegerFrames) {
  using F = TestFixture;
  // b's axes (3,4,0), (-4,3,0), (0,0,5): a cube of half size 5 rotated about
  // z by atan(4/3), exactly. Its extent along x is 3 + 4 = 7, a's is 5.
  const auto a = F::box(0, 0, 0, 5, 5, 5);
  const auto rotated = [](double x, double y, double z) {
    return typename F::O{F::v(x, y, z), {F::v(3, 4, 0), F::v(-4, 3, 0), F::v(0, 0, 5)}, {1, 1, 1}};
  };
  F::expect(a, rotated(12, 0, 0), Relation::touching);  // b's vertical edge on a's face
  F::expect(a, rotated(0x1.9p+3, 0, 0), Relation::disjoint);
  F::expect(a, rotated(0x1.7p+3, 0, 0), Relation::overlapping);
  // along b's face normal (3, 4, 0) / 5: a cube of half size 25 has support
  // 7 * 25 / 5 = 35 there, b's face is 5 from its centre, so centres 40
  // apart along the normal touch (a's vertical edge (25, 25) on b's face).
  const auto big = F::box(0, 0, 0, 25, 25, 25);
  F::expect(big, rotated(24, 32, 0), Relation::touching);
  F::expect(big, rotated(0x1.8cp+4, 33, 0), Relation::disjoint);  // 1.25 further out
}

TYPED_TEST(ObbObbTest, CoplanarFlatBoxesSeparatedOnlyInTheirPlane) {
  using F = TestFixture;
  // a: the square [-1,1]^2 in z = 0; b: a diamond |x-cx| + |y-cy| <= 1 in
  // z = 0. Their third axes are ZERO, so no cross product of stored axes is
  // an in-plane direction: the rank-2 candidates must separate them.
  const typename F::O a{F::v(0, 0, 0), {F::v(1, 0, 0), F::v(0, 1, 0), F::v(0, 0, 0)}, {1, 1, 1}};
  const auto diamond = [](double x, double y, double z) {
    return typename F::O{F::v(x, y, z), {F::v(0x1p-1, 0x1p-1, 0), F::v(-0x1p-1, 0x1p-1, 0), F::v(0, 0, 0)}, {1, 1, 1}};
  };
  F::expect(a, diamond(0x1.ap+0, 0x1.ap+0, 0), Relation::disjoint);  // corner (1,1) at 1.25 > 1
  F::expect(a, diamond(0x1.8p+0, 0x1.8p+0, 0), Relation::touching);  // corner (1,1) on its edge
  F::expect(a, diamond(0x1.4p+0, 0x1.4p+0, 0), Relation::touching);  // overlapping area, but flat
  F::expect(a, diamond(2, 0, 0), Relation::touching);                // vertex on edge
  F::expect(a, diamond(0, 0, 0x1p-20), Relation::disjoint);          // parallel planes
  // the same with zero extents instead of zero axes
  const auto a2 = F::box(0, 0, 0, 1, 1, 0);
  F::expect(a2, typename F::O{F::v(0x1.ap+0, 0x1.ap+0, 0), {F::v(0x1p-1, 0x1p-1, 0), F::v(-0x1p-1, 0x1p-1, 0), F::v(0, 0, 1)},
                  {1, 1, 0}},
            Relation::disjoint);
  // a flat square crossing a solid box's interior overlaps; lying on its face touches
  F::expect(F::box(0, 0, 0), F::box(0, 0, 0, 3, 3, 0), Relation::overlapping);
  F::expect(F::box(0, 0, 0), F::box(0, 0, 1, 3, 3, 0), Relation::touching);
}

TYPED_TEST(ObbObbTest, SegmentsAndPoints) {
  using F = TestFixture;
  const auto seg_x = [](double x, double y, double z, double h) { return F::box(x, y, z, h, 0, 0); };
  const auto seg_y = [](double x, double y, double z, double h) { return F::box(x, y, z, 0, h, 0); };
  const auto point = [](double x, double y, double z) { return F::box(x, y, z, 0, 0, 0); };
  F::expect(seg_x(0, 0, 0, 1), seg_y(0, 0, 0, 1), Relation::touching);        // crossing
  F::expect(seg_x(0, 0, 0, 1), seg_y(0, 0, 0x1p-30, 1), Relation::disjoint);  // skew
  F::expect(seg_x(0, 0, 0, 1), seg_y(1, 1, 0, 1), Relation::touching);        // end on end
  F::expect(seg_x(0, 0, 0, 1), seg_x(2, 0, 0, 1), Relation::touching);        // collinear, end to end
  F::expect(seg_x(0, 0, 0, 1), seg_x(0x1.4p+1, 0, 0, 1), Relation::disjoint);
  F::expect(seg_x(0, 0, 0, 1), seg_x(0x1p-1, 0, 0, 1), Relation::touching);   // collinear overlap: no interior
  F::expect(seg_x(0, 0, 0, 1), seg_x(2, 0x1p-40, 0, 1), Relation::disjoint);  // parallel, offset
  F::expect(point(1, 2, 3), point(1, 2, 3), Relation::touching);
  F::expect(point(1, 2, 3), point(1, 2, 0x1.8000000000001p+1), std::is_same_v<TypeParam, float>
                                                                    ? Relation::touching  // rounds to 3
                                                                    : Relation::disjoint);
  F::expect(F::box(0, 0, 0), point(0x1p-1, 0x1p-1, 0x1p-1), Relation::overlapping);  // strictly inside
  F::expect(F::box(0, 0, 0), point(1, 0x1p-1, 0), Relation::touching);              // on a face
  F::expect(F::box(0, 0, 0), seg_x(2, 0, 0, 1), Relation::touching);                 // segment end on face
  F::expect(F::box(0, 0, 0), seg_x(1, 1, 0, 1), Relation::touching);                 // segment on a face
  F::expect(F::box(0, 0, 0), seg_x(0, 0, 0, 3), Relation::overlapping);              // through the box
}

TYPED_TEST(ObbObbTest, ParallelAndZeroAxesWithinABox) {
  using F = TestFixture;
  // u0 == u1 == x: a 4 x 2 rectangle x in [-2, 2], z in [-1, 1], y = 0
  const typename F::O r{F::v(0, 0, 0), {F::v(1, 0, 0), F::v(1, 0, 0), F::v(0, 0, 1)}, {1, 1, 1}};
  F::expect(r, F::box(3, 0, 0), Relation::touching);
  F::expect(r, F::box(0x1.8p+1 + 0x1p-10, 0, 0), Relation::disjoint);
  F::expect(r, F::box(0, 0, 0), Relation::overlapping);  // the rectangle cuts the cube
  F::expect(r, r, Relation::touching);                   // identical flat boxes
  // every axis zero: a point box at its centre, however large the extents
  const typename F::O p{F::v(1, 1, 1), {F::v(0, 0, 0), F::v(0, 0, 0), F::v(0, 0, 0)}, {5, 5, 5}};
  F::expect(F::box(0, 0, 0), p, Relation::touching);
  F::expect(F::box(0, 0, 0, 2, 2, 2), p, Relation::overlapping);
}

TYPED_TEST(ObbObbTest, SignedZeros) {
  using F = TestFixture;
  const typename F::O a{F::v(-0.0, 0, -0.0), {F::v(1, -0.0, 0), F::v(-0.0, 1, -0.0), F::v(0, -0.0, 1)}, {1, 1, -0.0}};
  // two unit squares crossing at right angles: every small move keeps them crossing
  F::expect(a, F::box(0, -0.0, 0, -0.0, 1, 1), Relation::overlapping);
  F::expect(a, F::box(2, -0.0, -0.0), Relation::touching);
}

// --- 2. the filter's bounds on their worst-case family ---------------------

/// Rotated boxes stacked into contact along one of their axes, then moved
/// by +-2^-10 .. 2^-60 along it (within the filter's bound of contact for
/// double input), alternating with the integer-frame contact classes of the
/// generator (exact contact and one-ulp steps: the float worst case).

/// The exact |n.d| - H(n) for direction idx (obb_obb.h numbering).
int exact_delta_sign(const gv::detail::ObbPair& p, int idx) {
  Vec3Q ax[6];
  Rational ext[6];
  for (int i = 0; i < 3; ++i) {
    ax[i] = {Rational(p.u[i][0]), Rational(p.u[i][1]), Rational(p.u[i][2])};
    ax[3 + i] = {Rational(p.v[i][0]), Rational(p.v[i][1]), Rational(p.v[i][2])};
    ext[i] = Rational(p.e[i]);
    ext[3 + i] = Rational(p.f[i]);
  }
  const Vec3Q d{Rational(p.k[0]) - Rational(p.c[0]), Rational(p.k[1]) - Rational(p.c[1]),
                Rational(p.k[2]) - Rational(p.c[2])};
  Vec3Q n;
  if (idx < 3) {
    n = gv::exact::cross(ax[(idx + 1) % 3], ax[(idx + 2) % 3]);
  } else if (idx < 6) {
    n = gv::exact::cross(ax[3 + (idx - 2) % 3], ax[3 + (idx - 1) % 3]);
  } else {
    n = gv::exact::cross(ax[(idx - 6) / 3], ax[3 + (idx - 6) % 3]);
  }
  Rational h = 0;
  for (int g = 0; g < 6; ++g) h += ext[g] * abs(gv::exact::dot(n, ax[g]));
  const Rational delta = abs(gv::exact::dot(n, d)) - h;
  return delta > 0 ? 1 : (delta < 0 ? -1 : 0);
}

struct BoundCounts {
  long separating = 0, strict = 0, overlapping = 0, undecided = 0;
};

template <class T>
BoundCounts bound_family(std::uint64_t seed, int n) {
  using Gen = gv::gen::Generator<gv::query::ObbObb<T>>;
  gv::gen::Prng rng(seed);
  BoundCounts out;
  for (int i = 0; i < n; ++i) {
    gv::query::ObbObb<T> c;
    if (i % 2 == 1) {
      // exact contact on integer frames and its one-ulp steps: for float
      // input these are the only cases within the filter's bound of contact
      static constexpr std::size_t kTouch[] = {3, 4, 11};  // parallel-touch, vertex-face-touch, ulp-step
      c = Gen::make(rng, kTouch[rng.draw(3)]);
    } else {
      gv::Obb<T> a{}, b{};
      for (gv::Obb<T>* o : {&a, &b}) {
        gv::gen::random_frame<T>(rng, o->u);
        o->c = {T(4 * gv::gen::unit_real<double>(rng)), T(4 * gv::gen::unit_real<double>(rng)),
                T(4 * gv::gen::unit_real<double>(rng))};
        for (auto& e : o->e) e = T(0.25 + 2 * std::fabs(gv::gen::unit_real<double>(rng)));
      }
      const gv::Obb<T>& ref = rng.draw(2) ? a : b;
      const gv::Vec3<T>& ax = ref.u[rng.draw(3)];
      const gv::Vec3<double> w{double(ax.x), double(ax.y), double(ax.z)};
      c = Gen::stacked(a, b, w);
      // move b along w by +-2^-sh of its size: apart or into a
      const double step = (rng.draw(2) ? 1.0 : -1.0) * std::ldexp(1.0, -10 - static_cast<int>(rng.draw(51)));
      c.b.c = {T(double(c.b.c.x) + step * w.x), T(double(c.b.c.y) + step * w.y), T(double(c.b.c.z) + step * w.z)};
    }
    const gv::detail::ObbPair p = pair_of(c.a, c.b);
    gv::detail::ObbKnown kn;
    const int f = gv::detail::obb_obb_filter(p, kn, std::is_same_v<T, float>);
    if (f == 0) {
      ++out.separating;
      const Relation want = gv::exact::obb_obb(c.a, c.b).relation;
      EXPECT_EQ(want, Relation::disjoint) << "filter separated intersecting boxes\n" << show(c.a, c.b);
      if (want != Relation::disjoint) break;
      continue;
    }
    for (int idx = 0; idx < gv::detail::kObbDirections; ++idx) {
      if (kn.strict[idx] != -1) continue;
      ++out.strict;
      const int s = exact_delta_sign(p, idx);
      EXPECT_LT(s, 0) << "direction " << idx << " certified strict, exact sign " << s << "\n" << show(c.a, c.b);
      if (s >= 0) return out;
    }
    if (f == 2) {
      ++out.overlapping;
      const Relation want = gv::exact::obb_obb(c.a, c.b).relation;
      EXPECT_EQ(want, Relation::overlapping) << "filter certified overlap\n" << show(c.a, c.b);
      if (want != Relation::overlapping) break;
    } else {
      ++out.undecided;
    }
  }
  return out;
}

TEST(ObbObbBounds, EveryCertifiedDirectionHasItsExactSign) {
  const BoundCounts f = bound_family<float>(0x0b0b01, work(4000));
  const BoundCounts d = bound_family<double>(0x0b0b02, work(4000));
  for (const auto& [name, c] : {std::pair<const char*, BoundCounts>{"float", f}, {"double", d}}) {
    std::printf("%s: %ld separated, %ld overlapping, %ld undecided; %ld strict directions\n", name, c.separating,
                c.overlapping, c.undecided, c.strict);
  }
  // The family reaches every outcome for both types.
  for (const BoundCounts& c : {f, d}) {
    EXPECT_GT(c.separating, 0);
    EXPECT_GT(c.overlapping, 0);
    EXPECT_GT(c.undecided, 0);
    EXPECT_GT(c.strict, 0);
  }
}

// --- 3. differential: every generator class against the oracle -------------

/// Rotated boxes of comparable size in a cube, about half intersecting.
template <class T>
gv::query::ObbObb<T> typical_pair(gv::gen::Prng& rng) {
  using namespace gv::test_support;
  gv::query::ObbObb<T> c{};
  for (gv::Obb<T>* o : {&c.a, &c.b}) {
    gv::gen::random_frame<T>(rng, o->u);
    o->c = typical_point<T>(rng);
    for (auto& e : o->e) e = typical_size<T>(rng);
  }
  return c;
}

template <class T>
void differential(std::uint64_t seed, int per_class) {
  gv::test_support::differential_by_class<gv::query::ObbObb<T>>(seed, per_class, typical_pair<T>);
}

// 15 classes + typical, 300 cases each per type (the oracle, ~330 us a case,
// dominates: a few seconds, ~4x that under ASan).
TEST(ObbObbDifferential, FloatEveryGeneratorClass) { differential<float>(0x0b0e01, work(300)); }
TEST(ObbObbDifferential, DoubleEveryGeneratorClass) { differential<double>(0x0b0e02, work(300)); }

// --- 4. invalid input and the stages ------------------------------------------

TYPED_TEST(ObbObbTest, InvalidInputIsRejectedAndCounted) {
  using F = TestFixture;
  using T = TypeParam;
  const T nan = std::numeric_limits<T>::quiet_NaN(), inf = std::numeric_limits<T>::infinity();
  gv::Stats st;
  const auto good = F::box(0, 0, 0);
  auto neg = good;
  neg.e[0] = T(-0x1p-20);
  auto nan_e = good;
  nan_e.e[1] = nan;
  auto inf_u = good;
  inf_u.u[2].x = -inf;
  auto nan_c = good;
  nan_c.c.y = nan;
  for (const auto& bad : {neg, nan_e, inf_u, nan_c}) {
    EXPECT_EQ(gv::relation(good, bad, &st), Relation::invalid);
    EXPECT_EQ(gv::relation(bad, good, &st), Relation::invalid);
    EXPECT_FALSE(gv::intersects(bad, good));
  }
  EXPECT_EQ(st.invalid, 8u);
  EXPECT_EQ(st.filter + st.exact, 0u);
}

TEST(ObbObbStats, AFloatPairWithParallelAxesIsDecidedByTheFilter) {
  // axis-aligned boxes: six cross products vanish exactly; for float input
  // the filter recognises them and certifies the overlap
  gv::Stats st;
  const gv::Obbf a{{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 1}};
  const gv::Obbf b{{0.5f, 0, 0}, {{0, 1, 0}, {1, 0, 0}, {0, 0, -1}}, {1, 1, 1}};
  EXPECT_EQ(gv::relation(a, b, &st), Relation::overlapping);
  EXPECT_EQ(st.filter, 1u);
}

TYPED_TEST(ObbObbTest, StatsCountTheStageThatDecided) {
  using F = TestFixture;
  gv::Stats st;
  EXPECT_EQ(gv::relation(F::box(0, 0, 0), F::box(5, 0, 0), &st), Relation::disjoint);
  // b's axes (1,2,2), (2,1,-2), (2,-2,1): no axis parallel to a's, so no
  // cross product vanishes (for double input a vanishing one is left to the
  // exact stage, see obb_obb_filter)
  const typename F::O b{F::v(0x1p-1, 0, 0), {F::v(1, 2, 2), F::v(2, 1, -2), F::v(2, -2, 1)}, {1, 1, 1}};
  EXPECT_EQ(gv::relation(F::box(0, 0, 0), b, &st), Relation::overlapping);
  EXPECT_EQ(st.filter, 2u);
  EXPECT_EQ(st.exact, 0u);
  EXPECT_EQ(gv::relation(F::box(0, 0, 0), F::box(2, 0, 0), &st), Relation::touching);
  EXPECT_EQ(st.exact, 1u);
}

}  // namespace

}  // namespace gv_core_obb_obb_test
