// SPDX-License-Identifier: MIT
// geoverify core: ray versus sphere, exact.
//
// The set computed: the relation (relation.h) of the ray R = {o + t dir :
// tmin <= t <= tmax} and the closed ball B = {|x - c| <= r}. With m = o - c,
// f(t) = |m + t dir|^2 - r^2 (convex in t) and F = min f over [tmin, tmax]
// (exact values), the answer is
//   F > 0    disjoint
//   F == 0   touching    (a tangent line; an end of the ray on the sphere
//                         with the rest outside; a point ball on the ray)
//   F < 0    overlapping (the ray meets the open ball)
// Degenerate but valid: dir == 0 (the point o), zero and -0.0 components,
// tmin == tmax, tmax == +infinity (the default), r == 0 or -0.0, o on the
// sphere or inside the ball, subnormals, magnitudes up to FLT_MAX / DBL_MAX,
// where the textbook test's b^2 and m.m overflow or underflow in T.
// Invalid (shapes.h: a NaN or infinite component other than tmax ==
// +infinity, tmin < 0, tmin > tmax, r < 0): Relation::invalid, and
// intersects() returns false.
//
// Exactness: exact for every finite input, float or double. Where F is
// attained: with a = dir.dir and G(t) = a t + m.dir (half the slope of f),
// at tmin if G(tmin) > 0, else at tmax if tmax is finite and G(tmax) < 0,
// else at the minimiser t* = -(m.dir) / a, where a F = |m x dir|^2 - r^2 a
// (Lagrange's identity: no division).
//   Stage 1 (filter): G(tmin), G(tmax), f(tmin), f(tmax) and |m x dir|^2 -
//   r^2 a in double, each decided when it clears its bound (kRaySphereG,
//   kRaySphereF, kRaySphereD times the sum of the magnitudes of its terms;
//   docs/error-bounds.md, "Ray-sphere").
//   Stage 2 (exact): the same signs, first in the grid stage (double
//   arithmetic that proves every step exact, detail/grid_float.h), and when
//   a step cannot be proven, with stack-only integer arithmetic
//   (detail/poly_exact.h, degree <= 4).
// Double inputs with a nonzero magnitude outside [2^-180, 2^200] (tmax
// included when finite) skip stage 1, so that nothing over- or underflows;
// float inputs need no screen.
//
// Promises: noexcept, no heap allocation, no global state; on valid input no
// floating-point exception other than inexact is raised (invalid input may
// raise FE_INVALID before it is classified). Exact under FMA contraction.
// -ffast-math is refused by config.h. Stack use: under 8 KB (double).
#ifndef GEOVERIFY_CORE_RAY_SPHERE_H
#define GEOVERIFY_CORE_RAY_SPHERE_H

#include <cmath>
#include <type_traits>

#include "geoverify/core/detail/double_double.h"
#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/detail/roundoff.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/ray_hit.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace detail {

/// Bound factors of the ray-ball filter (docs/error-bounds.md, "Ray-sphere"):
/// |value~ - value| <= c M~ with M~ the computed sum of the magnitudes of the
/// value's terms, for
///   G(t) = a t + m.dir                 5 roundings on any term:  c = 5u (1 + 2^-20)
///   f(t) = |m + t dir|^2 - r^2         8u to first order:        c = 8u (1 + 2^-20)
///   D    = |m x dir|^2 - r^2 a         10u to first order:       c = 10u (1 + 2^-20)
/// The factor 1 + 2^-20 covers the second-order terms, the rounding of M~
/// (at most ten factors 1 - u) and of the product c M~.
constexpr double kRaySphereG = 5 * kU * (1 + 0x1p-20);
constexpr double kRaySphereF = 8 * kU * (1 + 0x1p-20);
constexpr double kRaySphereD = 10 * kU * (1 + 0x1p-20);

