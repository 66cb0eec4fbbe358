// SPDX-License-Identifier: MIT
// geoverify core: a ray cast into a triangle mesh through its hierarchy
// (core/mesh_bvh.h), exact: the closest hit and the any-hit (occlusion) test.
//
// The sets computed, for the ray R = {o + t dir : tmin <= t <= tmax} and the
// mesh M (the union of its closed triangles, core/ray_triangle.h's rules for
// each, degenerate triangles included):
//   closest hit   t_hit = min { t in [tmin, tmax] : o + t dir in M }, and
//                 the triangle: the lowest index among the triangles that
//                 contain o + t_hit dir and whose own first hit is t_hit
//                 (a ray through a shared edge or vertex meets every triangle
//                 around it at the same t: the tie goes to the lowest index,
//                 whatever the tree's order);
//   any hit       whether R meets M at all.
// Degenerate but valid: everything core/ray_triangle.h and core/mesh_bvh.h
// accept -- a zero direction (the point o + tmin dir), tmin == tmax,
// tmax == +infinity, an origin on the surface (t_hit == tmin), a ray lying
// in a face's plane, degenerate and coplanar triangles, a mesh without
// triangles (never hit). Invalid: an invalid ray (shapes.h) or a hierarchy
// whose build refused the mesh (MeshBvh::valid false): Relation::invalid.
//
// Exactness: the answer -- hit or miss, the triangle, and the certified
// bracket of t_hit (RayHit's rules, ray_hit.h: adjacent values of T, equal
// iff t_hit is representable) -- is exact for every finite input, float or
// double. It is the answer a brute-force loop of exact ray-triangle tests
// with exact comparisons of their parameters would give
// (tests/core/ray_mesh_test.cpp checks it against the rational oracle).
//   Boxes: a node is skipped only when the ray provably misses its box or
//   provably enters it after the current best hit's upper bound. The slab
//   parameters are computed in double with a derived error bound
//   (docs/error-bounds.md, "Ray through a hierarchy"), so the test is
//   conservative: it may visit a box the ray misses, never skip one it
//   meets. For double input whose slab parameters could leave [2^-1000,
//   2^1000] (positions and directions more than about 900 binades apart,
//   rm_boxes_in_range), the box test is the core's exact ray_aabb_entry()
//   instead.
//   The frame: a double mesh outside the triangle filter's screen is cast
//   with positions scaled by 2^-k (MeshBvh::frame_exp) and the direction by
//   2^-j, when the ray scales exactly; scaling by powers of two changes no
//   relation, tie or comparison, and every rounding is the unscaled one
//   times a power of two, so a mesh at 2^700 is cast as one at unit scale.
//   The bracket of t_hit is scaled back exactly (or, if it would leave the
//   normal range, taken from the winning triangle as given).
//   Triangles: core/ray_triangle.h's filter decides most triangles (misses,
//   and transversal hits in a triangle's interior) and bounds t = D / S from
//   its certified D and S; a triangle whose parameter interval starts after
//   the best hit's upper bound is skipped; what the filter cannot decide
//   goes to its exact stage. Two candidates whose intervals overlap are
//   compared exactly (their parameters as exact fractions), so ties are
//   exact. The winner's bracket comes from its interval when that lies
//   strictly between two adjacent values of T (float input, almost always),
//   else, for a transversal crossing, from comparisons of D and S evaluated
//   in double-double (core/ray_triangle.h's rt_dd_bracket: double input
//   typically), and from exact comparisons for what they cannot decide (a
//   parameter that is a value of T) and for the other winners.
//
// Promises: noexcept, no heap allocation, no global state, no floating-point
// flag other than inexact on valid input. Stack: the traversal keeps 64 node
// indices, and the exact stages their numbers (core/ray_triangle.h's, about
// 60 KB for double input). Reentrant: one MeshBvh may serve any number of
// threads at once.
#ifndef GEOVERIFY_CORE_RAY_MESH_H
#define GEOVERIFY_CORE_RAY_MESH_H

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <type_traits>

#include "geoverify/core/config.h"
#include "geoverify/core/detail/float_bits.h"
#include "geoverify/core/mesh_bvh.h"
#include "geoverify/core/ray_aabb.h"
#include "geoverify/core/ray_hit.h"
#include "geoverify/core/ray_triangle.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {

