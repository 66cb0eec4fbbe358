// SPDX-License-Identifier: MIT
// geoverify crosscheck: the independent formulation of obb-obb (crosscheck.h).
#ifndef GEOVERIFY_CROSSCHECK_OBB_OBB_H
#define GEOVERIFY_CROSSCHECK_OBB_OBB_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/obb_obb.h"

namespace gv {
namespace crosscheck {

/// Relation of two parallelepipeds {c + sum_i s_i e_i u_i : |s_i| <= 1} with
/// the axes as stored: not necessarily orthonormal, possibly parallel or
/// zero, e_i possibly 0 (flat boxes, segments, points). invalid if either
/// shape is invalid. Exact for all valid input.
template <class T>
Relation obb_obb(const Obb<T>& a, const Obb<T>& b);

/// The same for a case (generic code calls crosscheck::of(c)).
template <class T>
Relation of(const query::ObbObb<T>& c) {
  return crosscheck::obb_obb(c.a, c.b);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_OBB_OBB_H
