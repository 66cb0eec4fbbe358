// SPDX-License-Identifier: MIT
// geoverify core: the certified intersection queries, header-only.
//
// Include this header (or the individual query headers) to get the exact
// predicates for float and double. Everything here depends on the C++17
// standard library only; see the individual headers for each contract.
//
// The query headers are reached through geoverify/core/registered.h, which
// the build generates from the query registry (query/registry.h) and installs
// with the package: through CMake (add_subdirectory or find_package) this
// header is complete. A project that copies core/include without CMake
// includes the query headers it uses (geoverify/core/<query>.h) instead.
//
// Also here: the certified distances (point_aabb.h, point_triangle.h), which
// are numbers, not relations of a registered query, and the certified ray
// caster over a triangle mesh (mesh_bvh.h, ray_mesh.h).
//
// Not included here: geoverify/core/ray_aabb_batch.h and
// geoverify/core/ray_triangle_batch.h (one ray against 4 or 8 boxes or
// triangles), which pull in the compiler's vector intrinsics; include them
// where a traversal needs them.
#ifndef GEOVERIFY_CORE_H
#define GEOVERIFY_CORE_H

#include "geoverify/core/config.h"
#include "geoverify/core/mesh_bvh.h"
#include "geoverify/core/point_aabb.h"
#include "geoverify/core/point_triangle.h"
#include "geoverify/core/ray_mesh.h"
#include "geoverify/core/segment_segment.h"
#include "geoverify/core/registered.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

#endif  // GEOVERIFY_CORE_H
