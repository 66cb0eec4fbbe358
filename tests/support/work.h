// SPDX-License-Identifier: MIT
// Test support: how many random cases a test runs.
//
// A test fixes its work (seeds and counts), never a time budget, so it gives
// the same answer on a slow machine. The clang preset builds every test at -O0
// under ASan+UBSan, where a case costs about twenty times what it costs in the
// g++ -O1 build; it defines GEOVERIFY_TEST_WORK_DIVISOR (CMake cache variable
// of the same name) and every bulk loop runs work(n) = n / divisor cases:
// each test and each code path still runs under the sanitizers, while the
// bulk of the random cases stays the g++ build's job (divisor 1, the full n).
#ifndef GEOVERIFY_TESTS_SUPPORT_WORK_H
#define GEOVERIFY_TESTS_SUPPORT_WORK_H

#include <cstdint>

#ifndef GEOVERIFY_TEST_WORK_DIVISOR
#define GEOVERIFY_TEST_WORK_DIVISOR 1
#endif

namespace gv {
namespace test_support {

/// The build's divisor of bulk test work (1 in a plain build).
constexpr int kWorkDivisor = GEOVERIFY_TEST_WORK_DIVISOR;
static_assert(kWorkDivisor >= 1, "GEOVERIFY_TEST_WORK_DIVISOR must be at least 1");

/// n cases in a plain build; n / kWorkDivisor, but at least at_least, in a
/// sanitizer build. Use it for the count of a random loop and for any bound
/// a test states on that count.
constexpr int work(int n, int at_least = 1) {
  const int scaled = n / kWorkDivisor;
  return scaled > at_least ? scaled : (n < at_least ? n : at_least);
}

/// work(n, at_least) as a campaign's case count (Options::max_cases,
/// CheckOptions::cases).
constexpr std::uint64_t work_cases(int n, int at_least = 1) {
  return static_cast<std::uint64_t>(work(n, at_least));
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_WORK_H
