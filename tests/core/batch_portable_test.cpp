// SPDX-License-Identifier: MIT
// The batch calls (core/ray_aabb_batch.h, core/ray_triangle_batch.h) on the
// portable path, forced by GEOVERIFY_BATCH_PORTABLE: the fallback of targets
// without SSE2 or AVX.
#define GEOVERIFY_BATCH_PORTABLE 1
#define GV_BATCH_PATH "portable"
#define GV_BATCH_SUITE RayAabbBatchPortable
#define GV_RT_BATCH_SUITE RayTriangleBatchPortable
#include "ray_aabb_batch_cases.h"
#include "ray_triangle_batch_cases.h"
