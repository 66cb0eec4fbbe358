// SPDX-License-Identifier: MIT
// geoverify core: build-environment guards.
//
// The certified predicates rely on IEEE 754 binary32/binary64 arithmetic with
// round-to-nearest-even, evaluated in the declared precision (no x87 excess
// precision), without value-changing optimisations. This header refuses, at
// compile time, every build setting that is detectable from the preprocessor
// and would silently void the error bounds:
//
//   -ffast-math / -Ofast           (__FAST_MATH__: reassociation, no NaN/inf)
//   -ffinite-math-only             (__FINITE_MATH_ONLY__: validity checks vanish)
//   x87 excess precision           (FLT_EVAL_METHOD != 0)
//
// FMA contraction (-ffp-contract=fast, -march=native) is allowed: every error
// bound in the core is derived for any mix of fused and unfused evaluation,
// and the exact stage uses integer arithmetic only.
//
// Not detectable, therefore documented preconditions: the dynamic rounding
// mode is round-to-nearest (the C default), and neither -fassociative-math
// nor -freciprocal-math is given on its own.
#ifndef GEOVERIFY_CORE_CONFIG_H
#define GEOVERIFY_CORE_CONFIG_H

#include <cfloat>
#include <limits>

#if defined(__FAST_MATH__)
#error "geoverify core: -ffast-math/-Ofast reassociates sums and assumes no NaN or infinity; no error bound survives it. Compile the translation units that include geoverify/core without it."
#endif

#if defined(__FINITE_MATH_ONLY__) && __FINITE_MATH_ONLY__
#error "geoverify core: -ffinite-math-only removes the NaN and infinity checks that reject invalid input. Compile without it."
#endif

#if !defined(FLT_EVAL_METHOD) || (FLT_EVAL_METHOD != 0)
#error "geoverify core: requires FLT_EVAL_METHOD == 0 (each operation rounded to its own type, e.g. SSE2 on x86). x87 excess precision breaks the derived error bounds."
#endif

/// Keeps a function out of line (the predicates' rare slow paths), so that the
/// fast path stays small enough to inline into the caller's loop.
#if defined(__GNUC__) || defined(__clang__)
#define GEOVERIFY_NOINLINE __attribute__((noinline))
#elif defined(_MSC_VER)
#define GEOVERIFY_NOINLINE __declspec(noinline)
#else
#define GEOVERIFY_NOINLINE
#endif

/// Forces a small helper inline (tracked.h's arithmetic), so that what it
/// computes at run time but could know at compile time (a rounding depth)
/// folds away.
#if defined(__GNUC__) || defined(__clang__)
#define GEOVERIFY_ALWAYS_INLINE inline __attribute__((always_inline))
#elif defined(_MSC_VER)
#define GEOVERIFY_ALWAYS_INLINE __forceinline
#else
#define GEOVERIFY_ALWAYS_INLINE inline
#endif

/// The same for a lambda (after its parameter list): a filter's per-axis
/// step called from several loops with constant indices, whose table
/// lookups fold away once inlined.
#if defined(__GNUC__) || defined(__clang__)
#define GEOVERIFY_LAMBDA_ALWAYS_INLINE __attribute__((always_inline))
#else
#define GEOVERIFY_LAMBDA_ALWAYS_INLINE
#endif

static_assert(std::numeric_limits<float>::is_iec559 && std::numeric_limits<float>::digits == 24,
              "geoverify core requires IEEE 754 binary32 float");
static_assert(std::numeric_limits<double>::is_iec559 && std::numeric_limits<double>::digits == 53,
              "geoverify core requires IEEE 754 binary64 double");

#endif  // GEOVERIFY_CORE_CONFIG_H
