// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a plane-sphere case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query):
// zero-normal, point-sphere, axis-normal
#include "classify_support.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
Tags tags_of(const query::PlaneSphere<T>& c) {
  Tags t;
  if (is_zero(c.plane.n)) t.push_back("zero-normal");
  if (c.sphere.r == 0) t.push_back("point-sphere");
  if (!is_zero(c.plane.n) && zero_components(c.plane.n) > 0) t.push_back("axis-normal");
  return t;
}

template <class T>
struct Tagger<query::PlaneSphere<T>> {
  static Tags tags(const query::PlaneSphere<T>& c, const Result&) { return tags_of(c); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::PlaneSphere<float>&, const Result&);
template std::string degeneracy_class(const query::PlaneSphere<double>&, const Result&);

}  // namespace exact
}  // namespace gv
