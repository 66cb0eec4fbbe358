// SPDX-License-Identifier: MIT
// Test support: a closed octahedron for the watertightness tests of the
// ray-triangle specimens. Vertex 0/1 lies near +-x, 2/3 near +-y, 4/5 near
// +-z; its eight faces, one per octant, are wound towards the interior point
// o, as the suite's mesh generator (gen/ray_triangle.h) winds them.
#ifndef GEOVERIFY_TESTS_SUPPORT_OCTAHEDRON_H
#define GEOVERIFY_TESTS_SUPPORT_OCTAHEDRON_H

namespace gv {
namespace test_support {

/// Point: any type with the vertex coordinates (the tests' own P<T>).
template <class Point>
struct Octahedron {
  Point v[6];
  int f[8][3];
  Point o;
  explicit Octahedron(const Point (&vertices)[6], Point origin) : o(origin) {
    for (int k = 0; k < 6; ++k) v[k] = vertices[k];
    int n = 0;
    for (int sx : {0, 1}) {
      for (int sy : {2, 3}) {
        for (int sz : {4, 5}) {
          // (sx, sy, sz) faces outwards when an even number of them are the
          // negative axes 1, 3, 5; keep the inward winding.
          const bool flip = ((sx == 1) + (sy == 3) + (sz == 5)) % 2 == 1;
          f[n][0] = sx;
          f[n][1] = flip ? sy : sz;
          f[n][2] = flip ? sz : sy;
          ++n;
        }
      }
    }
  }
  /// True iff face `face` has vertex `vertex`.
  bool has(int face, int vertex) const {
    return f[face][0] == vertex || f[face][1] == vertex || f[face][2] == vertex;
  }
};

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_OCTAHEDRON_H
