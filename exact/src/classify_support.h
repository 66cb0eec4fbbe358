// SPDX-License-Identifier: MIT
// geoverify exact (private): what every query's degeneracy classifier shares.
// classify.h documents the classes; each query's tags live in
// classify_<query>.cpp, which specialises Tagger for its case type and
// instantiates degeneracy_class for float and double.
#ifndef GEOVERIFY_EXACT_SRC_CLASSIFY_SUPPORT_H
#define GEOVERIFY_EXACT_SRC_CLASSIFY_SUPPORT_H

#include <cmath>
#include <limits>
#include <string>
#include <vector>

#include "geoverify/exact/classify.h"
#include "geoverify/exact/rational.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace exact {
namespace classify_detail {

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

inline std::string render(Tags tags, const Result& r) {
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

/// The tags of a plane or half-space with normal n against a box, most
/// specific first: zero-normal (n == 0), the box's (box_tags: point-box,
/// flat-box), axis-normal (n != 0 with a zero component). Exact (float
/// comparisons with 0).
template <class T>
Tags plane_box_tags(const Vec3<T>& n, const Aabb<T>& b) {
  Tags t;
  if (is_zero(n)) t.push_back("zero-normal");
  box_tags(b, t);
  if (!is_zero(n) && zero_components(n) > 0) t.push_back("axis-normal");
  return t;
}

/// The tags of a plane or half-space with normal n against an oriented box,
/// most specific first: zero-normal (n == 0), the box's (obb_tags:
/// point-box, flat-box, degenerate-axes), face-parallel or edge-parallel
/// (normal_obb_tags). Exact.
template <class T>
Tags plane_obb_tags(const Vec3<T>& n, const Obb<T>& b) {
  Tags t;
  if (is_zero(n)) t.push_back("zero-normal");
  obb_tags(b, t);
  normal_obb_tags(n, b, t);
  return t;
}

template <class T>
bool same(const Vec3<T>& a, const Vec3<T>& b) {
  return a.x == b.x && a.y == b.y && a.z == b.z;
}

/// Tagger<C>::tags(c, r): the query-specific tags of a valid case, most
/// specific first (one specialisation per query, in classify_<query>.cpp).
template <class C>
struct Tagger;

}  // namespace classify_detail

template <class C>
std::string degeneracy_class(const C& c, const Result& r) {
  if (!query::valid(c)) return "invalid";
  classify_detail::Tags tags = classify_detail::Tagger<C>::tags(c, r);
  classify_detail::scale_tags(c, tags);
  return classify_detail::render(tags, r);
}

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_SRC_CLASSIFY_SUPPORT_H
