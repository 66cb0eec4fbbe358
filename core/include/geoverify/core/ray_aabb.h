// SPDX-License-Identifier: MIT
// geoverify core: ray versus axis-aligned box, exact.
//
// The set computed: the relation (relation.h) of the ray
// R = {o + t dir : tmin <= t <= tmax} (tmax may be +infinity) and the closed
// box B = {min <= x <= max}.
//
// The slab formulation. For an axis i with dir_i != 0 the ray is inside the
// slab min_i <= x_i <= max_i for t in the closed interval
//   [lo_i, hi_i],  lo_i = (near_i - o_i) / dir_i,  hi_i = (far_i - o_i) / dir_i,
// near_i = min_i, far_i = max_i when dir_i > 0 and the other way round when
// dir_i < 0. An axis with dir_i == 0 (or -0.0) is static: the ray stays at
// x_i = o_i. The "constraints" are the ray's own interval [tmin, tmax] and the
// intervals [lo_i, hi_i] of the moving axes. With the lower ends {tmin, lo_i}
// and the upper ends {tmax, hi_j}, the answer is
//   a static axis has o_i outside [min_i, max_i]            disjoint
//   some lower end > some upper end                         disjoint
//   otherwise, if a static axis has o_i == min_i or max_i,
//     or some lower end == the upper end of ANOTHER
//     constraint                                            touching
//   otherwise                                               overlapping
// (A lower and an upper end of the same constraint are never compared: they
// may be equal, for tmin == tmax or a zero-extent axis, without preventing
// overlap on their own.) This is the definition of relation.h made explicit:
// overlapping means the origin is interior to B - R, which holds iff the
// relative interiors of B and R meet and their directions span space; for a
// ray against a box that is exactly "every lower end of one constraint is
// strictly below every upper end of every other constraint, and every static
// axis is strictly inside its slab". So:
//   * a ray entering the box's interior is overlapping, also when its origin
//     lies on a face and it points inwards;
//   * a ray starting on the surface and leaving, or only grazing an edge or a
//     corner, or lying in a face plane, is touching;
//   * a ray crossing a flat box (zero extent on one axis, dir_i != 0 there)
//     through its relative interior is overlapping; a point-like ray (dir == 0
//     or tmin == tmax) or a segment- or point-like box (two zero extents) is
//     never overlapping, except that a point strictly inside a solid box is.
// Degenerate but valid: dir == 0 (the point o), zero and -0.0 components,
// tmin == tmax, zero-extent boxes, subnormals, magnitudes up to FLT_MAX /
// DBL_MAX, tmax == +infinity (the default: a half-line).
// Invalid (shapes.h): a NaN or infinity in o, dir, min, max or tmin; tmin < 0;
// tmax < tmin; a NaN tmax; min > max on some axis. The answer is then
// Relation::invalid, intersects() returns false, and ray_aabb_entry() gives
// relation invalid with NaN parameters.
//
// Exactness: the answer is exact for every finite input, float or double.
//   Stage 1 (the fast path, a slab test) computes each slab parameter as
//   fl(fl(p - o) / d) in double, takes L~ = max of the lower ends and U~ = min
//   of the upper ends, and decides "disjoint" or "overlapping" when U~ - L~
//   clears the derived bound kRaySlabBound * (|L~| + |U~|) (detail/filter.h,
//   docs/error-bounds.md). Touching input never clears it.
//   Stage 2 compares lower and upper ends pairwise: the sign of
//   (p - o_i)/d_i - (q - o_j)/d_j is the sign of the four-product polynomial
//   (sigma_i p - sigma_i o_i)|d_j| - (sigma_j q - sigma_j o_j)|d_i|, sigma = sign(d),
//   first with the filter bound kSum4Bound and, when that cannot decide,
//   exactly: on the grid stage (detail/grid_float.h); when its grid cannot
//   span the operands, by error-free transformations (two_prod, then
//   Shewchuk's expansion sum, detail/double_double.h) when every product
//   lies in [2^-968, 2^1000]; else with stack-only integer arithmetic
//   (detail/bigfloat.h).
// Double inputs with a nonzero magnitude outside [2^-450, 2^500] (tmax when
// finite included) skip the slab filter and take the pairwise comparisons'
// filter on their rescaling: the positions and the direction each by a
// power of two that puts their largest magnitude in [1, 2), the ray bounds
// by the quotient, values that would fall below 2^-450 flushed to 0 and a
// term for them in the bound (kRayFlushBound); what it leaves goes to the
// exact stage (the prepared ray's scaled filter, below, has ranges of its
// own).
//
// Many boxes, one ray (BVH traversal, picking): prepare_ray() computes the
// reciprocal of the direction once, scaled by a power of two num so that no
// slab parameter of a valid box can underflow or overflow (ScaledRange), and
// relation(PreparedRay, box) then costs six subtractions, six
// multiplications, min/max and one comparison per box in the common case, in
// T itself and with no exponent screen of the box (the scaled filter,
// ray_aabb_scaled; bound kRayPreparedSlabBound, 3u instead of 2u: the
// reciprocal adds a rounding; kRayScaledSlabBoundF, the same in float's u).
// Float boxes it leaves take the same filter in double, unscaled. It answers
// exactly what relation(ray, box) answers; what its filters cannot decide
// goes to the same exact stage.
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact is raised (no division by zero:
// static axes are never divided by; invalid input may raise FE_INVALID before it
// is classified). Exact under FMA contraction (-ffp-contract=fast,
// -march=native): every bound holds for any mix of fused and unfused
// evaluation. -ffast-math is refused by config.h.
#ifndef GEOVERIFY_CORE_RAY_AABB_H
#define GEOVERIFY_CORE_RAY_AABB_H

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <type_traits>

#include "geoverify/core/detail/double_double.h"
#include "geoverify/core/detail/exact_eval.h"
#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/float_bits.h"
#include "geoverify/core/detail/rescale.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/ray_hit.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {

namespace detail {

/// A slab parameter as the fraction (u + v) / w with w > 0: for a moving axis
/// u = sigma p, v = -sigma o, w = |d| (p = min or max, sigma = sign(d)); for a
/// ray bound t, u = t, v = 0, w = 1. owner identifies the constraint (0..2 an
/// axis, 3 the ray's own interval).
struct SlabParam {
  double u, v, w;
  int owner;
};

constexpr int kRayOwner = 3;

/// Double input whose exponents span more than the screen: the pairwise
/// filter takes it scaled, the positions (o, min, max) by the power of two
/// 2^kp that puts their largest magnitude in [1, 2), the direction by the
/// 2^kd that does so for it, tmin and a finite tmax by 2^(kp - kd) (each
/// comparison of two slab parameters is then multiplied by 2^(kp + kd) or
/// 2^kp: its sign does not change), with every value whose scaled magnitude
/// would fall below eta = kScreenLo = 2^-450 replaced by 0; a scaled ray
/// bound at or above 2^500 leaves the input to the exact stage. A
/// comparison's four products x_k y_k (x a position or a ray bound, y a
/// direction component or 1) then each move by at most
/// eta (|x''| + |y''|) + eta^2, the sum by at most eta S + 4 eta^2 with S the
/// sum of the flushed |x''| + |y''|. The flush term 4 eta S~ covers that
/// where S >= 4 eta, and where S < 4 eta it exceeds the computed sum
/// (at most S~^2 / 4 (1 + 5u)), so that nothing is decided
/// (docs/error-bounds.md, "ray–AABB", "The pairwise comparisons").
constexpr double kRayFlushBound = 0x1p-448;  // 4 eta

/// The inputs of one query in double (exact promotion) and whether the
/// floating-point filters may be used on them.
struct RaySlabs {
  double o[3], d[3], mn[3], mx[3];
  double t0, t1;
  bool t1_finite;
  bool filterable;          // every input inside the filters' screen
  bool used_exact = false;  // some sign needed the integer stage
  bool ok = true;           // no BigFloat capacity overflow (always, by derivation)
};

/// The values the pairwise filter of ray_aabb_decide takes for double input
/// outside the screen (kRayFlushBound).
struct RayScaled {
  double f[14];          // o, d, min, max, tmin, tmax (0 when infinite), rescaled
  bool flushed = false;  // some value was flushed to 0: the flush term applies, no zero is certified
};

/// Fills c for the pairwise filter (kRayFlushBound): false when a scaled
/// ray bound would reach 2^500.
inline bool ray_rescaled(const RaySlabs& s, RayScaled& c) noexcept {
  const double pos[9] = {s.o[0], s.o[1], s.o[2], s.mn[0], s.mn[1], s.mn[2], s.mx[0], s.mx[1], s.mx[2]};
  double sp[9], sd[3];
  int kp = 0, kd = 0;
  bool pos_flushed = false, dir_flushed = false;
  if (!rescaled_to_unit_above(pos, kScreenLo, sp, pos_flushed, &kp)) {
    for (int i = 0; i < 9; ++i) sp[i] = pos[i];  // all zero
  }
  if (!rescaled_to_unit_above(s.d, kScreenLo, sd, dir_flushed, &kd)) {
    for (int i = 0; i < 3; ++i) sd[i] = s.d[i];  // all zero
  }
  bool t_flushed = false;
  if (!scaled_by_pow2(s.t0, kp - kd, kScreenLo, 500, c.f[12], t_flushed)) return false;
  if (!scaled_by_pow2(s.t1_finite ? s.t1 : 0.0, kp - kd, kScreenLo, 500, c.f[13], t_flushed)) return false;
  for (int i = 0; i < 3; ++i) {
    c.f[i] = sp[i];
    c.f[3 + i] = sd[i];
    c.f[6 + i] = sp[3 + i];
    c.f[9 + i] = sp[6 + i];
  }
  c.flushed = pos_flushed || dir_flushed || t_flushed;
  return true;
}

template <class T>
inline RaySlabs ray_slabs(const Ray<T>& r, const Aabb<T>& b) noexcept {
  RaySlabs s;
  for (int i = 0; i < 3; ++i) {
    s.o[i] = get(r.o, i);
    s.d[i] = get(r.dir, i);
    s.mn[i] = get(b.min, i);
    s.mx[i] = get(b.max, i);
  }
  s.t0 = r.tmin;
  s.t1_finite = std::isfinite(r.tmax);
  s.t1 = s.t1_finite ? static_cast<double>(r.tmax) : 0.0;
  // float: every finite input may enter the filters; double: the exponent screen.
  const T in[14] = {r.o.x,     r.o.y,     r.o.z,     r.dir.x,   r.dir.y, r.dir.z, b.min.x,
                    b.min.y,   b.min.z,   b.max.x,   b.max.y,   b.max.z, r.tmin,  s.t1_finite ? r.tmax : T(0)};
  s.filterable = screen(in);
  return s;
}

/// Lower (enter) or upper (exit) end of the moving axis i (d[i] != 0).
inline SlabParam slab_end(const RaySlabs& s, int i, bool upper) noexcept {
  const bool pos = s.d[i] > 0;
  const double p = (pos == upper) ? s.mx[i] : s.mn[i];  // lower: near, upper: far
  return pos ? SlabParam{p, -s.o[i], s.d[i], i} : SlabParam{-p, s.o[i], -s.d[i], i};
}

/// slab_end on the scaled values c.f (by the sign of the input's d[i],
/// which a flushed c.f may have lost), or the ray's own bound.
inline SlabParam scaled_end(const RaySlabs& s, const RayScaled& c, const SlabParam& q, bool upper) noexcept {
  if (q.owner == kRayOwner) return SlabParam{upper ? c.f[13] : c.f[12], 0.0, 1.0, kRayOwner};
  const int i = q.owner;
  const bool pos = s.d[i] > 0;
  const double p = (pos == upper) ? c.f[9 + i] : c.f[6 + i];
  return pos ? SlabParam{p, -c.f[i], c.f[3 + i], i} : SlabParam{-p, c.f[i], -c.f[3 + i], i};
}

/// The pairwise filter on the sum x0 y0 + ... + x3 y3 (kSum4Bound), with
/// the flush term when flushed (kRayFlushBound; then no zero is
/// certified).
inline FilteredSign ray_pair_filter(const double (&x)[4], const double (&y)[4], bool flushed) noexcept {
  const double p0 = x[0] * y[0], p1 = x[1] * y[1], p2 = x[2] * y[2], p3 = x[3] * y[3];
  const double sum = ((p0 + p1) + p2) + p3;
  const double mag = ((std::fabs(p0) + std::fabs(p1)) + std::fabs(p2)) + std::fabs(p3);
  if (!flushed) return filtered_sign(sum, mag);
  double S = 0.0;
  for (int k = 0; k < 4; ++k) S += std::fabs(x[k]) + std::fabs(y[k]);
  const double bound = kSum4Bound * mag + kRayFlushBound * S;
  if (sum > bound) return {1, true};
  if (sum < -bound) return {-1, true};
  return {0, false};
}

/// Exact sign of x.y for four products: the kSum4Bound filter when allowed,
/// else exactly -- the grid stage; when its grid cannot span the operands'
/// exponents, error-free transformations (sign_dot4_by_expansion,
/// detail/double_double.h) when every product is in their range; else the
/// integer stage.
template <class T>
inline int sign_dot4(RaySlabs& s, const double x[4], const double y[4], bool filter) noexcept {
  if (filter) {
    const double p0 = x[0] * y[0], p1 = x[1] * y[1], p2 = x[2] * y[2], p3 = x[3] * y[3];
    const FilteredSign f = filtered_sign(((p0 + p1) + p2) + p3,
                                         ((std::fabs(p0) + std::fabs(p1)) + std::fabs(p2)) + std::fabs(p3));
    if (f.decided) return f.sign;
  }
  s.used_exact = true;
  bool grid_ok = true;
  const int g = sign_dot4_on<T>(x, y, grid_ok, NumTag<GridFloat>{});
  if (grid_ok) return g;
  int sign = 0;
  if (sign_dot4_by_expansion(x, y, sign)) return sign;
  return sign_dot4_on<T>(x, y, s.ok, NumTag<BigFloat>{});
}

/// Exact sign of a - b for two slab parameters:
///   (a.u + a.v)/a.w - (b.u + b.v)/b.w  ~  a.u b.w + a.v b.w - b.u a.w - b.v a.w   (w > 0).
template <class T>
inline int compare_params(RaySlabs& s, const SlabParam& a, const SlabParam& b, bool filter) noexcept {
  const double x[4] = {a.u, a.v, -b.u, -b.v};
  const double y[4] = {b.w, b.w, a.w, a.w};
  return sign_dot4<T>(s, x, y, filter);
}

/// The full predicate on RaySlabs (valid input). Sets s.used_exact when the
/// integer stage was needed.
template <class T>
inline Relation ray_aabb_decide(RaySlabs& s) noexcept {
  RayScaled c;
  bool scaled = false;  // double input outside the screen (kRayFlushBound); never for float
  if constexpr (std::is_same_v<T, double>) scaled = !s.filterable && ray_rescaled(s, c);
  bool boundary = false;
  SlabParam lower[4], upper[4];
  int nl = 0, nu = 0;
  lower[nl++] = SlabParam{s.t0, 0.0, 1.0, kRayOwner};
  if (s.t1_finite) upper[nu++] = SlabParam{s.t1, 0.0, 1.0, kRayOwner};
  for (int i = 0; i < 3; ++i) {
    if (s.d[i] == 0) {  // static axis: exact comparisons of inputs
      if (s.o[i] < s.mn[i] || s.o[i] > s.mx[i]) return Relation::disjoint;
      boundary |= (s.o[i] == s.mn[i]) | (s.o[i] == s.mx[i]);
      continue;
    }
    lower[nl++] = slab_end(s, i, false);
    upper[nu++] = slab_end(s, i, true);
  }
  // Pass 1: every cross pair through the filter; a decided negative one settles.
  int pending[16][2];
  int np = 0;
  bool zero = false;
  for (int a = 0; a < nl; ++a) {
    for (int b = 0; b < nu; ++b) {
      if (lower[a].owner == upper[b].owner) continue;
      if (s.filterable || scaled) {
        const SlabParam ub = scaled ? scaled_end(s, c, upper[b], true) : upper[b];
        const SlabParam la = scaled ? scaled_end(s, c, lower[a], false) : lower[a];
        const double x[4] = {ub.u, ub.v, -la.u, -la.v};
        const double y[4] = {la.w, la.w, ub.w, ub.w};
        const FilteredSign f = ray_pair_filter(x, y, scaled && c.flushed);
        if (f.decided) {
          if (f.sign < 0) return Relation::disjoint;
          zero |= f.sign == 0;
          continue;
        }
      }
      pending[np][0] = a;
      pending[np][1] = b;
      ++np;
    }
  }
  // Pass 2: the undecided pairs exactly.
  for (int k = 0; k < np; ++k) {
    const int sg = compare_params<T>(s, upper[pending[k][1]], lower[pending[k][0]], false);
    if (sg < 0) return Relation::disjoint;
    zero |= sg == 0;
  }
  return (zero || boundary) ? Relation::touching : Relation::overlapping;
}

template <class T>
inline Relation ray_aabb_account(Stats* st, const RaySlabs& s, Relation r) noexcept {
  if (!s.ok) return capacity_exceeded();
  return s.used_exact ? decided_exactly(st, r) : decided_by_filter(st, r);
}

/// The complete predicate: validity, static axes, the pairwise filter, the
/// exact stage. Out of line; ray_aabb() calls it only when its fast path
/// cannot decide.
template <class T>
GEOVERIFY_NOINLINE Relation ray_aabb_slow(const Ray<T>& r, const Aabb<T>& b, Stats* st) noexcept {
  if (!is_valid(r) || !is_valid(b)) return rejected(st);
  RaySlabs s = ray_slabs(r, b);
  const Relation rel = ray_aabb_decide<T>(s);
  return ray_aabb_account<T>(st, s, rel);
}

/// The decision rule of the fast path (see ray_aabb()): L and U are the
/// computed largest lower end and smallest upper end, inside/outside the
/// status of the static axes, c the bound factor of the slab parameters
/// (kRaySlabBound, or kRayPreparedSlabBound for a prepared ray) and floor the
/// least magnitude it multiplies; R is double, or T for the scaled filter
/// (ray_aabb_scaled, which computes in T). Returns Relation::invalid when it
/// cannot decide.
template <class R>
inline Relation ray_aabb_filter_rule(R L, R U, bool inside, bool outside, R c = R(kRaySlabBound),
                                     R floor = R(kRayBoundFloor)) noexcept {
  const R D = U - L;
  R S = std::fabs(L) + std::fabs(U);
  S = S > floor ? S : floor;
  const R B = c * S;  // +inf when U is (dir == 0, tmax == inf): no decision
  const bool disjoint = outside | (D < -B);
  const bool overlapping = !disjoint & inside & (D > B);
  return disjoint ? Relation::disjoint : (overlapping ? Relation::overlapping : Relation::invalid);
}

/// The fast path for a direction with a zero (or -0.0) component: such an
/// axis is static, never divided by (no division-by-zero flag); it is
/// replaced by the divisor 1 and its result discarded. Out of line, so that
/// the common case stays small.
template <class T>
GEOVERIFY_NOINLINE Relation ray_aabb_static_axes(const Ray<T>& r, const Aabb<T>& b, Stats* st) noexcept {
  double L = r.tmin, U = r.tmax;
  bool inside = true, outside = false;
  const double o[3] = {r.o.x, r.o.y, r.o.z}, d[3] = {r.dir.x, r.dir.y, r.dir.z};
  const double mn[3] = {b.min.x, b.min.y, b.min.z}, mx[3] = {b.max.x, b.max.y, b.max.z};
  for (int i = 0; i < 3; ++i) {
    const bool z = d[i] == 0;
    const double dd = z ? 1.0 : d[i];
    const double ta = (mn[i] - o[i]) / dd, tb = (mx[i] - o[i]) / dd;
    const double tn = ta < tb ? ta : tb, tf = ta < tb ? tb : ta;
    const bool moving = !z;
    L = (moving & (tn > L)) ? tn : L;
    U = (moving & (tf < U)) ? tf : U;
    inside &= moving | ((mn[i] < o[i]) & (o[i] < mx[i]));
    outside |= z & ((o[i] < mn[i]) | (mx[i] < o[i]));
  }
  const Relation rel = ray_aabb_filter_rule(L, U, inside, outside);
  if (rel != Relation::invalid) return decided_by_filter(st, rel);
  return ray_aabb_slow(r, b, st);
}

/// Fast path: the slab test in double with a derived error bound.
/// Decides "disjoint" when U~ - L~ < -B and "overlapping" when U~ - L~ > B and
/// every static axis is strictly inside its slab (B = kRaySlabBound * (|L~| +
/// |U~|), see detail/filter.h), and "disjoint" when a static axis is outside;
/// everything else (touching and near-touching input, invalid input, double
/// input outside the exponent screen, dir == 0 with tmax == inf) goes to
/// ray_aabb_slow(). Directions with a zero component take
/// ray_aabb_static_axes(); the common case is straight-line code: six
/// divisions, min/max, one comparison with the bound. All values stay normal:
/// float inputs give quotients in [2^-277, 2^278]; screened double inputs in
/// [2^-1002, 2^951]; the bound's magnitude is floored at kRayBoundFloor.
///
/// entry, when given, receives L~ when the common case's filter decides
/// "overlapping" (then |L~ - t_enter| <= g'' |L~| with g'' = 2u (1 + O(u)),
/// the lemma of docs/error-bounds.md, "The slab filter": the entry parameter
/// t_enter = max(tmin, lo_i) within widen_down(L~)..widen_up(L~)); it is
/// left as it is otherwise.
template <class T>
GEOVERIFY_ALWAYS_INLINE Relation ray_aabb(const Ray<T>& r_in, const Aabb<T>& b_in, Stats* st,
                                          double* entry = nullptr) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Ray<T>& r = as_given(r_in);
  const Aabb<T>& b = as_given(b_in);
  bool finite = true;
  if constexpr (std::is_same_v<T, double>) {
    // The screen fails for NaN and infinity (tmax: see admit_ray).
    if (!(admit_ray(r, kScreenLo, kScreenHi) && admit_in_place<T>(b, kScreenLo, kScreenHi))) {
      return ray_aabb_slow(r, b, st);
    }
  } else {
    const float in[13] = {r.o.x,   r.o.y,   r.o.z,   r.dir.x, r.dir.y, r.dir.z, b.min.x,
                          b.min.y, b.min.z, b.max.x, b.max.y, b.max.z, r.tmin};
    finite = screen(in);  // finite_f on each value
  }
  // tmin >= 0, tmin <= tmax (false for a NaN tmax), min <= max.
  const bool valid = finite & (r.tmin >= T(0)) & (r.tmin <= r.tmax) & (b.min.x <= b.max.x) &
                     (b.min.y <= b.max.y) & (b.min.z <= b.max.z);
  if (!valid) return ray_aabb_slow(r, b, st);
  const double dx = r.dir.x, dy = r.dir.y, dz = r.dir.z;
  if ((dx == 0) | (dy == 0) | (dz == 0)) return ray_aabb_static_axes(r, b, st);
  const double ox = r.o.x, oy = r.o.y, oz = r.o.z;
  const double ax = (b.min.x - ox) / dx, bx = (b.max.x - ox) / dx;
  const double ay = (b.min.y - oy) / dy, by = (b.max.y - oy) / dy;
  const double az = (b.min.z - oz) / dz, bz = (b.max.z - oz) / dz;
  const double nx = ax < bx ? ax : bx, fx = ax < bx ? bx : ax;
  const double ny = ay < by ? ay : by, fy = ay < by ? by : ay;
  const double nz = az < bz ? az : bz, fz = az < bz ? bz : az;
  double L = r.tmin, U = r.tmax;
  L = nx > L ? nx : L;
  L = ny > L ? ny : L;
  L = nz > L ? nz : L;
  U = fx < U ? fx : U;
  U = fy < U ? fy : U;
  U = fz < U ? fz : U;
  const Relation rel = ray_aabb_filter_rule(L, U, true, false);
  if (entry && rel == Relation::overlapping) *entry = L;
  if (rel != Relation::invalid) return decided_by_filter(st, rel);
  return ray_aabb_slow(r, b, st);
}

/// ray_aabb, out of line (ray_aabb_entry's double input).
template <class T>
GEOVERIFY_NOINLINE Relation ray_aabb_called(const Ray<T>& r, const Aabb<T>& b, Stats* st, double* entry) noexcept {
  return ray_aabb(r, b, st, entry);
}

// --- the certified entry parameter -----------------------------------------

/// sign(q - c) for the slab parameter q and a value c of T (c finite, >= 0).
template <class T>
inline int compare_with(RaySlabs& s, const SlabParam& q, T c, bool filter) noexcept {
  return compare_params<T>(s, q, SlabParam{static_cast<double>(c), 0.0, 1.0, kRayOwner}, filter);
}

/// Bracket of the slab parameter q (> 0) of a moving axis between adjacent
/// values of T (ray_hit.h). Filterable input: the quotient q~ = fl(fl(u + v) / w)
/// in double (normal range, relative error <= gamma_2) gives a candidate
/// within a few units in the last place of T (|q~ - q| <= 2.01 ulp, so four
/// steps always suffice); the comparisons with it and its neighbours go
/// through the filter first. Input outside the screen takes the candidate of
/// bracket_candidate_scaled() (the same few units in the last place, with no
/// overflow or underflow) and compares in the integer stage only: about three
/// exact comparisons instead of bisection's 32 or 64.
template <class T>
inline void bracket_param(RaySlabs& s, const SlabParam& q, T& lo_out, T& hi_out) noexcept {
  const auto sign_of = [&s, &q](T c) { return compare_with<T>(s, q, c, s.filterable); };
  const T c = s.filterable ? bracket_candidate<T>((q.u + q.v) / q.w) : bracket_candidate_scaled<T>(q.u, q.v, q.w);
  bracket_from_candidate<T>(sign_of, c, lo_out, hi_out);
}

}  // namespace detail

