// SPDX-License-Identifier: MIT
// Test support: an axis-aligned box written as an Obb, so that an oracle on
// boxes can be checked against the OBB oracles (exact/obb.h) on the same set.
#ifndef GEOVERIFY_TESTS_SUPPORT_AS_OBB_H
#define GEOVERIFY_TESTS_SUPPORT_AS_OBB_H

#include <cmath>

#include "geoverify/core/shapes.h"
#include "geoverify/exact/rational.h"

namespace gv {
namespace test_support {

/// The box as an Obb with unit axes, when its centre and half-extents are
/// exact in T (c - e and c + e are the box's ends, checked in rationals);
/// otherwise false.
template <class T>
bool as_obb(const Aabb<T>& b, Obb<T>& o) {
  o.u[0] = {1, 0, 0};
  o.u[1] = {0, 1, 0};
  o.u[2] = {0, 0, 1};
  for (int i = 0; i < 3; ++i) {
    const T lo = get(b.min, i), hi = get(b.max, i);
    const T c = lo / 2 + hi / 2, e = hi / 2 - lo / 2;
    if (!std::isfinite(c) || !std::isfinite(e)) return false;
    const exact::Rational qc(static_cast<double>(c)), qe(static_cast<double>(e));
    if (qc - qe != exact::Rational(static_cast<double>(lo)) || qc + qe != exact::Rational(static_cast<double>(hi))) {
      return false;
    }
    set(o.c, i, c);
    o.e[i] = e;
  }
  return true;
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_AS_OBB_H
