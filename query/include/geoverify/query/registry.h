// SPDX-License-Identifier: MIT
// geoverify query: the one list of the queries the suite knows.
//
// GEOVERIFY_FOR_EACH_QUERY(X) expands X(Name) once per query, where Name is
// the query's case template (geoverify/query/<query>.h). It is the only list
// of queries: the campaign's runners, the specimen registry, the classifier,
// the registry-wide tests (AllCases) expand it, and the build reads it
// (cmake/GeoverifyRegistry.cmake) for the generated headers, the campaign's
// runner sources, the fuzz targets and their seed corpora. Adding a query is
// one line here, before the closing comment, plus the query's own files
// (docs/adding-a-query.md). Each query runs in two instances, float and
// double.
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
  X(SegmentAabb)                    \
  X(AabbAabb)                       \
  X(TriangleTriangle)               \
  X(SphereSphere)                   \
  X(RaySphere)                      \
  X(SegmentTriangle)                \
  X(SphereTriangle)                 \
  X(CapsuleCapsule)                 \
  X(RayAabbHit)                     \
  X(RayTriangleHit)                 \
  X(PointAabbDistance)              \
  X(RaySphereHit)                   \
  X(PointTriangleClosest)           \
  X(SegmentSegmentClosest)          \
  /* one line per query, each ending in a backslash, above this one */

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
