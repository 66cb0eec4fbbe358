// SPDX-License-Identifier: MIT
// Embedding the certified core: exact plane-box and plane-sphere tests for
// float input, with per-stage counters. Prints one line per query and exits 0
// when every answer is the expected exact one.
#include <cstdio>

#include "geoverify/core.h"

int main() {
  gv::Stats stats;
  int wrong = 0;

  // The plane x + y + z = 3 touches the unit cube at its corner (1,1,1): a
  // float routine that computes the cube's centre and extent would round here
  // (0.5 * 3 = 1.5 is exact, but in general it is not); the core is exact.
  const gv::Planef plane{{1.0f, 1.0f, 1.0f}, -3.0f};
  const gv::Aabbf cube{{0.0f, 0.0f, 0.0f}, {1.0f, 1.0f, 1.0f}};
  const gv::Relation r1 = gv::relation(plane, cube, &stats);
  std::printf("plane-aabb: %s (intersects: %s)\n", gv::to_string(r1), gv::intersects(plane, cube) ? "yes" : "no");
  wrong += r1 != gv::Relation::touching;

  // An unnormalised normal is fine: 3x + 4y = 25 is at distance 5 from 0.
  const gv::Planef tilted{{3.0f, 4.0f, 0.0f}, -25.0f};
  const gv::Spheref ball{{0.0f, 0.0f, 0.0f}, 5.0f};
  const gv::Relation r2 = gv::relation(tilted, ball, &stats);
  std::printf("plane-sphere: %s\n", gv::to_string(r2));
  wrong += r2 != gv::Relation::touching;

  // Invalid input has one documented answer.
  const gv::Spheref bad{{0.0f, 0.0f, 0.0f}, -1.0f};
  wrong += gv::relation(tilted, bad) != gv::Relation::invalid;

  std::printf("decided by the filter: %llu, by the exact stage: %llu\n",
              static_cast<unsigned long long>(stats.filter), static_cast<unsigned long long>(stats.exact));
  return wrong == 0 ? 0 : 1;
}
