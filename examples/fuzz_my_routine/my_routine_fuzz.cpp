// SPDX-License-Identifier: MIT
// Fuzzing your own routine with geoverify: one macro turns it into a libFuzzer
// target that compares every answer with the exact oracle under the contract
// you promise, and stops at the first violation with a GoogleTest reproducer.
//
// The routine is the classic slab test (Kay and Kajiya; Williams et al. 2005)
// in float, written with care: a direction component of zero is handled
// without dividing, so no NaN arises from 0 * inf. What remains is rounding:
// the entry and exit parameters (plane - origin) * (1 / dir) are each rounded
// twice, so for a ray through an edge or a corner of the box (entry equals
// exit exactly) the rounded entry can land past the rounded exit, and the ray
// misses a box it touches; a direction too small to invert overflows 1/dir.
// Declared exact, it is caught within a few thousand inputs.
#include <utility>

#include "geoverify/fuzz/fuzz.h"

bool my_ray_box(const gv::Rayf& ray, const gv::Aabbf& box) {
  const float o[3] = {ray.o.x, ray.o.y, ray.o.z};
  const float d[3] = {ray.dir.x, ray.dir.y, ray.dir.z};
  const float lo[3] = {box.min.x, box.min.y, box.min.z};
  const float hi[3] = {box.max.x, box.max.y, box.max.z};
  float t0 = ray.tmin, t1 = ray.tmax;
  for (int i = 0; i < 3; ++i) {
    if (d[i] == 0.0f) {  // parallel to this slab: inside it for every t, or never
      if (o[i] < lo[i] || o[i] > hi[i]) return false;
      continue;
    }
    const float inv = 1.0f / d[i];
    float t_near = (lo[i] - o[i]) * inv, t_far = (hi[i] - o[i]) * inv;
    if (t_near > t_far) std::swap(t_near, t_far);
    if (t_near > t0) t0 = t_near;
    if (t_far < t1) t1 = t_far;
    if (t0 > t1) return false;
  }
  return true;
}

// The case type names the query and the scalar type; the routine is called
// with the case's two shapes (a ray and a box) or with the case itself.
GEOVERIFY_FUZZ_ROUTINE(gv::query::RayAabb<float>, gv::query::Contract::exact(), my_ray_box)
