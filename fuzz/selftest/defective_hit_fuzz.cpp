// SPDX-License-Identifier: MIT
// Self-test of GEOVERIFY_FUZZ_NUMBERS: the picking routine of
// examples/check_my_hit (my_hit.h), whose entry parameter starts at
// -infinity, so a ray starting inside a box gets a hit behind its origin
// (t < tmin), and whose float slabs round near edges. Declared ulps(4): the
// target must stop with a reproducer that judges the numbers exactly
// (CTest: fuzz_selftest_numbers_fuzz_smoke).
#include "check_my_hit/my_hit.h"
#include "geoverify/fuzz/fuzz.h"

GEOVERIFY_FUZZ_NUMBERS(gv::query::RayAabbHit<float>, gv::query::NumberContract::ulps(4), my_entry_case)
