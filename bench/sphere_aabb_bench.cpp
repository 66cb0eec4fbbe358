// SPDX-License-Identifier: MIT
// Sphere-AABB: the certified core against Arvo's squared-distance clamp
// (Graphics Gems, 1990, as transcribed in specimens/; the broad phase of
// nearly every engine) and the exact oracle.
#include <cmath>

#include "bench.h"
#include "cgal_peer.h"
#include "geoverify/specimens/zoo_arvo_sphere_box.h"

namespace gvbench {
namespace {

template <class T>
bool plain_arvo(const gv::query::SphereAabb<T>& c) {
  const T bmin[3] = {c.box.min.x, c.box.min.y, c.box.min.z};
  const T bmax[3] = {c.box.max.x, c.box.max.y, c.box.max.z};
  const T centre[3] = {c.sphere.c.x, c.sphere.c.y, c.sphere.c.z};
  return gv::specimens::arvo::Box_Sphere_Intersect<T>(3, bmin, bmax, centre, c.sphere.r, 3) != 0;
}

/// Balls of radius 1..10 with centres in [-100, 100]^3 against boxes of half
/// size 1..10 centred in [-50, 50]^3, moved towards the ball until about half
/// of the pairs intersect.
template <class T>
std::vector<gv::query::SphereAabb<T>> typical_sphere_aabb() {
  gv::gen::Prng rng(23);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  std::vector<gv::query::SphereAabb<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const gv::Vec3<T> s{T(20) * u(), T(20) * u(), T(20) * u()};
    const T r = T(1) + T(9) * std::fabs(u());
    const gv::Vec3<T> c{s.x + T(12) * u(), s.y + T(12) * u(), s.z + T(12) * u()};
    const gv::Vec3<T> h{T(1) + T(9) * std::fabs(u()), T(1) + T(9) * std::fabs(u()), T(1) + T(9) * std::fabs(u())};
    gv::query::SphereAabb<T> q{};
    q.sphere = {s, r};
    q.box = {{c.x - h.x, c.y - h.y, c.z - h.z}, {c.x + h.x, c.y + h.y, c.z + h.z}};
    v.push_back(q);
  }
  return v;
}

}  // namespace

void register_sphere_aabb() {
  using Sf = gv::query::SphereAabb<float>;
  using Sd = gv::query::SphereAabb<double>;
  register_query<Sf>({"sphere-aabb/f32", typical_sphere_aabb<float>, per_case<Sf, plain_arvo<float>>, cgal_runner<Sf>()}, 61);
  register_query<Sd>({"sphere-aabb/f64", typical_sphere_aabb<double>, per_case<Sd, plain_arvo<double>>, cgal_runner<Sd>()}, 61);
}

GVBENCH_QUERY_SOURCE(register_sphere_aabb);

}  // namespace gvbench
