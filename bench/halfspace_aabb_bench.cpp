// SPDX-License-Identifier: MIT
// Half-space-AABB: the certified core against the p-vertex test of frustum
// culling (three.js Frustum.intersectsBox, as transcribed in specimens/) and
// the exact oracle.
#include "flat_bench_common.h"
#include "geoverify/specimens/zoo_threejs_frustum.h"

namespace gvbench {
namespace {

template <class T>
bool plain_p_vertex(const gv::query::HalfspaceAabb<T>& c) {
  namespace t = gv::specimens::threejs;
  const gv::Halfspace<T>& h = c.halfspace;
  const t::Plane<T> plane{{-h.n.x, -h.n.y, -h.n.z}, -h.d};
  const t::Box3<T> box{{c.box.min.x, c.box.min.y, c.box.min.z}, {c.box.max.x, c.box.max.y, c.box.max.z}};
  return t::intersectsBox<T>(&plane, 1, box);
}

/// Boxes of half size 1..10 centred in [-50, 50]^3 and unit-normal
/// half-spaces whose boundary lies 0..12 from the centre, either side.
template <class T>
std::vector<gv::query::HalfspaceAabb<T>> typical_halfspace_aabb() {
  gv::gen::Prng rng(43);
  std::vector<gv::query::HalfspaceAabb<T>> v;
  for (int i = 0; i < cases(); ++i) {
    gv::query::HalfspaceAabb<T> q{};
    gv::Vec3<T> c{};
    for (int m = 0; m < 3; ++m) {
      const T ctr = T(50) * gv::gen::unit_real<T>(rng), h = T(1) + T(9) * std::fabs(gv::gen::unit_real<T>(rng));
      gv::set(c, m, ctr);
      gv::set(q.box.min, m, ctr - h);
      gv::set(q.box.max, m, ctr + h);
    }
    q.halfspace.n = flat_normal<T>(rng, i);
    q.halfspace.d = T(12) * gv::gen::unit_real<T>(rng) - (q.halfspace.n.x * c.x + q.halfspace.n.y * c.y +
                                                             q.halfspace.n.z * c.z);
    v.push_back(q);
  }
  return v;
}

}  // namespace

void register_halfspace_aabb() {
  using Hf = gv::query::HalfspaceAabb<float>;
  using Hd = gv::query::HalfspaceAabb<double>;
  register_query<Hf>({"halfspace-aabb/f32", typical_halfspace_aabb<float>, per_case<Hf, plain_p_vertex<float>>}, 73);
  register_query<Hd>({"halfspace-aabb/f64", typical_halfspace_aabb<double>, per_case<Hd, plain_p_vertex<double>>}, 73);
}

GVBENCH_QUERY_SOURCE(register_halfspace_aabb);

}  // namespace gvbench
