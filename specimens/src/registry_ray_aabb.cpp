// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the ray-AABB specimens (seed 001's two
// algorithms, Williams et al. 2005, pbrt-v3).
#include <limits>

#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/seed001_ray_aabb.h"
#include "geoverify/specimens/zoo_pbrt_bounds.h"
#include "geoverify/specimens/zoo_williams_ray_box.h"

namespace gv {
namespace specimens {
namespace {

constexpr const char* kSeed001 = "specimens/src/seed001_ray_aabb.cpp, from seed 001";

/// The seed's routines know only the half-line t >= 0.
template <class T>
bool unclipped(const query::RayAabb<T>& c) {
  return c.ray.tmin == T(0) && c.ray.tmax == std::numeric_limits<T>::infinity();
}

query::Implementation<query::RayAabb<float>> cocos() {
  query::Implementation<query::RayAabb<float>> impl;
  impl.name = "seed001.Ray::intersects(AABB)";
  impl.origin = std::string(kSeed001) + " (cocos2d-x 3.x cocos/3d/CCRay.cpp, Ray::intersects(const AABB&))";
  impl.role = query::Role::specimen;
  impl.contract = query::Contract::exact();
  impl.expected = query::kFalseMiss | query::kFalseHit;
  impl.defect_note =
      "false miss: an origin inside the box, dir = 0, and contact on an edge, a face plane or at t = 0 "
      "fail its face-by-face strict tests; false hit: the rounded point o + t*dir lands inside a face "
      "the exact ray passes just outside of";
  impl.accepts = [](const query::RayAabb<float>& c) { return unclipped(c); };
  impl.intersects = [](const query::RayAabb<float>& c) {
    using seed001::cocos::Vec3;
    const seed001::cocos::Ray ray(Vec3(c.ray.o.x, c.ray.o.y, c.ray.o.z),
                                  Vec3(c.ray.dir.x, c.ray.dir.y, c.ray.dir.z));
    const seed001::cocos::AABB box(Vec3(c.box.min.x, c.box.min.y, c.box.min.z),
                                   Vec3(c.box.max.x, c.box.max.y, c.box.max.z));
    return ray.intersects(box);
  };
  return impl;
}

query::Implementation<query::RayAabb<float>> williams_box() {
  query::Implementation<query::RayAabb<float>> impl;
  impl.name = "zoo.williams.Box::intersect";
  impl.origin =
      "Williams, Barrus, Morley, Shirley, \"An Efficient and Robust Ray-Box Intersection Algorithm\", "
      "JGT 10(1):49-54, 2005; sample code box.cc Box::intersect(const Ray&, float t0, float t1)";
  impl.role = query::Role::specimen;
  impl.contract = query::Contract::exact();
  impl.expected = query::kFalseMiss | query::kFalseHit;
  impl.defect_note =
      "false miss: 0*inf = NaN for a ray lying in an x face plane, and the open interval (t0, t1) "
      "rejects contact exactly at tmin or tmax; false hit: slab parameters rounded twice "
      "((bound - o) * fl(1/d)) accept rays that graze just outside an edge";
  impl.intersects = [](const query::RayAabb<float>& c) {
    using williams::Vector3;
    const williams::Ray ray(Vector3(c.ray.o.x, c.ray.o.y, c.ray.o.z), Vector3(c.ray.dir.x, c.ray.dir.y, c.ray.dir.z));
    const williams::Box box(Vector3(c.box.min.x, c.box.min.y, c.box.min.z),
                            Vector3(c.box.max.x, c.box.max.y, c.box.max.z));
    return box.intersect(ray, c.ray.tmin, c.ray.tmax);
  };
  return impl;
}

query::Implementation<query::RayAabb<float>> pbrt_bounds() {
  query::Implementation<query::RayAabb<float>> impl;
  impl.name = "zoo.pbrt3.Bounds3::IntersectP";
  impl.origin =
      "pbrt-v3 src/core/geometry.h, Bounds3<T>::IntersectP(const Ray&, Float*, Float*), Float = float "
      "(PBR 3rd ed., section 3.1.2)";
  impl.role = query::Role::specimen;
  impl.contract = query::Contract::conservative();
  // False hits are allowed by the contract, so only false misses can be found.
  impl.expected = query::kFalseMiss;
  impl.defect_note =
      "false miss: a -0 direction component with the origin on the min face gives (NaN, -inf) and no "
      "swap, so t1 = -inf; and tNear is never enlarged, so an entry exactly at a finite tMax can round "
      "past it";
  impl.accepts = [](const query::RayAabb<float>& c) { return c.ray.tmin == 0.0f; };
  impl.intersects = [](const query::RayAabb<float>& c) {
    const pbrt::Ray ray(pbrt::Point3f(c.ray.o.x, c.ray.o.y, c.ray.o.z),
                        pbrt::Vector3f(c.ray.dir.x, c.ray.dir.y, c.ray.dir.z), c.ray.tmax);
    const pbrt::Bounds3f box(pbrt::Point3f(c.box.min.x, c.box.min.y, c.box.min.z),
                             pbrt::Point3f(c.box.max.x, c.box.max.y, c.box.max.z));
    return box.IntersectP(ray);
  };
  return impl;
}

query::Implementation<query::RayAabb<double>> slabs() {
  query::Implementation<query::RayAabb<double>> impl;
  impl.name = "seed001.BBox::hit(Ray)";
  impl.origin = std::string(kSeed001) + " (BBox::hit(const Ray&), the slabs method)";
  impl.role = query::Role::specimen;
  impl.contract = query::Contract::exact();
  impl.expected = query::kFalseMiss | query::kFalseHit;
  impl.defect_note =
      "false miss: the inverted parallel check `ox < x1 || ox > x0` rejects every |d| < 1e-6 axis, and "
      "touching (t0 == t1) fails `t0 < t1`; false hit: no t >= 0 clamp, so a box behind the origin is hit";
  impl.accepts = [](const query::RayAabb<double>& c) { return unclipped(c); };
  impl.intersects = [](const query::RayAabb<double>& c) {
    const seed001::slabs::BBox box(c.box.min.x, c.box.max.x, c.box.min.y, c.box.max.y, c.box.min.z, c.box.max.z);
    const seed001::slabs::Ray ray(seed001::slabs::Point3D(c.ray.o.x, c.ray.o.y, c.ray.o.z),
                                  seed001::slabs::Vector3D(c.ray.dir.x, c.ray.dir.y, c.ray.dir.z));
    return box.hit(ray);
  };
  return impl;
}

}  // namespace

template <>
std::vector<query::Implementation<query::RayAabb<float>>> specimens() {
  return {cocos(), williams_box(), pbrt_bounds()};
}

template <>
std::vector<query::Implementation<query::RayAabb<double>>> specimens() {
  return {slabs()};
}

}  // namespace specimens
}  // namespace gv