/// The closest hit of a ray on a mesh (see the file comment).
///   relation   invalid for invalid input; disjoint for a miss; otherwise
///              the relation of the ray and the hit triangle alone
///              (overlapping: a transversal crossing of its interior,
///              strictly inside (tmin, tmax); touching: any other meeting).
///   triangle   the hit triangle's index in the mesh (0 on a miss).
///   t_lo, t_hi the certified bracket of t_hit (RayHit's rules); NaN on a miss.
template <class T>
struct MeshHit {
  Relation relation = Relation::invalid;
  std::uint32_t triangle = 0;
  T t_lo = std::numeric_limits<T>::quiet_NaN();
  T t_hi = std::numeric_limits<T>::quiet_NaN();
};

/// The triangles that contain the closest hit point: every triangle whose
/// own first hit is t_hit (ray_mesh_closest_ties). On a closed mesh without
/// self-intersections they share the hit point: one triangle for a hit in a
/// face's interior, two across an edge, the whole star of a vertex.
/// complete is false when more than kMeshTiesMax tie (a vertex of higher
/// valence); tri then holds the first kMeshTiesMax found.
constexpr std::uint32_t kMeshTiesMax = 64;
struct MeshTies {
  std::uint32_t tri[kMeshTiesMax];
  std::uint32_t count = 0;
  bool complete = true;
};

