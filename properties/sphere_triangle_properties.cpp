// SPDX-License-Identifier: MIT
// Properties of sphere-triangle, float and double, on every generator class
// (gen/sphere_triangle.h): the certified core (core/sphere_triangle.h)
// equals the exact oracle (exact/sphere_triangle.h); both are invariant
// under the exact symmetries of floating point (48 signed axis permutations,
// power-of-two scaling, translation by an offset exact for every
// coordinate), under the argument order and the order of the triangle's
// vertices (a triangle is a set); around every constructed tangency each
// one-ulp neighbour is decided exactly, and some neighbour is disjoint; and
// shrinking either shape (a smaller radius, a vertex moved to the exact
// midpoint of an edge or onto another vertex) never raises the relation in
// the order disjoint < touching < overlapping. The agreement of the oracle
// with the independent formulation (crosscheck::of) is the registry-wide
// property of oracle_properties.cpp.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include <array>
#include <cmath>
#include <limits>
#include <vector>

#include "geoverify/core.h"
#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_sphere_triangle {

namespace {

using namespace gv::props;
using gv::query::SphereTriangle;

template <class T>
gv::Triangle<T> permuted(const gv::Triangle<T>& t, int k) {
  const gv::Vec3<T> p[3] = {t.p0, t.p1, t.p2};
  static constexpr int kOrders[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
  return {p[kOrders[k][0]], p[kOrders[k][1]], p[kOrders[k][2]]};
}

/// Both argument orders and all six vertex orders give the core the
/// oracle's relation; the oracle itself on one order at random.
template <class T>
void vertex_and_argument_orders_do_not_matter(const SphereTriangle<T>& c) {
  const gv::Relation want = oracle(c);
  for (int k = 0; k < 6; ++k) {
    const gv::Triangle<T> t = permuted(c.tri, k);
    RC_ASSERT(gv::relation(c.sphere, t) == want);
    RC_ASSERT(gv::relation(t, c.sphere) == want);
    RC_ASSERT(gv::intersects(t, c.sphere) == gv::intersecting(want));
  }
  const int k = *rc::gen::inRange(1, 6);
  RC_LOG() << "vertex order " << k << "\n";
  RC_ASSERT(oracle(SphereTriangle<T>{c.sphere, permuted(c.tri, k)}) == want);
}

/// The radius made smaller (one ulp, or halved, or zero), or a vertex moved
/// to the midpoint of one of the triangle's edges (when exact) or onto
/// another vertex: a shape shrinks to a subset, so the relation cannot rise.
/// Core and oracle.
template <class T>
void shrinking_a_shape_never_raises_the_relation(const SphereTriangle<T>& c) {
  SphereTriangle<T> s = c;
  const char* what = "radius";
  if (*rc::gen::arbitrary<bool>()) {
    switch (*rc::gen::inRange(0, 3)) {
      case 0: s.sphere.r = std::nextafter(s.sphere.r, T(0)); break;
      case 1: s.sphere.r = s.sphere.r / 2; break;
      default: s.sphere.r = T(0); break;
    }
  } else {
    gv::Vec3<T>* p[3] = {&s.tri.p0, &s.tri.p1, &s.tri.p2};
    const int i = *rc::gen::inRange(0, 3);
    const int j = (i + *rc::gen::inRange(1, 3)) % 3;
    gv::Vec3<T> m{};
    const bool to_midpoint = *rc::gen::arbitrary<bool>() && exact_midpoint(*p[i], *p[j], m);
    *p[i] = to_midpoint ? m : *p[j];
    what = to_midpoint ? "vertex to a midpoint" : "vertex onto a vertex";
  }
  const gv::Relation before = oracle(c), after = oracle(s);
  RC_LOG() << what << ": " << gv::to_string(before) << " -> " << gv::to_string(after) << "\n";
  RC_ASSERT(static_cast<int>(after) <= static_cast<int>(before));
  RC_ASSERT(core(s) == after);
}

/// The centre and the vertices moved along one axis by an exact offset
/// (metamorphic.h); the radius is unchanged.
template <class T>
void exact_translation_preserves_the_relation(const SphereTriangle<T>& c) {
  translation_invariant(c, [](SphereTriangle<T>& m) {
    return std::array<gv::Vec3<T>*, 4>{&m.sphere.c, &m.tri.p0, &m.tri.p1, &m.tri.p2};
  });
}

/// The classes that construct exact tangency or a point on the triangle,
/// found by name.
template <class T>
const std::vector<std::size_t>& contact_classes() {
  static const std::vector<std::size_t> v =
      gv::gen::classes_named<SphereTriangle<T>>({"tangent-", "in-plane-tangent", "point-on-triangle"});
  return v;
}

RC_GTEST_PROP(SphereTriangleF, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<SphereTriangle<float>>()); }
RC_GTEST_PROP(SphereTriangleD, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<SphereTriangle<double>>()); }

RC_GTEST_PROP(SphereTriangleF, SymmetriesPreserveTheRelation, ()) {
  const auto c = any_case<SphereTriangle<float>>();
  core_symmetric(c);
  symmetric_sample(c, 4);
}
RC_GTEST_PROP(SphereTriangleD, SymmetriesPreserveTheRelation, ()) {
  const auto c = any_case<SphereTriangle<double>>();
  core_symmetric(c);
  symmetric_sample(c, 4);
}

RC_GTEST_PROP(SphereTriangleF, VertexAndArgumentOrdersDoNotMatter, ()) {
  vertex_and_argument_orders_do_not_matter(any_case<SphereTriangle<float>>());
}
RC_GTEST_PROP(SphereTriangleD, VertexAndArgumentOrdersDoNotMatter, ()) {
  vertex_and_argument_orders_do_not_matter(any_case<SphereTriangle<double>>());
}

RC_GTEST_PROP(SphereTriangleF, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<SphereTriangle<float>>(), true);
}
RC_GTEST_PROP(SphereTriangleD, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<SphereTriangle<double>>(), true);
}

RC_GTEST_PROP(SphereTriangleF, ExactTranslationPreservesTheRelation, ()) {
  exact_translation_preserves_the_relation(any_case<SphereTriangle<float>>());
}
RC_GTEST_PROP(SphereTriangleD, ExactTranslationPreservesTheRelation, ()) {
  exact_translation_preserves_the_relation(any_case<SphereTriangle<double>>());
}

RC_GTEST_PROP(SphereTriangleF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<SphereTriangle<float>>(contact_classes<float>()), true);
}
RC_GTEST_PROP(SphereTriangleD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<SphereTriangle<double>>(contact_classes<double>()), true);
}

RC_GTEST_PROP(SphereTriangleF, ShrinkingAShapeNeverRaisesTheRelation, ()) {
  shrinking_a_shape_never_raises_the_relation(any_case<SphereTriangle<float>>());
}
RC_GTEST_PROP(SphereTriangleD, ShrinkingAShapeNeverRaisesTheRelation, ()) {
  shrinking_a_shape_never_raises_the_relation(any_case<SphereTriangle<double>>());
}

}  // namespace

}  // namespace gv_properties_sphere_triangle
