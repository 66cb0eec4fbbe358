// SPDX-License-Identifier: MIT
// Specification of contracts (query/contract.h, campaign/judge.h).
#include <gtest/gtest.h>

#include "geoverify/campaign/judge.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_campaign_judge_test {

namespace {

using gv::Relation;
using gv::campaign::Outcome;
using gv::query::Contract;

gv::exact::Result oracle(Relation r, double rel) {
  gv::exact::Result x;
  x.relation = r;
  x.relative_margin = rel;
  x.margin = rel;
  x.scale = 1;
  return x;
}

TEST(Judge, ComparesYesNoAnswersWithTheExactRelation) {
  EXPECT_EQ(gv::campaign::compare(true, Relation::touching), Outcome::agree);
  EXPECT_EQ(gv::campaign::compare(false, Relation::touching), Outcome::false_miss);
  EXPECT_EQ(gv::campaign::compare(true, Relation::disjoint), Outcome::false_hit);
  EXPECT_EQ(gv::campaign::compare(Relation::overlapping, Relation::touching), Outcome::wrong_relation);
  EXPECT_EQ(gv::campaign::compare(Relation::disjoint, Relation::touching), Outcome::false_miss);
  EXPECT_EQ(gv::campaign::compare(Relation::invalid, Relation::disjoint), Outcome::wrong_relation);
}

TEST(Judge, ExactAllowsNothing) {
  EXPECT_FALSE(gv::campaign::allowed(Contract::exact(), Outcome::false_hit, oracle(Relation::disjoint, 1e-30)));
  EXPECT_FALSE(gv::campaign::allowed(Contract::exact(), Outcome::false_miss, oracle(Relation::touching, 0)));
  EXPECT_TRUE(gv::campaign::allowed(Contract::exact(), Outcome::agree, oracle(Relation::touching, 0)));
}

TEST(Judge, ConservativeAllowsFalseHitsOnly) {
  EXPECT_TRUE(gv::campaign::allowed(Contract::conservative(), Outcome::false_hit, oracle(Relation::disjoint, 5)));
  EXPECT_FALSE(gv::campaign::allowed(Contract::conservative(), Outcome::false_miss, oracle(Relation::touching, 0)));
}

TEST(Judge, TolerantAllowsDisagreementWithinEpsOfTheBoundary) {
  const Contract t = Contract::tolerant(1e-6);
  EXPECT_TRUE(gv::campaign::allowed(t, Outcome::false_hit, oracle(Relation::disjoint, 1e-6)));
  EXPECT_TRUE(gv::campaign::allowed(t, Outcome::false_miss, oracle(Relation::overlapping, -5e-7)));
  EXPECT_TRUE(gv::campaign::allowed(t, Outcome::false_miss, oracle(Relation::touching, 0)));
  EXPECT_FALSE(gv::campaign::allowed(t, Outcome::false_hit, oracle(Relation::disjoint, 2e-6)));
  EXPECT_FALSE(gv::campaign::allowed(t, Outcome::wrong_relation, oracle(Relation::touching, 0)));
  EXPECT_EQ(gv::query::to_string(t), "tolerant(1e-06)");
  // The tolerance as the user wrote it: a power of two in hex, anything else
  // as the shortest decimal that reads back as the same double.
  EXPECT_EQ(gv::query::to_string(Contract::tolerant(0x1p-20)), "tolerant(0x1p-20)");
  EXPECT_EQ(gv::query::to_string(Contract::tolerant(0.003)), "tolerant(0.003)");
  EXPECT_EQ(gv::query::to_string(Contract::conservative(8)), "conservative(0x1p+3)");
  EXPECT_EQ(gv::query::to_string(Contract::tolerant(1.0 / 3)), "tolerant(0.3333333333333333)");
}

TEST(Judge, ConservativeWithinEpsAllowsSmallMissesOnly) {
  const Contract c = Contract::conservative(1e-6);
  EXPECT_TRUE(gv::campaign::allowed(c, Outcome::false_hit, oracle(Relation::disjoint, 0.5)));   // any false hit
  EXPECT_TRUE(gv::campaign::allowed(c, Outcome::false_miss, oracle(Relation::touching, 0)));     // at contact
  EXPECT_TRUE(gv::campaign::allowed(c, Outcome::false_miss, oracle(Relation::overlapping, -1e-6)));
  EXPECT_FALSE(gv::campaign::allowed(c, Outcome::false_miss, oracle(Relation::overlapping, -2e-6)));
  EXPECT_FALSE(gv::campaign::allowed(c, Outcome::wrong_relation, oracle(Relation::touching, 0)));
  EXPECT_TRUE(gv::campaign::needs_margin(c));
  EXPECT_FALSE(gv::campaign::needs_margin(Contract::conservative()));
  EXPECT_EQ(gv::query::to_string(c), "conservative(1e-06)");
  // Plain conservative still forbids every false miss, even at exact contact.
  EXPECT_FALSE(gv::campaign::allowed(Contract::conservative(), Outcome::false_miss, oracle(Relation::touching, 0)));
  EXPECT_EQ(gv::query::to_string(Contract::conservative()), "conservative");
}

TEST(Judge, WatertightIsJudgedOnMeshesOnly) {
  const Contract w = Contract::watertight();
  // Single wrong answers are not its business...
  EXPECT_TRUE(gv::campaign::allowed(w, Outcome::false_hit, oracle(Relation::disjoint, 1)));
  EXPECT_TRUE(gv::campaign::allowed(w, Outcome::false_miss, oracle(Relation::overlapping, -1)));
  EXPECT_FALSE(gv::campaign::allowed(w, Outcome::wrong_relation, oracle(Relation::touching, 0)));
  // ... a leak is; under the other contracts a leak's false misses are judged one by one.
  EXPECT_FALSE(gv::campaign::allowed(w, Outcome::leak, oracle(Relation::touching, 0)));
  EXPECT_TRUE(gv::campaign::allowed(Contract::exact(), Outcome::leak, oracle(Relation::touching, 0)));
  EXPECT_EQ(gv::campaign::defect_bit(Outcome::leak), unsigned{gv::query::kLeak});
  EXPECT_EQ(gv::query::to_string(w), "watertight");
}

}  // namespace

}  // namespace gv_campaign_judge_test
