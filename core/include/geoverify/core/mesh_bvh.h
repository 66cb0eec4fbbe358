// SPDX-License-Identifier: MIT
// geoverify core: a triangle mesh as vertex and index buffers, and a
// bounding-volume hierarchy over it, in storage the caller provides.
//
// The mesh: TriangleMesh views the caller's buffers (nothing is copied):
// vertex v is (vertices[3v], vertices[3v + 1], vertices[3v + 2]), triangle i
// is conv(vertex indices[3i], vertex indices[3i + 1], vertex indices[3i + 2]).
// Triangles sharing a vertex index share the vertex bit for bit, which is
// what makes a closed mesh closed for an exact test. Degenerate but valid:
// zero triangles (a mesh nothing hits), unreferenced vertices, repeated
// indices within a triangle and collinear or coincident vertices (a segment
// or a point, as core/ray_triangle.h reads them), coplanar or overlapping
// triangles, -0.0, subnormals and magnitudes up to FLT_MAX / DBL_MAX.
// Invalid: a NaN or infinity in any vertex (referenced or not), an index >=
// vertex_count, a null buffer with a nonzero count, triangle_count >= 2^32.
//
// The hierarchy: build_bvh() sorts the triangles into a binary tree of
// axis-aligned boxes (median split of the triangles' centroids along the
// widest axis of their bounds, at most kBvhLeafSize triangles per leaf).
// Every node's box is the exact bounding box of its triangles (a min and max
// of stored coordinates, no rounding), so a ray that meets a triangle meets
// the box of every node above it -- the property the certified traversal
// (core/ray_mesh.h) relies on; the split only decides speed. The tree is a
// pure function of the mesh: the same buffers give the same tree on every
// machine.
//
// Promises: noexcept, no heap allocation (the caller provides the node and
// order arrays, sized by bvh_node_capacity() and triangle_count), no global
// state, no floating-point flag other than inexact (the centroid keys), stack
// depth O(log triangle_count).
#ifndef GEOVERIFY_CORE_MESH_BVH_H
#define GEOVERIFY_CORE_MESH_BVH_H

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>

#include "geoverify/core/config.h"
#include "geoverify/core/shapes.h"

namespace gv {

/// A view of a triangle mesh's vertex and index buffers (see the file comment).
template <class T>
struct TriangleMesh {
  const T* vertices = nullptr;             ///< 3 * vertex_count coordinates, x y z per vertex
  std::size_t vertex_count = 0;
  const std::uint32_t* indices = nullptr;  ///< 3 * triangle_count vertex indices
  std::size_t triangle_count = 0;
};

/// Triangle i of the mesh (i < triangle_count of a valid mesh).
template <class T>
inline Triangle<T> triangle_of(const TriangleMesh<T>& m, std::size_t i) noexcept {
  const T* a = m.vertices + 3 * static_cast<std::size_t>(m.indices[3 * i]);
  const T* b = m.vertices + 3 * static_cast<std::size_t>(m.indices[3 * i + 1]);
  const T* c = m.vertices + 3 * static_cast<std::size_t>(m.indices[3 * i + 2]);
  return Triangle<T>{{a[0], a[1], a[2]}, {b[0], b[1], b[2]}, {c[0], c[1], c[2]}};
}

/// True iff the mesh is valid (file comment): finite vertices, indices in
/// range, buffers present where counts are nonzero, fewer than 2^32 triangles.
template <class T>
inline bool is_valid(const TriangleMesh<T>& m) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  if (m.triangle_count >= (std::size_t{1} << 32)) return false;
  if ((m.vertex_count && !m.vertices) || (m.triangle_count && !m.indices)) return false;
  for (std::size_t k = 0; k < 3 * m.vertex_count; ++k) {
    if (!std::isfinite(m.vertices[k])) return false;
  }
  for (std::size_t k = 0; k < 3 * m.triangle_count; ++k) {
    if (m.indices[k] >= m.vertex_count) return false;
  }
  return true;
}

/// Most triangles in a leaf of build_bvh()'s tree.
constexpr std::uint32_t kBvhLeafSize = 4;

