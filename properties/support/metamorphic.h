// SPDX-License-Identifier: MIT
// Properties support: the checks every query gets, written once.
//
//   agrees_with_oracle   the core gives the oracle's exact relation
//   core_numbers_hold    a quantity query's core numbers: a value exactly when
//                        the shapes meet, then brackets of adjacent values of T
//                        around the exact numbers (bracket(1));
//                        core_numbers_symmetric: a signed axis permutation,
//                        which moves no parameter, leaves them the same
//   symmetric            all 48 signed axis permutations preserve the relation
//                        (core and oracle); symmetric_sample: a random few;
//                        core_symmetric: the core on all 48, the oracle once
//   scale_invariant      exact power-of-two scalings preserve it
//   translation_invariant  exact translations along an axis preserve it
//   exact_midpoint       the midpoint of two points, when exact (for shrinking a shape)
//   ulp_neighbourhood    around a touching case, every scalar moved one ulp
//                        either way: the core still equals the oracle, and (where
//                        one scalar decides contact) at least one neighbour is
//                        disjoint (a real boundary)
#ifndef GEOVERIFY_PROPERTIES_METAMORPHIC_H
#define GEOVERIFY_PROPERTIES_METAMORPHIC_H

#include <rapidcheck.h>

#include <cmath>
#include <limits>

#include "geoverify/exact/oracle.h"
#include "geoverify/exact/quantity.h"
#include "geoverify/exact/rational.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/core_binding.h"
#include "rc_source.h"

namespace gv {
namespace props {

template <class C>
Relation core(const C& c) {
  return query::CoreBinding<C>::relation(c);
}

template <class C>
Relation oracle(const C& c) {
  return exact::oracle(c).relation;
}

template <class C>
void agrees_with_oracle(const C& c) {
  RC_ASSERT(core(c) == oracle(c));
}

template <class C>
void core_numbers_hold(const C& c) {
  const auto n = query::CoreNumbers<C>::numbers(c);
  const exact::ExactNumbers truth = exact::exact_numbers(c);
  RC_ASSERT(n.present == truth.present());
  if constexpr (query::ValueMeansHit<C>::value) RC_ASSERT(n.present == intersecting(oracle(c)));
  if (!n.present) return;
  const exact::NumberVerdict v =
      exact::judge_numbers<C>(truth, n, query::NumberContract::bracket(1), exact::oracle(c).scale);
  RC_LOG() << v.answer << "; exact " << v.exact << "; " << v.why << "\n";
  RC_ASSERT(v.holds);
}

template <class C>
void core_numbers_symmetric(const C& c) {
  const auto want = query::CoreNumbers<C>::numbers(c);
  const int k = *rc::gen::inRange(1, 48);
  const auto got = query::CoreNumbers<C>::numbers(query::transformed(c, query::symmetry(k)));
  RC_ASSERT(got.present == want.present);
  if (!want.present) return;
  for (std::size_t i = 0; i < want.lo.size(); ++i) {
    RC_ASSERT(got.lo[i] == want.lo[i]);
    RC_ASSERT(got.hi[i] == want.hi[i]);
  }
}

template <class C>
void symmetric(const C& c, bool with_core) {
  const Relation want = oracle(c);
  for (int k = 1; k < 48; ++k) {
    const C t = query::transformed(c, query::symmetry(k));
    RC_ASSERT(oracle(t) == want);
    if (with_core) RC_ASSERT(core(t) == want);
  }
}

/// symmetric() on `count` of the 48 symmetries drawn at random (for oracles
/// too slow to run 48 times per case; over many cases all are covered).
template <class C>
void symmetric_sample(const C& c, int count) {
  const Relation want = oracle(c);
  for (int i = 0; i < count; ++i) {
    const int k = *rc::gen::inRange(1, 48);
    RC_ASSERT(oracle(query::transformed(c, query::symmetry(k))) == want);
  }
}

/// The core gives the oracle's relation under all 48 symmetries (one oracle
/// call: the relation itself is invariant, symmetric() checks the oracle).
template <class C>
void core_symmetric(const C& c) {
  const Relation want = oracle(c);
  for (int k = 0; k < 48; ++k) RC_ASSERT(core(query::transformed(c, query::symmetry(k))) == want);
}

template <class C>
void scale_invariant(const C& c, bool with_core) {
  const int k = *rc::gen::inRange(-80, 81);
  bool exact = true;
  const C s = query::scaled_case(c, k, exact);
  RC_PRE(exact);
  RC_LOG() << "scaled by 2^" << k << "\n";
  RC_ASSERT(oracle(s) == oracle(c));
  if (with_core) RC_ASSERT(core(s) == core(c));
}

/// Every point of the case moved along one axis by an offset t (a value of
/// the case's own magnitudes, or an integer power of two), kept only when
/// every moved coordinate is exact: the relation is unchanged, on the core
/// and on the oracle. points(m) lists the points of m (a copy of c) that a
/// translation moves: every coordinate of the case, e.g. {&m.a.min, &m.a.max,
/// &m.b.min, &m.b.max} for two boxes (not radii, directions or parameters).
template <class C, class Points>
void translation_invariant(const C& c, Points points) {
  using T = typename C::Scalar;
  const int axis = *rc::gen::inRange(0, 3);
  const auto v = query::scalars_of(c);
  const T t = *rc::gen::element(v[static_cast<std::size_t>(*rc::gen::inRange<int>(0, static_cast<int>(v.size())))],
                                std::ldexp(T(1), *rc::gen::inRange(-30, 31)), -std::ldexp(T(1), *rc::gen::inRange(0, 60)));
  C m = c;
  bool exact = true;
  for (Vec3<T>* p : points(m)) {
    const T x = get(*p, axis), y = x + t;
    exact = exact && std::isfinite(y) && exact::to_rational(y) == exact::to_rational(x) + exact::to_rational(t);
    set(*p, axis, y);
  }
  RC_PRE(exact);
  RC_LOG() << "moved by " << t << " along axis " << axis << "\n";
  const Relation want = oracle(c);
  RC_ASSERT(oracle(m) == want);
  RC_ASSERT(core(m) == want);
}

/// The midpoint of p and q if it is exact in T (else false).
template <class T>
bool exact_midpoint(const Vec3<T>& p, const Vec3<T>& q, Vec3<T>& m) {
  for (int k = 0; k < 3; ++k) {
    const T x = get(p, k), y = get(q, k);
    const T h = x / 2 + y / 2;
    if (!std::isfinite(h) || exact::to_rational(h) * 2 != exact::to_rational(x) + exact::to_rational(y)) {
      return false;
    }
    set(m, k, h);
  }
  return true;
}

template <class C>
void ulp_neighbourhood(const C& c, bool with_core, bool some_neighbour_disjoint = true) {
  RC_PRE(oracle(c) == Relation::touching);
  auto v = query::scalars_of(c);
  bool some_disjoint = false;
  for (std::size_t i = 0; i < v.size(); ++i) {
    for (int dir : {-1, 1}) {
      auto w = v;
      using T = typename C::Scalar;
      w[i] = std::nextafter(w[i], dir > 0 ? std::numeric_limits<T>::max() : -std::numeric_limits<T>::max());
      const C n = query::case_from_scalars<C>(w);
      if (!query::valid(n)) continue;
      const Relation want = oracle(n);
      some_disjoint |= want == Relation::disjoint;
      if (with_core) RC_ASSERT(core(n) == want);
    }
  }
  if (some_neighbour_disjoint) RC_ASSERT(some_disjoint);
}

}  // namespace props
}  // namespace gv

#endif  // GEOVERIFY_PROPERTIES_METAMORPHIC_H