/// Exact relation of the ray {o + t dir : tmin <= t <= tmax} and the box
/// {min <= x <= max}; see the file comment for the rules and the degenerate
/// cases. Invalid input gives Relation::invalid. stats, when given, counts the
/// stage that decided the call.
template <class T>
Relation relation(const Ray<T>& ray, const Aabb<T>& box, Stats* stats = nullptr) noexcept {
  return detail::ray_aabb(ray, box, stats);
}

// --- a ray prepared for many boxes ------------------------------------------

/// A ray with its reciprocal direction, for testing against many boxes
/// (prepare_ray()). Plain data: copy it freely; it does not refer to the ray
/// it was made from.
template <class T>
struct PreparedRay {
  Ray<T> ray;             ///< the ray as given (the exact stage works on it)
  double o[3] = {};       ///< the origin in double (exact promotion)
  double inv[3] = {};     ///< fl(1 / dir_i) in double; 0 on a static axis (dir_i == 0 or -0.0)
  double t0 = 0, t1 = 0;  ///< tmin and tmax (+infinity for a half-line)
  bool fast = false;      ///< valid and (double) inside the filter's exponent screen
  bool has_static = false;  ///< some dir_i is zero
  // The scaled slab filter of the batch calls (ray_aabb_batch.h), in T: with
  // num = 2^(e - 3), e the exponent of the smallest nonzero |dir_i|, every
  // slab parameter is computed as fl(fl(p - o_i) * sr_i), num times the
  // parameter (detail::prepare_scaled states the conditions).
  T sr[3] = {};             ///< fl(num / dir_i) in T, |sr_i| <= 1/8; 0 on a static axis
  T st0 = 0, st1 = 0;       ///< num * tmin and num * tmax, exact in T (+infinity for a half-line)
  unsigned zero_origin = 0;  ///< bit i: o_i == 0 on a moving axis (the lanes' bounds there are screened)
  bool scaled = false;      ///< the scaled filter may run on this ray
};

