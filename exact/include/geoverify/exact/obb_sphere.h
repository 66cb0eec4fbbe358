// SPDX-License-Identifier: MIT
// geoverify exact: the obb-sphere oracle of a case (obb.h holds the oracle itself).
#ifndef GEOVERIFY_EXACT_OBB_SPHERE_H
#define GEOVERIFY_EXACT_OBB_SPHERE_H

#include "geoverify/exact/obb.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/obb_sphere.h"

namespace gv {
namespace exact {

/// The oracle of a obb-sphere case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::ObbSphere<T>& c) {
  return exact::obb_sphere(c.obb, c.sphere);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_OBB_SPHERE_H
