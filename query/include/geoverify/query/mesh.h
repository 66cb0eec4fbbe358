// SPDX-License-Identifier: MIT
// geoverify query: the mesh shape -- a closed triangle mesh named by a small
// fixed-size MeshSpec and built from it deterministically, so that a case
// holding a mesh stays a few bytes (it is copied to workers, printed as a
// literal, read back from corpus files) while its mesh may have 100,000
// triangles.
//
// build_mesh(spec) gives vertex and index buffers (gv::TriangleMesh views
// them, core/mesh_bvh.h): the shape's local vertices in double, placed as
//   v = apply(axes, round_T(offset + 2^scale_exp * (R local)))
// with R a rotation drawn from seed (the identity when seed == 0), the sum in
// double and one rounding to T per vertex. Every triangle is wound outward
// (counter-clockwise seen from outside) and the surface is closed: every
// edge is shared by exactly two triangles, and shared vertices are one
// vertex of the buffer, so bit-identical. The shapes:
//   octahedron   the six vertices +-e_k, 8 triangles (size ignored);
//   icosphere    the icosahedron subdivided `size` times (0..6), vertices on
//                the unit sphere in double: 20 * 4^size triangles, 20 to
//                81,920;
//   box          the cube surface on the integer grid of `size` (1..91)
//                cells per edge, each cell two triangles along alternating
//                diagonals: 12 size^2 triangles, up to 99,372; coplanar
//                neighbours everywhere (exactly coplanar when seed == 0);
//   sliver-box   the same with cell widths 1 or 2^-12 (from seed, or every
//                third cell when seed == 0): slivers of aspect 4096;
//   fan          a bipyramid over a ring of `size` (3..50,000) vertices on
//                the unit circle, apexes at z = +-1: 2 size triangles, two
//                vertices of valence `size`.
// With seed == 0 and a power-of-two scale the octahedron and the boxes sit
// exactly on a grid: rays through their edges and vertices can be exact.
// Invalid specs (is_valid(MeshSpec) false): an unknown shape, a size out of
// range, axes that are not a signed permutation, a non-finite offset.
//
// The Symmetry action and power-of-two scaling act on the spec so that they
// commute with build_mesh (query/symmetry.h's metamorphic relations hold on
// mesh cases): apply(s, spec) composes s into axes and maps offset;
// scaled(spec, e) adds e to scale_exp and scales offset. May include the
// standard library and core/ only.
#ifndef GEOVERIFY_QUERY_MESH_H
#define GEOVERIFY_QUERY_MESH_H

#include <array>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <utility>
#include <string>
#include <vector>

#include "geoverify/core/mesh_bvh.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/literal.h"
#include "geoverify/query/symmetry.h"

