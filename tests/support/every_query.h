// SPDX-License-Identifier: MIT
// Test support: the registry as a GoogleTest type list, so that a test that
// holds for every query (no harmful flag, no allocation, exact under
// -march=native, ...) is written once as a typed test and covers a query the
// moment its registry line exists.
//
//   TYPED_TEST_SUITE(MySuite, gv::test_support::EveryCaseType, gv::test_support::CaseTypeName);
//
// Test names read "<suite>/<query>_f32.<test>" (plane_aabb_f32, ...).
#ifndef GEOVERIFY_TESTS_SUPPORT_EVERY_QUERY_H
#define GEOVERIFY_TESTS_SUPPORT_EVERY_QUERY_H

#include <gtest/gtest.h>

#include <cstdint>
#include <string>
#include <tuple>
#include <type_traits>

#include "geoverify/query/registry.h"

namespace gv {
namespace test_support {

namespace detail {
template <class Tuple>
struct TypesOf;
template <class... Cs>
struct TypesOf<std::tuple<Cs...>> {
  using type = ::testing::Types<Cs...>;
};
}  // namespace detail

/// Every case type of the registry, float and double, in registry order.
using EveryCaseType = detail::TypesOf<query::AllCases>::type;

/// "plane_aabb_f32": the query's name with '_' for '-', and the scalar type.
struct CaseTypeName {
  template <class C>
  static std::string GetName(int) {
    std::string n = C::kQuery;
    for (char& ch : n) ch = ch == '-' ? '_' : ch;
    return n + (std::is_same_v<typename C::Scalar, float> ? "_f32" : "_f64");
  }
};

/// A fixed seed per case type and purpose (FNV-1a of the instance name): the
/// same cases on every run, different cases for different queries.
template <class C>
std::uint64_t seed_for(std::uint64_t purpose) {
  std::uint64_t h = 1469598103934665603ull ^ purpose;
  for (char ch : CaseTypeName::GetName<C>(0)) h = (h ^ static_cast<unsigned char>(ch)) * 1099511628211ull;
  return h;
}

}  // namespace test_support
}  // namespace gv

#endif  // GEOVERIFY_TESTS_SUPPORT_EVERY_QUERY_H
