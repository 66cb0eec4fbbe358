// SPDX-License-Identifier: MIT
// geoverify exact: oriented-box oracles (see obb.h).
#include "geoverify/exact/obb.h"

#include <vector>

#include "geoverify/exact/rational/polyhedron.h"
#include "geoverify/exact/rational/obb.h"

namespace gv {
namespace exact {
namespace {

template <class T>
void axes(const Obb<T>& b, Vec3Q& c, Vec3Q a[3]) {
  c = to_rational(b.c);
  for (int i = 0; i < 3; ++i) a[i] = to_rational(b.e[i]) * to_rational(b.u[i]);
}

template <class T>
Approx obb_scale(const Obb<T>& b) {
  Approx s = max_abs_scale(b.c.x, b.c.y, b.c.z);
  for (int i = 0; i < 3; ++i) s = max(s, approx(double(b.e[i])) * max_abs_scale(b.u[i].x, b.u[i].y, b.u[i].z));
  return s;
}

Rational det3(const Vec3Q& a, const Vec3Q& b, const Vec3Q& c) { return dot(a, cross(b, c)); }

// Coordinates s with q = c + A s, when A = [a0 a1 a2] is invertible (Cramer).
bool coordinates(const Vec3Q& q, const Vec3Q& c, const Vec3Q a[3], Rational s[3], Rational& det) {
  det = det3(a[0], a[1], a[2]);
  if (det == 0) return false;
  const Vec3Q w = q - c;
  s[0] = det3(w, a[1], a[2]) / det;
  s[1] = det3(a[0], w, a[2]) / det;
  s[2] = det3(a[0], a[1], w) / det;
  return true;
}

}  // namespace

Rational squared_distance_to_parallelepiped(const Vec3Q& q, const Vec3Q& c, const Vec3Q a[3]) {
  Rational s[3], det;
  if (coordinates(q, c, a, s, det) && abs(s[0]) <= 1 && abs(s[1]) <= 1 && abs(s[2]) <= 1) return Rational(0);
  const std::vector<Vec3Q> v = parallelepiped_polyhedron(c, a).vertices;
  Rational best = dot(q - v[0], q - v[0]);
  auto consider = [&best](const Rational& d2) {
    if (d2 < best) best = d2;
  };
  for (std::size_t i = 0; i < v.size(); ++i) {
    const Vec3Q wi = q - v[i];
    consider(dot(wi, wi));
    for (std::size_t j = i + 1; j < v.size(); ++j) {
      const Vec3Q e1 = v[j] - v[i];
      const Rational ee = dot(e1, e1);
      if (ee == 0) continue;
      const Rational t = dot(wi, e1);  // projection parameter times ee
      if (t >= 0 && t <= ee) {
        const Vec3Q f = wi - (t / ee) * e1;
        consider(dot(f, f));
      }
      for (std::size_t k = j + 1; k < v.size(); ++k) {
        const Vec3Q e2 = v[k] - v[i];
        const Vec3Q n = cross(e1, e2);
        const Rational nn = dot(n, n);
        if (nn == 0) continue;  // collinear: covered by the segments
        // Barycentric coordinates of the projection of q on the plane.
        const Rational d11 = ee, d12 = dot(e1, e2), d22 = dot(e2, e2);
        const Rational w1 = dot(wi, e1), w2 = dot(wi, e2);
        const Rational alpha = (w1 * d22 - w2 * d12) / nn;  // nn = d11 d22 - d12^2
        const Rational beta = (w2 * d11 - w1 * d12) / nn;
        if (alpha >= 0 && beta >= 0 && alpha + beta <= 1) {
          const Rational h = dot(wi, n);
          consider(h * h / nn);
        }
      }
    }
  }
  return best;
}

template <class T>
Result obb_sphere(const Obb<T>& obb, const Sphere<T>& sphere) {
  if (!is_valid(obb) || !is_valid(sphere)) return Result{};
  const Approx scale = max(obb_scale(obb), max_abs_scale(sphere.c.x, sphere.c.y, sphere.c.z, sphere.r));
  Vec3Q c, a[3];
  axes(obb, c, a);
  const Vec3Q q = to_rational(sphere.c);
  const Rational r = to_rational(sphere.r);
  const Rational dist2 = squared_distance_to_parallelepiped(q, c, a);
  const Rational r2 = r * r;
  if (dist2 != r2 && dist2 != 0) {
    // dist - r = (dist^2 - r^2) / (dist + r), without cancellation
    const Approx m = abs(approx(Rational(dist2 - r2))) / (sqrt(approx(dist2)) + approx(r));
    return make_result(dist2 > r2 ? Relation::disjoint : Relation::overlapping, m, scale);
  }
  if (dist2 != 0) return make_result(Relation::touching, Approx{}, scale);  // tangent, r > 0
  // q is in P. Depth: its distance to P's boundary (zero unless P is solid
  // and q interior), min over the facets s_i = +-1 of (1 - |s_i|) |det| / |a_j x a_k|.
  Rational s[3], det;
  Approx depth{};
  bool interior = false;
  if (coordinates(q, c, a, s, det)) {
    interior = abs(s[0]) < 1 && abs(s[1]) < 1 && abs(s[2]) < 1;
    if (interior) {
      for (int i = 0; i < 3; ++i) {
        const Vec3Q n = cross(a[(i + 1) % 3], a[(i + 2) % 3]);
        const Approx d = approx(Rational((1 - abs(s[i])) * abs(det))) / sqrt(approx(dot(n, n)));
        depth = i == 0 ? d : min(depth, d);
      }
    }
  }
  if (r == 0) {
    return interior ? make_result(Relation::overlapping, depth, scale)
                    : make_result(Relation::touching, Approx{}, scale);
  }
  return make_result(Relation::overlapping, approx(r) + depth, scale);
}

template <class T>
Result obb_obb(const Obb<T>& a, const Obb<T>& b) {
  if (!is_valid(a) || !is_valid(b)) return Result{};
  const Approx scale = max(obb_scale(a), obb_scale(b));
  Vec3Q ca, aa[3], cb, ab[3];
  axes(a, ca, aa);
  axes(b, cb, ab);
  const Separation s = separation(parallelepiped_polyhedron(ca, aa), parallelepiped_polyhedron(cb, ab));
  return make_result(s.relation, s.magnitude, scale);
}

template Result obb_sphere<float>(const Obb<float>&, const Sphere<float>&);
template Result obb_sphere<double>(const Obb<double>&, const Sphere<double>&);
template Result obb_obb<float>(const Obb<float>&, const Obb<float>&);
template Result obb_obb<double>(const Obb<double>&, const Obb<double>&);

}  // namespace exact
}  // namespace gv
