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
#include "geoverify/query/registry.h"

namespace gv {
namespace specimens {

/// The specimens registered for case type C (one definition per query, in
/// specimens/src/registry_<query>.cpp; it may return an empty list).
template <class C>
std::vector<query::Implementation<C>> specimens();

#define GEOVERIFY_DETAIL_SPECIMENS(Q)                            \
  template <>                                                    \
  std::vector<query::Implementation<query::Q<float>>> specimens(); \
  template <>                                                    \
  std::vector<query::Implementation<query::Q<double>>> specimens();
GEOVERIFY_FOR_EACH_QUERY(GEOVERIFY_DETAIL_SPECIMENS)
#undef GEOVERIFY_DETAIL_SPECIMENS

}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_REGISTRY_H
