// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the ray-triangle-hit specimens: Moller
// & Trumbore 1997's intersect_triangle and its t, called two ways:
//  * as ray-triangle's relation rows call it (registry_ray_triangle.cpp): the
//    caller keeps the hit only if tmin <= t <= tmax on the returned t;
//  * as a caller that trusts the return value: the routine returns 1 for any
//    t, so hits behind the origin (t < 0) come back as hits.
// Number contract: ulps(4), what a caller comparing hit distances across
// triangles assumes of a t computed in a handful of operations.
#include "as_written.h"  // first: the adapters evaluate as written as well

#include <string>
#include <type_traits>
#include <vector>

#include "geoverify/specimens/registry.h"
#include "moller_trumbore_call.h"

namespace gv {
namespace specimens {
namespace {


template <class T>
query::Implementation<query::RayTriangleHit<T>> moller_trumbore_t(bool clipped) {
  query::Implementation<query::RayTriangleHit<T>> impl;
  impl.role = query::Role::specimen;
  impl.origin = std::string(kMollerTrumbore) + (std::is_same<T, float>::value ? " (float)" : " (double)");
  impl.contract = query::Contract::exact();
  impl.number_contract = query::NumberContract::ulps(4);
  impl.expected = query::kFalseHit | query::kFalseMiss | query::kWrongNumber;
  if (clipped) {
    impl.name = "zoo.moller-trumbore97.intersect_triangle";
    impl.defect_note =
        "wrong number: t = (e2 . q) / det from rounded cross and dot products cancels for rays far from the "
        "triangle or nearly parallel to it; false miss and false hit: EPSILON = 1e-6 is absolute, and rounded "
        "u, v decide rays through and beside an edge";
  } else {
    impl.name = "zoo.moller-trumbore97.intersect_triangle (t unclipped)";
    impl.defect_note =
        "false hit: the routine returns 1 for any t, so a triangle behind the origin is a hit with t < 0; "
        "wrong number: t cancels as in the clipped row; false miss: the absolute EPSILON";
  }
  // t and the paper's barycentrics u, v (vert1's and vert2's weights).
  impl.numbers = [clipped](const query::RayTriangleHit<T>& c) {
    T t = 0, u = 0, v = 0;
    const int hit = call_moller_trumbore(MtVariant::epsilon, c.ray, c.tri, t, &u, &v);
    query::Numbers<T, 3> n;
    if (hit == 0 || (clipped && !(c.ray.tmin <= t && t <= c.ray.tmax))) return n;
    n.present = true;
    n.lo = n.hi = {t, u, v};
    return n;
  };
  return impl;
}

}  // namespace

template <>
std::vector<query::Implementation<query::RayTriangleHit<float>>> specimens() {
  return {moller_trumbore_t<float>(true), moller_trumbore_t<float>(false)};
}
template <>
std::vector<query::Implementation<query::RayTriangleHit<double>>> specimens() {
  return {moller_trumbore_t<double>(true), moller_trumbore_t<double>(false)};
}

}  // namespace specimens
}  // namespace gv