namespace detail {

/// The ranges of the scaled slab filter (ray_aabb_batch.h; derived in
/// docs/error-bounds.md, "The scaled filter of the box batches"): a ray takes
/// it when its nonzero direction components lie within 2^kSpread of each
/// other, every origin component on a moving axis is 0 or has a magnitude in
/// [2^-kOriginLo, 2^kOriginHi), and num * tmin, num * tmax are exact and at
/// most max/8 (or tmax is infinite). Then every nonzero difference
/// fl(p - o_i) of a lane is at least 2^-(kOriginLo + digits) (or, for
/// o_i == 0, a box bound screened to 0 or at least 2^-kOriginLo), at most the
/// largest finite value, and every computed parameter is 0 or normal and at
/// most max/8: no underflow or overflow on valid input.
template <class T>
struct ScaledRange;
template <>
struct ScaledRange<float> {
  static constexpr int kSpread = 49, kOriginLo = 49, kOriginHi = 100;
  static constexpr float kOriginTiny = 0x1p-49f;  ///< 2^-kOriginLo
};
template <>
struct ScaledRange<double> {
  static constexpr int kSpread = 480, kOriginLo = 480, kOriginHi = 960;
  static constexpr double kOriginTiny = 0x1p-480;  ///< 2^-kOriginLo
};

/// The exponent of a nonzero finite x, floor(log2 |x|), read from its bits
/// in double (every float is normal there). A subnormal double gives -1075,
/// below its true exponent: conservative for every lower limit it is held
/// against, and no upper limit can fail for it. No call, no flag.
template <class T>
inline int binary_exponent(T x) noexcept {
  const int f = exponent_field(static_cast<double>(x));
  return f == 0 ? -1075 : f - 1023;
}

/// Fills the scaled fields of p (PreparedRay) from the valid ray p.ray;
/// leaves p.scaled false when a condition of ScaledRange fails. Raises no
/// flag other than inexact: num is a power of two in the normal range, each
/// num * t is checked by exponents to be normal (or 0) before it is formed,
/// so it is exact, and each quotient num / dir_i lies in [2^-(kSpread + 4),
/// 2^-3].
template <class T>
inline void prepare_scaled(PreparedRay<T>& p) noexcept {
  using R = ScaledRange<T>;
  constexpr int kMinExp = std::numeric_limits<T>::min_exponent - 1;  // of the least normal value
  constexpr int kMaxExp = std::numeric_limits<T>::max_exponent - 1;  // of the largest
  const Ray<T>& r = p.ray;
  const T d[3] = {r.dir.x, r.dir.y, r.dir.z}, o[3] = {r.o.x, r.o.y, r.o.z};
  int lo = 3, hi = 3;  // exponents of the smallest and largest nonzero |dir_i|; 3 (num = 1) if none
  bool moving = false;
  unsigned zero = 0;
  for (int i = 0; i < 3; ++i) {
    if (d[i] == 0) continue;
    const int e = binary_exponent(d[i]);
    lo = (!moving || e < lo) ? e : lo;
    hi = (!moving || e > hi) ? e : hi;
    moving = true;
    if (o[i] == 0) {
      zero |= 1u << i;
    } else {
      const int eo = binary_exponent(o[i]);
      if (eo < -R::kOriginLo || eo >= R::kOriginHi) return;
    }
  }
  if (hi - lo > R::kSpread || lo - 3 < kMinExp) return;
  const int k = lo - 3;
  const T num = static_cast<T>(pow2(k));  // normal in T, exact
  // num * t is formed only when it is normal (or t == 0) and at most max/8: exact, no flag.
  const auto scale = [k, num](T t, T& out) {
    if (t == 0) return out = 0, true;
    const int e = binary_exponent(t) + k;
    if (e < kMinExp || e > kMaxExp - 3) return false;
    out = t * num;
    return true;
  };
  if (!scale(r.tmin, p.st0)) return;
  if (std::isinf(r.tmax)) {
    p.st1 = r.tmax;
  } else if (!scale(r.tmax, p.st1)) {
    return;
  }
  for (int i = 0; i < 3; ++i) p.sr[i] = d[i] == 0 ? T(0) : num / d[i];
  p.zero_origin = zero;
  p.scaled = true;
}

}  // namespace detail

