// SPDX-License-Identifier: MIT
// geoverify exact: ray-triangle-hit's exact number (see ray_triangle_hit.h).
#include "geoverify/exact/ray_triangle_hit.h"

#include "geoverify/exact/rational/quantity.h"
#include "geoverify/exact/rational.h"
#include "geoverify/exact/rational/ray_triangle.h"

#include <memory>

namespace gv {
namespace exact {

template <class T>
ExactNumbers exact_numbers(const query::RayTriangleHit<T>& c) {
  const TriangleFirstHit h = ray_triangle_hit(c.ray, c.tri);
  if (!h.hit) return no_exact_value();
  auto q = std::make_shared<ExactQuantity>();
  q->present = true;
  q->values.push_back(ExactNumber::rational(h.t));
  q->ranges.emplace_back(c.ray.tmin, c.ray.tmax);
  // The barycentrics of the hit point x = o + t dir: with n = e1 x e2,
  // x - p0 = u e1 + v e2 gives u = ((x - p0) x e2).n / n.n and
  // v = (e1 x (x - p0)).n / n.n. A degenerate triangle (n == 0) has no
  // unique ones: any u, v in [0, 1] is accepted for it.
  const Vec3Q p0 = to_rational(c.tri.p0);
  const Vec3Q e1 = to_rational(c.tri.p1) - p0, e2 = to_rational(c.tri.p2) - p0;
  const Vec3Q w = to_rational(c.ray.o) + h.t * to_rational(c.ray.dir) - p0;
  const Vec3Q n = cross(e1, e2);
  const Rational nn = dot(n, n);
  q->upto.resize(3);
  if (nn != 0) {
    q->values.push_back(ExactNumber::rational(dot(cross(w, e2), n) / nn));
    q->values.push_back(ExactNumber::rational(dot(cross(e1, w), n) / nn));
  } else {
    for (int i = 1; i <= 2; ++i) {
      q->values.push_back(ExactNumber::rational(Rational(0)));
      q->upto[i] = ExactNumber::rational(Rational(1));
    }
  }
  q->ranges.emplace_back(0.0, 1.0);
  q->ranges.emplace_back(0.0, 1.0);
  q->zero_exactly.assign(3, false);
  return ExactNumbers(std::move(q));
}

template ExactNumbers exact_numbers(const query::RayTriangleHit<float>&);
template ExactNumbers exact_numbers(const query::RayTriangleHit<double>&);

}  // namespace exact
}  // namespace gv
