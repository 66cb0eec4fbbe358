// SPDX-License-Identifier: MIT
// geoverify exact: ray versus AABB (see ray_aabb.h).
#include "geoverify/exact/ray_aabb.h"

#include <cmath>
#include <limits>

#include "geoverify/exact/rational/polyhedron.h"
#include "geoverify/exact/rational/ray_aabb.h"
#include "geoverify/exact/rational/ray_hit.h"

namespace gv {
namespace exact {

template <class T>
Result ray_aabb(const Ray<T>& ray, const Aabb<T>& box) {
  if (!is_valid(ray) || !is_valid(box)) return Result{};
  const Approx scale = max_abs_scale(ray.o.x, ray.o.y, ray.o.z, box.min.x, box.min.y, box.min.z, box.max.x,
                                     box.max.y, box.max.z);
  const Vec3Q o = to_rational(ray.o), d = to_rational(ray.dir);
  const Vec3Q start = o + to_rational(ray.tmin) * d;
  const Polyhedron r = std::isinf(ray.tmax) ? ray_polyhedron(start, d)
                                            : segment_polyhedron(start, o + to_rational(ray.tmax) * d);
  const Separation s = separation(box_polyhedron(to_rational(box.min), to_rational(box.max)), r);
  return make_result(s.relation, s.magnitude, scale);
}

template <class T>
RayInterval ray_aabb_interval(const Ray<T>& ray, const Aabb<T>& box) {
  RayInterval out;
  if (!is_valid(ray) || !is_valid(box)) return out;
  const Vec3Q o = to_rational(ray.o), d = to_rational(ray.dir);
  const Vec3Q lo = to_rational(box.min), hi = to_rational(box.max);
  Rational enter = to_rational(ray.tmin);
  Rational exit = std::isinf(ray.tmax) ? Rational(0) : to_rational(ray.tmax);
  bool unbounded = std::isinf(ray.tmax);
  for (int i = 0; i < 3; ++i) {
    const Rational& oi = get(o, i);
    const Rational& di = get(d, i);
    if (di == 0) {
      if (oi < get(lo, i) || oi > get(hi, i)) return out;  // parallel to the slab, outside it
      continue;
    }
    Rational t1 = (get(lo, i) - oi) / di, t2 = (get(hi, i) - oi) / di;
    if (t1 > t2) std::swap(t1, t2);
    if (t1 > enter) enter = t1;
    if (unbounded || t2 < exit) {
      exit = t2;
      unbounded = false;
    }
  }
  if (!unbounded && enter > exit) return out;
  out.hit = true;
  out.t_enter = enter;
  out.t_exit = exit;
  out.exit_unbounded = unbounded;
  return out;
}

template <class T>
std::string entry_bracket_violation(const Ray<T>& ray, const Aabb<T>& box, const RayHit<T>& got) {
  const RayInterval iv = ray_aabb_interval(ray, box);
  if (iv.hit != intersecting(got.relation)) return "the oracle's interval disagrees on hit";
  return hit_bracket_violation(iv.hit, iv.t_enter, got);
}

template Result ray_aabb<float>(const Ray<float>&, const Aabb<float>&);
template Result ray_aabb<double>(const Ray<double>&, const Aabb<double>&);
template RayInterval ray_aabb_interval<float>(const Ray<float>&, const Aabb<float>&);
template RayInterval ray_aabb_interval<double>(const Ray<double>&, const Aabb<double>&);
template std::string entry_bracket_violation<float>(const Ray<float>&, const Aabb<float>&, const RayHit<float>&);
template std::string entry_bracket_violation<double>(const Ray<double>&, const Aabb<double>&,
                                                     const RayHit<double>&);

}  // namespace exact
}  // namespace gv
