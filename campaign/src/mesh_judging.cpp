// SPDX-License-Identifier: MIT
// geoverify campaign: mesh-level judging (see mesh_judging.h).
#include "mesh_judging.h"

namespace gv {
namespace campaign {

int judge_crossing(Tally& t, bool watertight, const std::vector<char>& answers, const Crossing& crossing,
                   const char* cls, std::uint64_t index, Clock::time_point start) {
  bool judged = true, hit = false;
  for (std::size_t m = 0; m < crossing.hood.size(); ++m) {
    const char answer = answers[crossing.hood[m]];
    if (m < crossing.at_crossing && answer == kMeshNotJudged) judged = false;
    hit |= answer == kMeshHit;
  }
  if (!judged) return 0;
  ++t.crossings;
  if (hit) return 0;
  ++t.leaks;
  if (!watertight) return 0;
  ++t.violations;
  ++t.by_class[cls];
  t.found |= query::kLeak;
  t.note_first(3, index, start);
  if (!t.first_leak) t.first_leak = Leak{crossing.cases, crossing.at_crossing, cls, index};
  return 1;
}

}  // namespace campaign
}  // namespace gv