/// Double inputs enter the filter only if every nonzero magnitude lies in
/// [kRaySphereScreenLo, kRaySphereScreenHi]: then a nonzero difference of two
/// inputs is at least 2^-232, every nonzero product of degree <= 4 is a
/// normal double, no term exceeds 2^810, and an underflowing square of a
/// cancelled value errs by less than the bounds' slack (docs/error-bounds.md).
/// Float inputs need no screen (a nonzero difference is at least 2^-149, no
/// term exceeds 2^520).
constexpr double kRaySphereScreenLo = 0x1p-180;
constexpr double kRaySphereScreenHi = 0x1p+200;

/// The ray and ball as doubles (exact for float and double).
struct RsInput {
  double o[3], d[3], c[3], r, tmin, tmax;
};

/// The exact stage's input of a ray and a ball.
template <class T>
RsInput rs_input(const Ray<T>& ray, const Sphere<T>& s) noexcept {
  return {{ray.o.x, ray.o.y, ray.o.z}, {ray.dir.x, ray.dir.y, ray.dir.z}, {s.c.x, s.c.y, s.c.z}, s.r, ray.tmin,
          ray.tmax};
}

/// The double filter's screen (kRaySphereScreenLo, kRaySphereScreenHi):
/// every nonzero input magnitude, a finite tmax included, inside it; false
/// for NaN and infinity other than in tmax (stage.h's admit_ray; the callers
/// check tmin <= tmax). The values are read where they lie.
inline bool rs_screened(const Ray<double>& ray, const Sphere<double>& s) noexcept {
  return admit_ray(ray, kRaySphereScreenLo, kRaySphereScreenHi) &&
         admit_in_place<double>(s, kRaySphereScreenLo, kRaySphereScreenHi);
}

/// Stage 2's quantities of a ray and a ball, exactly, in the numbers Num
/// (the integer stage's stack-only integers, or the grid stage's doubles,
/// grid_float.h): m = o - c, dir, a = dir.dir, b = m.dir, r^2, and the
/// exact signs of f(t) = |m + t dir|^2 - r^2 and G(t) = a t + b at any
/// double t. ok turns false when Num cannot hold a step (for the integer
/// stage never: the capacities cover float and double input).
template <class T, template <int> class Num = BigFloat>
struct RsExact {
  using Caps = PolyCaps<T>;
  bool ok = true;
  BigVec<Caps::d1, Num> m, d;
  Num<Caps::d2> a, b, r2;

  RsExact() = default;
  explicit RsExact(const RsInput& in) noexcept { init(in); }
  /// Converts the input: the integer stage's set-up.
  void init(const RsInput& in) noexcept {
    for (int i = 0; i < 3; ++i) {
      ok &= big_diff(m.c[i], in.o[i], in.c[i]);
      ok &= big_diff(d.c[i], in.d[i], 0.0);
    }
    Num<Caps::d1> r;
    ok &= big_diff(r, in.r, 0.0);
    ok &= big_norm2(a, d);
    ok &= big_dot3(b, m, d);
    ok &= big_square(r2, r);
  }
  /// sign f(t), compared as |m + t d|^2 against r^2.
  int f_sign(double t) noexcept {
    Num<Caps::d1> tt;
    ok &= big_diff(tt, t, 0.0);
    BigVec<Caps::d2, Num> w;
    for (int i = 0; i < 3; ++i) {
      Num<Caps::d2> td;
      ok &= big_mul(td, tt, d.c[i]);
      ok &= big_add(w.c[i], m.c[i], td);
    }
    Num<Caps::d4> w2;
    ok &= big_norm2(w2, w);
    return big_compare(w2, r2);
  }
  /// sign G(t).
  int g_sign(double t) noexcept {
    Num<Caps::d1> tt;
    ok &= big_diff(tt, t, 0.0);
    Num<Caps::d3> at, g;
    ok &= big_mul(at, a, tt);
    ok &= big_add(g, at, b);
    return big_sign(g);
  }
};

