// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the point-aabb-distance specimens
// (Ericson's SqDistPointAABB, with the caller's square root for d).
#include <cmath>

#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_point_aabb.h"

namespace gv {
namespace specimens {
namespace {

template <class T>
query::Implementation<query::PointAabbDistance<T>> ericson() {
  query::Implementation<query::PointAabbDistance<T>> impl;
  impl.name = "zoo.ericson.SqDistPointAABB";
  impl.origin = "C. Ericson, Real-Time Collision Detection (2005), section 5.1.3.1, SqDistPointAABB; "
                "d = sqrt(d2) by the caller";
  impl.role = query::Role::specimen;
  impl.contract = query::Contract::exact();
  impl.number_contract = query::NumberContract::ulps(4);
  impl.expected = query::kWrongNumber;
  impl.defect_note =
      "wrong number: squares below the least subnormal flush to 0 (a point outside the box at distance 0), "
      "squares above the largest value overflow to +inf";
  impl.numbers = [](const query::PointAabbDistance<T>& c) {
    const T p[3] = {c.point.p.x, c.point.p.y, c.point.p.z};
    const ericson_point_aabb::AABB<T> b{{c.box.min.x, c.box.min.y, c.box.min.z},
                                        {c.box.max.x, c.box.max.y, c.box.max.z}};
    const T d2 = ericson_point_aabb::SqDistPointAABB(p, b);
    query::Numbers<T, 2> n;
    n.present = true;
    n.lo = {d2, std::sqrt(d2)};
    n.hi = n.lo;
    return n;
  };
  return impl;
}

}  // namespace

template <>
std::vector<query::Implementation<query::PointAabbDistance<float>>> specimens() {
  return {ericson<float>()};
}
template <>
std::vector<query::Implementation<query::PointAabbDistance<double>>> specimens() {
  return {ericson<double>()};
}

}  // namespace specimens
}  // namespace gv
