// SPDX-License-Identifier: MIT
// geoverify/query/preconditions.h: the public predicates for accepts().
#include "geoverify/query/preconditions.h"

#include <gtest/gtest.h>

#include <limits>

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

}  // namespace
