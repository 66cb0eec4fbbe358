// SPDX-License-Identifier: MIT
// geoverify core: one prepared ray against four or eight boxes at once, exact.
//
// The set computed: for each box k of the batch, the relation (relation.h) of
// the ray {o + t dir : tmin <= t <= tmax} and the closed box
// {min_k <= x <= max_k}: exactly what relation(PreparedRay, Aabb)
// (ray_aabb.h) answers for that box, lane by lane, including every degenerate
// case (zero and -0.0 direction components, zero-extent boxes, tmin == tmax,
// subnormals, magnitudes up to the largest finite value).
//
// Layout: AabbBatch<T, N> holds N = 4 or 8 boxes as structure of arrays, the
// way a 4- or 8-wide BVH node stores its children's bounds. A lane whose box
// is invalid (a NaN or infinity, min > max on some axis) answers
// Relation::invalid without affecting the others; an invalid ray answers
// invalid in every lane.
//
// Exactness: the answer is exact for every finite input, float or double.
// Each group of four lanes goes through up to three stages:
//   1. The scaled filter (scaled_filter4), in T's own precision (four floats
//      per SSE register for float input), for a ray that prepare_ray() found
//      within detail::ScaledRange (p.scaled; nearly every ray of a scene).
//      The ray's parameters are scaled by a power of two num so that no
//      parameter of a valid lane can underflow or overflow: t~ =
//      fl(fl(p - o) * sr_i) with sr_i = fl(num / dir_i), min/max of the two
//      faces (rounding is monotone: the computed order is the exact order),
//      L~ = max(num tmin, lower ends), U~ = min(num tmax, upper ends), and
//      |D~| = |fl(U~ - L~)| > B = fl(c * max(fl(L~ + |U~|), floor)) decides by
//      the sign of D~; c = kRayPreparedSlabBound for double,
//      kRayScaledSlabBoundF for float (detail/filter.h; derivation and ranges
//      in docs/error-bounds.md, "The scaled filter of the box batches"). A
//      lane enters when min <= max on each axis and its bounds are finite
//      (and, on a moving axis whose origin component is 0, each bound there
//      is 0 or at least ScaledRange<T>::kOriginTiny); the others compute on
//      zeros (keep(), detail/lanes.h) and are left undecided.
//   2. For float input, the lanes the scaled filter left (near contact at
//      float resolution, or not admitted), and every lane of a ray outside
//      its range: the prepared ray's filter in double (prepared_filter4),
//      the IEEE double operations of detail::ray_aabb_prepared in the same
//      order, so the bound kRayPreparedSlabBound (docs/error-bounds.md, "The
//      prepared ray") carries over unchanged. Double input takes it only for
//      a ray outside the scaled filter's range (the scaled filter is as fine).
//   3. The lanes still undecided (touching and near-touching boxes, invalid
//      boxes, every lane of an invalid ray, double lanes the scaled filter
//      did not admit, every lane of a ray that neither filter may take) go
//      one by one to the exact stage of relation(ray, box), so only those
//      lanes pay for it.
// The vector instructions used (sub, mul, add, min, max, compare, and-not for
// |x|) are correctly rounded IEEE operations and min/max pick the operand the
// scalar ternaries pick. No product feeds an addition, so FMA contraction
// cannot change a lane.
//
// Vector paths (detail/lanes.h), chosen by the compiler flags of the
// including file: AVX (__AVX__: four double lanes per instruction, eight
// boxes in two steps), SSE2 (every x86-64 build: two lanes per instruction),
// portable (other targets, or GEOVERIFY_BATCH_PORTABLE defined before the
// include: a loop over the lanes). batch_path() names the path a file got.
// Every path answers identically (the answer is exact); they differ only in
// speed. Files of one program may use different paths (detail/lanes.h says
// what mixing -mavx2 files implies).
//
// Promises: noexcept, no heap allocation, no global state; no floating-point
// exception other than inexact is raised on valid input (a static axis has
// reciprocal 0 and is compared, never divided by; the scaled filter's ranges
// exclude underflow and overflow, and its inadmissible lanes compute on
// zeros). -ffast-math is refused by config.h.
#ifndef GEOVERIFY_CORE_RAY_AABB_BATCH_H
#define GEOVERIFY_CORE_RAY_AABB_BATCH_H

#include <cmath>
#include <limits>
#include <type_traits>

#include "geoverify/core/detail/lanes.h"
#include "geoverify/core/ray_aabb.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {

