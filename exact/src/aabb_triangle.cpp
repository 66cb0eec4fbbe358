// SPDX-License-Identifier: MIT
// geoverify exact: box versus triangle (see aabb_triangle.h).
#include "geoverify/exact/aabb_triangle.h"

#include "geoverify/exact/rational/polyhedron.h"
#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {

template <class T>
Result aabb_triangle(const Aabb<T>& box, const Triangle<T>& tri) {
  if (!is_valid(box) || !is_valid(tri)) return Result{};
  const Approx scale = max(max_abs_scale(box.min.x, box.min.y, box.min.z, box.max.x, box.max.y, box.max.z),
                           max_abs_scale(tri.p0.x, tri.p0.y, tri.p0.z, tri.p1.x, tri.p1.y, tri.p1.z, tri.p2.x,
                                         tri.p2.y, tri.p2.z));
  const Separation s =
      separation(box_polyhedron(to_rational(box.min), to_rational(box.max)),
                 triangle_polyhedron(to_rational(tri.p0), to_rational(tri.p1), to_rational(tri.p2)));
  return make_result(s.relation, s.magnitude, scale);
}

template Result aabb_triangle<float>(const Aabb<float>&, const Triangle<float>&);
template Result aabb_triangle<double>(const Aabb<double>&, const Triangle<double>&);

}  // namespace exact
}  // namespace gv
