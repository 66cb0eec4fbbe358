// geoverify generators: placing a configuration at a magnitude.
//
// A configuration built on the integer grid is moved to the subnormal range,
// to the top of the finite range, or left near 1 by an exact power-of-two
// scaling of the whole case (query::scaled_case), which preserves its exact
// relation. If a scaling would not be exact, a smaller one is tried.
#ifndef GEOVERIFY_GEN_PLACEMENT_H
#define GEOVERIFY_GEN_PLACEMENT_H

#include <algorithm>
#include <limits>

#include "geoverify/gen/scalars.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace gen {

/// Largest binary exponent among the scalars of a case (finite ones).
template <class C>
int max_exponent(const C& c) {
  int e = std::numeric_limits<int>::min();
  for (auto x : query::scalars_of(c)) {
    if (std::isfinite(x) && x != 0) e = std::max(e, exponent_of(x));
  }
  return e == std::numeric_limits<int>::min() ? 0 : e;
}

/// c scaled by 2^k if that is exact; otherwise by the largest exact 2^(k/2^i).
template <class C>
C scaled_exactly(const C& c, int k) {
  while (k != 0) {
    bool exact = true;
    const C r = query::scaled_case(c, k, exact);
    if (exact) return r;
    k /= 2;
  }
  return c;
}

/// Grid configuration moved so that its unit lands near the smallest
/// subnormal: every value becomes a small multiple of denorm_min.
template <class C, class Src>
C place_subnormal(const C& c, Src& src) {
  using T = typename C::Scalar;
  const int k = std::numeric_limits<T>::min_exponent - std::numeric_limits<T>::digits +
                static_cast<int>(src.draw(12));
  return scaled_exactly(c, k);
}

/// Grid configuration moved so that its largest value is within a factor 16
/// of the largest finite value.
template <class C, class Src>
C place_huge(const C& c, Src& src) {
  using T = typename C::Scalar;
  const int k = std::numeric_limits<T>::max_exponent - 1 - max_exponent(c) - static_cast<int>(src.draw(4));
  return scaled_exactly(c, k);
}

/// A random placement: mostly unchanged, sometimes a moderate power of two.
template <class C, class Src>
C place_moderate(const C& c, Src& src) {
  if (coin(src)) return c;
  return scaled_exactly(c, static_cast<int>(int_in(src, -24, 24)));
}

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_PLACEMENT_H
