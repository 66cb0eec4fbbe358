// SPDX-License-Identifier: MIT
// Test support: how often the exact oracle gives each relation on each
// generator class of a query, from a fixed seed; every case must be valid.
// The oracle tests check with it that a class aimed at exact contact
// produces it.
#ifndef GEOVERIFY_TESTS_SUPPORT_RELATIONS_BY_CLASS_H
#define GEOVERIFY_TESTS_SUPPORT_RELATIONS_BY_CLASS_H

#include <gtest/gtest.h>

#include <cstdint>
#include <map>
#include <string>

#include "geoverify/exact/oracle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace test_support {

/// per_class cases of every generator class of C: class name -> relation -> count.
template <class C>
std::map<std::string, std::map<Relation, int>> relations_by_class(std::uint64_t seed, int per_class) {
  using Gen = gen::Generator<C>;
  gen::Prng rng(seed);
  std::map<std::string, std::map<Relation, int>> out;
  for (std::size_t k = 0; k < Gen::kClasses.size(); ++k) {
    for (int i = 0; i < per_class; ++i) {
      const C c = Gen::make(rng, k);
      EXPECT_TRUE(query::valid(c)) << Gen::kClasses[k];
      ++out[Gen::kClasses[k]][exact::oracle(c).relation];
    }
  }
  return out;
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_RELATIONS_BY_CLASS_H
