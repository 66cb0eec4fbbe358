// SPDX-License-Identifier: MIT
// Test support: the builders of the core tests' hand cases. Each shape is
// written with small dyadic numbers and replayed at a scale 2^k (tiny, where
// every value is subnormal, and huge); every coordinate is rounded to T first
// and then scaled, so the scaling is exact wherever T can hold the result.
// A test fixture inherits them:
//
//   template <class T>
//   class SphereAabbTest : public ::testing::Test, public gv::test_support::ScaledShapes<T> { ... };
//   F::expect(F::ball(3, 0, 0, 2, k), F::cube(k), Relation::touching);
#ifndef GEOVERIFY_TESTS_SUPPORT_SCALED_SHAPES_H
#define GEOVERIFY_TESTS_SUPPORT_SCALED_SHAPES_H

#include <array>
#include <cmath>
#include <limits>

#include "geoverify/core/shapes.h"

namespace gv {
namespace test_support {

template <class T>
struct ScaledShapes {
  /// (x, y, z) scaled by 2^k.
  static Vec3<T> point(double x, double y, double z, int k = 0) {
    return Vec3<T>{std::ldexp(T(x), k), std::ldexp(T(y), k), std::ldexp(T(z), k)};
  }
  /// The box [-1, 1]^3 scaled by 2^k.
  static Aabb<T> cube(int k = 0) {
    const T e = std::ldexp(T(1), k);
    return Aabb<T>{{-e, -e, -e}, {e, e, e}};
  }
  /// The box from (x0, y0, z0) to (x1, y1, z1) scaled by 2^k.
  static Aabb<T> box(double x0, double y0, double z0, double x1, double y1, double z1, int k = 0) {
    return Aabb<T>{point(x0, y0, z0, k), point(x1, y1, z1, k)};
  }
  /// The ball of centre (x, y, z) and radius r scaled by 2^k.
  static Sphere<T> ball(double x, double y, double z, double r, int k = 0) {
    return Sphere<T>{point(x, y, z, k), std::ldexp(T(r), k)};
  }
  /// The segment from (x0, y0, z0) to (x1, y1, z1) scaled by 2^k.
  static Segment<T> seg(double x0, double y0, double z0, double x1, double y1, double z1, int k = 0) {
    return Segment<T>{point(x0, y0, z0, k), point(x1, y1, z1, k)};
  }
  /// cube() made invalid four ways: min > max on an axis, a NaN min, an
  /// infinite max, and an axis that is all of the line (min = -inf, max =
  /// +inf: still invalid).
  static std::array<Aabb<T>, 4> invalid_cubes() {
    const T nan = std::numeric_limits<T>::quiet_NaN(), inf = std::numeric_limits<T>::infinity();
    std::array<Aabb<T>, 4> out;
    out.fill(cube());
    out[0].min.y = T(2);
    out[1].min.z = nan;
    out[2].max.x = inf;
    out[3].min.x = -inf;
    out[3].max.x = inf;
    return out;
  }
};

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_SCALED_SHAPES_H
