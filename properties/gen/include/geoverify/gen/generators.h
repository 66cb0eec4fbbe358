// SPDX-License-Identifier: MIT
// geoverify generators: every query's Generator<C> (see the per-query headers).
//
// Generator<C>::kClasses names the degeneracy classes of case type C, and
// Generator<C>::make(src, k) draws a valid case of class k from a randomness
// source (source.h).
#ifndef GEOVERIFY_GEN_GENERATORS_H
#define GEOVERIFY_GEN_GENERATORS_H

#include "geoverify/gen/obb.h"
#include "geoverify/gen/plane.h"
#include "geoverify/gen/ray.h"
#include "geoverify/gen/triangle.h"

#endif  // GEOVERIFY_GEN_GENERATORS_H
