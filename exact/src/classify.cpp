// SPDX-License-Identifier: MIT
// geoverify exact: degeneracy classes (see classify.h).
#include "geoverify/exact/classify.h"

#include <cmath>
#include <limits>
#include <vector>

#include "geoverify/exact/rational.h"
#include "geoverify/query/registry.h"

namespace gv {
namespace exact {
namespace {

using Tags = std::vector<const char*>;

template <class T>
bool is_subnormal(T x) {
  return x != 0 && std::fabs(x) < std::numeric_limits<T>::min();
}

template <class T>
bool is_huge(T x) {
  const int e = std::is_same_v<T, float> ? 64 : 512;
  return std::fabs(x) >= std::ldexp(T(1), e);
}

template <class C>
void scale_tags(const C& c, Tags& tags) {
  const auto v = query::scalars_of(c);
  bool sub = false, huge = false;
  for (const auto x : v) {
    if (!std::isfinite(x)) continue;  // an unbounded ray's tmax
    sub = sub || is_subnormal(x);
    huge = huge || is_huge(x);
  }
  if (sub) tags.push_back("subnormal");
  if (huge) tags.push_back("huge");
}

template <class T>
bool is_zero(const Vec3<T>& v) {
  return v.x == 0 && v.y == 0 && v.z == 0;
}

template <class T>
int zero_components(const Vec3<T>& v) {
  return (v.x == 0) + (v.y == 0) + (v.z == 0);
}

template <class T>
int zero_extents(const Aabb<T>& b) {
  return (b.min.x == b.max.x) + (b.min.y == b.max.y) + (b.min.z == b.max.z);
}

template <class T>
void box_tags(const Aabb<T>& b, Tags& tags) {
  const int z = zero_extents(b);
  if (z == 3) tags.push_back("point-box");
  else if (z > 0) tags.push_back("flat-box");
}

template <class T>
Rational q(T x) {
  return Rational(x);
}

/// Exactly: u x v == 0 (parallel, or one of them zero).
template <class T>
bool parallel(const Vec3<T>& u, const Vec3<T>& v) {
  return q(u.y) * q(v.z) == q(u.z) * q(v.y) && q(u.z) * q(v.x) == q(u.x) * q(v.z) &&
         q(u.x) * q(v.y) == q(u.y) * q(v.x);
}

/// |u x v| <= 2^-10 |u| |v| (in double: a description, not a decision).
template <class T>
bool nearly_parallel(const Vec3<T>& u, const Vec3<T>& v) {
  const long double ux = u.x, uy = u.y, uz = u.z, vx = v.x, vy = v.y, vz = v.z;
  const long double cx = uy * vz - uz * vy, cy = uz * vx - ux * vz, cz = ux * vy - uy * vx;
  const long double c2 = cx * cx + cy * cy + cz * cz;
  const long double uu = ux * ux + uy * uy + uz * uz, vv = vx * vx + vy * vy + vz * vz;
  return c2 <= uu * vv * std::ldexp(1.0L, -20);
}

template <class T>
bool obb_degenerate_axes(const Obb<T>& b) {
  for (int i = 0; i < 3; ++i) {
    if (is_zero(b.u[i])) return true;
    for (int j = i + 1; j < 3; ++j) {
      if (parallel(b.u[i], b.u[j])) return true;
    }
  }
  return false;
}

template <class T>
void obb_tags(const Obb<T>& b, Tags& tags) {
  const int z = (b.e[0] == 0) + (b.e[1] == 0) + (b.e[2] == 0);
  if (z == 3) tags.push_back("point-box");
  else if (z > 0) tags.push_back("flat-box");
  if (obb_degenerate_axes(b)) tags.push_back("degenerate-axes");
}

std::string render(Tags tags, const Result& r) {
  // Most specific first; keep every distinct tag, at most three.
  std::vector<const char*> kept;
  for (const char* t : tags) {
    bool seen = false;
    for (const char* k : kept) seen = seen || std::string(k) == t;
    if (!seen && kept.size() < 3) kept.push_back(t);
  }
  std::string s;
  for (const char* t : kept) s += (s.empty() ? "" : "+") + std::string(t);
  if (s.empty()) s = "generic";
  const char* closeness = r.relation == Relation::touching ? "touching"
                          : std::fabs(r.relative_margin) <= std::ldexp(1.0, -20) ? "near-contact"
                                                                                 : "clear";
  return s + ", " + closeness;
}

template <class T>
Tags tags_of(const query::PlaneAabb<T>& c) {
  Tags t;
  if (is_zero(c.plane.n)) t.push_back("zero-normal");
  box_tags(c.box, t);
  if (!is_zero(c.plane.n) && zero_components(c.plane.n) > 0) t.push_back("axis-normal");
  return t;
}

template <class T>
Tags tags_of(const query::PlaneSphere<T>& c) {
  Tags t;
  if (is_zero(c.plane.n)) t.push_back("zero-normal");
  if (c.sphere.r == 0) t.push_back("point-sphere");
  if (!is_zero(c.plane.n) && zero_components(c.plane.n) > 0) t.push_back("axis-normal");
  return t;
}

/// face-parallel / edge-parallel: how many products n.u_i vanish, exactly
/// (two or more: n is normal to a face; one: parallel to an edge). Zero axes
/// are left to degenerate-axes.
template <class T>
void normal_obb_tags(const Vec3<T>& n, const Obb<T>& b, Tags& tags) {
  if (is_zero(n)) return;
  const Vec3Q nq = to_rational(n);
  int zeros = 0;
  for (const auto& u : b.u) zeros += !is_zero(u) && dot(nq, to_rational(u)) == 0;
  if (zeros >= 2) tags.push_back("face-parallel");
  else if (zeros == 1) tags.push_back("edge-parallel");
}

template <class T>
Tags tags_of(const query::PlaneObb<T>& c) {
  Tags t;
  if (is_zero(c.plane.n)) t.push_back("zero-normal");
  obb_tags(c.obb, t);
  normal_obb_tags(c.plane.n, c.obb, t);
  return t;
}

template <class T>
Tags tags_of(const query::HalfspaceAabb<T>& c) {
  Tags t;
  if (is_zero(c.halfspace.n)) t.push_back("zero-normal");
  box_tags(c.box, t);
  if (!is_zero(c.halfspace.n) && zero_components(c.halfspace.n) > 0) t.push_back("axis-normal");
  return t;
}

template <class T>
Tags tags_of(const query::HalfspaceObb<T>& c) {
  Tags t;
  if (is_zero(c.halfspace.n)) t.push_back("zero-normal");
  obb_tags(c.obb, t);
  normal_obb_tags(c.halfspace.n, c.obb, t);
  return t;
}

template <class T>
Tags tags_of(const query::RayAabb<T>& c) {
  Tags t;
  const Ray<T>& r = c.ray;
  const Aabb<T>& b = c.box;
  if (is_zero(r.dir)) {
    t.push_back("zero-dir");
  } else {
    bool grazing = false, sub = false, near = false;
    const T m = std::fmax(std::fabs(r.dir.x), std::fmax(std::fabs(r.dir.y), std::fabs(r.dir.z)));
    for (int i = 0; i < 3; ++i) {
      const T d = get(r.dir, i), o = get(r.o, i);
      grazing = grazing || (d == 0 && (o == get(b.min, i) || o == get(b.max, i)));
      sub = sub || is_subnormal(d);
      near = near || (d != 0 && std::fabs(d) < std::ldexp(m, -10));
    }
    if (grazing) t.push_back("grazing-face");
    if (zero_components(r.dir) > 0) t.push_back("axis-parallel");
    if (sub) t.push_back("subnormal-dir");
    if (near) t.push_back("near-parallel");
  }
  bool inside = true, closed = true;
  for (int i = 0; i < 3; ++i) {
    const T o = get(r.o, i);
    inside = inside && get(b.min, i) < o && o < get(b.max, i);
    closed = closed && get(b.min, i) <= o && o <= get(b.max, i);
  }
  if (inside) t.push_back("origin-inside");
  else if (closed) t.push_back("origin-on-face");
  box_tags(b, t);
  if (r.tmin > 0 || std::isfinite(r.tmax)) t.push_back("clipped");
  return t;
}

template <class T>
Tags tags_of(const query::ObbSphere<T>& c) {
  Tags t;
  if (c.sphere.r == 0) t.push_back("point-sphere");
  obb_tags(c.obb, t);
  return t;
}

template <class T>
Tags tags_of(const query::ObbObb<T>& c) {
  Tags t;
  obb_tags(c.a, t);
  obb_tags(c.b, t);
  bool par = false, near = false;
  for (const auto& u : c.a.u) {
    for (const auto& v : c.b.u) {
      if (is_zero(u) || is_zero(v)) continue;
      if (parallel(u, v)) par = true;
      else if (nearly_parallel(u, v)) near = true;
    }
  }
  if (par) t.push_back("parallel-axes");
  if (near) t.push_back("near-parallel");
  return t;
}

template <class T>
bool same(const Vec3<T>& a, const Vec3<T>& b) {
  return a.x == b.x && a.y == b.y && a.z == b.z;
}

template <class T>
Tags tags_of(const query::AabbTriangle<T>& c) {
  Tags t;
  const Triangle<T>& tr = c.tri;
  const bool r01 = same(tr.p0, tr.p1), r12 = same(tr.p1, tr.p2), r02 = same(tr.p0, tr.p2);
  if (r01 && r12) {
    t.push_back("point");
  } else if (r01 || r12 || r02) {
    t.push_back("repeated-vertex");
  } else {
    Vec3<Rational> e1, e2;
    for (int i = 0; i < 3; ++i) {
      set(e1, i, q(get(tr.p1, i)) - q(get(tr.p0, i)));
      set(e2, i, q(get(tr.p2, i)) - q(get(tr.p0, i)));
    }
    const bool collinear = e1.y * e2.z == e1.z * e2.y && e1.z * e2.x == e1.x * e2.z && e1.x * e2.y == e1.y * e2.x;
    if (collinear) t.push_back("collinear");
  }
  for (int i = 0; i < 3; ++i) {
    const T x = get(tr.p0, i);
    if (x == get(tr.p1, i) && x == get(tr.p2, i) && (x == get(c.box.min, i) || x == get(c.box.max, i))) {
      t.push_back("in-face-plane");
      break;
    }
  }
  const Vec3<T>* p[3] = {&tr.p0, &tr.p1, &tr.p2};
  for (int k = 0; k < 3; ++k) {
    const Vec3<T>& a = *p[k];
    const Vec3<T>& b = *p[(k + 1) % 3];
    const int eq = (a.x == b.x) + (a.y == b.y) + (a.z == b.z);
    if (eq == 2) {
      t.push_back("axis-parallel-edge");
      break;
    }
  }
  box_tags(c.box, t);
  return t;
}

template <class T>
Tags tags_of(const query::RayTriangle<T>& c) {
  Tags t;
  const Ray<T>& r = c.ray;
  const Triangle<T>& tr = c.tri;
  if (is_zero(r.dir)) t.push_back("zero-dir");
  const Vec3Q p0 = to_rational(tr.p0), p1 = to_rational(tr.p1), p2 = to_rational(tr.p2);
  const Vec3Q n = cross(p1 - p0, p2 - p0);
  if (same(tr.p0, tr.p1) && same(tr.p1, tr.p2)) {
    t.push_back("point");
  } else if (is_zero(n)) {
    t.push_back("collinear");
  } else if (!is_zero(r.dir)) {
    const Vec3Q o = to_rational(r.o), d = to_rational(r.dir);
    const Rational dn = dot(n, d);
    if (dn == 0) {
      t.push_back(dot(n, o - p0) == 0 ? "in-plane" : "parallel");
    } else {
      // Where the line crosses the plane: on an edge or a vertex?
      const Rational w[3] = {dot(d, cross(p1 - o, p2 - o)), dot(d, cross(p2 - o, p0 - o)),
                             dot(d, cross(p0 - o, p1 - o))};
      const int zeros = (w[0] == 0) + (w[1] == 0) + (w[2] == 0);
      const bool inside = (w[0] >= 0 && w[1] >= 0 && w[2] >= 0) || (w[0] <= 0 && w[1] <= 0 && w[2] <= 0);
      if (inside && zeros == 2) t.push_back("through-vertex");
      else if (inside && zeros == 1) t.push_back("through-edge");
      // Near-parallel: |d.n| <= 2^-10 |d| |n|, decided exactly on squares.
      if (dn * dn * Rational(1u << 20) <= dot(d, d) * dot(n, n)) t.push_back("near-parallel");
    }
  }
  if (r.tmin > 0 || std::isfinite(r.tmax)) t.push_back("clipped");
  return t;
}

template <class T>
Tags tags_of(const query::SphereAabb<T>& c) {
  Tags t;
  const Sphere<T>& s = c.sphere;
  const Aabb<T>& b = c.box;
  if (s.r == 0) t.push_back("point-sphere");
  box_tags(b, t);
  // Where the centre lies: inside (strictly, every axis), on the box's
  // boundary, or outside the slabs of 1 (face region), 2 (edge region) or
  // 3 axes (corner region). Comparisons of floats: exact.
  int outside = 0;
  bool strictly = true;
  for (int i = 0; i < 3; ++i) {
    const T x = get(s.c, i), lo = get(b.min, i), hi = get(b.max, i);
    outside += (x < lo) || (x > hi);
    strictly = strictly && lo < x && x < hi;
  }
  if (outside == 0) t.push_back(strictly ? "centre-inside" : "centre-on-boundary");
  else if (outside == 2) t.push_back("edge-region");
  else if (outside == 3) t.push_back("corner-region");
  return t;
}

template <class T>
Tags tags_of(const query::SegmentAabb<T>& c, const Result& r) {
  Tags t;
  const Segment<T>& g = c.seg;
  const Aabb<T>& b = c.box;
  const bool point = same(g.p0, g.p1);
  if (point) t.push_back("point-segment");
  // An endpoint on the box's boundary (in the closed box, not strictly inside).
  bool on_box = false;
  for (const Vec3<T>* p : {&g.p0, &g.p1}) {
    bool closed = true, open = true;
    for (int i = 0; i < 3; ++i) {
      const T x = get(*p, i), lo = get(b.min, i), hi = get(b.max, i);
      closed = closed && lo <= x && x <= hi;
      open = open && lo < x && x < hi;
    }
    on_box = on_box || (closed && !open);
  }
  if (on_box) t.push_back("endpoint-on-box");
  // The segment in a face plane (both endpoints on the plane x_i = min_i or max_i).
  bool in_face = false;
  for (int i = 0; i < 3; ++i) {
    const T a = get(g.p0, i);
    in_face = in_face || (a == get(g.p1, i) && (a == get(b.min, i) || a == get(b.max, i)));
  }
  if (in_face) t.push_back("in-face-plane");
  // Touching away from the endpoints and the face planes: through an edge or a corner.
  if (r.relation == Relation::touching && !on_box && !in_face && !point) t.push_back("grazing-edge");
  if (!point) {
    // The direction p1 - p0, exactly.
    Rational d[3], m = 0;
    bool inexact = false;
    for (int i = 0; i < 3; ++i) {
      d[i] = q(get(g.p1, i)) - q(get(g.p0, i));
      const Rational a = d[i] < 0 ? Rational(-d[i]) : d[i];
      if (a > m) m = a;
      const T rounded = get(g.p1, i) - get(g.p0, i);  // may overflow to inf: then inexact
      inexact = inexact || !std::isfinite(rounded) || q(rounded) != d[i];
    }
    bool axis = false, near = false;
    for (int i = 0; i < 3; ++i) {
      const Rational a = d[i] < 0 ? Rational(-d[i]) : d[i];
      axis = axis || a == 0;
      near = near || (a != 0 && a * Rational(1u << 10) < m);
    }
    if (axis) t.push_back("axis-parallel");
    if (near) t.push_back("near-parallel");
    if (inexact) t.push_back("rounded-direction");
  }
  box_tags(b, t);
  return t;
}

template <class C>
Tags tags_of(const C& c, const Result&) {
  return tags_of(c);
}

}  // namespace

template <class C>
std::string degeneracy_class(const C& c, const Result& r) {
  if (!query::valid(c)) return "invalid";
  Tags tags = tags_of(c, r);
  scale_tags(c, tags);
  return render(tags, r);
}

#define GEOVERIFY_DETAIL_CLASSIFY(Q)                                                \
  template std::string degeneracy_class(const query::Q<float>&, const Result&); \
  template std::string degeneracy_class(const query::Q<double>&, const Result&);
GEOVERIFY_FOR_EACH_QUERY(GEOVERIFY_DETAIL_CLASSIFY)
#undef GEOVERIFY_DETAIL_CLASSIFY

}  // namespace exact
}  // namespace gv
