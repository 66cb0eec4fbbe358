// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the ray-aabb-hit specimens (Ericson's
// IntersectRayAABB and its entry parameter).
#include <limits>

#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_ray_aabb.h"

namespace gv {
namespace specimens {
namespace {

template <class T>
query::Implementation<query::RayAabbHit<T>> ericson() {
  query::Implementation<query::RayAabbHit<T>> impl;
  impl.name = "zoo.ericson.IntersectRayAABB";
  impl.origin = "C. Ericson, Real-Time Collision Detection (2005), section 5.3.3, IntersectRayAABB";
  impl.role = query::Role::specimen;
  impl.contract = query::Contract::exact();
  impl.number_contract = query::NumberContract::ulps(1);
  impl.expected = query::kWrongNumber | query::kFalseHit | query::kFalseMiss;
  impl.defect_note =
      "wrong number: three roundings put t up to 3 ulps off; false hit and false miss: direction "
      "components below the absolute EPSILON are taken as parallel, and tmax = FLT_MAX misses entries "
      "beyond it";
  impl.accepts = [](const query::RayAabbHit<T>& c) {
    return c.ray.tmin == T(0) && c.ray.tmax == std::numeric_limits<T>::infinity();
  };
  impl.numbers = [](const query::RayAabbHit<T>& c) {
    const T p[3] = {c.ray.o.x, c.ray.o.y, c.ray.o.z};
    const T d[3] = {c.ray.dir.x, c.ray.dir.y, c.ray.dir.z};
    const ericson_ray_aabb::AABB<T> a{{c.box.min.x, c.box.min.y, c.box.min.z},
                                      {c.box.max.x, c.box.max.y, c.box.max.z}};
    T t = 0;
    T q[3];
    return ericson_ray_aabb::IntersectRayAABB(p, d, a, t, q) ? query::value(t) : query::no_value<T>();
  };
  return impl;
}

}  // namespace

template <>
std::vector<query::Implementation<query::RayAabbHit<float>>> specimens() {
  return {ericson<float>()};
}
template <>
std::vector<query::Implementation<query::RayAabbHit<double>>> specimens() {
  return {ericson<double>()};
}

}  // namespace specimens
}  // namespace gv
