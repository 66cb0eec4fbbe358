// SPDX-License-Identifier: MIT
// The certified ray caster (core/ray_mesh.h) against a plain float BVH
// traversal over the same tree (core/mesh_bvh.h's nodes and leaf order):
// the slab test with a precomputed reciprocal direction in T (Williams et
// al. 2005) and Moller-Trumbore (two-sided, t > 1e-7 relative to nothing),
// front to back with the same stack discipline. The mesh: the box of 91
// cells per edge, rotated (query/mesh.h: 99,372 triangles).
// Rows "ray-mesh/<type>/<family>" (closest hit) and "ray-mesh-any/..."
// (occlusion, first hit found); items are rays, so ns per case is the time
// per ray and 1e9 / ns the rays per second of one core:
//   typical        rays from outside the mesh's bounding sphere aimed at a
//                  random point of the cube of half-side 0.6 radii around its
//                  centre (most hit the box's near side), tmax infinite;
//   near-boundary  the generator's aims in turn (gen/mesh_rays.h): through
//                  shared vertices and edges, grazing, from the surface, from
//                  inside, point-like.
#include <cmath>
#include <cstdint>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "bench.h"
#include "geoverify/core/ray_mesh.h"
#include "geoverify/gen/mesh_rays.h"
#include "geoverify/query/mesh.h"

