// SPDX-License-Identifier: MIT
// Plane-OBB: the certified core against Ericson's TestOBBPlane (RTCD 5.2.3,
// as transcribed in specimens/) and the exact oracle.
#include "flat_bench_common.h"
#include "geoverify/specimens/zoo_ericson_plane.h"

namespace gvbench {
namespace {

template <class T>
bool plain_test_obb_plane(const gv::query::PlaneObb<T>& c) {
  namespace r = gv::specimens::rtcd;
  const auto v = [](const gv::Vec3<T>& a) { return r::Vector<T>{a.x, a.y, a.z}; };
  return r::TestOBBPlane<T>({v(c.obb.c), {v(c.obb.u[0]), v(c.obb.u[1]), v(c.obb.u[2])},
                             {c.obb.e[0], c.obb.e[1], c.obb.e[2]}},
                            {v(c.plane.n), -c.plane.d}) != 0;
}

/// Rotated boxes (rounded rotations, half extents 1..5, centres in
/// [-50, 50]^3) and unit-normal planes at a distance of 0..8 from the centre.
template <class T>
std::vector<gv::query::PlaneObb<T>> typical_plane_obb() {
  gv::gen::Prng rng(41);
  std::vector<gv::query::PlaneObb<T>> v;
  for (int i = 0; i < cases(); ++i) {
    gv::query::PlaneObb<T> q{};
    gv::gen::random_frame<T>(rng, q.obb.u);
    for (int m = 0; m < 3; ++m) {
      gv::set(q.obb.c, m, T(50) * gv::gen::unit_real<T>(rng));
      q.obb.e[m] = T(1) + T(4) * std::fabs(gv::gen::unit_real<T>(rng));
    }
    q.plane.n = flat_normal<T>(rng, i);
    const T dist = T(8) * gv::gen::unit_real<T>(rng);
    q.plane.d = dist - (q.plane.n.x * q.obb.c.x + q.plane.n.y * q.obb.c.y + q.plane.n.z * q.obb.c.z);
    v.push_back(q);
  }
  return v;
}

}  // namespace

void register_plane_obb() {
  using Pf = gv::query::PlaneObb<float>;
  using Pd = gv::query::PlaneObb<double>;
  register_query<Pf>({"plane-obb/f32", typical_plane_obb<float>, per_case<Pf, plain_test_obb_plane<float>>}, 71);
  register_query<Pd>({"plane-obb/f64", typical_plane_obb<double>, per_case<Pd, plain_test_obb_plane<double>>}, 71);
}

GVBENCH_QUERY_SOURCE(register_plane_obb);

}  // namespace gvbench
