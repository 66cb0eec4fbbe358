// SPDX-License-Identifier: MIT
// Every oracle's margin (exact/result.h), on every generator class of every
// registered query, float and double: its sign agrees with the relation
// (> 0 disjoint, 0 touching, < 0 overlapping), and scaling the whole case by
// 2^7, where that scaling is exact, changes neither the relation nor the
// relative margin. 100 cases per class and scalar type (work(100): the
// sanitizer build runs fewer), a fixed seed per query.
#include <gtest/gtest.h>

#include <cmath>
#include <cstddef>

#include "geoverify/exact/oracle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "every_query.h"
#include "hex.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_margin_test {

namespace {

using gv::Relation;

int sign_of(double x) { return x > 0 ? 1 : (x < 0 ? -1 : 0); }

/// The margin's sign the relation calls for.
int sign_of(Relation r) { return r == Relation::disjoint ? 1 : (r == Relation::overlapping ? -1 : 0); }

template <class C>
class MarginEveryQuery : public ::testing::Test {};
TYPED_TEST_SUITE(MarginEveryQuery, gv::test_support::EveryCaseType, gv::test_support::CaseTypeName);

TYPED_TEST(MarginEveryQuery, MarginSignAgreesAndRelativeMarginIsScaleInvariant) {
  using C = TypeParam;
  using Gen = gv::gen::Generator<C>;
  const int per_class = gv::test_support::work(100, 4);
  gv::gen::Prng rng(gv::test_support::seed_for<C>(4));
  int scaled = 0;
  for (std::size_t cls = 0; cls < Gen::kClasses.size(); ++cls) {
    for (int i = 0; i < per_class; ++i) {
      const C c = Gen::make(rng, cls);
      const gv::exact::Result r = gv::exact::oracle(c);
      ASSERT_EQ(sign_of(r.margin), sign_of(r.relation))
          << Gen::kClasses[cls] << ", margin " << r.margin << "\n" << gv::query::declarations(c);
      bool exact = true;
      const C s = gv::query::scaled_case(c, 7, exact);
      if (!exact) continue;
      ++scaled;
      const gv::exact::Result rs = gv::exact::oracle(s);
      ASSERT_EQ(rs.relation, r.relation) << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
      if (std::isinf(r.relative_margin)) {
        // an empty or all-space plane or half-space (exact/result.h)
        ASSERT_EQ(rs.relative_margin, r.relative_margin) << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
      } else if (std::fabs(r.relative_margin) > 1e-290) {
        ASSERT_NEAR(rs.relative_margin, r.relative_margin, 1e-13 * std::fabs(r.relative_margin))
            << Gen::kClasses[cls] << "\n" << gv::query::declarations(c);
      }
    }
  }
  // most cases scale exactly (all but the largest and the subnormal ones)
  EXPECT_GT(scaled, per_class * static_cast<int>(Gen::kClasses.size()) / 2);
}

}  // namespace

}  // namespace gv_exact_margin_test
