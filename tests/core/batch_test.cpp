// SPDX-License-Identifier: MIT
// The batch calls (core/ray_aabb_batch.h, core/ray_triangle_batch.h) on the
// vector path this build's default flags select. GV_BATCH_PATH comes from
// tests/core/CMakeLists.txt: what the build expects of the target processor
// (sse2 on x86-64, portable elsewhere). batch_portable_test.cpp forces the
// portable path in the same executable; batch_avx_test.cpp is the AVX
// path's own executable.
#if !defined(GV_BATCH_PATH)
#error "tests/core/CMakeLists.txt defines GV_BATCH_PATH for this file"
#endif
#define GV_BATCH_SUITE RayAabbBatch
#define GV_RT_BATCH_SUITE RayTriangleBatch
#include "ray_aabb_batch_cases.h"
#include "ray_triangle_batch_cases.h"