/// N boxes (N = 4 or 8) in structure-of-arrays layout: box k is
/// {(min_x[k], min_y[k], min_z[k]), (max_x[k], max_y[k], max_z[k])}.
/// Plain data; unused lanes of a partly filled node may hold any box (an
/// empty one such as min = 1, max = 0 answers invalid after a validity check).
template <class T, int N>
struct AabbBatch {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  static_assert(N == 4 || N == 8, "geoverify: a batch holds 4 or 8 boxes");
  T min_x[N], min_y[N], min_z[N];
  T max_x[N], max_y[N], max_z[N];
};
template <class T>
using Aabb4 = AabbBatch<T, 4>;
template <class T>
using Aabb8 = AabbBatch<T, 8>;

/// Box k of the batch (0 <= k < N).
template <class T, int N>
Aabb<T> box_of(const AabbBatch<T, N>& b, int k) noexcept {
  return {{b.min_x[k], b.min_y[k], b.min_z[k]}, {b.max_x[k], b.max_y[k], b.max_z[k]}};
}

/// Stores `box` in lane k of the batch (0 <= k < N).
template <class T, int N>
void set_box(AabbBatch<T, N>& b, int k, const Aabb<T>& box) noexcept {
  b.min_x[k] = box.min.x, b.min_y[k] = box.min.y, b.min_z[k] = box.min.z;
  b.max_x[k] = box.max.x, b.max_y[k] = box.max.y, b.max_z[k] = box.max.z;
}

