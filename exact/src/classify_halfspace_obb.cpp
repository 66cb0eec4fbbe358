// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a halfspace-obb case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query):
// as plane-obb (plane_obb_tags)
#include "classify_support.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
struct Tagger<query::HalfspaceObb<T>> {
  static Tags tags(const query::HalfspaceObb<T>& c, const Result&) { return plane_obb_tags(c.halfspace.n, c.obb); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::HalfspaceObb<float>&, const Result&);
template std::string degeneracy_class(const query::HalfspaceObb<double>&, const Result&);

}  // namespace exact
}  // namespace gv