namespace detail {

/// ilogb(x) for a nonzero finite x, read from the exponent field (no call
/// for normal x; subnormals take ilogb).
inline long rm_exponent(double x) noexcept {
  const long f = exponent_field(x);
  return f != 0 ? f - 1023 : static_cast<long>(std::ilogb(x));
}

/// The double slab test's screen for double input: with every nonzero
/// position coordinate (vertex or origin, in the cast's frame) of binary
/// exponent in [E_lo, E_hi] and a moving direction component of exponent
/// e_d in [-1000, 999], a nonzero difference b - o is a multiple of
/// 2^(E_lo - 52) below 2^(E_hi + 2), and 1/d lies in (2^(-e_d - 1), 2^-e_d];
/// so the slab parameter lies in [2^(E_lo - e_d - 53), 2^(E_hi - e_d + 2)]:
/// within [2^-1000, 2^1000] nothing overflows or underflows
/// (docs/error-bounds.md, "Ray through a hierarchy"). Float input in double
/// always passes.
inline bool rm_boxes_in_range(long e_lo, long e_hi, bool any_position, const double d[3]) noexcept {
  bool ok = true;
  for (int k = 0; k < 3; ++k) {
    if (d[k] == 0.0) continue;
    const long e_d = rm_exponent(d[k]);
    ok &= e_d >= -1000 && e_d <= 999;
    if (any_position) ok &= e_lo - e_d - 53 >= -1000 && e_hi - e_d + 2 <= 1000;
  }
  return ok;
}

/// The ray, prepared once per cast.
template <class T>
struct RmRay {
  Ray<T> ray;
  RtInput base;           // the ray's part of every triangle's filter input
  double inv[3];          // 1 / dir_k for the moving axes
  bool zero[3];           // dir_k == 0
  bool neg[3];            // dir_k < 0
  bool any_zero;
  double t0, t1;          // tmin, and tmax (+infinity when infinite)
  bool fast_boxes;        // the double slab test is valid (file comment)
  bool filterable;        // the triangle filter may run (every triangle of the mesh)
  // The frame (MeshBvh::frame_exp): base, inv, t0 and t1 are those of the
  // ray with positions scaled by 2^-k and the direction by 2^-j, exactly;
  // every vertex is read times pos_scale = 2^-k; parameters are t 2^(j-k),
  // so t = t' 2^t_exp with t_exp = k - j. Unscaled: pos_scale 1, t_exp 0.
  bool scaled;
  double pos_scale;
  int t_exp;
};

/// The ray prepared in the frame (k, j): k is 0 or bvh.frame_exp, and the
/// ray scales exactly (rm_scales_exactly) when k or j is nonzero.
template <class T>
inline RmRay<T> rm_prepare_in(const MeshBvh<T>& bvh, const Ray<T>& ray, int k_pos, int j_dir) noexcept {
  RmRay<T> r;
  r.ray = ray;
  const Triangle<T> none{ray.o, ray.o, ray.o};
  r.base = rt_input(ray, none);
  r.scaled = (k_pos | j_dir) != 0;
  r.pos_scale = 1.0;
  r.t_exp = k_pos - j_dir;
  bool mesh_screened = bvh.screened;
  if (r.scaled) {
    // Exact (rm_scales_exactly): no flag.
    r.pos_scale = std::ldexp(1.0, -k_pos);
    for (int k = 0; k < 3; ++k) {
      r.base.o[k] = std::ldexp(r.base.o[k], -k_pos);
      r.base.d[k] = std::ldexp(r.base.d[k], -j_dir);
    }
    r.base.t0 = std::ldexp(r.base.t0, -r.t_exp);
    if (r.base.t1_finite) r.base.t1 = std::ldexp(r.base.t1, -r.t_exp);
    if (k_pos != 0) mesh_screened = true;  // the frame's promise
  }
  r.t0 = r.base.t0;
  r.t1 = r.base.t1_finite ? r.base.t1 : std::numeric_limits<double>::infinity();
  bool boxes = true;  // float in double: no overflow, no underflow
  if constexpr (std::is_same_v<T, double>) {
    long e_lo = static_cast<long>(bvh.exp_lo) - k_pos, e_hi = static_cast<long>(bvh.exp_hi) - k_pos;
    bool any = bvh.exp_lo <= bvh.exp_hi;
    // An origin more than 2^40 times the mesh's largest coordinate: the slab
    // parameters' rounding (about u |o| / |d|) would exceed the boxes' own
    // extent in t, so the double test would visit every box. The exact test
    // keeps the traversal selective there.
    bool near = true;
    const bool mesh_any = any;
    const long mesh_hi = e_hi;
    for (int k = 0; k < 3; ++k) {
      if (r.base.o[k] == 0.0) continue;
      const long e = rm_exponent(r.base.o[k]);
      near &= mesh_any && e <= mesh_hi + 40;
      e_lo = any && e_lo < e ? e_lo : e;
      e_hi = any && e_hi > e ? e_hi : e;
      any = true;
    }
    boxes = near && rm_boxes_in_range(e_lo, e_hi, any, r.base.d);
  }
  for (int k = 0; k < 3; ++k) {
    const double d = r.base.d[k];
    r.zero[k] = d == 0.0;
    r.neg[k] = d < 0.0;
    r.inv[k] = r.zero[k] || !boxes ? 0.0 : 1.0 / d;  // |d| in [2^-1000, 2^1000) when boxes
  }
  r.any_zero = r.zero[0] || r.zero[1] || r.zero[2];
  r.fast_boxes = boxes;
  if constexpr (std::is_same_v<T, float>) {
    r.filterable = true;
  } else {
    // rt_filterable() of any triangle of a screened mesh is the ray's part.
    RtInput probe = r.base;
    for (int i = 0; i < 3; ++i) {
      for (int k = 0; k < 3; ++k) probe.p[i][k] = 0.0;
    }
    r.filterable = mesh_screened && rt_filterable<T>(probe);
  }
  return r;
}

/// Whether x 2^-e is exact and normal (or x is 0).
inline bool rm_scales_to_normal(double x, long e) noexcept {
  if (x == 0.0) return true;
  const long f = static_cast<long>(std::ilogb(x)) - e;  // x finite and nonzero: no flag
  return f >= -1022 && f <= 1023;
}

/// Whether the ray scales exactly into the frame (k, j): every nonzero
/// origin component times 2^-k, direction component times 2^-j and
/// parameter bound times 2^(j-k) is a normal double.
template <class T>
inline bool rm_scales_exactly(const Ray<T>& ray, int k_pos, int j_dir) noexcept {
  bool ok = true;
  for (int k = 0; k < 3; ++k) {
    ok &= rm_scales_to_normal(static_cast<double>(get(ray.o, k)), k_pos);
    ok &= rm_scales_to_normal(static_cast<double>(get(ray.dir, k)), j_dir);
  }
  ok &= rm_scales_to_normal(static_cast<double>(ray.tmin), static_cast<long>(k_pos) - j_dir);
  if (ray.tmax <= std::numeric_limits<T>::max()) {
    ok &= rm_scales_to_normal(static_cast<double>(ray.tmax), static_cast<long>(k_pos) - j_dir);
  }
  return ok;
}

/// The ray prepared for the cast: as given when the filters may run on it;
/// for double input that misses a screen, in the mesh's frame (positions
/// times 2^-frame_exp) with the direction's largest component scaled to
/// [1, 2), when that scaling is exact and passes the screens; else as given
/// (the exact stages then decide).
template <class T>
inline RmRay<T> rm_prepare(const MeshBvh<T>& bvh, const Ray<T>& ray) noexcept {
  const RmRay<T> r = rm_prepare_in(bvh, ray, 0, 0);
  if constexpr (std::is_same_v<T, double>) {
    if (r.fast_boxes && r.filterable) return r;
    if (!bvh.screened && bvh.frame_exp == 0) return r;  // no frame
    const double dm = std::fmax(std::fabs(ray.dir.x), std::fmax(std::fabs(ray.dir.y), std::fabs(ray.dir.z)));
    const int j = dm > 0 ? std::ilogb(dm) : 0;
    const int k = bvh.frame_exp;
    if ((k | j) == 0 || !rm_scales_exactly(ray, k, j)) return r;
    const RmRay<T> s = rm_prepare_in(bvh, ray, k, j);
    if (s.fast_boxes >= r.fast_boxes && s.filterable >= r.filterable) return s;
  }
  return r;
}

/// The bracket [lo, hi] of t' in the frame to that of t = t' 2^e: exact
/// (adjacent doubles stay adjacent) when each end is 0 or normal in both
/// frames; false otherwise (the caller brackets t unscaled).
template <class T>
inline bool rm_unscale(T& lo, T& hi, int e) noexcept {
  const auto fits = [e](T x) {
    if (x == T(0)) return true;
    if (!(x >= std::numeric_limits<T>::min() && x <= std::numeric_limits<T>::max())) return false;
    const long f = static_cast<long>(std::ilogb(x)) + e;
    return f >= std::numeric_limits<T>::min_exponent - 1 && f <= std::numeric_limits<T>::max_exponent - 1;
  };
  if (!fits(lo) || !fits(hi)) return false;
  lo = std::ldexp(lo, e);
  hi = std::ldexp(hi, e);
  return true;
}

/// Whether the ray may meet the node's box, and a lower bound of its entry
/// parameter (at least tmin). Conservative: true whenever the ray meets it.
/// The slack is applied once to the largest entry and the smallest exit
/// parameter: widen_down(x~) bounds the true value of the very slab parameter
/// x~ was computed from, which bounds the true entry from below (the exit
/// likewise from above).
template <class T>
inline bool rm_box(const RmRay<T>& r, const BvhNode<T>& n, double& entry, bool& exact_used) noexcept {
  if (!r.fast_boxes) {
    const Aabb<T> box{{n.lo[0], n.lo[1], n.lo[2]}, {n.hi[0], n.hi[1], n.hi[2]}};
    const RayHit<T> h = ray_aabb_entry(r.ray, box);
    exact_used = true;
    if (!intersecting(h.relation)) return false;
    entry = static_cast<double>(h.t_lo);
    return true;
  }
  double near = r.t0, far = r.t1;
  if (r.any_zero) {
    for (int k = 0; k < 3; ++k) {
      if (!r.zero[k]) continue;
      const double o = r.base.o[k];
      // Exact: the ray stays in the plane x_k = o_k.
      if (o < static_cast<double>(n.lo[k]) * r.pos_scale || o > static_cast<double>(n.hi[k]) * r.pos_scale) return false;
    }
  }
  for (int k = 0; k < 3; ++k) {
    // Entering through lo when the direction is positive, hi when negative;
    // a zero component contributes nothing (tested above).
    if (r.any_zero && r.zero[k]) continue;
    double enter = static_cast<double>(r.neg[k] ? n.hi[k] : n.lo[k]);
    double leave = static_cast<double>(r.neg[k] ? n.lo[k] : n.hi[k]);
    if (r.scaled) {  // exact (the frame)
      enter *= r.pos_scale;
      leave *= r.pos_scale;
    }
    const double a = (enter - r.base.o[k]) * r.inv[k];
    const double b = (leave - r.base.o[k]) * r.inv[k];
    near = a > near ? a : near;
    far = b < far ? b : far;
  }
  near = widen_down(near);
  far = widen_up(far);
  if (near > far) return false;
  entry = near;
  return true;
}

/// A candidate hit: the triangle, an interval [lo, hi] holding its exact
/// first hit parameter, and the exact parameter once computed.
template <class T>
struct RmCandidate {
  std::uint32_t tri = 0;
  double lo = 0, hi = 0;
  Relation relation = Relation::invalid;
  bool transversal = false;  // S is certified nonzero: the parameter is D / S
  double guess = 0;          // a double near the parameter (the bracket's first candidate)
  bool has_frac = false;
  RtFrac<T> frac;
};

template <class T>
inline RtInput rm_input(const RmRay<T>& r, const TriangleMesh<T>& m, std::uint32_t tri) noexcept {
  RtInput in = r.base;
  for (int v = 0; v < 3; ++v) {
    const T* p = m.vertices + 3 * static_cast<std::size_t>(m.indices[3 * static_cast<std::size_t>(tri) + v]);
    for (int k = 0; k < 3; ++k) in.p[v][k] = static_cast<double>(p[k]);
  }
  if (r.scaled) {  // exact (the frame)
    for (int v = 0; v < 3; ++v) {
      for (int k = 0; k < 3; ++k) in.p[v][k] *= r.pos_scale;
    }
  }
  return in;
}

/// The exact parameter D / S of a transversal crossing (S != 0), with
/// n = (p1 - p0) x (p2 - p0): S = dir . n and D = n . (p0 - o), the fraction
/// rt_exact() gives (its D = A0 . (A1 x A2) = det(p0 - o, p1 - p0, p2 - p0),
/// its S = s0 + s1 + s2 = dir . n) at a third of its cost.
template <class T>
inline void rm_transversal_frac(const RtInput& in, RtFrac<T>& f, bool& ok) noexcept {
  using C = RtCaps<T>;
  BigVec<C::d1> e1, e2, a0;
  BigVec<4> dv;
  for (int k = 0; k < 3; ++k) {
    big_set(dv.c[k], in.d[k]);
    ok &= big_diff(e1.c[k], in.p[1][k], in.p[0][k]);
    ok &= big_diff(e2.c[k], in.p[2][k], in.p[0][k]);
    ok &= big_diff(a0.c[k], in.p[0][k], in.o[k]);
  }
  BigVec<C::d2> n;
  ok &= big_cross(n, e1, e2);
  BigFloat<C::d3> S, D;
  ok &= big_dot3(S, dv, n);
  ok &= big_dot3(D, a0, n);
  const bool negative = big_sign(S) < 0;
  big_negate_copy(f.num, D, negative, ok);
  big_negate_copy(f.den, S, negative, ok);
}

/// The exact first hit parameter of a candidate known to meet the ray.
template <class T>
inline void rm_ensure_frac(const RmRay<T>& r, const TriangleMesh<T>& m, RmCandidate<T>& c, bool& ok) noexcept {
  if (c.has_frac) return;
  const RtInput in = rm_input(r, m, c.tri);
  if (c.transversal) {
    rm_transversal_frac<T>(in, c.frac, ok);
  } else {
    rt_exact_stages<T>(in, &c.frac, ok);
  }
  c.has_frac = true;
}

/// A double interval around an exact parameter q >= 0: adjacent doubles (or
/// one), from the candidate the fraction's leading limbs give (a few ulps
/// from q: two or three exact comparisons).
template <class T>
inline void rm_interval_of(const RtFrac<T>& q, double& lo, double& hi, bool& ok) noexcept {
  const auto sign_of = [&q, &ok](double c) { return rt_compare_with<T>(q, c, ok); };
  bracket_from_candidate<double>(sign_of, bracket_candidate<double>(big_quotient_estimate(q.num, q.den)), lo, hi);
}

/// Tests triangle tri against the ray: false when it provably misses or
/// provably lies beyond best_hi; otherwise true with *c filled.
template <class T>
inline bool rm_triangle(const RmRay<T>& r, const TriangleMesh<T>& m, std::uint32_t tri, double best_hi,
                        RmCandidate<T>& c, bool& exact_used, bool& ok) noexcept {
  const RtInput in = rm_input(r, m, tri);
  c.tri = tri;
  c.has_frac = false;
  c.transversal = false;
  c.guess = -1;  // none yet (parameters are >= 0)
  if (!r.filterable) {
    exact_used = true;
    c.relation = rt_exact_stages<T>(in, &c.frac, ok);
    if (!intersecting(c.relation)) return false;
    c.has_frac = true;
    rm_interval_of<T>(c.frac, c.lo, c.hi, ok);
    c.guess = c.lo;
    return c.lo <= best_hi;
  }
  RtFilter f;
  Relation rel = rt_filter_decide(in, f);
  if (rel == Relation::disjoint) return false;  // the line misses the triangle, or t* is out of range
  // The parameter t* = D / S of the plane crossing, bounded from the
  // certified D and S (rt_parameter_interval, core/ray_triangle.h).
  double lo = 0, hi = 0, guess = 0;
  bool have_interval = rt_interval_escalating(in, f, lo, hi, guess, [](double, double) { return true; });
  if (have_interval) {
    c.transversal = true;
    c.guess = guess;
    if (lo > best_hi) return false;  // beyond the best hit
    lo = lo > r.t0 ? lo : r.t0;
    hi = hi < r.t1 ? hi : r.t1;
  }
  if (rel == Relation::invalid) {
    exact_used = true;
    rel = rt_exact_stages<T>(in, &c.frac, ok);
    if (!intersecting(rel)) return false;
    c.has_frac = true;
    // A hit with S certified is the transversal crossing t* = D / S, inside
    // [tmin, tmax]: the interval holds it. Otherwise (a ray in or nearly in
    // the plane) bracket the exact parameter.
    if (!have_interval) {
      rm_interval_of<T>(c.frac, lo, hi, ok);
      have_interval = true;
    }
  } else if (!have_interval) {
    exact_used = true;  // overlapping, but |S~| too close to its bound to divide
    rt_exact_stages<T>(in, &c.frac, ok);
    c.has_frac = true;
    rm_interval_of<T>(c.frac, lo, hi, ok);
  }
  c.relation = rel;
  c.lo = lo;
  c.hi = hi;
  if (c.guess < lo || c.guess > hi) c.guess = lo;  // -1 when no quotient was formed
  return lo <= best_hi;
}

/// Keeps the closer of best and c (exactly; the lower index on a tie).
inline void rm_tie_reset(MeshTies* ties, std::uint32_t tri) noexcept {
  if (!ties) return;
  ties->count = 1;
  ties->tri[0] = tri;
  ties->complete = true;
}
inline void rm_tie_add(MeshTies* ties, std::uint32_t tri) noexcept {
  if (!ties) return;
  if (ties->count < kMeshTiesMax) {
    ties->tri[ties->count++] = tri;
  } else {
    ties->complete = false;
  }
}

template <class T>
inline void rm_offer(const RmRay<T>& r, const TriangleMesh<T>& m, bool& have, RmCandidate<T>& best,
                     RmCandidate<T>& c, MeshTies* ties, bool& exact_used, bool& ok) noexcept {
  if (!have) {
    best = c;
    have = true;
    rm_tie_reset(ties, c.tri);
    return;
  }
  if (c.lo > best.hi) return;
  if (c.hi < best.lo) {
    best = c;
    rm_tie_reset(ties, c.tri);
    return;
  }
  exact_used = true;
  rm_ensure_frac(r, m, best, ok);
  rm_ensure_frac(r, m, c, ok);
  const int cmp = rt_compare(c.frac, best.frac, ok);
  if (cmp < 0) {
    rm_tie_reset(ties, c.tri);
  } else if (cmp == 0) {
    rm_tie_add(ties, c.tri);
  }
  if (cmp < 0 || (cmp == 0 && c.tri < best.tri)) {
    // Keep the tighter of the two upper bounds: both bound the new best.
    const double hi = c.hi < best.hi ? c.hi : best.hi;
    const double lo = c.lo;
    best = c;
    best.lo = lo;
    best.hi = hi;
  } else if (cmp == 0) {
    best.hi = c.hi < best.hi ? c.hi : best.hi;
  }
}

/// The certified bracket of the winner's parameter.
template <class T>
inline void rm_bracket(const RmRay<T>& r, const TriangleMesh<T>& m, RmCandidate<T>& w, T& t_lo, T& t_hi,
                       bool& exact_used, bool& ok) noexcept {
  if (bracket_from_interval<T>(w.lo, w.hi, t_lo, t_hi)) return;  // float: almost always
  RtDdFrac dd;
  if (w.transversal && rt_dd_frac(rm_input(r, m, w.tri), dd)) {
    // Double input, typically: D and S in double-double decide the
    // comparisons unless t_hit is (nearly) a value of T.
    const auto exact_sign = [&](T c) {
      exact_used = true;
      rm_ensure_frac(r, m, w, ok);
      return rt_compare_with<T>(w.frac, static_cast<double>(c), ok);
    };
    rt_dd_bracket<T>(dd, w.guess, exact_sign, t_lo, t_hi);
    return;
  }
  exact_used = true;
  rm_ensure_frac(r, m, w, ok);
  const RtFrac<T>& q = w.frac;
  const auto sign_of = [&q, &ok](T c) { return rt_compare_with<T>(q, static_cast<double>(c), ok); };
  // The candidate from the exact fraction's leading limbs (a few ulps of
  // double from it, where the filter's D~ / S~ may be ten): the bracket then
  // settles in two or three exact comparisons instead of a bisection.
  double guess = big_quotient_estimate(q.num, q.den);
  if (!(guess >= w.lo && guess <= w.hi)) guess = w.guess < w.lo ? w.lo : w.guess > w.hi ? w.hi : w.guess;
  bracket_from_candidate<T>(sign_of, bracket_candidate<T>(guess), t_lo, t_hi);
}

/// The traversal: visits every node whose box may hold a hit not beyond
/// the current best (front to back), calling leaf(first, count) per leaf;
/// leaf returns false to stop.
template <class T, class Bound, class Leaf>
inline void rm_traverse(const MeshBvh<T>& bvh, const RmRay<T>& r, Bound&& best_hi, Leaf&& leaf,
                        bool& exact_used) noexcept {
  if (bvh.node_count == 0) return;
  double entry = 0;
  if (!rm_box(r, bvh.nodes[0], entry, exact_used)) return;
  std::uint32_t stack[64];
  double stack_entry[64];
  int top = 0;
  stack[top] = 0;
  stack_entry[top++] = entry;
  while (top > 0) {
    --top;
    if (stack_entry[top] > best_hi()) continue;
    const BvhNode<T>& n = bvh.nodes[stack[top]];
    if (n.count > 0) {
      if (!leaf(n.first, n.count)) return;
      continue;
    }
    double ea = 0, eb = 0;
    const bool ha = rm_box(r, bvh.nodes[n.first], ea, exact_used) && ea <= best_hi();
    const bool hb = rm_box(r, bvh.nodes[n.first + 1], eb, exact_used) && eb <= best_hi();
    // Push the farther child first so the nearer is visited first. The
    // depth is at most 31 (median splits of fewer than 2^32 triangles), so
    // the stack never holds more than 32 entries.
    if (ha && hb) {
      const bool a_first = ea <= eb;
      stack[top] = a_first ? n.first + 1 : n.first;
      stack_entry[top++] = a_first ? eb : ea;
      stack[top] = a_first ? n.first : n.first + 1;
      stack_entry[top++] = a_first ? ea : eb;
    } else if (ha) {
      stack[top] = n.first;
      stack_entry[top++] = ea;
    } else if (hb) {
      stack[top] = n.first + 1;
      stack_entry[top++] = eb;
    }
  }
}

inline void rm_count(Stats* stats, bool exact_used) noexcept {
  if (!stats) return;
  if (exact_used) {
    ++stats->exact;
  } else {
    ++stats->filter;
  }
}

}  // namespace detail

