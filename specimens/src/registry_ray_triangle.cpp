// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the ray-triangle specimens (Moller &
// Trumbore 1997 in three variants, Woop, Benthin & Wald 2013), each in two
// rows: the per-case contract its authors intend, and the watertight contract
// (judged on closed meshes only; query/contract.h).
//
// Adapters, as a caller holding a Ray {o, dir, tmin, tmax} and a Triangle
// {p0, p1, p2} would call the routines:
//  * Moller-Trumbore: intersect_triangle(o, dir, p0, p1, p2, &t, &u, &v); the
//    routine returns 1 for any t, so the caller keeps the hit only if
//    tmin <= t <= tmax on the returned (rounded) t. A NaN t is then a miss.
//  * Woop: hit.t = tmax (the pseudo-code's current hit distance, the far end);
//    the routine has no near end (it accepts T >= 0), so the caller drops a
//    hit whose returned t = T / det is below tmin: `if (hit.t < tmin) miss`.
//    A NaN t is then kept.
// The hand cases demonstrating each expected defect are in
// tests/specimens/zoo_moller_trumbore_test.cpp and zoo_woop_test.cpp.
#include "as_written.h"  // first: the adapters evaluate as written as well

#include <string>
#include <type_traits>
#include <utility>
#include <vector>

#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_moller_trumbore.h"
#include "geoverify/specimens/zoo_woop_watertight.h"
#include "moller_trumbore_call.h"

