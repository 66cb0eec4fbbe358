// SPDX-License-Identifier: MIT
// geoverify query: the one list of the queries the suite knows.
//
// GEOVERIFY_FOR_EACH_QUERY(X) expands X(Name) once per query, where Name is
// the case template of query/cases.h. Everything that iterates over queries
// (the campaign's runners and its add() instantiations, the specimen
// registry's declarations, the CLI through the campaign) expands this list, so
// adding a query is one line here plus the query's own files; docs/adding-a-query.md
// lists them. Each query runs in two instances, float and double.
#ifndef GEOVERIFY_QUERY_REGISTRY_H
#define GEOVERIFY_QUERY_REGISTRY_H

#include <tuple>
#include <type_traits>

#include "geoverify/query/cases.h"

#define GEOVERIFY_FOR_EACH_QUERY(X) \
  X(PlaneAabb)                      \
  X(PlaneSphere)                    \
  X(RayAabb)                        \
  X(ObbSphere)                      \
  X(ObbObb)                         \
  X(AabbTriangle)                   \
  X(RayTriangle)                    \
  X(SphereAabb)                     \
  X(PlaneObb)                       \
  X(HalfspaceAabb)                  \
  X(HalfspaceObb)                   \
  X(SegmentAabb)

namespace gv {
namespace query {

#define GEOVERIFY_DETAIL_CASE_TYPES(Q) , Q<float>, Q<double>
namespace detail {
template <class First, class... Rest>
using DropFirst = std::tuple<Rest...>;
}  // namespace detail
/// Every case type, float and double instance of each query in list order.
using AllCases = detail::DropFirst<void GEOVERIFY_FOR_EACH_QUERY(GEOVERIFY_DETAIL_CASE_TYPES)>;
#undef GEOVERIFY_DETAIL_CASE_TYPES

namespace detail {
template <template <class> class Pred, class Tuple>
struct Where;
template <template <class> class Pred>
struct Where<Pred, std::tuple<>> {
  using type = std::tuple<>;
};
template <template <class> class Pred, class C, class... Rest>
struct Where<Pred, std::tuple<C, Rest...>> {
  using rest = typename Where<Pred, std::tuple<Rest...>>::type;
  using type = std::conditional_t<Pred<C>::value, decltype(std::tuple_cat(std::tuple<C>{}, rest{})), rest>;
};
}  // namespace detail
/// The case types C of AllCases for which Pred<C>::value holds, in order.
template <template <class> class Pred>
using CasesWhere = typename detail::Where<Pred, AllCases>::type;

/// Calls f(C{}) for every case type C of AllCases, in order.
template <class F>
void for_each_case_type(F&& f) {
  std::apply([&](auto... tag) { (f(tag), ...); }, AllCases{});
}

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_REGISTRY_H
