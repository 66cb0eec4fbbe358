// SPDX-License-Identifier: MIT
// Specimen: the textbook BVH ray caster (see textbook_bvh_caster.h).
#include "geoverify/specimens/textbook_bvh_caster.h"

#include "geoverify/specimens/zoo_moller_trumbore.h"
#include "geoverify/specimens/zoo_williams_ray_box.h"

namespace gv {
namespace specimens {

TextbookCast textbook_bvh_cast(const MeshBvh<float>& bvh, const Ray<float>& ray, bool any) {
  TextbookCast out;
  if (!bvh.valid || bvh.node_count == 0) return out;
  const williams::Ray r(williams::Vector3(ray.o.x, ray.o.y, ray.o.z),
                        williams::Vector3(ray.dir.x, ray.dir.y, ray.dir.z));
  float best = ray.tmax;
  std::uint32_t stack[64];
  int top = 0;
  stack[top++] = 0;
  while (top > 0) {
    const BvhNode<float>& n = bvh.nodes[stack[--top]];
    const williams::Box box(williams::Vector3(n.lo[0], n.lo[1], n.lo[2]), williams::Vector3(n.hi[0], n.hi[1], n.hi[2]));
    if (!box.intersect(r, ray.tmin, best)) continue;
    if (n.count == 0) {
      stack[top++] = n.first + 1;
      stack[top++] = n.first;
      continue;
    }
    for (std::uint32_t j = n.first; j < n.first + n.count; ++j) {
      const std::uint32_t tri = bvh.order[j];
      const Triangle<float> p = triangle_of(bvh.mesh, tri);
      float orig[3] = {ray.o.x, ray.o.y, ray.o.z}, dir[3] = {ray.dir.x, ray.dir.y, ray.dir.z};
      float v0[3] = {p.p0.x, p.p0.y, p.p0.z}, v1[3] = {p.p1.x, p.p1.y, p.p1.z}, v2[3] = {p.p2.x, p.p2.y, p.p2.z};
      float t = 0, u = 0, v = 0;
      if (!moller_trumbore::intersect_triangle<float>(orig, dir, v0, v1, v2, &t, &u, &v)) continue;
      if (!(t >= ray.tmin && t <= best)) continue;
      best = t;
      out = {true, tri, t};
      if (any) return out;
    }
  }
  return out;
}

}  // namespace specimens
}  // namespace gv
