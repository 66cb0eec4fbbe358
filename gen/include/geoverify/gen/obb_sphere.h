// SPDX-License-Identifier: MIT
// geoverify generators: the obb-sphere generator, Generator<query::ObbSphere<T>>,
// defined in obb.h beside the obb-obb one (they share its shape makers).
#ifndef GEOVERIFY_GEN_OBB_SPHERE_H
#define GEOVERIFY_GEN_OBB_SPHERE_H

#include "geoverify/gen/obb.h"

#endif  // GEOVERIFY_GEN_OBB_SPHERE_H
