// SPDX-License-Identifier: MIT
// Test support: the small random steps of the bound families, which build a
// case at exact contact on an integer lattice and then move a value by a
// few ulps.
#ifndef GEOVERIFY_TESTS_SUPPORT_ULP_STEPS_H
#define GEOVERIFY_TESTS_SUPPORT_ULP_STEPS_H

#include <cmath>
#include <cstdint>
#include <limits>

#include "geoverify/gen/source.h"

namespace gv {
namespace test_support {

/// x moved k ulps up (k > 0) or down (k < 0), never past the largest finite
/// value.
template <class T>
T ulps(T x, int k) {
  for (; k != 0; k += k > 0 ? -1 : 1) {
    x = std::nextafter(x, k > 0 ? std::numeric_limits<T>::max() : -std::numeric_limits<T>::max());
  }
  return x;
}

/// A step for ulps(): 0 (a third of the time) or +-2^j, j in [0, 6).
inline int jitter(gen::Prng& rng) {
  if (rng.draw(3) == 0) return 0;
  const int m = 1 << rng.draw(6);
  return rng.draw(2) ? m : -m;
}

/// A uniform integer in [-m, m].
inline std::int64_t int_in(gen::Prng& rng, std::int64_t m) {
  return static_cast<std::int64_t>(rng.draw(static_cast<std::uint64_t>(2 * m + 1))) - m;
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_ULP_STEPS_H