/// The exact closest hit of the ray on the mesh of bvh (file comment):
/// the lowest-indexed triangle at t_hit, and t_hit's certified bracket.
/// Invalid ray or hierarchy: Relation::invalid. stats, when given, counts one
/// call: exact when any stage of it (a box, a triangle, a comparison of two
/// candidates, the bracket) needed an exact evaluation.
/// Cost: a filtered slab test per visited node, the ray-triangle filter per
/// visited triangle; exact work only near ties and boundaries, plus the
/// bracket's exact comparisons for double input.
template <class T>
MeshHit<T> ray_mesh_closest(const MeshBvh<T>& bvh, const Ray<T>& ray, Stats* stats = nullptr) noexcept;

/// ray_mesh_closest(), and the tie set: every triangle whose first hit is
/// t_hit (MeshTies; count 0 on a miss or invalid input). Exact: the ties are
/// decided by exact comparisons of the parameters.
template <class T>
MeshHit<T> ray_mesh_closest_ties(const MeshBvh<T>& bvh, const Ray<T>& ray_in, MeshTies* ties,
                                 Stats* stats = nullptr) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Ray<T>& ray = detail::as_given(ray_in);
  MeshHit<T> out;
  if (ties) {
    ties->count = 0;
    ties->complete = true;
  }
  if (!bvh.valid || !is_valid(ray)) {
    detail::rejected(stats);
    return out;
  }
  const detail::RmRay<T> r = detail::rm_prepare(bvh, ray);
  bool have = false, exact_used = false, ok = true;
  detail::RmCandidate<T> best, c;
  const auto best_hi = [&]() { return have ? best.hi : r.t1; };
  detail::rm_traverse(
      bvh, r, best_hi,
      [&](std::uint32_t first, std::uint32_t count) {
        for (std::uint32_t j = 0; j < count; ++j) {
          if (detail::rm_triangle(r, bvh.mesh, bvh.order[first + j], best_hi(), c, exact_used, ok)) {
            detail::rm_offer(r, bvh.mesh, have, best, c, ties, exact_used, ok);
          }
        }
        return true;
      },
      exact_used);
  if (!have) {
    out.relation = Relation::disjoint;
  } else {
    out.relation = best.relation;
    out.triangle = best.tri;
    detail::rm_bracket(r, bvh.mesh, best, out.t_lo, out.t_hi, exact_used, ok);
    if (r.scaled && !detail::rm_unscale(out.t_lo, out.t_hi, r.t_exp)) {
      // t_hit is subnormal or beyond max() unscaled: the winner's own
      // bracket (its first hit is t_hit) on the input as given.
      exact_used = true;
      const RayHit<T> h = ray_triangle(ray, triangle_of(bvh.mesh, best.tri));
      out.t_lo = h.t_lo;
      out.t_hi = h.t_hi;
    }
  }
  if (!ok) {
    detail::capacity_exceeded();
    if (ties) ties->count = 0;
    return MeshHit<T>{};
  }
  detail::rm_count(stats, exact_used);
  return out;
}

