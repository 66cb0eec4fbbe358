// SPDX-License-Identifier: MIT
// Properties of ray-triangle-hit (query/ray_triangle_hit.h), float and double: on
// every generator class (gen/ray_triangle_hit.h) the certified core's hit
// bracket (gv::ray_triangle) has a value exactly when the exact ray meets
// the triangle, and then holds bracket(1) against the exact hit parameter
// (adjacent values of T around it, one value when it is representable); and
// the 48 signed axis permutations, which move no parameter, leave the
// core's bracket the same.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_ray_triangle_hit {

namespace {

using namespace gv::props;
using gv::query::RayTriangleHit;

RC_GTEST_PROP(RayTriangleHitF, CoreBracketsTheExactHit, ()) { core_numbers_hold(any_case<RayTriangleHit<float>>()); }
RC_GTEST_PROP(RayTriangleHitD, CoreBracketsTheExactHit, ()) {
  core_numbers_hold(any_case<RayTriangleHit<double>>());
}
RC_GTEST_PROP(RayTriangleHitF, AxisSymmetriesKeepTheBracket, ()) {
  core_numbers_symmetric(any_case<RayTriangleHit<float>>());
}
RC_GTEST_PROP(RayTriangleHitD, AxisSymmetriesKeepTheBracket, ()) {
  core_numbers_symmetric(any_case<RayTriangleHit<double>>());
}

}  // namespace

}  // namespace gv_properties_ray_triangle_hit
