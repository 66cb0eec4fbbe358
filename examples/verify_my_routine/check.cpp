// SPDX-License-Identifier: MIT
// Verifies my_plane_sphere against geoverify's exact oracle: only this
// routine runs (no built-in specimens), on a fixed case budget and seed, so
// the answer is the same on every machine. Exit 0 if it held its contract,
// 1 if not (the table shows minimal counterexamples as hex-float C++).
// With an argument, also writes the JSON report there (geoverify-regressions
// turns its counterexamples into regression tests).
#include <cstdio>
#include <string>

#include "geoverify/campaign/campaign.h"
#include "my_routine.h"

int main(int argc, char** argv) {
  gv::campaign::Campaign campaign;
  gv::query::Implementation<gv::query::PlaneSphere<float>> mine;
  mine.name = "my_plane_sphere";
  mine.origin = "examples/verify_my_routine/my_routine.h";
  mine.role = gv::query::Role::user;
  // Computed in double: allowed to err only within 1e-9 of the input scale
  // from contact. The unnormalised version is wrong by far more.
  mine.contract = gv::query::Contract::tolerant(1e-9);
  mine.intersects = my_plane_sphere_case;
  campaign.add(mine);

  gv::campaign::Options options;
  options.builtin_routines = false;  // only my routine decides PASS/FAIL
  options.queries = {"plane-sphere/f32"};
  options.max_cases = 20000;
  options.seconds = 600;  // a safety limit; the case budget fixes the work
  options.seed = 1;
  options.jobs = 1;
  const gv::campaign::Report report = campaign.run(options);
  std::fputs(gv::campaign::render_table(report).c_str(), stdout);
  std::string error;
  if (argc > 1 && !gv::campaign::write_json_file(report, argv[1], error)) {
    std::fprintf(stderr, "check_my_plane_sphere: %s\n", error.c_str());
    return 2;
  }
  return report.passed ? 0 : 1;
}
