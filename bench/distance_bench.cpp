// SPDX-License-Identifier: MIT
// The certified distances (core/point_aabb.h, core/point_triangle.h): the
// bracket of the squared distance against the textbook routine in T --
// Arvo's clamp-and-sum for a box, Ericson's ClosestPtPointTriangle (RTCD
// 5.1.5) for a triangle -- on points in [-100, 100]^3 and boxes of half size
// 1..10 (triangles of edge up to 20) centred in [-50, 50]^3. The
// point-aabb-distance rows are the query's (bench.h register_query: the
// squared distance and the distance, typical, near-boundary and
// exact-fallback families, the exact numbers as the oracle column);
// "point-triangle-distance/<type>/typical" is hand-registered.
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "bench.h"
#include "ericson_closest_point.h"
#include "geoverify/core/point_aabb.h"
#include "geoverify/core/point_triangle.h"

namespace gvbench {
namespace {

template <class T>
using PointBox = gv::query::PointAabbDistance<T>;

template <class T>
std::vector<PointBox<T>> point_boxes() {
  gv::gen::Prng rng(31);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  std::vector<PointBox<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const T cx = T(50) * u(), cy = T(50) * u(), cz = T(50) * u();
    const T hx = T(1) + T(9) * std::fabs(u()), hy = T(1) + T(9) * std::fabs(u()), hz = T(1) + T(9) * std::fabs(u());
    const T px = T(100) * u(), py = T(100) * u(), pz = T(100) * u();
    v.push_back({{{px, py, pz}}, {{cx - hx, cy - hy, cz - hz}, {cx + hx, cy + hy, cz + hz}}});
  }
  return v;
}

/// Arvo's squared distance (clamp each coordinate, sum the squares, in T)
/// and its square root: the plain routine of the query's two numbers.
template <class T>
bool arvo_distance(const PointBox<T>& c, T& d) noexcept {
  T s = 0;
  for (int k = 0; k < 3; ++k) {
    const T x = gv::get(c.point.p, k), lo = gv::get(c.box.min, k), hi = gv::get(c.box.max, k);
    const T e = x < lo ? lo - x : (x > hi ? x - hi : T(0));
    s += e * e;
  }
  d = std::sqrt(s);
  return true;
}

template <class T>
void register_distance(const char* type) {
  QuerySpec<PointBox<T>> spec{std::string("point-aabb-distance/") + type, point_boxes<T>,
                              per_case_number<PointBox<T>, arvo_distance<T>>};
  spec.core = core_numbers<PointBox<T>>;
  register_query<PointBox<T>>(spec, 33);
}

template <class T>
struct PointTri {
  gv::Vec3<T> p;
  gv::Triangle<T> t;
};

template <class T>
std::vector<PointTri<T>> point_triangles() {
  gv::gen::Prng rng(37);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  std::vector<PointTri<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const T cx = T(50) * u(), cy = T(50) * u(), cz = T(50) * u();
    gv::Vec3<T> q[3];
    for (auto& x : q) {
      const T a = cx + T(10) * u(), b = cy + T(10) * u(), c = cz + T(10) * u();
      x = {a, b, c};
    }
    const T px = T(100) * u(), py = T(100) * u(), pz = T(100) * u();
    v.push_back({{px, py, pz}, {q[0], q[1], q[2]}});
  }
  return v;
}

template <class T>
void register_triangle_distance(const char* type) {
  auto work = std::make_shared<std::vector<PointTri<T>>>();
  auto get = [work]() -> const std::vector<PointTri<T>>& {
    if (work->empty()) *work = point_triangles<T>();
    return *work;
  };
  const std::string base = std::string("point-triangle-distance/") + type + "/typical/";
  benchmark::RegisterBenchmark((base + "plain").c_str(), [get](benchmark::State& s) {
    const auto& v = get();
    detail::time_runner(s, [&v] {
      int n = 0;
      for (const auto& c : v) n += ericson_distance2(c.p, c.t) > T(100);
      return n;
    });
  });
  benchmark::RegisterBenchmark((base + "core").c_str(), [get](benchmark::State& s) {
    const auto& v = get();
    detail::time_runner(s, [&v] {
      int n = 0;
      for (const auto& c : v) n += gv::point_triangle_distance2(c.p, c.t).lo > T(100);
      return n;
    });
    gv::Stats st;
    for (const auto& c : v) gv::point_triangle_distance2(c.p, c.t, &st);
    s.counters["exact_share"] = static_cast<double>(st.exact) / static_cast<double>(st.filter + st.exact);
  });
}

void register_distances() {
  register_distance<float>("f32");
  register_distance<double>("f64");
  register_triangle_distance<float>("f32");
  register_triangle_distance<double>("f64");
}

GVBENCH_QUERY_SOURCE(register_distances);

}  // namespace
}  // namespace gvbench
