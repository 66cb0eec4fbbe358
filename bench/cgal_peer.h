// SPDX-License-Identifier: MIT
// The optional CGAL peer column: CGAL's Epick kernel (exact predicates,
// inexact constructions), do_intersect of Plane_3, Sphere_3, Ray_3,
// Segment_3 and Triangle_3 with Bbox_3, and of two Triangle_3.
// Compiled only when CMake finds CGAL (GEOVERIFY_BENCH_CGAL); otherwise
// cgal_runner() is null and the benchmark has no cgal column.
#ifndef GEOVERIFY_BENCH_CGAL_PEER_H
#define GEOVERIFY_BENCH_CGAL_PEER_H

#include <vector>

#include "bench.h"

namespace gvbench {

template <class C>
using RunnerFactory = Runner (*)(const std::vector<C>&);

#ifdef GEOVERIFY_BENCH_CGAL
// Each converts the cases to CGAL objects (untimed; float coordinates widen
// exactly to double) and returns a runner answering as many calls as there
// are cases. Cases outside what CGAL's types express or its preconditions
// allow (a ray that is not a half-line or has a zero direction, a collinear
// triangle, a plane with a zero normal, a point segment, a squared radius
// that overflows) are replaced by repeats of the others, and their count is
// printed: the typical families have none; the near-boundary ones some.
Runner cgal_run(const std::vector<gv::query::RayAabb<float>>& cases);
Runner cgal_run(const std::vector<gv::query::RayAabb<double>>& cases);
Runner cgal_run(const std::vector<gv::query::AabbTriangle<float>>& cases);
Runner cgal_run(const std::vector<gv::query::AabbTriangle<double>>& cases);
Runner cgal_run(const std::vector<gv::query::TriangleTriangle<float>>& cases);
Runner cgal_run(const std::vector<gv::query::TriangleTriangle<double>>& cases);
Runner cgal_run(const std::vector<gv::query::PlaneAabb<float>>& cases);
Runner cgal_run(const std::vector<gv::query::PlaneAabb<double>>& cases);
Runner cgal_run(const std::vector<gv::query::SphereAabb<float>>& cases);
Runner cgal_run(const std::vector<gv::query::SphereAabb<double>>& cases);
Runner cgal_run(const std::vector<gv::query::SegmentAabb<float>>& cases);
Runner cgal_run(const std::vector<gv::query::SegmentAabb<double>>& cases);
#endif

/// The CGAL runner factory for C, or nullptr when CGAL was not built in.
template <class C>
RunnerFactory<C> cgal_runner() {
#ifdef GEOVERIFY_BENCH_CGAL
  return static_cast<RunnerFactory<C>>(&cgal_run);
#else
  return nullptr;
#endif
}

}  // namespace gvbench

#endif  // GEOVERIFY_BENCH_CGAL_PEER_H
