// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a ray-aabb case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query):
// zero-dir, grazing-face (dir_i == 0 with o_i on a face plane), axis-parallel, subnormal-dir,
// near-parallel (0 < |dir_i| < 2^-10 max |dir|), origin-inside, origin-on-face, point-box,
// flat-box, clipped (tmin > 0 or finite tmax)
#include "classify_support.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
Tags tags_of(const query::RayAabb<T>& c) {
  Tags t;
  const Ray<T>& r = c.ray;
  const Aabb<T>& b = c.box;
  if (is_zero(r.dir)) {
    t.push_back("zero-dir");
  } else {
    bool grazing = false, sub = false, near = false;
    const T m = std::fmax(std::fabs(r.dir.x), std::fmax(std::fabs(r.dir.y), std::fabs(r.dir.z)));
    for (int i = 0; i < 3; ++i) {
      const T d = get(r.dir, i), o = get(r.o, i);
      grazing = grazing || (d == 0 && (o == get(b.min, i) || o == get(b.max, i)));
      sub = sub || is_subnormal(d);
      near = near || (d != 0 && std::fabs(d) < std::ldexp(m, -10));
    }
    if (grazing) t.push_back("grazing-face");
    if (zero_components(r.dir) > 0) t.push_back("axis-parallel");
    if (sub) t.push_back("subnormal-dir");
    if (near) t.push_back("near-parallel");
  }
  bool inside = true, closed = true;
  for (int i = 0; i < 3; ++i) {
    const T o = get(r.o, i);
    inside = inside && get(b.min, i) < o && o < get(b.max, i);
    closed = closed && get(b.min, i) <= o && o <= get(b.max, i);
  }
  if (inside) t.push_back("origin-inside");
  else if (closed) t.push_back("origin-on-face");
  box_tags(b, t);
  if (r.tmin > 0 || std::isfinite(r.tmax)) t.push_back("clipped");
  return t;
}

template <class T>
struct Tagger<query::RayAabb<T>> {
  static Tags tags(const query::RayAabb<T>& c, const Result&) { return tags_of(c); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::RayAabb<float>&, const Result&);
template std::string degeneracy_class(const query::RayAabb<double>&, const Result&);

}  // namespace exact
}  // namespace gv
