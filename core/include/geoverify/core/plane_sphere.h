// SPDX-License-Identifier: MIT
// geoverify core: plane versus sphere, exact.
//
// The set computed: the relation (relation.h) of the plane {x : n.x + d = 0}
// and the closed ball {x : |x - c| <= r}. With s = n.c + d and
// D = s^2 - r^2 (n.n), the answer is
//   n == 0, d == 0      overlapping (the plane is all of space)
//   n == 0, d != 0      disjoint    (the plane is empty)
//   D > 0               disjoint    (|s| / |n| > r)
//   D < 0               overlapping (the plane cuts the ball; needs r > 0)
//   D == 0              touching    (tangent plane, or r == 0 and c on the plane)
// n need not be unit length: the comparison is made with |n| exactly.
// Degenerate but valid: r == 0 or -0.0 (a point), n == 0, subnormals,
// magnitudes up to FLT_MAX / DBL_MAX.
// Invalid (NaN or infinite component, r < 0): Relation::invalid, and
// intersects() returns false.
//
// Exactness: exact for every finite input, float or double. Stage 1 compares
// |s| with r*sqrt(n.n) in double with the bounds kSum4Bound and
// kNormProductBound of detail/filter.h; stage 2 evaluates the sign of the
// degree-4 polynomial D exactly with stack-only integer arithmetic. Double
// inputs with a nonzero magnitude outside [2^-450, 2^500] take stage 1 on
// their rescaling by powers of two (plane_sphere_slow), with the values that
// fall below 2^-450 flushed to 0 and a term for them in the bound.
// noexcept, no heap, no global state; on valid input raises no floating-point
// exception other than inexact (invalid input may raise FE_INVALID before it
// is classified).
#ifndef GEOVERIFY_CORE_PLANE_SPHERE_H
#define GEOVERIFY_CORE_PLANE_SPHERE_H

#include <cmath>

#include "geoverify/core/detail/exact_eval.h"
#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/rescale.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/relation.h"
#include "geoverify/core/shapes.h"

