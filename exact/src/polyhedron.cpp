// SPDX-License-Identifier: MIT
// geoverify exact: relation of two convex polyhedra (see polyhedron.h).
#include "geoverify/exact/rational/polyhedron.h"

#include <optional>

namespace gv {
namespace exact {
namespace {

// The range of c.x over a polyhedron; an end is absent where it is infinite.
struct Range {
  std::optional<Rational> lo, hi;
};

Range range_along(const Polyhedron& p, const Vec3Q& c) {
  Rational lo = dot(c, p.vertices[0]);
  Rational hi = lo;
  for (std::size_t i = 1; i < p.vertices.size(); ++i) {
    const Rational v = dot(c, p.vertices[i]);
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  Range r{lo, hi};
  if (p.unbounded) {
    const Rational k = dot(c, p.recession);
    if (k > 0) r.hi.reset();
    if (k < 0) r.lo.reset();
  }
  return r;
}

// The candidate normals of M = A - B for edge directions E (polyhedron.h).
std::vector<Vec3Q> candidates(const std::vector<Vec3Q>& e, const Vec3Q& m0, int& rank) {
  std::vector<Vec3Q> out;
  if (e.empty()) {
    rank = 0;
    if (!is_zero(m0)) out.push_back(m0);
    return out;
  }
  const Vec3Q& e1 = e[0];
  const Vec3Q* e2 = nullptr;
  for (const auto& f : e) {
    if (!is_zero(cross(e1, f))) {
      e2 = &f;
      break;
    }
  }
  if (!e2) {
    rank = 1;
    out.push_back(e1);
    const Vec3Q w = cross(e1, cross(m0, e1));
    if (!is_zero(w)) out.push_back(w);
    return out;
  }
  const Vec3Q n = cross(e1, *e2);
  bool spatial = false;
  for (const auto& f : e) spatial |= dot(n, f) != 0;
  if (!spatial) {
    rank = 2;
    out.push_back(n);
    for (const auto& f : e) out.push_back(cross(n, f));  // nonzero: f is in the plane, n normal to it
    return out;
  }
  rank = 3;
  for (std::size_t i = 0; i < e.size(); ++i) {
    for (std::size_t j = i + 1; j < e.size(); ++j) {
      const Vec3Q c = cross(e[i], e[j]);
      if (!is_zero(c)) out.push_back(c);
    }
  }
  return out;
}

}  // namespace

Separation separation(const Polyhedron& a, const Polyhedron& b) {
  std::vector<Vec3Q> e = a.edges;
  e.insert(e.end(), b.edges.begin(), b.edges.end());
  int rank = 0;
  const std::vector<Vec3Q> cs = candidates(e, a.vertices[0] - b.vertices[0], rank);

  bool separated = false, contact = false;
  Approx gap{}, depth{};
  bool have_depth = false;
  for (const Vec3Q& c : cs) {
    const Range ra = range_along(a, c), rb = range_along(b, c);
    const Approx norm = sqrt(approx(dot(c, c)));
    // h(c) = max over M of c.x = max_A - min_B;  h(-c) = max_B - min_A.
    const std::optional<Rational> h[2] = {
        (ra.hi && rb.lo) ? std::optional<Rational>(*ra.hi - *rb.lo) : std::nullopt,
        (rb.hi && ra.lo) ? std::optional<Rational>(*rb.hi - *ra.lo) : std::nullopt};
    for (const auto& v : h) {
      if (!v) continue;  // infinite support: never separates in this direction
      if (*v < 0) {
        separated = true;
        gap = max(gap, abs(approx(*v)) / norm);
      } else if (*v == 0) {
        contact = true;
      } else {
        const Approx d = approx(*v) / norm;
        depth = have_depth ? min(depth, d) : d;
        have_depth = true;
      }
    }
  }
  Separation s;
  if (separated) {
    s.relation = Relation::disjoint;
    s.magnitude = gap;
  } else if (contact || rank < 3) {
    s.relation = Relation::touching;
  } else {
    s.relation = Relation::overlapping;
    s.magnitude = depth;
  }
  return s;
}

Polyhedron box_polyhedron(const Vec3Q& lo, const Vec3Q& hi) {
  Polyhedron p;
  for (int k = 0; k < 8; ++k) {
    p.vertices.push_back({(k & 1) ? hi.x : lo.x, (k & 2) ? hi.y : lo.y, (k & 4) ? hi.z : lo.z});
  }
  if (hi.x > lo.x) p.edges.push_back({1, 0, 0});
  if (hi.y > lo.y) p.edges.push_back({0, 1, 0});
  if (hi.z > lo.z) p.edges.push_back({0, 0, 1});
  return p;
}

Polyhedron parallelepiped_polyhedron(const Vec3Q& c, const Vec3Q a[3]) {
  Polyhedron p;
  for (int k = 0; k < 8; ++k) {
    Vec3Q v = c;
    for (int i = 0; i < 3; ++i) v = ((k >> i) & 1) ? v + a[i] : v - a[i];
    p.vertices.push_back(v);
  }
  for (int i = 0; i < 3; ++i) {
    if (!is_zero(a[i])) p.edges.push_back(a[i]);
  }
  return p;
}

Polyhedron triangle_polyhedron(const Vec3Q& p0, const Vec3Q& p1, const Vec3Q& p2) {
  Polyhedron p;
  p.vertices = {p0, p1, p2};
  for (const Vec3Q& e : {p1 - p0, p2 - p1, p0 - p2}) {
    if (!is_zero(e)) p.edges.push_back(e);
  }
  return p;
}

Polyhedron segment_polyhedron(const Vec3Q& p, const Vec3Q& q) {
  Polyhedron s;
  s.vertices = {p, q};
  const Vec3Q e = q - p;
  if (!is_zero(e)) s.edges.push_back(e);
  return s;
}

Polyhedron ray_polyhedron(const Vec3Q& p, const Vec3Q& dir) {
  Polyhedron s;
  s.vertices = {p};
  if (!is_zero(dir)) {
    s.edges.push_back(dir);
    s.unbounded = true;
    s.recession = dir;
  }
  return s;
}

}  // namespace exact
}  // namespace gv
