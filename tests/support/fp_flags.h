// SPDX-License-Identifier: MIT
// Test support: the floating-point flags a certified call must never raise on
// valid input (every flag but inexact).
#ifndef GEOVERIFY_TESTS_SUPPORT_FP_FLAGS_H
#define GEOVERIFY_TESTS_SUPPORT_FP_FLAGS_H

#include <cfenv>

namespace gv {
namespace test_support {

/// FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW | FE_UNDERFLOW.
constexpr int kHarmfulFlags = FE_INVALID | FE_DIVBYZERO | FE_OVERFLOW | FE_UNDERFLOW;

/// x read back through a volatile: a value the compiler cannot know, so that
/// a flag test with literal inputs computes at run time (where flags are
/// raised) what it checks, not at compile time (where none is).
template <class T>
inline T runtime(T x) noexcept {
  volatile T v = x;
  return v;
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_FP_FLAGS_H
