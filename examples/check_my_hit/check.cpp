// SPDX-License-Identifier: MIT
// Judges my_ray_box_entry's numbers against geoverify's exact entry
// parameter under ulps(4): every t within 4 float ulps of the correctly
// rounded exact entry, a value exactly when the ray meets the box, and t in
// [tmin, tmax]. Only this routine runs, on a fixed case budget and seed, so
// the answer is the same on every machine. Exit 0 if it held its contract,
// 1 if not (the table shows the numbers and minimal counterexamples, each
// wrong number beside the exact value).
#include <cstdio>

#include "geoverify/campaign/campaign.h"
#include "my_hit.h"

int main() {
  gv::campaign::Campaign campaign;
  gv::query::Implementation<gv::query::RayAabbHit<float>> mine;
  mine.name = "my_ray_box_entry";
  mine.origin = "examples/check_my_hit/my_hit.h";
  mine.role = gv::query::Role::user;
  mine.number_contract = gv::query::NumberContract::ulps(4);
  mine.numbers = my_entry_case;
  campaign.add(mine);

  gv::campaign::Options options;
  options.builtin_routines = false;  // only my routine decides PASS/FAIL
  options.queries = {"ray-aabb-hit/f32"};
  options.max_cases = 20000;
  options.seconds = 600;  // a safety limit; the case budget fixes the work
  options.seed = 1;
  options.jobs = 1;
  const gv::campaign::Report report = campaign.run(options);
  std::fputs(gv::campaign::render_table(report).c_str(), stdout);
  return report.passed ? 0 : 1;
}