/// RsExact set up on first use, so that a hit bracket the filter settles
/// never pays for the integer stage's conversions.
template <class T>
struct LazyRsExact {
  explicit LazyRsExact(const RsInput& input) noexcept : in(input) {}
  const RsInput& in;
  RsExact<T> e;  // default-initialised: as an aggregate's member, or with {},
                 // it was value-initialised, which zeroed its numbers' words
                 // (about 3 KB for double) on every call
  bool built = false;
  RsExact<T>& get() noexcept {
    if (!built) {
      e.init(in);
      built = true;
    }
    return e;
  }
  /// False when a capacity was exceeded (never when unused).
  bool ok() const noexcept { return !built || e.ok; }
};

/// Stage 2: the sign of F, exactly (see the file comment for where it is
/// attained), in the numbers Num (stage.h's exact_stages); ok turns false
/// when Num cannot hold a step.
template <class T, template <int> class Num>
inline Relation rs_exact(const RsInput& in, bool& ok, NumTag<Num>) noexcept {
  using Caps = PolyCaps<T>;
  RsExact<T, Num> e(in);
  const auto& m = e.m;
  const auto& d = e.d;
  const auto& a = e.a;
  const auto& r2 = e.r2;
  ok &= e.ok;
  if (!ok) return Relation::invalid;  // the grid stage refused a step: the integer stage answers
  int s = 0;
  if (big_sign(a) == 0) {
    s = e.f_sign(in.tmin);  // dir == 0: f is constant
  } else {
    const int g0 = e.g_sign(in.tmin);
    int g1 = 1;
    if (g0 <= 0 && std::isfinite(in.tmax)) g1 = e.g_sign(in.tmax);
    if (g0 > 0) {
      s = e.f_sign(in.tmin);
    } else if (g1 < 0) {
      s = e.f_sign(in.tmax);
    } else {
      BigVec<Caps::d2, Num> x;
      ok &= big_cross(x, m, d);
      Num<Caps::d4> x2, r2a;
      ok &= big_norm2(x2, x);
      ok &= big_mul(r2a, r2, a);
      s = big_compare(x2, r2a);
    }
  }
  ok &= e.ok;
  return s > 0 ? Relation::disjoint : (s < 0 ? Relation::overlapping : Relation::touching);
}

/// Stage 2: rs_exact in the exact stages in turn, the grid stage first.
template <class T>
GEOVERIFY_NOINLINE Relation ray_sphere_exact(const RsInput& in, Stats* st) noexcept {
  return exact_stages([&](auto num, bool& ok) { return rs_exact<T>(in, ok, num); }, st);
}

/// Validity, then the exact stage: what the filter left.
template <class T>
GEOVERIFY_NOINLINE Relation ray_sphere_slow(const Ray<T>& ray, const Sphere<T>& s, Stats* st) noexcept {
  if (!(is_valid(ray) && is_valid(s))) return rejected(st);
  return ray_sphere_exact<T>(rs_input(ray, s), st);
}

/// Stage 1's f(t) = |m + t d|^2 - r^2 (m = o - c rounded).
inline Bounded ray_sphere_f(const double (&m)[3], const double (&d)[3], double r, double t) noexcept {
  double sum = 0.0, mag = 0.0;
  for (int i = 0; i < 3; ++i) {
    const double p = t * d[i];
    const double w = m[i] + p;
    const double s = std::fabs(m[i]) + std::fabs(p);
    sum += w * w;
    mag += s * s;
  }
  const double r2 = r * r;
  return {sum - r2, kRaySphereF * (mag + r2)};
}

/// Stage 1's G(t) = a t + b, given a = d.d, b = m.d and bmag = sum |m_i d_i|.
inline Bounded ray_sphere_g(double a, double b, double bmag, double t) noexcept {
  const double at = a * t;
  return {at + b, kRaySphereG * (at + bmag)};
}

