// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a obb-sphere case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query):
// point-sphere, point-box, flat-box, degenerate-axes (a zero axis, or two exactly parallel axes)
#include "classify_support.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
Tags tags_of(const query::ObbSphere<T>& c) {
  Tags t;
  if (c.sphere.r == 0) t.push_back("point-sphere");
  obb_tags(c.obb, t);
  return t;
}

template <class T>
struct Tagger<query::ObbSphere<T>> {
  static Tags tags(const query::ObbSphere<T>& c, const Result&) { return tags_of(c); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::ObbSphere<float>&, const Result&);
template std::string degeneracy_class(const query::ObbSphere<double>&, const Result&);

}  // namespace exact
}  // namespace gv
