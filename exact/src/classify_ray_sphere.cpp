// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a ray-sphere case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query):
// zero-dir, point-ball (r == 0), origin-on-sphere, origin-inside, pointing-away
// (o outside and m.dir >= 0: the textbook early out), tangent-line (the
// line's distance to c is exactly r), grazing (the line's distance within
// 2^-20 r of r, not exactly), axis-parallel, squares-overflow (|m|^2, r^2 or
// dir.dir above T's largest value: a routine that squares in T sees
// infinity), squares-underflow (a nonzero one below T's smallest normal),
// clipped (tmin > 0 or finite tmax).
#include <cmath>
#include <limits>

#include "classify_support.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
Tags tags_of(const query::RaySphere<T>& c) {
  Tags t;
  const Ray<T>& ray = c.ray;
  const Vec3Q m = to_rational(ray.o) - to_rational(c.sphere.c);
  const Vec3Q d = to_rational(ray.dir);
  const Rational r = to_rational(c.sphere.r);
  const Rational r2 = r * r, mm = dot(m, m), a = dot(d, d), b = dot(m, d);
  const bool zero_dir = a == 0;
  if (zero_dir) t.push_back("zero-dir");
  if (r == 0) t.push_back("point-ball");
  if (mm == r2) t.push_back("origin-on-sphere");
  else if (mm < r2) t.push_back("origin-inside");
  else if (!zero_dir && b >= 0) t.push_back("pointing-away");
  if (!zero_dir) {
    // the line's squared distance to c, times a: |m x d|^2 = a mm - b^2
    const Rational q = a * mm - b * b, target = a * r2;
    if (q == target) {
      t.push_back("tangent-line");
    } else if (r != 0) {
      const Rational gap = q > target ? Rational(q - target) : Rational(target - q);
      if (gap * Rational(1 << 20) <= target) t.push_back("grazing");
    }
    if (zero_components(ray.dir) > 0) t.push_back("axis-parallel");
  }
  const Rational big(static_cast<double>(std::numeric_limits<T>::max()));
  const Rational small(static_cast<double>(std::numeric_limits<T>::min()));
  if (mm > big || r2 > big || a > big) t.push_back("squares-overflow");
  else if ((mm != 0 && mm < small) || (r2 != 0 && r2 < small) || (a != 0 && a < small)) t.push_back("squares-underflow");
  if (ray.tmin > 0 || std::isfinite(ray.tmax)) t.push_back("clipped");
  return t;
}

template <class T>
struct Tagger<query::RaySphere<T>> {
  static Tags tags(const query::RaySphere<T>& c, const Result&) { return tags_of(c); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::RaySphere<float>&, const Result&);
template std::string degeneracy_class(const query::RaySphere<double>&, const Result&);

}  // namespace exact
}  // namespace gv
