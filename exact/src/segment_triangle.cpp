// SPDX-License-Identifier: MIT
// geoverify exact: segment versus triangle (see segment_triangle.h).
#include "geoverify/exact/segment_triangle.h"

#include "geoverify/exact/rational/polyhedron.h"
#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {

template <class T>
Result segment_triangle(const Segment<T>& seg, const Triangle<T>& tri) {
  if (!is_valid(seg) || !is_valid(tri)) return Result{};
  const Approx scale = max(max_abs_scale(seg.p0.x, seg.p0.y, seg.p0.z, seg.p1.x, seg.p1.y, seg.p1.z),
                           max_abs_scale(tri.p0.x, tri.p0.y, tri.p0.z, tri.p1.x, tri.p1.y, tri.p1.z, tri.p2.x,
                                         tri.p2.y, tri.p2.z));
  const Separation s = separation(triangle_polyhedron(to_rational(tri.p0), to_rational(tri.p1), to_rational(tri.p2)),
                                  segment_polyhedron(to_rational(seg.p0), to_rational(seg.p1)));
  return make_result(s.relation, s.magnitude, scale);
}

template Result segment_triangle<float>(const Segment<float>&, const Triangle<float>&);
template Result segment_triangle<double>(const Segment<double>&, const Triangle<double>&);

}  // namespace exact
}  // namespace gv
