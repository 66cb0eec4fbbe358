// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy classes of a plane-aabb case (classify.h).
//
// Tags, most specific first (besides the subnormal and huge of every query):
// zero-normal, point-box, flat-box, axis-normal (a zero normal component)
#include "classify_support.h"

namespace gv {
namespace exact {
namespace classify_detail {

template <class T>
struct Tagger<query::PlaneAabb<T>> {
  static Tags tags(const query::PlaneAabb<T>& c, const Result&) { return plane_box_tags(c.plane.n, c.box); }
};

}  // namespace classify_detail

template std::string degeneracy_class(const query::PlaneAabb<float>&, const Result&);
template std::string degeneracy_class(const query::PlaneAabb<double>&, const Result&);

}  // namespace exact
}  // namespace gv
