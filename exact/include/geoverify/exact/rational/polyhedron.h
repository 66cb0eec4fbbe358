// SPDX-License-Identifier: MIT
// geoverify exact (rational): the relation of two convex polyhedra, exactly.
//
// A Polyhedron here is conv(vertices) + cone(recession): a polytope, or a
// polytope swept to infinity along one direction (an unbounded ray). Its edge
// directions must include every edge direction of the set (a superset is
// fine; zero vectors are not allowed).
//
// separation(A, B) decides the relation of A and B through M = A - B: they
// intersect iff 0 is in M, and overlap iff 0 is interior to M. It tests
// candidate normals of M, chosen so that the test is complete for every
// input, flat and degenerate ones included:
//
//   Every edge of M is parallel to an edge of A or of B, so with E the union
//   of the edge directions and r = rank(E) = dim(M):
//   r = 3  every facet normal of M is parallel to e x f for some e, f in E;
//          M is the intersection of its facet half-spaces.
//   r = 2  M is a polygon in a plane with normal n = e x f; the origin is in
//          M iff it is in that plane (test +-n) and inside every edge of M,
//          whose in-plane normals are n x e for e in E.
//   r = 1  M is a segment along e: test +-e and the perpendicular
//          w = e x (m0 x e) towards any point m0 of M.
//   r = 0  M is the single point m0 = a0 - b0: test m0.
//   With h(c) = max over M of c.x (the support function, +infinity when a
//   recession direction has c.rec > 0), the origin is outside M iff h(c) < 0
//   for some candidate c or -c; on the boundary iff that never happens but
//   h(c) == 0 for some candidate, or r < 3 (M then has no interior); interior
//   otherwise. The textbook 15-axis (box-box) and 13-axis (box-triangle) SAT
//   sets are the r = 3 case only; for two coplanar segments, for instance, the
//   separating direction is n x e, which they miss.
//
// Everything is rational; the only approximation is the margin's magnitude.
#ifndef GEOVERIFY_EXACT_POLYHEDRON_H
#define GEOVERIFY_EXACT_POLYHEDRON_H

#include <vector>

#include "geoverify/core/relation.h"
#include "geoverify/exact/approx.h"
#include "geoverify/exact/rational.h"

namespace gv {
namespace exact {

struct Polyhedron {
  std::vector<Vec3Q> vertices;  ///< at least one
  std::vector<Vec3Q> edges;     ///< edge directions (nonzero), a superset is fine
  bool unbounded = false;       ///< true: the set is conv(vertices) + {t recession : t >= 0}
  Vec3Q recession;              ///< nonzero when unbounded; also listed in edges
};

struct Separation {
  Relation relation = Relation::invalid;
  /// Disjoint: the largest gap along a candidate direction, h(-c)/|c| (a lower
  /// bound of the distance). Overlapping: the smallest h(c)/|c| over the
  /// candidates, which include every facet normal of M: the exact penetration
  /// depth (shortest separating translation). Touching: zero.
  Approx magnitude;
};

/// Exact relation of A and B (see the file comment).
Separation separation(const Polyhedron& a, const Polyhedron& b);

/// The point set of an axis-aligned box: its 8 corners, and the axes along
/// which it has positive extent.
Polyhedron box_polyhedron(const Vec3Q& lo, const Vec3Q& hi);

/// The parallelepiped c + sum s_i a_i, |s_i| <= 1: its 8 vertices and its
/// nonzero generators a_i.
Polyhedron parallelepiped_polyhedron(const Vec3Q& c, const Vec3Q a[3]);

/// The convex hull of three points: the points, and the nonzero edges.
Polyhedron triangle_polyhedron(const Vec3Q& p0, const Vec3Q& p1, const Vec3Q& p2);

/// The segment from p to q, or, when unbounded, the ray from p along dir.
Polyhedron segment_polyhedron(const Vec3Q& p, const Vec3Q& q);
Polyhedron ray_polyhedron(const Vec3Q& p, const Vec3Q& dir);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_POLYHEDRON_H
