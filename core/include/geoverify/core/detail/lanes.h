// SPDX-License-Identifier: MIT
// geoverify core, internal: four double lanes (and four float lanes, F4,
// below) for the batch calls (ray_aabb_batch.h, ray_triangle_batch.h), on the
// vector path the including
// file's compiler flags select:
//   AVX      (__AVX__: -mavx, -mavx2, -march=native on such a machine): one
//            256-bit register per four lanes;
//   SSE2     (__SSE2__: every x86-64 compiler by default): two registers;
//   portable (any other target, or GEOVERIFY_BATCH_PORTABLE defined before
//            the include): a loop over the lanes.
// Every operation is the IEEE operation of the scalar code (double on V4,
// float on F4), lane by lane, so a filter written on these lanes computes
// what its scalar twin computes (up to FMA contraction, which compilers may
// apply to vector code
// as to scalar code: the bounds are derived for any mix of fused and unfused
// evaluation), and its derived bound carries over (docs/error-bounds.md):
//   add, sub, mul   correctly rounded, as the scalar + - *;
//   vmin(a, b)      a < b ? a : b   (minpd);
//   vmax(a, b)      a > b ? a : b   (maxpd);
//   vabs, neg       the sign bit cleared or flipped, as fabs and unary -;
//   lt, le, eq      the ordered comparisons < <= == (false on NaN; on a NaN
//                   the SSE2 ones raise FE_INVALID, as the scalar < does,
//                   the AVX ones do not: only invalid input has a NaN);
//   keep(m, v)      v in the lanes of m, +0.0 in the others: a lane whose
//                   input may not enter a filter computes on zeros instead,
//                   so that it raises no overflow or underflow flag (its
//                   result is discarded; the exact stage decides it).
// Everything that depends on the path lives in an inline namespace named
// after it (gv::batch_avx, gv::batch_sse2, gv::batch_portable), so the batch
// code of files compiled with different flags keeps distinct definitions;
// batch_path() names the path a file got. The scalar functions it calls
// (the exact stages) are ordinary inline templates shared by every file: as
// in any program that compiles some files with -mavx2, the linker may keep
// their AVX copies, so such a program needs an AVX machine.
#ifndef GEOVERIFY_CORE_DETAIL_LANES_H
#define GEOVERIFY_CORE_DETAIL_LANES_H

#include <cmath>

#include "geoverify/core/relation.h"

#if !defined(GEOVERIFY_BATCH_PORTABLE) && defined(__AVX__)
#include <immintrin.h>
#define GEOVERIFY_DETAIL_BATCH_AVX 1
#define GEOVERIFY_DETAIL_BATCH_NS batch_avx
#elif !defined(GEOVERIFY_BATCH_PORTABLE) && (defined(__SSE2__) || defined(_M_X64))
#include <emmintrin.h>
#define GEOVERIFY_DETAIL_BATCH_SSE2 1
#define GEOVERIFY_DETAIL_BATCH_NS batch_sse2
#else
#define GEOVERIFY_DETAIL_BATCH_NS batch_portable
#endif

