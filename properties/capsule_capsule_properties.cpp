// SPDX-License-Identifier: MIT
// Properties of capsule-capsule, float and double, on every generator class
// (gen/capsule_capsule.h): the certified core (core/capsule_capsule.h)
// equals the exact oracle (exact/capsule_capsule.h); both are invariant
// under the exact symmetries of floating point (48 signed axis permutations,
// power-of-two scaling, translation by an offset exact for every
// coordinate), under the argument order and the order of each axis's
// endpoints; around every constructed tangency each one-ulp neighbour is
// decided exactly, and some neighbour is disjoint; and shrinking either
// capsule (a smaller radius, an endpoint moved to the exact midpoint of its
// axis or onto the other endpoint) never raises the relation in the order
// disjoint < touching < overlapping. The agreement of the oracle with the
// independent formulation (crosscheck::of) is the registry-wide property of
// oracle_properties.cpp.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include <array>
#include <cmath>
#include <vector>

#include "geoverify/core.h"
#include "metamorphic.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_capsule_capsule {

namespace {

using namespace gv::props;
using gv::query::CapsuleCapsule;

template <class T>
gv::Capsule<T> reversed(const gv::Capsule<T>& c) {
  return {c.p1, c.p0, c.r};
}

/// Both argument orders and both endpoint orders of each axis give the core
/// the oracle's relation; the oracle itself on one order at random.
template <class T>
void endpoint_and_argument_orders_do_not_matter(const CapsuleCapsule<T>& c) {
  const gv::Relation want = oracle(c);
  for (int k = 0; k < 4; ++k) {
    const gv::Capsule<T> a = k & 1 ? reversed(c.a) : c.a, b = k & 2 ? reversed(c.b) : c.b;
    RC_ASSERT(gv::relation(a, b) == want);
    RC_ASSERT(gv::relation(b, a) == want);
    RC_ASSERT(gv::intersects(b, a) == gv::intersecting(want));
  }
  RC_ASSERT(oracle(CapsuleCapsule<T>{reversed(c.b), c.a}) == want);
}

/// A radius made smaller (one ulp, halved, or zero), or an endpoint moved to
/// the midpoint of its axis (when exact) or onto the other endpoint: a
/// capsule shrinks to a subset, so the relation cannot rise. Core and oracle.
template <class T>
void shrinking_a_capsule_never_raises_the_relation(const CapsuleCapsule<T>& c) {
  CapsuleCapsule<T> s = c;
  gv::Capsule<T>& k = *rc::gen::arbitrary<bool>() ? s.a : s.b;
  const char* what = "radius";
  if (*rc::gen::arbitrary<bool>()) {
    switch (*rc::gen::inRange(0, 3)) {
      case 0: k.r = std::nextafter(k.r, T(0)); break;
      case 1: k.r = k.r / 2; break;
      default: k.r = T(0); break;
    }
  } else {
    gv::Vec3<T>& end = *rc::gen::arbitrary<bool>() ? k.p0 : k.p1;
    const gv::Vec3<T> other = &end == &k.p0 ? k.p1 : k.p0;
    gv::Vec3<T> m{};
    const bool to_midpoint = *rc::gen::arbitrary<bool>() && exact_midpoint(end, other, m);
    end = to_midpoint ? m : other;
    what = to_midpoint ? "end to the midpoint" : "end onto the other";
  }
  const gv::Relation before = oracle(c), after = oracle(s);
  RC_LOG() << what << ": " << gv::to_string(before) << " -> " << gv::to_string(after) << "\n";
  RC_ASSERT(static_cast<int>(after) <= static_cast<int>(before));
  RC_ASSERT(core(s) == after);
}

/// The four endpoints moved along one axis by an exact offset (metamorphic.h).
template <class T>
void exact_translation_preserves_the_relation(const CapsuleCapsule<T>& c) {
  translation_invariant(c, [](CapsuleCapsule<T>& m) {
    return std::array<gv::Vec3<T>*, 4>{&m.a.p0, &m.a.p1, &m.b.p0, &m.b.p1};
  });
}

/// The classes that construct exact tangency, found by name.
template <class T>
const std::vector<std::size_t>& contact_classes() {
  static const std::vector<std::size_t> v = gv::gen::classes_named<CapsuleCapsule<T>>({"tangent"});
  return v;
}

RC_GTEST_PROP(CapsuleCapsuleF, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<CapsuleCapsule<float>>()); }
RC_GTEST_PROP(CapsuleCapsuleD, CoreEqualsOracle, ()) { agrees_with_oracle(any_case<CapsuleCapsule<double>>()); }

RC_GTEST_PROP(CapsuleCapsuleF, SymmetriesPreserveTheRelation, ()) {
  const auto c = any_case<CapsuleCapsule<float>>();
  core_symmetric(c);
  symmetric_sample(c, 4);
}
RC_GTEST_PROP(CapsuleCapsuleD, SymmetriesPreserveTheRelation, ()) {
  const auto c = any_case<CapsuleCapsule<double>>();
  core_symmetric(c);
  symmetric_sample(c, 4);
}

RC_GTEST_PROP(CapsuleCapsuleF, EndpointAndArgumentOrdersDoNotMatter, ()) {
  endpoint_and_argument_orders_do_not_matter(any_case<CapsuleCapsule<float>>());
}
RC_GTEST_PROP(CapsuleCapsuleD, EndpointAndArgumentOrdersDoNotMatter, ()) {
  endpoint_and_argument_orders_do_not_matter(any_case<CapsuleCapsule<double>>());
}

RC_GTEST_PROP(CapsuleCapsuleF, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<CapsuleCapsule<float>>(), true);
}
RC_GTEST_PROP(CapsuleCapsuleD, PowerOfTwoScalingPreservesTheRelation, ()) {
  scale_invariant(any_case<CapsuleCapsule<double>>(), true);
}

RC_GTEST_PROP(CapsuleCapsuleF, ExactTranslationPreservesTheRelation, ()) {
  exact_translation_preserves_the_relation(any_case<CapsuleCapsule<float>>());
}
RC_GTEST_PROP(CapsuleCapsuleD, ExactTranslationPreservesTheRelation, ()) {
  exact_translation_preserves_the_relation(any_case<CapsuleCapsule<double>>());
}

RC_GTEST_PROP(CapsuleCapsuleF, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<CapsuleCapsule<float>>(contact_classes<float>()), true);
}
RC_GTEST_PROP(CapsuleCapsuleD, OneUlpAroundContactIsDecidedExactly, ()) {
  ulp_neighbourhood(case_of_classes<CapsuleCapsule<double>>(contact_classes<double>()), true);
}

RC_GTEST_PROP(CapsuleCapsuleF, ShrinkingACapsuleNeverRaisesTheRelation, ()) {
  shrinking_a_capsule_never_raises_the_relation(any_case<CapsuleCapsule<float>>());
}
RC_GTEST_PROP(CapsuleCapsuleD, ShrinkingACapsuleNeverRaisesTheRelation, ()) {
  shrinking_a_capsule_never_raises_the_relation(any_case<CapsuleCapsule<double>>());
}

}  // namespace

}  // namespace gv_properties_capsule_capsule
