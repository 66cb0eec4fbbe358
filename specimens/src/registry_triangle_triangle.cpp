// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the triangle-triangle specimens (bug
// zoo: Moller's tri_tri_intersect, JGT 2(2) 1997, with its EPSILON snapping
// and coplanar_tri_tri; Guigue & Devillers' tri_tri_overlap_test_3d, JGT 8(1)
// 2003, with its floating-point orientation determinants), float and double.
//
// Contract: exact, for both. Each paper presents an intersection test of
// closed triangles, not a conservative or approximate one: Moller's code
// "returns 1 if the triangles intersect, otherwise 0" and compares the
// intervals with `<` (intervals that meet intersect) and the coplanar edges
// with closed bounds (`d>=0 && d<=f`); Guigue & Devillers' "returns 1 if the
// triangles (including their boundary) intersect, otherwise 0", and the
// paper's title calls the test robust. Neither states a tolerance: EPSILON in
// Moller's code is a "coplanarity robustness check", not a promise to
// answer only up to 1e-6.
//
// Adapters, as a caller holding two Triangle {p0, p1, p2} would call the
// routines: tri_tri_intersect(a.p0, a.p1, a.p2, b.p0, b.p1, b.p2) and
// tri_tri_overlap_test_3d(a.p0, a.p1, a.p2, b.p0, b.p1, b.p2), the points as
// Real[3] arrays. The hand cases demonstrating each expected defect are in
// tests/specimens/zoo_moller_tritri_test.cpp and zoo_guigue_devillers_test.cpp.
#include "as_written.h"  // first: the adapters evaluate as written as well

#include <string>
#include <type_traits>
#include <vector>

#include "geoverify/query/triangle_triangle.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_guigue_devillers.h"
#include "geoverify/specimens/zoo_moller_tritri.h"

namespace gv {
namespace specimens {
namespace {

constexpr const char* kMollerOrigin =
    "specimens/src/zoo_moller_tritri.cpp, from T. Moller, \"A Fast Triangle-Triangle Intersection Test\", JGT "
    "2(2):25-30, 1997; tri_tri_intersect and coplanar_tri_tri of his tritri.c (2001-06-20) with "
    "USE_EPSILON_TEST and EPSILON 0.000001 (github.com/erich666/jgt-code "
    "Volume_08/Number_1/Shen2003/tri_tri_test/include/Moller97.c)";
constexpr const char* kGuigueDevillersOrigin =
    "specimens/src/zoo_guigue_devillers.cpp, from P. Guigue, O. Devillers, \"Fast and Robust Triangle-Triangle "
    "Overlap Test Using Orientation Predicates\", JGT 8(1):25-32, 2003; tri_tri_overlap_test_3d, "
    "coplanar_tri_tri3d and tri_tri_overlap_test_2d (github.com/erich666/jgt-code "
    "Volume_08/Number_1/Guigue2003/tri_tri_intersect.c)";

template <class T>
struct Arrays {
  T a0[3], a1[3], a2[3], b0[3], b1[3], b2[3];
  explicit Arrays(const query::TriangleTriangle<T>& c)
      : a0{c.a.p0.x, c.a.p0.y, c.a.p0.z},
        a1{c.a.p1.x, c.a.p1.y, c.a.p1.z},
        a2{c.a.p2.x, c.a.p2.y, c.a.p2.z},
        b0{c.b.p0.x, c.b.p0.y, c.b.p0.z},
        b1{c.b.p1.x, c.b.p1.y, c.b.p1.z},
        b2{c.b.p2.x, c.b.p2.y, c.b.p2.z} {}
};

template <class T>
std::vector<query::Implementation<query::TriangleTriangle<T>>> rows(const char* moller_note, const char* gd_note) {
  using C = query::TriangleTriangle<T>;
  constexpr bool kFloat = std::is_same_v<T, float>;

  query::Implementation<C> m;
  m.name = kFloat ? "zoo.moller97.tri_tri_intersect" : "zoo.moller97.tri_tri_intersect<double>";
  m.origin = kMollerOrigin;
  m.role = query::Role::specimen;
  m.contract = query::Contract::exact();  // see the file comment
  m.expected = query::kFalseHit | query::kFalseMiss;
  m.defect_note = moller_note;
  m.intersects = [](const C& c) {
    Arrays<T> v(c);
    return moller_tritri::tri_tri_intersect<T>(v.a0, v.a1, v.a2, v.b0, v.b1, v.b2) != 0;
  };

  query::Implementation<C> g;
  g.name = kFloat ? "zoo.guigue-devillers.tri_tri_overlap_test_3d"
                  : "zoo.guigue-devillers.tri_tri_overlap_test_3d<double>";
  g.origin = kGuigueDevillersOrigin;
  g.role = query::Role::specimen;
  g.contract = query::Contract::exact();  // see the file comment
  g.expected = query::kFalseHit | query::kFalseMiss;
  g.defect_note = gd_note;
  g.intersects = [](const C& c) {
    Arrays<T> v(c);
    return guigue_devillers::tri_tri_overlap_test_3d<T>(v.a0, v.a1, v.a2, v.b0, v.b1, v.b2) != 0;
  };
  return {m, g};
}

}  // namespace

template <>
std::vector<query::Implementation<query::TriangleTriangle<float>>> specimens() {
  return rows<float>(
      "false hit and miss: signed distances below the absolute EPSILON 1e-6 are snapped to 0, so parallel "
      "triangles a small distance apart (any pair below a scale of about 1e-2) are tested as coplanar and hit; "
      "the interval ends on the intersection line are rounded (a shared vertex can come out an ulp apart, a "
      "miss); a degenerate first triangle (N1 = 0) projects onto the xz plane whatever the planes (hits and "
      "misses); D = N1 x N2 overflows above about 2^32",
      "false hit and miss: the orientation determinants are rounded and unfiltered: a shared vertex or edge "
      "can come out on one side (a miss, also of penetrating pairs), a vertex just off the other's plane on it "
      "(a hit); a degenerate triangle makes the other's distances all 0 and the routine answers with the 2D "
      "test of the projections, which also takes a flat triangle as counter-clockwise (hits); the "
      "determinants overflow above about 2^42");
}

template <>
std::vector<query::Implementation<query::TriangleTriangle<double>>> specimens() {
  return rows<double>(
      "false hit and miss: as in float: the absolute EPSILON 1e-6 makes near-parallel and small triangles "
      "coplanar (hits), rounded interval ends lose shared vertices (misses), a degenerate first triangle is "
      "projected onto the xz plane (hits and misses)",
      "false hit and miss: as in float, at double's precision: rounded orientation determinants at shared "
      "vertices and edges (misses) and near the other's plane (hits), degenerate triangles answered by the 2D "
      "test of their projections (hits)");
}

}  // namespace specimens
}  // namespace gv
