// SPDX-License-Identifier: MIT
// geoverify exact: the capsule-capsule oracle (see capsule_capsule.h).
#include "geoverify/exact/capsule_capsule.h"
#include "geoverify/exact/rational/capsule_capsule.h"
#include "geoverify/exact/rational/sphere_triangle.h"

#include <algorithm>

namespace gv {
namespace exact {

Rational squared_distance_segment_segment(const Vec3Q& p0, const Vec3Q& p1, const Vec3Q& q0, const Vec3Q& q1) {
  Rational best = std::min({squared_distance_to_segment(p0, q0, q1), squared_distance_to_segment(p1, q0, q1),
                            squared_distance_to_segment(q0, p0, p1), squared_distance_to_segment(q1, p0, p1)});
  const Vec3Q d1 = p1 - p0, d2 = q1 - q0, w = p0 - q0;
  const Vec3Q n = cross(d1, d2);
  const Rational nn = dot(n, n);
  if (nn == 0) return best;  // parallel (or a point): an endpoint attains the minimum
  // The lines' closest points p0 + s d1, q0 + t d2: s = (d2 x w) . n / nn,
  // t = (d1 x w) . n / nn; inside both segments, their distance is the
  // lines' distance |n . w| / |n|.
  const Rational s = dot(cross(d2, w), n) / nn, t = dot(cross(d1, w), n) / nn;
  if (s <= 0 || s >= 1 || t <= 0 || t >= 1) return best;
  const Rational h = dot(n, w);
  return std::min(best, Rational(h * h / nn));
}

template <class T>
Result capsule_capsule(const Capsule<T>& a, const Capsule<T>& b) {
  if (!is_valid(a) || !is_valid(b)) return Result{};
  const Approx scale = max(max_abs_scale(a.p0.x, a.p0.y, a.p0.z, a.p1.x, a.p1.y, a.p1.z, a.r),
                           max_abs_scale(b.p0.x, b.p0.y, b.p0.z, b.p1.x, b.p1.y, b.p1.z, b.r));
  const Rational d2 =
      squared_distance_segment_segment(to_rational(a.p0), to_rational(a.p1), to_rational(b.p0), to_rational(b.p1));
  const Rational r = to_rational(a.r) + to_rational(b.r);
  const Rational r2 = r * r;
  if (d2 == r2) return make_result(Relation::touching, Approx{}, scale);  // also segments that meet
  // |dist - R| = |D2 - R^2| / (dist + R); dist + R > 0 here (D2 == R^2 == 0 is touching)
  const Approx m = abs(approx(Rational(d2 - r2))) / (sqrt(approx(d2)) + approx(r));
  return make_result(d2 > r2 ? Relation::disjoint : Relation::overlapping, m, scale);
}

template Result capsule_capsule<float>(const Capsule<float>&, const Capsule<float>&);
template Result capsule_capsule<double>(const Capsule<double>&, const Capsule<double>&);

}  // namespace exact
}  // namespace gv
