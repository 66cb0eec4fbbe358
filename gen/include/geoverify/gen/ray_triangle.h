// SPDX-License-Identifier: MIT
// geoverify generators: ray-triangle cases, and closed meshes for the
// watertightness contract.
//
// Contact is built exactly on the integer grid: a target point q on an edge
// (p_i + (p_j - p_i) k / 2^s with the step exact) or at a vertex, a grid
// direction d and a grid parameter t give the origin o = q - t d, so the ray
// passes through q at t exactly. Rays in the triangle's plane (o and d
// combinations of the edge vectors), parallel off it, degenerate triangles
// (collinear or coincident vertices), point-like rays, origins on the
// triangle, ranges clipped exactly at the hit, near-parallel rays (an in-plane
// direction plus a tiny normal part), one-ulp steps and the magnitudes are
// classes of their own.
//
// Meshes (mesh-edge, mesh-vertex): a closed triangulated surface around an
// interior point o (a bipyramid over a ring of 3 to 8 vertices or a
// tetrahedron, rotated and placed at random and rounded to T once per vertex;
// or an axis octahedron built exactly on the grid), so that neighbouring triangles
// share their vertices bit for bit. Every face's plane has o strictly on its
// inner side with a wide margin (the shapes are convex before rounding and o
// is far from every face), so the mesh is star-shaped from o and a ray from
// o with tmax = +infinity crosses the surface exactly once: at the point where
// it leaves, which lies in at least one triangle. The ray is aimed at a shared
// vertex or at a point of a shared edge; on the grid octahedron exactly
// (integer arithmetic), elsewhere to within the rounding of the direction, a
// hair beside the edge, where inconsistent rounding lets a ray slip between
// two triangles. Faces are wound so that they face o: a back-face culling
// routine sees every crossing from the front.
#ifndef GEOVERIFY_GEN_RAY_TRIANGLE_H
#define GEOVERIFY_GEN_RAY_TRIANGLE_H

#include <array>
#include <cmath>
#include <limits>
#include <vector>

#include "geoverify/gen/out_of_line.h"
#include "geoverify/gen/frames.h"
#include "geoverify/gen/grid.h"
#include "geoverify/gen/placement.h"
#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

/// A closed triangle mesh and one ray from a point inside it (see the file
/// comment): the ray crosses the surface exactly once.
template <class T>
struct Mesh {
  Ray<T> ray;
  std::vector<Triangle<T>> tris;
};

template <class T>
struct Generator<query::RayTriangle<T>> : OutOfLineMake<query::RayTriangle<T>> {
  using C = query::RayTriangle<T>;
  static constexpr std::array<const char*, 18> kClasses{
      "random-real",   "random-bits",   "through-edge", "through-vertex", "in-plane",   "parallel",
      "collinear",     "point-tri",     "zero-dir",     "origin-on-tri",  "clipped-at-hit", "near-parallel",
      "ulp-step",      "subnormal",     "huge",         "far-small",      "mesh-edge",  "mesh-vertex"};

  static constexpr int kBits = kCoordBits<T> - 3;

  /// True for the classes whose cases come from a mesh (make_mesh()).
  static constexpr bool is_mesh_class(std::size_t cls) { return cls == 16 || cls == 17; }

  static Vec3<T> axpy(const Vec3<T>& a, const Vec3<T>& b, T k) { return {a.x + k * b.x, a.y + k * b.y, a.z + k * b.z}; }
  static Vec3<T> sub(const Vec3<T>& a, const Vec3<T>& b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }

  /// A grid triangle (possibly degenerate only by chance).
  template <class Src>
  static Triangle<T> grid_triangle(Src& src) {
    const Vec3<T> p0 = grid_vec<T>(src, kBits);
    return {p0, axpy(p0, grid_vec<T>(src, 5), T(1)), axpy(p0, grid_vec<T>(src, 5), T(1))};
  }

