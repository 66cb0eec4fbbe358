// geoverify exact: the oracle of a case, for generic code.
//
// oracle(c) returns the exact Result for a case of any query (query/cases.h),
// by calling the query's oracle on the case's two shapes.
#ifndef GEOVERIFY_EXACT_ORACLE_H
#define GEOVERIFY_EXACT_ORACLE_H

#include "geoverify/exact/plane.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace exact {

template <class T>
Result oracle(const query::PlaneAabb<T>& c) {
  return plane_aabb(c.plane, c.box);
}

template <class T>
Result oracle(const query::PlaneSphere<T>& c) {
  return plane_sphere(c.plane, c.sphere);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_ORACLE_H
