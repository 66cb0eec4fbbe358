// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the AABB-triangle specimens (seed 004
// and Akenine-Moller's tribox3).
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/seed004_aabb_triangle.h"
#include "geoverify/specimens/zoo_tribox3.h"

namespace gv {
namespace specimens {
namespace {

seed004::glm::vec3 glm_vec(const Vec3<float>& v) { return seed004::glm::vec3(v.x, v.y, v.z); }

}  // namespace

template <>
std::vector<query::Implementation<query::AabbTriangle<float>>> specimens() {
  query::Implementation<query::AabbTriangle<float>> seed;
  seed.name = "seed004.IntersectAABBWithTriangle";
  seed.origin = "specimens/src/seed004_aabb_triangle.cpp, from seed 004 (IntersectAABBWithTriangle, AABB(center, size), Triangle)";
  seed.role = query::Role::specimen;
  seed.contract = query::Contract::exact();
  seed.expected = query::kFalseMiss | query::kFalseHit;
  seed.defect_note =
      "false miss: the box is rebuilt as a rounded (center, size), the vertices are moved by -center and "
      "projected on rounded normalised axes, so touching cases are reported separated; false hit: the "
      "same rounding the other way, and an overflowing center or cross product turns axes into NaN, "
      "which never separate";
  seed.intersects = [](const query::AabbTriangle<float>& c) {
    const Vec3<float>& lo = c.box.min;
    const Vec3<float>& hi = c.box.max;
    // The seed's AABB is (center, size): a caller holding min/max computes them in float.
    const seed004::AABB box(seed004::glm::vec3((lo.x + hi.x) * 0.5f, (lo.y + hi.y) * 0.5f, (lo.z + hi.z) * 0.5f),
                            seed004::glm::vec3(hi.x - lo.x, hi.y - lo.y, hi.z - lo.z));
    const seed004::Triangle tri(glm_vec(c.tri.p0), glm_vec(c.tri.p1), glm_vec(c.tri.p2));
    return seed004::IntersectAABBWithTriangle(box, tri);
  };

  query::Implementation<query::AabbTriangle<float>> tribox;
  tribox.name = "zoo.akenine-moller.triBoxOverlap";
  tribox.origin =
      "Akenine-Moller, \"Fast 3D Triangle-Box Overlap Testing\" (JGT 2001), tribox3.c triBoxOverlap "
      "(2001-06-18 -NJMP- version)";
  tribox.role = query::Role::specimen;
  tribox.contract = query::Contract::exact();
  tribox.expected = query::kFalseMiss | query::kFalseHit;
  tribox.defect_note =
      "false miss: each edge-axis test projects two vertices only, the box is rebuilt as a rounded "
      "center/half-size, and a plane test that overflows to NaN returns 0; false hit: the same rounding "
      "the other way, and a NaN edge-axis projection skips that axis";
  tribox.intersects = [](const query::AabbTriangle<float>& c) {
    const Vec3<float>& lo = c.box.min;
    const Vec3<float>& hi = c.box.max;
    float boxcenter[3] = {(lo.x + hi.x) * 0.5f, (lo.y + hi.y) * 0.5f, (lo.z + hi.z) * 0.5f};
    float boxhalfsize[3] = {(hi.x - lo.x) * 0.5f, (hi.y - lo.y) * 0.5f, (hi.z - lo.z) * 0.5f};
    float triverts[3][3] = {{c.tri.p0.x, c.tri.p0.y, c.tri.p0.z},
                            {c.tri.p1.x, c.tri.p1.y, c.tri.p1.z},
                            {c.tri.p2.x, c.tri.p2.y, c.tri.p2.z}};
    return tribox::triBoxOverlap(boxcenter, boxhalfsize, triverts) != 0;
  };
  return {seed, tribox};
}

template <>
std::vector<query::Implementation<query::AabbTriangle<double>>> specimens() {
  return {};
}

}  // namespace specimens
}  // namespace gv
