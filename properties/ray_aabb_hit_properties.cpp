// SPDX-License-Identifier: MIT
// Properties of ray-aabb-hit (query/ray_aabb_hit.h), float and double: on
// every generator class (gen/ray_aabb_hit.h) the certified core's entry
// bracket (gv::ray_aabb_entry) has a value exactly when the exact ray meets
// the box, and then holds bracket(1) against the exact entry parameter
// (adjacent values of T around it, one value when it is representable); and
// the 48 signed axis permutations, which move no parameter, leave the
// core's bracket the same.
#include <gtest/gtest.h>

#include <rapidcheck/gtest.h>

#include "geoverify/exact/quantity.h"
#include "metamorphic.h"

namespace {

using namespace gv::props;
using gv::query::RayAabbHit;

template <class T>
void core_brackets_the_exact_entry(const RayAabbHit<T>& c) {
  using C = RayAabbHit<T>;
  const auto n = gv::query::CoreNumbers<C>::numbers(c);
  const gv::exact::ExactNumbers truth = gv::exact::exact_numbers(c);
  RC_ASSERT(n.present == truth.present());
  RC_ASSERT(n.present == gv::intersecting(oracle(c)));
  if (!n.present) return;
  const gv::exact::NumberVerdict v =
      gv::exact::judge_numbers<C>(truth, n, gv::query::NumberContract::bracket(1), gv::exact::oracle(c).scale);
  RC_LOG() << v.answer << "; exact " << v.exact << "; " << v.why << "\n";
  RC_ASSERT(v.holds);
}

template <class T>
void axis_symmetries_keep_the_bracket(const RayAabbHit<T>& c) {
  using C = RayAabbHit<T>;
  const auto want = gv::query::CoreNumbers<C>::numbers(c);
  const int k = *rc::gen::inRange(1, 48);
  const auto got = gv::query::CoreNumbers<C>::numbers(gv::query::transformed(c, gv::query::symmetry(k)));
  RC_ASSERT(got.present == want.present);
  if (want.present) {
    RC_ASSERT(got.lo[0] == want.lo[0]);
    RC_ASSERT(got.hi[0] == want.hi[0]);
  }
}

RC_GTEST_PROP(RayAabbHitF, CoreBracketsTheExactEntry, ()) { core_brackets_the_exact_entry(any_case<RayAabbHit<float>>()); }
RC_GTEST_PROP(RayAabbHitD, CoreBracketsTheExactEntry, ()) {
  core_brackets_the_exact_entry(any_case<RayAabbHit<double>>());
}
RC_GTEST_PROP(RayAabbHitF, AxisSymmetriesKeepTheBracket, ()) {
  axis_symmetries_keep_the_bracket(any_case<RayAabbHit<float>>());
}
RC_GTEST_PROP(RayAabbHitD, AxisSymmetriesKeepTheBracket, ()) {
  axis_symmetries_keep_the_bracket(any_case<RayAabbHit<double>>());
}

}  // namespace
