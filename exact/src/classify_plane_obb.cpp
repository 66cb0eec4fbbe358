// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a plane-obb case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query):
// zero-normal, point-box, flat-box, degenerate-axes, face-parallel (n.u_j == n.u_k == 0 for two
// axes: the plane parallel to a face), edge-parallel (n.u_i == 0 for one axis)
#include "classify_support.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
struct Tagger<query::PlaneObb<T>> {
  static Tags tags(const query::PlaneObb<T>& c, const Result&) { return plane_obb_tags(c.plane.n, c.obb); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::PlaneObb<float>&, const Result&);
template std::string degeneracy_class(const query::PlaneObb<double>&, const Result&);

}  // namespace exact
}  // namespace gv
