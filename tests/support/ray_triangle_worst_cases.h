// SPDX-License-Identifier: MIT
// Test support: the ray-triangle filter's worst cases, as case makers shared
// by the scalar tests (tests/core/ray_triangle_test.cpp) and the lane-by-lane
// batch tests (tests/core/ray_triangle_batch_cases.h).
//
// Both draw a full-precision triangle of [-1, 1)^3 scaled by 2^s, s in
// [-40, 40] (or, anisotropic, each axis by its own 2^s), and a ray whose
// decisive value rounds across zero in double:
//   near_edge_case       a ray aimed within two ulps of a point of an edge
//                        or of a vertex, half of them with a range end
//                        within three ulps of the target's parameter 1 (the
//                        signed volumes and the range checks);
//   origin_on_plane_case an origin within two ulps of the triangle's plane
//                        over its interior (exactly at p0 when `at_vertex`),
//                        leaving in a random direction with tmin = 0 (the
//                        sign of D alone decides whether t* >= 0).
#ifndef GEOVERIFY_TESTS_SUPPORT_RAY_TRIANGLE_WORST_CASES_H
#define GEOVERIFY_TESTS_SUPPORT_RAY_TRIANGLE_WORST_CASES_H

#include <cmath>

#include "geoverify/core/shapes.h"
#include "geoverify/gen/source.h"

namespace gv {
namespace test_support {

/// Per-axis exponents: one scale for all three axes, or (anisotropic) one
/// each, so that the axes' magnitudes differ by up to 2^80.
inline void draw_scales(gen::Prng& rng, bool anisotropic, int (&scale)[3]) {
  scale[0] = static_cast<int>(gen::int_in(rng, -40, 40));
  scale[1] = anisotropic ? static_cast<int>(gen::int_in(rng, -40, 40)) : scale[0];
  scale[2] = anisotropic ? static_cast<int>(gen::int_in(rng, -40, 40)) : scale[0];
}

template <class T>
Vec3<T> full_precision_point(gen::Prng& rng, const int (&scale)[3]) {
  Vec3<T> v;
  for (int k = 0; k < 3; ++k) set(v, k, std::ldexp(gen::unit_real<T>(rng), scale[k]));
  return v;
}

template <class T>
Triangle<T> full_precision_triangle(gen::Prng& rng, const int (&scale)[3]) {
  const Vec3<T> p0 = full_precision_point<T>(rng, scale), p1 = full_precision_point<T>(rng, scale);
  return {p0, p1, full_precision_point<T>(rng, scale)};
}

/// A ray aimed within two ulps of an edge point or a vertex of t (see the
/// file comment); with anisotropic, each axis of the triangle and each of
/// the origin at a scale of its own, so that the direction's components and
/// the axes' extents (the filter's axis norms) differ widely and
/// independently. False when the ray it makes is invalid (skip the case).
template <class T>
bool near_edge_case(gen::Prng& rng, Ray<T>& r, Triangle<T>& t, bool anisotropic = false) {
  int scale[3];
  draw_scales(rng, anisotropic, scale);
  t = full_precision_triangle<T>(rng, scale);
  const Vec3<T>* v[3] = {&t.p0, &t.p1, &t.p2};
  const int k = static_cast<int>(rng.draw(3));
  const double s = gen::coin(rng) ? 0.0 : (gen::unit_real<double>(rng) + 1) / 2;
  Vec3<T> target;
  for (int j = 0; j < 3; ++j) {
    const double a = static_cast<double>(get(*v[k], j)), b = static_cast<double>(get(*v[(k + 1) % 3], j));
    set(target, j, static_cast<T>(a + s * (b - a)));
  }
  for (int j = 0; j < 3; ++j) set(target, j, gen::ulps(get(target, j), static_cast<int>(gen::int_in(rng, -2, 2))));
  r = Ray<T>{};
  if (anisotropic) draw_scales(rng, true, scale);  // the origin's axes at scales of their own
  r.o = full_precision_point<T>(rng, scale);
  r.dir = {get(target, 0) - r.o.x, get(target, 1) - r.o.y, get(target, 2) - r.o.z};
  if (gen::coin(rng)) {
    // A range end a few ulps from the parameter of the target (1 up to rounding).
    const T end = gen::ulps(T(1), static_cast<int>(gen::int_in(rng, -3, 3)));
    if (gen::coin(rng)) r.tmax = end; else r.tmin = end;
  }
  return is_valid(r);
}

/// An origin within two ulps of t's plane over its interior, or exactly at
/// its vertex p0 when at_vertex (D == 0: touching); a random direction,
/// tmin = 0 (see the file comment); anisotropic as for near_edge_case.
/// False when the ray is invalid.
template <class T>
bool origin_on_plane_case(gen::Prng& rng, bool at_vertex, Ray<T>& r, Triangle<T>& t, bool anisotropic = false) {
  int scale[3];
  draw_scales(rng, anisotropic, scale);
  t = full_precision_triangle<T>(rng, scale);
  const double a = 0.2 + 0.2 * std::fabs(gen::unit_real<double>(rng));
  const double b = 0.2 + 0.2 * std::fabs(gen::unit_real<double>(rng));
  r = Ray<T>{};
  for (int j = 0; j < 3; ++j) {
    const double p0 = static_cast<double>(get(t.p0, j)), p1 = static_cast<double>(get(t.p1, j)),
                 p2 = static_cast<double>(get(t.p2, j));
    const T x = static_cast<T>(p0 + a * (p1 - p0) + b * (p2 - p0));
    set(r.o, j, gen::ulps(x, static_cast<int>(gen::int_in(rng, -2, 2))));
  }
  if (at_vertex) r.o = t.p0;
  r.dir = {gen::unit_real<T>(rng), gen::unit_real<T>(rng), gen::unit_real<T>(rng)};
  return is_valid(r);
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_RAY_TRIANGLE_WORST_CASES_H
