// SPDX-License-Identifier: MIT
// Properties of triangle-triangle, float and double, on every generator class
// (gen/triangle_triangle.h): the oracle (exact/triangle_triangle.h) and the
// certified core (core/triangle_triangle.h). The core equals the oracle under all 48 signed axis permutations, in
// both argument orders and under all 36 vertex orders of the two triangles,
// and around every touching case its one-ulp neighbours (12 of the 36 per
// case, drawn at random) are decided exactly too. Both are invariant under the exact symmetries of floating point
// (signed axis permutations, power-of-two scaling, translation by an offset
// exact for every coordinate), under swapping the triangles and under any
// order of each triangle's vertices (the triangles are sets). On the oracle:
// replacing a triangle by a smaller one (a vertex moved to the exact midpoint
// of an edge, or onto another vertex) never raises the relation in the order
// disjoint < touching < overlapping, and a segment is one set however its
// collinear or repeated vertices are given. The agreement of the oracle with
// the independent formulation (crosscheck::of) is the registry-wide property
// of oracle_properties.cpp.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include <array>
#include <cmath>
#include <limits>

#include "geoverify/core.h"
#include "geoverify/exact/rational.h"
#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_triangle_triangle {

namespace {

using namespace gv::props;
using gv::query::TriangleTriangle;

static_assert(gv::query::CoreBinding<TriangleTriangle<float>>::available &&
                  gv::query::CoreBinding<TriangleTriangle<double>>::available,
              "geoverify/core answers triangle-triangle: its properties are checked here");

template <class T>
gv::Triangle<T> permuted(const gv::Triangle<T>& t, int k) {
  const gv::Vec3<T> p[3] = {t.p0, t.p1, t.p2};
  static constexpr int kOrders[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
  return {p[kOrders[k][0]], p[kOrders[k][1]], p[kOrders[k][2]]};
}

/// Both argument orders give one relation.
template <class T>
void swapping_the_triangles_preserves_the_relation(const TriangleTriangle<T>& c) {
  const gv::Relation want = oracle(c);
  const TriangleTriangle<T> swapped{c.b, c.a};
  RC_ASSERT(oracle(swapped) == want);
  RC_ASSERT(core(c) == want);
  RC_ASSERT(core(swapped) == want);
}

/// Each triangle is a set: a cyclic rotation of both, and a random order of
/// each (of the 36 pairs), give the case's relation on the oracle; all 36
/// on the core.
template <class T>
void vertex_order_does_not_matter(const TriangleTriangle<T>& c) {
  const gv::Relation want = oracle(c);
  for (int i = 0; i < 6; ++i) {
    for (int j = 0; j < 6; ++j) RC_ASSERT(core(TriangleTriangle<T>{permuted(c.a, i), permuted(c.b, j)}) == want);
  }
  RC_ASSERT(oracle(TriangleTriangle<T>{permuted(c.a, 1), permuted(c.b, 2)}) == want);
  const int i = *rc::gen::inRange(0, 6), j = *rc::gen::inRange(0, 6);
  RC_LOG() << "orders " << i << ", " << j << "\n";
  RC_ASSERT(oracle(TriangleTriangle<T>{permuted(c.a, i), permuted(c.b, j)}) == want);
}

/// Both triangles moved along one axis by an exact offset (metamorphic.h).
template <class T>
void exact_translation_preserves_the_relation(const TriangleTriangle<T>& c) {
  translation_invariant(c, [](TriangleTriangle<T>& m) {
    return std::array<gv::Vec3<T>*, 6>{&m.a.p0, &m.a.p1, &m.a.p2, &m.b.p0, &m.b.p1, &m.b.p2};
  });
}

/// One vertex of one triangle moved to the midpoint of one of its edges (when
/// exact) or onto another vertex: the new triangle is a subset of the old
/// one, so it meets the other at most as much (A - B' is inside A - B).
template <class T>
void shrinking_a_triangle_never_raises_the_relation(const TriangleTriangle<T>& c) {
  TriangleTriangle<T> s = c;
  gv::Triangle<T>& t = *rc::gen::arbitrary<bool>() ? s.a : s.b;
  gv::Vec3<T>* p[3] = {&t.p0, &t.p1, &t.p2};
  const int i = *rc::gen::inRange(0, 3);
  const int j = (i + *rc::gen::inRange(1, 3)) % 3;
  gv::Vec3<T> m{};
  const bool to_midpoint = *rc::gen::arbitrary<bool>() && exact_midpoint(*p[i], *p[j], m);
  *p[i] = to_midpoint ? m : *p[j];
  const gv::Relation before = oracle(c), after = oracle(s);
  RC_LOG() << (to_midpoint ? "midpoint: " : "collapsed: ") << gv::to_string(before) << " -> " << gv::to_string(after)
           << "\n";
  RC_ASSERT(static_cast<int>(after) <= static_cast<int>(before));
}

/// b's first edge as a segment given three ways: (p, q, q), (q, p, p) and,
/// when the midpoint is exact, (p, m, q): one set, one relation.
template <class T>
void a_segment_is_one_set(const TriangleTriangle<T>& c) {
  const gv::Vec3<T> p = c.b.p0, q = c.b.p1;
  const gv::Relation want = oracle(TriangleTriangle<T>{c.a, {p, q, q}});
  RC_ASSERT(oracle(TriangleTriangle<T>{c.a, {q, p, p}}) == want);
  gv::Vec3<T> m{};
  if (exact_midpoint(p, q, m)) RC_ASSERT(oracle(TriangleTriangle<T>{c.a, {p, m, q}}) == want);
}

RC_GTEST_PROP(TriangleTriangleF, ArgumentOrderDoesNotMatter, ()) {
  swapping_the_triangles_preserves_the_relation(any_case<TriangleTriangle<float>>());
}
RC_GTEST_PROP(TriangleTriangleD, ArgumentOrderDoesNotMatter, ()) {
  swapping_the_triangles_preserves_the_relation(any_case<TriangleTriangle<double>>());
}

RC_GTEST_PROP(TriangleTriangleF, VertexOrderDoesNotMatter, ()) {
  vertex_order_does_not_matter(any_case<TriangleTriangle<float>>());
}
RC_GTEST_PROP(TriangleTriangleD, VertexOrderDoesNotMatter, ()) {
  vertex_order_does_not_matter(any_case<TriangleTriangle<double>>());
}

/// The core under all 48 symmetries (one oracle call); the oracle itself
/// under two of them at random (48 oracle calls per case would be slow).
template <class T>
void symmetries_preserve_the_relation(const TriangleTriangle<T>& c) {
  core_symmetric(c);
  symmetric_sample(c, 2);
}

/// Around a touching case, 12 of its 36 one-ulp neighbours (a scalar moved
/// one ulp up or down), drawn at random: the core decides each exactly.
/// (metamorphic.h's ulp_neighbourhood takes all 36; at about 0.15 ms per
/// oracle call the triangle pair is the slowest query to judge, and a third
/// of them per case still reaches every neighbour over a run.)
template <class T>
void ulp_neighbours_sampled(const TriangleTriangle<T>& c) {
  RC_PRE(oracle(c) == gv::Relation::touching);
  const auto v = gv::query::scalars_of(c);
  for (int k = 0; k < 12; ++k) {
    const std::size_t i = static_cast<std::size_t>(*rc::gen::inRange<int>(0, static_cast<int>(v.size())));
    const bool up = *rc::gen::arbitrary<bool>();
    auto w = v;
    w[i] = std::nextafter(w[i], up ? std::numeric_limits<T>::max() : -std::numeric_limits<T>::max());
    const TriangleTriangle<T> n = gv::query::case_from_scalars<TriangleTriangle<T>>(w);
    if (!gv::query::valid(n)) continue;
    RC_LOG() << "scalar " << i << (up ? " up" : " down") << "\n";
    RC_ASSERT(core(n) == oracle(n));
  }
}

// Generator classes whose cases are mostly touching (RC_PRE discards the
// rest): coplanar, coplanar-oblique, shared-edge, shared-vertex,
// vertex-on-face, edge-edge, edge-in-plane, segment, point. Coplanar and
// shared contacts need not part under a one-ulp move of one scalar, so only
// exactness is asserted around contact.
constexpr auto kTouching = {std::size_t{2}, std::size_t{3}, std::size_t{5}, std::size_t{6}, std::size_t{7},
                            std::size_t{8}, std::size_t{9}, std::size_t{12}, std::size_t{13}};

RC_GTEST_PROP(TriangleTriangleF, SymmetriesPreserveTheRelation, ()) {
  symmetries_preserve_the_relation(any_case<TriangleTriangle<float>>());
}
RC_GTEST_PROP(TriangleTriangleD, SymmetriesPreserveTheRelation, ()) {
  symmetries_preserve_the_relation(any_case<TriangleTriangle<double>>());
}

RC_GTEST_PROP(TriangleTriangleF, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<TriangleTriangle<float>>(), true);
}
RC_GTEST_PROP(TriangleTriangleD, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<TriangleTriangle<double>>(), true);
}

