// SPDX-License-Identifier: MIT
// Compiled with -O3 -march=native -ffp-contract=fast (see CMakeLists.txt): the
// build a user embedding the core is likely to have. The core must give the
// exact relation there too; every generator class, float and double, against
// the exact oracle (which is compiled normally, in its own library).
#include <gtest/gtest.h>

#include <string>

#include "geoverify/core.h"

#include "geoverify/exact/oracle.h"
#include "geoverify/exact/ray_aabb.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/core_binding.h"
#include "every_query.h"
#include "work.h"

using gv::test_support::work;

namespace {

template <class C>
void differential(std::uint64_t seed, int n) {
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  gv::Stats st;
  for (int i = 0; i < n; ++i) {
    const std::size_t cls = static_cast<std::size_t>(i) % Gen::kClasses.size();
    const C c = Gen::make(rng, cls);
    const gv::Relation got = gv::query::CoreBinding<C>::relation(c, &st);
    const gv::Relation want = gv::exact::oracle(c).relation;
    ASSERT_EQ(got, want) << "class " << Gen::kClasses[cls] << ": core " << gv::to_string(got) << ", oracle "
                         << gv::to_string(want) << "\n"
                         << gv::query::declarations(c);
  }
  EXPECT_GT(st.filter, 0u);
  if (gv::query::CoreBinding<C>::exact_stage) {
    EXPECT_GT(st.exact, 0u);
  }
}

template <class C>
class NativeBuildEveryQuery : public ::testing::Test {};
TYPED_TEST_SUITE(NativeBuildEveryQuery, gv::test_support::EveryCaseType, gv::test_support::CaseTypeName);

// 600 cases of every generator class (8,000 to 14,000 per query and type).
TYPED_TEST(NativeBuildEveryQuery, CoreIsExact) {
  using Gen = gv::gen::Generator<TypeParam>;
  differential<TypeParam>(gv::test_support::seed_for<TypeParam>(2), work(600) * static_cast<int>(Gen::kClasses.size()));
}

// The entry bracket under contraction: t_lo <= t_enter <= t_hi, equal iff
// t_enter is representable, else adjacent.
template <class T>
void entry_certified(std::uint64_t seed, int n) {
  using C = gv::query::RayAabb<T>;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  for (int i = 0; i < n; ++i) {
    const std::size_t cls = static_cast<std::size_t>(i) % Gen::kClasses.size();
    const C c = Gen::make(rng, cls);
    const gv::RayHit<T> e = gv::ray_aabb_entry(c.ray, c.box);
    const std::string v = gv::exact::entry_bracket_violation(c.ray, c.box, e);
    ASSERT_TRUE(v.empty()) << v << "\n" << gv::query::declarations(c);
  }
}

TEST(NativeBuild, RayAabbEntryBracketIsCertified) {
  entry_certified<float>(16, work(20000));
  entry_certified<double>(17, work(20000));
}

}  // namespace
