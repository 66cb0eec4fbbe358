// SPDX-License-Identifier: MIT
// Specification of shape validity (core/include/geoverify/core/shapes.h):
// only non-finite values and inverted intervals are invalid; every degenerate
// shape is valid.
#include <gtest/gtest.h>

#include <limits>

#include "geoverify/core/shapes.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_shapes_test {

namespace {

template <class T>
class ShapesTest : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(ShapesTest, Scalars);

TYPED_TEST(ShapesTest, BoxValidityIsFinitenessAndOrder) {
  using T = TypeParam;
  const T inf = std::numeric_limits<T>::infinity(), nan = std::numeric_limits<T>::quiet_NaN();
  EXPECT_TRUE(gv::is_valid(gv::Aabb<T>{{0, 0, 0}, {1, 1, 1}}));
  EXPECT_TRUE(gv::is_valid(gv::Aabb<T>{{1, 2, 3}, {1, 2, 3}}));   // a point
  EXPECT_TRUE(gv::is_valid(gv::Aabb<T>{{0, 0, 0}, {0, 1, 1}}));   // a slab
  EXPECT_TRUE(gv::is_valid(gv::Aabb<T>{{-T(0), 0, 0}, {T(0), 0, 1}}));  // -0 <= +0
  EXPECT_TRUE(gv::is_valid(gv::Aabb<T>{{T(0), 0, 0}, {-T(0), 0, 1}}));  // +0 <= -0 too
  EXPECT_FALSE(gv::is_valid(gv::Aabb<T>{{0, 0, 2}, {1, 1, 1}}));  // min > max
  EXPECT_FALSE(gv::is_valid(gv::Aabb<T>{{0, 0, 0}, {1, inf, 1}}));
  EXPECT_FALSE(gv::is_valid(gv::Aabb<T>{{nan, 0, 0}, {1, 1, 1}}));
  EXPECT_FALSE(gv::is_valid(gv::Aabb<T>{{-inf, -inf, -inf}, {inf, inf, inf}}));
}

TYPED_TEST(ShapesTest, SphereRadiusMustBeNonNegative) {
  using T = TypeParam;
  EXPECT_TRUE(gv::is_valid(gv::Sphere<T>{{0, 0, 0}, 0}));
  EXPECT_TRUE(gv::is_valid(gv::Sphere<T>{{0, 0, 0}, -T(0)}));  // -0.0 is a zero radius
  EXPECT_TRUE(gv::is_valid(gv::Sphere<T>{{0, 0, 0}, std::numeric_limits<T>::denorm_min()}));
  EXPECT_FALSE(gv::is_valid(gv::Sphere<T>{{0, 0, 0}, -std::numeric_limits<T>::denorm_min()}));
  EXPECT_FALSE(gv::is_valid(gv::Sphere<T>{{0, 0, 0}, std::numeric_limits<T>::infinity()}));
  EXPECT_FALSE(gv::is_valid(gv::Sphere<T>{{0, 0, std::numeric_limits<T>::quiet_NaN()}, 1}));
}

TYPED_TEST(ShapesTest, PlaneNeedsOnlyFiniteValues) {
  using T = TypeParam;
  EXPECT_TRUE(gv::is_valid(gv::Plane<T>{{0, 0, 0}, 0}));  // all of space
  EXPECT_TRUE(gv::is_valid(gv::Plane<T>{{0, 0, 0}, 5}));  // empty
  EXPECT_TRUE(gv::is_valid(gv::Plane<T>{{std::numeric_limits<T>::max(), 0, 0}, 1}));
  EXPECT_FALSE(gv::is_valid(gv::Plane<T>{{0, 0, 1}, std::numeric_limits<T>::infinity()}));
}

TYPED_TEST(ShapesTest, RayParameterRange) {
  using T = TypeParam;
  const T inf = std::numeric_limits<T>::infinity();
  EXPECT_TRUE(gv::is_valid(gv::Ray<T>{{0, 0, 0}, {1, 0, 0}}));  // default [0, +inf]
  EXPECT_TRUE(gv::is_valid(gv::Ray<T>{{0, 0, 0}, {0, 0, 0}}));  // a point
  EXPECT_TRUE(gv::is_valid(gv::Ray<T>{{0, 0, 0}, {1, 0, 0}, 2, 2}));
  EXPECT_TRUE(gv::is_valid(gv::Ray<T>{{0, 0, 0}, {1, 0, 0}, -T(0), 1}));
  EXPECT_FALSE(gv::is_valid(gv::Ray<T>{{0, 0, 0}, {1, 0, 0}, -1, 1}));  // t >= 0
  EXPECT_FALSE(gv::is_valid(gv::Ray<T>{{0, 0, 0}, {1, 0, 0}, 2, 1}));
  EXPECT_FALSE(gv::is_valid(gv::Ray<T>{{0, 0, 0}, {1, 0, 0}, inf, inf}));
  EXPECT_FALSE(gv::is_valid(gv::Ray<T>{{0, 0, 0}, {1, 0, 0}, 0, std::numeric_limits<T>::quiet_NaN()}));
  EXPECT_FALSE(gv::is_valid(gv::Ray<T>{{0, 0, 0}, {inf, 0, 0}}));
}

TYPED_TEST(ShapesTest, ObbAcceptsAnyFiniteAxesAndNonNegativeExtents) {
  using T = TypeParam;
  EXPECT_TRUE(gv::is_valid(gv::Obb<T>{{0, 0, 0}, {{1, 0, 0}, {1, 0, 0}, {0, 0, 0}}, {1, 0, 2}}));
  EXPECT_FALSE(gv::is_valid(gv::Obb<T>{{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, -1, 1}}));
  EXPECT_FALSE(gv::is_valid(
      gv::Obb<T>{{0, 0, 0}, {{1, 0, 0}, {0, std::numeric_limits<T>::quiet_NaN(), 0}, {0, 0, 1}}, {1, 1, 1}}));
}

TYPED_TEST(ShapesTest, TriangleAcceptsDegenerateVertices) {
  using T = TypeParam;
  EXPECT_TRUE(gv::is_valid(gv::Triangle<T>{{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}));
  EXPECT_TRUE(gv::is_valid(gv::Triangle<T>{{0, 0, 0}, {1, 1, 1}, {2, 2, 2}}));
  EXPECT_FALSE(gv::is_valid(gv::Triangle<T>{{0, 0, 0}, {1, 1, 1}, {2, 2, std::numeric_limits<T>::infinity()}}));
}

}  // namespace

}  // namespace gv_core_shapes_test
