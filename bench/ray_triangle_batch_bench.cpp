// SPDX-License-Identifier: MIT
// Ray-triangle batches (core/ray_triangle_batch.h): one ray against the 4 or 8
// triangles of a BVH leaf, the certified gv::hit_mask against Moller-Trumbore
// (1997, two-sided, t >= 0) over the same structure-of-arrays leaf, written
// as a branchless loop over the lanes that the compiler vectorises, on the
// vector path this build selects (gv::batch_path()). Rows
// "ray-triangle/<type>/batch4" and ".../batch8"; items are ray-triangle
// pairs, so ns per case compares with the scalar rows.
#include <cmath>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "bench.h"
#include "geoverify/core/ray_triangle_batch.h"

namespace gvbench {
namespace {

template <class T, int N>
struct Leaf {
  gv::Ray<T> ray;
  gv::TriangleBatch<T, N> tris;
};

/// Per leaf: N triangles of edge about 1..10 around a centre in [-50, 50]^3
/// (offsets up to 8 per axis), and a ray from an origin in [-100, 100]^3
/// aimed near the centre; about a quarter of the pairs hit.
template <class T, int N>
std::vector<Leaf<T, N>> leaves() {
  gv::gen::Prng rng(91 + N);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  std::vector<Leaf<T, N>> v;
  const int count = cases() / N > 0 ? cases() / N : 1;
  for (int i = 0; i < count; ++i) {
    Leaf<T, N> leaf{};
    const gv::Vec3<T> c{T(50) * u(), T(50) * u(), T(50) * u()};
    for (int k = 0; k < N; ++k) {
      const T r = T(1) + T(9) * std::fabs(u());
      const T cx = c.x + T(8) * u(), cy = c.y + T(8) * u(), cz = c.z + T(8) * u();
      gv::Vec3<T> p[3];
      for (auto& q : p) {
        const T x = cx + r * u(), y = cy + r * u(), z = cz + r * u();
        q = {x, y, z};
      }
      gv::set_triangle(leaf.tris, k, {p[0], p[1], p[2]});
    }
    const gv::Vec3<T> o{T(100) * u(), T(100) * u(), T(100) * u()};
    const T dx = c.x + T(8) * u() - o.x, dy = c.y + T(8) * u() - o.y, dz = c.z + T(8) * u() - o.z;
    leaf.ray = {o, {dx, dy, dz}, T(0), std::numeric_limits<T>::infinity()};
    v.push_back(leaf);
  }
  return v;
}

/// Moller-Trumbore on every lane of the leaf, in T, without branches:
/// two-sided (|det| > eps), hits with t >= 0, eps = 1e-7 relative to nothing
/// (as the paper's code). Wrong near edges; what a plain leaf test costs.
template <class T, int N>
unsigned plain_leaf(const Leaf<T, N>& l) noexcept {
  const gv::Ray<T>& r = l.ray;
  unsigned m = 0;
  for (int k = 0; k < N; ++k) {
    const T e1x = l.tris.x[1][k] - l.tris.x[0][k], e1y = l.tris.y[1][k] - l.tris.y[0][k],
            e1z = l.tris.z[1][k] - l.tris.z[0][k];
    const T e2x = l.tris.x[2][k] - l.tris.x[0][k], e2y = l.tris.y[2][k] - l.tris.y[0][k],
            e2z = l.tris.z[2][k] - l.tris.z[0][k];
    const T px = r.dir.y * e2z - r.dir.z * e2y, py = r.dir.z * e2x - r.dir.x * e2z, pz = r.dir.x * e2y - r.dir.y * e2x;
    const T det = e1x * px + e1y * py + e1z * pz;
    const T inv = T(1) / det;
    const T sx = r.o.x - l.tris.x[0][k], sy = r.o.y - l.tris.y[0][k], sz = r.o.z - l.tris.z[0][k];
    const T bu = (sx * px + sy * py + sz * pz) * inv;
    const T qx = sy * e1z - sz * e1y, qy = sz * e1x - sx * e1z, qz = sx * e1y - sy * e1x;
    const T bv = (r.dir.x * qx + r.dir.y * qy + r.dir.z * qz) * inv;
    const T t = (e2x * qx + e2y * qy + e2z * qz) * inv;
    const bool hit = (std::fabs(det) > T(1e-7)) & (bu >= T(0)) & (bv >= T(0)) & (bu + bv <= T(1)) & (t >= T(0));
    m |= static_cast<unsigned>(hit) << k;
  }
  return m;
}

template <class T, int N>
void register_leaf(const char* type) {
  register_batch_rows<Leaf<T, N>>(
      std::string("ray-triangle/") + type + "/batch" + std::to_string(N) + "/", &leaves<T, N>,
      [](const Leaf<T, N>& l) { return plain_leaf(l); },
      [](const Leaf<T, N>& l, gv::Stats* st) { return gv::hit_mask(l.ray, l.tris, st); });
}

void register_ray_triangle_batch() {
  register_leaf<float, 4>("f32");
  register_leaf<float, 8>("f32");
  register_leaf<double, 4>("f64");
  register_leaf<double, 8>("f64");
}

GVBENCH_QUERY_SOURCE(register_ray_triangle_batch);

}  // namespace
}  // namespace gvbench
