// geoverify specimens: registration of the plane-query specimens (seed 000).
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/seed000_plane.h"
#include "geoverify/specimens/three_points.h"

#include <array>

namespace gv {
namespace specimens {
namespace {

constexpr const char* kSeed000 = "shared/seeds/000_ca3f72949711d846.txt (Plane::intersect)";

seed000::Vector3 vec(const Vec3<float>& v) { return seed000::Vector3(v.x, v.y, v.z); }

seed000::Plane plane(const Plane<float>& p) { return seed000::Plane(p.n.x, p.n.y, p.n.z, p.d); }

// The seed's own way to a plane: its demo calls createPlane(v1, v2, v3). The
// driver hands it three float points that lie exactly on the case's plane
// (so the oracle's plane is the plane through them); cases whose plane has no
// such points the driver can find are not judged for these rows (accepts).
bool from_three_points(const Plane<float>& p, const Vec3<float>& anchor, seed000::Plane& out) {
  std::array<Vec3<float>, 3> v;
  if (!three_points_on_plane(p, anchor, v)) return false;
  out.createPlane(vec(v[0]), vec(v[1]), vec(v[2]));
  return true;
}

Vec3<float> centre(const Aabb<float>& b) {
  return {b.min.x * 0.5f + b.max.x * 0.5f, b.min.y * 0.5f + b.max.y * 0.5f, b.min.z * 0.5f + b.max.z * 0.5f};
}

// Driven as the demo drives it: createPlane(v1, v2, v3), then intersect().
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

  query::Implementation<query::PlaneAabb<float>> demo;
  demo.name = "seed000.createPlane+intersect(bbMin,bbMax)";
  demo.origin = kSeed000;
  demo.role = query::Role::specimen;
  demo.contract = query::Contract::exact();
  demo.expected = query::kFalseMiss | query::kFalseHit;
  demo.defect_note = kCreatePlaneBoxNote;
  demo.accepts = [](const query::PlaneAabb<float>& c) {
    seed000::Plane p;
    return from_three_points(c.plane, centre(c.box), p);
  };
  demo.intersects = [](const query::PlaneAabb<float>& c) {
    seed000::Plane p;
    return from_three_points(c.plane, centre(c.box), p) && p.intersect(vec(c.box.min), vec(c.box.max));
  };
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

  query::Implementation<query::PlaneSphere<float>> demo;
  demo.name = "seed000.createPlane+intersect(pos,radius)";
  demo.origin = kSeed000;
  demo.role = query::Role::specimen;
  demo.contract = query::Contract::exact();
  demo.expected = query::kFalseMiss | query::kFalseHit;
  demo.defect_note = kCreatePlaneSphereNote;
  demo.accepts = [](const query::PlaneSphere<float>& c) {
    seed000::Plane p;
    return from_three_points(c.plane, c.sphere.c, p);
  };
  demo.intersects = [](const query::PlaneSphere<float>& c) {
    seed000::Plane p;
    return from_three_points(c.plane, c.sphere.c, p) && p.intersect(vec(c.sphere.c), c.sphere.r);
  };
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
