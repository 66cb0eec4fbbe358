// SPDX-License-Identifier: MIT
// Properties of segment-segment-closest (query/segment_segment_closest.h),
// float and double: on every generator class
// (gen/segment_segment_closest.h) the certified core's closest points and
// squared distance (gv::segment_segment_closest) hold bracket(1) against the
// exact ones (adjacent values of T around each, one value when it is
// representable; for parallel overlapping segments, around a member of each
// coordinate's set).
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_segment_segment_closest {

namespace {

using namespace gv::props;
using gv::query::SegmentSegmentClosest;

RC_GTEST_PROP(SegmentSegmentClosestF, CoreBracketsTheExactPointsAndDistance, ()) {
  core_numbers_hold(any_case<SegmentSegmentClosest<float>>());
}
RC_GTEST_PROP(SegmentSegmentClosestD, CoreBracketsTheExactPointsAndDistance, ()) {
  core_numbers_hold(any_case<SegmentSegmentClosest<double>>());
}

}  // namespace

}  // namespace gv_properties_segment_segment_closest
