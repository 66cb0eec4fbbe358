// SPDX-License-Identifier: MIT
// Properties of ray-sphere-hit (query/ray_sphere_hit.h), float and double: on
// every generator class (gen/ray_sphere_hit.h) the certified core's hit
// bracket (gv::ray_sphere_hit) has a value exactly when the exact ray meets
// the ball, and then holds bracket(1) against the exact first parameter, an
// irrational root in general (adjacent values of T around it, one value when
// it is representable); and the 48 signed axis permutations, which move no
// parameter, leave the core's bracket the same.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_ray_sphere_hit {

namespace {

using namespace gv::props;
using gv::query::RaySphereHit;

RC_GTEST_PROP(RaySphereHitF, CoreBracketsTheExactHit, ()) { core_numbers_hold(any_case<RaySphereHit<float>>()); }
RC_GTEST_PROP(RaySphereHitD, CoreBracketsTheExactHit, ()) { core_numbers_hold(any_case<RaySphereHit<double>>()); }
RC_GTEST_PROP(RaySphereHitF, AxisSymmetriesKeepTheBracket, ()) {
  core_numbers_symmetric(any_case<RaySphereHit<float>>());
}
RC_GTEST_PROP(RaySphereHitD, AxisSymmetriesKeepTheBracket, ()) {
  core_numbers_symmetric(any_case<RaySphereHit<double>>());
}

}  // namespace

}  // namespace gv_properties_ray_sphere_hit
