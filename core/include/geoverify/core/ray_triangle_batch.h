// SPDX-License-Identifier: MIT
// geoverify core: one ray against four or eight triangles at once, exact.
//
// The set computed: for each triangle k of the batch, the relation
// (relation.h) of the ray {o + t dir : tmin <= t <= tmax} and the closed
// triangle conv(p0_k, p1_k, p2_k): exactly what relation(Ray, Triangle)
// (ray_triangle.h) answers for that triangle, lane by lane, with the same
// rules (both sides count; touching at edges, vertices, range ends and in
// the plane) and every degenerate case (collinear and coincident vertices,
// a zero direction, tmin == tmax, -0.0, subnormals, the largest magnitudes).
//
// Layout: TriangleBatch<T, N> holds N = 4 or 8 triangles as structure of
// arrays (the leaf of a 4- or 8-wide BVH). A lane whose triangle has a NaN or
// infinity answers Relation::invalid without affecting the others; an
// invalid ray answers invalid in every lane.
//
// Exactness: the answer is exact for every finite input, float or double.
// Each lane evaluates the first pass of the filter of ray_triangle.h
// (detail::rt_filter_values and detail::rt_filter): the signed volumes
// s_i = dir . (A_{i+1} x A_{i+2}) with A_i = fl(p_i - o), D = A_0 . (A_1 x A_2),
// their axis-norm error bounds kRtVolumeBound Q~ and kRtDetBound M_x M_y M_z
// (M_k the largest |a_ik| of the lane), and the range checks of t* = D / S
// against tmin and tmax with the composed bounds, with the same operations on
// the same operands in the same order (detail/lanes.h). A compiler may fuse
// a product and a sum in the
// vector code where it did not in the scalar code (or the other way round),
// so the lanes need not be bit-identical to the scalar values; the
// derivation of those bounds (docs/error-bounds.md, "Ray–triangle") holds
// for any mix of fused and unfused evaluation, so it covers both, and no new
// constant is introduced. A double ray is screened as in ray_triangle.h
// (rt_ray_screened: coordinates in [2^-250, 2^300], a nonzero tmin or
// finite tmax in [2^-20, 2^100]), a double lane on its differences from the
// ray's origin (each 0 or of magnitude in [2^-250, 2^301], kRtDiffHi). The
// lanes the filter does not decide (touching
// and near-touching triangles, rays parallel to or in a triangle's plane,
// degenerate triangles, input outside the screen) go one by one to
// relation(ray, triangle), whose per-term second pass and exact stage decide
// them.
//
// Vector paths (detail/lanes.h): AVX, SSE2 or portable, chosen by the
// compiler flags of the including file; batch_path() names it. Every path
// answers identically.
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact (a float batch holding an
// invalid triangle may raise FE_INVALID: its lane computes on the NaN or
// infinity, and the filter never decides it). -ffast-math is refused by
// config.h.
#ifndef GEOVERIFY_CORE_RAY_TRIANGLE_BATCH_H
#define GEOVERIFY_CORE_RAY_TRIANGLE_BATCH_H

#include <cmath>
#include <limits>
#include <type_traits>

#include "geoverify/core/detail/lanes.h"
#include "geoverify/core/ray_triangle.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {

/// N triangles (N = 4 or 8) in structure-of-arrays layout: triangle k has
/// the vertices (x[j][k], y[j][k], z[j][k]) for j = 0, 1, 2.
template <class T, int N>
struct TriangleBatch {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  static_assert(N == 4 || N == 8, "geoverify: a batch holds 4 or 8 triangles");
  T x[3][N], y[3][N], z[3][N];
};
template <class T>
using Triangle4 = TriangleBatch<T, 4>;
template <class T>
using Triangle8 = TriangleBatch<T, 8>;

/// Triangle k of the batch (0 <= k < N).
template <class T, int N>
Triangle<T> triangle_of(const TriangleBatch<T, N>& b, int k) noexcept {
  return {{b.x[0][k], b.y[0][k], b.z[0][k]}, {b.x[1][k], b.y[1][k], b.z[1][k]}, {b.x[2][k], b.y[2][k], b.z[2][k]}};
}

/// Stores `tri` in lane k of the batch (0 <= k < N).
template <class T, int N>
void set_triangle(TriangleBatch<T, N>& b, int k, const Triangle<T>& tri) noexcept {
  const Vec3<T>* v[3] = {&tri.p0, &tri.p1, &tri.p2};
  for (int j = 0; j < 3; ++j) b.x[j][k] = v[j]->x, b.y[j][k] = v[j]->y, b.z[j][k] = v[j]->z;
}

inline namespace GEOVERIFY_DETAIL_BATCH_NS {

namespace batch_detail {

/// The ray in double, and whether the filter may take it (valid, and for
/// double input inside the screen of ray_triangle.h).
struct RtRay {
  double o[3], d[3], ad[3];
  double t0, t1;
  bool t1_finite;
  bool fast;
};

template <class T>
inline RtRay rt_ray(const Ray<T>& r) noexcept {
  RtRay q;
  q.fast = is_valid(r);
  for (int k = 0; k < 3; ++k) {
    q.o[k] = static_cast<double>(get(r.o, k));
    q.d[k] = static_cast<double>(get(r.dir, k));
    q.ad[k] = std::fabs(q.d[k]);
  }
  q.t0 = static_cast<double>(r.tmin);
  q.t1_finite = r.tmax <= std::numeric_limits<T>::max();
  q.t1 = q.t1_finite ? static_cast<double>(r.tmax) : 0.0;
  q.fast = q.fast && detail::rt_ray_screened(r);
  return q;
}

/// detail::rt_filter_range's test on four lanes: x = D - t S and its bound b;
/// above: x > b, below: x < -b.
inline void rt_range4(V4 D, V4 eD, V4 S, V4 eS, double t, M4& above, M4& below) noexcept {
  const V4 tv = splat(t);
  const V4 tS = mul(tv, S);
  const V4 x = sub(D, tS);
  const V4 mag = vmax(add(vabs(D), vabs(tS)), splat(detail::kRtMagnitudeFloor));
  const V4 b = add(mul(splat(detail::kRtInflate), add(add(eD, mul(tv, eS)), mul(splat(2 * detail::kU), mag))),
                   splat(detail::kRtRangeFloor));
  above = lt(b, x);
  below = lt(x, neg(b));
}

/// The double lanes' screen, on the differences a_ik = fl(p_ik - o_k) rather
/// than on the coordinates: every nonzero |a_ik| in [kRtScreenLo, kRtDiffHi]
/// = [2^-250, 2^301]. That is what the filter's range derivation needs of
/// the coordinates' screen (docs/error-bounds.md, "Ray–triangle", Range: the
/// differences are multiples of 2^-302, a double of magnitude >= 2^-250
/// being one, and at most 2^301), and it costs two comparisons per
/// difference (zero, or at least 2^-250) and one per axis norm instead of
/// three per coordinate. Forming a_ik raises no flag for any finite p_ik:
/// the ray is screened (|o_k| <= 2^300, below half an ulp of DBL_MAX, so
/// p_ik - o_k rounds to at most DBL_MAX), and a difference below 2^-1022 is
/// exact.
constexpr double kRtDiffHi = 2 * detail::kRtScreenHi;

/// The filter of ray_triangle.h on the four triangles at lane offset `at`.
///
/// Float lanes are not checked for validity: every finite float is inside
/// the filter's range, and a lane holding a NaN or an infinity is never
/// decided, so it reaches relation(ray, triangle), which answers invalid.
/// Proof: a NaN coordinate of vertex k makes a_k NaN, and with it the two
/// volumes that use a_k and D (only s_k is free of it): at most one volume
/// is then decided (vmax may drop the NaN from M_k, so the bound may stay
/// finite), which decides nothing: a miss needs two decided volumes of
/// opposite signs, a crossing all three. An infinite coordinate on axis k
/// (and no NaN) makes M_k infinite, and each of the two terms of Q~ holding
/// M_k is then infinite or NaN (0 * inf), so the volumes' bound is +inf or
/// NaN and no comparison with it holds. Such a lane may raise FE_INVALID:
/// a batch with an invalid triangle is invalid input.
template <class T, int N>
inline Verdict4 rt_filter4(const RtRay& q, const TriangleBatch<T, N>& tb, int at) noexcept {
  M4 ok = all_lanes();
  V4 a[3][3];                                       // a_i = fl(p_i - o)
  V4 M[3] = {splat(0.0), splat(0.0), splat(0.0)};  // M_k = the largest |a_ik| on axis k
  for (int i = 0; i < 3; ++i) {
    const T* src[3] = {tb.x[i] + at, tb.y[i] + at, tb.z[i] + at};
    for (int k = 0; k < 3; ++k) {
      a[i][k] = sub(load(src[k]), splat(q.o[k]));
      const V4 m = vabs(a[i][k]);
      M[k] = vmax(m, M[k]);  // m > M ? m : M: a NaN m leaves M as it was
      if constexpr (std::is_same_v<T, double>) {  // float: see the function comment
        ok = mand(ok, mor(eq(m, splat(0.0)), le(splat(detail::kRtScreenLo), m)));  // false for NaN
      }
    }
  }
  if constexpr (std::is_same_v<T, double>) {
    for (int k = 0; k < 3; ++k) ok = mand(ok, le(M[k], splat(kRtDiffHi)));  // false for infinity
    if (bits(ok) != 0xfu) {
      // Zeros where the filter may not go, before any product is formed.
      for (int k = 0; k < 3; ++k) {
        for (int i = 0; i < 3; ++i) a[i][k] = keep(ok, a[i][k]);
        M[k] = keep(ok, M[k]);
      }
    }
  }
  const V4 d[3] = {splat(q.d[0]), splat(q.d[1]), splat(q.d[2])};
  V4 s[3], c0[3];
  for (int i = 0; i < 3; ++i) {
    const V4* x = a[(i + 1) % 3];
    const V4* y = a[(i + 2) % 3];
    const V4 c[3] = {sub(mul(x[1], y[2]), mul(x[2], y[1])), sub(mul(x[2], y[0]), mul(x[0], y[2])),
                     sub(mul(x[0], y[1]), mul(x[1], y[0]))};
    s[i] = add(add(mul(d[0], c[0]), mul(d[1], c[1])), mul(d[2], c[2]));
    if (i == 0) {
      for (int k = 0; k < 3; ++k) c0[k] = c[k];
    }
  }
  const V4 D = add(add(mul(a[0][0], c0[0]), mul(a[0][1], c0[1])), mul(a[0][2], c0[2]));
  // detail::rt_filter_values's bounds: kRtVolumeBound Q~ for every volume, kRtDetBound M_x M_y M_z.
  const V4 myz = mul(M[1], M[2]), mzx = mul(M[2], M[0]), mxy = mul(M[0], M[1]);
  const V4 Q = add(add(mul(splat(q.ad[0]), myz), mul(splat(q.ad[1]), mzx)), mul(splat(q.ad[2]), mxy));
  const V4 ev = mul(splat(detail::kRtVolumeBound), Q);
  const V4 e[3] = {ev, ev, ev};
  const V4 eD = mul(splat(detail::kRtDetBound), mul(mxy, M[2]));
  // detail::rt_filter, lane by lane.
  unsigned any_pos = 0, any_neg = 0, all_pos = 0xfu, all_neg = 0xfu;
  for (int i = 0; i < 3; ++i) {
    const unsigned pos = bits(lt(e[i], s[i])), negative = bits(lt(s[i], neg(e[i])));
    any_pos |= pos, any_neg |= negative;
    all_pos &= pos, all_neg &= negative;
  }
  const unsigned line_misses = any_pos & any_neg;  // two volumes of strictly opposite signs
  const unsigned signed_lanes = all_pos | all_neg;  // sigma = +1 or -1, every volume decided
  // S and its bound, for the range checks of a nonzero tmin or a finite tmax.
  V4 S = splat(0.0), eS = splat(0.0);
  if (q.t0 != 0.0 || q.t1_finite) {
    S = add(add(s[0], s[1]), s[2]);
    const V4 mag = add(add(vabs(s[0]), vabs(s[1])), vabs(s[2]));
    eS = mul(splat(detail::kRtInflate),
             add(add(add(e[0], e[1]), e[2]), mul(splat(2 * detail::kU), vmax(mag, splat(detail::kRtMagnitudeFloor)))));
  }
  // sigma (D - tmin S): > 0 in range, < 0 before tmin.
  unsigned lo_in, lo_out;
  if (q.t0 == 0.0) {
    const unsigned above = bits(lt(eD, D)), below = bits(lt(D, neg(eD)));
    lo_in = (all_pos & above) | (all_neg & below);
    lo_out = (all_pos & below) | (all_neg & above);
  } else {
    M4 above, below;
    rt_range4(D, eD, S, eS, q.t0, above, below);
    lo_in = (all_pos & bits(above)) | (all_neg & bits(below));
    lo_out = (all_pos & bits(below)) | (all_neg & bits(above));
  }
  // sigma (D - tmax S): < 0 in range, > 0 beyond tmax.
  unsigned hi_in = 0xfu, hi_out = 0;
  if (q.t1_finite) {
    M4 above, below;
    rt_range4(D, eD, S, eS, q.t1, above, below);
    hi_in = (all_pos & bits(below)) | (all_neg & bits(above));
    hi_out = (all_pos & bits(above)) | (all_neg & bits(below));
  }
  const unsigned valid = std::is_same_v<T, float> ? 0xfu : bits(ok);  // float: see above
  const unsigned rest = ~line_misses & signed_lanes;
  const unsigned disjoint = (line_misses | (rest & lo_out) | (rest & lo_in & hi_out)) & valid;
  const unsigned overlapping = rest & lo_in & hi_in & valid & ~disjoint;
  return {disjoint, overlapping};
}

/// Every lane: the filter where it decides, relation(ray, triangle) where not.
template <class T, int N>
inline unsigned rt_run(const Ray<T>& r, const TriangleBatch<T, N>& tb, Relation* rel, Stats* st) noexcept {
  const RtRay q = rt_ray(r);
  return finish_lanes<N>([&q, &tb](int at) { return q.fast ? rt_filter4(q, tb, at) : Verdict4{0u, 0u}; },
                         [&r, &tb, st](int k) { return detail::ray_triangle_relation(r, triangle_of(tb, k), st); },
                         rel, st);
}

}  // namespace batch_detail

/// Exact relations of the ray and the N triangles of a batch:
/// out[k] == relation(ray, triangle_of(tris, k)) for every lane k, with the
/// same rules, degenerate cases and promises (see the file comment). Returns
/// the hit mask: bit k set iff triangle k is touching or overlapping. An
/// invalid ray gives Relation::invalid in every lane, an invalid triangle in
/// its own lane. stats, when given, counts one call per lane, by the stage
/// that decided it.
template <class T, int N>
unsigned relations(const Ray<T>& ray, const TriangleBatch<T, N>& tris, Relation (&out)[N],
                   Stats* stats = nullptr) noexcept {
  return batch_detail::rt_run(ray, tris, out, stats);
}

/// The hit mask of relations() alone: bit k set iff the ray meets triangle k
/// (touching counts). Exact for every finite input; invalid lanes are 0.
template <class T, int N>
unsigned hit_mask(const Ray<T>& ray, const TriangleBatch<T, N>& tris, Stats* stats = nullptr) noexcept {
  return batch_detail::rt_run(ray, tris, static_cast<Relation*>(nullptr), stats);
}

}  // inline namespace GEOVERIFY_DETAIL_BATCH_NS
}  // namespace gv

#endif  // GEOVERIFY_CORE_RAY_TRIANGLE_BATCH_H