template <class T>
MeshHit<T> ray_mesh_closest(const MeshBvh<T>& bvh, const Ray<T>& ray, Stats* stats) noexcept {
  return ray_mesh_closest_ties<T>(bvh, ray, nullptr, stats);
}

/// The exact sign of dir . n, n = (p1 - p0) x (p2 - p0): -1 when the ray
/// meets the triangle's front (counter-clockwise) side, +1 its back, 0 when
/// the direction is parallel to its plane, the triangle is degenerate or
/// the direction is zero (and for invalid input). On a closed mesh wound
/// outward, a ray crosses the surface at a hit point where every triangle
/// containing it has the same nonzero sign.
template <class T>
int ray_triangle_facing(const Ray<T>& ray_in, const Triangle<T>& tri_in) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Ray<T>& ray = detail::as_given(ray_in);
  const Triangle<T>& tri = detail::as_given(tri_in);
  if (!is_valid(ray) || !is_valid(tri)) return 0;
  const detail::RtInput in = detail::rt_input(ray, tri);
  if (detail::rt_filterable<T>(in)) {
    detail::RtFilter f = detail::rt_filter_values(in);
    for (;;) {  // the norm bounds, then the per-term ones
      double S, eS;
      detail::rt_sum(f, S, eS);
      if (S > eS) return 1;
      if (S < -eS) return -1;
      if (f.tight) break;
      detail::rt_tighten(in, f);
    }
  }
  bool ok = true;  // S = dir . n exactly
  using C = detail::RtCaps<T>;
  detail::BigVec<C::d1> e1, e2;
  detail::BigVec<4> dv;
  for (int k = 0; k < 3; ++k) {
    detail::big_set(dv.c[k], in.d[k]);
    ok &= detail::big_diff(e1.c[k], in.p[1][k], in.p[0][k]);
    ok &= detail::big_diff(e2.c[k], in.p[2][k], in.p[0][k]);
  }
  detail::BigVec<C::d2> n;
  ok &= detail::big_cross(n, e1, e2);
  detail::BigFloat<C::d3> S;
  ok &= detail::big_dot3(S, dv, n);
  if (!ok) {
    detail::capacity_exceeded();
    return 0;
  }
  return detail::big_sign(S);
}

