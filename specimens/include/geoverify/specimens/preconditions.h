// SPDX-License-Identifier: MIT
// geoverify specimens: the documented preconditions of routines under test.
//
// A routine is judged against the contract its authors intended, on the
// inputs its authors allowed. OBB routines built on a rotation matrix
// (Ericson's TestOBBOBB, seeds 002 and 003) require unit, mutually orthogonal
// axes; the oracle's Obb is the parallelepiped of any stored axes, so cases
// whose axes are zero, parallel or not of unit length are outside those
// routines' contract and are skipped for them (query::Implementation::accepts).
// A rotation computed and stored in float satisfies the tolerance with room to
// spare (its errors are about 1e-7); the tolerance only excludes frames that
// are not rotations at all. The predicates are the public ones of
// geoverify/query/preconditions.h, which users' routines declare too.
#ifndef GEOVERIFY_SPECIMENS_PRECONDITIONS_H
#define GEOVERIFY_SPECIMENS_PRECONDITIONS_H

#include "geoverify/query/preconditions.h"

namespace gv {
namespace specimens {

using query::kOrthonormalTolerance;
using query::near_orthonormal;

}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_PRECONDITIONS_H
