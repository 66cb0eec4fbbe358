// SPDX-License-Identifier: MIT
// Test support: a core filter on the worst-case family of its error bound.
// A core test builds cases within a few roundings of contact and counts, per
// case, what the filter did: every answer it certifies must be the oracle's,
// and the family must reach both certificates and the exact stage (a family
// the filter always decides, or never, does not test the bound).
#ifndef GEOVERIFY_TESTS_SUPPORT_FILTER_TALLY_H
#define GEOVERIFY_TESTS_SUPPORT_FILTER_TALLY_H

#include <gtest/gtest.h>

#include <cstdint>
#include <cstdio>
#include <optional>
#include <utility>

#include "geoverify/core/relation.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/core_binding.h"
#include "hex.h"

namespace gv {
namespace test_support {

/// What a filter did with a family of cases.
struct FilterTally {
  long disjoint = 0;      ///< certified disjoint
  long intersecting = 0;  ///< certified intersecting
  long undecided = 0;     ///< left to the exact stage
};

/// The core's answer on c if its filter decided it (Stats::filter), else
/// nothing.
template <class C>
std::optional<Relation> filter_answer(const C& c) {
  Stats st;
  const Relation got = query::CoreBinding<C>::relation(c, &st);
  if (st.filter == 0) return std::nullopt;
  return got;
}

/// Counts one case: certified is what the filter certified for c, or
/// nothing. A certified answer must be the oracle's; false (and a failure
/// reported) when it is not.
template <class C>
bool tally(FilterTally& t, const C& c, std::optional<Relation> certified) {
  if (!certified) {
    ++t.undecided;
    return true;
  }
  const Relation want = exact::oracle(c).relation;
  EXPECT_EQ(*certified, want) << "filter certified a wrong answer\n" << query::declarations(c);
  if (*certified != want) return false;
  ++(want == Relation::disjoint ? t.disjoint : t.intersecting);
  return true;
}

/// n cases make(rng) from one generator seeded with seed, each counted by
/// tally() with the core's filter_answer(); stops at the first wrong
/// certificate.
template <class Make>
FilterTally filter_family(std::uint64_t seed, int n, Make make) {
  gen::Prng rng(seed);
  FilterTally out;
  for (int i = 0; i < n; ++i) {
    const auto c = make(rng);
    if (!tally(out, c, filter_answer(c))) break;
  }
  return out;
}

/// Prints the float and the double family's tallies; each must have reached
/// both certificates and the exact stage.
inline void expect_every_outcome(const FilterTally& f, const FilterTally& d) {
  for (const auto& [name, t] : {std::pair<const char*, FilterTally>{"float", f}, {"double", d}}) {
    std::printf("%s: %ld disjoint, %ld intersecting certified, %ld undecided\n", name, t.disjoint, t.intersecting,
                t.undecided);
    EXPECT_GT(t.disjoint, 0) << name;
    EXPECT_GT(t.intersecting, 0) << name;
    EXPECT_GT(t.undecided, 0) << name;
  }
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_FILTER_TALLY_H