  /// A nonzero grid direction.
  template <class Src>
  static Vec3<T> grid_dir(Src& src, int bits) {
    for (;;) {
      const Vec3<T> d = grid_vec<T>(src, bits);
      if (d.x != 0 || d.y != 0 || d.z != 0) return d;
    }
  }

  /// The ray through q at parameter t (a small integer): o = q - t d, exact on the grid.
  template <class Src>
  static Ray<T> ray_through(Src& src, const Vec3<T>& q) {
    const Vec3<T> d = grid_dir(src, 4);
    const T t = T(int_in(src, 1, 8));
    Ray<T> r;
    r.o = axpy(q, d, -t);
    r.dir = d;
    return r;
  }

  /// A grid point of an edge (vertex i to vertex j): p_i + (p_j - p_i) k / 4, exact.
  template <class Src>
  static Vec3<T> edge_point(Src& src, const Triangle<T>& tri) {
    const Vec3<T>* p[3] = {&tri.p0, &tri.p1, &tri.p2};
    const int i = static_cast<int>(src.draw(3));
    const Vec3<T>& a = *p[i];
    const Vec3<T>& b = *p[(i + 1) % 3];
    return axpy(a, sub(b, a), T(int_in(src, 1, 3)) / T(4));
  }

  template <class Src>
  static Vec3<T> vertex_of(Src& src, const Triangle<T>& tri) {
    const int i = static_cast<int>(src.draw(3));
    return i == 0 ? tri.p0 : i == 1 ? tri.p1 : tri.p2;
  }

