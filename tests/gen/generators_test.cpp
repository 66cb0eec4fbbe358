// SPDX-License-Identifier: MIT
// Specification of the generators (gen/): every class yields valid
// cases; the classes that construct contact exactly really produce touching
// input (the whole point of constructing them); the magnitude classes reach
// subnormals and the top of the range; zeros come with both signs; and the
// same seed gives the same stream.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <string>

#include "geoverify/exact/oracle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/preconditions.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_gen_generators_test {

namespace {

using gv::Relation;
using gv::test_support::work;

template <class C>
std::map<std::string, std::map<Relation, int>> relations_by_class(std::uint64_t seed, int per_class) {
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  std::map<std::string, std::map<Relation, int>> out;
  for (std::size_t k = 0; k < Gen::kClasses.size(); ++k) {
    for (int i = 0; i < per_class; ++i) {
      const C c = Gen::make(rng, k);
      EXPECT_TRUE(gv::query::valid(c)) << Gen::kClasses[k];
      ++out[Gen::kClasses[k]][gv::exact::oracle(c).relation];
    }
  }
  return out;
}

template <class C>
void expect_only(const std::map<std::string, std::map<Relation, int>>& m, const std::string& cls, Relation r) {
  const auto& counts = m.at(cls);
  EXPECT_EQ(counts.size(), 1u) << cls;
  EXPECT_EQ(counts.begin()->first, r) << cls;
}

template <class T>
class GeneratorsTest : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(GeneratorsTest, Scalars);

TYPED_TEST(GeneratorsTest, PlaneAabbContactClassesAreExactlyTouching) {
  using C = gv::query::PlaneAabb<TypeParam>;
  const auto m = relations_by_class<C>(1, 400);
  for (const char* cls : {"touch-corner", "touch-edge", "touch-face", "flat-box", "point-box", "subnormal", "huge"}) {
    expect_only<C>(m, cls, Relation::touching);
  }
  // crossing planes go through a point of the box: they intersect
  EXPECT_EQ(m.at("crossing").count(Relation::disjoint), 0u);
  // one ulp from contact: both sides are reached
  EXPECT_GT(m.at("ulp-step").count(Relation::disjoint), 0u);
  EXPECT_GT(m.at("ulp-step").count(Relation::overlapping) + m.at("ulp-step").count(Relation::touching), 0u);
  EXPECT_EQ(m.at("zero-normal").count(Relation::touching), 0u);
}

TYPED_TEST(GeneratorsTest, PlaneSphereContactClassesAreExactlyTouching) {
  using C = gv::query::PlaneSphere<TypeParam>;
  const auto m = relations_by_class<C>(2, 400);
  for (const char* cls : {"tangent-axis", "tangent-pythagorean", "point-on-plane", "subnormal", "huge"}) {
    expect_only<C>(m, cls, Relation::touching);
  }
  EXPECT_EQ(m.at("crossing").count(Relation::disjoint), 0u);
  EXPECT_GT(m.at("ulp-step").count(Relation::disjoint), 0u);
}

TYPED_TEST(GeneratorsTest, PlaneObbContactClassesAreExactlyTouching) {
  using C = gv::query::PlaneObb<TypeParam>;
  const auto m = relations_by_class<C>(4, 400);
  for (const char* cls : {"touch-vertex", "touch-edge", "touch-face", "flat-box", "point-box", "near-parallel",
                          "subnormal", "huge"}) {
    expect_only<C>(m, cls, Relation::touching);
  }
  EXPECT_EQ(m.at("crossing").count(Relation::disjoint), 0u);
  EXPECT_EQ(m.at("degenerate-axes").count(Relation::disjoint), 0u);
  EXPECT_GT(m.at("ulp-step").count(Relation::disjoint), 0u);
  EXPECT_EQ(m.at("zero-normal").count(Relation::touching), 0u);
}

TYPED_TEST(GeneratorsTest, HalfspaceContactClassesTouchFromOutsideOrInside) {
  using A = gv::query::HalfspaceAabb<TypeParam>;
  const auto a = relations_by_class<A>(5, 400);
  for (const char* cls : {"touch-corner", "touch-edge", "touch-face", "point-box"}) expect_only<A>(a, cls, Relation::touching);
  for (const char* cls : {"inside-touch", "crossing", "flat-box", "near-parallel"}) {
    EXPECT_EQ(a.at(cls).count(Relation::disjoint), 0u) << cls;
  }
  EXPECT_GT(a.at("inside-touch").count(Relation::overlapping), 0u);
  EXPECT_GT(a.at("ulp-step").count(Relation::disjoint), 0u);
  using O = gv::query::HalfspaceObb<TypeParam>;
  const auto o = relations_by_class<O>(6, 400);
  for (const char* cls : {"touch-vertex", "touch-edge", "touch-face", "flat-box", "point-box"}) {
    expect_only<O>(o, cls, Relation::touching);
  }
  EXPECT_EQ(o.at("inside-touch").count(Relation::disjoint), 0u);
  EXPECT_GT(o.at("inside-touch").count(Relation::overlapping), 0u);
  EXPECT_EQ(o.at("crossing").count(Relation::disjoint), 0u);
}

TYPED_TEST(GeneratorsTest, ObbContactClassesAreExactlyTouchingOnRotationFrames) {
  using S = gv::query::ObbSphere<TypeParam>;
  const auto s = relations_by_class<S>(7, work(300, 40));
  for (const char* cls : {"tangent-face", "tangent-edge-corner", "flat-box", "subnormal", "huge"}) {
    expect_only<S>(s, cls, Relation::touching);
  }
  EXPECT_EQ(s.at("centre-inside").count(Relation::disjoint), 0u);
  using O = gv::query::ObbObb<TypeParam>;
  const auto o = relations_by_class<O>(8, work(100, 25));
  for (const char* cls : {"parallel-touch", "vertex-face-touch", "subnormal", "huge"}) {
    expect_only<O>(o, cls, Relation::touching);
  }
  EXPECT_GT(o.at("near-parallel").count(Relation::touching), 0u);  // exact contact on a rotation turned by 1e-9..1e-3
}

/// The share of a generator's cases, overall and per class, whose boxes a
/// routine built on rotation matrices accepts: near_orthonormal within 2^-20.
template <class C, class Admit>
void expect_rotation_frames(std::uint64_t seed, Admit admit) {
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  constexpr int kPerClass = 2000;
  int admitted = 0, total = 0;
  for (std::size_t k = 0; k < Gen::kClasses.size(); ++k) {
    int in_class = 0;
    for (int i = 0; i < kPerClass; ++i) in_class += admit(Gen::make(rng, k)) ? 1 : 0;
    admitted += in_class;
    total += kPerClass;
    if (std::string(Gen::kClasses[k]) != "degenerate-axes") {  // zero and parallel axes: no rotation, by design
      EXPECT_GE(in_class, kPerClass * 9 / 10) << C::kQuery << " " << Gen::kClasses[k];
    }
  }
  EXPECT_GE(admitted, total * 9 / 10) << C::kQuery << ": " << admitted << " of " << total;
}

TYPED_TEST(GeneratorsTest, RotationMatrixApisAdmitNineTenthsOfObbCases) {
  const double tol = std::ldexp(1.0, -20);
  expect_rotation_frames<gv::query::ObbSphere<TypeParam>>(
      9, [tol](const gv::query::ObbSphere<TypeParam>& c) { return gv::query::near_orthonormal(c.obb, tol); });
  expect_rotation_frames<gv::query::ObbObb<TypeParam>>(10, [tol](const gv::query::ObbObb<TypeParam>& c) {
    return gv::query::near_orthonormal(c.a, tol) && gv::query::near_orthonormal(c.b, tol);
  });
  expect_rotation_frames<gv::query::PlaneObb<TypeParam>>(
      11, [tol](const gv::query::PlaneObb<TypeParam>& c) { return gv::query::near_orthonormal(c.obb, tol); });
  expect_rotation_frames<gv::query::HalfspaceObb<TypeParam>>(
      12, [tol](const gv::query::HalfspaceObb<TypeParam>& c) { return gv::query::near_orthonormal(c.obb, tol); });
}

TYPED_TEST(GeneratorsTest, MagnitudeClassesReachTheEndsOfTheRange) {
  using T = TypeParam;
  using C = gv::query::PlaneAabb<T>;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(3);
  int with_subnormal = 0, with_huge = 0, positive_zero = 0, negative_zero = 0;
  for (int i = 0; i < 300; ++i) {
    bool sub = false, big = false;
    for (T x : gv::query::scalars_of(Gen::make(rng, 11))) sub |= x != 0 && std::fabs(x) < std::numeric_limits<T>::min();
    for (T x : gv::query::scalars_of(Gen::make(rng, 12))) big |= std::fabs(x) > std::numeric_limits<T>::max() / 32;
    with_subnormal += sub;
    with_huge += big;
    // touch-face: two zero components in every normal, each signed at random
    const C face = Gen::make(rng, 4);
    for (T x : {face.plane.n.x, face.plane.n.y, face.plane.n.z}) {
      if (x == 0) (std::signbit(x) ? negative_zero : positive_zero)++;
    }
  }
  EXPECT_EQ(with_subnormal, 300);  // every "subnormal" case has a subnormal value
  EXPECT_EQ(with_huge, 300);       // every "huge" case has a value within 1/32 of the largest
  EXPECT_EQ(positive_zero + negative_zero, 600);
  EXPECT_GT(negative_zero, 200);
  EXPECT_GT(positive_zero, 200);
}

TEST(Generators, SameSeedSameStream) {
  using Gen = gv::gen::Generator<gv::query::PlaneSphere<double>>;
  gv::gen::Prng a(99), b(99);
  for (int i = 0; i < 100; ++i) {
    const auto x = Gen::make(a, static_cast<std::size_t>(i) % Gen::kClasses.size());
    const auto y = Gen::make(b, static_cast<std::size_t>(i) % Gen::kClasses.size());
    ASSERT_EQ(std::memcmp(&x, &y, sizeof x), 0);
  }
}

TEST(Generators, PrngDrawIsUniformEnough) {
  gv::gen::Prng rng(4);
  int counts[6] = {};
  for (int i = 0; i < 60000; ++i) ++counts[rng.draw(6)];
  for (int c : counts) EXPECT_NEAR(c, 10000, 500);
  EXPECT_EQ(rng.draw(1), 0u);
}

}  // namespace

}  // namespace gv_gen_generators_test
