// SPDX-License-Identifier: MIT
// geoverify exact: result construction (see result.h).
#include "geoverify/exact/result.h"

#include <limits>

namespace gv {
namespace exact {

namespace {
Approx nonzero_scale(const Approx& scale) { return scale.m > 0 ? scale : approx(1.0); }
}  // namespace

Result make_result(Relation relation, const Approx& magnitude, const Approx& scale_in) {
  if (relation == Relation::invalid) return Result{};
  const Approx scale = nonzero_scale(scale_in);
  Result r;
  r.relation = relation;
  r.scale = to_double(scale);
  if (relation == Relation::touching) return r;
  const double sign = relation == Relation::disjoint ? 1.0 : -1.0;
  const Approx m = abs(magnitude);
  // A nonzero measure whose approximation vanished still gets its sign.
  const Approx nonzero = m.m == 0.0 ? Approx{0.5, -2000} : m;
  r.margin = sign * to_double(nonzero);
  r.relative_margin = sign * to_double(nonzero / scale);
  return r;
}

Result degenerate_plane_result(bool all_space, const Approx& scale) {
  Result r;
  const double inf = std::numeric_limits<double>::infinity();
  r.relation = all_space ? Relation::overlapping : Relation::disjoint;
  r.margin = all_space ? -inf : inf;
  r.relative_margin = r.margin;
  r.scale = to_double(nonzero_scale(scale));
  return r;
}

}  // namespace exact
}  // namespace gv
