// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of point-triangle-closest cases:
// those of the sphere-triangle case of the ball of radius 0 about the point
// (classify_sphere_triangle.cpp: which feature is closest, the triangle's
// degeneracy, the scale).
#include "geoverify/exact/classify.h"
#include "geoverify/exact/point_triangle_closest.h"

namespace gv {
namespace exact {

template <>
std::string degeneracy_class(const query::PointTriangleClosest<float>& c, const Result& r) {
  return degeneracy_class(query::SphereTriangle<float>{Sphere<float>{c.point.p, 0.0f}, c.tri}, r);
}
template <>
std::string degeneracy_class(const query::PointTriangleClosest<double>& c, const Result& r) {
  return degeneracy_class(query::SphereTriangle<double>{Sphere<double>{c.point.p, 0.0}, c.tri}, r);
}

}  // namespace exact
}  // namespace gv
