// SPDX-License-Identifier: MIT
// geoverify exact: ray versus triangle (see ray_triangle.h).
#include "geoverify/exact/ray_triangle.h"

#include <cmath>
#include <optional>

#include "geoverify/exact/rational/polyhedron.h"
#include "geoverify/exact/rational/ray_triangle.h"

namespace gv {
namespace exact {

namespace {

// The parameter set {t in [lo, hi] : constraint} as a closed interval, hi
// absent meaning +infinity.
struct Interval {
  Rational lo;
  std::optional<Rational> hi;
  bool empty = false;

  // Intersects with {t : a + t g >= 0}.
  void keep(const Rational& a, const Rational& g) {
    if (empty) return;
    if (g == 0) {
      if (a < 0) empty = true;
      return;
    }
    const Rational bound = -a / g;
    if (g > 0) {
      if (bound > lo) lo = bound;
    } else if (!hi || bound < *hi) {
      hi = bound;
    }
    if (hi && lo > *hi) empty = true;
  }
};

// The affine barycentric functions of a non-degenerate triangle (n != 0) on
// its plane: lambda_i(x) = (c_i + g_i . x) / (n . n) for x in the plane.
struct Barycentric {
  Vec3Q g[3];
  Rational c[3];
  Rational nn;
};

Barycentric barycentric(const Vec3Q p[3], const Vec3Q& n) {
  Barycentric b;
  b.nn = dot(n, n);
  for (int i = 0; i < 3; ++i) {
    // lambda_i(x) = ((p_{i+2} - p_{i+1}) x (x - p_{i+1})) . n / (n . n)
    const Vec3Q& a = p[(i + 1) % 3];
    const Vec3Q e = p[(i + 2) % 3] - a;
    b.g[i] = cross(n, e);  // (e x x) . n == x . (n x e)
    b.c[i] = -dot(b.g[i], a);
  }
  return b;
}

}  // namespace

template <class T>
Result ray_triangle(const Ray<T>& ray, const Triangle<T>& tri) {
  if (!is_valid(ray) || !is_valid(tri)) return Result{};
  const Approx scale = max_abs_scale(ray.o.x, ray.o.y, ray.o.z, tri.p0.x, tri.p0.y, tri.p0.z, tri.p1.x, tri.p1.y,
                                     tri.p1.z, tri.p2.x, tri.p2.y, tri.p2.z);
  const Vec3Q o = to_rational(ray.o), d = to_rational(ray.dir);
  const Vec3Q start = o + to_rational(ray.tmin) * d;
  const Polyhedron r = std::isinf(ray.tmax) ? ray_polyhedron(start, d)
                                            : segment_polyhedron(start, o + to_rational(ray.tmax) * d);
  const Separation s =
      separation(triangle_polyhedron(to_rational(tri.p0), to_rational(tri.p1), to_rational(tri.p2)), r);
  return make_result(s.relation, s.magnitude, scale);
}

template <class T>
TriangleFirstHit ray_triangle_hit(const Ray<T>& ray, const Triangle<T>& tri) {
  TriangleFirstHit out;
  if (!is_valid(ray) || !is_valid(tri)) return out;
  const Vec3Q o = to_rational(ray.o), d = to_rational(ray.dir);
  const Vec3Q p[3] = {to_rational(tri.p0), to_rational(tri.p1), to_rational(tri.p2)};
  Interval iv{to_rational(ray.tmin), std::nullopt, false};
  if (!std::isinf(ray.tmax)) iv.hi = to_rational(ray.tmax);
  const Vec3Q n = cross(p[1] - p[0], p[2] - p[0]);
  if (!is_zero(n)) {
    // The ray's points in the plane: n.(o + t d - p0) == 0.
    const Rational off = dot(n, o - p[0]), dn = dot(n, d);
    if (dn != 0) {
      const Rational t = -off / dn;  // the one crossing
      iv.keep(-iv.lo + t, Rational(0));   // t >= lo
      if (iv.hi) iv.keep(*iv.hi - t, Rational(0));  // t <= hi
      if (iv.empty) return out;
      iv.lo = t;
      iv.hi = t;
    } else if (off != 0) {
      return out;  // parallel to the plane, off it
    }
    // On the plane for every t of the interval: clip by the three barycentric
    // half-planes lambda_i(o + t d) >= 0.
    const Barycentric bc = barycentric(p, n);
    for (int i = 0; i < 3; ++i) iv.keep(bc.c[i] + dot(bc.g[i], o), dot(bc.g[i], d));
    if (iv.empty) return out;
    const Vec3Q x = o + iv.lo * d;
    out.hit = true;
    out.t = iv.lo;
    for (int i = 0; i < 3; ++i) out.b[i] = (bc.c[i] + dot(bc.g[i], x)) / bc.nn;
    return out;
  }
  // Degenerate triangle: the segment between the two vertices farthest apart.
  int ia = 0, ib = 1;
  Rational far = dot(p[1] - p[0], p[1] - p[0]);
  for (const auto& [i, j] : {std::pair<int, int>{1, 2}, std::pair<int, int>{0, 2}}) {
    const Rational len = dot(p[j] - p[i], p[j] - p[i]);
    if (len > far) far = len, ia = i, ib = j;
  }
  const Vec3Q a = p[ia], e = p[ib] - p[ia];
  if (far == 0) {
    // A point: o + t d == a.
    const Vec3Q w = a - o;
    if (is_zero(d)) {
      if (!is_zero(w)) return out;
    } else {
      if (!is_zero(cross(w, d))) return out;
      const Rational t = dot(w, d) / dot(d, d);
      iv.keep(-iv.lo + t, Rational(0));
      if (iv.hi) iv.keep(*iv.hi - t, Rational(0));
      if (iv.empty) return out;
      iv.lo = t;
    }
    out.hit = true;
    out.t = iv.lo;
    out.b[0] = 1;
    out.b[1] = out.b[2] = 0;
    return out;
  }
  // o + t d == a + s e with s in [0, 1].
  const Vec3Q w = o - a;
  const Vec3Q m = cross(d, e);
  std::optional<Rational> s_at;  // s at the first hit
  if (!is_zero(m)) {
    if (dot(w, m) != 0) return out;  // skew lines
    // Coplanar, not parallel: one crossing. With m = d x e:
    // t = ((a - o) x e).m / m.m,  s = ((a - o) x d).m / m.m.
    const Rational mm = dot(m, m);
    const Rational t = dot(cross(-1 * w, e), m) / mm;
    const Rational s = dot(cross(-1 * w, d), m) / mm;
    if (s < 0 || s > 1) return out;
    iv.keep(-iv.lo + t, Rational(0));
    if (iv.hi) iv.keep(*iv.hi - t, Rational(0));
    if (iv.empty) return out;
    iv.lo = t;
    s_at = s;
  } else if (is_zero(d)) {
    // The point o on the segment?
    if (!is_zero(cross(w, e))) return out;
    const Rational s = dot(w, e) / far;
    if (s < 0 || s > 1) return out;
    s_at = s;
  } else {
    // Parallel: collinear or nothing. s(t) = (w + t d).e / e.e, in [0, 1].
    if (!is_zero(cross(w, d))) return out;
    const Rational we = dot(w, e), de = dot(d, e);
    iv.keep(we, de);             // s >= 0
    iv.keep(far - we, -de);      // s <= 1
    if (iv.empty) return out;
    s_at = (we + iv.lo * de) / far;
  }
  out.hit = true;
  out.t = iv.lo;
  out.b[0] = out.b[1] = out.b[2] = 0;
  out.b[ia] = 1 - *s_at;
  out.b[ib] = *s_at;
  return out;
}

template Result ray_triangle<float>(const Ray<float>&, const Triangle<float>&);
template Result ray_triangle<double>(const Ray<double>&, const Triangle<double>&);
template TriangleFirstHit ray_triangle_hit<float>(const Ray<float>&, const Triangle<float>&);
template TriangleFirstHit ray_triangle_hit<double>(const Ray<double>&, const Triangle<double>&);

}  // namespace exact
}  // namespace gv
