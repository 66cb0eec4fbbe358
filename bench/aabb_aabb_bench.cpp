// SPDX-License-Identifier: MIT
// AABB-AABB: the certified core against the plain min/max test every broad
// phase writes (C. Ericson, Real-Time Collision Detection, 2005, section
// 4.2.1, min-max form: closed comparisons, exact on its own but without the
// relation or the validity check) and the exact oracle. The core has no exact
// stage (its comparisons are exact), so there is no exact-fallback family.
#include <cmath>

#include "bench.h"

namespace gvbench {
namespace {

/// The textbook test: separated on some axis, else intersecting.
template <class T>
bool plain_min_max(const gv::query::AabbAabb<T>& c) {
  const gv::Aabb<T>& a = c.a;
  const gv::Aabb<T>& b = c.b;
  if (a.max.x < b.min.x || a.min.x > b.max.x) return false;
  if (a.max.y < b.min.y || a.min.y > b.max.y) return false;
  if (a.max.z < b.min.z || a.min.z > b.max.z) return false;
  return true;
}

/// Boxes of half size 1..10 centred in [-15, 15]^3: about half of the pairs
/// intersect.
template <class T>
std::vector<gv::query::AabbAabb<T>> typical_aabb_aabb() {
  gv::gen::Prng rng(29);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  auto box = [&] {
    const gv::Vec3<T> c{T(15) * u(), T(15) * u(), T(15) * u()};
    const gv::Vec3<T> h{T(1) + T(9) * std::fabs(u()), T(1) + T(9) * std::fabs(u()), T(1) + T(9) * std::fabs(u())};
    return gv::Aabb<T>{{c.x - h.x, c.y - h.y, c.z - h.z}, {c.x + h.x, c.y + h.y, c.z + h.z}};
  };
  std::vector<gv::query::AabbAabb<T>> v;
  for (int i = 0; i < cases(); ++i) {
    gv::query::AabbAabb<T> q{};
    q.a = box();
    q.b = box();
    v.push_back(q);
  }
  return v;
}

}  // namespace

void register_aabb_aabb() {
  using Af = gv::query::AabbAabb<float>;
  using Ad = gv::query::AabbAabb<double>;
  QuerySpec<Af> f{"aabb-aabb/f32", typical_aabb_aabb<float>, per_case<Af, plain_min_max<float>>};
  QuerySpec<Ad> d{"aabb-aabb/f64", typical_aabb_aabb<double>, per_case<Ad, plain_min_max<double>>};
  register_query<Af>(f, 67);
  register_query<Ad>(d, 67);
}
GVBENCH_QUERY_SOURCE(register_aabb_aabb);

}  // namespace gvbench
