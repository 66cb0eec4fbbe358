// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the sphere-AABB specimens (bug zoo:
// Arvo's clamp, Graphics Gems 1990, and its square-rooted variant).
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_arvo_sphere_box.h"

#include <type_traits>

namespace gv {
namespace specimens {
namespace {

constexpr const char* kArvoOrigin =
    "specimens/src/zoo_arvo_sphere_box.cpp, from J. Arvo, \"A Simple Method for Box-Sphere Intersection "
    "Testing\", Graphics Gems (1990) pp. 335-339, gems/BoxSphere.c, mode 3";
constexpr const char* kDistanceOrigin =
    "specimens/src/zoo_arvo_sphere_box.cpp, reconstructed: Arvo's clamp in the distance form "
    "length(c - clamp(c, min, max)) <= r common in engines and tutorials";

template <class T>
std::vector<query::Implementation<query::SphereAabb<T>>> rows(const char* arvo_note, const char* distance_note) {
  using C = query::SphereAabb<T>;
  query::Implementation<C> a;
  a.name = std::is_same_v<T, float> ? "zoo.arvo.Box_Sphere_Intersect" : "zoo.arvo.Box_Sphere_Intersect<double>";
  a.origin = kArvoOrigin;
  a.role = query::Role::specimen;
  a.contract = query::Contract::exact();
  a.expected = query::kFalseHit | query::kFalseMiss;
  a.defect_note = arvo_note;
  a.intersects = [](const C& c) {
    const T lo[3] = {c.box.min.x, c.box.min.y, c.box.min.z}, hi[3] = {c.box.max.x, c.box.max.y, c.box.max.z};
    const T ctr[3] = {c.sphere.c.x, c.sphere.c.y, c.sphere.c.z};
    return arvo::Box_Sphere_Intersect<T>(3, lo, hi, ctr, c.sphere.r, 3) != 0;
  };

  query::Implementation<C> b;
  b.name = std::is_same_v<T, float> ? "zoo.arvo.sqrt(dmin)<=r" : "zoo.arvo.sqrt(dmin)<=r<double>";
  b.origin = kDistanceOrigin;
  b.role = query::Role::specimen;
  b.contract = query::Contract::exact();
  b.expected = query::kFalseHit | query::kFalseMiss;
  b.defect_note = distance_note;
  b.intersects = [](const C& c) {
    const T lo[3] = {c.box.min.x, c.box.min.y, c.box.min.z}, hi[3] = {c.box.max.x, c.box.max.y, c.box.max.z};
    const T ctr[3] = {c.sphere.c.x, c.sphere.c.y, c.sphere.c.z};
    return arvo::ClampDistanceIntersect<T>(lo, hi, ctr, c.sphere.r);
  };
  return {a, b};
}

}  // namespace

template <>
std::vector<query::Implementation<query::SphereAabb<float>>> specimens() {
  return rows<float>(
      "false hit and miss: the rounded squares and their rounded sum decide contact with an edge or a corner; "
      "r*r and the squares underflow below about 2^-75 (a tiny gap is a hit, squares rounded up to "
      "denorm_min a miss) and r*r overflows to inf for r >= 2^64 (a far ball is a hit)",
      "false hit and miss: sqrt rounds dmin a little above r^2 down to r (a hit) and rounding can lift it "
      "above r (a miss); squares underflow to 0 below about 2^-75 (a point a tiny gap away is a hit) and "
      "overflow to inf above about 2^64 (a huge ball around the box is a miss)");
}

template <>
std::vector<query::Implementation<query::SphereAabb<double>>> specimens() {
  return rows<double>(
      "false hit and miss: as in float, at double's ends: rounding of the squares and their sum near "
      "contact; underflow below about 2^-538, r*r = inf for r >= 2^512",
      "false hit and miss: as in float, at double's ends: sqrt of a rounded sum near contact; squares "
      "underflow below about 2^-538 and overflow above about 2^512");
}

}  // namespace specimens
}  // namespace gv
