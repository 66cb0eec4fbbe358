// SPDX-License-Identifier: MIT
// geoverify crosscheck: the independent formulation of sphere-sphere (crosscheck.h).
#ifndef GEOVERIFY_CROSSCHECK_SPHERE_SPHERE_H
#define GEOVERIFY_CROSSCHECK_SPHERE_SPHERE_H

#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/sphere_sphere.h"

namespace gv {
namespace crosscheck {

/// Relation of two closed balls (r == 0: a point). invalid if either is
/// invalid. Exact for all valid input. Formulation: every input is an
/// integer times 2^e for one common e (the smallest exponent of the inputs'
/// last significant bits), and the sign of the expanded integer polynomial
/// ra^2 + 2 ra rb + rb^2 - sum_i (ca_i^2 - 2 ca_i cb_i + cb_i^2) decides:
/// negative disjoint, zero touching, positive overlapping. No rational, no
/// difference of inputs formed before squaring (the oracle works on
/// rational differences).
template <class T>
Relation sphere_sphere(const Sphere<T>& a, const Sphere<T>& b);

/// The same for a case (generic code calls crosscheck::of(c)).
template <class T>
Relation of(const query::SphereSphere<T>& c) {
  return crosscheck::sphere_sphere(c.a, c.b);
}

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_SPHERE_SPHERE_H
