// SPDX-License-Identifier: MIT
// The core compiled as a user's -O3 -march=native -ffp-contract=fast build
// would compile it (native_build_core.cpp, the only source built with those
// flags), behind plain functions: the test (native_build_test.cpp, built
// normally) draws the cases and judges the answers with the oracle, so that
// only the core pays for the optimiser.
#ifndef GEOVERIFY_TESTS_CORE_NATIVE_BUILD_H
#define GEOVERIFY_TESTS_CORE_NATIVE_BUILD_H

#include <cstddef>

#include "geoverify/core/ray_hit.h"
#include "geoverify/core/relation.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace test_support {

/// out[i] = the core's relation of cases[i] (CoreBinding<C>::relation),
/// compiled with the native flags; st counts the stages. Every registered
/// case type is instantiated.
template <class C>
void native_relations(const C* cases, std::size_t n, Relation* out, Stats* st);

/// out[i] = ray_aabb_entry of cases[i], compiled with the native flags.
template <class T>
void native_entries(const query::RayAabb<T>* cases, std::size_t n, RayHit<T>* out);

/// out[i] = relation(a, b) of two float capsules built from the doubles
/// in[14 i .. 14 i + 14) (a's p0, p1, r, then b's), each rounded to float
/// by a cast: the pattern GCC 12's vectoriser folded away (shapes.h,
/// as_given), compiled with plain -O2 (plain_o2_core.cpp).
void native_capsules_from_doubles(const double* in, std::size_t n, Relation* out);

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_CORE_NATIVE_BUILD_H