/// Whether the ray meets the mesh of bvh anywhere in [tmin, tmax], exactly
/// (occlusion): the relation of the first triangle found to meet it
/// (touching or overlapping, as for one triangle), Relation::disjoint when
/// none does, Relation::invalid for invalid input. Which triangle is found
/// first depends on the tree, so only intersecting(result) is a function of
/// the ray and the mesh alone. stats counts one call, as ray_mesh_closest().
template <class T>
Relation ray_mesh_any(const MeshBvh<T>& bvh, const Ray<T>& ray_in, Stats* stats = nullptr) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Ray<T>& ray = detail::as_given(ray_in);
  if (!bvh.valid || !is_valid(ray)) return detail::rejected(stats);
  const detail::RmRay<T> r = detail::rm_prepare(bvh, ray);
  bool exact_used = false, ok = true;
  Relation found = Relation::disjoint;
  const auto no_bound = [&r]() { return r.t1; };
  detail::rm_traverse(
      bvh, r, no_bound,
      [&](std::uint32_t first, std::uint32_t count) {
        for (std::uint32_t j = 0; j < count; ++j) {
          const detail::RtInput in = detail::rm_input(r, bvh.mesh, bvh.order[first + j]);
          Relation rel = Relation::invalid;
          detail::RtFilter f;
          if (r.filterable) rel = detail::rt_filter_decide(in, f);
          if (rel == Relation::invalid) {
            exact_used = true;
            rel = detail::rt_exact_stages<T>(in, nullptr, ok);
          }
          if (intersecting(rel)) {
            found = rel;
            return false;
          }
        }
        return true;
      },
      exact_used);
  if (!ok) return detail::capacity_exceeded();
  detail::rm_count(stats, exact_used);
  return found;
}

}  // namespace gv

#endif  // GEOVERIFY_CORE_RAY_MESH_H
