// SPDX-License-Identifier: MIT
// geoverify exact: the obb-obb oracle of a case (obb.h holds the oracle itself).
#ifndef GEOVERIFY_EXACT_OBB_OBB_H
#define GEOVERIFY_EXACT_OBB_OBB_H

#include "geoverify/exact/obb.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/obb_obb.h"

namespace gv {
namespace exact {

/// The oracle of a obb-obb case (generic code calls oracle(c), oracle.h).
template <class T>
Result oracle(const query::ObbObb<T>& c) {
  return exact::obb_obb(c.a, c.b);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_OBB_OBB_H
