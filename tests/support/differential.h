// SPDX-License-Identifier: MIT
// Test support: the differential loop of a certified query against its exact
// oracle, class by class, plus a "typical" family; fixed seed and count.
#ifndef GEOVERIFY_TESTS_SUPPORT_DIFFERENTIAL_H
#define GEOVERIFY_TESTS_SUPPORT_DIFFERENTIAL_H

#include <gtest/gtest.h>

#include <cfenv>
#include <cstdint>
#include <cstdio>

#include "geoverify/core/relation.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/core_binding.h"
#include "hex.h"

namespace gv {
namespace test_support {

/// per_class cases of every generator class of C, then per_class cases of
/// typical(rng): the core's relation must be the oracle's, and no harmful
/// floating-point flag may be raised. Prints the filter share per class;
/// both stages must be reached.
template <class C, class Typical>
void differential_by_class(std::uint64_t seed, int per_class, Typical typical) {
  using Gen = gen::Generator<C>;
  constexpr int kHarmful = FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW | FE_UNDERFLOW;
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
