// SPDX-License-Identifier: MIT
// geoverify specimens: every transcribed routine, registered per query.
//
// specimens<C>() lists the routines under test for case type C, each with the
// contract its authors intended and the defects the suite must find in it
// (query/contract.h). The adapters translate the suite's shapes into each
// routine's own types exactly as a caller holding those shapes would.
#ifndef GEOVERIFY_SPECIMENS_REGISTRY_H
#define GEOVERIFY_SPECIMENS_REGISTRY_H

#include <vector>

#include "geoverify/query/cases.h"
#include "geoverify/query/contract.h"

namespace gv {
namespace specimens {

/// The specimens registered for case type C; empty for a type without any.
template <class C>
std::vector<query::Implementation<C>> specimens();

template <>
std::vector<query::Implementation<query::PlaneAabb<float>>> specimens();
template <>
std::vector<query::Implementation<query::PlaneSphere<float>>> specimens();
template <>
std::vector<query::Implementation<query::PlaneAabb<double>>> specimens();
template <>
std::vector<query::Implementation<query::PlaneSphere<double>>> specimens();
template <>
std::vector<query::Implementation<query::RayAabb<float>>> specimens();
template <>
std::vector<query::Implementation<query::RayAabb<double>>> specimens();
template <>
std::vector<query::Implementation<query::ObbSphere<float>>> specimens();
template <>
std::vector<query::Implementation<query::ObbSphere<double>>> specimens();
template <>
std::vector<query::Implementation<query::ObbObb<float>>> specimens();
template <>
std::vector<query::Implementation<query::ObbObb<double>>> specimens();
template <>
std::vector<query::Implementation<query::AabbTriangle<float>>> specimens();
template <>
std::vector<query::Implementation<query::AabbTriangle<double>>> specimens();

}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_REGISTRY_H