/// Stage 1's D = |m x d|^2 - r^2 a.
inline Bounded ray_sphere_d(const double (&m)[3], const double (&d)[3], double r, double a) noexcept {
  double x2 = 0.0, mag = 0.0;
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    const double p = m[j] * d[k], q = m[k] * d[j];
    const double x = p - q, s = std::fabs(p) + std::fabs(q);
    x2 += x * x;
    mag += s * s;
  }
  const double r2a = r * r * a;
  return {x2 - r2a, kRaySphereD * (mag + r2a)};
}

/// The complete predicate: the filter (float: on every input, its
/// comparisons failing for NaN and infinity; double: on screened input),
/// then validity and the exact stage for what it leaves.
template <class T>
inline Relation ray_sphere(const Ray<T>& ray_in, const Sphere<T>& sph_in, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Ray<T>& ray = as_given(ray_in);
  const Sphere<T>& sph = as_given(sph_in);
  const double r = sph.r, tmin = ray.tmin, tmax = ray.tmax;
  const double d[3] = {ray.dir.x, ray.dir.y, ray.dir.z};
  // false for NaN; an infinite input makes the first bound infinite or NaN
  bool trusted = (r >= 0.0) & (tmin >= 0.0) & (tmax >= tmin);
  if constexpr (std::is_same_v<T, double>) trusted = trusted && rs_screened(ray, sph);
  if (trusted) {
    // in double: a difference of floats may overflow float
    const double m[3] = {double(ray.o.x) - double(sph.c.x), double(ray.o.y) - double(sph.c.y),
                         double(ray.o.z) - double(sph.c.z)};
    double a = 0.0, b = 0.0, bmag = 0.0;
    for (int i = 0; i < 3; ++i) {
      const double md = m[i] * d[i];
      a += d[i] * d[i];
      b += md;
      bmag += std::fabs(md);
    }
    int sign = 0;
    const int g0 = certified_sign(ray_sphere_g(a, b, bmag, tmin)).sign;
    if (g0 > 0) {
      sign = certified_sign(ray_sphere_f(m, d, r, tmin)).sign;
    } else if (g0 < 0) {
      const int g1 = tmax == HUGE_VAL ? 1 : certified_sign(ray_sphere_g(a, b, bmag, tmax)).sign;
      if (g1 < 0) {
        sign = certified_sign(ray_sphere_f(m, d, r, tmax)).sign;
      } else if (g1 > 0) {
        sign = certified_sign(ray_sphere_d(m, d, r, a)).sign;
      }
    }
    if (sign > 0) return decided_by_filter(st, Relation::disjoint);
    if (sign < 0) return decided_by_filter(st, Relation::overlapping);
  }
  return ray_sphere_slow(ray, sph, st);
}

}  // namespace detail

/// Exact relation of the ray {o + t dir : tmin <= t <= tmax} and the closed
/// ball {|x - c| <= r}; see the file comment for the rules and the degenerate
/// cases. Invalid input gives Relation::invalid. stats, when given, counts the
/// stage that decided the call.
template <class T>
Relation relation(const Ray<T>& ray, const Sphere<T>& sphere, Stats* stats = nullptr) noexcept {
  return detail::ray_sphere(ray, sphere, stats);
}
/// relation(sphere, ray) gives the same (relation.h).
template <class T>
struct ReversedPair<Sphere<T>, Ray<T>> : std::true_type {};

