// SPDX-License-Identifier: MIT
// geoverify core: the certified intersection queries, header-only.
//
// Include this header (or the individual query headers) to get the exact
// predicates for float and double. Everything here depends on the C++17
// standard library only; see the individual headers for each contract.
#ifndef GEOVERIFY_CORE_H
#define GEOVERIFY_CORE_H

#include "geoverify/core/aabb_triangle.h"
#include "geoverify/core/config.h"
#include "geoverify/core/halfspace_aabb.h"
#include "geoverify/core/halfspace_obb.h"
#include "geoverify/core/obb_obb.h"
#include "geoverify/core/obb_sphere.h"
#include "geoverify/core/plane_aabb.h"
#include "geoverify/core/plane_obb.h"
#include "geoverify/core/plane_sphere.h"
#include "geoverify/core/ray_aabb.h"
#include "geoverify/core/ray_triangle.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/segment_aabb.h"
#include "geoverify/core/shapes.h"
#include "geoverify/core/sphere_aabb.h"

#endif  // GEOVERIFY_CORE_H
