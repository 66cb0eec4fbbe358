// SPDX-License-Identifier: MIT
// geoverify query: preconditions a routine under test may declare.
//
// A routine that is only meant for some inputs says so with its
// Implementation::accepts (contract.h); the campaign, the fuzz targets and
// the GoogleTest helper then judge it on those inputs only, and a row whose
// accepts() refused every case fails as "RAN NO CASES". These predicates
// state the usual preconditions of textbook routines exactly (each is a
// plain, deterministic function of the case's floats):
//
//   near_orthonormal(obb)    the stored axes are unit and mutually orthogonal
//                            to within tol (default 2^-10, which every
//                            float-rounded rotation meets): the precondition
//                            of routines built on a rotation matrix (Ericson's
//                            TestOBBOBB, the seed OBB routines);
//                            orthonormality_margin(u, tol) says how far inside
//                            it a case is (Implementation::precondition_margin)
//   solid(box)               min < max on every axis (no slab, segment or point)
//   nonzero(v)               some component is nonzero (a ray direction, a
//                            plane normal)
//   half_line(ray)           tmin == 0 and tmax == +infinity: the routines that
//                            know only t >= 0
//   within(shape, limit)     every component's magnitude is at most limit:
//                            routines that overflow on huge input
//   magnitudes_in(c, lo, hi) every nonzero component's magnitude lies in
//                            [lo, hi] (a magnitude window: no subnormal or
//                            tiny input below lo, nothing huge above hi)
//   unit_normal(n, k)        |n| is 1 to within k units in the last place of
//                            T (plane and half-space normals of routines
//                            that assume a unit normal); unit_normal_margin
//                            says how far inside it a case is
//   parameters_in(ray, lo, hi)  lo <= tmin <= tmax <= hi: the ray's
//                            parameter range kept away from the ends a
//                            routine handles badly (t == 0, t == +infinity)
//   front_to_back(seg, tri)  the segment runs from the triangle's front
//                            side to its back, decided exactly: the
//                            one-sided routines that return 0 for parallel
//                            and back-to-front segments by design (Ericson's
//                            IntersectSegmentTriangle); the exact sign is
//                            segment_normal_sign(seg, tri)
// All are false for NaN components.
#ifndef GEOVERIFY_QUERY_PRECONDITIONS_H
#define GEOVERIFY_QUERY_PRECONDITIONS_H

#include <cmath>
#include <limits>

#include "geoverify/core/detail/poly_exact.h"
#include "geoverify/core/shapes.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace query {

/// The default tolerance of near_orthonormal: 2^-10.
constexpr double kOrthonormalTolerance = 0x1p-10;

/// True iff |u_i . u_j - delta_ij| <= tol for all i, j (computed in double,
/// which is exact to far below tol for float axes).
template <class T>
bool near_orthonormal(const Vec3<T> (&u)[3], double tol = kOrthonormalTolerance) {
  for (int i = 0; i < 3; ++i) {
    for (int j = i; j < 3; ++j) {
      const double d = double(u[i].x) * u[j].x + double(u[i].y) * u[j].y + double(u[i].z) * u[j].z;
      if (!(std::fabs(d - (i == j ? 1.0 : 0.0)) <= tol)) return false;
    }
  }
  return true;
}

/// max over i <= j of |u_i . u_j - delta_ij| (in double): how far the stored
/// axes are from a rotation matrix. 0 for exactly orthonormal axes, about
/// 1e-7 for a float-rounded rotation; NaN for NaN components.
template <class T>
double orthonormality_error(const Vec3<T> (&u)[3]) {
  double worst = 0;
  for (int i = 0; i < 3; ++i) {
    for (int j = i; j < 3; ++j) {
      const double d = double(u[i].x) * u[j].x + double(u[i].y) * u[j].y + double(u[i].z) * u[j].z;
      const double e = std::fabs(d - (i == j ? 1.0 : 0.0));
      if (!(e <= worst)) worst = e;  // NaN propagates
    }
  }
  return worst;
}

/// 1 - orthonormality_error(u) / tol: in (0, 1] exactly when
/// near_orthonormal(u, tol), 1 for exact rotations, <= 0 outside. The
/// precondition margin (Implementation::precondition_margin) of routines
/// built on a rotation matrix.
template <class T>
double orthonormality_margin(const Vec3<T> (&u)[3], double tol = kOrthonormalTolerance) {
  const double e = orthonormality_error(u);
  return e == e ? 1.0 - e / tol : -1.0;
}

/// near_orthonormal of the box's stored axes.
template <class T>
bool near_orthonormal(const Obb<T>& b, double tol = kOrthonormalTolerance) {
  return near_orthonormal(b.u, tol);
}

/// True iff min < max on every axis.
template <class T>
bool solid(const Aabb<T>& b) {
  return b.min.x < b.max.x && b.min.y < b.max.y && b.min.z < b.max.z;
}

/// True iff some component is nonzero (and none is NaN).
template <class T>
bool nonzero(const Vec3<T>& v) {
  return is_finite(v) && !(v.x == T(0) && v.y == T(0) && v.z == T(0));
}

/// True iff the ray is the half-line t >= 0: tmin == 0, tmax == +infinity.
template <class T>
bool half_line(const Ray<T>& r) {
  return r.tmin == T(0) && r.tmax == std::numeric_limits<T>::infinity();
}

