// SPDX-License-Identifier: MIT
// Test support: the cases of every generator class of a query, from one
// fixed seed, for the tests that check a stage class by class (the integer
// frames against the oracle, counting where they answer and where they
// refuse).
#ifndef GEOVERIFY_TESTS_SUPPORT_CLASS_CASES_H
#define GEOVERIFY_TESTS_SUPPORT_CLASS_CASES_H

#include <gtest/gtest.h>

#include <cstddef>
#include <cstdint>

#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"

namespace gv {
namespace test_support {

/// Calls fn(c, class_name) for per_class cases of every generator class of
/// C in turn, all drawn from one Prng seeded with seed (so the cases are
/// the same on every run). Stops at the first fatal failure (an ASSERT in
/// fn), so that a broken stage reports its first case, not thousands.
template <class C, class Fn>
void for_each_class_case(std::uint64_t seed, int per_class, Fn&& fn) {
  using Gen = gen::Generator<C>;
  gen::Prng rng(seed);
  for (std::size_t k = 0; k < Gen::kClasses.size(); ++k) {
    for (int i = 0; i < per_class; ++i) {
      const C c = Gen::make(rng, k);
      fn(c, Gen::kClasses[k]);
      if (::testing::Test::HasFatalFailure()) return;
    }
  }
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_CLASS_CASES_H
