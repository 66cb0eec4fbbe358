// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a halfspace-aabb case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query):
// zero-normal, point-box, flat-box, axis-normal
#include "classify_support.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
Tags tags_of(const query::HalfspaceAabb<T>& c) {
  Tags t;
  if (is_zero(c.halfspace.n)) t.push_back("zero-normal");
  box_tags(c.box, t);
  if (!is_zero(c.halfspace.n) && zero_components(c.halfspace.n) > 0) t.push_back("axis-normal");
  return t;
}

template <class T>
struct Tagger<query::HalfspaceAabb<T>> {
  static Tags tags(const query::HalfspaceAabb<T>& c, const Result&) { return tags_of(c); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::HalfspaceAabb<float>&, const Result&);
template std::string degeneracy_class(const query::HalfspaceAabb<double>&, const Result&);

}  // namespace exact
}  // namespace gv