namespace gv {
inline namespace GEOVERIFY_DETAIL_BATCH_NS {

/// "avx", "sse2" or "portable": the vector path of this translation unit.
constexpr const char* batch_path() noexcept {
#if defined(GEOVERIFY_DETAIL_BATCH_AVX)
  return "avx";
#elif defined(GEOVERIFY_DETAIL_BATCH_SSE2)
  return "sse2";
#else
  return "portable";
#endif
}

namespace batch_detail {

#if defined(GEOVERIFY_DETAIL_BATCH_AVX)
struct V4 {
  __m256d v;
};
using M4 = V4;
inline V4 splat(double x) noexcept { return {_mm256_set1_pd(x)}; }
inline V4 load(const double* p) noexcept { return {_mm256_loadu_pd(p)}; }
inline V4 load(const float* p) noexcept { return {_mm256_cvtps_pd(_mm_loadu_ps(p))}; }
inline V4 sub(V4 a, V4 b) noexcept { return {_mm256_sub_pd(a.v, b.v)}; }
inline V4 mul(V4 a, V4 b) noexcept { return {_mm256_mul_pd(a.v, b.v)}; }
inline V4 add(V4 a, V4 b) noexcept { return {_mm256_add_pd(a.v, b.v)}; }
inline V4 vmin(V4 a, V4 b) noexcept { return {_mm256_min_pd(a.v, b.v)}; }
inline V4 vmax(V4 a, V4 b) noexcept { return {_mm256_max_pd(a.v, b.v)}; }
inline V4 vabs(V4 a) noexcept { return {_mm256_andnot_pd(_mm256_set1_pd(-0.0), a.v)}; }
inline V4 neg(V4 a) noexcept { return {_mm256_xor_pd(_mm256_set1_pd(-0.0), a.v)}; }
inline M4 lt(V4 a, V4 b) noexcept { return {_mm256_cmp_pd(a.v, b.v, _CMP_LT_OQ)}; }
inline M4 le(V4 a, V4 b) noexcept { return {_mm256_cmp_pd(a.v, b.v, _CMP_LE_OQ)}; }
inline M4 eq(V4 a, V4 b) noexcept { return {_mm256_cmp_pd(a.v, b.v, _CMP_EQ_OQ)}; }
inline M4 mand(M4 a, M4 b) noexcept { return {_mm256_and_pd(a.v, b.v)}; }
inline M4 mor(M4 a, M4 b) noexcept { return {_mm256_or_pd(a.v, b.v)}; }
inline V4 keep(M4 m, V4 v) noexcept { return {_mm256_and_pd(m.v, v.v)}; }
inline M4 all_lanes() noexcept { return {_mm256_castsi256_pd(_mm256_set1_epi64x(-1))}; }
inline M4 no_lanes() noexcept { return {_mm256_setzero_pd()}; }
inline unsigned bits(M4 m) noexcept { return static_cast<unsigned>(_mm256_movemask_pd(m.v)); }
#elif defined(GEOVERIFY_DETAIL_BATCH_SSE2)
struct V4 {
  __m128d lo, hi;
};
using M4 = V4;
inline V4 splat(double x) noexcept { return {_mm_set1_pd(x), _mm_set1_pd(x)}; }
inline V4 load(const double* p) noexcept { return {_mm_loadu_pd(p), _mm_loadu_pd(p + 2)}; }
inline V4 load(const float* p) noexcept {
  const __m128 f = _mm_loadu_ps(p);
  return {_mm_cvtps_pd(f), _mm_cvtps_pd(_mm_movehl_ps(f, f))};
}
inline V4 sub(V4 a, V4 b) noexcept { return {_mm_sub_pd(a.lo, b.lo), _mm_sub_pd(a.hi, b.hi)}; }
inline V4 mul(V4 a, V4 b) noexcept { return {_mm_mul_pd(a.lo, b.lo), _mm_mul_pd(a.hi, b.hi)}; }
inline V4 add(V4 a, V4 b) noexcept { return {_mm_add_pd(a.lo, b.lo), _mm_add_pd(a.hi, b.hi)}; }
inline V4 vmin(V4 a, V4 b) noexcept { return {_mm_min_pd(a.lo, b.lo), _mm_min_pd(a.hi, b.hi)}; }
inline V4 vmax(V4 a, V4 b) noexcept { return {_mm_max_pd(a.lo, b.lo), _mm_max_pd(a.hi, b.hi)}; }
inline V4 vabs(V4 a) noexcept {
  const __m128d s = _mm_set1_pd(-0.0);
  return {_mm_andnot_pd(s, a.lo), _mm_andnot_pd(s, a.hi)};
}
inline V4 neg(V4 a) noexcept {
  const __m128d s = _mm_set1_pd(-0.0);
  return {_mm_xor_pd(s, a.lo), _mm_xor_pd(s, a.hi)};
}
inline M4 lt(V4 a, V4 b) noexcept { return {_mm_cmplt_pd(a.lo, b.lo), _mm_cmplt_pd(a.hi, b.hi)}; }
inline M4 le(V4 a, V4 b) noexcept { return {_mm_cmple_pd(a.lo, b.lo), _mm_cmple_pd(a.hi, b.hi)}; }
inline M4 eq(V4 a, V4 b) noexcept { return {_mm_cmpeq_pd(a.lo, b.lo), _mm_cmpeq_pd(a.hi, b.hi)}; }
inline M4 mand(M4 a, M4 b) noexcept { return {_mm_and_pd(a.lo, b.lo), _mm_and_pd(a.hi, b.hi)}; }
inline M4 mor(M4 a, M4 b) noexcept { return {_mm_or_pd(a.lo, b.lo), _mm_or_pd(a.hi, b.hi)}; }
inline V4 keep(M4 m, V4 v) noexcept { return {_mm_and_pd(m.lo, v.lo), _mm_and_pd(m.hi, v.hi)}; }
inline M4 all_lanes() noexcept {
  const __m128d t = _mm_castsi128_pd(_mm_set1_epi32(-1));
  return {t, t};
}
inline M4 no_lanes() noexcept { return {_mm_setzero_pd(), _mm_setzero_pd()}; }
inline unsigned bits(M4 m) noexcept {
  return static_cast<unsigned>(_mm_movemask_pd(m.lo)) | (static_cast<unsigned>(_mm_movemask_pd(m.hi)) << 2);
}
#else
/// Four lanes of E (V4: double, F4: float below), one loop per operation.
template <class E>
struct Lanes4 {
  E x[4];
};
using V4 = Lanes4<double>;
struct M4 {
  bool b[4];
};
template <class E, class Op>
inline Lanes4<E> lanewise(Lanes4<E> a, Lanes4<E> b, Op op) noexcept {
  Lanes4<E> r;
  for (int k = 0; k < 4; ++k) r.x[k] = op(a.x[k], b.x[k]);
  return r;
}
template <class E, class Op>
inline M4 compare(Lanes4<E> a, Lanes4<E> b, Op op) noexcept {
  M4 r;
  for (int k = 0; k < 4; ++k) r.b[k] = op(a.x[k], b.x[k]);
  return r;
}
template <class E>
inline Lanes4<E> splat(E x) noexcept {
  return {{x, x, x, x}};
}
template <class T>
inline V4 load(const T* p) noexcept {
  return {{static_cast<double>(p[0]), static_cast<double>(p[1]), static_cast<double>(p[2]),
           static_cast<double>(p[3])}};
}
template <class E>
inline Lanes4<E> sub(Lanes4<E> a, Lanes4<E> b) noexcept {
  return lanewise(a, b, [](E x, E y) { return x - y; });
}
template <class E>
inline Lanes4<E> mul(Lanes4<E> a, Lanes4<E> b) noexcept {
  return lanewise(a, b, [](E x, E y) { return x * y; });
}
template <class E>
inline Lanes4<E> add(Lanes4<E> a, Lanes4<E> b) noexcept {
  return lanewise(a, b, [](E x, E y) { return x + y; });
}
template <class E>
inline Lanes4<E> vmin(Lanes4<E> a, Lanes4<E> b) noexcept {
  return lanewise(a, b, [](E x, E y) { return x < y ? x : y; });
}
template <class E>
inline Lanes4<E> vmax(Lanes4<E> a, Lanes4<E> b) noexcept {
  return lanewise(a, b, [](E x, E y) { return x > y ? x : y; });
}
template <class E>
inline Lanes4<E> vabs(Lanes4<E> a) noexcept {
  return lanewise(a, a, [](E x, E) { return std::fabs(x); });
}
template <class E>
inline Lanes4<E> neg(Lanes4<E> a) noexcept {
  return lanewise(a, a, [](E x, E) { return -x; });
}
template <class E>
inline M4 lt(Lanes4<E> a, Lanes4<E> b) noexcept {
  return compare(a, b, [](E x, E y) { return x < y; });
}
template <class E>
inline M4 le(Lanes4<E> a, Lanes4<E> b) noexcept {
  return compare(a, b, [](E x, E y) { return x <= y; });
}
template <class E>
inline M4 eq(Lanes4<E> a, Lanes4<E> b) noexcept {
  return compare(a, b, [](E x, E y) { return x == y; });
}
inline M4 mand(M4 a, M4 b) noexcept {
  M4 r;
  for (int k = 0; k < 4; ++k) r.b[k] = a.b[k] & b.b[k];
  return r;
}
inline M4 mor(M4 a, M4 b) noexcept {
  M4 r;
  for (int k = 0; k < 4; ++k) r.b[k] = a.b[k] | b.b[k];
  return r;
}
template <class E>
inline Lanes4<E> keep(M4 m, Lanes4<E> v) noexcept {
  Lanes4<E> r;
  for (int k = 0; k < 4; ++k) r.x[k] = m.b[k] ? v.x[k] : E(0);
  return r;
}
inline M4 all_lanes() noexcept { return {{true, true, true, true}}; }
inline M4 no_lanes() noexcept { return {{false, false, false, false}}; }
inline unsigned bits(M4 m) noexcept {
  unsigned r = 0;
  for (int k = 0; k < 4; ++k) r |= static_cast<unsigned>(m.b[k]) << k;
  return r;
}
#endif

// --- four float lanes (the float filters of the batch calls) ---------------
//
// F4 holds four floats in one 128-bit register on the AVX and SSE2 paths
// (SSE operations, VEX-encoded under AVX), and an array on the portable path.
// The operations are those listed above, on float lanes, with the same
// semantics (minps / maxps are `a < b ? a : b` and `a > b ? a : b`). Masks of
// float comparisons are F4 on the vector paths and M4 on the portable one;
// bits() reads either. sign_bits(v) is the mask of lanes whose sign bit is
// set (of F4 or V4 values: -0.0 and negative NaNs count).
#if defined(GEOVERIFY_DETAIL_BATCH_AVX) || defined(GEOVERIFY_DETAIL_BATCH_SSE2)
struct F4 {
  __m128 v;
};
using MF4 = F4;
inline F4 splat(float x) noexcept { return {_mm_set1_ps(x)}; }
inline F4 load4f(const float* p) noexcept { return {_mm_loadu_ps(p)}; }
inline F4 sub(F4 a, F4 b) noexcept { return {_mm_sub_ps(a.v, b.v)}; }
inline F4 mul(F4 a, F4 b) noexcept { return {_mm_mul_ps(a.v, b.v)}; }
inline F4 add(F4 a, F4 b) noexcept { return {_mm_add_ps(a.v, b.v)}; }
inline F4 vmin(F4 a, F4 b) noexcept { return {_mm_min_ps(a.v, b.v)}; }
inline F4 vmax(F4 a, F4 b) noexcept { return {_mm_max_ps(a.v, b.v)}; }
inline F4 vabs(F4 a) noexcept { return {_mm_andnot_ps(_mm_set1_ps(-0.0f), a.v)}; }
inline F4 neg(F4 a) noexcept { return {_mm_xor_ps(_mm_set1_ps(-0.0f), a.v)}; }
#if defined(GEOVERIFY_DETAIL_BATCH_AVX)  // quiet, as the AVX double comparisons
inline MF4 lt(F4 a, F4 b) noexcept { return {_mm_cmp_ps(a.v, b.v, _CMP_LT_OQ)}; }
inline MF4 le(F4 a, F4 b) noexcept { return {_mm_cmp_ps(a.v, b.v, _CMP_LE_OQ)}; }
#else
inline MF4 lt(F4 a, F4 b) noexcept { return {_mm_cmplt_ps(a.v, b.v)}; }
inline MF4 le(F4 a, F4 b) noexcept { return {_mm_cmple_ps(a.v, b.v)}; }
#endif
inline MF4 eq(F4 a, F4 b) noexcept { return {_mm_cmpeq_ps(a.v, b.v)}; }
inline MF4 mand(MF4 a, MF4 b) noexcept { return {_mm_and_ps(a.v, b.v)}; }
inline MF4 mor(MF4 a, MF4 b) noexcept { return {_mm_or_ps(a.v, b.v)}; }
inline F4 keep(MF4 m, F4 v) noexcept { return {_mm_and_ps(m.v, v.v)}; }
inline unsigned bits(F4 m) noexcept { return static_cast<unsigned>(_mm_movemask_ps(m.v)); }
inline unsigned sign_bits(F4 v) noexcept { return bits(v); }
inline unsigned sign_bits(V4 v) noexcept { return bits(v); }  // movmskpd: the sign bits
#else
using F4 = Lanes4<float>;
using MF4 = M4;
inline F4 load4f(const float* p) noexcept { return {{p[0], p[1], p[2], p[3]}}; }
template <class E>
inline unsigned sign_bits(Lanes4<E> v) noexcept {
  unsigned r = 0;
  for (int k = 0; k < 4; ++k) r |= static_cast<unsigned>(std::signbit(v.x[k])) << k;
  return r;
}
#endif

/// The native lanes of T: four floats (F4) or four doubles (V4), loaded from
/// four consecutive values of T.
template <class T>
struct NativeLanes;
template <>
struct NativeLanes<float> {
  using V = F4;
  static F4 load(const float* p) noexcept { return load4f(p); }
};
template <>
struct NativeLanes<double> {
  using V = V4;
  static V4 load(const double* p) noexcept { return batch_detail::load(p); }
};


/// A filter's verdict on four lanes: bit k of disjoint (overlapping) set
/// when lane k is decided disjoint (overlapping); neither when the filter
/// did not decide it, or its input may not enter the filter.
struct Verdict4 {
  unsigned disjoint, overlapping;
};

/// Number of lanes set in the low four bits of m.
inline unsigned count4(unsigned m) noexcept { return (m & 1u) + ((m >> 1) & 1u) + ((m >> 2) & 1u) + ((m >> 3) & 1u); }

/// The one loop of every batch call: for each group of four lanes at offset
/// `at`, filter4(at) gives the vector filter's verdict (Verdict4{0, 0} when
/// the filter may not run); the lanes it decided are counted in st->filter,
/// and each lane it left is answered by exact_lane(k), the scalar call
/// (which counts itself). rel, when given, receives every lane's relation.
/// Returns the hit mask: bit k set iff lane k is touching or overlapping.
template <int N, class Filter4, class ExactLane>
inline unsigned finish_lanes(Filter4 filter4, ExactLane exact_lane, Relation* rel, Stats* st) noexcept {
  unsigned hits = 0;
  for (int at = 0; at < N; at += 4) {
    const Verdict4 v = filter4(at);
    const unsigned decided = v.disjoint | v.overlapping;
    hits |= v.overlapping << at;
    if (rel) {
      for (int k = 0; k < 4; ++k) rel[at + k] = ((v.overlapping >> k) & 1u) ? Relation::overlapping : Relation::disjoint;
    }
    if (decided != 0xfu) {  // the lanes the filter left: the exact stage, one by one
      for (int k = 0; k < 4; ++k) {
        if ((decided >> k) & 1u) continue;
        const Relation r = exact_lane(at + k);
        if (rel) rel[at + k] = r;
        hits |= static_cast<unsigned>(intersecting(r)) << (at + k);
      }
    }
    if (st) st->filter += count4(decided);
  }
  return hits;
}

}  // namespace batch_detail
}  // inline namespace GEOVERIFY_DETAIL_BATCH_NS
}  // namespace gv

#endif  // GEOVERIFY_CORE_DETAIL_LANES_H
