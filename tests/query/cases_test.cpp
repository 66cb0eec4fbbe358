// SPDX-License-Identifier: MIT
// Specification of the case model (query/cases.h, symmetry.h, literal.h):
// flattening round-trips, the 48 symmetries are exact and preserve every
// relation, power-of-two scaling reports inexactness, and literals reproduce
// values bit for bit.
#include <gtest/gtest.h>

#include <cstdlib>
#include <cstring>
#include <limits>
#include <set>
#include <string>

#include "geoverify/exact/oracle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_query_cases_test {

namespace {

using gv::query::PlaneAabb;
using gv::query::PlaneSphere;

TEST(Cases, ScalarsRoundTrip) {
  const PlaneAabb<float> c{{{1, -0.0f, 3}, 4}, {{5, 6, 7}, {8, 9, 10}}};
  const auto v = gv::query::scalars_of(c);
  ASSERT_EQ(v.size(), 10u);
  EXPECT_EQ(v[3], 4.0f);
  EXPECT_TRUE(std::signbit(v[1]));
  const auto d = gv::query::case_from_scalars<PlaneAabb<float>>(v);
  EXPECT_EQ(std::memcmp(&c, &d, sizeof c), 0);
  EXPECT_EQ((gv::query::case_size<gv::query::ObbObb<double>>()), 30);
  EXPECT_EQ((gv::query::case_size<gv::query::RayAabb<float>>()), 14);
  EXPECT_EQ((gv::query::case_size<gv::query::AabbTriangle<float>>()), 15);
}

TEST(Cases, TheFortyEightSymmetriesAreDistinctAndIdentityFirst) {
  std::set<std::string> images;
  const gv::Vec3d p{1, 2, 3};
  for (int k = 0; k < 48; ++k) {
    const gv::Vec3d q = gv::query::apply(gv::query::symmetry(k), p);
    images.insert(std::to_string(q.x) + "," + std::to_string(q.y) + "," + std::to_string(q.z));
  }
  EXPECT_EQ(images.size(), 48u);
  const gv::Vec3d id = gv::query::apply(gv::query::symmetry(0), p);
  EXPECT_EQ(id.x, 1);
  EXPECT_EQ(id.z, 3);
}

TEST(Cases, SymmetriesKeepBoxesValidAndPreserveTheExactRelation) {
  using Gen = gv::gen::Generator<PlaneAabb<double>>;
  gv::gen::Prng rng(5);
  for (int i = 0; i < 600; ++i) {
    const auto c = Gen::make(rng, static_cast<std::size_t>(i) % Gen::kClasses.size());
    const auto want = gv::exact::oracle(c).relation;
    for (int k = 0; k < 48; ++k) {
      const auto t = gv::query::transformed(c, gv::query::symmetry(k));
      ASSERT_TRUE(gv::query::valid(t));
      ASSERT_EQ(gv::exact::oracle(t).relation, want) << k << "\n" << gv::query::declarations(c);
    }
  }
}

TEST(Cases, ScalingReportsInexactness) {
  bool exact = true;
  gv::query::scaled_case(PlaneSphere<float>{{{0, 0, 1}, 1}, {{0, 0, 0}, 1}}, 10, exact);
  EXPECT_TRUE(exact);
  gv::query::scaled_case(PlaneSphere<float>{{{0, 0, 1}, 1}, {{0, 0, 0}, 0x1.000002p-126f}}, -3, exact);
  EXPECT_FALSE(exact);  // the last mantissa bit falls off in the subnormal range
  exact = true;
  gv::query::scaled_case(PlaneSphere<float>{{{0, 0, 1}, 1}, {{0, 0, 0}, 0x1p+127f}}, 1, exact);
  EXPECT_FALSE(exact);  // overflow
}

template <class T>
T parse(const std::string& s) {
  if constexpr (std::is_same_v<T, float>) return std::strtof(s.c_str(), nullptr);
  else return std::strtod(s.c_str(), nullptr);
}

TEST(Cases, LiteralsReproduceValuesBitForBit) {
  const float fs[] = {0.0f, -0.0f, 0.1f, 0x1p-149f, 0x1.fffffep+127f, -3.5f, 0x1.000002p-126f};
  for (float x : fs) {
    const std::string lit = gv::query::literal(x);
    ASSERT_EQ(lit.back(), 'f');
    const float y = parse<float>(lit.substr(0, lit.size() - 1));
    EXPECT_EQ(std::memcmp(&x, &y, sizeof x), 0) << lit;
  }
  const double ds[] = {0.0, -0.0, 0.1, 0x1p-1074, 0x1.fffffffffffffp+1023, -1e-300};
  for (double x : ds) {
    const std::string lit = gv::query::literal(x);
    const double y = parse<double>(lit);
    EXPECT_EQ(std::memcmp(&x, &y, sizeof x), 0) << lit;
  }
  EXPECT_EQ(gv::query::declarations(PlaneAabb<float>{{{1, 0, -0.0f}, 0.5f}, {{0, 0, 0}, {1, 2, 3}}}),
            "const gv::Plane<float> plane{{0x1p+0f, 0x0p+0f, -0x0p+0f}, 0x1p-1f};\n"
            "const gv::Aabb<float> box{{0x0p+0f, 0x0p+0f, 0x0p+0f}, {0x1p+0f, 0x1p+1f, 0x1.8p+1f}};");
}

}  // namespace

}  // namespace gv_query_cases_test
