// SPDX-License-Identifier: MIT
// Sphere-sphere: the certified core against the textbook test (C. Ericson,
// Real-Time Collision Detection, 2005, section 4.3.1: the squared distance
// against the squared radius sum; transcribed in specimens/, written inline
// here so that the plain column pays no call) and the exact oracle.
#include <cmath>

#include "bench.h"

namespace gvbench {
namespace {

template <class T>
bool plain_sphere_sphere(const gv::query::SphereSphere<T>& c) {
  const T dx = c.a.c.x - c.b.c.x, dy = c.a.c.y - c.b.c.y, dz = c.a.c.z - c.b.c.z;
  const T dist2 = dx * dx + dy * dy + dz * dz;
  const T radius_sum = c.a.r + c.b.r;
  return dist2 <= radius_sum * radius_sum;
}

/// Balls of radius 1..10 with centres in [-10, 10]^3: about half of the
/// pairs intersect.
template <class T>
std::vector<gv::query::SphereSphere<T>> typical_sphere_sphere() {
  gv::gen::Prng rng(71);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  std::vector<gv::query::SphereSphere<T>> v;
  for (int i = 0; i < cases(); ++i) {
    gv::query::SphereSphere<T> q{};
    q.a = {{T(10) * u(), T(10) * u(), T(10) * u()}, T(1) + T(9) * std::fabs(u())};
    q.b = {{T(10) * u(), T(10) * u(), T(10) * u()}, T(1) + T(9) * std::fabs(u())};
    v.push_back(q);
  }
  return v;
}

}  // namespace

void register_sphere_sphere() {
  using Sf = gv::query::SphereSphere<float>;
  using Sd = gv::query::SphereSphere<double>;
  register_query<Sf>({"sphere-sphere/f32", typical_sphere_sphere<float>, per_case<Sf, plain_sphere_sphere<float>>}, 73);
  register_query<Sd>({"sphere-sphere/f64", typical_sphere_sphere<double>, per_case<Sd, plain_sphere_sphere<double>>}, 73);
}

GVBENCH_QUERY_SOURCE(register_sphere_sphere);

}  // namespace gvbench
