// SPDX-License-Identifier: MIT
// geoverify generators: rays aimed at a closed mesh (query/mesh.h) where a
// ray caster leaks or lies -- through shared vertices and edges, grazing the
// silhouette, starting on the surface or inside the solid.
//
// Aims are computed in double from the mesh's stored (rounded) vertices and
// the direction is rounded once to T, so a ray aimed at an edge passes
// within that rounding of it: a hair to one side or the other, where a
// caster with inconsistent edge tests lets it slip between the two
// triangles. On the exact grid meshes (seed 0, octahedron and boxes at a
// power-of-two scale) with a grid origin the aim is exact: the ray passes
// through the vertex or edge point itself.
#ifndef GEOVERIFY_GEN_MESH_RAYS_H
#define GEOVERIFY_GEN_MESH_RAYS_H

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>

#include "geoverify/core/shapes.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/mesh.h"

namespace gv {
namespace gen {

/// How a ray meets a mesh.
enum MeshAim : int {
  kAimVertex = 0,   ///< from outside through a vertex (shared by several triangles)
  kAimEdge,         ///< from outside through a point of an edge
  kAimGrazing,      ///< through a vertex, along a direction tangent to the surface there
  kAimOnSurface,    ///< from a vertex or an edge point, into or away from the solid
  kAimInside,       ///< from a point well inside the solid, any direction
  kAimRandom,       ///< from anywhere near the mesh, any direction
  kAimZeroDir,      ///< a point-like ray (dir == 0) on a vertex or near the mesh
  kMeshAims
};

namespace detail {

template <class T>
std::array<double, 3> vertex_d(const query::IndexedMesh<T>& m, std::size_t v) {
  return {static_cast<double>(m.vertices[3 * v]), static_cast<double>(m.vertices[3 * v + 1]),
          static_cast<double>(m.vertices[3 * v + 2])};
}

/// The centre and the half-diagonal of the mesh's bounding box.
template <class T>
void mesh_box(const query::IndexedMesh<T>& m, std::array<double, 3>& centre, double& radius) {
  if (m.vertices.empty()) {
    centre = {0, 0, 0};
    radius = 0;
    return;
  }
  double lo[3], hi[3];
  for (int k = 0; k < 3; ++k) lo[k] = hi[k] = static_cast<double>(m.vertices[k]);
  for (std::size_t i = 0; i < m.vertices.size(); ++i) {
    const double x = static_cast<double>(m.vertices[i]);
    lo[i % 3] = x < lo[i % 3] ? x : lo[i % 3];
    hi[i % 3] = x > hi[i % 3] ? x : hi[i % 3];
  }
  radius = 0;
  for (int k = 0; k < 3; ++k) {
    centre[k] = lo[k] / 2 + hi[k] / 2;
    radius += (hi[k] / 2 - lo[k] / 2) * (hi[k] / 2 - lo[k] / 2);
  }
  radius = std::sqrt(radius);
}

template <class Src>
std::array<double, 3> unit_dir(Src& src) {
  for (;;) {
    const std::array<double, 3> d{unit_real<double>(src), unit_real<double>(src), unit_real<double>(src)};
    const double n = std::sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
    if (n > 0.1 && n <= 1) return {d[0] / n, d[1] / n, d[2] / n};
  }
}

template <class T>
Vec3<T> to_t(const std::array<double, 3>& p) {
  return {static_cast<T>(p[0]), static_cast<T>(p[1]), static_cast<T>(p[2])};
}

}  // namespace detail

/// A mesh with its bounding box's centre and half-diagonal, measured once
/// (mesh_ray() aims many rays at one mesh).
template <class T>
struct MeshTarget {
  const query::IndexedMesh<T>* mesh = nullptr;
  std::array<double, 3> centre{};
  double radius = 1;
};

template <class T>
MeshTarget<T> mesh_target(const query::IndexedMesh<T>& m) {
  MeshTarget<T> t;
  t.mesh = &m;
  detail::mesh_box(m, t.centre, t.radius);
  if (!(t.radius > 0) || !std::isfinite(t.radius)) t.radius = 1;
  return t;
}

/// A ray of the given aim at the target's mesh (non-empty). tmin is 0 and
/// tmax +infinity.
template <class T, class Src>
Ray<T> mesh_ray(Src& src, const MeshTarget<T>& target_mesh, int aim) {
  using detail::vertex_d;
  const query::IndexedMesh<T>& m = *target_mesh.mesh;
  const std::array<double, 3>& c = target_mesh.centre;
  const double radius = target_mesh.radius;
  const std::size_t tris = m.triangle_count();
  const std::size_t tri = static_cast<std::size_t>(src.draw(tris));
  const std::size_t corner = static_cast<std::size_t>(src.draw(3));
  const std::size_t ia = m.indices[3 * tri + corner], ib = m.indices[3 * tri + (corner + 1) % 3];
  const std::array<double, 3> a = vertex_d(m, ia), b = vertex_d(m, ib);
  // An edge point a + s (b - a), s in {1/4, 1/2, 3/4} or random: dyadic s keeps
  // grid points on the grid.
  auto edge_point = [&]() {
    const double s = one_in(src, 2) ? static_cast<double>(int_in(src, 1, 3)) / 4 : (unit_real<double>(src) + 1) / 2;
    return std::array<double, 3>{a[0] + s * (b[0] - a[0]), a[1] + s * (b[1] - a[1]), a[2] + s * (b[2] - a[2])};
  };
  // An origin outside: the target pushed out from the centre by 1 to 4 radii,
  // in a random direction on the target's side; on the grid meshes at a
  // grid-aligned distance (an integer multiple of a power of two near the radius).
  auto outside_towards = [&](const std::array<double, 3>& target) {
    std::array<double, 3> u = detail::unit_dir(src);
    double side = 0;
    for (int k = 0; k < 3; ++k) side += u[k] * (target[k] - c[k]);
    if (side < 0) {
      for (double& x : u) x = -x;
    }
    const double dist = radius * (1 + 3 * (unit_real<double>(src) + 1) / 2);
    std::array<double, 3> o;
    for (int k = 0; k < 3; ++k) o[k] = target[k] + dist * u[k];
    return o;
  };
  Ray<T> r;
  std::array<double, 3> o{}, target{};
  switch (aim) {
    case kAimVertex:
    case kAimEdge: {
      target = aim == kAimVertex ? a : edge_point();
      o = outside_towards(target);
      if (one_in(src, 2)) {
        // A grid origin: target plus integer steps, exact on grid meshes.
        for (int k = 0; k < 3; ++k) o[k] = target[k] + std::round(o[k] - target[k]);
      }
      r.o = detail::to_t<T>(o);
      for (int k = 0; k < 3; ++k) o[k] = static_cast<double>(get(r.o, k));
      r.dir = detail::to_t<T>({target[0] - o[0], target[1] - o[1], target[2] - o[2]});
      break;
    }
    case kAimGrazing: {
      // Tangent at vertex a: perpendicular to a - c (the sphere's normal; on
      // the boxes and fans a plane of silhouette directions).
      const std::array<double, 3> n{a[0] - c[0], a[1] - c[1], a[2] - c[2]};
      const std::array<double, 3> u = detail::unit_dir(src);
      const std::array<double, 3> t{n[1] * u[2] - n[2] * u[1], n[2] * u[0] - n[0] * u[2], n[0] * u[1] - n[1] * u[0]};
      const double len = std::sqrt(t[0] * t[0] + t[1] * t[1] + t[2] * t[2]);
      if (!(len > 0)) return mesh_ray<T>(src, target_mesh, kAimVertex);
      const double dist = radius * (0.5 + (unit_real<double>(src) + 1));
      for (int k = 0; k < 3; ++k) o[k] = a[k] - dist * t[k] / len;
      r.o = detail::to_t<T>(o);
      for (int k = 0; k < 3; ++k) o[k] = static_cast<double>(get(r.o, k));
      r.dir = detail::to_t<T>({a[0] - o[0], a[1] - o[1], a[2] - o[2]});
      break;
    }
    case kAimOnSurface: {
      o = one_in(src, 2) ? a : edge_point();
      r.o = detail::to_t<T>(o);
      const std::array<double, 3> u = detail::unit_dir(src);
      r.dir = detail::to_t<T>({u[0] * radius, u[1] * radius, u[2] * radius});
      break;
    }
    case kAimInside: {
      for (int k = 0; k < 3; ++k) o[k] = c[k] + radius * 0.05 * unit_real<double>(src);
      r.o = detail::to_t<T>(o);
      if (one_in(src, 2)) {
        // At a vertex or edge point from inside: the leak rays of a star-shaped mesh.
        target = one_in(src, 2) ? a : edge_point();
        r.dir = detail::to_t<T>({target[0] - o[0], target[1] - o[1], target[2] - o[2]});
      } else {
        const std::array<double, 3> u = detail::unit_dir(src);
        r.dir = detail::to_t<T>(u);
      }
      break;
    }
    case kAimZeroDir: {
      o = one_in(src, 2) ? a : std::array<double, 3>{c[0] + radius * unit_real<double>(src),
                                                    c[1] + radius * unit_real<double>(src),
                                                    c[2] + radius * unit_real<double>(src)};
      r.o = detail::to_t<T>(o);
      r.dir = {T(0), T(0), T(0)};
      break;
    }
    default: {
      for (int k = 0; k < 3; ++k) o[k] = c[k] + 2 * radius * unit_real<double>(src);
      r.o = detail::to_t<T>(o);
      const std::array<double, 3> u = detail::unit_dir(src);
      r.dir = detail::to_t<T>(u);
      break;
    }
  }
  for (int k = 0; k < 3; ++k) {
    if (!std::isfinite(get(r.o, k)) || !std::isfinite(get(r.dir, k))) {
      r.o = {T(0), T(0), T(0)};  // out of T's range: a harmless valid ray instead
      r.dir = {T(1), T(0), T(0)};
      break;
    }
  }
  return r;
}

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_MESH_RAYS_H
