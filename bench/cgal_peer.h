// SPDX-License-Identifier: MIT
// The optional CGAL peer column: CGAL's Epick kernel (exact predicates,
// inexact constructions), do_intersect of Ray_3 and Triangle_3 with Bbox_3, and of two Triangle_3.
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
// exactly to double) and returns a runner answering them all. Rays must be
// half-lines (tmin == 0, tmax == +inf) with a nonzero direction, triangles
// any against a box, non-degenerate against each other (CGAL's
// precondition): the typical families satisfy this.
Runner cgal_run(const std::vector<gv::query::RayAabb<float>>& cases);
Runner cgal_run(const std::vector<gv::query::RayAabb<double>>& cases);
Runner cgal_run(const std::vector<gv::query::AabbTriangle<float>>& cases);
Runner cgal_run(const std::vector<gv::query::AabbTriangle<double>>& cases);
Runner cgal_run(const std::vector<gv::query::TriangleTriangle<float>>& cases);
Runner cgal_run(const std::vector<gv::query::TriangleTriangle<double>>& cases);
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
