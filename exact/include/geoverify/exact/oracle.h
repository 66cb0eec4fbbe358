// SPDX-License-Identifier: MIT
// geoverify exact: the oracle of a case, for generic code.
//
// oracle(c) returns the exact Result for a case of any query (query/cases.h).
// Each query's oracle header (geoverify/exact/<query>.h) defines the overload
// for its case type, calling the query's oracle on the case's two shapes;
// geoverify/exact/registered.h, generated from the registry, includes them all.
#ifndef GEOVERIFY_EXACT_ORACLE_H
#define GEOVERIFY_EXACT_ORACLE_H

#include "geoverify/exact/registered.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/cases.h"

#endif  // GEOVERIFY_EXACT_ORACLE_H
