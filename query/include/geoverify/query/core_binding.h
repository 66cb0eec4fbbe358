// SPDX-License-Identifier: MIT
// geoverify query: which queries the certified core answers, by case type.
//
// CoreBinding<C>::available is true where geoverify/core has a certified
// routine for case type C, and relation() calls it. Generic code (campaign,
// fuzzers, properties) uses this instead of naming each core function. It is
// derived, not listed: a query whose core header declares
// `gv::relation(const A&, const B&, Stats*)` for its case's two shapes, in
// the case's order, has a binding.
#ifndef GEOVERIFY_QUERY_CORE_BINDING_H
#define GEOVERIFY_QUERY_CORE_BINDING_H

#include <tuple>
#include <type_traits>
#include <utility>

#include "geoverify/core.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/quantity.h"

namespace gv {
namespace query {

namespace detail {

/// The core's relation of the case's two shapes, in the case's argument
/// order; found by argument-dependent lookup, so any `gv::relation(a, b,
/// Stats*)` overload a core header declares serves its case type.
template <class A, class B>
auto core_relation(const A& a, const B& b, Stats* st) noexcept -> decltype(relation(a, b, st)) {
  return relation(a, b, st);
}

template <class C>
using FirstShape = std::remove_cv_t<std::remove_reference_t<std::tuple_element_t<0, decltype(std::declval<const C&>().tie())>>>;
template <class C>
using SecondShape = std::remove_cv_t<std::remove_reference_t<std::tuple_element_t<1, decltype(std::declval<const C&>().tie())>>>;

/// Whether the core of shapes A, B has an exact stage that some input needs.
/// True unless the core header declares, next to its gv::relation,
///   constexpr bool has_exact_stage(const A*, const B*) { return false; }
/// (found by argument-dependent lookup): a core whose one stage is already
/// exact, such as comparisons of floats. The registry-wide tests then do not
/// require the exact stage to be reached.
template <class A, class B, class = void>
struct ExactStage : std::true_type {};
template <class A, class B>
struct ExactStage<A, B, std::void_t<decltype(has_exact_stage(static_cast<const A*>(nullptr),
                                                             static_cast<const B*>(nullptr)))>>
    : std::bool_constant<has_exact_stage(static_cast<const A*>(nullptr), static_cast<const B*>(nullptr))> {};

}  // namespace detail

/// No certified routine for C: available is false, relation() answers invalid.
template <class C, class = void>
struct CoreBinding {
  static constexpr bool available = false;
  static constexpr bool exact_stage = false;
  static Relation relation(const C&, Stats* = nullptr) noexcept { return Relation::invalid; }
};

/// A certified routine exists for C's two shapes in C's argument order.
template <class C>
struct CoreBinding<C, std::void_t<decltype(detail::core_relation(std::declval<const detail::FirstShape<C>&>(),
                                                                  std::declval<const detail::SecondShape<C>&>(),
                                                                  static_cast<Stats*>(nullptr)))>> {
  static constexpr bool available = true;
  /// false where the core declares it has no exact stage (detail::ExactStage).
  static constexpr bool exact_stage = detail::ExactStage<detail::FirstShape<C>, detail::SecondShape<C>>::value;
  static Relation relation(const C& c, Stats* st = nullptr) noexcept {
    return std::apply([st](const auto& a, const auto& b) { return detail::core_relation(a, b, st); }, c.tie());
  }
};

/// The certified core's numbers for a quantity query C (query/quantity.h):
/// available where C declares `static NumbersOf<C> core_numbers(const C&,
/// Stats*)`, which returns brackets of adjacent values of T (the core's
/// promise: NumberContract::bracket(1)).
template <class C, class = void>
struct CoreNumbers {
  static constexpr bool available = false;
  static NumbersOf<C> numbers(const C&, Stats* = nullptr) noexcept { return {}; }
};
template <class C>
struct CoreNumbers<C, std::void_t<decltype(C::core_numbers(std::declval<const C&>(), static_cast<Stats*>(nullptr)))>> {
  static constexpr bool available = true;
  static NumbersOf<C> numbers(const C& c, Stats* st = nullptr) noexcept { return C::core_numbers(c, st); }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_CORE_BINDING_H
