// SPDX-License-Identifier: MIT
// geoverify crosscheck: the independent formulation of aabb-aabb (crosscheck.h).
#ifndef GEOVERIFY_CROSSCHECK_AABB_AABB_H
#define GEOVERIFY_CROSSCHECK_AABB_AABB_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/aabb_aabb.h"

namespace gv {
namespace crosscheck {

/// Relation of two closed boxes (zero extents allowed: slab, segment or
/// point), each written as x itself with min <= x <= max: the LP of the
/// polytope queries over six bounded variables. invalid if either shape is
/// invalid. Exact for all valid input.
template <class T>
Relation aabb_aabb(const Aabb<T>& a, const Aabb<T>& b);

/// The same for a case (generic code calls crosscheck::of(c)).
template <class T>
Relation of(const query::AabbAabb<T>& c) {
  return crosscheck::aabb_aabb(c.a, c.b);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_AABB_AABB_H
