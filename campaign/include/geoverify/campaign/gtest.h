// SPDX-License-Identifier: MIT
// geoverify campaign for GoogleTest: one assertion that checks a routine.
//
//   TEST(MyRayBox, IsExact) {
//     GEOVERIFY_EXPECT_ROUTINE_HOLDS(gv::query::RayAabb<float>, my_ray_box,
//                                    gv::query::Contract::exact());
//   }
//
// runs a campaign with only that routine (no built-in specimens, no core
// row), on a fixed case budget and seed, under the given contract, and
// passes iff the routine held it on every case it accepts. On failure the
// message is the report's row and, for each kind of violation, the shrunk
// counterexample as a paste-ready GoogleTest regression with hex-float
// literals, then the most severe violation as found. A routine that accepted
// no case fails ("RAN NO CASES"). The routine runs in forked child processes
// (campaign::Options::isolate): one that aborts, raises a signal, throws,
// calls exit() or hangs fails the check with a "crash" or "timeout"
// regression instead of ending the test program.
//
// A quantity routine (query/quantity.h: hit parameters, distances, closest
// points) is checked the same way on its numbers:
//
//   TEST(MyHit, IsWithinFourUlps) {
//     GEOVERIFY_EXPECT_NUMBERS_HOLD(gv::query::RayTriangleHit<float>, my_hit,
//                                   gv::query::NumberContract::ulps(4));
//   }
//
// The routine is any callable bool(const C&) (true: the shapes intersect);
// C is one of the query case types (geoverify/query/cases.h), whose members
// name the shapes (plane/box, ray/box, obb/sphere, a/b, box/tri). Header-only
// over geoverify::campaign; the including target links GoogleTest.
#ifndef GEOVERIFY_CAMPAIGN_GTEST_H
#define GEOVERIFY_CAMPAIGN_GTEST_H

#include <gtest/gtest.h>

#include <cctype>
#include <cstdint>
#include <functional>
#include <string>
#include <type_traits>
#include <utility>

#include "geoverify/campaign/campaign.h"
#include "geoverify/campaign/report.h"
#include "geoverify/query/quantity.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/contract.h"

