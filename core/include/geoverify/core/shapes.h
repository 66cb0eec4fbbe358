// SPDX-License-Identifier: MIT
// geoverify core: shapes and their validity.
//
// Every shape is a closed point set. Each scalar is read as the exact rational
// number it represents (0.1f is 13421773/2^27, not 1/10); -0.0 equals +0.0.
// Degenerate shapes are valid and keep their exact meaning; only non-finite
// values and inverted intervals are invalid. Scalar type T is float or double.
//
//   shape     point set                              valid iff
//   Aabb      min <= p <= max componentwise          finite, min <= max per axis
//   Sphere    |p - c| <= r                           finite, r >= 0
//   Plane     n.p + d == 0  (n == 0: empty if        finite
//             d != 0, all of space if d == 0)
//   Halfspace n.p + d <= 0  (n == 0: all of space    finite
//             if d <= 0, empty if d > 0)
//   Ray       o + t dir, tmin <= t <= tmax           o, dir, tmin finite; 0 <= tmin <= tmax;
//                                                    tmax may be +infinity (the default)
//   Obb       c + s0 e0 u0 + s1 e1 u1 + s2 e2 u2,     finite, e_i >= 0
//             |s_i| <= 1 (the axes as stored: a
//             parallelepiped; zero or parallel axes ok)
//   Triangle  convex hull of p0, p1, p2              finite
//   Segment   convex hull of p0, p1 (the endpoints   finite
//             as given; p1 - p0 is never rounded)
//   Capsule   points within r of the segment p0-p1   finite, r >= 0
//   Point     the single point p                     finite
//
// Degenerate but valid: zero extents (slab, segment, point box), r == 0 (a
// point), n == 0 (plane or half-space), dir == 0 (the single point o + tmin*dir = o), tmin == tmax,
// e_i == 0, zero or parallel Obb axes, collinear or coincident triangle
// vertices (a segment or a point), a segment with p0 == p1 (a point), a
// capsule with p0 == p1 (a ball), r == 0 (a segment) or both (a point).
#ifndef GEOVERIFY_CORE_SHAPES_H
#define GEOVERIFY_CORE_SHAPES_H

#include <cmath>
#include <limits>
#include <type_traits>

#include "geoverify/core/config.h"

