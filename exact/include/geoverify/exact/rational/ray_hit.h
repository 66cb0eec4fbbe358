// SPDX-License-Identifier: MIT
// geoverify exact (rational): the judge of a certified hit bracket
// (gv::RayHit, core/ray_hit.h) against an exact hit parameter. One judge for
// every shape a ray can hit: ray_aabb_entry(), ray_triangle() and
// ray_sphere_hit() brackets are judged here. Rational-valued (Boost.Multiprecision): for the oracles'
// sources, the properties and the tests.
#ifndef GEOVERIFY_EXACT_RATIONAL_RAY_HIT_H
#define GEOVERIFY_EXACT_RATIONAL_RAY_HIT_H

#include <string>

#include "geoverify/core/ray_hit.h"
#include "geoverify/exact/rational.h"
#include "geoverify/exact/rational/number.h"

namespace gv {
namespace exact {

/// Empty when `got`'s ends certify the exact first hit parameter t (hit: the
/// exact answer meets the shape; t is then read): on a hit, t_lo == t_hi == t,
/// or t_lo < t < t_hi with t_hi the successor of t_lo in T, or
/// t_lo == max() < t with t_hi == +infinity; on a miss both ends NaN.
/// Otherwise a one-line description of what is wrong. got.relation is not
/// judged here (the relation oracle judges it).
template <class T>
std::string hit_bracket_violation(bool hit, const ExactNumber& t, const RayHit<T>& got);
/// The same for a rational t.
template <class T>
std::string hit_bracket_violation(bool hit, const Rational& t, const RayHit<T>& got);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RATIONAL_RAY_HIT_H