namespace gv {
namespace campaign {

/// What one check runs: the case budget and the seed fix the work (the same
/// answer on every machine); seconds is only a safety limit.
struct CheckOptions {
  std::uint64_t cases = 20000;
  std::uint64_t seed = 1;
  double seconds = 600;
};

/// "gv::query::RayAabb<float>" for C = query::RayAabb<float>.
template <class C>
std::string case_type_name() {
  const std::string q = C::kQuery;
  std::string name;
  bool upper = true;
  for (char ch : q) {
    if (ch == '-') {
      upper = true;
      continue;
    }
    name += upper ? static_cast<char>(ch - 'a' + 'A') : ch;
    upper = false;
  }
  return "gv::query::" + name + (std::is_same_v<typename C::Scalar, float> ? "<float>" : "<double>");
}

/// The regression test a counterexample becomes, ready to paste: it expects
/// the exact answer; for a crash it expects the death (EXPECT_DEATH) with the
/// exact expectation beside it, for a hang it says to run the test alone
/// under a timeout.
template <class C>
std::string regression_test(const std::string& routine, const Counterexample& x,
                            const query::NumberContract* numbers = nullptr) {
  const bool should_hit = intersecting(x.oracle);
  std::string test_name;
  for (char ch : routine) test_name += (std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_');
  std::string kind;
  for (char ch : (x.selection == "first" ? "" : x.selection + " ") + x.kind) {
    kind += std::isalnum(static_cast<unsigned char>(ch)) ? ch : '_';
  }
  const std::string what = x.detail.empty() ? std::string() : "  // the routine " + x.detail + "\n";
  // A quantity routine (numbers): its value present exactly when the exact
  // answer has one, and then within its number contract, judged exactly.
  std::string expect = std::string(should_hit ? "EXPECT_TRUE(" : "EXPECT_FALSE(") + routine + "(c));";
  if (numbers) {
    std::string k = query::to_string(*numbers);
    if (k.find('(') == std::string::npos) k += "()";
    expect = x.kind == "wrong number"
                 ? "EXPECT_TRUE(gv::exact::judge_numbers<" + case_type_name<C>() + ">(gv::exact::exact_numbers(c), " +
                       routine + "(c), gv::query::NumberContract::" + k + ", gv::exact::oracle(c).scale).holds);"
                 : "EXPECT_EQ(" + routine + "(c).present, gv::exact::exact_numbers(c).present());";
  }
  // A crash would end the test program the test is pasted into, so the
  // regression expects the death (in a child process) until the routine is
  // fixed; a hang cannot be expected, so it says how to run the test alone.
  std::string check = expect;
  if (x.kind == "crash") {
    check = "// crashes here: expected in a child process until fixed, then\n  // " + expect + "\n  EXPECT_DEATH(" +
            routine + "(c), \"\");";
  } else if (x.kind == "timeout") {
    check = "// does not return here: run this test alone under a timeout until fixed\n  // (ctest --timeout 10 -R " +
            test_name + ")\n  " + expect;
  }
  return "TEST(" + test_name + ", Geoverify_" + kind + ") {\n" + what + "  // exact relation: " + to_string(x.oracle) +
         " (" + x.degeneracy_class + ", relative margin " + std::to_string(x.relative_margin) + ")\n  " +
         x.literal + "\n  const " + case_type_name<C>() + " c{" + C::kNames[0] + ", " + C::kNames[1] + "};\n  " +
         check + "\n}\n";
}

namespace detail {

/// Runs a campaign with impl alone under `check` and turns the report into
/// an assertion: success when it passed, else the row and one paste-ready
/// regression per kind of violation (number: the row's number contract,
/// for a quantity routine).
template <class C>
::testing::AssertionResult check_alone(query::Implementation<C> impl, const CheckOptions& check) {
  const std::string name = impl.name;
  const bool quantity = static_cast<bool>(impl.numbers);
  const query::NumberContract number = impl.number_contract;
  const std::string contract = query::contract_name(impl);
  Campaign campaign;
  campaign.add(std::move(impl));
  Options options;
  options.builtin_routines = false;
  options.queries = {std::string(C::kQuery) + (std::is_same_v<typename C::Scalar, float> ? "/f32" : "/f64")};
  options.max_cases = check.cases;
  options.seed = check.seed;
  options.seconds = check.seconds;
  options.jobs = 1;  // the routine need not be thread-safe
  const Report report = campaign.run(options);
  if (report.passed) return ::testing::AssertionSuccess();
  ::testing::AssertionResult failure = ::testing::AssertionFailure();
  failure << name << " under contract " << contract << ", seed " << check.seed << ", " << check.cases << " cases:\n";
  for (const Row& row : report.rows) {
    failure << "  " << row.query << " " << row.implementation << ": " << row.verdict << " (" << row.cases
            << " cases, " << row.false_hits << " false hits, " << row.false_misses << " false misses, ";
    if (quantity) failure << row.wrong_numbers << " wrong numbers of " << row.numbers_judged << ", ";
    failure << row.crashes << " crashes, " << row.timeouts << " timeouts)\n";
    std::size_t classes = 0;
    for (const Counterexample& x : row.counterexamples) {
      if (x.selection == "class") {
        ++classes;
        continue;
      }
      failure << "\n" << regression_test<C>(name, x, quantity ? &number : nullptr);
    }
    if (classes) failure << "\n(" << classes << " more examples, one per degeneracy class, in the campaign's report)\n";
  }
  if (report.rows.empty()) failure << "  no row ran\n";
  return failure;
}

}  // namespace detail

/// Runs the check; see the file comment. accepts (optional) restricts the
/// cases the routine is judged on (geoverify/query/preconditions.h);
/// precondition_margin (optional) says how far inside it a case is, so that a
/// shrunk counterexample stays well inside (query::Implementation).
template <class C, class F>
::testing::AssertionResult routine_holds(const std::string& name, query::Contract contract, F routine,
                                         std::function<bool(const C&)> accepts = {},
                                         const CheckOptions& check = {},
                                         std::function<double(const C&)> precondition_margin = {}) {
  query::Implementation<C> impl;
  impl.name = name;
  impl.origin = "GEOVERIFY_EXPECT_ROUTINE_HOLDS";
  impl.role = query::Role::user;
  impl.contract = contract;
  impl.intersects = [routine](const C& c) { return static_cast<bool>(routine(c)); };
  impl.accepts = std::move(accepts);
  impl.precondition_margin = std::move(precondition_margin);
  return detail::check_alone(std::move(impl), check);
}

/// The check of a quantity routine (query/quantity.h): `routine` returns
/// query::NumbersOf<C> -- query::value(t), query::no_value<T>(), or the
/// query's K numbers -- and passes iff, on every case it accepts, it has a
/// value exactly when the exact answer has one (a hit parameter: the ray
/// meets the shape; a distance: always), each number lies in its range
/// (t in [tmin, tmax], a distance >= 0 and 0 exactly when the shapes meet,
/// a coordinate in its shape's box), and each meets `number` (ulps(k),
/// relative(eps), absolute(eps), bracket(w)) against the exact value,
/// judged exactly. Failures carry paste-ready regressions that judge the
/// numbers with gv::exact::judge_numbers.
template <class C, class F>
::testing::AssertionResult numbers_hold(const std::string& name, query::NumberContract number, F routine,
                                        std::function<bool(const C&)> accepts = {}, const CheckOptions& check = {},
                                        std::function<double(const C&)> precondition_margin = {}) {
  static_assert(query::is_quantity_v<C>, "numbers_hold: C must be a quantity query (query/quantity.h)");
  query::Implementation<C> impl;
  impl.name = name;
  impl.origin = "GEOVERIFY_EXPECT_NUMBERS_HOLD";
  impl.role = query::Role::user;
  impl.contract = query::Contract::exact();
  impl.number_contract = number;
  impl.numbers = [routine](const C& c) { return static_cast<query::NumbersOf<C>>(routine(c)); };
  impl.accepts = std::move(accepts);
  impl.precondition_margin = std::move(precondition_margin);
  return detail::check_alone(std::move(impl), check);
}

namespace detail {
/// The macros' call: routine_holds with the default CheckOptions.
template <class C, class F>
::testing::AssertionResult routine_holds_as_written(const std::string& name, F routine, query::Contract contract,
                                                    std::function<bool(const C&)> accepts = {},
                                                    std::function<double(const C&)> precondition_margin = {}) {
  return routine_holds<C>(name, contract, std::move(routine), std::move(accepts), CheckOptions{},
                          std::move(precondition_margin));
}
/// The numbers macros' call: numbers_hold with the default CheckOptions.
template <class C, class F>
::testing::AssertionResult numbers_hold_as_written(const std::string& name, F routine, query::NumberContract number,
                                                   std::function<bool(const C&)> accepts = {},
                                                   std::function<double(const C&)> precondition_margin = {}) {
  return numbers_hold<C>(name, number, std::move(routine), std::move(accepts), CheckOptions{},
                         std::move(precondition_margin));
}
}  // namespace detail

}  // namespace campaign
}  // namespace gv

/// EXPECT that `routine` (a callable bool(const Case&)) holds `contract`
/// (gv::query::Contract) on Case's generators; see geoverify/campaign/gtest.h.
/// Optional after the contract, as routine_holds() takes them: a
/// precondition (bool(const Case&), the cases the routine is judged on) and
/// a precondition margin (double(const Case&), how far inside it a case is):
///   GEOVERIFY_EXPECT_ROUTINE_HOLDS(gv::query::PlaneAabb<float>, my_plane_box,
///                                  gv::query::Contract::exact(), accepts, margin);
#define GEOVERIFY_EXPECT_ROUTINE_HOLDS(Case, routine, ...) \
  EXPECT_TRUE((::gv::campaign::detail::routine_holds_as_written<Case>(#routine, (routine), __VA_ARGS__)))

/// The same as an ASSERT (the test stops on failure).
#define GEOVERIFY_ASSERT_ROUTINE_HOLDS(Case, routine, ...) \
  ASSERT_TRUE((::gv::campaign::detail::routine_holds_as_written<Case>(#routine, (routine), __VA_ARGS__)))

/// EXPECT that the quantity routine `routine` (returning
/// gv::query::NumbersOf<Case>) meets `number_contract`
/// (gv::query::NumberContract) on Case's generators; see numbers_hold().
///   GEOVERIFY_EXPECT_NUMBERS_HOLD(gv::query::RayTriangleHit<float>, my_hit,
///                                 gv::query::NumberContract::ulps(4));
#define GEOVERIFY_EXPECT_NUMBERS_HOLD(Case, routine, ...) \
  EXPECT_TRUE((::gv::campaign::detail::numbers_hold_as_written<Case>(#routine, (routine), __VA_ARGS__)))

/// The same as an ASSERT (the test stops on failure).
#define GEOVERIFY_ASSERT_NUMBERS_HOLD(Case, routine, ...) \
  ASSERT_TRUE((::gv::campaign::detail::numbers_hold_as_written<Case>(#routine, (routine), __VA_ARGS__)))

#endif  // GEOVERIFY_CAMPAIGN_GTEST_H
