// SPDX-License-Identifier: MIT
// geoverify campaign: minimising a counterexample.
//
// shrink() simplifies a failing case one scalar at a time, keeping a change
// only if the case stays valid and still fails the same way (the predicate
// `still_fails`, which re-runs the routine and the oracle). A scalar is
// simpler when it is zero, positive, has fewer significant bits, or an
// exponent nearer 0; candidates are 0, |x|, x rounded to fewer bits, trunc(x),
// and x rescaled towards [1, 2). The result is a local minimum: no single
// candidate change keeps the failure. Each candidate costs one evaluation;
// `budget` bounds them.
#ifndef GEOVERIFY_CAMPAIGN_SHRINK_H
#define GEOVERIFY_CAMPAIGN_SHRINK_H

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <vector>

#include "geoverify/query/cases.h"

namespace gv {
namespace campaign {

/// Complexity of a scalar: 0 for zero; otherwise 1 + [negative] + significant
/// bits + |binary exponent| / 8. Infinities (an unbounded ray's tmax) are left
/// alone by the shrinker and rank as 0.
template <class T>
double complexity(T x) {
  if (x == 0 || !std::isfinite(x)) return 0;
  int e = 0;
  const T m = std::frexp(std::fabs(x), &e);  // m in [0.5, 1)
  auto bits = static_cast<std::uint64_t>(std::ldexp(m, std::numeric_limits<T>::digits));
  int significant = std::numeric_limits<T>::digits;
  while (significant > 1 && (bits & 1u) == 0) {
    bits >>= 1;
    --significant;
  }
  return 1.0 + (x < 0 ? 1.0 : 0.0) + significant + std::abs(e - 1) / 8.0;
}

/// x rounded to k significant bits (round half away from zero).
template <class T>
T round_to_bits(T x, int k) {
  if (x == 0 || !std::isfinite(x)) return x;
  int e = 0;
  std::frexp(x, &e);
  return std::ldexp(std::round(std::ldexp(x, k - e)), e - k);
}

template <class T>
std::vector<T> shrink_candidates(T x) {
  std::vector<T> out;
  if (x == 0 || !std::isfinite(x)) return out;
  out.push_back(T(0));
  if (x < 0) out.push_back(-x);
  for (int k : {1, 2, 3, 4, 6, 8, 12, 16, 20, 24, 32, 40, 48}) {
    if (k < std::numeric_limits<T>::digits) out.push_back(round_to_bits(x, k));
  }
  if (std::fabs(x) >= 1) out.push_back(std::trunc(x));
  int e = 0;
  std::frexp(x, &e);
  if (e != 1) {
    out.push_back(std::ldexp(x, 1 - e));
    out.push_back(std::ldexp(x, (1 - e) / 2));
  }
  return out;
}

template <class C, class StillFails>
C shrink(C c, StillFails&& still_fails, int budget, int* steps = nullptr) {
  auto v = query::scalars_of(c);
  int applied = 0;
  bool changed = true;
  while (changed && budget > 0) {
    changed = false;
    for (std::size_t i = 0; i < v.size() && budget > 0; ++i) {
      for (const auto cand : shrink_candidates(v[i])) {
        if (budget <= 0) break;
        if (!(complexity(cand) < complexity(v[i]))) continue;
        auto w = v;
        w[i] = cand;
        const C trial = query::case_from_scalars<C>(w);
        if (!query::valid(trial)) continue;
        --budget;
        if (still_fails(trial)) {
          v = w;
          ++applied;
          changed = true;
          break;
        }
      }
    }
  }
  if (steps) *steps = applied;
  return query::case_from_scalars<C>(v);
}

}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_SHRINK_H
