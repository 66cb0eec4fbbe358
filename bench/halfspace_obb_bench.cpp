// SPDX-License-Identifier: MIT
// Half-space-OBB: the certified core against the culling form of Ericson's
// TestOBBPlane (s > r, as transcribed in specimens/) and the exact oracle.
#include "flat_bench_common.h"
#include "geoverify/specimens/zoo_ericson_plane.h"

namespace gvbench {
namespace {

template <class T>
bool plain_obb_cull(const gv::query::HalfspaceObb<T>& c) {
  namespace r = gv::specimens::rtcd;
  const auto v = [](const gv::Vec3<T>& a) { return r::Vector<T>{a.x, a.y, a.z}; };
  return !r::OBBOutsidePlane<T>({v(c.obb.c), {v(c.obb.u[0]), v(c.obb.u[1]), v(c.obb.u[2])},
                                 {c.obb.e[0], c.obb.e[1], c.obb.e[2]}},
                                {v(c.halfspace.n), -c.halfspace.d});
}

/// Rotated boxes (rounded rotations, half extents 1..5, centres in
/// [-50, 50]^3) and unit-normal half-spaces whose boundary lies 0..8 from
/// the centre, either side.
template <class T>
std::vector<gv::query::HalfspaceObb<T>> typical_halfspace_obb() {
  gv::gen::Prng rng(45);
  std::vector<gv::query::HalfspaceObb<T>> v;
  for (int i = 0; i < cases(); ++i) {
    gv::query::HalfspaceObb<T> q{};
    gv::gen::random_frame<T>(rng, q.obb.u);
    for (int m = 0; m < 3; ++m) {
      gv::set(q.obb.c, m, T(50) * gv::gen::unit_real<T>(rng));
      q.obb.e[m] = T(1) + T(4) * std::fabs(gv::gen::unit_real<T>(rng));
    }
    q.halfspace.n = flat_normal<T>(rng, i);
    q.halfspace.d = T(8) * gv::gen::unit_real<T>(rng) -
                    (q.halfspace.n.x * q.obb.c.x + q.halfspace.n.y * q.obb.c.y + q.halfspace.n.z * q.obb.c.z);
    v.push_back(q);
  }
  return v;
}

}  // namespace

void register_halfspace_obb() {
  using Hf = gv::query::HalfspaceObb<float>;
  using Hd = gv::query::HalfspaceObb<double>;
  register_query<Hf>({"halfspace-obb/f32", typical_halfspace_obb<float>, per_case<Hf, plain_obb_cull<float>>}, 75);
  register_query<Hd>({"halfspace-obb/f64", typical_halfspace_obb<double>, per_case<Hd, plain_obb_cull<double>>}, 75);
}

GVBENCH_QUERY_SOURCE(register_halfspace_obb);

}  // namespace gvbench