  template <class Src>
  static C generate(Src& src, std::size_t cls) {
    C c{};
    switch (cls) {
      case 0: {
        auto pick = [&] { return T(2) * unit_real<T>(src); };
        c.tri = {{pick(), pick(), pick()}, {pick(), pick(), pick()}, {pick(), pick(), pick()}};
        c.ray.o = {pick(), pick(), pick()};
        c.ray.dir = {pick(), pick(), pick()};
        break;
      }
      case 1: {
        auto pick = [&] { return one_in(src, 3) ? special<T>(src) : any_finite<T>(src); };
        c.tri = {{pick(), pick(), pick()}, {pick(), pick(), pick()}, {pick(), pick(), pick()}};
        c.ray.o = {pick(), pick(), pick()};
        c.ray.dir = {pick(), pick(), pick()};
        if (coin(src)) c.ray.tmax = std::fabs(pick());
        break;
      }
      case 2: {  // through-edge: exactly through a point of an edge
        c.tri = grid_triangle(src);
        c.ray = ray_through(src, edge_point(src, c.tri));
        break;
      }
      case 3: {  // through-vertex
        c.tri = grid_triangle(src);
        c.ray = ray_through(src, vertex_of(src, c.tri));
        break;
      }
      case 4: {  // in-plane: o and d combinations of the edge vectors
        c.tri = grid_triangle(src);
        const Vec3<T> e1 = sub(c.tri.p1, c.tri.p0), e2 = sub(c.tri.p2, c.tri.p0);
        const T o1 = T(int_in(src, -3, 3)) / T(2), o2 = T(int_in(src, -3, 3)) / T(2);
        c.ray.o = axpy(axpy(c.tri.p0, e1, o1), e2, o2);
        const T d1 = T(int_in(src, -2, 2)), d2 = T(int_in(src, -2, 2));
        c.ray.dir = axpy(axpy({T(0), T(0), T(0)}, e1, d1), e2, d2);
        break;
      }
      case 5: {  // parallel: an in-plane direction from an origin off the plane (or on it)
        c.tri = grid_triangle(src);
        const Vec3<T> e1 = sub(c.tri.p1, c.tri.p0), e2 = sub(c.tri.p2, c.tri.p0);
        c.ray.o = axpy(c.tri.p0, grid_vec<T>(src, 2), T(1));
        const T d1 = T(int_in(src, -2, 2)), d2 = T(nonzero_int(src, 2));
        c.ray.dir = axpy(axpy({T(0), T(0), T(0)}, e1, d1), e2, d2);
        break;
      }
      case 6: {  // collinear: a segment triangle, the ray through or beside it
        const Vec3<T> p0 = grid_vec<T>(src, kBits), v = grid_dir(src, 4);
        c.tri = {p0, axpy(p0, v, T(int_in(src, -4, 4))), axpy(p0, v, T(int_in(src, -4, 4)))};
        c.ray = ray_through(src, one_in(src, 3) ? axpy(p0, grid_vec<T>(src, 1), T(1)) : edge_point(src, c.tri));
        if (one_in(src, 4)) c.ray.dir = axpy({T(0), T(0), T(0)}, v, T(nonzero_int(src, 2)));  // along it
        break;
      }
      case 7: {  // point-tri: three equal vertices
        const Vec3<T> p = grid_vec<T>(src, kBits);
        c.tri = {p, p, p};
        c.ray = ray_through(src, coin(src) ? p : axpy(p, grid_vec<T>(src, 1), T(1)));
        break;
      }
      case 8: {  // zero-dir: the point o, on the triangle or beside it
        c.tri = grid_triangle(src);
        if (coin(src)) {
          c.ray.o = edge_point(src, c.tri);
        } else {  // the vertex drawn before the step
          const Vec3<T> v = vertex_of(src, c.tri);
          c.ray.o = axpy(v, grid_vec<T>(src, 1), T(1));
        }
        c.ray.dir = {T(0), T(0), T(0)};
        break;
      }
      case 9: {  // origin-on-tri: o on an edge, a vertex or inside (a grid barycentric point)
        c.tri = grid_triangle(src);
        const int k = static_cast<int>(src.draw(3));
        c.ray.o = k == 0 ? edge_point(src, c.tri) : k == 1 ? vertex_of(src, c.tri)
                       : axpy(axpy(c.tri.p0, sub(c.tri.p1, c.tri.p0), T(0.25)), sub(c.tri.p2, c.tri.p0), T(0.25));
        c.ray.dir = grid_dir(src, 4);
        break;
      }
      case 10: {  // clipped-at-hit: tmin or tmax exactly at the hit parameter, or one step short
        c.tri = grid_triangle(src);
        const Vec3<T> q = coin(src) ? edge_point(src, c.tri)
                                    : axpy(axpy(c.tri.p0, sub(c.tri.p1, c.tri.p0), T(0.25)), sub(c.tri.p2, c.tri.p0), T(0.5));
        const Vec3<T> d = grid_dir(src, 4);
        const T t = T(int_in(src, 1, 8));
        c.ray.o = axpy(q, d, -t);
        c.ray.dir = d;
        if (coin(src)) {
          c.ray.tmax = one_in(src, 3) ? std::nextafter(t, T(0)) : t;
        } else {
          c.ray.tmin = one_in(src, 3) ? std::nextafter(t, std::numeric_limits<T>::max()) : t;
        }
        break;
      }
      case 11: {  // near-parallel: an in-plane direction plus a tiny normal part
        c.tri = grid_triangle(src);
        const Vec3<T> e1 = sub(c.tri.p1, c.tri.p0), e2 = sub(c.tri.p2, c.tri.p0);
        const Vec3<T> n{e1.y * e2.z - e1.z * e2.y, e1.z * e2.x - e1.x * e2.z, e1.x * e2.y - e1.y * e2.x};
        const T d1 = T(int_in(src, -2, 2)), d2 = T(nonzero_int(src, 2));
        Vec3<T> d = axpy(axpy({T(0), T(0), T(0)}, e1, d1), e2, d2);
        const T sgn = coin(src) ? T(1) : T(-1);  // drawn before the exponent
        d = axpy(d, n, std::ldexp(sgn, -static_cast<int>(int_in(src, 12, kCoordBits<T> + 12))));
        const Vec3<T> q = axpy(c.tri.p0, e1, T(0.25));
        c.ray.o = {q.x - T(4) * d.x, q.y - T(4) * d.y, q.z - T(4) * d.z};
        c.ray.dir = d;
        break;
      }
      case 12: c = ulp_step(generate(src, 2 + src.draw(2)), src); break;  // ulp-step
      case 16:
      case 17: {  // one triangle of a mesh, with the mesh's ray
        const Mesh<T> m = make_mesh(src, cls);
        c.ray = m.ray;
        c.tri = m.tris[src.draw(m.tris.size())];
        return c;
      }
      default: c = generate(src, 2 + src.draw(4)); break;  // subnormal, huge, far-small
    }
    if (cls == 15) {  // far-small: a small scene far from the origin
      const T sgn = coin(src) ? T(1) : T(-1);  // drawn before the exponent
      const T off = std::ldexp(sgn, static_cast<int>(int_in(src, 10, 40)));
      for (Vec3<T>* v : {&c.ray.o, &c.tri.p0, &c.tri.p1, &c.tri.p2}) *v = {v->x + off, v->y, v->z - off};
    }
    if (cls >= 2) c = cls == 13 ? place_subnormal(c, src) : cls == 14 ? place_huge(c, src) : place_moderate(c, src);
    for (Vec3<T>* v : {&c.ray.o, &c.ray.dir, &c.tri.p0, &c.tri.p1, &c.tri.p2}) sprinkle_negative_zeros(*v, src);
    return c;
  }