namespace gv {
namespace detail {

inline Relation plane_sphere_from_sign(int sign_d) noexcept {
  return sign_d > 0 ? Relation::disjoint : (sign_d < 0 ? Relation::overlapping : Relation::touching);
}

/// s = n.c + d and r |n| keep the sign of their difference when n is
/// multiplied by 2^kn, c and r by 2^kp and d by 2^(kn + kp): both are
/// multiplied by 2^(kn + kp). PlaneSphereScaled holds those values for the
/// kn that puts the largest |n_i| in [1, 2) and the kp that puts the largest
/// of |c_i|, r there (rescaled_to_unit_above with floor kScreenLo;
/// scaled_by_pow2 for d), with flushed set when a value was replaced by 0.
/// far is set instead when |d 2^(kn + kp)| >= 2^8: then |n.c| < 12 and
/// r |n| < 7 for the scaled values, so |s| > r |n| (n, d, cr unspecified).
struct PlaneSphereScaled {
  double n[3];
  double d;
  double cr[4];  ///< c and r
  bool flushed;
  bool far;
};

/// out = the scaled values above; false (out unspecified) when c and r are
/// all zero. n != 0, every value finite. Exact where not flushed; no flag.
inline bool plane_sphere_rescaled(const double (&n)[3], double d, const double (&cr)[4],
                                  PlaneSphereScaled& out) noexcept {
  bool n_flushed = false, cr_flushed = false, d_flushed = false;
  int kn = 0, kp = 0;
  if (!rescaled_to_unit_above(n, kScreenLo, out.n, n_flushed, &kn)) return false;
  if (!rescaled_to_unit_above(cr, kScreenLo, out.cr, cr_flushed, &kp)) return false;
  out.far = !scaled_by_pow2(d, kn + kp, kScreenLo, 8, out.d, d_flushed);
  out.flushed = n_flushed || cr_flushed || d_flushed;
  return true;
}

/// The flush term of the rescaled filter (plane_sphere_slow): with the
/// normal scaled by 2^kn, the centre and radius by 2^kp and d by 2^(kn + kp),
/// so that the largest |n_i| and the largest of |c_i|, r lie in [1, 2), a
/// value whose scaled magnitude would fall below eta = kScreenLo = 2^-450
/// is replaced by 0. Each replaced value moved by less than eta, and every
/// kept one is below 2 (d below 2^8), so |s| moves by less than
/// 3 (2 eta + 2 eta) + eta = 13 eta and r |n| by less than 2 sqrt(3) eta +
/// 2 sqrt(3) eta < 7 eta: |s| - r |n| by less than 20 eta <= 32 eta
/// (docs/error-bounds.md, "plane-sphere").
constexpr double kPlaneSphereFlushBound = 0x1p-445;  // 32 eta

/// Stage 1 on doubles (float input: any finite values; double input:
/// screened, every nonzero magnitude in [kScreenLo, kScreenHi], or rescaled
/// as above): disjoint or overlapping when the sign of |s~| - q~ clears
/// kSum4Bound M + kNormProductBound q~, else Relation::invalid. With
/// flushed, the bound also has the flush term kPlaneSphereFlushBound.
/// n must not be zero.
GEOVERIFY_ALWAYS_INLINE Relation plane_sphere_filter(const double (&n)[3], double d, const double (&c)[3], double r,
                                                     bool flushed = false) noexcept {
  const double p0 = n[0] * c[0], p1 = n[1] * c[1], p2 = n[2] * c[2];
  const double sv = ((p0 + p1) + p2) + d;
  const double smag = ((std::fabs(p0) + std::fabs(p1)) + std::fabs(p2)) + std::fabs(d);
  const double nn = (n[0] * n[0] + n[1] * n[1]) + n[2] * n[2];
  const double q = r * std::sqrt(nn);  // r |n|, relative error <= 3.7u
  double bound = kSum4Bound * smag + kNormProductBound * q;
  if (flushed) bound += kPlaneSphereFlushBound;
  const double diff = std::fabs(sv) - q;  // sign(|s| - r|n|) = sign(D)
  if (diff > bound) return Relation::disjoint;
  if (diff < -bound) return Relation::overlapping;
  return Relation::invalid;
}

/// Stage 2: the exact sign of D for the given values.
template <class T>
inline Relation plane_sphere_exact(const double (&n)[3], double d, const double (&c)[3], double r, Stats* st) noexcept {
  bool ok = true;
  const int sign_d = exact_sign_plane_sphere<T>(d, n, c, r, ok);
  if (!ok) return capacity_exceeded();
  return decided_exactly(st, plane_sphere_from_sign(sign_d));
}

/// The complete predicate: validity, the zero normal, the filter, the exact
/// stage. Kept out of line; plane_sphere() calls it only when its fast path
/// cannot decide. Double input outside the screen takes the filter on its
/// rescaling (kPlaneSphereFlushBound above; D is multiplied by
/// 2^(2 (kn + kp)), so its sign does not change), and, when nothing was
/// flushed, the exact stage on the rescaled values too. A scaled |d| of at
/// least 2^8 is decided at once: the kept values give |n.c| < 12 and
/// r |n| < 7, so |s| > r |n|.
template <class T>
GEOVERIFY_NOINLINE Relation plane_sphere_slow(const Plane<T>& p, const Sphere<T>& s, Stats* st) noexcept {
  const T in[8] = {p.n.x, p.n.y, p.n.z, p.d, s.c.x, s.c.y, s.c.z, s.r};
  const bool filterable = screen(in);
  if (!filterable && !(is_valid(p) && is_valid(s))) return rejected(st);
  if (!(s.r >= T(0))) return rejected(st);

  const double n[3] = {p.n.x, p.n.y, p.n.z};
  const double c[3] = {s.c.x, s.c.y, s.c.z};
  const double d = p.d, r = s.r;
  if (n[0] == 0 && n[1] == 0 && n[2] == 0) {
    return decided_by_filter(st, d == 0 ? Relation::overlapping : Relation::disjoint);
  }
  if (filterable) {
    const Relation f = plane_sphere_filter(n, d, c, r);
    if (f != Relation::invalid) return decided_by_filter(st, f);
  } else if constexpr (std::is_same_v<T, double>) {
    const double cr[4] = {c[0], c[1], c[2], r};
    PlaneSphereScaled a;
    if (plane_sphere_rescaled(n, d, cr, a)) {  // false for c == 0, r == 0
      if (a.far) return decided_by_filter(st, Relation::disjoint);  // |s| > 244 > r |n|
      const double cs[3] = {a.cr[0], a.cr[1], a.cr[2]};
      const Relation f = plane_sphere_filter(a.n, a.d, cs, a.cr[3], a.flushed);
      if (f != Relation::invalid) return decided_by_filter(st, f);
      if (!a.flushed) return plane_sphere_exact<T>(a.n, a.d, cs, a.cr[3], st);  // an exact rescaling
    }
  }
  return plane_sphere_exact<T>(n, d, c, r, st);
}

/// Fast path: the filter without branches; decides every input where |s| and
/// r |n| are clearly apart. Everything else, invalid input included, goes to
/// plane_sphere_slow(). A NaN or infinity anywhere makes diff or its bound
/// non-finite, so the strict comparison fails; r must be >= 0. Double inputs
/// must pass the exponent screen before any product is formed.
template <class T>
inline Relation plane_sphere(const Plane<T>& p_in, const Sphere<T>& s_in, Stats* st) noexcept {
  static_assert(is_scalar_v<T>, "geoverify: T must be float or double");
  const Plane<T>& p = as_given(p_in);
  const Sphere<T>& s = as_given(s_in);
  if constexpr (std::is_same_v<T, double>) {
    if (!(admit_in_place<T>(p, kScreenLo, kScreenHi) && admit_in_place<T>(s, kScreenLo, kScreenHi))) {
      return plane_sphere_slow(p, s, st);
    }
  }
  const double nx = p.n.x, ny = p.n.y, nz = p.n.z, d = p.d, r = s.r;
  const double p0 = nx * s.c.x, p1 = ny * s.c.y, p2 = nz * s.c.z;
  const double sv = ((p0 + p1) + p2) + d;
  const double smag = ((std::fabs(p0) + std::fabs(p1)) + std::fabs(p2)) + std::fabs(d);
  const double q = r * std::sqrt((nx * nx + ny * ny) + nz * nz);
  const double diff = std::fabs(sv) - q;
  const bool decided = (std::fabs(diff) > kSum4Bound * smag + kNormProductBound * q) & (r >= 0);
  if (decided) {
    if (st) ++st->filter;
    return diff > 0 ? Relation::disjoint : Relation::overlapping;
  }
  return plane_sphere_slow(p, s, st);
}

}  // namespace detail

/// Exact relation of the plane {x : n.x + d = 0} and the ball {|x - c| <= r};
/// see the file comment for the rules and the degenerate cases.
/// Invalid input gives Relation::invalid. stats, when given, counts the stage
/// that decided the call.
template <class T>
Relation relation(const Plane<T>& plane, const Sphere<T>& sphere, Stats* stats = nullptr) noexcept {
  return detail::plane_sphere(plane, sphere, stats);
}

/// relation(Sphere, Plane) is relation(Plane, Sphere): the other argument order (relation.h).
template <class T>
struct ReversedPair<Sphere<T>, Plane<T>> : std::true_type {};

}  // namespace gv

#endif  // GEOVERIFY_CORE_PLANE_SPHERE_H