inline namespace GEOVERIFY_DETAIL_BATCH_NS {

namespace batch_detail {

/// Lanes whose box may enter the filter: min <= max on each axis (false on
/// NaN) and, for float, both bounds finite (-FLT_MAX <= min, max <= FLT_MAX:
/// with min <= max that excludes every infinity); for double, both bounds
/// inside the screen of ray_aabb.h (|x| <= kScreenHi, and |x| = 0 or >=
/// kScreenLo). Called with the lanes of one axis.
template <class T>
inline M4 box_lanes_ok(V4 mn, V4 mx) noexcept {
  constexpr double kHi = std::is_same_v<T, float> ? 0x1.fffffep+127 : detail::kScreenHi;
  M4 ok = mand(le(mn, mx), mand(le(splat(-kHi), mn), le(mx, splat(kHi))));
  if constexpr (std::is_same_v<T, double>) {  // no nonzero magnitude below kScreenLo
    const V4 lo = splat(detail::kScreenLo), zero = splat(0.0);
    const V4 a = vabs(mn), c = vabs(mx);
    ok = mand(ok, mand(mor(le(lo, a), eq(a, zero)), mor(le(lo, c), eq(c, zero))));
  }
  return ok;
}

/// The prepared ray's slab filter on the four boxes at lane offset `at`:
/// the operations of detail::ray_aabb_prepared, lane by lane, in double. A
/// lane whose box may not enter the filter computes on zeros (keep(),
/// detail/lanes.h) and is left undecided.
template <class T, int N>
inline Verdict4 prepared_filter4(const PreparedRay<T>& p, const AabbBatch<T, N>& b, int at) noexcept {
  V4 mn[3] = {load(b.min_x + at), load(b.min_y + at), load(b.min_z + at)};
  V4 mx[3] = {load(b.max_x + at), load(b.max_y + at), load(b.max_z + at)};
  const M4 ok = mand(box_lanes_ok<T>(mn[0], mx[0]), mand(box_lanes_ok<T>(mn[1], mx[1]), box_lanes_ok<T>(mn[2], mx[2])));
  const unsigned valid = bits(ok);
  if (valid != 0xfu) {
    for (int i = 0; i < 3; ++i) mn[i] = keep(ok, mn[i]), mx[i] = keep(ok, mx[i]);
  }
  V4 L = splat(p.t0), U = splat(p.t1);
  M4 inside = all_lanes(), outside = no_lanes();
  for (int i = 0; i < 3; ++i) {
    const V4 o = splat(p.o[i]);
    if (p.inv[i] != 0) {  // a moving axis: the same for every lane
      const V4 r = splat(p.inv[i]);
      const V4 ta = mul(sub(mn[i], o), r), tb = mul(sub(mx[i], o), r);
      const V4 tn = vmin(ta, tb), tf = vmax(tb, ta);  // ta < tb ? ta : tb, ta < tb ? tb : ta
      L = vmax(tn, L);                                // tn > L ? tn : L
      U = vmin(tf, U);                                // tf < U ? tf : U
    } else {  // a static axis: exact comparisons with the origin
      inside = mand(inside, mand(lt(mn[i], o), lt(o, mx[i])));
      outside = mor(outside, mor(lt(o, mn[i]), lt(mx[i], o)));
    }
  }
  // detail::ray_aabb_filter_rule, lane by lane.
  const V4 D = sub(U, L);
  const V4 S = vmax(add(vabs(L), vabs(U)), splat(detail::kRayBoundFloor));  // S > floor ? S : floor
  const V4 B = mul(splat(detail::kRayPreparedSlabBound), S);
  const unsigned disjoint = bits(mor(outside, lt(D, neg(B)))) & valid;
  const unsigned overlapping = bits(mand(inside, lt(B, D))) & valid & ~disjoint;
  return {disjoint, overlapping};
}

/// The scaled slab filter on the four boxes at lane offset `at`, in T's own
/// lanes (four floats in one register for float input), for a ray with
/// p.scaled. Per moving axis the two faces give fl(fl(p - o) * sr), the
/// lower end is their min and the upper end their max (rounding is monotone:
/// the computed order is the exact order; min/max rather than a choice by
/// the sign of sr, which would be a branch per axis that random directions
/// mispredict); L~ = max(st0, lower ends), U~ = min(st1, upper ends), D~ = fl(U~ - L~) against
/// B = fl(c * max(fl(L~ + |U~|), floor)) (L~ >= st0 >= 0). The parameters are
/// num times the slab parameters, all zero or normal and at most max/8 on
/// the lanes that enter (detail::ScaledRange), so kRayPreparedSlabBound's
/// derivation holds with T's unit roundoff (docs/error-bounds.md, "The
/// scaled filter of the box batches"). A lane enters when min <= max on each
/// axis and every bound is finite, and, on a moving axis with o_i == 0, each
/// bound there is 0 or at least ScaledRange<T>::kOriginTiny; the others
/// compute on zeros and are left undecided.
template <bool kStatic, class T, int N>
inline Verdict4 scaled_filter4_on(const PreparedRay<T>& p, const AabbBatch<T, N>& b, int at) noexcept {
  using NL = NativeLanes<T>;
  using V = typename NL::V;
  V lo[3] = {NL::load(b.min_x + at), NL::load(b.min_y + at), NL::load(b.min_z + at)};
  V hi[3] = {NL::load(b.max_x + at), NL::load(b.max_y + at), NL::load(b.max_z + at)};
  const V big = splat(std::numeric_limits<T>::max());
  auto ok = mand(mand(le(lo[0], hi[0]), le(lo[1], hi[1])),
                 mand(le(lo[2], hi[2]), mand(le(neg(big), vmin(vmin(lo[0], lo[1]), lo[2])),
                                             le(vmax(vmax(hi[0], hi[1]), hi[2]), big))));
  if (p.zero_origin != 0) {
    const V tiny = splat(detail::ScaledRange<T>::kOriginTiny), zero = splat(T(0));
    for (int i = 0; i < 3; ++i) {
      if (((p.zero_origin >> i) & 1u) == 0) continue;
      const V a = vabs(lo[i]), c = vabs(hi[i]);
      ok = mand(ok, mand(mor(le(tiny, a), eq(a, zero)), mor(le(tiny, c), eq(c, zero))));
    }
  }
  const unsigned valid = bits(ok);
  if (valid != 0xfu) {
    for (int i = 0; i < 3; ++i) lo[i] = keep(ok, lo[i]), hi[i] = keep(ok, hi[i]);
  }
  V L = splat(p.st0), U = splat(p.st1);
  unsigned inside = 0xfu, outside = 0u;
  for (int i = 0; i < 3; ++i) {
    const V o = splat(get(p.ray.o, i));
    if (!kStatic || p.sr[i] != 0) {  // a moving axis: the same for every lane
      const V r = splat(p.sr[i]);
      const V ta = mul(sub(lo[i], o), r), tb = mul(sub(hi[i], o), r);
      L = vmax(vmin(ta, tb), L);
      U = vmin(vmax(tb, ta), U);
    } else {  // a static axis: exact comparisons with the origin
      inside &= bits(mand(lt(lo[i], o), lt(o, hi[i])));
      outside |= bits(mor(lt(o, lo[i]), lt(hi[i], o)));
    }
  }
  const V D = sub(U, L);
  const V B = mul(splat(detail::ScaledBound<T>::kC), vmax(add(L, vabs(U)), splat(detail::ScaledBound<T>::kFloor)));
  const unsigned decided = bits(lt(B, vabs(D))) & valid;  // |D~| > B: D~ != 0, its sign is exact
  const unsigned below = sign_bits(D);
  // inside and outside exclude each other on a valid lane
  return {(outside & valid) | (decided & below), decided & ~below & inside};
}

/// scaled_filter4_on for the ray's axes (p.scaled): straight-line code when
/// every axis moves, a test per axis otherwise.
template <class T, int N>
inline Verdict4 scaled_filter4(const PreparedRay<T>& p, const AabbBatch<T, N>& b, int at) noexcept {
  return p.has_static ? scaled_filter4_on<true>(p, b, at) : scaled_filter4_on<false>(p, b, at);
}

/// The lanes `left` of the four at `at` through the prepared ray's filter in
/// double. Out of line: typical float input never needs it.
template <class T, int N>
GEOVERIFY_NOINLINE Verdict4 refine4(const PreparedRay<T>& p, const AabbBatch<T, N>& b, int at, Verdict4 v,
                                    unsigned left) noexcept {
  const Verdict4 w = prepared_filter4(p, b, at);
  v.disjoint |= w.disjoint & left;
  v.overlapping |= w.overlapping & left;
  return v;
}

/// After the scaled filter's verdict v: for float input, the lanes it left
/// (near contact at float resolution, or not admitted) take the prepared
/// ray's filter in double, which is finer. Double input has no finer filter.
template <class T, int N>
inline Verdict4 refine_left(const PreparedRay<T>& p, const AabbBatch<T, N>& b, int at, Verdict4 v) noexcept {
  if constexpr (std::is_same_v<T, float>) {
    const unsigned left = 0xfu & ~(v.disjoint | v.overlapping);
    if (left != 0 && p.fast) return refine4(p, b, at, v, left);
  }
  return v;
}

/// The vector filters on the four lanes at `at`: the scaled filter when the
/// ray allows it (then refine_left), else the prepared ray's filter in double
/// when the ray allows that.
template <class T, int N>
inline Verdict4 filter4(const PreparedRay<T>& p, const AabbBatch<T, N>& b, int at) noexcept {
  if (p.scaled) {
    return refine_left(p, b, at, scaled_filter4(p, b, at));
  }
  return p.fast ? prepared_filter4(p, b, at) : Verdict4{0u, 0u};
}

/// Every lane: the filters where they decide (filter4), relation(ray, box)
/// where not.
template <class T, int N>
inline unsigned run(const PreparedRay<T>& p, const AabbBatch<T, N>& b, Relation* rel, Stats* st) noexcept {
  return finish_lanes<N>([&p, &b](int at) { return filter4(p, b, at); },
                         [&p, &b, st](int k) { return detail::ray_aabb_slow(p.ray, box_of(b, k), st); }, rel, st);
}

}  // namespace batch_detail

/// Exact relations of one prepared ray (prepare_ray(), ray_aabb.h) and the N
/// boxes of a batch: out[k] == relation(ray, box_of(boxes, k)) for every lane
/// k, with the same rules, degenerate cases and promises (see the file
/// comment). Returns the hit mask: bit k set iff box k is touching or
/// overlapping. An invalid ray gives Relation::invalid in every lane, an
/// invalid box in its own lane. stats, when given, counts one call per lane,
/// by the stage that decided it.
template <class T, int N>
unsigned relations(const PreparedRay<T>& ray, const AabbBatch<T, N>& boxes, Relation (&out)[N],
                   Stats* stats = nullptr) noexcept {
  return batch_detail::run(ray, boxes, out, stats);
}

/// The hit mask of relations() alone: bit k set iff the ray meets box k
/// (touching counts). Exact for every finite input; invalid lanes are 0.
template <class T, int N>
unsigned hit_mask(const PreparedRay<T>& ray, const AabbBatch<T, N>& boxes, Stats* stats = nullptr) noexcept {
  return batch_detail::run(ray, boxes, static_cast<Relation*>(nullptr), stats);
}

}  // inline namespace GEOVERIFY_DETAIL_BATCH_NS
}  // namespace gv

#endif  // GEOVERIFY_CORE_RAY_AABB_BATCH_H
