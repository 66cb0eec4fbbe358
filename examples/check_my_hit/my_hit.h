// SPDX-License-Identifier: MIT
// The routine under test: the entry parameter of a ray into a box, as "our"
// engine's picking code computes it (float API), not shipped by geoverify.
// It has two real defects: the entry starts at -infinity instead of the
// ray's tmin, so a ray starting inside the box gets the parameter where its
// line entered the box, behind the origin; and the float slab arithmetic
// decides hit or miss by rounding near edges (and 0 * inf = NaN for a ray in
// a slab's plane). Built with MY_HIT_FIXED, it takes hit or miss from the
// certified core (gv::relation, exact) and computes t in double, clamped to
// [tmin, tmax]: within one float ulp of the exact entry.
#ifndef CHECK_MY_HIT_MY_HIT_H
#define CHECK_MY_HIT_MY_HIT_H

#include <algorithm>
#include <cmath>
#include <limits>

#include "geoverify/core.h"
#include "geoverify/query/cases.h"

inline bool my_ray_box_entry(const gv::Rayf& r, const gv::Aabbf& b, float& t) {
  const float o[3] = {r.o.x, r.o.y, r.o.z}, d[3] = {r.dir.x, r.dir.y, r.dir.z};
  const float lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
#if defined(MY_HIT_FIXED)
  if (!gv::intersects(r, b)) return false;
  double enter = r.tmin;
  for (int i = 0; i < 3; ++i) {
    if (d[i] == 0) continue;  // the core has checked that o is inside this slab
    const double ta = (double(lo[i]) - o[i]) / d[i], tb = (double(hi[i]) - o[i]) / d[i];
    enter = std::max(enter, std::min(ta, tb));
  }
  t = std::min(std::max(static_cast<float>(enter), r.tmin), r.tmax);
  return true;
#else
  float t0 = -std::numeric_limits<float>::infinity(), t1 = std::numeric_limits<float>::infinity();
  for (int i = 0; i < 3; ++i) {
    const float inv = 1.0f / d[i];
    float ta = (lo[i] - o[i]) * inv, tb = (hi[i] - o[i]) * inv;
    if (ta > tb) std::swap(ta, tb);
    t0 = std::max(t0, ta);
    t1 = std::min(t1, tb);
  }
  if (t1 < t0 || t1 < r.tmin || t0 > r.tmax) return false;
  t = t0;
  return true;
#endif
}

/// The form the campaign calls: one ray-aabb-hit case, a value or none.
inline gv::query::Numbers<float, 1> my_entry_case(const gv::query::RayAabbHit<float>& c) {
  float t = 0;
  return my_ray_box_entry(c.ray, c.box, t) ? gv::query::value(t) : gv::query::no_value<float>();
}

#endif  // CHECK_MY_HIT_MY_HIT_H