namespace gv {
namespace specimens {
namespace {

constexpr const char* kWoop =
    "Woop, Benthin, Wald, \"Watertight Ray/Triangle Intersection\", JCGT 2(1):65-82, 2013, appendix A pseudo-code "
    "without BACKFACE_CULLING";
constexpr const char* kWatertightSuffix = " [watertight]";

/// Exact sign of dir . ((p1 - p0) x (p2 - p0)), with the core's exact integer
/// arithmetic (core/detail/poly_exact.h; capacities derived there for any
/// finite float or double input). -1: the ray meets the side from which
/// p0, p1, p2 appear counter-clockwise (the front face of the culling
/// branch, where its det = edge1 . (dir x edge2) = -dir . n > 0).
template <class T>
int exact_sign_dir_dot_normal(const Vec3<T>& dir, const Triangle<T>& tri) {
  using Caps = detail::PolyCaps<T>;
  detail::BigVec<Caps::d1> e1, e2;
  bool ok = true;
  for (int i = 0; i < 3; ++i) {
    ok &= detail::big_diff(e1.c[i], static_cast<double>(get(tri.p1, i)), static_cast<double>(get(tri.p0, i)));
    ok &= detail::big_diff(e2.c[i], static_cast<double>(get(tri.p2, i)), static_cast<double>(get(tri.p0, i)));
  }
  detail::BigVec<Caps::d2> n;
  ok &= detail::big_cross(n, e1, e2);
  detail::BigFloat<4> d[3];
  for (int i = 0; i < 3; ++i) detail::big_set(d[i], static_cast<double>(get(dir, i)));
  detail::BigFloat<Caps::d3> r;
  ok &= detail::big_dot(r, n, d);
  return ok ? detail::big_sign(r) : 0;  // !ok is ruled out by the capacities; 0 is then "not front"
}

template <class T>
bool moller_trumbore_hit(MtVariant variant, const query::RayTriangle<T>& c) {
  T t = 0;
  const int hit = call_moller_trumbore(variant, c.ray, c.tri, t);
  return hit != 0 && c.ray.tmin <= t && t <= c.ray.tmax;
}

template <class T>
bool woop_hit(const query::RayTriangle<T>& c) {
  const woop::Ray<T> ray{{{c.ray.o.x, c.ray.o.y, c.ray.o.z}}, {{c.ray.dir.x, c.ray.dir.y, c.ray.dir.z}}};
  const woop::Triangle<T> tri{{{c.tri.p0.x, c.tri.p0.y, c.tri.p0.z}},
                              {{c.tri.p1.x, c.tri.p1.y, c.tri.p1.z}},
                              {{c.tri.p2.x, c.tri.p2.y, c.tri.p2.z}}};
  woop::Hit<T> hit;
  hit.t = c.ray.tmax;
  if (!woop::intersect(ray, tri, hit)) return false;
  if (hit.t < c.ray.tmin) return false;
  return true;
}

template <class T>
const char* suffix() {
  return std::is_same<T, float>::value ? " (float; EPSILON compared as the paper's double 0.000001)"
                                       : " (double, as published)";
}

template <class T>
query::Implementation<query::RayTriangle<T>> moller_trumbore_row(MtVariant variant) {
  query::Implementation<query::RayTriangle<T>> impl;
  impl.role = query::Role::specimen;
  // Per-case contract: exact. The paper presents the routine as deciding
  // whether the ray intersects the triangle; EPSILON only rejects what it
  // takes for rays lying in the plane. A tolerant contract would be
  // dishonest: EPSILON is absolute, not relative to the input's scale, so a
  // small triangle hit dead centre (relative margin near 1) is rejected, and
  // no tolerance on the relative margin describes that.
  impl.contract = query::Contract::exact();
  impl.expected = query::kFalseMiss | query::kFalseHit;
  impl.origin = std::string(kMollerTrumbore) + suffix<T>();
  switch (variant) {
    case MtVariant::epsilon:
      impl.name = "zoo.moller-trumbore97.intersect_triangle";
      impl.defect_note =
          "false miss: |det| < EPSILON = 1e-6 is absolute, so a small triangle hit at its centre is rejected, and "
          "rounded u, v reject rays exactly through an edge; false hit: rounded u, v (u + v <= 1 after "
          "rounding) accept rays passing just beside an edge";
      break;
    case MtVariant::epsilon0:
      impl.name = "zoo.moller-trumbore97.intersect_triangle(EPSILON=0)";
      impl.origin += "; EPSILON defined as 0";
      impl.defect_note =
          "false hit: `det > -0 && det < 0` never rejects, so det == 0 (a ray parallel to the plane) divides by "
          "zero: u = 0*inf = NaN passes the bounds tests and t = +inf passes tmin <= t <= tmax = +inf; rounded "
          "u, v accept rays beside an edge; false miss: a ray in the plane gets t = NaN, and rounded u, v reject "
          "rays exactly through an edge";
      break;
    case MtVariant::cull:
      impl.name = "zoo.moller-trumbore97.intersect_triangle(TEST_CULL)";
      impl.origin += "; TEST_CULL defined (back-face culling)";
      impl.defect_note =
          "judged on front-face cases only (exact sign of dir . (e1 x e2) < 0); false miss: det < EPSILON = 1e-6 "
          "rejects small front-facing triangles, and the unnormalized u, v tests reject rays exactly through an "
          "edge; false hit: rounded u, v accept rays just beside an edge";
      // Back faces are culled by design: the row is judged on the cases
      // whose exact answer the culling routine is meant to give.
      impl.accepts = [](const query::RayTriangle<T>& c) { return exact_sign_dir_dot_normal(c.ray.dir, c.tri) < 0; };
      break;
  }
  impl.intersects = [variant](const query::RayTriangle<T>& c) { return moller_trumbore_hit(variant, c); };
  return impl;
}

/// The same routine under the watertight contract (judged on closed meshes).
template <class T>
query::Implementation<query::RayTriangle<T>> watertight_row(query::Implementation<query::RayTriangle<T>> impl,
                                                            unsigned expected, std::string note) {
  impl.name += kWatertightSuffix;
  impl.contract = query::Contract::watertight();
  impl.expected = expected;
  impl.defect_note = std::move(note);
  return impl;
}

template <class T>
query::Implementation<query::RayTriangle<T>> woop_row() {
  query::Implementation<query::RayTriangle<T>> impl;
  impl.name = "zoo.woop13.watertight";
  impl.origin = std::string(kWoop) +
                (std::is_same<T, float>::value ? " (float, fallback in double, as published)"
                                               : " (double port: the fallback in long double)");
  impl.role = query::Role::specimen;
  // Per-case contract: exact. The paper intends a correct hit test per
  // triangle (its edge tests are exact, but on the rounded sheared vertices).
  impl.contract = query::Contract::exact();
  impl.expected = query::kFalseMiss | query::kFalseHit;
  impl.defect_note =
      "false miss: the rounded shear moves a ray exactly through an edge outside this triangle (its neighbour "
      "gets it); false hit: the same rounding lets a ray just beside an edge in, and dir == 0 gives Sx = 0/0 = "
      "NaN, every test false, a hit with t = NaN on every triangle";
  impl.intersects = [](const query::RayTriangle<T>& c) { return woop_hit(c); };
  return impl;
}

template <class T>
std::vector<query::Implementation<query::RayTriangle<T>>> all_rows() {
  const char* kMtLeak =
      "leak: u and v are rounded independently in the two triangles sharing an edge, so a ray exactly through "
      "the edge can get u < 0 in one and v < 0 in the other";
  std::vector<query::Implementation<query::RayTriangle<T>>> rows;
  for (MtVariant variant : {MtVariant::epsilon, MtVariant::epsilon0, MtVariant::cull}) {
    rows.push_back(moller_trumbore_row<T>(variant));
    rows.push_back(watertight_row(moller_trumbore_row<T>(variant), query::kLeak, kMtLeak));
  }
  rows.push_back(woop_row<T>());
  rows.push_back(watertight_row(woop_row<T>(), query::kNoDefect,
                                "none expected: shared edges get bit-identical, exactly negated edge functions "
                                "(the paper's claim, which this row checks)"));
  return rows;
}

}  // namespace

template <>
std::vector<query::Implementation<query::RayTriangle<float>>> specimens() {
  return all_rows<float>();
}

template <>
std::vector<query::Implementation<query::RayTriangle<double>>> specimens() {
  return all_rows<double>();
}

}  // namespace specimens
}  // namespace gv
