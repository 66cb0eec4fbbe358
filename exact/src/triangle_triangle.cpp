// SPDX-License-Identifier: MIT
// geoverify exact: triangle versus triangle (see triangle_triangle.h).
#include "geoverify/exact/triangle_triangle.h"

#include "geoverify/exact/rational/polyhedron.h"
#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {

template <class T>
Result triangle_triangle(const Triangle<T>& a, const Triangle<T>& b) {
  if (!is_valid(a) || !is_valid(b)) return Result{};
  const Approx scale = max(max_abs_scale(a.p0.x, a.p0.y, a.p0.z, a.p1.x, a.p1.y, a.p1.z, a.p2.x, a.p2.y, a.p2.z),
                           max_abs_scale(b.p0.x, b.p0.y, b.p0.z, b.p1.x, b.p1.y, b.p1.z, b.p2.x, b.p2.y, b.p2.z));
  const Separation s = separation(triangle_polyhedron(to_rational(a.p0), to_rational(a.p1), to_rational(a.p2)),
                                  triangle_polyhedron(to_rational(b.p0), to_rational(b.p1), to_rational(b.p2)));
  return make_result(s.relation, s.magnitude, scale);
}

template Result triangle_triangle<float>(const Triangle<float>&, const Triangle<float>&);
template Result triangle_triangle<double>(const Triangle<double>&, const Triangle<double>&);

}  // namespace exact
}  // namespace gv