/// A node of the hierarchy: the exact bounding box [lo, hi] of its triangles;
/// a leaf (count > 0) holds order[first, first + count), an inner node
/// (count == 0) has its two children at nodes[first] and nodes[first + 1].
template <class T>
struct BvhNode {
  T lo[3], hi[3];
  std::uint32_t first;
  std::uint32_t count;
};

/// A built hierarchy: the mesh it was built over and the caller's arrays.
/// valid is false for an invalid mesh (then nothing else is meaningful).
template <class T>
struct MeshBvh {
  TriangleMesh<T> mesh;
  const BvhNode<T>* nodes = nullptr;   ///< node_count nodes, the root first
  std::size_t node_count = 0;          ///< 0 for a mesh without triangles
  const std::uint32_t* order = nullptr;  ///< the triangle indices, leaf by leaf
  bool valid = false;
  /// Every vertex coordinate is 0 or of magnitude in [2^-250, 2^300]
  /// (always true for float): the triangle filter of core/ray_triangle.h
  /// may run on double input (detail::rt_filterable).
  bool screened = false;
  /// The least and greatest binary exponent (ilogb) of the nonzero vertex
  /// coordinates, for double meshes; exp_lo > exp_hi when there is none (and
  /// for float). core/ray_mesh.h's box test runs in double arithmetic when
  /// these, the ray's origin and its direction keep every slab parameter
  /// within [2^-1000, 2^1000] (its screen, detail::rm_boxes_in_range).
  int exp_lo = 1, exp_hi = 0;
  /// Double meshes that are not screened: an exponent k such that every
  /// nonzero vertex coordinate times 2^-k has its exponent in [-250, 299]
  /// (so the scaling is exact, and the scaled mesh is screened); 0 when the
  /// mesh is screened, is float, or spans more than 549 binades (or needs
  /// |k| > 1000). core/ray_mesh.h casts a ray in this frame when the ray
  /// scales exactly into it too (the relation and the tie set do not change
  /// when positions are scaled by 2^-k and the direction by 2^-j; the
  /// parameter scales by 2^(j-k)), so a mesh at 2^700 or 2^-700 passes the
  /// filters as one at unit scale does.
  int frame_exp = 0;
};

/// The size of the node array build_bvh() needs for a mesh of n triangles.
constexpr std::size_t bvh_node_capacity(std::size_t triangle_count) noexcept {
  return triangle_count == 0 ? 1 : 2 * triangle_count - 1;
}

namespace detail {

template <class T>
inline double bvh_centroid_key(const TriangleMesh<T>& m, std::uint32_t tri, int axis) noexcept {
  // The sum of three coordinates in double: an ordering key only (an
  // overflow to infinity keeps the order total; no NaN can arise).
  const std::size_t i = 3 * static_cast<std::size_t>(tri);
  return static_cast<double>(m.vertices[3 * static_cast<std::size_t>(m.indices[i]) + axis]) +
         static_cast<double>(m.vertices[3 * static_cast<std::size_t>(m.indices[i + 1]) + axis]) +
         static_cast<double>(m.vertices[3 * static_cast<std::size_t>(m.indices[i + 2]) + axis]);
}

template <class T>
inline void bvh_bounds(const TriangleMesh<T>& m, const std::uint32_t* tris, std::uint32_t n, T lo[3],
                       T hi[3]) noexcept {
  for (int k = 0; k < 3; ++k) {
    lo[k] = m.vertices[3 * static_cast<std::size_t>(m.indices[3 * static_cast<std::size_t>(tris[0])]) + k];
    hi[k] = lo[k];
  }
  for (std::uint32_t j = 0; j < n; ++j) {
    for (int v = 0; v < 3; ++v) {
      const T* p = m.vertices + 3 * static_cast<std::size_t>(m.indices[3 * static_cast<std::size_t>(tris[j]) + v]);
      for (int k = 0; k < 3; ++k) {
        lo[k] = p[k] < lo[k] ? p[k] : lo[k];
        hi[k] = p[k] > hi[k] ? p[k] : hi[k];
      }
    }
  }
}

/// Builds the subtree of node `at` over order[first, first + n); used counts
/// the nodes taken.
template <class T>
inline void bvh_build_node(const TriangleMesh<T>& m, BvhNode<T>* nodes, std::uint32_t* order, std::uint32_t at,
                           std::uint32_t first, std::uint32_t n, std::uint32_t& used) noexcept {
  BvhNode<T>& node = nodes[at];
  bvh_bounds(m, order + first, n, node.lo, node.hi);
  if (n <= kBvhLeafSize) {
    node.first = first;
    node.count = n;
    return;
  }
  // The widest axis of the centroids' keys.
  double klo[3], khi[3];
  for (int k = 0; k < 3; ++k) klo[k] = khi[k] = bvh_centroid_key(m, order[first], k);
  for (std::uint32_t j = 1; j < n; ++j) {
    for (int k = 0; k < 3; ++k) {
      const double c = bvh_centroid_key(m, order[first + j], k);
      klo[k] = c < klo[k] ? c : klo[k];
      khi[k] = c > khi[k] ? c : khi[k];
    }
  }
  int axis = 0;
  double widest = -1;
  for (int k = 0; k < 3; ++k) {
    const double w = khi[k] > klo[k] ? khi[k] - klo[k] : 0.0;  // keys may be infinite, never NaN
    if (w > widest) axis = k, widest = w;
  }
  const std::uint32_t half = n / 2;
  std::uint32_t* begin = order + first;
  std::nth_element(begin, begin + half, begin + n, [&m, axis](std::uint32_t a, std::uint32_t b) {
    const double ka = bvh_centroid_key(m, a, axis), kb = bvh_centroid_key(m, b, axis);
    return ka < kb || (ka == kb && a < b);  // a total order: the tree does not depend on the library
  });
  const std::uint32_t child = used;
  used += 2;
  node.first = child;
  node.count = 0;
  bvh_build_node(m, nodes, order, child, first, half, used);
  bvh_build_node(m, nodes, order, child + 1, first + half, n - half, used);
}

}  // namespace detail

