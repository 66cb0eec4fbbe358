// SPDX-License-Identifier: MIT
// geoverify crosscheck: a second, independent exact formulation of the
// polytope queries and obb_sphere, used only to cross-check the primary
// exact oracles.
//
// Semantics are those of geoverify/core/shapes.h and relation.h: every scalar
// is the exact rational it represents (-0.0 == 0), every shape is a closed
// set, degenerate shapes keep their exact meaning, and
//   disjoint     A and B have no common point;
//   overlapping  the origin is interior to A - B (every small enough
//                translation of B still meets A);
//   touching     they meet but are not overlapping;
//   invalid      some input is not valid (shapes.h is_valid); this is checked
//                before any value is converted to a rational.
//
// Method (deliberately unlike separating-axis tests):
//   - Polytope queries (a half-space is a convex polyhedron too, written
//     with one slack variable) are
//     exact linear programs over the shapes' parameters (lp.h). A point of
//     each shape is written with bounded variables (box: x itself; obb:
//     s_i in [-1, 1]; triangle: barycentric lambda >= 0 summing to 1; ray:
//     t in [tmin, tmax], no upper bound if tmax is infinite; plane: one
//     equality row). For each of the four directions w_k = (1,1,1),
//     (1,-1,-1), (-1,1,-1), (-1,-1,1) the LP maximises delta in [0, 1] subject
//     to "point of A == point of B + delta w_k". It is infeasible iff A and B
//     are disjoint (delta = 0 is "A and B meet"); they overlap iff all four
//     maxima are positive (proof in crosscheck.cpp); otherwise they touch.
//   - obb-sphere is the exact squared distance from the sphere's centre to
//     the parallelepiped, by solving the normal equations on each of the 27
//     faces of the parameter cube [-1, 1]^3 (proof in crosscheck.cpp).
// All arithmetic is exact (gv::exact::Rational); no result depends on
// rounding. Slow on purpose: a few small LPs per call.
//
// Each query's formulation is declared in geoverify/crosscheck/<query>.h,
// with of(const Case&) for generic code; geoverify/crosscheck/registered.h,
// generated from the registry, includes every one that exists.
#ifndef GEOVERIFY_CROSSCHECK_CROSSCHECK_H
#define GEOVERIFY_CROSSCHECK_CROSSCHECK_H

#include <type_traits>
#include <utility>

#include "geoverify/crosscheck/registered.h"

namespace gv {
namespace crosscheck {

/// True iff crosscheck::of(C) exists: the query has a second formulation.
template <class C, class = void>
struct HasFormulation : std::false_type {};
template <class C>
struct HasFormulation<C, std::void_t<decltype(of(std::declval<const C&>()))>> : std::true_type {};
/// HasFormulation as a one-parameter template (for query::CasesWhere).
template <class C>
using HasFormulationT = HasFormulation<C>;

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_CROSSCHECK_H