namespace detail {

/// The sign of f(c) = |o + c dir - ctr|^2 - r^2 in double-double, for a
/// screened input (rs_screened) and c == 0 or in the screen: m = o - ctr
/// and c dir exactly (two_sum, two_prod), w = m + c dir renormalised, each
/// w_k^2 and r^2 as two-term values, summed; |F~ - f(c)| <= 50.8 u^2
/// sum M_k^2 + 4.1 u^2 r^2 <= 64 u^2 P with M_k = |m_k| + |c d_k| and
/// P = sum M_k^2 + r^2 (docs/error-bounds.md, "Ray–sphere", "The root
/// comparison in double-double"). False when undecided (|F~| within the
/// bound: c within about 2^-99 of a root, relatively) or P < 2^-800.
constexpr double kRaySphereDdBound = 0x1p-100;  // 64 u^2
inline bool ray_sphere_f_dd(const RsInput& in, double c, int& sign) noexcept {
  DdProduct sq[3];
  double P = in.r * in.r;
  for (int k = 0; k < 3; ++k) {
    const Dd m = dd_diff(in.o[k], in.c[k]);
    const Dd p = two_prod(c, in.d[k]);
    const Dd s = two_sum(m.h, p.h);
    const Dd w = two_sum(s.h, (m.l + p.l) + s.l);
    sq[k] = {two_prod(w.h, w.h), (2 * w.h) * w.l};
    const double M = std::fabs(m.h) + std::fabs(p.h);
    P += M * M;
  }
  if (!(P >= 0x1p-800)) return false;
  const Dd q = dd_sum3(sq[0], sq[1], sq[2]);
  return dd_sign_of_difference(q, two_prod(in.r, in.r), (1 + 0x1p-20) * (kRaySphereDdBound * P), sign);
}

/// sign(t1 - c) for the smaller root t1 of f (a > 0, f(tmin) > 0 and the
/// ray meets the ball, so t1 is real and t1 > tmin): f is convex, so c is
/// left of t1 iff f(c) > 0 and G(c) < 0; c == t1 iff f(c) == 0 and G(c) <= 0
/// (the larger root has G > 0; a double root has G == 0). Each sign from the
/// filter when `filter` (the input passed the relation's screen and c is 0
/// or within it), else exactly; *exact records a call of the exact stage.
template <class T>
inline int rs_root_sign(LazyRsExact<T>& e, const double (&m)[3], const double (&d)[3], double r, double a, double b,
                        double bmag, bool filter, double c, bool* exact) noexcept {
  if constexpr (std::is_same_v<T, double>) {
    filter = filter && (c == 0.0 || (c >= kRaySphereScreenLo && c <= kRaySphereScreenHi));
  }
  FilteredSign f{0, false}, g{0, false};
  if (filter) {
    f = certified_sign(ray_sphere_f(m, d, r, c));
    g = certified_sign(ray_sphere_g(a, b, bmag, c));
  }
  if (!f.decided && filter) f.decided = ray_sphere_f_dd(e.in, c, f.sign);  // double input, typically
  if (!f.decided) {
    f.sign = e.get().f_sign(c);
    *exact = true;
  }
  if (f.sign < 0) return -1;  // between the roots
  if (!g.decided) {
    g.sign = e.get().g_sign(c);
    *exact = true;
  }
  if (f.sign == 0) return g.sign <= 0 ? 0 : -1;
  return g.sign < 0 ? 1 : -1;
}

}  // namespace detail

