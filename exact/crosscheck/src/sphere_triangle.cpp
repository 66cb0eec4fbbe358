// SPDX-License-Identifier: MIT
// geoverify crosscheck: sphere-triangle (the formulation: the header).
#include "geoverify/crosscheck/sphere_triangle.h"

#include <stdexcept>

#include "support.h"

namespace gv {
namespace crosscheck {

using namespace support;  // the exact vocabulary every formulation is written in

template <class T>
Relation sphere_triangle(const Sphere<T>& sphere, const Triangle<T>& tri) {
  if (!is_valid(sphere) || !is_valid(tri)) return Relation::invalid;
  const Vec3Q p0 = to_rational(tri.p0);
  const Vec3Q col[2] = {to_rational(tri.p1) - p0, to_rational(tri.p2) - p0};
  const Vec3Q q = to_rational(sphere.c) - p0;
  const Rational r = to_rational(sphere.r);

  // Each face of the simplex {s, t >= 0, s + t <= 1} proposes its stationary
  // point (the Gram system of its free parameters); those inside the simplex
  // are points of the triangle, and the nearest is among them.
  bool found = false;
  Rational best;
  auto consider = [&](const Rational& s, const Rational& t) {
    if (s < 0 || t < 0 || s + t > 1) return;
    const Vec3Q d = q - (s * col[0] + t * col[1]);
    const Rational d2 = exact::dot(d, d);
    if (!found || d2 < best) {
      best = d2;
      found = true;
    }
  };
  // The three vertices.
  consider(0, 0);
  consider(1, 0);
  consider(0, 1);
  // The edges t == 0 and s == 0: one free parameter along col[i].
  for (int i = 0; i < 2; ++i) {
    Rational g[3][3], rhs[3], y[3];
    g[0][0] = exact::dot(col[i], col[i]);
    rhs[0] = exact::dot(col[i], q);
    if (!solve_linear(1, g, rhs, y)) continue;
    if (i == 0) consider(y[0], 0);
    else consider(0, y[0]);
  }
  // The edge s + t == 1: x = col[1] + s (col[0] - col[1]), t = 1 - s.
  {
    const Vec3Q e = col[0] - col[1];
    Rational g[3][3], rhs[3], y[3];
    g[0][0] = exact::dot(e, e);
    rhs[0] = exact::dot(e, q - col[1]);
    if (solve_linear(1, g, rhs, y)) consider(y[0], 1 - y[0]);
  }
  // The interior: both parameters free.
  {
    Rational g[3][3], rhs[3], y[3];
    for (int a = 0; a < 2; ++a) {
      for (int b = 0; b < 2; ++b) g[a][b] = exact::dot(col[a], col[b]);
      rhs[a] = exact::dot(col[a], q);
    }
    if (solve_linear(2, g, rhs, y)) consider(y[0], y[1]);
  }
  if (!found) throw std::logic_error("crosscheck: sphere_triangle found no candidate (impossible)");

  const Rational r2 = r * r;
  if (best > r2) return Relation::disjoint;
  if (best < r2) return Relation::overlapping;
  return Relation::touching;
}

template Relation sphere_triangle<float>(const Sphere<float>&, const Triangle<float>&);
template Relation sphere_triangle<double>(const Sphere<double>&, const Triangle<double>&);

}  // namespace crosscheck
}  // namespace gv
