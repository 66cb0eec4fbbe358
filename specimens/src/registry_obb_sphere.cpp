// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the OBB-sphere specimens (seed 002).
#include "geoverify/specimens/preconditions.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/seed002_obb_sphere.h"

namespace gv {
namespace specimens {
namespace {

seed002::Vector3 vec(const Vec3<float>& v) { return seed002::Vector3(v.x, v.y, v.z); }

}  // namespace

template <>
std::vector<query::Implementation<query::ObbSphere<float>>> specimens() {
  query::Implementation<query::ObbSphere<float>> seed;
  seed.name = "seed002.ObbSphereCollisionDetect";
  seed.origin = "specimens/src/seed002_obb_sphere.cpp, from seed 002 (ObbSphereCollisionDetect)";
  seed.role = query::Role::specimen;
  seed.contract = query::Contract::exact();
  seed.expected = query::kFalseMiss | query::kFalseHit;
  seed.defect_note =
      "false miss: `fS <= -r` rejects a sphere touching a face plane (and a point on a face); "
      "false hit and miss: rounding decides near-touching cases";
  seed.accepts = [](const query::ObbSphere<float>& c) {
    return near_orthonormal(c.obb.u);  // its precondition: unit, orthogonal axes (preconditions.h)
  };
  seed.precondition_margin = [](const query::ObbSphere<float>& c) { return query::orthonormality_margin(c.obb.u); };
  seed.intersects = [](const query::ObbSphere<float>& c) {
    const seed002::Vector3 axes[3] = {vec(c.obb.u[0]), vec(c.obb.u[1]), vec(c.obb.u[2])};
    const seed002::Vector3 halfExtents(c.obb.e[0], c.obb.e[1], c.obb.e[2]);
    return seed002::ObbSphereCollisionDetect(vec(c.obb.c), axes, halfExtents, vec(c.sphere.c), c.sphere.r);
  };
  return {seed};
}

template <>
std::vector<query::Implementation<query::ObbSphere<double>>> specimens() {
  return {};
}

}  // namespace specimens
}  // namespace gv
