// SPDX-License-Identifier: MIT
// Test support: the triangles the triangle-triangle tests build their hand
// cases from, and their exact transformations.
#ifndef GEOVERIFY_TESTS_SUPPORT_TRIANGLES_H
#define GEOVERIFY_TESTS_SUPPORT_TRIANGLES_H

#include <cmath>

#include "geoverify/core/shapes.h"

namespace gv {
namespace test_support {

/// The triangle (0,0,h), (s,0,h), (0,s,h): a right corner in the plane z = h.
template <class T>
Triangle<T> corner(T s, T h) {
  return {{0, 0, h}, {s, 0, h}, {0, s, h}};
}

/// Every coordinate times 2^e (exact while nothing leaves T's range).
template <class T>
Triangle<T> scaled(const Triangle<T>& t, int e) {
  auto f = [e](const Vec3<T>& v) { return Vec3<T>{std::ldexp(v.x, e), std::ldexp(v.y, e), std::ldexp(v.z, e)}; };
  return {f(t.p0), f(t.p1), f(t.p2)};
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_TRIANGLES_H
