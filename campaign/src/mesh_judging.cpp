// SPDX-License-Identifier: MIT
// geoverify campaign: mesh-level judging (see mesh_judging.h).
#include "mesh_judging.h"

#include <limits>

#include "geoverify/exact/rational.h"

namespace gv {
namespace campaign {

int judge_crossing(Tally& t, bool watertight, const std::vector<char>& answers, const Crossing& crossing,
                   const char* cls, std::uint64_t index, Clock::time_point start) {
  bool judged = true, hit = false;
  for (std::size_t m = 0; m < crossing.hood.size(); ++m) {
    const char answer = answers[crossing.hood[m]];
    if (answer == kMeshNotJudged) judged = false;  // refused or crashed: the crossing cannot be told
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

template <class T>
bool meets_plane_in_range(const Ray<T>& ray, const Triangle<T>& tri) {
  using exact::Rational;
  const exact::Vec3Q p0 = exact::to_rational(tri.p0), p1 = exact::to_rational(tri.p1), p2 = exact::to_rational(tri.p2);
  const exact::Vec3Q o = exact::to_rational(ray.o), d = exact::to_rational(ray.dir);
  const Rational ax = p1.x - p0.x, ay = p1.y - p0.y, az = p1.z - p0.z;
  const Rational bx = p2.x - p0.x, by = p2.y - p0.y, bz = p2.z - p0.z;
  const Rational nx = ay * bz - az * by, ny = az * bx - ax * bz, nz = ax * by - ay * bx;
  if (nx == 0 && ny == 0 && nz == 0) return false;
  const Rational S = nx * d.x + ny * d.y + nz * d.z;
  const Rational D = nx * (p0.x - o.x) + ny * (p0.y - o.y) + nz * (p0.z - o.z);
  if (S == 0) return D == 0;  // parallel: in the plane, or never
  const Rational t = D / S;
  if (t < exact::to_rational(ray.tmin)) return false;
  return !(ray.tmax <= std::numeric_limits<T>::max()) || t <= exact::to_rational(ray.tmax);
}

template bool meets_plane_in_range<float>(const Ray<float>&, const Triangle<float>&);
template bool meets_plane_in_range<double>(const Ray<double>&, const Triangle<double>&);

}  // namespace campaign
}  // namespace gv
