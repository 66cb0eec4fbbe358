// SPDX-License-Identifier: MIT
// A routine under test that crashes. Libraries ship with their internal
// assertions on; this sphere-box test (the clamp of Arvo, Graphics Gems 1990)
// asserts that a centre outside the box is outside by more than a couple of
// ulps -- its author "knew" the caller had already separated such cases --
// and aborts otherwise. The campaign runs the routine in a child process:
// each abort is a "crash" violation with its counterexample (the assertion's
// message included), and the run goes on with the routine's other cases, the
// certified core's row and the Arvo specimens' rows.
//   usage: crashing_routine [CASES]     exit 0 if the contract held, 1 if not
#include <cmath>
#include <cstdio>
#include <cstdlib>

#include "geoverify/campaign/campaign.h"

namespace {

/// Closed sphere-box test; aborts for a centre 1 or 2 ulps outside a face.
bool my_sphere_box(const gv::Spheref& s, const gv::Aabbf& b) {
  float d2 = 0;
  for (int i = 0; i < 3; ++i) {
    const float x = gv::get(s.c, i), lo = gv::get(b.min, i), hi = gv::get(b.max, i);
    if (x < lo || x > hi) {
      const float e = x < lo ? lo - x : x - hi;
      if (!(e > 2 * std::fabs(x < lo ? std::nextafter(lo, -INFINITY) - lo : std::nextafter(hi, INFINITY) - hi))) {
        std::fprintf(stderr, "my_sphere_box.cpp:27: assertion failed: centre outside by more than two ulps\n");
        std::abort();
      }
      d2 += e * e;
    }
  }
  return d2 <= s.r * s.r;
}

}  // namespace

int main(int argc, char** argv) {
  gv::campaign::Campaign campaign;

  gv::query::Implementation<gv::query::SphereAabb<float>> mine;
  mine.name = "my_sphere_box";
  mine.origin = "examples/crashing_routine.cpp";
  mine.role = gv::query::Role::user;
  mine.contract = gv::query::Contract::exact();
  mine.intersects = [](const gv::query::SphereAabb<float>& c) { return my_sphere_box(c.sphere, c.box); };
  campaign.add(mine);

  gv::campaign::Options options;
  options.seconds = 600;  // a safety net: the case budget fixes the work
  options.max_cases = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 20000;
  options.queries = {"sphere-aabb/f32"};
  options.isolate = true;  // the default: user routines run in a child process
  const gv::campaign::Report report = campaign.run(options);
  std::fputs(gv::campaign::render_table(report).c_str(), stdout);
  return report.passed ? 0 : 1;
}
