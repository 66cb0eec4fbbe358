// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a sphere-sphere case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query):
// points (both radii zero) / point-ball (one), concentric (equal centres),
// nested (one ball inside the other, closed, not concentric), squares-overflow
// (|d|^2 or (a.r + b.r)^2 above T's largest value: a routine that squares in T
// sees infinity), squares-underflow (a nonzero one below T's smallest normal).
#include <cmath>
#include <limits>

#include "classify_support.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
Tags tags_of(const query::SphereSphere<T>& c) {
  Tags t;
  const bool za = c.a.r == 0, zb = c.b.r == 0;
  if (za && zb) t.push_back("points");
  else if (za || zb) t.push_back("point-ball");
  const Vec3Q d = to_rational(c.a.c) - to_rational(c.b.c);
  const Rational D = dot(d, d);
  const Rational ra = to_rational(c.a.r), rb = to_rational(c.b.r);
  const Rational s = ra + rb;
  if (D == 0) {
    t.push_back("concentric");
  } else {
    const Rational diff = ra - rb;
    if (D <= diff * diff) t.push_back("nested");
  }
  const Rational big(static_cast<double>(std::numeric_limits<T>::max()));
  const Rational small(static_cast<double>(std::numeric_limits<T>::min()));
  const Rational S = s * s;
  if (D > big || S > big) t.push_back("squares-overflow");
  else if ((D != 0 && D < small) || (S != 0 && S < small)) t.push_back("squares-underflow");
  return t;
}

template <class T>
struct Tagger<query::SphereSphere<T>> {
  static Tags tags(const query::SphereSphere<T>& c, const Result&) { return tags_of(c); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::SphereSphere<float>&, const Result&);
template std::string degeneracy_class(const query::SphereSphere<double>&, const Result&);

}  // namespace exact
}  // namespace gv
