// geoverify exact: result construction (see result.h).
#include "geoverify/exact/result.h"

#include <limits>

namespace gv {
namespace exact {

Result make_result(Relation relation, const Approx& magnitude, double scale) {
  if (relation == Relation::invalid) return Result{};
  Result r;
  r.relation = relation;
  r.scale = scale > 0 ? scale : 1.0;
  if (relation == Relation::touching) return r;
  const double sign = relation == Relation::disjoint ? 1.0 : -1.0;
  const Approx m = abs(magnitude);
  // A nonzero measure whose approximation vanished still gets its sign.
  const Approx nonzero = m.m == 0.0 ? Approx{0.5, -2000} : m;
  r.margin = sign * to_double(nonzero);
  r.relative_margin = sign * to_double(nonzero / approx(r.scale));
  return r;
}

Result degenerate_plane_result(bool all_space, double scale) {
  Result r;
  const double inf = std::numeric_limits<double>::infinity();
  r.relation = all_space ? Relation::overlapping : Relation::disjoint;
  r.margin = all_space ? -inf : inf;
  r.relative_margin = r.margin;
  r.scale = scale > 0 ? scale : 1.0;
  return r;
}

}  // namespace exact
}  // namespace gv
