// SPDX-License-Identifier: MIT
// Properties of point-triangle-closest (query/point_triangle_closest.h),
// float and double: on every generator class (gen/point_triangle_closest.h)
// the certified core's closest point (gv::point_triangle_closest) and
// squared distance (gv::point_triangle_distance2) hold bracket(1) against the
// exact ones (adjacent values of T around each, one value when it is
// representable).
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_point_triangle_closest {

namespace {

using namespace gv::props;
using gv::query::PointTriangleClosest;

RC_GTEST_PROP(PointTriangleClosestF, CoreBracketsTheExactPointAndDistance, ()) {
  core_numbers_hold(any_case<PointTriangleClosest<float>>());
}
RC_GTEST_PROP(PointTriangleClosestD, CoreBracketsTheExactPointAndDistance, ()) {
  core_numbers_hold(any_case<PointTriangleClosest<double>>());
}

}  // namespace

}  // namespace gv_properties_point_triangle_closest
