// SPDX-License-Identifier: MIT
// geoverify generators: the obb-obb generator, Generator<query::ObbObb<T>>,
// defined in obb.h beside the obb-sphere one (they share its shape makers).
#ifndef GEOVERIFY_GEN_OBB_OBB_H
#define GEOVERIFY_GEN_OBB_OBB_H

#include "geoverify/gen/obb.h"

#endif  // GEOVERIFY_GEN_OBB_OBB_H