/// True iff every component of every shape of case c has magnitude <= limit
/// (an infinite tmax of a ray is allowed: it is the default).
template <class C>
bool within(const C& c, double limit) {
  for (const auto x : scalars_of(c)) {
    if (std::isinf(x) && x > 0) continue;  // Ray::tmax == +infinity
    if (!(std::fabs(double(x)) <= limit)) return false;
  }
  return true;
}

/// True iff every nonzero component of every shape of case c has magnitude
/// in [lo, hi] (zeros and -0.0 pass; an infinite tmax of a ray passes when hi
/// is +infinity). False for NaN.
template <class C>
bool magnitudes_in(const C& c, double lo, double hi) {
  for (const auto x : scalars_of(c)) {
    const double a = std::fabs(double(x));
    if (a == 0) continue;
    if (!(lo <= a && a <= hi)) return false;
  }
  return true;
}

/// The default tolerance of unit_normal: 4 units in the last place of T.
constexpr int kUnitNormalUlps = 4;

/// |n.n - 1| / (2 eps(T)), n.n computed in double (exact for float input
/// but for one rounding of the sum): about the number of units in the last
/// place of T by which |n| misses 1 (|n| - 1 ~ (n.n - 1) / 2). NaN for NaN
/// components.
template <class T>
double unit_normal_error_ulps(const Vec3<T>& n) {
  const double nn = double(n.x) * n.x + double(n.y) * n.y + double(n.z) * n.z;
  return std::fabs(nn - 1.0) / (2.0 * std::numeric_limits<T>::epsilon());
}

/// True iff |n| is 1 to within k units in the last place of T:
/// unit_normal_error_ulps(n) <= k. A float-rounded unit vector is within 2.
template <class T>
bool unit_normal(const Vec3<T>& n, int k = kUnitNormalUlps) {
  return unit_normal_error_ulps(n) <= k;
}

/// 1 - unit_normal_error_ulps(n) / k: in (0, 1] exactly when
/// unit_normal(n, k) (0 on its edge), 1 for an exactly unit n, negative
/// outside, -1 for NaN. A precondition margin (Implementation::
/// precondition_margin) for routines that assume a unit normal.
template <class T>
double unit_normal_margin(const Vec3<T>& n, int k = kUnitNormalUlps) {
  const double e = unit_normal_error_ulps(n);
  return e == e ? 1.0 - e / k : -1.0;
}

/// True iff lo <= tmin <= tmax <= hi (hi may be +infinity, which admits an
/// infinite tmax).
template <class T>
bool parameters_in(const Ray<T>& r, double lo, double hi) {
  return lo <= double(r.tmin) && r.tmin <= r.tmax && double(r.tmax) <= hi;
}

/// The exact sign (-1, 0 or +1) of
///   (s.p0 - s.p1) . ((t.p1 - t.p0) x (t.p2 - t.p0)),
/// the segment's reversed direction against the normal n of the triangle
/// (the side from which p0, p1, p2 appear counter-clockwise is the front,
/// where n points): +1 when the segment runs from the front towards the back,
/// -1 from the back towards the front, 0 when it is parallel to the plane,
/// a point (p0 == p1) or the triangle is degenerate (n == 0). A polynomial of
/// degree 3 in the coordinates, evaluated with the core's integer arithmetic
/// (core/detail/poly_exact.h: exact for every finite float or double, no
/// floating-point operation, no heap). 0 for a NaN or infinite coordinate.
template <class T>
int segment_normal_sign(const Segment<T>& s, const Triangle<T>& t) {
  if (!is_finite(s.p0) || !is_finite(s.p1) || !is_finite(t.p0) || !is_finite(t.p1) || !is_finite(t.p2)) return 0;
  using Caps = gv::detail::PolyCaps<T>;
  gv::detail::BigVec<Caps::d1> e1, e2, back;
  bool ok = true;
  for (int i = 0; i < 3; ++i) {
    ok &= gv::detail::big_diff(e1.c[i], static_cast<double>(get(t.p1, i)), static_cast<double>(get(t.p0, i)));
    ok &= gv::detail::big_diff(e2.c[i], static_cast<double>(get(t.p2, i)), static_cast<double>(get(t.p0, i)));
    ok &= gv::detail::big_diff(back.c[i], static_cast<double>(get(s.p0, i)), static_cast<double>(get(s.p1, i)));
  }
  gv::detail::BigVec<Caps::d2> n;
  ok &= gv::detail::big_cross(n, e1, e2);
  gv::detail::BigFloat<Caps::d3> r;
  ok &= gv::detail::big_dot3(r, back, n);
  return ok ? gv::detail::big_sign(r) : 0;  // !ok is ruled out by the capacities (poly_exact.h)
}

/// True iff segment_normal_sign(s, t) > 0: the segment goes from the front of
/// the triangle's plane to its back, (p0 - p1) . n > 0 exactly (a point
/// segment, a parallel one and a degenerate triangle are refused). The
/// precondition of one-sided segment-triangle routines. False for NaN.
template <class T>
bool front_to_back(const Segment<T>& s, const Triangle<T>& t) {
  return segment_normal_sign(s, t) > 0;
}

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_PRECONDITIONS_H
