// SPDX-License-Identifier: MIT
// The CGAL peer column (see cgal_peer.h). Only compiled when CGAL is found.
#include "cgal_peer.h"

#include <CGAL/Bbox_3.h>
#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/Intersections_3/Bbox_3_Plane_3.h>
#include <CGAL/Intersections_3/Bbox_3_Ray_3.h>
#include <CGAL/Intersections_3/Bbox_3_Segment_3.h>
#include <CGAL/Intersections_3/Bbox_3_Sphere_3.h>
#include <CGAL/Intersections_3/Bbox_3_Triangle_3.h>
#include <CGAL/Intersections_3/Triangle_3_Triangle_3.h>

#include <cmath>
#include <cstdio>
#include <limits>
#include <set>
#include <string>
#include <utility>

namespace gvbench {
namespace {

using K = CGAL::Exact_predicates_inexact_constructions_kernel;

template <class T>
K::Point_3 point(const gv::Vec3<T>& v) {
  return {static_cast<double>(v.x), static_cast<double>(v.y), static_cast<double>(v.z)};
}

template <class T>
CGAL::Bbox_3 bbox(const gv::Aabb<T>& b) {
  return {static_cast<double>(b.min.x), static_cast<double>(b.min.y), static_cast<double>(b.min.z),
          static_cast<double>(b.max.x), static_cast<double>(b.max.y), static_cast<double>(b.max.z)};
}

/// A runner answering the prepared pairs, cycled to `count` calls: the cases
/// outside CGAL's preconditions (skipped when preparing) are replaced by
/// repeats of the others, so that the column's ns per case is CGAL's time per
/// call on the family; how many were replaced goes to standard error.
template <class A, class B>
Runner runner(std::vector<std::pair<A, B>> prepared, std::size_t count, const char* what) {
  static std::set<std::string> said;  // once per family, not per repetition
  if (prepared.size() < count && said.insert(std::string(what) + "/" + std::to_string(prepared.size())).second) {
    std::fprintf(stderr, "cgal column, %s: %zu of %zu cases outside CGAL's preconditions, replaced by repeats\n", what,
                 count - prepared.size(), count);
  }
  std::vector<std::pair<A, B>> p;
  for (std::size_t i = 0; !prepared.empty() && p.size() < count; ++i) p.push_back(prepared[i % prepared.size()]);
  return [p = std::move(p)] {
    int hits = 0;
    for (const auto& ab : p) hits += CGAL::do_intersect(ab.first, ab.second) ? 1 : 0;
    return hits;
  };
}

template <class T>
bool nonzero(const gv::Vec3<T>& v) {
  return v.x != 0 || v.y != 0 || v.z != 0;
}

template <class T>
bool proper(const gv::Triangle<T>& t) {
  const K::Point_3 a = point(t.p0), b = point(t.p1), c = point(t.p2);
  return !CGAL::collinear(a, b, c);
}

/// Half-lines (tmin == 0, tmax == +inf) with a nonzero direction: CGAL's Ray_3.
template <class T>
Runner rays(const std::vector<gv::query::RayAabb<T>>& cases) {
  std::vector<std::pair<K::Ray_3, CGAL::Bbox_3>> p;
  for (const auto& c : cases) {
    if (!nonzero(c.ray.dir) || c.ray.tmin != 0 || c.ray.tmax != std::numeric_limits<T>::infinity()) continue;
    p.emplace_back(K::Ray_3(point(c.ray.o), K::Vector_3(point(c.ray.dir) - CGAL::ORIGIN)), bbox(c.box));
  }
  return runner(std::move(p), cases.size(), "ray-aabb");
}

/// Triangles that are not collinear.
template <class T>
Runner triangles(const std::vector<gv::query::AabbTriangle<T>>& cases) {
  std::vector<std::pair<K::Triangle_3, CGAL::Bbox_3>> p;
  for (const auto& c : cases) {
    if (!proper(c.tri)) continue;
    p.emplace_back(K::Triangle_3(point(c.tri.p0), point(c.tri.p1), point(c.tri.p2)), bbox(c.box));
  }
  return runner(std::move(p), cases.size(), "aabb-triangle");
}

/// Pairs of triangles that are not collinear (CGAL's precondition).
template <class T>
Runner triangle_pairs(const std::vector<gv::query::TriangleTriangle<T>>& cases) {
  std::vector<std::pair<K::Triangle_3, K::Triangle_3>> p;
  for (const auto& c : cases) {
    if (!proper(c.a) || !proper(c.b)) continue;
    p.emplace_back(K::Triangle_3(point(c.a.p0), point(c.a.p1), point(c.a.p2)),
                   K::Triangle_3(point(c.b.p0), point(c.b.p1), point(c.b.p2)));
  }
  return runner(std::move(p), cases.size(), "triangle-triangle");
}

/// Planes with a nonzero normal: n.x + d = 0 is CGAL's Plane_3(a, b, c, d).
template <class T>
Runner planes(const std::vector<gv::query::PlaneAabb<T>>& cases) {
  std::vector<std::pair<K::Plane_3, CGAL::Bbox_3>> p;
  for (const auto& c : cases) {
    if (!nonzero(c.plane.n)) continue;
    p.emplace_back(K::Plane_3(static_cast<double>(c.plane.n.x), static_cast<double>(c.plane.n.y),
                              static_cast<double>(c.plane.n.z), static_cast<double>(c.plane.d)),
                   bbox(c.box));
  }
  return runner(std::move(p), cases.size(), "plane-aabb");
}

/// Balls whose squared radius is finite in double: CGAL's Sphere_3 takes the
/// squared radius, rounded to double for double input (exact for float).
template <class T>
Runner spheres(const std::vector<gv::query::SphereAabb<T>>& cases) {
  std::vector<std::pair<K::Sphere_3, CGAL::Bbox_3>> p;
  for (const auto& c : cases) {
    const double r = static_cast<double>(c.sphere.r);
    if (!std::isfinite(r * r)) continue;
    p.emplace_back(K::Sphere_3(point(c.sphere.c), r * r), bbox(c.box));
  }
  return runner(std::move(p), cases.size(), "sphere-aabb");
}

/// Segments with distinct endpoints.
template <class T>
Runner segments(const std::vector<gv::query::SegmentAabb<T>>& cases) {
  std::vector<std::pair<K::Segment_3, CGAL::Bbox_3>> p;
  for (const auto& c : cases) {
    if (c.seg.p0.x == c.seg.p1.x && c.seg.p0.y == c.seg.p1.y && c.seg.p0.z == c.seg.p1.z) continue;
    p.emplace_back(K::Segment_3(point(c.seg.p0), point(c.seg.p1)), bbox(c.box));
  }
  return runner(std::move(p), cases.size(), "segment-aabb");
}

}  // namespace

Runner cgal_run(const std::vector<gv::query::RayAabb<float>>& cases) { return rays(cases); }
Runner cgal_run(const std::vector<gv::query::RayAabb<double>>& cases) { return rays(cases); }
Runner cgal_run(const std::vector<gv::query::AabbTriangle<float>>& cases) { return triangles(cases); }
Runner cgal_run(const std::vector<gv::query::AabbTriangle<double>>& cases) { return triangles(cases); }
Runner cgal_run(const std::vector<gv::query::TriangleTriangle<float>>& cases) { return triangle_pairs(cases); }
Runner cgal_run(const std::vector<gv::query::TriangleTriangle<double>>& cases) { return triangle_pairs(cases); }
Runner cgal_run(const std::vector<gv::query::PlaneAabb<float>>& cases) { return planes(cases); }
Runner cgal_run(const std::vector<gv::query::PlaneAabb<double>>& cases) { return planes(cases); }
Runner cgal_run(const std::vector<gv::query::SphereAabb<float>>& cases) { return spheres(cases); }
Runner cgal_run(const std::vector<gv::query::SphereAabb<double>>& cases) { return spheres(cases); }
Runner cgal_run(const std::vector<gv::query::SegmentAabb<float>>& cases) { return segments(cases); }
Runner cgal_run(const std::vector<gv::query::SegmentAabb<double>>& cases) { return segments(cases); }

}  // namespace gvbench
