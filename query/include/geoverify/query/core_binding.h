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

}  // namespace detail

/// No certified routine for C: available is false, relation() answers invalid.
template <class C, class = void>
struct CoreBinding {
  static constexpr bool available = false;
  static Relation relation(const C&, Stats* = nullptr) noexcept { return Relation::invalid; }
};

/// A certified routine exists for C's two shapes in C's argument order.
template <class C>
struct CoreBinding<C, std::void_t<decltype(detail::core_relation(std::declval<const detail::FirstShape<C>&>(),
                                                                  std::declval<const detail::SecondShape<C>&>(),
                                                                  static_cast<Stats*>(nullptr)))>> {
  static constexpr bool available = true;
  static Relation relation(const C& c, Stats* st = nullptr) noexcept {
    return std::apply([st](const auto& a, const auto& b) { return detail::core_relation(a, b, st); }, c.tie());
  }
};

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_CORE_BINDING_H
