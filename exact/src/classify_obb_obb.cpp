// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a obb-obb case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query):
// point-box, flat-box, degenerate-axes, parallel-axes (an axis of one box exactly parallel to one
// of the other), near-parallel (|u x v| <= 2^-10 |u||v|)
#include "classify_support.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
Tags tags_of(const query::ObbObb<T>& c) {
  Tags t;
  obb_tags(c.a, t);
  obb_tags(c.b, t);
  bool par = false, near = false;
  for (const auto& u : c.a.u) {
    for (const auto& v : c.b.u) {
      if (is_zero(u) || is_zero(v)) continue;
      if (parallel(u, v)) par = true;
      else if (nearly_parallel(u, v)) near = true;
    }
  }
  if (par) t.push_back("parallel-axes");
  if (near) t.push_back("near-parallel");
  return t;
}

template <class T>
struct Tagger<query::ObbObb<T>> {
  static Tags tags(const query::ObbObb<T>& c, const Result&) { return tags_of(c); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::ObbObb<float>&, const Result&);
template std::string degeneracy_class(const query::ObbObb<double>&, const Result&);

}  // namespace exact
}  // namespace gv
