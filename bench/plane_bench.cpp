// SPDX-License-Identifier: MIT
// Plane-AABB and plane-sphere (seed 000): the certified core against the plain
// float routine it replaces and the exact oracle.
#include <cmath>

#include "bench.h"
#include "cgal_peer.h"
#include "textbook_plane_box.h"  // examples/

namespace gvbench {
namespace {

/// Ericson, Real-Time Collision Detection 5.2.3 (TestAABBPlane), with the
/// plane as n.x + d = 0: project the box's half extents on n. The routine the
/// examples and the fuzz self-test check (examples/textbook_plane_box.h).
template <class T>
bool plain_plane_aabb(const gv::query::PlaneAabb<T>& c) noexcept {
  return textbook_plane_box(c.plane, c.box);
}

/// |n.c + d| <= r |n|, in T.
template <class T>
bool plain_plane_sphere(const gv::query::PlaneSphere<T>& c) noexcept {
  const gv::Plane<T>& p = c.plane;
  const T dist = p.n.x * c.sphere.c.x + p.n.y * c.sphere.c.y + p.n.z * c.sphere.c.z + p.d;
  return std::fabs(dist) <= c.sphere.r * std::sqrt(p.n.x * p.n.x + p.n.y * p.n.y + p.n.z * p.n.z);
}

/// A unit normal; every fourth one axis-aligned (exact zeros, as real scenes have).
template <class T>
gv::Vec3<T> unit_normal(gv::gen::Prng& rng, int i) {
  if (i % 4 == 0) {
    gv::Vec3<T> n{T(0), T(0), T(0)};
    gv::set(n, (i / 4) % 3, (i / 12) % 2 ? T(-1) : T(1));
    return n;
  }
  for (;;) {
    const gv::Vec3<T> v{gv::gen::unit_real<T>(rng), gv::gen::unit_real<T>(rng), gv::gen::unit_real<T>(rng)};
    const T len = std::sqrt(v.x * v.x + v.y * v.y + v.z * v.z);
    if (len > T(0.1)) return {v.x / len, v.y / len, v.z / len};
  }
}

/// Unit normals, shapes of half size 1..11 around the plane within +-20.
template <class T>
std::vector<gv::query::PlaneAabb<T>> typical_plane_aabb() {
  gv::gen::Prng rng(7);
  std::vector<gv::query::PlaneAabb<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const gv::Vec3<T> n = unit_normal<T>(rng, i);
    const gv::Vec3<T> c{T(100) * gv::gen::unit_real<T>(rng), T(100) * gv::gen::unit_real<T>(rng),
                        T(100) * gv::gen::unit_real<T>(rng)};
    const T h = T(1) + T(10) * std::fabs(gv::gen::unit_real<T>(rng));
    const T d = -(n.x * c.x + n.y * c.y + n.z * c.z) + T(20) * gv::gen::unit_real<T>(rng);
    v.push_back({{n, d}, {{c.x - h, c.y - h, c.z - h}, {c.x + h, c.y + h, c.z + h}}});
  }
  return v;
}

template <class T>
std::vector<gv::query::PlaneSphere<T>> typical_plane_sphere() {
  gv::gen::Prng rng(8);
  std::vector<gv::query::PlaneSphere<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const gv::Vec3<T> n = unit_normal<T>(rng, i);
    const gv::Vec3<T> c{T(100) * gv::gen::unit_real<T>(rng), T(100) * gv::gen::unit_real<T>(rng),
                        T(100) * gv::gen::unit_real<T>(rng)};
    const T r = T(1) + T(10) * std::fabs(gv::gen::unit_real<T>(rng));
    const T d = -(n.x * c.x + n.y * c.y + n.z * c.z) + T(20) * gv::gen::unit_real<T>(rng);
    v.push_back({{n, d}, {c, r}});
  }
  return v;
}

}  // namespace

void register_plane() {
  using PAf = gv::query::PlaneAabb<float>;
  using PAd = gv::query::PlaneAabb<double>;
  using PSf = gv::query::PlaneSphere<float>;
  using PSd = gv::query::PlaneSphere<double>;
  register_query<PAf>({"plane-aabb/f32", typical_plane_aabb<float>, per_case<PAf, plain_plane_aabb<float>>, cgal_runner<PAf>()}, 42);
  register_query<PAd>({"plane-aabb/f64", typical_plane_aabb<double>, per_case<PAd, plain_plane_aabb<double>>, cgal_runner<PAd>()}, 42);
  register_query<PSf>({"plane-sphere/f32", typical_plane_sphere<float>, per_case<PSf, plain_plane_sphere<float>>}, 42);
  register_query<PSd>({"plane-sphere/f64", typical_plane_sphere<double>, per_case<PSd, plain_plane_sphere<double>>}, 42);
}

GVBENCH_QUERY_SOURCE(register_plane);

}  // namespace gvbench