RC_GTEST_PROP(TriangleTriangleF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbours_sampled(case_of_classes<TriangleTriangle<float>>(kTouching));
}
RC_GTEST_PROP(TriangleTriangleD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbours_sampled(case_of_classes<TriangleTriangle<double>>(kTouching));
}

RC_GTEST_PROP(TriangleTriangleF, ExactTranslationPreservesTheRelation, ()) {
  exact_translation_preserves_the_relation(any_case<TriangleTriangle<float>>());
}
RC_GTEST_PROP(TriangleTriangleD, ExactTranslationPreservesTheRelation, ()) {
  exact_translation_preserves_the_relation(any_case<TriangleTriangle<double>>());
}

RC_GTEST_PROP(TriangleTriangleF, ShrinkingATriangleNeverRaisesTheRelation, ()) {
  shrinking_a_triangle_never_raises_the_relation(any_case<TriangleTriangle<float>>());
}
RC_GTEST_PROP(TriangleTriangleD, ShrinkingATriangleNeverRaisesTheRelation, ()) {
  shrinking_a_triangle_never_raises_the_relation(any_case<TriangleTriangle<double>>());
}

RC_GTEST_PROP(TriangleTriangleF, ASegmentIsOneSetHoweverItsVerticesAreGiven, ()) {
  a_segment_is_one_set(any_case<TriangleTriangle<float>>());
}
RC_GTEST_PROP(TriangleTriangleD, ASegmentIsOneSetHoweverItsVerticesAreGiven, ()) {
  a_segment_is_one_set(any_case<TriangleTriangle<double>>());
}

}  // namespace

}  // namespace gv_properties_triangle_triangle
