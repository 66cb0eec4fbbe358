// SPDX-License-Identifier: MIT
// Checking your own routine with geoverify: register it with the campaign
// library under the contract it promises, run, and read the report. Here the
// routine is the textbook centre/extent plane-box test in float (Ericson,
// Real-Time Collision Detection, 5.2.3; textbook_plane_box.h, which the fuzz
// self-test shares), declared exact; the campaign finds where rounding makes
// it wrong and prints minimal counterexamples.
//   usage: check_my_routine [SECONDS]     exit 0 if the contract held, 1 if not
#include <cstdio>
#include <cstdlib>

#include "geoverify/campaign/campaign.h"
#include "textbook_plane_box.h"

int main(int argc, char** argv) {
  gv::campaign::Campaign campaign;

  gv::query::Implementation<gv::query::PlaneAabb<float>> mine;
  mine.name = "my_plane_box";
  mine.origin = "examples/check_my_routine.cpp";
  mine.role = gv::query::Role::user;
  mine.contract = gv::query::Contract::exact();  // or conservative(), or tolerant(1e-6)
  mine.intersects = [](const gv::query::PlaneAabb<float>& c) { return textbook_plane_box(c.plane, c.box); };
  campaign.add(mine);

  gv::campaign::Options options;
  options.seconds = argc > 1 ? std::atof(argv[1]) : 5.0;
  options.queries = {"plane-aabb/f32"};
  const gv::campaign::Report report = campaign.run(options);
  std::fputs(gv::campaign::render_table(report).c_str(), stdout);
  return report.passed ? 0 : 1;
}
