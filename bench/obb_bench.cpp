// SPDX-License-Identifier: MIT
// OBB-sphere (seed 002) and OBB-OBB (seed 003): the certified core against the
// plain float routines a user would write and the exact oracle. CGAL has no
// oriented box, so these rows have no cgal column. The seed 002 specimen
// itself is timed in a row of its own (obb-sphere-seed002/f32).
#include <cmath>

#include "bench.h"
#include "geoverify/gen/frames.h"
#include "geoverify/specimens/seed002_obb_sphere.h"

namespace gvbench {
namespace {

template <class T>
T dot3(const gv::Vec3<T>& a, const gv::Vec3<T>& b) noexcept {
  return a.x * b.x + a.y * b.y + a.z * b.z;
}

/// Ericson, Real-Time Collision Detection 4.4.1 (TestOBBOBB), in T: b's
/// frame and centre expressed in a's, the absolute rotation padded by an
/// epsilon (1e-6, as Jolt pads it) against near-parallel edges, then the 15
/// separating axes: a's 3 face normals, b's 3, the 9 edge-edge cross
/// products. The axes are taken as orthonormal (the routine's precondition).
template <class T>
bool plain_ericson_obb_obb(const gv::query::ObbObb<T>& c) noexcept {
  const gv::Obb<T>& a = c.a;
  const gv::Obb<T>& b = c.b;
  const T eps = T(1e-6);
  T R[3][3], AbsR[3][3];
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) {
      R[i][j] = dot3(a.u[i], b.u[j]);
      AbsR[i][j] = std::fabs(R[i][j]) + eps;
    }
  }
  const gv::Vec3<T> d{b.c.x - a.c.x, b.c.y - a.c.y, b.c.z - a.c.z};
  const T t[3] = {dot3(d, a.u[0]), dot3(d, a.u[1]), dot3(d, a.u[2])};
  // a's axes
  for (int i = 0; i < 3; ++i) {
    const T ra = a.e[i];
    const T rb = b.e[0] * AbsR[i][0] + b.e[1] * AbsR[i][1] + b.e[2] * AbsR[i][2];
    if (std::fabs(t[i]) > ra + rb) return false;
  }
  // b's axes
  for (int j = 0; j < 3; ++j) {
    const T ra = a.e[0] * AbsR[0][j] + a.e[1] * AbsR[1][j] + a.e[2] * AbsR[2][j];
    const T rb = b.e[j];
    if (std::fabs(t[0] * R[0][j] + t[1] * R[1][j] + t[2] * R[2][j]) > ra + rb) return false;
  }
  // a_i x b_j, with (i, i1, i2) and (j, j1, j2) cyclic
  static constexpr int kNext[3] = {1, 2, 0};
  static constexpr int kPrev[3] = {2, 0, 1};
  for (int i = 0; i < 3; ++i) {
    const int i1 = kNext[i], i2 = kPrev[i];
    for (int j = 0; j < 3; ++j) {
      const int j1 = kNext[j], j2 = kPrev[j];
      const T ra = a.e[i1] * AbsR[i2][j] + a.e[i2] * AbsR[i1][j];
      const T rb = b.e[j1] * AbsR[i][j2] + b.e[j2] * AbsR[i][j1];
      if (std::fabs(t[i2] * R[i1][j] - t[i1] * R[i2][j]) > ra + rb) return false;
    }
  }
  return true;
}

/// Ericson, Real-Time Collision Detection 5.1.4 (ClosestPtPointOBB) and
/// 5.2.5: the sphere's centre clamped into the box along each axis, then the
/// squared distance to that closest point against r^2, in T. The axes are
/// taken as orthonormal (the routine's precondition).
template <class T>
bool plain_clamp_obb_sphere(const gv::query::ObbSphere<T>& c) noexcept {
  const gv::Obb<T>& b = c.obb;
  const gv::Vec3<T>& p = c.sphere.c;
  const gv::Vec3<T> d{p.x - b.c.x, p.y - b.c.y, p.z - b.c.z};
  gv::Vec3<T> q = b.c;
  for (int i = 0; i < 3; ++i) {
    T dist = dot3(d, b.u[i]);
    if (dist > b.e[i]) dist = b.e[i];
    if (dist < -b.e[i]) dist = -b.e[i];
    q = {q.x + dist * b.u[i].x, q.y + dist * b.u[i].y, q.z + dist * b.u[i].z};
  }
  const gv::Vec3<T> v{p.x - q.x, p.y - q.y, p.z - q.z};
  return dot3(v, v) <= c.sphere.r * c.sphere.r;
}

