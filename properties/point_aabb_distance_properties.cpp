// SPDX-License-Identifier: MIT
// Properties of point-aabb-distance (query/point_aabb_distance.h), float and
// double: on every generator class (gen/point_aabb_distance.h) the core's
// relation of the point and the box is the oracle's, and its brackets of the
// squared distance and the distance hold bracket(1) against the exact ones
// (adjacent values of T around each, [0, 0] exactly when the point is in
// the box); the 48 signed axis permutations leave the brackets the same.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_point_aabb_distance {

namespace {

using namespace gv::props;
using gv::query::PointAabbDistance;

RC_GTEST_PROP(PointAabbDistanceF, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<PointAabbDistance<float>>()); }
RC_GTEST_PROP(PointAabbDistanceD, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<PointAabbDistance<double>>()); }
RC_GTEST_PROP(PointAabbDistanceF, CoreBracketsTheExactDistances, ()) {
  core_numbers_hold(any_case<PointAabbDistance<float>>());
}
RC_GTEST_PROP(PointAabbDistanceD, CoreBracketsTheExactDistances, ()) {
  core_numbers_hold(any_case<PointAabbDistance<double>>());
}
RC_GTEST_PROP(PointAabbDistanceF, AxisSymmetriesKeepTheBrackets, ()) {
  core_numbers_symmetric(any_case<PointAabbDistance<float>>());
}
RC_GTEST_PROP(PointAabbDistanceD, AxisSymmetriesKeepTheBrackets, ()) {
  core_numbers_symmetric(any_case<PointAabbDistance<double>>());
}

}  // namespace

}  // namespace gv_properties_point_aabb_distance
