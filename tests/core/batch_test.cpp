// SPDX-License-Identifier: MIT
// The batch calls (core/ray_aabb_batch.h, core/ray_triangle_batch.h) on the
// vector path this build's flags select: SSE2 on x86-64 without -mavx, else
// the portable loop. batch_portable_test.cpp forces the portable path in the
// same executable; batch_avx_test.cpp is the AVX path's own executable.
#if defined(__AVX__)
#define GV_BATCH_PATH "avx"
#elif defined(__SSE2__) || defined(_M_X64)
#define GV_BATCH_PATH "sse2"
#else
#define GV_BATCH_PATH "portable"
#endif
#define GV_BATCH_SUITE RayAabbBatch
#define GV_RT_BATCH_SUITE RayTriangleBatch
#include "ray_aabb_batch_cases.h"
#include "ray_triangle_batch_cases.h"
