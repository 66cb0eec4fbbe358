// SPDX-License-Identifier: MIT
// Properties of ray-aabb-hit (query/ray_aabb_hit.h), float and double: on
// every generator class (gen/ray_aabb_hit.h) the certified core's entry
// bracket (gv::ray_aabb_entry) has a value exactly when the exact ray meets
// the box, and then holds bracket(1) against the exact entry parameter
// (adjacent values of T around it, one value when it is representable); and
// the 48 signed axis permutations, which move no parameter, leave the
// core's bracket the same.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_ray_aabb_hit {

namespace {

using namespace gv::props;
using gv::query::RayAabbHit;

RC_GTEST_PROP(RayAabbHitF, CoreBracketsTheExactEntry, ()) { core_numbers_hold(any_case<RayAabbHit<float>>()); }
RC_GTEST_PROP(RayAabbHitD, CoreBracketsTheExactEntry, ()) {
  core_numbers_hold(any_case<RayAabbHit<double>>());
}
RC_GTEST_PROP(RayAabbHitF, AxisSymmetriesKeepTheBracket, ()) {
  core_numbers_symmetric(any_case<RayAabbHit<float>>());
}
RC_GTEST_PROP(RayAabbHitD, AxisSymmetriesKeepTheBracket, ()) {
  core_numbers_symmetric(any_case<RayAabbHit<double>>());
}

}  // namespace

}  // namespace gv_properties_ray_aabb_hit
