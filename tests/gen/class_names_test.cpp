// SPDX-License-Identifier: MIT
// Specification of every generator's class names (gen/generators.h,
// Generator<C>::kClasses), for every registered query: each is a non-empty
// lower-case kebab name, and no two classes of one generator share a name.
// Reports, corpora, regressions and the benchmark's per-class table key
// cases by these names, so two classes under one name would be counted as
// one (segment-segment-closest once had two "near-parallel" classes: its
// capsule shape classes' and its own).
#include <gtest/gtest.h>

#include <cstring>
#include <set>
#include <string>

#include "geoverify/gen/generators.h"
#include "every_query.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_gen_class_names_test {

namespace {

template <class C>
class GeneratorClassNames : public ::testing::Test {};
TYPED_TEST_SUITE(GeneratorClassNames, gv::test_support::EveryCaseType, gv::test_support::CaseTypeName);

TYPED_TEST(GeneratorClassNames, AreKebabCaseAndDistinct) {
  using Gen = gv::gen::Generator<TypeParam>;
  std::set<std::string> seen;
  for (const char* name : Gen::kClasses) {
    ASSERT_NE(name, nullptr);
    const std::string n = name;
    EXPECT_FALSE(n.empty());
    EXPECT_EQ(n.find_first_not_of("abcdefghijklmnopqrstuvwxyz0123456789-"), std::string::npos) << n;
    EXPECT_TRUE(seen.insert(n).second) << "two classes named " << n;
  }
  EXPECT_EQ(seen.size(), Gen::kClasses.size());
}

}  // namespace

}  // namespace gv_gen_class_names_test