namespace gv {
namespace query {

enum MeshShape : std::uint32_t { kOctahedron = 0, kIcosphere = 1, kBox = 2, kSliverBox = 3, kFan = 4, kMeshShapes = 5 };

/// The name of a shape, as the literal prints it.
inline const char* mesh_shape_name(std::uint32_t shape) noexcept {
  static constexpr const char* kNames[] = {"octahedron", "icosphere", "box", "sliver-box", "fan"};
  return shape < kMeshShapes ? kNames[shape] : "invalid";
}

/// A closed mesh, by its construction (see the file comment).
template <class T>
struct MeshSpec {
  std::uint32_t shape = kOctahedron;  ///< MeshShape
  std::uint32_t size = 0;             ///< the shape's parameter (file comment)
  std::uint64_t seed = 0;             ///< rotation and sliver pattern; 0: none
  std::int32_t scale_exp = 0;         ///< the local unit is 2^scale_exp
  std::int8_t perm[3] = {0, 1, 2};    ///< axes: coordinate i of the result is
  std::int8_t flip[3] = {0, 0, 0};    ///<   (flip[i] ? -1 : 1) * coordinate perm[i]
  Vec3<T> offset{T(0), T(0), T(0)};   ///< the placed centre, before axes
};

/// The range of size per shape.
inline std::uint32_t mesh_size_min(std::uint32_t shape) noexcept {
  return shape == kFan ? 3u : shape == kBox || shape == kSliverBox ? 1u : 0u;
}
inline std::uint32_t mesh_size_max(std::uint32_t shape) noexcept {
  return shape == kIcosphere ? 6u : shape == kBox || shape == kSliverBox ? 91u : shape == kFan ? 50000u : 0u;
}

template <class T>
inline bool is_valid(const MeshSpec<T>& s) noexcept {
  if (s.shape >= kMeshShapes) return false;
  if (s.shape != kOctahedron && (s.size < mesh_size_min(s.shape) || s.size > mesh_size_max(s.shape))) return false;
  if (s.scale_exp < -2000 || s.scale_exp > 2000) return false;
  bool seen[3] = {false, false, false};
  for (int i = 0; i < 3; ++i) {
    if (s.perm[i] < 0 || s.perm[i] > 2 || seen[s.perm[i]] || (s.flip[i] != 0 && s.flip[i] != 1)) return false;
    seen[s.perm[i]] = true;
  }
  return std::isfinite(s.offset.x) && std::isfinite(s.offset.y) && std::isfinite(s.offset.z);
}

/// Triangles of the spec's mesh (0 for an invalid spec), without building it.
template <class T>
inline std::size_t mesh_triangle_count(const MeshSpec<T>& s) noexcept {
  if (!is_valid(s)) return 0;
  switch (s.shape) {
    case kOctahedron: return 8;
    case kIcosphere: return std::size_t{20} << (2 * s.size);
    case kBox:
    case kSliverBox: return std::size_t{12} * s.size * s.size;
    default: return std::size_t{2} * s.size;
  }
}

template <class T>
MeshSpec<T> apply(const Symmetry& sym, const MeshSpec<T>& s) noexcept {
  MeshSpec<T> r = s;
  for (int i = 0; i < 3; ++i) {
    // (sym o axes)(v)_i = flip_sym_i * axes(v)_{perm_sym_i}
    const int j = sym.perm[i];
    r.perm[i] = s.perm[j];
    r.flip[i] = static_cast<std::int8_t>((sym.flip[i] ? 1 : 0) ^ s.flip[j]);
  }
  // offset sits inside axes: axes(offset + x) = axes(offset) + axes(x), so
  // it stays as it is.
  return r;
}

/// The spec scaled by 2^e; false when the offset does not scale exactly
/// (overflow, or lost subnormal bits) or scale_exp leaves its range.
template <class T>
bool scaled(const MeshSpec<T>& s, int e, MeshSpec<T>& out) noexcept {
  out = s;
  out.scale_exp = s.scale_exp + e;
  if (out.scale_exp < -2000 || out.scale_exp > 2000) return false;
  for (int k = 0; k < 3; ++k) {
    const T x = get(s.offset, k);
    const T y = std::ldexp(x, e);
    if (!std::isfinite(y) || std::ldexp(y, -e) != x) return false;
    set(out.offset, k, y);
  }
  return true;
}

/// The spec as a C++ declaration that rebuilds the same mesh:
///   gv::query::MeshSpec<float> mesh{1, 3, 0x2a, -4, {0, 1, 2}, {0, 0, 1}, {0x1p+0f, 0x0p+0f, 0x0p+0f}};
///   // icosphere, 1280 triangles
template <class T>
std::string declaration(const char* var, const MeshSpec<T>& s) {
  char head[160];
  std::snprintf(head, sizeof head, "gv::query::MeshSpec<%s> %s{%u, %u, 0x%llxu, %d, {%d, %d, %d}, {%d, %d, %d}, ",
                scalar_name<T>(), var, static_cast<unsigned>(s.shape), static_cast<unsigned>(s.size),
                static_cast<unsigned long long>(s.seed), static_cast<int>(s.scale_exp), s.perm[0], s.perm[1], s.perm[2],
                s.flip[0], s.flip[1], s.flip[2]);
  return head + literal(s.offset) + "};  // " + mesh_shape_name(s.shape) + ", " +
         std::to_string(mesh_triangle_count(s)) + " triangles";
}

/// A built mesh: its buffers, owned.
template <class T>
struct IndexedMesh {
  std::vector<T> vertices;              ///< x y z per vertex
  std::vector<std::uint32_t> indices;   ///< three per triangle, wound outward
  TriangleMesh<T> view() const noexcept {
    return {vertices.data(), vertices.size() / 3, indices.data(), indices.size() / 3};
  }
  std::size_t triangle_count() const noexcept { return indices.size() / 3; }
};

namespace detail {

/// splitmix64: the spec's own deterministic stream (the generators' Prng is
/// not visible from this room).
struct SpecStream {
  std::uint64_t s;
  std::uint64_t next() noexcept {
    std::uint64_t z = (s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  }
  double unit() noexcept { return static_cast<double>(next() >> 11) * 0x1p-53 * 2 - 1; }  // [-1, 1)
};

using Local = std::vector<std::array<double, 3>>;
using Faces = std::vector<std::array<std::uint32_t, 3>>;

inline void local_octahedron(Local& v, Faces& f) {
  v = {{1, 0, 0}, {-1, 0, 0}, {0, 1, 0}, {0, -1, 0}, {0, 0, 1}, {0, 0, -1}};
  for (std::uint32_t sx : {0u, 1u}) {
    for (std::uint32_t sy : {2u, 3u}) {
      for (std::uint32_t sz : {4u, 5u}) {
        const bool odd = ((sx == 1) + (sy == 3) + (sz == 5)) % 2 == 1;  // odd: (x, y, z) order is inward
        f.push_back(odd ? std::array<std::uint32_t, 3>{sx, sz, sy} : std::array<std::uint32_t, 3>{sx, sy, sz});
      }
    }
  }
}

inline void local_icosphere(std::uint32_t level, Local& v, Faces& f) {
  const double g = (1 + std::sqrt(5.0)) / 2;
  v = {{-1, g, 0}, {1, g, 0}, {-1, -g, 0}, {1, -g, 0}, {0, -1, g}, {0, 1, g},
       {0, -1, -g}, {0, 1, -g}, {g, 0, -1}, {g, 0, 1}, {-g, 0, -1}, {-g, 0, 1}};
  f = {{0, 11, 5}, {0, 5, 1}, {0, 1, 7}, {0, 7, 10}, {0, 10, 11}, {1, 5, 9}, {5, 11, 4},
       {11, 10, 2}, {10, 7, 6}, {7, 1, 8}, {3, 9, 4}, {3, 4, 2}, {3, 2, 6}, {3, 6, 8},
       {3, 8, 9}, {4, 9, 5}, {2, 4, 11}, {6, 2, 10}, {8, 6, 7}, {9, 8, 1}};
  auto normalise = [](std::array<double, 3>& p) {
    const double n = std::sqrt(p[0] * p[0] + p[1] * p[1] + p[2] * p[2]);
    for (double& x : p) x /= n;
  };
  for (auto& p : v) normalise(p);
  for (std::uint32_t l = 0; l < level; ++l) {
    std::map<std::pair<std::uint32_t, std::uint32_t>, std::uint32_t> mid;
    auto midpoint = [&](std::uint32_t a, std::uint32_t b) {
      const auto key = a < b ? std::make_pair(a, b) : std::make_pair(b, a);
      const auto it = mid.find(key);
      if (it != mid.end()) return it->second;
      std::array<double, 3> p{(v[a][0] + v[b][0]) / 2, (v[a][1] + v[b][1]) / 2, (v[a][2] + v[b][2]) / 2};
      normalise(p);
      v.push_back(p);
      const auto id = static_cast<std::uint32_t>(v.size() - 1);
      mid.emplace(key, id);
      return id;
    };
    Faces next;
    next.reserve(f.size() * 4);
    for (const auto& t : f) {
      const std::uint32_t a = midpoint(t[0], t[1]), b = midpoint(t[1], t[2]), c = midpoint(t[2], t[0]);
      next.push_back({t[0], a, c});
      next.push_back({t[1], b, a});
      next.push_back({t[2], c, b});
      next.push_back({a, b, c});
    }
    f.swap(next);
  }
}

/// The cube surface over grid positions pos[0..n] per axis.
inline void local_box(const std::vector<double>& pos, Local& v, Faces& f) {
  const std::uint32_t n = static_cast<std::uint32_t>(pos.size() - 1);
  std::map<std::array<std::uint32_t, 3>, std::uint32_t> id;
  auto vertex = [&](std::uint32_t i, std::uint32_t j, std::uint32_t k) {
    const std::array<std::uint32_t, 3> key{i, j, k};
    const auto it = id.find(key);
    if (it != id.end()) return it->second;
    v.push_back({pos[i], pos[j], pos[k]});
    const auto at = static_cast<std::uint32_t>(v.size() - 1);
    id.emplace(key, at);
    return at;
  };
  // Face (axis a, side s): cells over the other two axes b, c with (a, b, c)
  // a cyclic order; the normal is +e_a for s == n, -e_a for s == 0.
  for (std::uint32_t a = 0; a < 3; ++a) {
    const std::uint32_t b = (a + 1) % 3, c = (a + 2) % 3;
    for (const std::uint32_t side : {0u, n}) {
      for (std::uint32_t i = 0; i < n; ++i) {
        for (std::uint32_t j = 0; j < n; ++j) {
          auto at = [&](std::uint32_t di, std::uint32_t dj) {
            std::array<std::uint32_t, 3> g{};
            g[a] = side;
            g[b] = i + di;
            g[c] = j + dj;
            return vertex(g[0], g[1], g[2]);
          };
          const std::uint32_t p00 = at(0, 0), p10 = at(1, 0), p11 = at(1, 1), p01 = at(0, 1);
          // (e_b, e_c, e_a) is right-handed: p00 p10 p11 is counter-clockwise seen from +e_a.
          std::array<std::uint32_t, 3> t1, t2;
          if ((i + j) % 2 == 0) {
            t1 = {p00, p10, p11};
            t2 = {p00, p11, p01};
          } else {
            t1 = {p00, p10, p01};
            t2 = {p10, p11, p01};
          }
          if (side == 0) {
            std::swap(t1[1], t1[2]);
            std::swap(t2[1], t2[2]);
          }
          f.push_back(t1);
          f.push_back(t2);
        }
      }
    }
  }
}

inline void local_fan(std::uint32_t k, Local& v, Faces& f) {
  const double pi = 3.14159265358979323846;
  for (std::uint32_t j = 0; j < k; ++j) {
    const double a = 2 * pi * j / k;
    v.push_back({std::cos(a), std::sin(a), 0});
  }
  v.push_back({0, 0, 1});
  v.push_back({0, 0, -1});
  for (std::uint32_t j = 0; j < k; ++j) {
    const std::uint32_t n = (j + 1) % k;
    f.push_back({k, j, n});      // top: counter-clockwise seen from +z
    f.push_back({k + 1, n, j});  // bottom
  }
}

}  // namespace detail

/// Builds the spec's mesh (file comment); an invalid spec gives an empty mesh.
template <class T>
IndexedMesh<T> build_mesh(const MeshSpec<T>& s) {
  IndexedMesh<T> out;
  if (!is_valid(s)) return out;
  detail::Local local;
  detail::Faces faces;
  detail::SpecStream stream{s.seed};
  switch (s.shape) {
    case kOctahedron: detail::local_octahedron(local, faces); break;
    case kIcosphere: detail::local_icosphere(s.size, local, faces); break;
    case kBox:
    case kSliverBox: {
      std::vector<double> pos{0.0};
      for (std::uint32_t i = 0; i < s.size; ++i) {
        const bool thin = s.shape == kSliverBox && (s.seed == 0 ? i % 3 == 1 : stream.next() % 3 == 0);
        pos.push_back(pos.back() + (thin ? 0x1p-12 : 1.0));
      }
      const double half = pos.back() / 2;  // dyadic: the centring is exact
      for (double& p : pos) p -= half;
      detail::local_box(pos, local, faces);
      break;
    }
    default: detail::local_fan(s.size, local, faces); break;
  }
  double rot[3][3] = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
  if (s.seed != 0) {
    double w, x, y, z, n2;
    do {
      w = stream.unit(), x = stream.unit(), y = stream.unit(), z = stream.unit();
      n2 = w * w + x * x + y * y + z * z;
    } while (n2 < 0.01);
    const double k = 2 / n2;
    const double r[3][3] = {{1 - k * (y * y + z * z), k * (x * y - w * z), k * (x * z + w * y)},
                            {k * (x * y + w * z), 1 - k * (x * x + z * z), k * (y * z - w * x)},
                            {k * (x * z - w * y), k * (y * z + w * x), 1 - k * (x * x + y * y)}};
    for (int i = 0; i < 3; ++i) {
      for (int j = 0; j < 3; ++j) rot[i][j] = r[i][j];
    }
  }
  out.vertices.reserve(3 * local.size());
  for (const auto& p : local) {
    T placed[3];
    for (int i = 0; i < 3; ++i) {
      const double x = rot[i][0] * p[0] + rot[i][1] * p[1] + rot[i][2] * p[2];
      placed[i] = static_cast<T>(static_cast<double>(get(s.offset, i)) + std::ldexp(x, s.scale_exp));
    }
    for (int i = 0; i < 3; ++i) {
      const T c = placed[s.perm[i]];
      out.vertices.push_back(s.flip[i] ? -c : c);
    }
  }
  out.indices.reserve(3 * faces.size());
  const bool mirrored = ((s.flip[0] + s.flip[1] + s.flip[2]) % 2 == 1) !=
                        !((s.perm[0] == 0 && s.perm[1] == 1) || (s.perm[0] == 1 && s.perm[1] == 2) ||
                          (s.perm[0] == 2 && s.perm[1] == 0));
  for (const auto& t : faces) {
    // A mirroring symmetry reverses orientation: swap to keep triangles outward.
    out.indices.push_back(t[0]);
    out.indices.push_back(mirrored ? t[2] : t[1]);
    out.indices.push_back(mirrored ? t[1] : t[2]);
  }
  return out;
}

/// A built mesh and its certified hierarchy (core/mesh_bvh.h), kept together.
template <class T>
struct BuiltMesh {
  IndexedMesh<T> mesh;
  std::vector<BvhNode<T>> nodes;
  std::vector<std::uint32_t> order;
  MeshBvh<T> bvh;
};

template <class T>
std::unique_ptr<BuiltMesh<T>> build_mesh_and_bvh(const MeshSpec<T>& s) {
  auto b = std::make_unique<BuiltMesh<T>>();
  b->mesh = build_mesh(s);
  b->nodes.resize(bvh_node_capacity(b->mesh.triangle_count()));
  b->order.resize(b->mesh.triangle_count());
  b->bvh = build_bvh(b->mesh.view(), b->nodes.data(), b->order.data());
  return b;
}

/// The process's cache of built meshes: mesh_of(spec) builds a spec's mesh
/// and hierarchy once and keeps the most recent kMeshCacheSize; a returned
/// pointer stays valid while the caller holds it. Thread-safe.
constexpr std::size_t kMeshCacheSize = 8;

template <class T>
bool same_spec(const MeshSpec<T>& a, const MeshSpec<T>& b) noexcept {
  auto bits = [](T x) { return x == 0 ? T(0) : x; };  // -0.0 and +0.0 build the same mesh
  return a.shape == b.shape && a.size == b.size && a.seed == b.seed && a.scale_exp == b.scale_exp &&
         a.perm[0] == b.perm[0] && a.perm[1] == b.perm[1] && a.perm[2] == b.perm[2] && a.flip[0] == b.flip[0] &&
         a.flip[1] == b.flip[1] && a.flip[2] == b.flip[2] && bits(a.offset.x) == bits(b.offset.x) &&
         bits(a.offset.y) == bits(b.offset.y) && bits(a.offset.z) == bits(b.offset.z);
}

template <class T>
std::shared_ptr<const BuiltMesh<T>> mesh_of(const MeshSpec<T>& s) {
  struct Cache {
    std::mutex lock;
    std::vector<std::pair<MeshSpec<T>, std::shared_ptr<const BuiltMesh<T>>>> recent;  // most recent last
  };
  static Cache cache;
  {
    std::lock_guard<std::mutex> g(cache.lock);
    for (std::size_t i = 0; i < cache.recent.size(); ++i) {
      if (same_spec(cache.recent[i].first, s)) {
        auto hit = cache.recent[i];
        cache.recent.erase(cache.recent.begin() + static_cast<std::ptrdiff_t>(i));
        cache.recent.push_back(hit);
        return hit.second;
      }
    }
  }
  std::shared_ptr<const BuiltMesh<T>> built = build_mesh_and_bvh(s);
  std::lock_guard<std::mutex> g(cache.lock);
  cache.recent.emplace_back(s, built);
  if (cache.recent.size() > kMeshCacheSize) cache.recent.erase(cache.recent.begin());
  return built;
}

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_MESH_H
