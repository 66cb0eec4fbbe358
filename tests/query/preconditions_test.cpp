// SPDX-License-Identifier: MIT
// geoverify/query/preconditions.h: the public predicates for accepts().
#include "geoverify/query/preconditions.h"

#include <gtest/gtest.h>

#include <limits>

// This file's names stay its own when the room builds in unity batches.
namespace gv_query_preconditions_test {

namespace {

TEST(Preconditions, NearOrthonormal) {
  const gv::Obbf identity{{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 1}};
  EXPECT_TRUE(gv::query::near_orthonormal(identity));
  const float s = 0x1.6a09e6p-1f;  // a 45-degree rotation rounded to float
  const gv::Obbf rotated{{0, 0, 0}, {{s, s, 0}, {-s, s, 0}, {0, 0, 1}}, {1, 1, 1}};
  EXPECT_TRUE(gv::query::near_orthonormal(rotated));
  const gv::Obbf sheared{{0, 0, 0}, {{1, 0, 0}, {1, 1, 0}, {0, 0, 1}}, {1, 1, 1}};
  EXPECT_FALSE(gv::query::near_orthonormal(sheared));
  const gv::Obbf zero_axis{{0, 0, 0}, {{1, 0, 0}, {0, 0, 0}, {0, 0, 1}}, {1, 1, 1}};
  EXPECT_FALSE(gv::query::near_orthonormal(zero_axis));
  const gv::Obbf nan_axis{{0, 0, 0}, {{1, 0, 0}, {0, std::numeric_limits<float>::quiet_NaN(), 0}, {0, 0, 1}}, {1, 1, 1}};
  EXPECT_FALSE(gv::query::near_orthonormal(nan_axis));
  // the tolerance is a parameter
  const gv::Obbf off{{0, 0, 0}, {{1, 0x1p-12f, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 1}};
  EXPECT_TRUE(gv::query::near_orthonormal(off));
  EXPECT_FALSE(gv::query::near_orthonormal(off, 0x1p-14));
}

TEST(Preconditions, SolidNonzeroHalfLineWithin) {
  EXPECT_TRUE(gv::query::solid(gv::Aabbf{{0, 0, 0}, {1, 1, 1}}));
  EXPECT_FALSE(gv::query::solid(gv::Aabbf{{0, 0, 0}, {1, 0, 1}}));  // a slab
  EXPECT_TRUE(gv::query::nonzero(gv::Vec3f{0, -0x1p-149f, 0}));
  EXPECT_FALSE(gv::query::nonzero(gv::Vec3f{0, -0.0f, 0}));
  EXPECT_FALSE(gv::query::nonzero(gv::Vec3f{std::numeric_limits<float>::quiet_NaN(), 1, 0}));
  gv::Rayf r{{0, 0, 0}, {1, 0, 0}};
  EXPECT_TRUE(gv::query::half_line(r));
  r.tmax = 5;
  EXPECT_FALSE(gv::query::half_line(r));
  const gv::query::RayAabb<float> c{{{0, 0, 0}, {1, 0, 0}}, {{-2, -2, -2}, {2, 2, 2}}};
  EXPECT_TRUE(gv::query::within(c, 2));  // tmax == +infinity is allowed
  EXPECT_FALSE(gv::query::within(c, 1));
}

TEST(Preconditions, MagnitudeWindow) {
  const gv::query::RayAabb<float> c{{{0, -0.0f, 1}, {1, 0, 0}}, {{-2, -2, -2}, {2, 2, 0x1p-20f}}};
  EXPECT_TRUE(gv::query::magnitudes_in(c, 0x1p-20, std::numeric_limits<double>::infinity()));  // zeros, inf tmax
  EXPECT_FALSE(gv::query::magnitudes_in(c, 0x1p-19, std::numeric_limits<double>::infinity()));
  EXPECT_FALSE(gv::query::magnitudes_in(c, 0x1p-20, 1e30));  // tmax == +infinity is above a finite hi
  const gv::query::PlaneAabb<float> sub{{{0x1p-149f, 0, 1}, 0}, {{0, 0, 0}, {1, 1, 1}}};
  EXPECT_FALSE(gv::query::magnitudes_in(sub, 0x1p-126, 1e30));  // a subnormal normal component
  const gv::query::PlaneAabb<float> nan{{{std::numeric_limits<float>::quiet_NaN(), 0, 1}, 0}, {{0, 0, 0}, {1, 1, 1}}};
  EXPECT_FALSE(gv::query::magnitudes_in(nan, 0, 1e30));
}

TEST(Preconditions, UnitNormalWithinKUlps) {
  const float s = 0x1.6a09e6p-1f;  // sqrt(1/2) rounded to float
  EXPECT_TRUE(gv::query::unit_normal(gv::Vec3f{1, 0, 0}));
  EXPECT_EQ(gv::query::unit_normal_margin(gv::Vec3f{0, -1, 0}), 1.0);
  EXPECT_TRUE(gv::query::unit_normal(gv::Vec3f{s, s, 0}));
  EXPECT_LT(gv::query::unit_normal_error_ulps(gv::Vec3f{s, s, 0}), 2.0);
  // |n| = 1 + 3 ulp: inside at k = 4, outside at k = 2.
  const float three = 1.0f + 3 * std::numeric_limits<float>::epsilon();
  EXPECT_TRUE(gv::query::unit_normal(gv::Vec3f{three, 0, 0}));
  EXPECT_FALSE(gv::query::unit_normal(gv::Vec3f{three, 0, 0}, 2));
  EXPECT_GT(gv::query::unit_normal_margin(gv::Vec3f{three, 0, 0}), 0.0);
  EXPECT_LT(gv::query::unit_normal_margin(gv::Vec3f{three, 0, 0}, 2), 0.0);
  EXPECT_FALSE(gv::query::unit_normal(gv::Vec3f{2, 0, 0}));
  EXPECT_FALSE(gv::query::unit_normal(gv::Vec3f{0, 0, 0}));
  EXPECT_FALSE(gv::query::unit_normal(gv::Vec3f{std::numeric_limits<float>::quiet_NaN(), 0, 0}));
  EXPECT_EQ(gv::query::unit_normal_margin(gv::Vec3f{std::numeric_limits<float>::quiet_NaN(), 0, 0}), -1.0);
  // Double: the ulp is double's.
  EXPECT_TRUE(gv::query::unit_normal(gv::Vec3d{1 + 2 * std::numeric_limits<double>::epsilon(), 0, 0}));
  EXPECT_FALSE(gv::query::unit_normal(gv::Vec3d{1 + 0x1p-40, 0, 0}));
}

TEST(Preconditions, ParameterRangeAwayFromItsEnds) {
  gv::Rayf r{{0, 0, 0}, {1, 0, 0}};  // [0, +infinity)
  EXPECT_TRUE(gv::query::parameters_in(r, 0, std::numeric_limits<double>::infinity()));
  EXPECT_FALSE(gv::query::parameters_in(r, 1e-4, std::numeric_limits<double>::infinity()));
  EXPECT_FALSE(gv::query::parameters_in(r, 0, 1e30));
  r.tmin = 1e-3f;
  r.tmax = 10;
  EXPECT_TRUE(gv::query::parameters_in(r, 1e-4, 1e30));
  r.tmax = std::numeric_limits<float>::quiet_NaN();
  EXPECT_FALSE(gv::query::parameters_in(r, 0, std::numeric_limits<double>::infinity()));
}

}  // namespace

}  // namespace gv_query_preconditions_test