  // ---- meshes ----------------------------------------------------------------

  /// A closed mesh around an interior point and a ray from that point aimed at
  /// a shared edge (cls 16) or vertex (cls 17); see the file comment.
  template <class Src>
  static Mesh<T> make_mesh(Src& src, std::size_t cls) {
    const bool at_vertex = cls == 17;
    std::vector<Vec3<T>> v;           // vertices, rounded once
    std::vector<std::array<int, 3>> f;  // faces, wound towards the interior point
    Vec3<T> o{};
    const int shape = static_cast<int>(src.draw(4));
    if (shape == 0) {
      // The axis octahedron on the grid around a grid point: exact arithmetic,
      // so the ray passes exactly through the vertex or edge point.
      const Vec3<T> c = grid_vec<T>(src, kBits - 2);
      T a[6];
      for (T& x : a) x = T(2 * int_in(src, 2, 64));
      v = {{c.x + a[0], c.y, c.z}, {c.x - a[1], c.y, c.z}, {c.x, c.y + a[2], c.z},
           {c.x, c.y - a[3], c.z}, {c.x, c.y, c.z + a[4]}, {c.x, c.y, c.z - a[5]}};
      for (int sx : {0, 1}) {
        for (int sy : {2, 3}) {
          for (int sz : {4, 5}) {
            // (sx, sy, sz) faces outwards when an even number of the three
            // are negative axes; keep the inward winding.
            const bool flip = ((sx == 1) + (sy == 3) + (sz == 5)) % 2 == 1;
            f.push_back(flip ? std::array<int, 3>{sx, sy, sz} : std::array<int, 3>{sx, sz, sy});
          }
        }
      }
      o = {c.x + T(int_in(src, -1, 1)), c.y + T(int_in(src, -1, 1)), c.z + T(int_in(src, -1, 1))};
      Mesh<T> m;
      m.ray.o = o;
      const Vec3<T> target = at_vertex ? v[src.draw(6)] : edge_target_exact(src, v, f);
      m.ray.dir = sub(target, o);
      for (const auto& face : f) m.tris.push_back({v[face[0]], v[face[1]], v[face[2]]});
      return m;
    }
    // Otherwise a convex shape in a local frame, rotated, scaled and placed in double.
    std::vector<std::array<double, 3>> local;
    if (shape == 1) {  // tetrahedron around the origin
      local = {{1, 1, 1}, {1, -1, -1}, {-1, 1, -1}, {-1, -1, 1}};
      // Radial scaling keeps the origin a positive combination of the vertices.
      for (auto& p : local) {
        const double k = 0.75 + 0.25 * (unit_real<double>(src) + 1);
        for (double& x : p) x *= k;
      }
      f = {{0, 1, 2}, {0, 3, 1}, {0, 2, 3}, {1, 3, 2}};  // outward; reversed below
    } else {  // bipyramid over a ring of k vertices
      const int k = static_cast<int>(int_in(src, 3, 8));
      const double pi = 3.14159265358979323846;
      for (int j = 0; j < k; ++j) {
        const double angle = 2 * pi * (j + 0.1 * unit_real<double>(src)) / k;  // gaps below 150 degrees
        const double r = 0.75 + 0.25 * unit_real<double>(src);
        local.push_back({r * std::cos(angle), r * std::sin(angle), 0.1 * unit_real<double>(src)});
      }
      local.push_back({0, 0, 1 + 0.5 * unit_real<double>(src)});
      local.push_back({0, 0, -1 - 0.5 * unit_real<double>(src)});
      for (int j = 0; j < k; ++j) {
        f.push_back({k, j, (j + 1) % k});          // top, outward
        f.push_back({k + 1, (j + 1) % k, j});      // bottom, outward
      }
    }
    for (auto& face : f) std::swap(face[1], face[2]);  // wind towards the interior
    const Frame rot = random_rotation(src);
    const double scale = std::ldexp(1.0, static_cast<int>(int_in(src, -6, 12)));
    const double shift[3] = {scale * 4 * unit_real<double>(src), scale * 4 * unit_real<double>(src),
                             scale * 4 * unit_real<double>(src)};
    auto place = [&](const std::array<double, 3>& p) {
      double w[3];
      for (int i = 0; i < 3; ++i) w[i] = shift[i] + scale * (rot[i][0] * p[0] + rot[i][1] * p[1] + rot[i][2] * p[2]);
      return Vec3<T>{static_cast<T>(w[0]), static_cast<T>(w[1]), static_cast<T>(w[2])};
    };
    for (const auto& p : local) v.push_back(place(p));
    o = place({0.05 * unit_real<double>(src), 0.05 * unit_real<double>(src), 0.05 * unit_real<double>(src)});
    Mesh<T> m;
    m.ray.o = o;
    // The target in double from the rounded vertices; the direction rounds.
    const std::array<int, 3>& face = f[src.draw(f.size())];
    const int i = static_cast<int>(src.draw(3));
    const Vec3<T>& a = v[face[i]];
    const Vec3<T>& b = v[face[(i + 1) % 3]];
    const double s = at_vertex ? 0.0 : (unit_real<double>(src) + 1) / 2;
    double dir[3];
    for (int k = 0; k < 3; ++k) {
      const double ak = static_cast<double>(get(a, k)), bk = static_cast<double>(get(b, k));
      dir[k] = ak + s * (bk - ak) - static_cast<double>(get(o, k));
    }
    m.ray.dir = {static_cast<T>(dir[0]), static_cast<T>(dir[1]), static_cast<T>(dir[2])};
    for (const auto& g : f) m.tris.push_back({v[g[0]], v[g[1]], v[g[2]]});
    return m;
  }

  /// An exact grid point of an edge of the octahedron: a + s (b - a) for two
  /// adjacent vertices and s in {1/4, 1/2, 3/4} (exact: the vertices are a grid
  /// centre plus even offsets, all small dyadic values).
  template <class Src>
  static Vec3<T> edge_target_exact(Src& src, const std::vector<Vec3<T>>& v, const std::vector<std::array<int, 3>>& f) {
    const std::array<int, 3>& face = f[src.draw(f.size())];
    const int i = static_cast<int>(src.draw(3));
    const Vec3<T>& a = v[face[i]];
    const Vec3<T>& b = v[face[(i + 1) % 3]];
    const T s = T(int_in(src, 1, 3)) / T(4);  // exact: small dyadic values on the grid
    return {a.x + s * (b.x - a.x), a.y + s * (b.y - a.y), a.z + s * (b.z - a.z)};
  }
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_RAY_TRIANGLE_H