namespace gvbench {
namespace {

template <class T>
const gv::query::BuiltMesh<T>& bench_mesh() {
  static const std::unique_ptr<gv::query::BuiltMesh<T>> built = [] {
    gv::query::MeshSpec<T> s;
    s.shape = gv::query::kBox;
    s.size = 91;
    s.seed = 2026;
    s.scale_exp = -4;
    s.offset = {T(3), T(-2), T(1)};
    return gv::query::build_mesh_and_bvh(s);
  }();
  return *built;
}

template <class T>
std::vector<gv::Ray<T>> typical_rays() {
  const gv::gen::MeshTarget<T> target = gv::gen::mesh_target(bench_mesh<T>().mesh);
  const std::array<double, 3>& c = target.centre;
  const double radius = target.radius;
  gv::gen::Prng rng(77);
  std::vector<gv::Ray<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const std::array<double, 3> u = gv::gen::detail::unit_dir(rng);
    const double dist = radius * (1.5 + 2 * std::fabs(gv::gen::unit_real<double>(rng)));
    gv::Ray<T> r;
    r.o = {static_cast<T>(c[0] + dist * u[0]), static_cast<T>(c[1] + dist * u[1]), static_cast<T>(c[2] + dist * u[2])};
    double d[3];
    for (int k = 0; k < 3; ++k) {
      d[k] = c[k] + 0.6 * radius * gv::gen::unit_real<double>(rng) - static_cast<double>(gv::get(r.o, k));
    }
    r.dir = {static_cast<T>(d[0]), static_cast<T>(d[1]), static_cast<T>(d[2])};
    v.push_back(r);
  }
  return v;
}

template <class T>
std::vector<gv::Ray<T>> near_boundary_rays() {
  gv::gen::Prng rng(78);
  std::vector<gv::Ray<T>> v;
  const gv::gen::MeshTarget<T> target = gv::gen::mesh_target(bench_mesh<T>().mesh);
  for (int i = 0; i < cases(); ++i) v.push_back(gv::gen::mesh_ray<T>(rng, target, i % gv::gen::kMeshAims));
  return v;
}

/// The plain traversal: returns 1 for a hit (any = true: the first found).
template <class T>
unsigned plain_cast(const gv::MeshBvh<T>& bvh, const gv::Ray<T>& r, bool any) noexcept {
  if (bvh.node_count == 0) return 0;
  const T inv[3] = {T(1) / r.dir.x, T(1) / r.dir.y, T(1) / r.dir.z};
  const T o[3] = {r.o.x, r.o.y, r.o.z};
  T best = r.tmax;
  bool hit = false;
  auto box = [&](const gv::BvhNode<T>& n, T& entry) {
    T near = r.tmin, far = best;
    for (int k = 0; k < 3; ++k) {
      T a = (n.lo[k] - o[k]) * inv[k], b = (n.hi[k] - o[k]) * inv[k];
      if (a > b) std::swap(a, b);
      near = a > near ? a : near;
      far = b < far ? b : far;
    }
    entry = near;
    return near <= far;
  };
  std::uint32_t stack[64];
  T entries[64];
  int top = 0;
  T e0;
  if (!box(bvh.nodes[0], e0)) return 0;
  stack[top] = 0;
  entries[top++] = e0;
  while (top > 0) {
    --top;
    if (entries[top] > best) continue;
    const gv::BvhNode<T>& n = bvh.nodes[stack[top]];
    if (n.count > 0) {
      for (std::uint32_t j = n.first; j < n.first + n.count; ++j) {
        const gv::Triangle<T> tri = gv::triangle_of(bvh.mesh, bvh.order[j]);
        const T e1x = tri.p1.x - tri.p0.x, e1y = tri.p1.y - tri.p0.y, e1z = tri.p1.z - tri.p0.z;
        const T e2x = tri.p2.x - tri.p0.x, e2y = tri.p2.y - tri.p0.y, e2z = tri.p2.z - tri.p0.z;
        const T px = r.dir.y * e2z - r.dir.z * e2y, py = r.dir.z * e2x - r.dir.x * e2z,
                pz = r.dir.x * e2y - r.dir.y * e2x;
        const T det = e1x * px + e1y * py + e1z * pz;
        if (std::fabs(det) < T(1e-7)) continue;
        const T f = T(1) / det;
        const T sx = r.o.x - tri.p0.x, sy = r.o.y - tri.p0.y, sz = r.o.z - tri.p0.z;
        const T u = f * (sx * px + sy * py + sz * pz);
        if (u < T(0) || u > T(1)) continue;
        const T qx = sy * e1z - sz * e1y, qy = sz * e1x - sx * e1z, qz = sx * e1y - sy * e1x;
        const T v = f * (r.dir.x * qx + r.dir.y * qy + r.dir.z * qz);
        if (v < T(0) || u + v > T(1)) continue;
        const T t = f * (e2x * qx + e2y * qy + e2z * qz);
        if (t > T(1e-7) && t >= r.tmin && t <= best) {
          best = t;
          hit = true;
          if (any) return 1;
        }
      }
      continue;
    }
    T ea, eb;
    const bool ha = box(bvh.nodes[n.first], ea), hb = box(bvh.nodes[n.first + 1], eb);
    if (ha && hb) {
      const bool a_first = ea <= eb;
      stack[top] = a_first ? n.first + 1 : n.first;
      entries[top++] = a_first ? eb : ea;
      stack[top] = a_first ? n.first : n.first + 1;
      entries[top++] = a_first ? ea : eb;
    } else if (ha) {
      stack[top] = n.first;
      entries[top++] = ea;
    } else if (hb) {
      stack[top] = n.first + 1;
      entries[top++] = eb;
    }
  }
  return hit ? 1 : 0;
}

template <class T>
void register_mesh(const char* type) {
  for (const bool any : {false, true}) {
    const std::string query = any ? "ray-mesh-any/" : "ray-mesh/";
    const auto plain = [any](const gv::Ray<T>& r) { return plain_cast(bench_mesh<T>().bvh, r, any); };
    const auto core = [any](const gv::Ray<T>& r, gv::Stats* st) {
      const gv::MeshBvh<T>& bvh = bench_mesh<T>().bvh;
      return static_cast<unsigned>(
          gv::intersecting(any ? gv::ray_mesh_any(bvh, r, st) : gv::ray_mesh_closest(bvh, r, st).relation));
    };
    register_batch_rows<gv::Ray<T>>(query + type + "/typical/", &typical_rays<T>, plain, core);
    register_batch_rows<gv::Ray<T>>(query + type + "/near-boundary/", &near_boundary_rays<T>, plain, core);
  }
}

void register_ray_mesh() {
  register_mesh<float>("f32");
  register_mesh<double>("f64");
}

GVBENCH_QUERY_SOURCE(register_ray_mesh);

}  // namespace
}  // namespace gvbench
