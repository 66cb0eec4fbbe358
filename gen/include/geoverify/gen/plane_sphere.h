// SPDX-License-Identifier: MIT
// geoverify generators: the plane-sphere generator, Generator<query::PlaneSphere<T>>,
// defined in plane.h beside the plane-aabb one (they share its shape makers).
#ifndef GEOVERIFY_GEN_PLANE_SPHERE_H
#define GEOVERIFY_GEN_PLANE_SPHERE_H

#include "geoverify/gen/plane.h"

#endif  // GEOVERIFY_GEN_PLANE_SPHERE_H
