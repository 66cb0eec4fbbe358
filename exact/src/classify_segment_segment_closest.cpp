// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of segment-segment-closest cases:
// those of the capsule-capsule case of radius 0 with the same axes
// (classify_capsule_capsule.cpp: parallel, collinear, crossing, point axes,
// the scale).
#include "geoverify/exact/classify.h"
#include "geoverify/exact/segment_segment_closest.h"

namespace gv {
namespace exact {

template <>
std::string degeneracy_class(const query::SegmentSegmentClosest<float>& c, const Result& r) {
  return degeneracy_class(query::CapsuleCapsule<float>{{c.a.p0, c.a.p1, 0.0f}, {c.b.p0, c.b.p1, 0.0f}}, r);
}
template <>
std::string degeneracy_class(const query::SegmentSegmentClosest<double>& c, const Result& r) {
  return degeneracy_class(query::CapsuleCapsule<double>{{c.a.p0, c.a.p1, 0.0}, {c.b.p0, c.b.p1, 0.0}}, r);
}

}  // namespace exact
}  // namespace gv
