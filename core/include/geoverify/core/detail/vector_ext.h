// SPDX-License-Identifier: MIT
// geoverify core, internal: comparisons on the lanes of 16-byte vectors with
// GNU vector extensions (g++ and clang: SSE2 on x86-64, NEON on AArch64), for
// the scalar calls whose filters are comparisons of inputs (aabb_aabb.h) and
// the filters' input screens (stage.h's admit_values). No intrinsics: each operation is
// the IEEE comparison or sign operation of the scalar code, lane by lane, so
// no exactness argument changes. GEOVERIFY_DETAIL_VECTOR_EXT is 1 where these
// exist; elsewhere the callers keep their scalar loops. (The batch calls'
// lanes, with intrinsics and an AVX path, are detail/lanes.h.)
#ifndef GEOVERIFY_CORE_DETAIL_VECTOR_EXT_H
#define GEOVERIFY_CORE_DETAIL_VECTOR_EXT_H

#include <cstdint>
#include <cstring>

#include "geoverify/core/config.h"

#if defined(__GNUC__)
#define GEOVERIFY_DETAIL_VECTOR_EXT 1

namespace gv {
namespace detail {

/// Two doubles or four floats, and the mask a comparison of them gives (all
/// bits set in a lane where it holds, none where it does not).
typedef double VecD2 __attribute__((vector_size(16)));
typedef std::int64_t MaskD2 __attribute__((vector_size(16)));
typedef float VecF4 __attribute__((vector_size(16)));
typedef std::int32_t MaskF4 __attribute__((vector_size(16)));

/// Every lane of a comparison's mask is true.
template <class M>
GEOVERIFY_ALWAYS_INLINE bool every_lane(const M& m) noexcept {
  std::uint64_t w[sizeof(M) / 8];
  std::memcpy(w, &m, sizeof(M));
  std::uint64_t all = ~std::uint64_t{0};
  for (std::uint64_t x : w) all &= x;
  return all == ~std::uint64_t{0};
}

/// |x| lane by lane: the sign bit cleared, as std::fabs (a NaN stays NaN).
GEOVERIFY_ALWAYS_INLINE VecD2 lanes_abs(VecD2 x) noexcept {
  const MaskD2 magnitude = {INT64_MAX, INT64_MAX};
  return reinterpret_cast<VecD2>(reinterpret_cast<MaskD2>(x) & magnitude);
}
GEOVERIFY_ALWAYS_INLINE VecF4 lanes_abs(VecF4 x) noexcept {
  const MaskF4 magnitude = {INT32_MAX, INT32_MAX, INT32_MAX, INT32_MAX};
  return reinterpret_cast<VecF4>(reinterpret_cast<MaskF4>(x) & magnitude);
}

/// The 16-byte vector of T's (VecF4, VecD2) and its mask.
template <class T>
struct Lanes16;
template <>
struct Lanes16<float> {
  using V = VecF4;
  using M = MaskF4;
};
template <>
struct Lanes16<double> {
  using V = VecD2;
  using M = MaskD2;
};

}  // namespace detail
}  // namespace gv

#endif  // __GNUC__
#endif  // GEOVERIFY_CORE_DETAIL_VECTOR_EXT_H
