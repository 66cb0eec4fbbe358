// SPDX-License-Identifier: MIT
// geoverify core, internal: the unit in which every floating-point error bound
// of the core is written.
#ifndef GEOVERIFY_CORE_DETAIL_ROUNDOFF_H
#define GEOVERIFY_CORE_DETAIL_ROUNDOFF_H

namespace gv {
namespace detail {

/// u, the unit roundoff of double (round to nearest): a result in the normal
/// range is |fl(x op y) - (x op y)| <= u |x op y|, and float inputs are exact
/// in double. Each filter bound of the core is a multiple of u, written as
/// such (for example 4 * kU * (1 + 0x1p-20)), with its derivation beside it
/// and in docs/error-bounds.md; every such product is exact in double.
constexpr double kU = 0x1p-53;

}  // namespace detail
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_ROUNDOFF_H
