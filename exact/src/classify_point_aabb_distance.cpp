// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of point-aabb-distance cases. Tags:
// where the point is -- inside, on-face, on-edge, on-corner (on the surface,
// by how many coordinates sit on a bound), beyond-face, beyond-edge,
// beyond-corner (outside, by how many coordinates are out of their range);
// the box's (point-box, flat-box); and the scale's (classify_support.h).
#include "classify_support.h"
#include "geoverify/exact/point_aabb_distance.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
struct Tagger<query::PointAabbDistance<T>> {
  static Tags tags(const query::PointAabbDistance<T>& c, const Result&) {
    Tags t;
    int out = 0, on = 0;
    for (int k = 0; k < 3; ++k) {
      const T x = get(c.point.p, k), lo = get(c.box.min, k), hi = get(c.box.max, k);
      if (x < lo || x > hi) ++out;
      else if (x == lo || x == hi) ++on;
    }
    static const char* const kBeyond[] = {"", "beyond-face", "beyond-edge", "beyond-corner"};
    static const char* const kOn[] = {"inside", "on-face", "on-edge", "on-corner"};
    t.push_back(out > 0 ? kBeyond[out] : kOn[on]);
    box_tags(c.box, t);
    return t;
  }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::PointAabbDistance<float>&, const Result&);
template std::string degeneracy_class(const query::PointAabbDistance<double>&, const Result&);

}  // namespace exact
}  // namespace gv