/// The seed 002 specimen through its public function (float only; the
/// conversion to its Vector3 is part of the call, as in its registry entry).
bool plain_seed002_obb_sphere(const gv::query::ObbSphere<float>& c) {
  using gv::specimens::seed002::Vector3;
  const gv::Obb<float>& b = c.obb;
  const Vector3 axes[3] = {{b.u[0].x, b.u[0].y, b.u[0].z}, {b.u[1].x, b.u[1].y, b.u[1].z},
                           {b.u[2].x, b.u[2].y, b.u[2].z}};
  return gv::specimens::seed002::ObbSphereCollisionDetect({b.c.x, b.c.y, b.c.z}, axes, {b.e[0], b.e[1], b.e[2]},
                                                          {c.sphere.c.x, c.sphere.c.y, c.sphere.c.z}, c.sphere.r);
}

/// A box centred at c: a random rotation rounded to T, half extents in [0.5, 5].
template <class T>
gv::Obb<T> random_obb(gv::gen::Prng& rng, const gv::Vec3<T>& c) {
  gv::Obb<T> b{};
  b.c = c;
  gv::gen::random_frame<T>(rng, b.u);
  for (T& e : b.e) e = T(2.75) + T(2.25) * gv::gen::unit_real<T>(rng);
  return b;
}

/// First boxes centred in [-50, 50]^3; the second box's centre within
/// [-7.25, 7.25]^3 of the first's (a Monte Carlo estimate puts about half the
/// pairs in contact at that size).
template <class T>
std::vector<gv::query::ObbObb<T>> typical_obb_obb() {
  gv::gen::Prng rng(12);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  std::vector<gv::query::ObbObb<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const gv::Vec3<T> ca{T(50) * u(), T(50) * u(), T(50) * u()};
    const gv::Vec3<T> cb{ca.x + T(7.25) * u(), ca.y + T(7.25) * u(), ca.z + T(7.25) * u()};
    const gv::Obb<T> a = random_obb<T>(rng, ca);
    const gv::Obb<T> b = random_obb<T>(rng, cb);
    v.push_back({a, b});
  }
  return v;
}

/// Boxes centred in [-50, 50]^3; spheres of radius in [0.5, 5] centred within
/// [-6.25, 6.25]^3 of the box's centre (about half of them in contact).
template <class T>
std::vector<gv::query::ObbSphere<T>> typical_obb_sphere() {
  gv::gen::Prng rng(11);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  std::vector<gv::query::ObbSphere<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const gv::Vec3<T> cb{T(50) * u(), T(50) * u(), T(50) * u()};
    const gv::Obb<T> b = random_obb<T>(rng, cb);
    const gv::Vec3<T> cs{cb.x + T(6.25) * u(), cb.y + T(6.25) * u(), cb.z + T(6.25) * u()};
    const T r = T(2.75) + T(2.25) * u();
    v.push_back({b, {cs, r}});
  }
  return v;
}

}  // namespace

void register_obb() {
  using OSf = gv::query::ObbSphere<float>;
  using OSd = gv::query::ObbSphere<double>;
  using OOf = gv::query::ObbObb<float>;
  using OOd = gv::query::ObbObb<double>;
  // No cgal column (nullptr): CGAL has no oriented box.
  register_query<OSf>(
      {"obb-sphere/f32", typical_obb_sphere<float>, per_case<OSf, plain_clamp_obb_sphere<float>>, nullptr}, 45);
  register_query<OSd>(
      {"obb-sphere/f64", typical_obb_sphere<double>, per_case<OSd, plain_clamp_obb_sphere<double>>, nullptr}, 45);
  // The seed 002 specimen on the same families; its core and oracle columns
  // repeat obb-sphere/f32's (the oracle is not measured twice).
  register_query<OSf>({"obb-sphere-seed002/f32", typical_obb_sphere<float>, per_case<OSf, plain_seed002_obb_sphere>,
                       nullptr, nullptr, false},
                      45);
  register_query<OOf>({"obb-obb/f32", typical_obb_obb<float>, per_case<OOf, plain_ericson_obb_obb<float>>, nullptr},
                      45);
  register_query<OOd>({"obb-obb/f64", typical_obb_obb<double>, per_case<OOd, plain_ericson_obb_obb<double>>, nullptr},
                      45);
}

GVBENCH_QUERY_SOURCE(register_obb);

}  // namespace gvbench
