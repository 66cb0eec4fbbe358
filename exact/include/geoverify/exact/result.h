// SPDX-License-Identifier: MIT
// geoverify exact: what an oracle returns.
#ifndef GEOVERIFY_EXACT_RESULT_H
#define GEOVERIFY_EXACT_RESULT_H

#include "geoverify/core/relation.h"
#include "geoverify/exact/approx.h"

namespace gv {
namespace exact {

/// The exact relation of two shapes and how far the input is from changing it.
///
/// relation         exact (relation.h defines disjoint / touching / overlapping).
/// margin           signed measure in input units: > 0 a separation (disjoint),
///                  0 exactly when touching, < 0 a penetration (overlapping).
///                  Its sign always agrees with relation; its magnitude is an
///                  approximation (about 1e-15 relative) of the measure each
///                  oracle documents, saturated to [denorm_min, DBL_MAX], or
///                  +-infinity for an empty or all-space plane.
/// relative_margin  margin / scale, computed without intermediate overflow;
///                  same sign as margin. Ranks mismatches across magnitudes.
/// scale            the input's scale (each oracle documents it; 1 if every
///                  coordinate is zero), saturated to DBL_MAX. A tolerant(eps) routine may differ
///                  from the oracle only where |relative_margin| <= eps.
/// For invalid input: relation == invalid and the three numbers are 0.
struct Result {
  Relation relation = Relation::invalid;
  double margin = 0.0;
  double relative_margin = 0.0;
  double scale = 0.0;
};

/// Builds a Result from an exact relation, the (nonnegative, approximate)
/// magnitude of its measure and the input scale. The sign is taken from the
/// relation, so it is exact even when the magnitude rounds to zero; the
/// relative margin is formed before rounding, so it is right even where the
/// scale itself exceeds the double range (Result::scale then saturates).
Result make_result(Relation relation, const Approx& magnitude, const Approx& scale);

/// Result for an empty (n == 0, d != 0) or all-space (n == 0, d == 0) plane,
/// or an empty (n == 0, d > 0) or all-space (n == 0, d <= 0) half-space:
/// disjoint with margin +infinity, or overlapping with margin -infinity.
Result degenerate_plane_result(bool all_space, const Approx& scale);

/// The input scale of a set of coordinates: the largest |x|, or 1 if all are 0.
template <class... Ts>
Approx max_abs_scale(Ts... xs) {
  Approx s{};
  ((s = max(s, abs(approx(static_cast<double>(xs))))), ...);
  return s;
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RESULT_H