/// The exact relation of the ray {o + t dir : tmin <= t <= tmax} and the
/// closed ball {|x - c| <= r} (relation()) and, when they meet, a certified
/// bracket of the first hit parameter (RayHit, ray_hit.h)
///   t_hit = min { t in [tmin, tmax] : |o + t dir - c| <= r },
/// which is tmin when the ray starts in the ball (f(tmin) <= 0: the ball is
/// solid), else the smaller root t1 = (-b - sqrt(b^2 - a k)) / a of f, with
/// a = dir.dir, b = m.dir, k = m.m - r^2, an irrational number in general:
/// the bracket is decided by exact comparisons of t1 with values of T
/// (rs_root_sign), never by evaluating the formula. Same promises as
/// relation(): exact for every finite input, noexcept, no heap, no flag other
/// than inexact on valid input. stats counts one call: exact when the
/// relation or any comparison of the bracket needed the integer stage.
/// Cost: the relation; the sign of f(tmin); for a hit from outside, the
/// double root formula without cancellation (k / (-b + sqrt(disc)) for
/// b < 0) as the candidate, and two or three comparisons with it and its
/// neighbours (for float input each decided by the double filter; for double
/// input one ulp of t1 is below its resolution, and f(c) is evaluated in
/// double-double, ray_sphere_f_dd, the integer stage deciding only a c within
/// about 2^-99 of t1; a candidate a few more units off, as double input's
/// rounded m = o - c can make it, is followed by steps doubling in length,
/// still near t1: bracket_from_candidate); where no candidate exists (input
/// outside the screen), bisection over T.
template <class T>
RayHit<T> ray_sphere_hit(const Ray<T>& ray_in, const Sphere<T>& sphere_in, Stats* stats = nullptr) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Ray<T>& ray = detail::as_given(ray_in);
  const Sphere<T>& sphere = detail::as_given(sphere_in);
  RayHit<T> out;
  Stats local;
  out.relation = detail::ray_sphere(ray, sphere, &local);
  if (!intersecting(out.relation)) {
    detail::count_hit_call(stats, local, false);
    return out;
  }
  const detail::RsInput in = detail::rs_input(ray, sphere);
  // The relation's filter screen (float: none; valid input is finite).
  bool filter = true;
  if constexpr (std::is_same_v<T, double>) filter = detail::rs_screened(ray, sphere);
  const double m[3] = {in.o[0] - in.c[0], in.o[1] - in.c[1], in.o[2] - in.c[2]};
  double a = 0.0, b = 0.0, bmag = 0.0, mm = 0.0;
  if (filter) {
    for (int i = 0; i < 3; ++i) {
      const double md = m[i] * in.d[i];
      a += in.d[i] * in.d[i];
      b += md;
      bmag += std::fabs(md);
      mm += m[i] * m[i];
    }
  }
  detail::LazyRsExact<T> e{in};
  bool exact = false;
  // Starts in the ball: t_hit = tmin.
  detail::FilteredSign f0{0, false};
  if (filter) f0 = detail::certified_sign(detail::ray_sphere_f(m, in.d, in.r, in.tmin));
  if (!f0.decided) {
    f0.sign = e.get().f_sign(in.tmin);
    exact = true;
  }
  if (f0.sign <= 0) {
    out.t_lo = out.t_hi = ray.tmin;
  } else {
    const auto sign_of = [&](T c) {
      return detail::rs_root_sign<T>(e, m, in.d, in.r, a, b, bmag, filter, static_cast<double>(c), &exact);
    };
    bool have_candidate = false;
    double approx = 0;
    if (filter && a > 0) {
      // k = m.m - r^2 > 0 (outside), disc = b^2 - a k, clamped at 0 (a
      // tangent ray may round below); both in range on screened input.
      const double k = mm - in.r * in.r;
      const double disc = b * b - a * k;
      const double root = std::sqrt(disc > 0 ? disc : 0.0);
      const double num = b < 0 ? k : -b - root;
      const double den = b < 0 ? -b + root : a;
      if (num > 0 && den > 0) {
        // Divide only when the quotient is normal and finite (no flag raised).
        const int ex = std::ilogb(num) - std::ilogb(den);
        if (ex > -1000 && ex < 1000) {
          approx = num / den;
          have_candidate = true;
        }
      }
    }
    if (have_candidate) {
      detail::bracket_from_candidate<T>(sign_of, detail::bracket_candidate<T>(approx), out.t_lo, out.t_hi);
    } else {
      detail::bracket_by_bisection<T>(sign_of, out.t_lo, out.t_hi);
    }
  }
  if (!e.ok()) {
    detail::capacity_exceeded();
    return RayHit<T>{};
  }
  detail::count_hit_call(stats, local, exact);
  return out;
}

}  // namespace gv

#endif  // GEOVERIFY_CORE_RAY_SPHERE_H
