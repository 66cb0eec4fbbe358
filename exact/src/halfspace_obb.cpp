// SPDX-License-Identifier: MIT
// geoverify exact: half-space versus oriented box (see halfspace_obb.h).
#include "geoverify/exact/halfspace_obb.h"

#include "geoverify/exact/plane_obb.h"
#include "geoverify/exact/rational.h"
#include "geoverify/exact/rational/plane_obb.h"

namespace gv {
namespace exact {

template <class T>
Result halfspace_obb(const Halfspace<T>& h, const Obb<T>& obb) {
  if (!is_valid(h) || !is_valid(obb)) return Result{};
  const Approx nmax = max_abs_scale(h.n.x, h.n.y, h.n.z);
  Approx scale = nmax.m == 0 ? Approx{} : abs(approx(double(h.d))) / nmax;
  scale = max(scale, max_abs_scale(obb.c.x, obb.c.y, obb.c.z));
  for (int i = 0; i < 3; ++i) {
    scale = max(scale, approx(double(obb.e[i])) * max_abs_scale(obb.u[i].x, obb.u[i].y, obb.u[i].z));
  }
  const Vec3Q n = to_rational(h.n);
  const Rational d = to_rational(h.d);
  if (is_zero(n)) return degenerate_plane_result(d <= 0, scale);
  Vec3Q a[3];
  for (int i = 0; i < 3; ++i) a[i] = to_rational(obb.e[i]) * to_rational(obb.u[i]);
  Rational m, top;
  plane_range_over_parallelepiped(n, d, to_rational(obb.c), a, m, top);
  const Approx norm = sqrt(approx(dot(n, n)));
  if (m > 0) return make_result(Relation::disjoint, approx(m) / norm, scale);
  if (m < 0) return make_result(Relation::overlapping, approx(-m) / norm, scale);
  return make_result(Relation::touching, Approx{}, scale);
}

template Result halfspace_obb<float>(const Halfspace<float>&, const Obb<float>&);
template Result halfspace_obb<double>(const Halfspace<double>&, const Obb<double>&);

}  // namespace exact
}  // namespace gv
