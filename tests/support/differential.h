// SPDX-License-Identifier: MIT
// Test support: the differential loop of a certified query against its exact
// oracle, class by class, plus a "typical" family; fixed seed and count; and
// the numbers the typical families are made of.
#ifndef GEOVERIFY_TESTS_SUPPORT_DIFFERENTIAL_H
#define GEOVERIFY_TESTS_SUPPORT_DIFFERENTIAL_H

#include <gtest/gtest.h>

#include <cfenv>
#include <cmath>
#include <cstdint>
#include <cstdio>

#include "geoverify/core/relation.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/core_binding.h"
#include "hex.h"
#include "fp_flags.h"

namespace gv {
namespace test_support {

/// The numbers of the core tests' "typical" families (shapes of comparable
/// size in a cube round the origin, about half of the pairs intersecting): a
/// coordinate in (-4, 4), a size (extent, radius) in [0.5, 2.5).
template <class T>
T typical_coordinate(gen::Prng& rng) {
  return T(4 * gen::unit_real<double>(rng));
}
template <class T>
T typical_size(gen::Prng& rng) {
  return T(0.5 + 2 * std::fabs(gen::unit_real<double>(rng)));
}
template <class T>
Vec3<T> typical_point(gen::Prng& rng) {
  return {typical_coordinate<T>(rng), typical_coordinate<T>(rng), typical_coordinate<T>(rng)};
}
/// Axis m of a typical box: from a typical coordinate, a typical size long
/// (the sum rounded once, to T).
template <class T>
void typical_box_axis(gen::Prng& rng, Aabb<T>& b, int m) {
  const T lo = typical_coordinate<T>(rng);
  set(b.min, m, lo);
  set(b.max, m, T(lo + 0.5 + 2 * std::fabs(gen::unit_real<double>(rng))));
}

/// per_class cases of every generator class of C, then per_class cases of
/// typical(rng): the core's relation must be the oracle's, and no harmful
/// floating-point flag may be raised. Prints the filter share per class;
/// both stages must be reached.
template <class C, class Typical>
void differential_by_class(std::uint64_t seed, int per_class, Typical typical) {
  using Gen = gen::Generator<C>;
  constexpr int kHarmful = gv::test_support::kHarmfulFlags;
  gen::Prng rng(seed);
  Stats total;
  for (std::size_t cls = 0; cls <= Gen::kClasses.size(); ++cls) {
    const bool is_typical = cls == Gen::kClasses.size();
    const char* name = is_typical ? "typical" : Gen::kClasses[cls];
    Stats st;
    for (int i = 0; i < per_class; ++i) {
      const C c = is_typical ? typical(rng) : Gen::make(rng, cls);
      std::feclearexcept(FE_ALL_EXCEPT);
      const Relation got = query::CoreBinding<C>::relation(c, &st);
      const int raised = std::fetestexcept(kHarmful);
      const Relation want = exact::oracle(c).relation;
      ASSERT_EQ(raised, 0) << name << "\n" << query::declarations(c);
      ASSERT_EQ(got, want) << name << "\n" << query::declarations(c);
    }
    std::printf("  %-20s filter %5llu  exact %5llu\n", name, static_cast<unsigned long long>(st.filter),
                static_cast<unsigned long long>(st.exact));
    total.filter += st.filter;
    total.exact += st.exact;
  }
  EXPECT_GT(total.filter, 0u);
  EXPECT_GT(total.exact, 0u);
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_DIFFERENTIAL_H
