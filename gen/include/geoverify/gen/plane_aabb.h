// SPDX-License-Identifier: MIT
// geoverify generators: the plane-aabb generator, Generator<query::PlaneAabb<T>>,
// defined in plane.h beside the plane-sphere one (they share its shape makers).
#ifndef GEOVERIFY_GEN_PLANE_AABB_H
#define GEOVERIFY_GEN_PLANE_AABB_H

#include "geoverify/gen/plane.h"

#endif  // GEOVERIFY_GEN_PLANE_AABB_H
