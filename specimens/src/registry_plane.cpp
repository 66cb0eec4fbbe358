// geoverify specimens: registration of the plane-query specimens (seed 000).
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/seed000_plane.h"

namespace gv {
namespace specimens {
namespace {

constexpr const char* kSeed000 = "shared/seeds/000_ca3f72949711d846.txt (Plane::intersect)";

seed000::Vector3 vec(const Vec3<float>& v) { return seed000::Vector3(v.x, v.y, v.z); }

seed000::Plane plane(const Plane<float>& p) { return seed000::Plane(p.n.x, p.n.y, p.n.z, p.d); }

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
  return {seed};
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
  return {seed};
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
