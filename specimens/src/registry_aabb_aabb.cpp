// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the AABB-AABB specimens (bug zoo: the
// strict min/max test of AMinecraftClone's AABBHelper::AABBIntersect, and
// Ericson's centre-radius TestAABBAABB, Real-Time Collision Detection 2005,
// section 4.2.1, fed through the min/max -> centre-radius conversion).
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/zoo_ericson_aabb.h"
#include "geoverify/specimens/zoo_strict_aabb.h"

#include <type_traits>

namespace gv {
namespace specimens {
namespace {

constexpr const char* kStrictOrigin =
    "specimens/src/zoo_strict_aabb.cpp, from EhadBalayla/A-Minecraft-Clone, AMinecraftClone/AABB.cpp, "
    "AABBHelper::AABBIntersect (commit 0476b598); the textbook min-max test with its comparisons turned strict";
constexpr const char* kEricsonOrigin =
    "specimens/src/zoo_ericson_aabb.cpp, from C. Ericson, Real-Time Collision Detection (2005), section 4.2.1, "
    "TestAABBAABB in centre-radius form, after c = (min + max) * 0.5, r = (max - min) * 0.5 in T (as libGDX "
    "BoundingBox.intersects)";

template <class T>
std::vector<query::Implementation<query::AabbAabb<T>>> rows(const char* strict_note, const char* ericson_note) {
  using C = query::AabbAabb<T>;
  constexpr bool kFloat = std::is_same_v<T, float>;
  query::Implementation<C> a;
  a.name = kFloat ? "zoo.aminecraftclone.AABBIntersect" : "zoo.aminecraftclone.AABBIntersect<double>";
  a.origin = kStrictOrigin;
  a.role = query::Role::specimen;
  a.contract = query::Contract::exact();  // an intersection test of closed boxes
  a.expected = query::kFalseMiss;         // comparisons are exact: never a false hit
  a.defect_note = strict_note;
  a.intersects = [](const C& c) {
    using B = strict_aabb::AABB<T>;
    const B a_box{{c.a.min.x, c.a.min.y, c.a.min.z}, {c.a.max.x, c.a.max.y, c.a.max.z}};
    const B b_box{{c.b.min.x, c.b.min.y, c.b.min.z}, {c.b.max.x, c.b.max.y, c.b.max.z}};
    return strict_aabb::AABBIntersect<T>(a_box, b_box);
  };

  query::Implementation<C> b;
  b.name = kFloat ? "zoo.ericson.TestAABBAABB(centre-radius)" : "zoo.ericson.TestAABBAABB(centre-radius)<double>";
  b.origin = kEricsonOrigin;
  b.role = query::Role::specimen;
  b.contract = query::Contract::exact();
  b.expected = query::kFalseHit | query::kFalseMiss;
  b.defect_note = ericson_note;
  b.intersects = [](const C& c) {
    const T amin[3] = {c.a.min.x, c.a.min.y, c.a.min.z}, amax[3] = {c.a.max.x, c.a.max.y, c.a.max.z};
    const T bmin[3] = {c.b.min.x, c.b.min.y, c.b.min.z}, bmax[3] = {c.b.max.x, c.b.max.y, c.b.max.z};
    return ericson_aabb::TestAABBAABB<T>(ericson_aabb::FromMinMax<T>(amin, amax),
                                         ericson_aabb::FromMinMax<T>(bmin, bmax)) != 0;
  };
  return {a, b};
}

}  // namespace

template <>
std::vector<query::Implementation<query::AabbAabb<float>>> specimens() {
  return rows<float>(
      "false miss: strict comparisons answer 'overlapping?': every touching pair (a shared face, edge or "
      "corner, boxes flat on one plane, identical flat boxes, -0.0 against +0.0) is a miss",
      "false hit and miss: min + max, max - min, the centre difference and the radius sum round, so exact "
      "contact far from the origin or among subnormals can come out apart and a one-ulp gap touching; "
      "min + max overflows to inf above 2^127 (an infinite centre separates everything, two give NaN "
      "that separates nothing)");
}

template <>
std::vector<query::Implementation<query::AabbAabb<double>>> specimens() {
  return rows<double>(
      "false miss: as in float: every touching pair is a miss",
      "false hit and miss: as in float, at double's ends: rounding of centres and radii near contact, "
      "subnormal halving, min + max overflowing above 2^1023");
}

}  // namespace specimens
}  // namespace gv
