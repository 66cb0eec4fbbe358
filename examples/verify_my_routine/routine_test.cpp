// SPDX-License-Identifier: MIT
// The same check as one GoogleTest assertion: on failure it prints the
// shrunk counterexample as a regression test ready to paste here.
#include "geoverify/campaign/gtest.h"
#include "my_routine.h"

TEST(MyPlaneSphere, HoldsItsContract) {
  GEOVERIFY_EXPECT_ROUTINE_HOLDS(gv::query::PlaneSphere<float>, my_plane_sphere_case,
                                 gv::query::Contract::tolerant(1e-9));
}
