// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the plane-query specimens (seed 000).
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/seed000_plane.h"
#include "geoverify/specimens/three_points.h"

#include <array>
#include <cstring>

namespace gv {
namespace specimens {
namespace {

constexpr const char* kSeed000 = "specimens/src/seed000_plane.cpp, from seed 000 (Plane::intersect)";

seed000::Vector3 vec(const Vec3<float>& v) { return seed000::Vector3(v.x, v.y, v.z); }

seed000::Plane plane(const Plane<float>& p) { return seed000::Plane(p.n.x, p.n.y, p.n.z, p.d); }

// The seed's own way to a plane: its demo calls createPlane(v1, v2, v3). The
// driver hands it three float points that lie exactly on the case's plane
// (so the oracle's plane is the plane through them); cases whose plane has no
// such points the driver can find are not judged for these rows (accepts).
struct PointSearch {
  float key[7];  // the plane and the anchor, compared bit for bit
  bool found;
  std::array<Vec3<float>, 3> v;
};

// The runner, the shrinker and the fuzz harness call accepts() and then
// intersects() on the same case: the last search answers the second call, so
// the search runs once per case.
const PointSearch& search(const Plane<float>& p, const Vec3<float>& anchor) {
  thread_local PointSearch last{};
  thread_local bool has_last = false;
  const float key[7] = {p.n.x, p.n.y, p.n.z, p.d, anchor.x, anchor.y, anchor.z};
  if (!has_last || std::memcmp(key, last.key, sizeof key) != 0) {
    std::memcpy(last.key, key, sizeof key);
    last.found = three_points_on_plane(p, anchor, last.v);
    has_last = true;
  }
  return last;
}

Vec3<float> centre(const Aabb<float>& b) {
  return {b.min.x * 0.5f + b.max.x * 0.5f, b.min.y * 0.5f + b.max.y * 0.5f, b.min.z * 0.5f + b.max.z * 0.5f};
}

// A row driven as the demo drives it: createPlane(v1, v2, v3) through three
// points near anchor(case), then call(plane, case).
template <class C, class Anchor, class Call>
query::Implementation<C> create_plane_row(const char* name, const char* defect_note, Anchor anchor, Call call) {
  query::Implementation<C> row;
  row.name = name;
  row.origin = kSeed000;
  row.role = query::Role::specimen;
  row.contract = query::Contract::exact();
  row.expected = query::kFalseMiss | query::kFalseHit;
  row.defect_note = defect_note;
  row.accepts = [anchor](const C& c) { return search(c.plane, anchor(c)).found; };
  row.intersects = [anchor, call](const C& c) {
    const PointSearch& s = search(c.plane, anchor(c));
    if (!s.found) return false;
    seed000::Plane p;
    p.createPlane(vec(s.v[0]), vec(s.v[1]), vec(s.v[2]));
    return call(p, c);
  };
  return row;
}

constexpr const char* kCreatePlaneBoxNote =
    "createPlane rounds the normal it normalizes, so exact contact is decided on a rounded plane; "
    "and intersect() still drops the z branch for a negative normal";
constexpr const char* kCreatePlaneSphereNote =
    "createPlane's normalized, rounded plane makes the distance right only up to rounding: tangency "
    "and near-tangency are decided by the rounding, both ways";

}  // namespace

template <>
std::vector<query::Implementation<query::PlaneAabb<float>>> specimens() {
  query::Implementation<query::PlaneAabb<float>> seed;
  seed.name = "seed000.Plane::intersect(bbMin,bbMax)";
  seed.origin = kSeed000;
  seed.role = query::Role::specimen;
  seed.contract = query::Contract::exact();
  seed.expected = query::kFalseMiss | query::kFalseHit;
  seed.defect_note =
      "no else branch for a negative z normal: the tested corner keeps z = 0 (Vector3's default)";
  seed.intersects = [](const query::PlaneAabb<float>& c) {
    return plane(c.plane).intersect(vec(c.box.min), vec(c.box.max));
  };

  auto demo = create_plane_row<query::PlaneAabb<float>>(
      "seed000.createPlane+intersect(bbMin,bbMax)", kCreatePlaneBoxNote,
      [](const query::PlaneAabb<float>& c) { return centre(c.box); },
      [](seed000::Plane& p, const query::PlaneAabb<float>& c) { return p.intersect(vec(c.box.min), vec(c.box.max)); });
  return {seed, demo};
}

template <>
std::vector<query::Implementation<query::PlaneSphere<float>>> specimens() {
  query::Implementation<query::PlaneSphere<float>> seed;
  seed.name = "seed000.Plane::intersect(pos,radius)";
  seed.origin = kSeed000;
  seed.role = query::Role::specimen;
  seed.contract = query::Contract::exact();
  seed.expected = query::kFalseMiss | query::kFalseHit;
  seed.defect_note = "compares the unnormalized a*x+b*y+c*z+d with the radius: right only for |n| = 1";
  seed.intersects = [](const query::PlaneSphere<float>& c) {
    return plane(c.plane).intersect(vec(c.sphere.c), c.sphere.r);
  };

  auto demo = create_plane_row<query::PlaneSphere<float>>(
      "seed000.createPlane+intersect(pos,radius)", kCreatePlaneSphereNote,
      [](const query::PlaneSphere<float>& c) { return c.sphere.c; },
      [](seed000::Plane& p, const query::PlaneSphere<float>& c) { return p.intersect(vec(c.sphere.c), c.sphere.r); });
  return {seed, demo};
}

template <>
std::vector<query::Implementation<query::PlaneAabb<double>>> specimens() {
  return {};
}

template <>
std::vector<query::Implementation<query::PlaneSphere<double>>> specimens() {
  return {};
}

}  // namespace specimens
}  // namespace gv
