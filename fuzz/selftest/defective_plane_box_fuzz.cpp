// SPDX-License-Identifier: MIT
// Self-test of GEOVERIFY_FUZZ_ROUTINE: the textbook centre/extent plane-box
// test in float (Ericson, Real-Time Collision Detection, 5.2.3), declared
// exact. Rounding the centre, the extents and the two dot products decides
// near-touching cases wrongly, so the target must stop with a reproducer
// (CTest: fuzz_selftest_defective_fuzz_smoke).
#include "geoverify/fuzz/fuzz.h"
#include "textbook_plane_box.h"  // examples/: the routine check_my_routine.cpp checks too

GEOVERIFY_FUZZ_ROUTINE(gv::query::PlaneAabb<float>, gv::query::Contract::exact(), textbook_plane_box<float>)