/// Prepares `ray` for relation(PreparedRay, box). Never fails: an invalid ray
/// is kept as given, and every query on it answers Relation::invalid. No
/// division by zero (a static axis is never divided by) and no overflow: the
/// reciprocal of a subnormal float component is finite in double, and a double
/// component outside the filter's screen is not inverted (its queries take
/// the exact stage).
template <class T>
PreparedRay<T> prepare_ray(const Ray<T>& ray_in) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Ray<T>& ray = detail::as_given(ray_in);
  PreparedRay<T> p;
  p.ray = ray;
  const T in[3] = {ray.dir.x, ray.dir.y, ray.dir.z};
  const T org[3] = {ray.o.x, ray.o.y, ray.o.z};
  const bool valid = is_valid(ray);
  bool ok = valid;
  for (int i = 0; i < 3; ++i) {
    const double d = in[i];
    const bool z = d == 0;
    bool divide = !z;  // double: only inside the screen (1 / a subnormal overflows)
    if constexpr (std::is_same_v<T, double>) {
      divide = divide && detail::in_filter_range(d);
      ok = ok && detail::in_filter_range(d) && detail::in_filter_range(org[i]);
    }
    p.o[i] = org[i];
    p.inv[i] = divide ? 1.0 / (divide ? d : 1.0) : 0.0;
    p.has_static |= z;
  }
  p.t0 = ray.tmin;
  p.t1 = ray.tmax;
  if constexpr (std::is_same_v<T, double>) {
    ok = ok && detail::in_filter_range(ray.tmin) && (std::isinf(ray.tmax) || detail::in_filter_range(ray.tmax));
  }
  p.fast = ok;
  if (valid) detail::prepare_scaled(p);
  return p;
}

