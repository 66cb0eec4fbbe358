// SPDX-License-Identifier: MIT
// Specification of the one routine that brackets an exact parameter between
// adjacent values of T (core/ray_hit.h: bracket_from_candidate(), and
// bracket_by_bisection() without a candidate), on parameters q = u / w known
// only through exact comparisons sign(q - c), as every hit routine calls it.
//
// 1. The bracket does not depend on the candidate: from a candidate at any
//    distance (one unit in the last place to the whole range) it equals the
//    bracket bisection finds with no candidate at all.
// 2. A candidate far from q (a double formula a few units off) stays near q:
//    every comparison the routine asks for lies between the candidate and
//    twice its distance beyond q, in units in the last place, and their
//    number grows with the logarithm of that distance. (Comparisons far from
//    q leave the callers' filter screens and take the integer stage; the
//    routine once bisected [0, +inf) after four unit steps, see
//    RaySphereHit.DoubleCandidateFewUnitsOffStaysInTheFilter.)
// 3. The ends: q a value of T (lo == hi == q), q above max() ([max, inf]),
//    q == 0.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <vector>

#include "geoverify/core/detail/exact_eval.h"
#include "geoverify/core/detail/float_bits.h"
#include "geoverify/core/ray_hit.h"
#include "geoverify/core/ray_sphere.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/literal.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_ray_hit_test {

namespace {

using gv::test_support::work;

template <class T>
using Bits = typename gv::detail::FloatBits<T>::U;

/// sign(u / w - c) exactly (w > 0), with a log of the values asked for.
template <class T>
struct Quotient {
  double u, w;
  std::vector<T> asked;
  int operator()(T c) {
    asked.push_back(c);
    const double x[4] = {u, -static_cast<double>(c), 0.0, 0.0};
    const double y[4] = {1.0, w, 0.0, 0.0};
    bool ok = true;
    const int s = gv::detail::exact_sign_dot4<T>(x, y, ok);
    EXPECT_TRUE(ok);
    return s;
  }
};

template <class T>
Bits<T> distance(T a, T b) {
  const Bits<T> x = gv::detail::to_bits<T>(a), y = gv::detail::to_bits<T>(b);
  return x > y ? x - y : y - x;
}

/// The value `steps` patterns above (steps > 0) or below c, clamped to
/// [0, max()].
template <class T>
T moved(T c, std::int64_t steps) {
  const auto b = static_cast<std::int64_t>(gv::detail::to_bits<T>(c));
  const auto top = static_cast<std::int64_t>(gv::detail::to_bits<T>(std::numeric_limits<T>::max()));
  std::int64_t m = b + steps;
  m = m < 0 ? 0 : (m > top ? top : m);
  return gv::detail::from_bits<T>(static_cast<Bits<T>>(m));
}

template <class T>
void far_candidates_give_the_same_bracket(std::uint64_t seed) {
  gv::gen::Prng rng(seed);
  const std::int64_t offsets[] = {0, 1, -1, 3, -3, 4, -4, 5, -5, 17, -17, 1000, -1000, std::int64_t(1) << 20,
                                  -(std::int64_t(1) << 20)};
  int far = 0;
  for (int i = 0; i < work(300); ++i) {
    // q = u / w with u and w of T (exactly representable in double), any
    // magnitude within T's normal range.
    const int eu = static_cast<int>(rng.draw(40)) - 20, ew = static_cast<int>(rng.draw(40)) - 20;
    const T u = std::ldexp(T(1) + T(rng.draw(1u << 20)) / T(1u << 20), eu);
    const T w = std::ldexp(T(1) + T(rng.draw(1u << 20)) / T(1u << 20), ew);
    Quotient<T> ref{double(u), double(w), {}};
    T lo = 0, hi = 0;
    gv::detail::bracket_by_bisection<T>(ref, lo, hi);
    for (const std::int64_t off : offsets) {
      const T c = moved<T>(lo, off);
      Quotient<T> q{double(u), double(w), {}};
      T l2 = -1, h2 = -1;
      gv::detail::bracket_from_candidate<T>(q, c, l2, h2);
      ASSERT_EQ(l2, lo) << gv::query::literal(u) << " / " << gv::query::literal(w) << " from " << off;
      ASSERT_EQ(h2, hi) << gv::query::literal(u) << " / " << gv::query::literal(w) << " from " << off;
      // Every comparison lies between the candidate and the bracket, or
      // beyond it by at most the distance walked (the last doubled step).
      const Bits<T> d = distance(c, lo) + 1;
      for (const T a : q.asked) {
        EXPECT_LE(distance(a, lo), 2 * d + 4) << "asked " << gv::query::literal(a) << " from " << off;
      }
      // Four unit steps, then doubling and bisecting: about 4 + 2 log2(d).
      const double bound = 6 + 2 * std::log2(double(d));
      EXPECT_LE(double(q.asked.size()), bound) << "from " << off;
      far += std::llabs(off) > 5;
    }
  }
  EXPECT_GT(far, 0);
}

TEST(BracketFromCandidate, FarCandidatesGiveTheBisectionBracketAndStayNear) {
  far_candidates_give_the_same_bracket<float>(0xb4ac01);
  far_candidates_give_the_same_bracket<double>(0xb4ac02);
}

TEST(BracketFromCandidate, RepresentableParameterFromEitherSide) {
  // q = 3 / 4 exactly: from below, above, far below, far above.
  for (const double c : {0.75, 0.5, 1.0, 0x1p-20, 0x1p20, 0.0}) {
    Quotient<double> q{3.0, 4.0, {}};
    double lo = -1, hi = -1;
    gv::detail::bracket_from_candidate<double>(q, c, lo, hi);
    EXPECT_EQ(lo, 0.75) << c;
    EXPECT_EQ(hi, 0.75) << c;
  }
  // q = 1 / 3: the adjacent doubles around it.
  Quotient<double> q{1.0, 3.0, {}};
  double lo = -1, hi = -1;
  gv::detail::bracket_from_candidate<double>(q, 0x1p-30, lo, hi);
  EXPECT_EQ(lo, 0x1.5555555555555p-2);
  EXPECT_EQ(hi, 0x1.5555555555556p-2);
}

TEST(BracketFromCandidate, TheEnds) {
  // q = 2 FLT_MAX, above max(): [max, inf], from a candidate well below.
  Quotient<float> big{std::numeric_limits<float>::max(), 0.5, {}};
  float lo = -1, hi = -1;
  gv::detail::bracket_from_candidate<float>(big, 0x1p100f, lo, hi);
  EXPECT_EQ(lo, std::numeric_limits<float>::max());
  EXPECT_EQ(hi, std::numeric_limits<float>::infinity());
  // q == 0 from a candidate above it.
  Quotient<double> zero{0.0, 1.0, {}};
  double dlo = -1, dhi = -1;
  gv::detail::bracket_from_candidate<double>(zero, 0x1p-3, dlo, dhi);
  EXPECT_EQ(dlo, 0.0);
  EXPECT_EQ(dhi, 0.0);
  // The smallest subnormal over 2: between 0 and it.
  Quotient<double> tiny{0x1p-1074, 2.0, {}};
  gv::detail::bracket_from_candidate<double>(tiny, 0x1p-1000, dlo, dhi);
  EXPECT_EQ(dlo, 0.0);
  EXPECT_EQ(dhi, 0x1p-1074);
}

}  // namespace

}  // namespace gv_core_ray_hit_test