/// Builds the hierarchy of a mesh into nodes (bvh_node_capacity(n) entries)
/// and order (triangle_count entries), both owned by the caller and read by
/// the returned MeshBvh, which also keeps the mesh's buffers by pointer: all
/// must outlive it. An invalid mesh (file comment) gives valid == false and
/// leaves the arrays untouched. O(n log n) time; the tree is deterministic.
template <class T>
inline MeshBvh<T> build_bvh(const TriangleMesh<T>& mesh, BvhNode<T>* nodes, std::uint32_t* order) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  MeshBvh<T> out;
  if (!is_valid(mesh) || (mesh.triangle_count && (!nodes || !order))) return out;
  out.mesh = mesh;
  out.valid = true;
  out.screened = true;
  if constexpr (std::is_same_v<T, double>) {
    int elo = 0, ehi = 0;
    bool any = false;
    for (std::size_t k = 0; k < 3 * mesh.vertex_count; ++k) {
      const double a = std::fabs(mesh.vertices[k]);
      out.screened &= a == 0.0 || (a >= 0x1p-250 && a <= 0x1p+300);
      if (a == 0.0) continue;
      const int e = std::ilogb(a);  // exact for subnormals too; no flag for a != 0
      elo = any && elo < e ? elo : e;
      ehi = any && ehi > e ? ehi : e;
      any = true;
    }
    if (any) {
      out.exp_lo = elo;
      out.exp_hi = ehi;
    }
    if (!out.screened && any) {
      // The centre of [elo, ehi] to the centre 24 of [-250, 299], within
      // |k| <= 1000 so that 2^-k is a normal double (the caster multiplies by it).
      int k = elo + (ehi - elo) / 2 - 24;
      const int lo = ehi - 299 > -1000 ? ehi - 299 : -1000, hi = elo + 250 < 1000 ? elo + 250 : 1000;
      k = k < lo ? lo : (k > hi ? hi : k);
      if (lo <= hi) out.frame_exp = k;
    }
  }
  if (mesh.triangle_count == 0) return out;
  const std::uint32_t n = static_cast<std::uint32_t>(mesh.triangle_count);
  for (std::uint32_t i = 0; i < n; ++i) order[i] = i;
  std::uint32_t used = 1;
  detail::bvh_build_node(mesh, nodes, order, 0, 0, n, used);
  out.nodes = nodes;
  out.order = order;
  out.node_count = used;
  return out;
}

}  // namespace gv

#endif  // GEOVERIFY_CORE_MESH_BVH_H
