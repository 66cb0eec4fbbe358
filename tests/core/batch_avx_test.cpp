// SPDX-License-Identifier: MIT
// The batch calls (core/ray_aabb_batch.h, core/ray_triangle_batch.h) on the
// AVX path: this executable is compiled with -mavx2 -mfma -ffp-contract=fast
// (tests/core/CMakeLists.txt), so that it also checks the path under FMA
// contraction, and built only where the build machine has AVX2 and FMA.
#if !defined(__AVX__)
#error "compile with -mavx2"
#endif
#define GV_BATCH_PATH "avx"
#define GV_BATCH_SUITE RayAabbBatchAvx
#define GV_RT_BATCH_SUITE RayTriangleBatchAvx
#include "ray_aabb_batch_cases.h"
#include "ray_triangle_batch_cases.h"
