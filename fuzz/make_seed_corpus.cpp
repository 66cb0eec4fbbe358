// SPDX-License-Identifier: MIT
// geoverify fuzz: writes the checked-in seed corpus (fuzz/corpus/<query>/).
//   usage: make_seed_corpus OUTDIR
// For each query and scalar type: one generator-mode input per degeneracy
// class (found by searching byte strings whose first draw picks that class),
// and raw-mode inputs for hand cases: exact contact, zero normals and extents,
// signed zeros, subnormals, the largest values, NaN, infinities and inverted
// boxes. Deterministic: rerunning it reproduces the same files.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"

namespace {

namespace fs = std::filesystem;

void write(const fs::path& file, const std::vector<std::uint8_t>& bytes) {
  std::ofstream out(file, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!out) {
    std::fprintf(stderr, "make_seed_corpus: cannot write '%s'\n", file.string().c_str());
    std::exit(2);
  }
}

template <class C>
std::vector<std::uint8_t> raw_input(const C& c) {
  using T = typename C::Scalar;
  std::vector<std::uint8_t> bytes{static_cast<std::uint8_t>(std::is_same_v<T, double> ? 1 : 0)};
  // FuzzedDataProvider::ConsumeIntegral takes its bytes from the end of the
  // data, the last byte most significant: each value sits little-endian at
  // the tail, and the first value consumed is the last one written.
  const auto v = gv::query::scalars_of(c);
  for (auto it = v.rbegin(); it != v.rend(); ++it) {
    std::uint8_t b[sizeof(T)];
    std::memcpy(b, &*it, sizeof(T));  // little-endian host (x86-64, AArch64)
    bytes.insert(bytes.end(), b, b + sizeof(T));
  }
  return bytes;
}

template <class C>
void generator_seeds(const fs::path& dir, const char* tag, std::uint64_t seed) {
  using T = typename C::Scalar;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  for (std::size_t k = 0; k < Gen::kClasses.size(); ++k) {
    for (int attempt = 0; attempt < 100000; ++attempt) {
      std::vector<std::uint8_t> bytes(64);
      for (auto& b : bytes) b = static_cast<std::uint8_t>(rng.draw(256));
      bytes[0] = static_cast<std::uint8_t>(2 | (std::is_same_v<T, double> ? 1 : 0));
      FuzzedDataProvider fdp(bytes.data() + 1, bytes.size() - 1);
      if (fdp.ConsumeIntegralInRange<std::uint64_t>(0, Gen::kClasses.size() - 1) == k) {
        write(dir / (std::string("gen-") + tag + "-" + Gen::kClasses[k]), bytes);
        break;
      }
    }
  }
}

template <class C>
void raw_seeds(const fs::path& dir, const char* tag, const std::vector<std::pair<std::string, C>>& cases) {
  for (const auto& [name, c] : cases) write(dir / (std::string("raw-") + tag + "-" + name), raw_input(c));
}

template <class T>
std::vector<std::pair<std::string, gv::query::PlaneAabb<T>>> plane_aabb_cases() {
  using L = std::numeric_limits<T>;
  const T nan = L::quiet_NaN(), inf = L::infinity(), tiny = L::denorm_min(), big = L::max(), z = -T(0);
  return {{"seed-demo", {{{1, 1, 1}, -1}, {{0, 0, 0}, {T(0.25), T(0.25), T(0.5)}}}},
          {"touch-face-negative-z", {{{0, 0, -1}, 1}, {{0, 0, 0}, {0, 0, 1}}}},
          {"touch-edge", {{{1, 1, 0}, -2}, {{0, 0, 0}, {1, 1, 1}}}},
          {"zero-normal-all-space", {{{0, 0, 0}, 0}, {{0, 0, 0}, {1, 1, 1}}}},
          {"zero-normal-empty", {{{0, 0, 0}, 1}, {{0, 0, 0}, {1, 1, 1}}}},
          {"signed-zeros", {{{z, z, 1}, z}, {{z, z, z}, {1, 1, 1}}}},
          {"subnormal", {{{1, 0, 0}, -tiny}, {{0, 0, 0}, {tiny, 1, 1}}}},
          {"largest", {{{big, big, 0}, 0}, {{-big, big, 0}, {-big, big, 0}}}},
          {"nan", {{{nan, 0, 1}, 0}, {{0, 0, 0}, {1, 1, 1}}}},
          {"infinity", {{{0, 0, 1}, inf}, {{0, 0, 0}, {1, 1, 1}}}},
          {"inverted-box", {{{0, 0, 1}, 0}, {{0, 2, 0}, {1, 1, 1}}}}};
}

template <class T>
std::vector<std::pair<std::string, gv::query::PlaneSphere<T>>> plane_sphere_cases() {
  using L = std::numeric_limits<T>;
  const T nan = L::quiet_NaN(), inf = L::infinity(), tiny = L::denorm_min(), big = L::max();
  return {{"seed-demo", {{{1, 1, 1}, -1}, {{8, 8, 8}, 15}}},
          {"tangent-pythagorean", {{{3, 4, 0}, -25}, {{0, 0, 0}, 5}}},
          {"point-on-plane", {{{1, 2, 3}, -6}, {{1, 1, 1}, 0}}},
          {"negative-zero-radius", {{{1, 2, 3}, -6}, {{1, 1, 1}, -T(0)}}},
          {"zero-normal", {{{0, 0, 0}, 0}, {{7, 7, 7}, 0}}},
          {"subnormal", {{{0, 0, 1}, -tiny}, {{0, 0, 0}, tiny}}},
          {"largest", {{{big, big, 0}, 0}, {{big, -big, 0}, big}}},
          {"negative-radius", {{{0, 0, 1}, 0}, {{0, 0, 0}, -1}}},
          {"nan", {{{0, nan, 1}, 0}, {{0, 0, 0}, 1}}},
          {"infinity", {{{0, 0, 1}, 0}, {{0, 0, 0}, inf}}}};
}

template <class T>
std::vector<std::pair<std::string, gv::query::RayAabb<T>>> ray_aabb_cases() {
  using L = std::numeric_limits<T>;
  const T nan = L::quiet_NaN(), inf = L::infinity(), tiny = L::denorm_min(), big = L::max(), z = -T(0);
  const gv::Aabb<T> unit{{0, 0, 0}, {1, 1, 1}};
  return {{"through-centre", {{{-1, T(0.5), T(0.5)}, {1, 0, 0}}, unit}},
          {"grazing-face-zero-dir", {{{-1, 1, T(0.5)}, {1, 0, 0}}, unit}},
          {"origin-on-slab-plane", {{{0, T(0.5), 2}, {0, 0, -1}}, unit}},
          {"negative-zero-dir", {{{T(0.5), T(0.5), 2}, {z, z, -1}}, unit}},
          {"through-edge", {{{-1, 0, T(0.5)}, {1, 1, 0}}, unit}},
          {"origin-inside", {{{T(0.5), T(0.5), T(0.5)}, {1, 2, 3}}, unit}},
          {"box-behind", {{{2, T(0.5), T(0.5)}, {1, 0, 0}}, unit}},
          {"zero-dir", {{{T(0.5), 1, T(0.5)}, {0, 0, 0}}, unit}},
          {"subnormal-dir", {{{-1, T(0.5), T(0.5)}, {1, tiny, 0}}, unit}},
          {"clipped-at-entry", {{{-1, T(0.5), T(0.5)}, {1, 0, 0}, 0, 1}, unit}},
          {"largest", {{{-big, 0, 0}, {big, 0, 0}}, {{0, -big, -big}, {big, big, big}}}},
          {"nan", {{{nan, 0, 0}, {1, 0, 0}}, unit}},
          {"infinite-dir", {{{0, 0, 0}, {inf, 0, 0}}, unit}},
          {"negative-tmin", {{{0, 0, 0}, {1, 0, 0}, -1, 1}, unit}}};
}

template <class T>
gv::Obb<T> unit_obb(T e) {
  return {{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {e, e, e}};
}

template <class T>
std::vector<std::pair<std::string, gv::query::ObbSphere<T>>> obb_sphere_cases() {
  using L = std::numeric_limits<T>;
  const T nan = L::quiet_NaN(), tiny = L::denorm_min();
  gv::Obb<T> flat = unit_obb<T>(1);
  flat.e[2] = 0;
  gv::Obb<T> parallel = unit_obb<T>(1);
  parallel.u[1] = parallel.u[0];
  return {{"tangent-face", {unit_obb<T>(1), {{2, 0, 0}, 1}}},
          {"tangent-corner", {unit_obb<T>(1), {{2, 3, 3}, 3}}},
          {"point-on-face", {unit_obb<T>(1), {{1, 0, 0}, 0}}},
          {"point-inside", {unit_obb<T>(1), {{0, 0, 0}, 0}}},
          {"flat-box", {flat, {{0, 0, 1}, 1}}},
          {"parallel-axes", {parallel, {{0, 1, 0}, 1}}},
          {"subnormal", {unit_obb<T>(tiny), {{2 * tiny, 0, 0}, tiny}}},
          {"negative-extent", {unit_obb<T>(-1), {{0, 0, 0}, 1}}},
          {"nan-radius", {unit_obb<T>(1), {{0, 0, 0}, nan}}}};
}

template <class T>
std::vector<std::pair<std::string, gv::query::ObbObb<T>>> obb_obb_cases() {
  using L = std::numeric_limits<T>;
  const T inf = L::infinity();
  gv::Obb<T> shifted = unit_obb<T>(1);
  shifted.c = {2, 0, 0};
  gv::Obb<T> seg_a{{0, 0, 0}, {{1, 0, 0}, {0, 1, 1}, {0, 1, -1}}, {1, 0, 0}};
  gv::Obb<T> seg_b{{3, 1, 0}, {{1, 1, 0}, {1, -1, 1}, {0, 1, 1}}, {1, 0, 0}};
  gv::Obb<T> zero_axis = unit_obb<T>(1);
  zero_axis.u[2] = {0, 0, 0};
  gv::Obb<T> bad = unit_obb<T>(1);
  bad.u[0].x = inf;
  return {{"face-to-face", {unit_obb<T>(1), shifted}},
          {"identical", {unit_obb<T>(1), unit_obb<T>(1)}},
          {"coplanar-segments", {seg_a, seg_b}},
          {"zero-axis", {zero_axis, shifted}},
          {"points", {unit_obb<T>(0), unit_obb<T>(0)}},
          {"infinite-axis", {bad, shifted}}};
}

template <class T>
std::vector<std::pair<std::string, gv::query::AabbTriangle<T>>> aabb_triangle_cases() {
  using L = std::numeric_limits<T>;
  const T nan = L::quiet_NaN(), big = L::max();
  const gv::Aabb<T> unit{{0, 0, 0}, {1, 1, 1}};
  const gv::Aabb<T> flat{{0, 0, 0}, {2, 2, 0}};
  return {{"collinear-through", {unit, {{-1, -1, -1}, {T(0.5), T(0.5), T(0.5)}, {2, 2, 2}}}},
          {"point-on-corner", {unit, {{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}}},
          {"in-face-plane", {unit, {{2, 0, 1}, {3, 0, 1}, {2, 1, 1}}}},
          {"flat-box-coplanar-segment", {flat, {{3, 0, 0}, {0, 3, 0}, {0, 3, 0}}}},
          {"axis-parallel-edge", {unit, {{2, 0, 0}, {3, 0, 0}, {2, 1, 0}}}},
          {"largest", {{{-big, -big, -big}, {big, big, big}}, {{big, big, big}, {-big, big, 0}, {0, 0, -big}}}},
          {"inverted-box", {{{1, 0, 0}, {0, 1, 1}}, {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}}},
          {"nan", {unit, {{nan, 0, 0}, {1, 0, 0}, {0, 1, 0}}}}};
}

template <class T>
std::vector<std::pair<std::string, gv::query::RayTriangle<T>>> ray_triangle_cases() {
  using L = std::numeric_limits<T>;
  const T nan = L::quiet_NaN(), inf = L::infinity(), big = L::max();
  const gv::Triangle<T> tri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
  auto ray = [](gv::Vec3<T> o, gv::Vec3<T> d, T tmin = 0, T tmax = std::numeric_limits<T>::infinity()) {
    gv::Ray<T> r;
    r.o = o;
    r.dir = d;
    r.tmin = tmin;
    r.tmax = tmax;
    return r;
  };
  return {{"through-interior", {ray({1, 1, 1}, {0, 0, -1}), tri}},
          {"through-edge", {ray({2, 0, 1}, {0, 0, -1}), tri}},
          {"through-vertex", {ray({4, 0, 3}, {0, 0, -1}), tri}},
          {"in-plane", {ray({-1, 1, 0}, {1, 0, -T(0)}), tri}},
          {"parallel-above", {ray({-1, 1, 1}, {1, 0, 0}), tri}},
          {"tmax-at-hit", {ray({1, 1, 1}, {0, 0, -1}, 0, 1), tri}},
          {"zero-dir-on-tri", {ray({1, 1, 0}, {0, 0, 0}), tri}},
          {"collinear-tri", {ray({1, 1, 1}, {0, -1, -1}), {{0, 0, 0}, {2, 0, 0}, {4, 0, 0}}}},
          {"point-tri", {ray({1, 1, 1}, {-1, -1, -1}), {{0, 0, 0}, {0, 0, 0}, {0, 0, 0}}}},
          {"largest", {ray({big, big, big}, {-big, -big, -big}), {{big, 0, 0}, {0, big, 0}, {0, 0, big}}}},
          {"nan", {ray({nan, 0, 0}, {0, 0, 1}), tri}},
          {"infinite-dir", {ray({0, 0, 1}, {0, 0, -inf}), tri}},
          {"tmax-below-tmin", {ray({1, 1, 1}, {0, 0, -1}, 2, 1), tri}}};
}

template <class T>
std::vector<std::pair<std::string, gv::query::SphereAabb<T>>> sphere_aabb_cases() {
  using L = std::numeric_limits<T>;
  const T nan = L::quiet_NaN(), big = L::max();
  const gv::Aabb<T> unit{{0, 0, 0}, {1, 1, 1}};
  return {{"face-contact", {{{2, T(0.5), T(0.5)}, 1}, unit}},
          {"edge-contact", {{{4, 5, T(0.5)}, 5}, {{0, 0, 0}, {1, 1, 1}}}},
          {"corner-contact", {{{3, 3, 2}, 3}, {{0, 0, 0}, {1, 1, 0}}}},
          {"point-inside", {{{T(0.5), T(0.5), T(0.5)}, 0}, unit}},
          {"point-on-face", {{{1, T(0.5), T(0.5)}, 0}, unit}},
          {"flat-box", {{{T(0.5), T(0.5), 1}, 1}, {{0, 0, 0}, {1, 1, 0}}}},
          {"largest", {{{big, big, big}, big}, {{-big, -big, -big}, {0, 0, 0}}}},
          {"subnormal", {{{L::denorm_min(), 0, 0}, L::denorm_min()}, unit}},
          {"negative-radius", {{{0, 0, 0}, -1}, unit}},
          {"nan", {{{nan, 0, 0}, 1}, unit}},
          {"inverted-box", {{{0, 0, 0}, 1}, {{1, 0, 0}, {0, 1, 1}}}}};
}

template <class T>
std::vector<std::pair<std::string, gv::query::SegmentAabb<T>>> segment_aabb_cases() {
  using L = std::numeric_limits<T>;
  const T nan = L::quiet_NaN(), inf = L::infinity(), big = L::max();
  const gv::Aabb<T> unit{{0, 0, 0}, {1, 1, 1}};
  using S = gv::Segment<T>;
  return {{"through", {S{{-1, T(0.5), T(0.5)}, {2, T(0.5), T(0.5)}}, unit}},
          {"endpoint-on-face", {S{{1, T(0.5), T(0.5)}, {3, T(0.5), T(0.5)}}, unit}},
          {"in-face-plane", {S{{-1, T(0.5), 1}, {2, T(0.5), 1}}, unit}},
          {"along-edge", {S{{1, 1, -1}, {1, 1, 2}}, unit}},
          {"graze-edge", {S{{-1, 7, T(0.5)}, {4, -8, T(0.5)}}, unit}},
          {"graze-corner", {S{{0, 2, 1}, {2, 0, 1}}, unit}},
          {"point-inside", {S{{T(0.5), T(0.5), T(0.5)}, {T(0.5), T(0.5), T(0.5)}}, unit}},
          {"point-on-face", {S{{1, T(0.5), T(0.5)}, {1, T(0.5), T(0.5)}}, unit}},
          {"flat-box", {S{{T(0.5), T(0.5), -1}, {T(0.5), T(0.5), 1}}, {{0, 0, 0}, {1, 1, 0}}}},
          {"point-box", {S{{-1, -1, -1}, {1, 1, 1}}, {{0, 0, 0}, {0, 0, 0}}}},
          {"negative-zero", {S{{T(0.5), -T(0), T(0.5)}, {T(0.5), -T(0), 2}}, unit}},
          {"largest", {S{{-big, -big, -big}, {big, big, big}}, {{-big, -big, -big}, {0, 0, 0}}}},
          {"subnormal", {S{{L::denorm_min(), 0, 0}, {0, L::denorm_min(), 0}}, unit}},
          {"nan", {S{{nan, 0, 0}, {1, 1, 1}}, unit}},
          {"infinite", {S{{0, 0, 0}, {inf, 0, 0}}, unit}},
          {"inverted-box", {S{{0, 0, 0}, {1, 1, 1}}, {{1, 0, 0}, {0, 1, 1}}}}};
}

template <class T>
std::vector<std::pair<std::string, gv::query::PlaneObb<T>>> plane_obb_cases() {
  using L = std::numeric_limits<T>;
  const T nan = L::quiet_NaN(), inf = L::infinity(), tiny = L::denorm_min(), big = L::max(), z = -T(0);
  const gv::Obb<T> cube{{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 1}};
  const gv::Obb<T> rot{{1, 2, 3}, {{3, 4, 0}, {-4, 3, 0}, {0, 0, 5}}, {1, 2, 1}};
  return {{"touch-vertex-rotated", {{{-1, 7, 5}, 72}, rot}},
          {"touch-edge-rotated", {{{3, 4, 5}, 24}, rot}},
          {"touch-face", {{{0, 0, -1}, -1}, cube}},
          {"box-in-plane", {{{0, 0, 1}, 0}, {{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 0}}}},
          {"parallel-axes", {{{1, 0, 0}, -2}, {{0, 0, 0}, {{1, 0, 0}, {-1, 0, 0}, {0, 0, 1}}, {1, 1, 1}}}},
          {"zero-axis", {{{0, 0, 1}, -1}, {{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 0}}, {1, 1, 5}}}},
          {"zero-normal-all-space", {{{0, 0, 0}, 0}, cube}},
          {"zero-normal-empty", {{{0, 0, 0}, 1}, cube}},
          {"signed-zeros", {{{z, z, 1}, z}, {{z, z, z}, {{1, z, 0}, {z, 1, 0}, {0, 0, 1}}, {1, 1, z}}}},
          {"subnormal", {{{1, 0, 0}, -2 * tiny}, {{tiny, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {tiny, tiny, tiny}}}},
          {"largest", {{{1, 0, 0}, 0}, {{big, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {big, 1, 1}}}},
          {"negative-extent", {{{0, 0, 1}, 0}, {{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, -1, 1}}}},
          {"nan", {{{nan, 0, 1}, 0}, cube}},
          {"infinite-axis", {{{0, 0, 1}, 0}, {{0, 0, 0}, {{1, 0, 0}, {0, inf, 0}, {0, 0, 1}}, {1, 1, 1}}}}};
}

template <class T>
std::vector<std::pair<std::string, gv::query::HalfspaceAabb<T>>> halfspace_aabb_cases() {
  using L = std::numeric_limits<T>;
  const T nan = L::quiet_NaN(), inf = L::infinity(), tiny = L::denorm_min(), big = L::max(), z = -T(0);
  const gv::Aabb<T> unit{{0, 0, 0}, {1, 1, 1}};
  return {{"touch-corner", {{{1, 1, 1}, 0}, unit}},
          {"touch-face", {{{0, 0, 1}, 0}, unit}},
          {"inside-touch", {{{1, 1, 1}, -3}, unit}},
          {"flat-box-on-boundary", {{{1, 0, 0}, -2}, {{2, 0, 0}, {2, 1, 1}}}},
          {"point-inside", {{{1, 2, 3}, T(-6.5)}, {{1, 1, 1}, {1, 1, 1}}}},
          {"centre-extent-rounding", {{{1, 0, 0}, -1}, {{1, 0, 0}, {std::nextafter(std::nextafter(std::nextafter(T(1), T(2)), T(2)), T(2)), 0, 0}}}},
          {"zero-normal-all-space", {{{0, 0, 0}, 0}, unit}},
          {"zero-normal-negative-d", {{{0, 0, 0}, -1}, unit}},
          {"zero-normal-empty", {{{0, 0, 0}, tiny}, unit}},
          {"signed-zeros", {{{z, z, 1}, z}, {{z, z, z}, {1, 1, z}}}},
          {"subnormal", {{{tiny, 0, 0}, 0}, {{tiny, 0, 0}, {1, 1, 1}}}},
          {"largest", {{{2, -1, -1}, 0}, {{big, 0, 0}, {big, big, big}}}},
          {"nan", {{{nan, 0, 1}, 0}, unit}},
          {"infinite-coordinate", {{{1, 0, 0}, 5}, {{0, -inf, 0}, {1, 1, 1}}}},
          {"inverted-box", {{{0, 0, 1}, 0}, {{0, 2, 0}, {1, 1, 1}}}}};
}

template <class T>
std::vector<std::pair<std::string, gv::query::HalfspaceObb<T>>> halfspace_obb_cases() {
  using L = std::numeric_limits<T>;
  const T nan = L::quiet_NaN(), tiny = L::denorm_min(), big = L::max(), z = -T(0);
  const gv::Obb<T> cube{{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 1}};
  const gv::Obb<T> rot{{1, 2, 3}, {{3, 4, 0}, {-4, 3, 0}, {0, 0, 5}}, {1, 2, 1}};
  return {{"touch-vertex-rotated", {{{-1, 7, 5}, 72}, rot}},
          {"inside-touch-rotated", {{{-1, 7, 5}, -128}, rot}},
          {"touch-edge-rotated", {{{3, 4, 5}, 24}, rot}},
          {"box-in-boundary", {{{0, 0, 1}, 0}, {{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, 1, 0}}}},
          {"point-box-inside", {{{0, 0, 1}, 0}, {{0, 0, -1}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {0, 0, 0}}}},
          {"parallel-axes", {{{-1, 0, 0}, 2}, {{0, 0, 0}, {{1, 0, 0}, {-1, 0, 0}, {0, 0, 1}}, {1, 1, 1}}}},
          {"zero-normal-all-space", {{{0, 0, 0}, -1}, cube}},
          {"zero-normal-empty", {{{0, 0, 0}, 1}, cube}},
          {"signed-zeros", {{{z, z, 1}, z}, {{z, z, z}, {{1, z, 0}, {z, 1, 0}, {0, 0, 1}}, {1, 1, z}}}},
          {"subnormal", {{{-1, 0, 0}, 2 * tiny}, {{tiny, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {tiny, tiny, tiny}}}},
          {"largest", {{{-1, 0, 0}, 0}, {{big, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {big, 1, 1}}}},
          {"negative-extent", {{{0, 0, 1}, 0}, {{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {1, -1, 1}}}},
          {"nan", {{{nan, 0, 1}, 0}, cube}}};
}

template <class CF, class CD>
void write_query(const fs::path& out, std::uint64_t seed, const std::vector<std::pair<std::string, CF>>& cases_f,
                 const std::vector<std::pair<std::string, CD>>& cases_d) {
  const fs::path dir = out / CF::kQuery;
  fs::create_directories(dir);
  generator_seeds<CF>(dir, "f32", seed);
  generator_seeds<CD>(dir, "f64", seed + 1);
  raw_seeds(dir, "f32", cases_f);
  raw_seeds(dir, "f64", cases_d);
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s OUTDIR\n", argv[0]);
    return 2;
  }
  const fs::path out(argv[1]);
  using namespace gv::query;
  write_query(out, 1, plane_aabb_cases<float>(), plane_aabb_cases<double>());
  write_query(out, 3, plane_sphere_cases<float>(), plane_sphere_cases<double>());
  write_query(out, 5, ray_aabb_cases<float>(), ray_aabb_cases<double>());
  write_query(out, 7, obb_sphere_cases<float>(), obb_sphere_cases<double>());
  write_query(out, 9, obb_obb_cases<float>(), obb_obb_cases<double>());
  write_query(out, 11, aabb_triangle_cases<float>(), aabb_triangle_cases<double>());
  write_query(out, 13, ray_triangle_cases<float>(), ray_triangle_cases<double>());
  write_query(out, 15, sphere_aabb_cases<float>(), sphere_aabb_cases<double>());
  write_query(out, 31, segment_aabb_cases<float>(), segment_aabb_cases<double>());
  write_query(out, 41, plane_obb_cases<float>(), plane_obb_cases<double>());
  write_query(out, 43, halfspace_aabb_cases<float>(), halfspace_aabb_cases<double>());
  write_query(out, 45, halfspace_obb_cases<float>(), halfspace_obb_cases<double>());
  std::printf("seed corpus written to %s\n", out.string().c_str());
  return 0;
}
