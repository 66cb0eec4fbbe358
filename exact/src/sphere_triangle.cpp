// SPDX-License-Identifier: MIT
// geoverify exact: the ball-triangle oracle (see sphere_triangle.h).
#include "geoverify/exact/sphere_triangle.h"
#include "geoverify/exact/rational/sphere_triangle.h"

#include <algorithm>

namespace gv {
namespace exact {

Rational squared_distance_to_segment(const Vec3Q& q, const Vec3Q& a, const Vec3Q& b) {
  const Vec3Q e = b - a, w = q - a;
  const Rational ee = dot(e, e), we = dot(w, e);
  if (ee == 0 || we <= 0) return dot(w, w);  // a point, or the foot before a
  if (we >= ee) {
    const Vec3Q v = q - b;
    return dot(v, v);
  }
  // The foot a + (we / ee) e: |w|^2 - we^2 / ee.
  return dot(w, w) - we * we / ee;
}

Rational squared_distance_to_triangle(const Vec3Q& q, const Vec3Q& a, const Vec3Q& b, const Vec3Q& c) {
  Rational best = std::min({squared_distance_to_segment(q, a, b), squared_distance_to_segment(q, b, c),
                            squared_distance_to_segment(q, c, a)});
  const Vec3Q n = cross(b - a, c - a);
  const Rational nn = dot(n, n);
  if (nn == 0) return best;  // a segment or a point: its edges cover it
  // The projection of q on the plane is in the closed triangle iff it is on
  // the inner side of each edge: ((v_{i+1} - v_i) x (q - v_i)) . n >= 0.
  const Vec3Q* v[3] = {&a, &b, &c};
  for (int i = 0; i < 3; ++i) {
    const Vec3Q& p = *v[i];
    const Vec3Q& p1 = *v[(i + 1) % 3];
    if (dot(cross(p1 - p, q - p), n) < 0) return best;
  }
  const Rational s = dot(n, q - a);
  return std::min(best, Rational(s * s / nn));
}

Vec3Q closest_point_on_segment(const Vec3Q& q, const Vec3Q& a, const Vec3Q& b) {
  const Vec3Q e = b - a, w = q - a;
  const Rational ee = dot(e, e), we = dot(w, e);
  if (ee == 0 || we <= 0) return a;
  if (we >= ee) return b;
  return a + Rational(we / ee) * e;
}

Vec3Q closest_point_on_triangle(const Vec3Q& q, const Vec3Q& a, const Vec3Q& b, const Vec3Q& c) {
  const Vec3Q n = cross(b - a, c - a);
  const Rational nn = dot(n, n);
  if (nn != 0) {
    bool inside = true;
    const Vec3Q* v[3] = {&a, &b, &c};
    for (int i = 0; i < 3 && inside; ++i) inside = dot(cross(*v[(i + 1) % 3] - *v[i], q - *v[i]), n) >= 0;
    if (inside) return q - Rational(dot(n, q - a) / nn) * n;
  }
  const Vec3Q on[3] = {closest_point_on_segment(q, a, b), closest_point_on_segment(q, b, c),
                       closest_point_on_segment(q, c, a)};
  int best = 0;
  Rational best_d2;
  for (int i = 0; i < 3; ++i) {
    const Vec3Q w = q - on[i];
    const Rational d2 = dot(w, w);
    if (i == 0 || d2 < best_d2) {
      best = i;
      best_d2 = d2;
    }
  }
  return on[best];
}

template <class T>
Result sphere_triangle(const Sphere<T>& sphere, const Triangle<T>& tri) {
  if (!is_valid(sphere) || !is_valid(tri)) return Result{};
  const Approx scale = max(max_abs_scale(sphere.c.x, sphere.c.y, sphere.c.z, sphere.r),
                           max_abs_scale(tri.p0.x, tri.p0.y, tri.p0.z, tri.p1.x, tri.p1.y, tri.p1.z, tri.p2.x,
                                         tri.p2.y, tri.p2.z));
  const Rational d2 =
      squared_distance_to_triangle(to_rational(sphere.c), to_rational(tri.p0), to_rational(tri.p1), to_rational(tri.p2));
  const Rational r = to_rational(sphere.r);
  const Rational r2 = r * r;
  if (d2 == r2) return make_result(Relation::touching, Approx{}, scale);  // also a point sphere on T
  // |dist - r| = |D2 - r^2| / (dist + r); dist + r > 0 here (D2 == r^2 == 0 is touching)
  const Approx m = abs(approx(Rational(d2 - r2))) / (sqrt(approx(d2)) + approx(r));
  return make_result(d2 > r2 ? Relation::disjoint : Relation::overlapping, m, scale);
}

template Result sphere_triangle<float>(const Sphere<float>&, const Triangle<float>&);
template Result sphere_triangle<double>(const Sphere<double>&, const Triangle<double>&);

}  // namespace exact
}  // namespace gv