namespace gv {

/// True for the scalar types the library supports: float and double.
template <class T>
inline constexpr bool is_scalar_v = std::is_same_v<T, float> || std::is_same_v<T, double>;

/// A point or a direction.
template <class T>
struct Vec3 {
  T x, y, z;
};

/// Component i (0, 1, 2) of v.
template <class T>
constexpr T get(const Vec3<T>& v, int i) noexcept {
  return i == 0 ? v.x : (i == 1 ? v.y : v.z);
}

/// Sets component i (0, 1, 2) of v.
template <class T>
constexpr void set(Vec3<T>& v, int i, T value) noexcept {
  (i == 0 ? v.x : (i == 1 ? v.y : v.z)) = value;
}

/// Axis-aligned box {p : min <= p <= max}.
template <class T>
struct Aabb {
  Vec3<T> min, max;
};

/// Ball {p : |p - c| <= r}.
template <class T>
struct Sphere {
  Vec3<T> c;
  T r;
};

/// Plane {p : n.p + d == 0}; n need not be unit length.
template <class T>
struct Plane {
  Vec3<T> n;
  T d;
};

/// Closed half-space {p : n.p + d <= 0}; n need not be unit length. Same sign
/// convention as Plane{n, d} (its boundary plane); an engine's "n.p <= d"
/// is Halfspace{n, -d}, exactly. n == 0: all of space if d <= 0, empty if d > 0.
template <class T>
struct Halfspace {
  Vec3<T> n;
  T d;
};

/// Ray {o + t dir : tmin <= t <= tmax}. The defaults give the half-line t >= 0.
template <class T>
struct Ray {
  Vec3<T> o, dir;
  T tmin = T(0);
  T tmax = std::numeric_limits<T>::infinity();
};

/// Oriented box as stored: {c + sum_i s_i e_i u_i : |s_i| <= 1}. The axes u_i
/// are used exactly as given; rounded, non-orthonormal, parallel or zero axes
/// describe the corresponding (possibly flat) parallelepiped.
template <class T>
struct Obb {
  Vec3<T> c;
  Vec3<T> u[3];
  T e[3];
};

/// Convex hull of three points.
template <class T>
struct Triangle {
  Vec3<T> p0, p1, p2;
};

/// Closed segment {p0 + t (p1 - p0) : 0 <= t <= 1}, the convex hull of its
/// two endpoints as given (the direction p1 - p0 is exact, never a rounded
/// float). p0 == p1 is the single point p0.
template <class T>
struct Segment {
  Vec3<T> p0, p1;
};

/// Capsule {p : |p - x| <= r for some x of the segment p0-p1}: the swept
/// sphere of physics engines, given by its axis' endpoints as given (the
/// direction p1 - p0 is exact) and its radius. p0 == p1 is a ball, r == 0 the
/// segment itself.
template <class T>
struct Capsule {
  Vec3<T> p0, p1;
  T r;
};

/// The single point p (the distance queries' query point).
template <class T>
struct Point {
  Vec3<T> p;
};

using Vec3f = Vec3<float>;
using Vec3d = Vec3<double>;
using Aabbf = Aabb<float>;
using Aabbd = Aabb<double>;
using Spheref = Sphere<float>;
using Sphered = Sphere<double>;
using Planef = Plane<float>;
using Planed = Plane<double>;
using Halfspacef = Halfspace<float>;
using Halfspaced = Halfspace<double>;
using Rayf = Ray<float>;
using Rayd = Ray<double>;
using Obbf = Obb<float>;
using Obbd = Obb<double>;
using Trianglef = Triangle<float>;
using Triangled = Triangle<double>;
using Segmentf = Segment<float>;
using Segmentd = Segment<double>;
using Capsulef = Capsule<float>;
using Capsuled = Capsule<double>;
using Pointf = Point<float>;
using Pointd = Point<double>;

/// True iff v has no NaN or infinite component.
template <class T>
bool is_finite(const Vec3<T>& v) noexcept {
  return std::isfinite(v.x) && std::isfinite(v.y) && std::isfinite(v.z);
}

/// Valid iff every component is finite and min <= max on every axis.
template <class T>
bool is_valid(const Aabb<T>& b) noexcept {
  return is_finite(b.min) && is_finite(b.max) && b.min.x <= b.max.x && b.min.y <= b.max.y &&
         b.min.z <= b.max.z;
}

/// Valid iff c and r are finite and r >= 0 (r == -0.0 is a valid zero radius).
template <class T>
bool is_valid(const Sphere<T>& s) noexcept {
  return is_finite(s.c) && std::isfinite(s.r) && s.r >= T(0);
}

/// Valid iff n and d are finite. n == 0 is valid (empty set or all of space).
template <class T>
bool is_valid(const Plane<T>& p) noexcept {
  return is_finite(p.n) && std::isfinite(p.d);
}

/// Valid iff n and d are finite. n == 0 is valid (all of space or empty).
template <class T>
bool is_valid(const Halfspace<T>& h) noexcept {
  return is_finite(h.n) && std::isfinite(h.d);
}

/// Valid iff o, dir and tmin are finite, 0 <= tmin <= tmax, and tmax is not NaN
/// (tmax == +infinity means an unbounded ray).
template <class T>
bool is_valid(const Ray<T>& r) noexcept {
  return is_finite(r.o) && is_finite(r.dir) && std::isfinite(r.tmin) && r.tmin >= T(0) &&
         r.tmin <= r.tmax;  // false for NaN tmax; tmax == +inf passes
}

/// Valid iff c, the axes and the extents are finite and every e_i >= 0.
template <class T>
bool is_valid(const Obb<T>& b) noexcept {
  for (int i = 0; i < 3; ++i) {
    if (!is_finite(b.u[i]) || !std::isfinite(b.e[i]) || !(b.e[i] >= T(0))) return false;
  }
  return is_finite(b.c);
}

/// Valid iff all three vertices are finite.
template <class T>
bool is_valid(const Triangle<T>& t) noexcept {
  return is_finite(t.p0) && is_finite(t.p1) && is_finite(t.p2);
}

/// Valid iff both endpoints are finite. p0 == p1 is valid (a point).
template <class T>
bool is_valid(const Segment<T>& s) noexcept {
  return is_finite(s.p0) && is_finite(s.p1);
}

/// Valid iff p is finite.
template <class T>
bool is_valid(const Point<T>& q) noexcept {
  return is_finite(q.p);
}

/// Valid iff both endpoints and r are finite and r >= 0 (r == -0.0 is a
/// valid zero radius).
template <class T>
bool is_valid(const Capsule<T>& c) noexcept {
  return is_finite(c.p0) && is_finite(c.p1) && std::isfinite(c.r) && c.r >= T(0);
}

namespace detail {

// --- inputs as the caller's types hold them ------------------------------------
// GCC 12 (12.2 checked) folds (double)(float)x to x once basic-block
// vectorisation has paired the two conversions (match.pd's conversion fold
// applied to vector types): a caller's Capsule<float> built from doubles
// then reaches an inlined core as the unrounded doubles, and the core
// certifies a shape the caller does not hold (a touching float capsule
// answered as overlapping: tests/core/native_build_test.cpp,
// FloatInputsRoundedByTheCallerStayRounded). Each
// entry point therefore takes its float shapes through as_given(): a copy
// whose every coordinate passes an empty asm that makes the float opaque,
// so no conversion after it can fold with one before. Double shapes, and
// every shape under clang and other compilers, pass by reference untouched.
#if defined(__GNUC__) && !defined(__clang__)
#if (defined(__x86_64__) || defined(__i386__)) && defined(__SSE2__)
inline float as_given(float x) noexcept {
  __asm__("" : "+x"(x));
  return x;
}
#elif defined(__aarch64__)
inline float as_given(float x) noexcept {
  __asm__("" : "+w"(x));
  return x;
}
#else
inline float as_given(float x) noexcept {
  __asm__("" : "+m"(x));
  return x;
}
#endif
inline Vec3<float> as_given(const Vec3<float>& v) noexcept { return {as_given(v.x), as_given(v.y), as_given(v.z)}; }
inline Aabb<float> as_given(const Aabb<float>& b) noexcept { return {as_given(b.min), as_given(b.max)}; }
inline Sphere<float> as_given(const Sphere<float>& s) noexcept { return {as_given(s.c), as_given(s.r)}; }
inline Plane<float> as_given(const Plane<float>& p) noexcept { return {as_given(p.n), as_given(p.d)}; }
inline Halfspace<float> as_given(const Halfspace<float>& h) noexcept { return {as_given(h.n), as_given(h.d)}; }
inline Ray<float> as_given(const Ray<float>& r) noexcept {
  return {as_given(r.o), as_given(r.dir), as_given(r.tmin), as_given(r.tmax)};
}
inline Obb<float> as_given(const Obb<float>& b) noexcept {
  return {as_given(b.c), {as_given(b.u[0]), as_given(b.u[1]), as_given(b.u[2])},
          {as_given(b.e[0]), as_given(b.e[1]), as_given(b.e[2])}};
}
inline Triangle<float> as_given(const Triangle<float>& t) noexcept {
  return {as_given(t.p0), as_given(t.p1), as_given(t.p2)};
}
inline Segment<float> as_given(const Segment<float>& s) noexcept { return {as_given(s.p0), as_given(s.p1)}; }
inline Capsule<float> as_given(const Capsule<float>& c) noexcept { return {as_given(c.p0), as_given(c.p1), as_given(c.r)}; }
inline Point<float> as_given(const Point<float>& q) noexcept { return {as_given(q.p)}; }
#endif  // GCC: clang does not fold the conversions, and takes every shape as it is
/// Double shapes (and, under other compilers, every shape): nothing to
/// guard, the shape itself.
template <class S>
inline const S& as_given(const S& s) noexcept {
  return s;
}

}  // namespace detail

}  // namespace gv

#endif  // GEOVERIFY_CORE_SHAPES_H
