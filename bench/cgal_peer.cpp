// SPDX-License-Identifier: MIT
// The CGAL peer column (see cgal_peer.h). Only compiled when CGAL is found.
#include "cgal_peer.h"

#include <CGAL/Bbox_3.h>
#include <CGAL/Exact_predicates_inexact_constructions_kernel.h>
#include <CGAL/Intersections_3/Bbox_3_Ray_3.h>
#include <CGAL/Intersections_3/Bbox_3_Triangle_3.h>
#include <CGAL/Intersections_3/Triangle_3_Triangle_3.h>

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

template <class Shape>
Runner runner(std::vector<std::pair<Shape, CGAL::Bbox_3>> prepared) {
  return [p = std::move(prepared)] {
    int hits = 0;
    for (const auto& sb : p) hits += CGAL::do_intersect(sb.first, sb.second) ? 1 : 0;
    return hits;
  };
}

template <class T>
Runner rays(const std::vector<gv::query::RayAabb<T>>& cases) {
  std::vector<std::pair<K::Ray_3, CGAL::Bbox_3>> p;
  for (const auto& c : cases) p.emplace_back(K::Ray_3(point(c.ray.o), K::Vector_3(point(c.ray.dir) - CGAL::ORIGIN)), bbox(c.box));
  return runner(std::move(p));
}

template <class T>
Runner triangles(const std::vector<gv::query::AabbTriangle<T>>& cases) {
  std::vector<std::pair<K::Triangle_3, CGAL::Bbox_3>> p;
  for (const auto& c : cases) p.emplace_back(K::Triangle_3(point(c.tri.p0), point(c.tri.p1), point(c.tri.p2)), bbox(c.box));
  return runner(std::move(p));
}

template <class T>
Runner triangle_pairs(const std::vector<gv::query::TriangleTriangle<T>>& cases) {
  std::vector<std::pair<K::Triangle_3, K::Triangle_3>> p;
  for (const auto& c : cases) {
    p.emplace_back(K::Triangle_3(point(c.a.p0), point(c.a.p1), point(c.a.p2)),
                   K::Triangle_3(point(c.b.p0), point(c.b.p1), point(c.b.p2)));
  }
  return [p = std::move(p)] {
    int hits = 0;
    for (const auto& ab : p) hits += CGAL::do_intersect(ab.first, ab.second) ? 1 : 0;
    return hits;
  };
}

}  // namespace

Runner cgal_run(const std::vector<gv::query::RayAabb<float>>& cases) { return rays(cases); }
Runner cgal_run(const std::vector<gv::query::RayAabb<double>>& cases) { return rays(cases); }
Runner cgal_run(const std::vector<gv::query::AabbTriangle<float>>& cases) { return triangles(cases); }
Runner cgal_run(const std::vector<gv::query::AabbTriangle<double>>& cases) { return triangles(cases); }
Runner cgal_run(const std::vector<gv::query::TriangleTriangle<float>>& cases) { return triangle_pairs(cases); }
Runner cgal_run(const std::vector<gv::query::TriangleTriangle<double>>& cases) { return triangle_pairs(cases); }

}  // namespace gvbench