namespace detail {

/// The bound and the floor of the scaled filter in T (docs/error-bounds.md,
/// "The scaled filter of the box batches").
template <class T>
struct ScaledBound;
template <>
struct ScaledBound<float> {
  static constexpr float kC = kRayScaledSlabBoundF, kFloor = kRayScaledFloorF;
};
template <>
struct ScaledBound<double> {
  static constexpr double kC = kRayPreparedSlabBound, kFloor = kRayBoundFloor;
};

/// The scaled filter on one box (p.scaled), in T: the scalar twin of the
/// batches' scaled_filter4_on (ray_aabb_batch.h), the same operations on the
/// same values. Relation::invalid when the box is not admitted (min > max on
/// an axis, a NaN or infinite bound, or, on a moving axis whose origin
/// component is 0, a nonzero bound below ScaledRange<T>::kOriginTiny) or the
/// filter cannot decide.
template <bool kStatic, class T>
inline Relation ray_aabb_scaled_on(const PreparedRay<T>& p, const Aabb<T>& b) noexcept {
  constexpr T big = std::numeric_limits<T>::max();
  const T lo[3] = {b.min.x, b.min.y, b.min.z}, hi[3] = {b.max.x, b.max.y, b.max.z};
  const T o[3] = {p.ray.o.x, p.ray.o.y, p.ray.o.z};
  bool ok = true;
  for (int i = 0; i < 3; ++i) ok &= (lo[i] <= hi[i]) & (-big <= lo[i]) & (hi[i] <= big);
  if (p.zero_origin != 0) {
    constexpr T tiny = ScaledRange<T>::kOriginTiny;
    for (int i = 0; i < 3; ++i) {
      if (((p.zero_origin >> i) & 1u) == 0) continue;
      const T a = std::fabs(lo[i]), c = std::fabs(hi[i]);
      ok &= ((tiny <= a) | (a == 0)) & ((tiny <= c) | (c == 0));
    }
  }
  if (!ok) return Relation::invalid;
  T L = p.st0, U = p.st1;
  bool inside = true, outside = false;
  for (int i = 0; i < 3; ++i) {
    if (!kStatic || p.sr[i] != 0) {
      const T ta = (lo[i] - o[i]) * p.sr[i], tb = (hi[i] - o[i]) * p.sr[i];
      const T tn = ta < tb ? ta : tb, tf = ta < tb ? tb : ta;
      L = tn > L ? tn : L;
      U = tf < U ? tf : U;
    } else {
      inside &= (lo[i] < o[i]) & (o[i] < hi[i]);
      outside |= (o[i] < lo[i]) | (hi[i] < o[i]);
    }
  }
  // the batches' rule too: |L~| = L~ (L~ >= num tmin >= 0)
  return ray_aabb_filter_rule<T>(L, U, inside, outside, ScaledBound<T>::kC, ScaledBound<T>::kFloor);
}

/// ray_aabb_scaled_on for the ray's axes: straight-line code when every axis
/// moves, a test per axis otherwise.
template <class T>
inline Relation ray_aabb_scaled(const PreparedRay<T>& p, const Aabb<T>& b) noexcept {
  return p.has_static ? ray_aabb_scaled_on<true>(p, b) : ray_aabb_scaled_on<false>(p, b);
}

/// The slab filter with the reciprocal (see PreparedRay); the exact stage of
/// relation(ray, box) when it cannot decide. A ray within the scaled filter's
/// range takes ray_aabb_scaled first; for double input nothing finer
/// follows it (the filter below has the same bound), for float input the
/// boxes it leaves take the filter below, in double. The lower end of a moving axis is
/// min(a~, b~) of the two computed parameters: rounding is monotone, so the
/// computed order is the exact order and min picks the perturbed exact lower
/// end (the lemma of docs/error-bounds.md applies as for kRaySlabBound).
template <class T>
inline Relation ray_aabb_prepared(const PreparedRay<T>& p, const Aabb<T>& b, Stats* st) noexcept {
  if (p.scaled) {
    const Relation r = ray_aabb_scaled(p, b);
    if (r != Relation::invalid) return decided_by_filter(st, r);
    if constexpr (std::is_same_v<T, double>) return ray_aabb_slow(p.ray, b, st);
  }
  const T bx[6] = {b.min.x, b.min.y, b.min.z, b.max.x, b.max.y, b.max.z};
  bool ok = p.fast & (b.min.x <= b.max.x) & (b.min.y <= b.max.y) & (b.min.z <= b.max.z);
  if constexpr (std::is_same_v<T, double>) {
    for (int i = 0; i < 6; ++i) ok &= in_filter_range(bx[i]);
  } else {
    for (int i = 0; i < 6; ++i) ok &= finite_f(bx[i]);
  }
  if (!ok) return ray_aabb_slow(p.ray, b, st);
  double L = p.t0, U = p.t1;
  bool inside = true, outside = false;
  if (!p.has_static) {
    for (int i = 0; i < 3; ++i) {
      const double ta = (static_cast<double>(bx[i]) - p.o[i]) * p.inv[i];
      const double tb = (static_cast<double>(bx[i + 3]) - p.o[i]) * p.inv[i];
      const double tn = ta < tb ? ta : tb, tf = ta < tb ? tb : ta;
      L = tn > L ? tn : L;
      U = tf < U ? tf : U;
    }
  } else {
    for (int i = 0; i < 3; ++i) {
      const double mn = bx[i], mx = bx[i + 3];
      const double ta = (mn - p.o[i]) * p.inv[i], tb = (mx - p.o[i]) * p.inv[i];
      const double tn = ta < tb ? ta : tb, tf = ta < tb ? tb : ta;
      const bool moving = p.inv[i] != 0, still = !moving;
      L = (moving & (tn > L)) ? tn : L;
      U = (moving & (tf < U)) ? tf : U;
      inside &= moving | ((mn < p.o[i]) & (p.o[i] < mx));
      outside |= still & ((p.o[i] < mn) | (mx < p.o[i]));
    }
  }
  const Relation rel = ray_aabb_filter_rule(L, U, inside, outside, kRayPreparedSlabBound);
  if (rel != Relation::invalid) return decided_by_filter(st, rel);
  return ray_aabb_slow(p.ray, b, st);
}

}  // namespace detail

