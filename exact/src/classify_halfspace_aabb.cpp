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
struct Tagger<query::HalfspaceAabb<T>> {
  static Tags tags(const query::HalfspaceAabb<T>& c, const Result&) { return plane_box_tags(c.halfspace.n, c.box); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::HalfspaceAabb<float>&, const Result&);
template std::string degeneracy_class(const query::HalfspaceAabb<double>&, const Result&);

}  // namespace exact
}  // namespace gv
