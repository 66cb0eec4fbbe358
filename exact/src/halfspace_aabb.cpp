// SPDX-License-Identifier: MIT
// geoverify exact: half-space versus axis-aligned box (see halfspace_aabb.h).
#include "geoverify/exact/halfspace_aabb.h"

#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {

template <class T>
Result halfspace_aabb(const Halfspace<T>& h, const Aabb<T>& box) {
  if (!is_valid(h) || !is_valid(box)) return Result{};
  const Approx nmax = max_abs_scale(h.n.x, h.n.y, h.n.z);
  const Approx offset = nmax.m == 0 ? Approx{} : abs(approx(double(h.d))) / nmax;
  const Approx scale =
      max(offset, max_abs_scale(box.min.x, box.min.y, box.min.z, box.max.x, box.max.y, box.max.z));
  const Vec3Q n = to_rational(h.n);
  const Rational d = to_rational(h.d);
  if (is_zero(n)) return degenerate_plane_result(d <= 0, scale);
  const Vec3Q lo = to_rational(box.min), hi = to_rational(box.max);
  Rational m = d;
  for (int i = 0; i < 3; ++i) {
    const Rational& ni = get(n, i);
    m += ni * (ni >= 0 ? get(lo, i) : get(hi, i));
  }
  const Approx norm = sqrt(approx(dot(n, n)));
  if (m > 0) return make_result(Relation::disjoint, approx(m) / norm, scale);
  if (m < 0) return make_result(Relation::overlapping, approx(-m) / norm, scale);
  return make_result(Relation::touching, Approx{}, scale);
}

template Result halfspace_aabb<float>(const Halfspace<float>&, const Aabb<float>&);
template Result halfspace_aabb<double>(const Halfspace<double>&, const Aabb<double>&);

}  // namespace exact
}  // namespace gv