/// Exact relation of a prepared ray and the box: always equal to
/// relation(ray, box) for the ray it was prepared from (same rules, same
/// degenerate cases, Relation::invalid for an invalid ray or box). stats, when
/// given, counts the stage that decided the call.
template <class T>
Relation relation(const PreparedRay<T>& ray, const Aabb<T>& box, Stats* stats = nullptr) noexcept {
  return detail::ray_aabb_prepared(ray, box, stats);
}

/// The exact relation and, for touching or overlapping, a certified bracket of
/// the exact entry parameter t_enter = min { t in [tmin, tmax] : o + t dir in
/// the box } (= max(tmin, max over moving axes of lo_i) in the notation of the
/// file comment; RayHit, ray_hit.h: t_lo <= t_enter <= t_hi, equal iff
/// t_enter is representable in T, else adjacent in T). Same promises as
/// relation(): exact for every finite input, noexcept, no heap, no flag other
/// than inexact on valid input. stats counts one call: exact when any sign,
/// of the relation or of the bracket, needed the integer stage.
/// Cost: for float input whose relation the filter decides "overlapping", the
/// relation and nothing more, when no float lies within the filter's error of
/// its L~ (the entry is then strictly between two adjacent floats: almost
/// always); otherwise the relation, up to three comparisons of slab
/// parameters to find the entering constraint, and two to four comparisons
/// with candidate values to bracket it. For float input these are almost always decided by the filter;
/// for double input the comparisons with the candidate usually need the
/// integer stage (a value one double ulp from q is below any double filter's
/// resolution). Inputs outside the double screen compare exactly with a
/// scaled candidate (bracket_candidate_scaled(), ray_hit.h).
template <class T>
RayHit<T> ray_aabb_entry(const Ray<T>& ray_in, const Aabb<T>& box_in, Stats* stats = nullptr) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Ray<T>& ray = detail::as_given(ray_in);
  const Aabb<T>& box = detail::as_given(box_in);
  RayHit<T> out;
  Stats local;
  double entry = -1;  // L~ of the filter, when it decided "overlapping"
  // float: the filter inlined here; double: called (g++ 12 -O3 on the
  // benchmark's typical rays: each the faster by 7-19%).
  if constexpr (std::is_same_v<T, float>) {
    out.relation = detail::ray_aabb(ray, box, &local, &entry);
  } else {
    out.relation = detail::ray_aabb_called(ray, box, &local, &entry);
  }
  if (!intersecting(out.relation)) {
    detail::count_hit_call(stats, local, false);
    return out;
  }
  // Float input: the filter's L~ is within 3.02 u |L~| of t_enter (u of
  // double), so when no float lies in widen_down(L~)..widen_up(L~) the two
  // floats around it are the bracket, with no comparison (entry > 0 only).
  if constexpr (std::is_same_v<T, float>) {
    if (entry > 0 && detail::bracket_from_interval<T>(detail::widen_down(entry), detail::widen_up(entry), out.t_lo,
                                                       out.t_hi)) {
      detail::count_hit_call(stats, local, false);
      return out;
    }
  }
  detail::RaySlabs s = detail::ray_slabs(ray, box);
  // The entering constraint: the largest lower end (the ray's tmin on ties,
  // which makes the answer exact in T).
  detail::SlabParam best{s.t0, 0.0, 1.0, detail::kRayOwner};
  for (int i = 0; i < 3; ++i) {
    if (s.d[i] == 0) continue;
    const detail::SlabParam lo = detail::slab_end(s, i, false);
    if (detail::compare_params<T>(s, lo, best, s.filterable) > 0) best = lo;
  }
  if (best.owner == detail::kRayOwner) {
    out.t_lo = out.t_hi = ray.tmin;
  } else {
    detail::bracket_param<T>(s, best, out.t_lo, out.t_hi);
  }
  if (!s.ok) {
    detail::capacity_exceeded();
    out = RayHit<T>{};
    return out;
  }
  detail::count_hit_call(stats, local, s.used_exact);
  return out;
}

/// The other argument orders (relation.h): relation(Aabb, Ray) is
/// relation(Ray, Aabb); relation(Aabb, PreparedRay) is relation(PreparedRay, Aabb).
template <class T>
struct ReversedPair<Aabb<T>, Ray<T>> : std::true_type {};
template <class T>
struct ReversedPair<Aabb<T>, PreparedRay<T>> : std::true_type {};

}  // namespace gv

#endif  // GEOVERIFY_CORE_RAY_AABB_H
