// SPDX-License-Identifier: MIT
// Properties of segment-triangle, float and double, on every generator class
// (gen/segment_triangle.h): the certified core (core/segment_triangle.h)
// equals the exact oracle (exact/segment_triangle.h); both are invariant
// under the exact symmetries of floating point (48 signed axis permutations,
// power-of-two scaling, translation by an offset exact for every
// coordinate), under the argument order, the order of the segment's
// endpoints and of the triangle's vertices (the shapes are sets); around
// every constructed contact each one-ulp neighbour is decided exactly too;
// and shrinking either shape (an endpoint or a vertex moved to the exact
// midpoint of its edge, or onto another point) never raises the relation in
// the order disjoint < touching < overlapping. The agreement of the oracle
// with the independent formulation (crosscheck::of) is the registry-wide
// property of oracle_properties.cpp.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include <array>
#include <cmath>
#include <vector>

#include "geoverify/core.h"
#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_segment_triangle {

namespace {

using namespace gv::props;
using gv::query::SegmentTriangle;

template <class T>
gv::Triangle<T> permuted(const gv::Triangle<T>& t, int k) {
  const gv::Vec3<T> p[3] = {t.p0, t.p1, t.p2};
  static constexpr int kOrders[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
  return {p[kOrders[k][0]], p[kOrders[k][1]], p[kOrders[k][2]]};
}

/// Both argument orders, both endpoint orders and all six vertex orders give
/// the core the oracle's relation; the oracle itself on one order at random.
template <class T>
void point_and_argument_orders_do_not_matter(const SegmentTriangle<T>& c) {
  const gv::Relation want = oracle(c);
  for (int e = 0; e < 2; ++e) {
    const gv::Segment<T> s = e == 0 ? c.seg : gv::Segment<T>{c.seg.p1, c.seg.p0};
    for (int k = 0; k < 6; ++k) {
      const gv::Triangle<T> t = permuted(c.tri, k);
      RC_ASSERT(gv::relation(s, t) == want);
      RC_ASSERT(gv::relation(t, s) == want);
      RC_ASSERT(gv::intersects(t, s) == gv::intersecting(want));
    }
  }
  const int k = *rc::gen::inRange(1, 6);
  RC_LOG() << "vertex order " << k << "\n";
  RC_ASSERT(oracle(SegmentTriangle<T>{{c.seg.p1, c.seg.p0}, permuted(c.tri, k)}) == want);
}

/// An endpoint of the segment or a vertex of the triangle moved to the
/// midpoint of one of its shape's edges (when exact) or onto another of its
/// points: the shape shrinks to a subset, so the relation cannot rise. Core
/// and oracle.
template <class T>
void shrinking_a_shape_never_raises_the_relation(const SegmentTriangle<T>& c) {
  SegmentTriangle<T> s = c;
  gv::Vec3<T>* p[3] = {&s.tri.p0, &s.tri.p1, &s.tri.p2};
  int n = 3;
  if (*rc::gen::arbitrary<bool>()) {
    p[0] = &s.seg.p0, p[1] = &s.seg.p1;
    n = 2;
  }
  const int i = *rc::gen::inRange(0, n);
  const int j = (i + *rc::gen::inRange(1, n)) % n;
  gv::Vec3<T> m{};
  const bool to_midpoint = *rc::gen::arbitrary<bool>() && exact_midpoint(*p[i], *p[j], m);
  *p[i] = to_midpoint ? m : *p[j];
  const gv::Relation before = oracle(c), after = oracle(s);
  RC_LOG() << (n == 2 ? "segment " : "triangle ") << (to_midpoint ? "midpoint: " : "collapsed: ")
           << gv::to_string(before) << " -> " << gv::to_string(after) << "\n";
  RC_ASSERT(static_cast<int>(after) <= static_cast<int>(before));
  RC_ASSERT(core(s) == after);
}

/// The segment and the triangle moved along one axis by an exact offset
/// (metamorphic.h).
template <class T>
void exact_translation_preserves_the_relation(const SegmentTriangle<T>& c) {
  translation_invariant(c, [](SegmentTriangle<T>& m) {
    return std::array<gv::Vec3<T>*, 5>{&m.seg.p0, &m.seg.p1, &m.tri.p0, &m.tri.p1, &m.tri.p2};
  });
}

/// The classes that construct exact contact, found by name.
template <class T>
const std::vector<std::size_t>& contact_classes() {
  static const std::vector<std::size_t> v =
      gv::gen::classes_named<SegmentTriangle<T>>({"through-", "endpoint-on", "in-plane-crossing", "in-plane-vertex", "shared-endpoint"});
  return v;
}

RC_GTEST_PROP(SegmentTriangleF, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<SegmentTriangle<float>>()); }
RC_GTEST_PROP(SegmentTriangleD, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<SegmentTriangle<double>>()); }

RC_GTEST_PROP(SegmentTriangleF, SymmetriesPreserveTheRelation, ()) {
  const auto c = any_case<SegmentTriangle<float>>();
  core_symmetric(c);
  symmetric_sample(c, 4);
}
RC_GTEST_PROP(SegmentTriangleD, SymmetriesPreserveTheRelation, ()) {
  const auto c = any_case<SegmentTriangle<double>>();
  core_symmetric(c);
  symmetric_sample(c, 4);
}

RC_GTEST_PROP(SegmentTriangleF, PointAndArgumentOrdersDoNotMatter, ()) {
  point_and_argument_orders_do_not_matter(any_case<SegmentTriangle<float>>());
}
RC_GTEST_PROP(SegmentTriangleD, PointAndArgumentOrdersDoNotMatter, ()) {
  point_and_argument_orders_do_not_matter(any_case<SegmentTriangle<double>>());
}

RC_GTEST_PROP(SegmentTriangleF, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<SegmentTriangle<float>>(), true);
}
RC_GTEST_PROP(SegmentTriangleD, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<SegmentTriangle<double>>(), true);
}

RC_GTEST_PROP(SegmentTriangleF, ExactTranslationPreservesTheRelation, ()) {
  exact_translation_preserves_the_relation(any_case<SegmentTriangle<float>>());
}
RC_GTEST_PROP(SegmentTriangleD, ExactTranslationPreservesTheRelation, ()) {
  exact_translation_preserves_the_relation(any_case<SegmentTriangle<double>>());
}

// A contact in the plane, or through an edge of a degenerate triangle, need
// not part under a one-ulp move of one scalar: only exactness is asserted.
RC_GTEST_PROP(SegmentTriangleF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<SegmentTriangle<float>>(contact_classes<float>()), true, false);
}
RC_GTEST_PROP(SegmentTriangleD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<SegmentTriangle<double>>(contact_classes<double>()), true, false);
}

RC_GTEST_PROP(SegmentTriangleF, ShrinkingAShapeNeverRaisesTheRelation, ()) {
  shrinking_a_shape_never_raises_the_relation(any_case<SegmentTriangle<float>>());
}
RC_GTEST_PROP(SegmentTriangleD, ShrinkingAShapeNeverRaisesTheRelation, ()) {
  shrinking_a_shape_never_raises_the_relation(any_case<SegmentTriangle<double>>());
}

}  // namespace

}  // namespace gv_properties_segment_triangle
