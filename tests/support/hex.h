// SPDX-License-Identifier: MIT
// Test support: readable failure messages for shapes and relations.
#ifndef GEOVERIFY_TESTS_SUPPORT_HEX_H
#define GEOVERIFY_TESTS_SUPPORT_HEX_H

#include <ostream>

#include "geoverify/core/relation.h"

namespace gv {
inline std::ostream& operator<<(std::ostream& os, Relation r) { return os << to_string(r); }
}  // namespace gv

#endif
