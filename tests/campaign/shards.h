// SPDX-License-Identifier: MIT
// A campaign run as shards 1/3, 2/3 and 3/3 of the same options: the shard
// reports, for the specifications of merging (campaign_test.cpp,
// counterexamples_test.cpp).
#ifndef GEOVERIFY_TESTS_CAMPAIGN_SHARDS_H
#define GEOVERIFY_TESTS_CAMPAIGN_SHARDS_H

#include <cstdint>
#include <vector>

#include "geoverify/campaign/campaign.h"

namespace gv {
namespace test_support {

/// The reports of shards 1/3, 2/3 and 3/3 of campaign c run with options o.
inline std::vector<campaign::Report> run_in_three_shards(const campaign::Campaign& c, const campaign::Options& o) {
  std::vector<campaign::Report> shards;
  for (std::uint64_t k = 0; k < 3; ++k) {
    campaign::Options s = o;
    s.shard_index = k;
    s.shard_count = 3;
    shards.push_back(c.run(s));
  }
  return shards;
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_CAMPAIGN_SHARDS_H
