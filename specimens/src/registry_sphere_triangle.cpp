// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the sphere-triangle specimen (bug zoo:
// Ericson's TestSphereTriangle through ClosestPtPointTriangle, Real-Time
// Collision Detection 2005, sections 5.2.7 and 5.1.5). The routine takes the
// sphere as the book's struct {c, r} and the triangle by its vertices a, b,
// c, as the suite's case does, so the adapter passes the floats through
// unchanged: s = {sphere.c, sphere.r}, a, b, c = tri.p0, tri.p1, tri.p2.
#include "geoverify/query/sphere_triangle.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_sphere_triangle.h"

#include <type_traits>

namespace gv {
namespace specimens {
namespace {

constexpr const char* kOrigin =
    "specimens/src/zoo_ericson_sphere_triangle.cpp, from C. Ericson, Real-Time Collision Detection (2005), "
    "section 5.2.7, TestSphereTriangle (p = ClosestPtPointTriangle(s.c, a, b, c), then Dot(p - s.c, p - s.c) "
    "<= s.r * s.r), with section 5.1.5's ClosestPtPointTriangle (Voronoi regions from d1..d6, va, vb, vc, "
    "denom = 1 / (va + vb + vc))";

template <class T>
std::vector<query::Implementation<query::SphereTriangle<T>>> rows(const char* note) {
  using C = query::SphereTriangle<T>;
  query::Implementation<C> a;
  a.name = std::is_same_v<T, float> ? "zoo.ericson.TestSphereTriangle" : "zoo.ericson.TestSphereTriangle<double>";
  a.origin = kOrigin;
  a.role = query::Role::specimen;
  a.contract = query::Contract::exact();  // closed: Dot(v, v) <= r * r, tangent balls and point spheres on T hit
  a.expected = query::kFalseHit | query::kFalseMiss;
  a.defect_note = note;
  // No precondition: the book states none (degenerate triangles included),
  // and the suite's case is the routine's input as it stands.
  a.intersects = [](const C& c) {
    const ericson_sphere_triangle::Sphere<T> s{{c.sphere.c.x, c.sphere.c.y, c.sphere.c.z}, c.sphere.r};
    const T va[3] = {c.tri.p0.x, c.tri.p0.y, c.tri.p0.z}, vb[3] = {c.tri.p1.x, c.tri.p1.y, c.tri.p1.z},
            vc[3] = {c.tri.p2.x, c.tri.p2.y, c.tri.p2.z};
    T p[3] = {0, 0, 0};
    return ericson_sphere_triangle::TestSphereTriangle<T>(s, va, vb, vc, p) != 0;
  };
  return {a};
}

}  // namespace

template <>
std::vector<query::Implementation<query::SphereTriangle<float>>> specimens() {
  return rows<float>(
      "false miss and hit: va, vb, vc, the barycentric v, w and the closest point round in float, so balls "
      "exactly tangent to the face, an edge or a vertex (and a point sphere on the face) miss and the same "
      "balls an ulp smaller hit; a == b gives v = 0/0 = NaN in the edge-AB branch (a ball around the segment "
      "misses; also for an edge of 2^-80); collinear vertices with rounded dot products reach the face "
      "branch and misplace the point on the line (a ball r/2 from the segment misses); va, vb, vc flush to 0 "
      "for a triangle of side 2^-40 (edge AB taken: a ball sunk in the face misses); Dot(v, v) underflows "
      "to 0 (a point 2^-80 off the face hits) and subnormal squares round apart (a tangent point-like ball "
      "misses); Dot and r*r both overflow (inf <= inf: a far ball hits), d's or va, vb, vc overflow to a "
      "NaN point (miss); at 2^20 the point rounds to the coordinates' grid (about 1/8 off, both ways)");
}

template <>
std::vector<query::Implementation<query::SphereTriangle<double>>> specimens() {
  return rows<double>(
      "false miss and hit: as in float, at double's ends: rounding at tangency to the face, an edge and a "
      "vertex, and an ulp short of it; a == b (or an edge of 2^-540) gives a NaN point; collinear vertices "
      "reach the face branch; va, vb, vc flush to 0 for a side of 2^-280; Dot(v, v) underflows (2^-540 "
      "off the face) and subnormal squares round apart; inf <= inf for r = 2^600; NaN points for legs of "
      "2^260 (va, vb, vc) and 2^1000 (d's); at 2^49 the point rounds to the grid of 1/8");
}

}  // namespace specimens
}  // namespace gv
