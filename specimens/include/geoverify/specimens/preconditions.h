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
// are not rotations at all.
#ifndef GEOVERIFY_SPECIMENS_PRECONDITIONS_H
#define GEOVERIFY_SPECIMENS_PRECONDITIONS_H

#include <cmath>

#include "geoverify/core/shapes.h"

namespace gv {
namespace specimens {

/// Tolerance of near_orthonormal: 2^-10 on |u_i|^2 - 1 and on u_i . u_j.
constexpr double kOrthonormalTolerance = 0x1p-10;

/// True iff the three axes are unit and mutually orthogonal to within
/// kOrthonormalTolerance (evaluated in double).
template <class T>
bool near_orthonormal(const Vec3<T> (&u)[3]) {
  for (int i = 0; i < 3; ++i) {
    for (int j = i; j < 3; ++j) {
      const double d = double(u[i].x) * u[j].x + double(u[i].y) * u[j].y + double(u[i].z) * u[j].z;
      if (!(std::fabs(d - (i == j ? 1.0 : 0.0)) <= kOrthonormalTolerance)) return false;
    }
  }
  return true;
}

}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_PRECONDITIONS_H
