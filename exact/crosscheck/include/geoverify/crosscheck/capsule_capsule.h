// SPDX-License-Identifier: MIT
// geoverify crosscheck: the independent formulation of capsule-capsule (crosscheck.h).
#ifndef GEOVERIFY_CROSSCHECK_CAPSULE_CAPSULE_H
#define GEOVERIFY_CROSSCHECK_CAPSULE_CAPSULE_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/capsule_capsule.h"

namespace gv {
namespace crosscheck {

/// Relation of two capsules from the exact squared distance D between their
/// axes p0 + s (p1 - p0) and q0 + t (q1 - q0), (s, t) in [0, 1]^2: the least
/// |P(s) - Q(t)|^2 over the stationary points of the square's nine faces
/// (its interior, four edges and four corners; a singular Gram matrix skips
/// a face, whose minimum then lies on a smaller one). D > R^2 disjoint,
/// D < R^2 overlapping, D == R^2 touching, R = ra + rb. invalid if either
/// capsule is invalid.
template <class T>
Relation capsule_capsule(const Capsule<T>& a, const Capsule<T>& b);

/// The same for a case (generic code calls crosscheck::of(c)).
template <class T>
Relation of(const query::CapsuleCapsule<T>& c) {
  return crosscheck::capsule_capsule(c.a, c.b);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_CAPSULE_CAPSULE_H
