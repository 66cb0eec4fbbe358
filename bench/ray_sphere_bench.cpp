// SPDX-License-Identifier: MIT
// Ray-sphere: the certified core against the textbook test (C. Ericson,
// Real-Time Collision Detection, 2005, section 5.3.2, TestRaySphere, with
// the discriminant b^2 - a c of a non-unit direction; transcribed in
// specimens/, written inline here so that the plain column pays no call) and
// the exact oracle; and ray-sphere-hit: the certified first-hit bracket
// (gv::ray_sphere_hit) against the same test returning its parameter by the
// quadratic formula, and the exact parameter.
#include <cmath>

#include "bench.h"

namespace gvbench {
namespace {

/// The textbook's quantities of a half-line and a ball: m = o - c, b = m.d,
/// c = m.m - r^2 and a = d.d; false when the origin is outside and the ray
/// points away (c > 0 && b > 0), which the textbook tests first.
template <class C, class T>
bool textbook_quadratic(const C& q, T& a, T& b, T& c) {
  const T mx = q.ray.o.x - q.sphere.c.x, my = q.ray.o.y - q.sphere.c.y, mz = q.ray.o.z - q.sphere.c.z;
  const T dx = q.ray.dir.x, dy = q.ray.dir.y, dz = q.ray.dir.z;
  b = mx * dx + my * dy + mz * dz;
  c = mx * mx + my * my + mz * mz - q.sphere.r * q.sphere.r;
  if (c > T(0) && b > T(0)) return false;
  a = dx * dx + dy * dy + dz * dz;
  return true;
}

/// The half-line test of the textbook: out if the origin is outside and the
/// ray points away, else the discriminant b^2 - (d.d) c decides.
template <class T>
bool plain_ray_sphere(const gv::query::RaySphere<T>& q) {
  T a = 0, b = 0, c = 0;
  return textbook_quadratic(q, a, b, c) && b * b - a * c >= T(0);
}

/// The textbook test returning its parameter: (-b - sqrt(disc)) / a,
/// clamped to 0 for an origin inside the ball.
template <class T>
bool plain_ray_sphere_t(const gv::query::RaySphereHit<T>& q, T& t) {
  T a = 0, b = 0, c = 0;
  if (!textbook_quadratic(q, a, b, c)) return false;
  const T disc = b * b - a * c;
  if (disc < T(0)) return false;
  t = (-b - std::sqrt(disc)) / a;
  if (t < T(0)) t = T(0);
  return true;
}

/// Half-lines from points in [-10, 10]^3 in random directions against balls
/// of radius 1..10 round points in [-10, 10]^3: about a third meet.
template <class C>
std::vector<C> typical_ray_sphere_cases() {
  using T = typename C::Scalar;
  gv::gen::Prng rng(81);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  std::vector<C> v;
  for (int i = 0; i < cases(); ++i) {
    C q{};
    q.ray.o = {T(10) * u(), T(10) * u(), T(10) * u()};
    q.ray.dir = {u(), u(), u()};
    q.sphere = {{T(10) * u(), T(10) * u(), T(10) * u()}, T(1) + T(9) * std::fabs(u())};
    v.push_back(q);
  }
  return v;
}
template <class T>
std::vector<gv::query::RaySphere<T>> typical_ray_sphere() {
  return typical_ray_sphere_cases<gv::query::RaySphere<T>>();
}
template <class T>
std::vector<gv::query::RaySphereHit<T>> typical_ray_sphere_hit() {
  return typical_ray_sphere_cases<gv::query::RaySphereHit<T>>();
}

}  // namespace

void register_ray_sphere() {
  using Rf = gv::query::RaySphere<float>;
  using Rd = gv::query::RaySphere<double>;
  register_query<Rf>({"ray-sphere/f32", typical_ray_sphere<float>, per_case<Rf, plain_ray_sphere<float>>}, 83);
  register_query<Rd>({"ray-sphere/f64", typical_ray_sphere<double>, per_case<Rd, plain_ray_sphere<double>>}, 83);
  using Hf = gv::query::RaySphereHit<float>;
  using Hd = gv::query::RaySphereHit<double>;
  QuerySpec<Hf> f{"ray-sphere-hit/f32", typical_ray_sphere_hit<float>, per_case_number<Hf, plain_ray_sphere_t<float>>};
  f.core = core_numbers<Hf>;
  QuerySpec<Hd> d{"ray-sphere-hit/f64", typical_ray_sphere_hit<double>,
                  per_case_number<Hd, plain_ray_sphere_t<double>>};
  d.core = core_numbers<Hd>;
  register_query<Hf>(f, 97);
  register_query<Hd>(d, 97);
}

GVBENCH_QUERY_SOURCE(register_ray_sphere);

}  // namespace gvbench
