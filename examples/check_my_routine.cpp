// SPDX-License-Identifier: MIT
// Checking your own routine with geoverify: register it with the campaign
// library under the contract it promises, run, and read the report. Here the
// routine is the textbook centre/extent plane-box test in float (Ericson,
// Real-Time Collision Detection, 5.2.3), declared exact; the campaign finds
// where rounding makes it wrong and prints minimal counterexamples.
//   usage: check_my_routine [SECONDS]     exit 0 if the contract held, 1 if not
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "geoverify/campaign/campaign.h"

namespace {

bool my_plane_box(const gv::Planef& p, const gv::Aabbf& b) {
  const float cx = (b.min.x + b.max.x) * 0.5f, cy = (b.min.y + b.max.y) * 0.5f, cz = (b.min.z + b.max.z) * 0.5f;
  const float ex = b.max.x - cx, ey = b.max.y - cy, ez = b.max.z - cz;
  const float r = ex * std::fabs(p.n.x) + ey * std::fabs(p.n.y) + ez * std::fabs(p.n.z);
  const float s = p.n.x * cx + p.n.y * cy + p.n.z * cz + p.d;
  return std::fabs(s) <= r;
}

}  // namespace

int main(int argc, char** argv) {
  gv::campaign::Campaign campaign;

  gv::query::Implementation<gv::query::PlaneAabb<float>> mine;
  mine.name = "my_plane_box";
  mine.origin = "examples/check_my_routine.cpp";
  mine.role = gv::query::Role::user;
  mine.contract = gv::query::Contract::exact();  // or conservative(), or tolerant(1e-6)
  mine.intersects = [](const gv::query::PlaneAabb<float>& c) { return my_plane_box(c.plane, c.box); };
  campaign.add(mine);

  gv::campaign::Options options;
  options.seconds = argc > 1 ? std::atof(argv[1]) : 5.0;
  options.queries = {"plane-aabb/f32"};
  const gv::campaign::Report report = campaign.run(options);
  std::fputs(gv::campaign::render_table(report).c_str(), stdout);
  return report.passed ? 0 : 1;
}
