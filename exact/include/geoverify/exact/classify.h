// SPDX-License-Identifier: MIT
// geoverify exact: the degeneracy class of a case, read off the case itself.
//
// The campaign names the generator class that produced a failure; after the
// shrinker has simplified it, the case may belong to another family (a
// near-parallel ray shrunk to an axis-parallel one, a rotated box to a flat
// one). degeneracy_class() says what the case in hand is, from its exact
// structure and the oracle's result:
//
//   "<tag>+<tag>..., <closeness>"
//
// Tags, most specific first (every one that applies, at most three):
//   any query      subnormal (a nonzero |x| below the normal range),
//                  huge (some |x| >= 2^64 for float, 2^512 for double)
//   each query     its own tags, listed where they are decided:
//                  exact/src/classify_<query>.cpp (a registry line and that
//                  file add a query's classes; nothing here changes)
// Closeness, from the exact relation and relative margin: touching (exact
// contact), near-contact (|relative margin| <= 2^-20), or clear.
// A case with no tag is "generic, <closeness>". Exact: the tags are decided
// in rational arithmetic where rounding could matter. Invalid case: "invalid".
#ifndef GEOVERIFY_EXACT_CLASSIFY_H
#define GEOVERIFY_EXACT_CLASSIFY_H

#include <string>

#include "geoverify/exact/result.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace exact {

template <class C>
std::string degeneracy_class(const C& c, const Result& oracle_result);

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_CLASSIFY_H
