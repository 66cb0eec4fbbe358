// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the ray-sphere-hit specimen (Ericson's
// IntersectRaySphere and its t, Real-Time Collision Detection 2005, section
// 5.3.2; the transcription and its preconditions: zoo_ericson_ray_sphere.h).
#include <type_traits>

#include "geoverify/query/preconditions.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_ray_sphere.h"

namespace gv {
namespace specimens {
namespace {

template <class T>
query::Implementation<query::RaySphereHit<T>> ericson(const char* note) {
  using C = query::RaySphereHit<T>;
  query::Implementation<C> impl;
  impl.name = std::is_same_v<T, float> ? "zoo.ericson.IntersectRaySphere.t" : "zoo.ericson.IntersectRaySphere<double>.t";
  impl.origin =
      "specimens/src/zoo_ericson_ray_sphere.cpp, from C. Ericson, Real-Time Collision Detection (2005), section "
      "5.3.2, IntersectRaySphere: t = -b - Sqrt(b*b - c), clamped to 0";
  impl.role = query::Role::specimen;
  impl.contract = query::Contract::exact();
  impl.number_contract = query::NumberContract::ulps(4);
  impl.expected = query::kWrongNumber | query::kFalseHit | query::kFalseMiss;
  impl.defect_note = note;
  // The book's ray: the half-line, |d| = 1 to within 4 ulps (registry_ray_sphere.cpp).
  impl.accepts = [](const C& c) { return query::half_line(c.ray) && query::unit_normal(c.ray.dir); };
  impl.precondition_margin = [](const C& c) { return query::unit_normal_margin(c.ray.dir); };
  impl.numbers = [](const C& c) {
    const T p[3] = {c.ray.o.x, c.ray.o.y, c.ray.o.z};
    const T d[3] = {c.ray.dir.x, c.ray.dir.y, c.ray.dir.z};
    const ericson_ray_sphere::Sphere<T> s{{c.sphere.c.x, c.sphere.c.y, c.sphere.c.z}, c.sphere.r};
    T t = 0;
    T q[3];
    return ericson_ray_sphere::IntersectRaySphere<T>(p, d, s, t, q) ? query::value(t) : query::no_value<T>();
  };
  return impl;
}

}  // namespace

template <>
std::vector<query::Implementation<query::RaySphereHit<float>>> specimens() {
  return {ericson<float>(
      "wrong number: t = -b - Sqrt(discr) cancels for a ray starting near the sphere (t ~ c / 2|b| is tiny "
      "beside |b|): 720 ulps off from 2^-12 outside, 20% (2^21 ulps) from one ulp outside; overflowing "
      "squares make discr = inf - inf and t = NaN, returned as a hit; false hit and miss: ray-sphere's "
      "(rounding near tangency, cancellation of b*b - c for far grazing rays, under- and overflow of the "
      "squares)")};
}
template <>
std::vector<query::Implementation<query::RaySphereHit<double>>> specimens() {
  return {ericson<double>(
      "wrong number: t = -b - Sqrt(discr) cancels for a ray starting near the sphere, as in float; false "
      "hit and miss: ray-sphere's, at double's ends")};
}

}  // namespace specimens
}  // namespace gv
