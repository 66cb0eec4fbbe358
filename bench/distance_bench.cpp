// SPDX-License-Identifier: MIT
// The certified distances (core/point_aabb.h, core/point_triangle.h): the
// bracket of the squared distance against the textbook routine in T --
// Arvo's clamp-and-sum for a box, Ericson's ClosestPtPointTriangle (RTCD
// 5.1.5) for a triangle -- on points in [-100, 100]^3 and boxes of half size
// 1..10 (triangles of edge up to 20) centred in [-50, 50]^3. Rows
// "point-aabb-distance/<type>/typical" (with the exact rational value as the
// oracle column) and "point-triangle-distance/<type>/typical".
#include <cmath>
#include <memory>
#include <string>
#include <vector>

#include "bench.h"
#include "ericson_closest_point.h"
#include "geoverify/core/point_aabb.h"
#include "geoverify/core/point_triangle.h"
#include "geoverify/exact/rational.h"

namespace gvbench {
namespace {

template <class T>
struct PointBox {
  gv::Vec3<T> p;
  gv::Aabb<T> box;
};

template <class T>
std::vector<PointBox<T>> point_boxes() {
  gv::gen::Prng rng(31);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  std::vector<PointBox<T>> v;
  for (int i = 0; i < cases(); ++i) {
    const T cx = T(50) * u(), cy = T(50) * u(), cz = T(50) * u();
    const T hx = T(1) + T(9) * std::fabs(u()), hy = T(1) + T(9) * std::fabs(u()), hz = T(1) + T(9) * std::fabs(u());
    const T px = T(100) * u(), py = T(100) * u(), pz = T(100) * u();
    v.push_back({{px, py, pz}, {{cx - hx, cy - hy, cz - hz}, {cx + hx, cy + hy, cz + hz}}});
  }
  return v;
}

/// Arvo's squared distance: clamp each coordinate, sum the squares, in T.
template <class T>
T arvo_distance2(const PointBox<T>& c) noexcept {
  T s = 0;
  for (int k = 0; k < 3; ++k) {
    const T x = gv::get(c.p, k), lo = gv::get(c.box.min, k), hi = gv::get(c.box.max, k);
    const T d = x < lo ? lo - x : (x > hi ? x - hi : T(0));
    s += d * d;
  }
  return s;
}

template <class T>
void register_distance(const char* type) {
  auto work = std::make_shared<std::vector<PointBox<T>>>();
  auto get = [work]() -> const std::vector<PointBox<T>>& {
    if (work->empty()) *work = point_boxes<T>();
    return *work;
  };
  const std::string base = std::string("point-aabb-distance/") + type + "/typical/";
  // each runner counts the squared distances above 100, so that nothing is optimised away
  benchmark::RegisterBenchmark((base + "plain").c_str(), [get](benchmark::State& s) {
    const auto& v = get();
    detail::time_runner(s, [&v] {
      int n = 0;
      for (const auto& c : v) n += arvo_distance2(c) > T(100);
      return n;
    });
  });
  benchmark::RegisterBenchmark((base + "core").c_str(), [get](benchmark::State& s) {
    const auto& v = get();
    detail::time_runner(s, [&v] {
      int n = 0;
      for (const auto& c : v) n += gv::point_aabb_distance2(c.p, c.box).lo > T(100);
      return n;
    });
    gv::Stats st;
    for (const auto& c : v) gv::point_aabb_distance2(c.p, c.box, &st);
    s.counters["exact_share"] = static_cast<double>(st.exact) / static_cast<double>(st.filter + st.exact);
  });
  benchmark::RegisterBenchmark((base + "oracle").c_str(), [get](benchmark::State& s) {
    const auto& v = get();
    detail::time_runner(s, [&v] {
      int n = 0;
      for (const auto& c : v) {
        gv::exact::Rational q = 0;
        for (int k = 0; k < 3; ++k) {
          const gv::exact::Rational x = gv::exact::to_rational(gv::get(c.p, k));
          const gv::exact::Rational lo = gv::exact::to_rational(gv::get(c.box.min, k));
          const gv::exact::Rational hi = gv::exact::to_rational(gv::get(c.box.max, k));
          const gv::exact::Rational d = x < lo ? gv::exact::Rational(lo - x) : (x > hi ? gv::exact::Rational(x - hi) : gv::exact::Rational(0));
          q += d * d;
        }
        n += q > 100;
      }
      return n;
    });
  });
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
