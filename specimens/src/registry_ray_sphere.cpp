// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the ray-sphere specimens (bug zoo:
// Ericson's IntersectRaySphere and TestRaySphere, Real-Time Collision
// Detection 2005, section 5.3.2).
#include "geoverify/query/preconditions.h"
#include "geoverify/query/ray_sphere.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_ray_sphere.h"

#include <type_traits>

namespace gv {
namespace specimens {
namespace {

constexpr const char* kIntersectOrigin =
    "specimens/src/zoo_ericson_ray_sphere.cpp, from C. Ericson, Real-Time Collision Detection (2005), section "
    "5.3.2, IntersectRaySphere (ray p + td, |d| = 1: early out c > 0 && b > 0, then discr = b*b - c < 0)";
constexpr const char* kTestOrigin =
    "specimens/src/zoo_ericson_ray_sphere.cpp, from C. Ericson, Real-Time Collision Detection (2005), section "
    "5.3.2, TestRaySphere (c <= 0 hits, b > 0 misses, then disc = b*b - c < 0 misses)";

/// The book's preconditions (zoo_ericson_ray_sphere.h): the half-line t >= 0
/// and a unit direction, |d| = 1 to within 4 ulps of T (only the axis vectors
/// are exactly unit; a direction normalised in T is within 2 ulps).
template <class T>
bool book_ray(const query::RaySphere<T>& c) {
  return query::half_line(c.ray) && query::unit_normal(c.ray.dir);
}

template <class T>
double book_ray_margin(const query::RaySphere<T>& c) {
  return query::unit_normal_margin(c.ray.dir);
}

template <class T>
ericson_ray_sphere::Sphere<T> book_sphere(const Sphere<T>& s) {
  return {{s.c.x, s.c.y, s.c.z}, s.r};
}

template <class T>
std::vector<query::Implementation<query::RaySphere<T>>> rows(const char* intersect_note, const char* test_note) {
  using C = query::RaySphere<T>;
  constexpr bool is_float = std::is_same_v<T, float>;

  query::Implementation<C> a;
  a.name = is_float ? "zoo.ericson.IntersectRaySphere" : "zoo.ericson.IntersectRaySphere<double>";
  a.origin = kIntersectOrigin;
  a.role = query::Role::specimen;
  a.contract = query::Contract::exact();  // closed: a tangent ray (discr == 0) and c == 0 hit
  a.expected = query::kFalseHit | query::kFalseMiss;
  a.defect_note = intersect_note;
  a.accepts = [](const C& c) { return book_ray(c); };
  a.precondition_margin = [](const C& c) { return book_ray_margin(c); };
  a.intersects = [](const C& c) {
    const T p[3] = {c.ray.o.x, c.ray.o.y, c.ray.o.z};
    const T d[3] = {c.ray.dir.x, c.ray.dir.y, c.ray.dir.z};
    T t = 0;
    T q[3] = {0, 0, 0};
    return ericson_ray_sphere::IntersectRaySphere<T>(p, d, book_sphere(c.sphere), t, q) != 0;
  };

  query::Implementation<C> b;
  b.name = is_float ? "zoo.ericson.TestRaySphere" : "zoo.ericson.TestRaySphere<double>";
  b.origin = kTestOrigin;
  b.role = query::Role::specimen;
  b.contract = query::Contract::exact();  // closed: c <= 0 hits, disc == 0 hits
  b.expected = query::kFalseHit | query::kFalseMiss;
  b.defect_note = test_note;
  b.accepts = [](const C& c) { return book_ray(c); };
  b.precondition_margin = [](const C& c) { return book_ray_margin(c); };
  b.intersects = [](const C& c) {
    const T p[3] = {c.ray.o.x, c.ray.o.y, c.ray.o.z};
    const T d[3] = {c.ray.dir.x, c.ray.dir.y, c.ray.dir.z};
    return ericson_ray_sphere::TestRaySphere<T>(p, d, book_sphere(c.sphere)) != 0;
  };
  return {a, b};
}

}  // namespace

template <>
std::vector<query::Implementation<query::RaySphere<float>>> specimens() {
  return rows<float>(
      "false hit and miss: m.m, b*b and r*r round in float, so tangent rays miss and rays just outside hit; "
      "b*b - c cancels for far grazing rays (from 2^20 away, wrong by a wide margin both ways); squares "
      "below 2^-149 flush to zero (c == 0: hit); overflow makes disc = inf - inf or c = inf - inf NaN, "
      "which passes both tests (hit, even pointing away), or c = +inf alone (miss)",
      "false hit and miss: as IntersectRaySphere (rounding near tangency, cancellation for far grazing "
      "rays, underflow to c == 0, disc = inf - inf = NaN and c = +inf on overflow); a NaN c with b > 0 "
      "misses through its b > 0 early out");
}

template <>
std::vector<query::Implementation<query::RaySphere<double>>> specimens() {
  return rows<double>(
      "false hit and miss: as in float, at double's ends: rounding of the squares near tangency, "
      "cancellation of b*b - c for far grazing rays, squares underflowing below 2^-1074, NaN or +inf from "
      "squares overflowing above 2^1024",
      "false hit and miss: as IntersectRaySphere<double>, but a NaN c with b > 0 misses through its b > 0 "
      "early out");
}

}  // namespace specimens
}  // namespace gv
