// SPDX-License-Identifier: MIT
// Ray-AABB batches (core/ray_aabb_batch.h): one prepared ray against the 4 or
// 8 children of a BVH node, the certified gv::hit_mask against a plain SIMD
// slab test over the same boxes, on the vector path this build selects
// (gv::batch_path(): SSE2 on x86-64 by default, AVX with -mavx or
// -march=native). Rows "ray-aabb/<type>/batch4" and ".../batch8"; items are
// ray-box pairs, so ns per case compares with the scalar rows.
#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <string>
#include <vector>

#include "bench.h"
#include "geoverify/core/ray_aabb_batch.h"

#if defined(__AVX__)
#include <immintrin.h>
#elif defined(__SSE2__) || defined(_M_X64)
#include <emmintrin.h>
#endif

namespace gvbench {
namespace {

template <class T, int N>
struct Node {
  gv::Vec3<T> o, inv;  ///< the ray's origin and fl(1 / dir) in T (plain column)
  T tmin, tmax;
  gv::PreparedRay<T> prepared;  ///< the same ray for the core
  gv::AabbBatch<T, N> boxes;
};

/// Per node: a ray from an origin in [-100, 100]^3 aimed near a cluster
/// centre in [-50, 50]^3, and N boxes of half size 1..10 around the centre,
/// offset by up to 12 per axis, as the children of a BVH node lie; about a
/// third of the ray-box pairs hit. Every eighth ray has an exact zero
/// direction component.
template <class T, int N>
std::vector<Node<T, N>> nodes() {
  gv::gen::Prng rng(77 + N);
  auto u = [&rng] { return gv::gen::unit_real<T>(rng); };
  std::vector<Node<T, N>> v;
  const int count = std::max(1, cases() / N);
  for (int i = 0; i < count; ++i) {
    Node<T, N> n{};
    const gv::Vec3<T> c{T(50) * u(), T(50) * u(), T(50) * u()};
    for (int k = 0; k < N; ++k) {
      const T hx = T(1) + T(9) * std::fabs(u()), hy = T(1) + T(9) * std::fabs(u()), hz = T(1) + T(9) * std::fabs(u());
      const T cx = c.x + T(12) * u(), cy = c.y + T(12) * u(), cz = c.z + T(12) * u();
      gv::set_box(n.boxes, k, {{cx - hx, cy - hy, cz - hz}, {cx + hx, cy + hy, cz + hz}});
    }
    n.o = {T(100) * u(), T(100) * u(), T(100) * u()};
    gv::Vec3<T> d{c.x + T(15) * u() - n.o.x, c.y + T(15) * u() - n.o.y, c.z + T(15) * u() - n.o.z};
    if (i % 8 == 0) gv::set(d, (i / 8) % 3, T(0));
    const T len = std::sqrt(d.x * d.x + d.y * d.y + d.z * d.z);
    d = {d.x / len, d.y / len, d.z / len};
    n.inv = {T(1) / d.x, T(1) / d.y, T(1) / d.z};
    n.tmin = T(0);
    n.tmax = std::numeric_limits<T>::infinity();
    n.prepared = gv::prepare_ray(gv::Ray<T>{n.o, d, n.tmin, n.tmax});
    v.push_back(n);
  }
  return v;
}

// The plain slab test of a SIMD traversal (Williams et al. 2005, branchless),
// in T, with the path's widest registers for T: per axis two
// subtract-multiplies, min/max, then tmin' <= tmax'. A zero direction
// component gives an infinite reciprocal (NaN when the origin lies on a
// slab's plane: not handled), as in such traversals.
#if defined(__AVX__)
template <int N>
unsigned plain_f(const Node<float, N>& n) noexcept {
  const float* lo[3] = {n.boxes.min_x, n.boxes.min_y, n.boxes.min_z};
  const float* hi[3] = {n.boxes.max_x, n.boxes.max_y, n.boxes.max_z};
  const float o[3] = {n.o.x, n.o.y, n.o.z}, inv[3] = {n.inv.x, n.inv.y, n.inv.z};
  if constexpr (N == 8) {
    __m256 L = _mm256_set1_ps(n.tmin), U = _mm256_set1_ps(n.tmax);
    for (int i = 0; i < 3; ++i) {
      const __m256 oi = _mm256_set1_ps(o[i]), ri = _mm256_set1_ps(inv[i]);
      const __m256 a = _mm256_mul_ps(_mm256_sub_ps(_mm256_loadu_ps(lo[i]), oi), ri);
      const __m256 b = _mm256_mul_ps(_mm256_sub_ps(_mm256_loadu_ps(hi[i]), oi), ri);
      L = _mm256_max_ps(L, _mm256_min_ps(a, b));
      U = _mm256_min_ps(U, _mm256_max_ps(a, b));
    }
    return static_cast<unsigned>(_mm256_movemask_ps(_mm256_cmp_ps(L, U, _CMP_LE_OQ)));
  } else {
    __m128 L = _mm_set1_ps(n.tmin), U = _mm_set1_ps(n.tmax);
    for (int i = 0; i < 3; ++i) {
      const __m128 oi = _mm_set1_ps(o[i]), ri = _mm_set1_ps(inv[i]);
      const __m128 a = _mm_mul_ps(_mm_sub_ps(_mm_loadu_ps(lo[i]), oi), ri);
      const __m128 b = _mm_mul_ps(_mm_sub_ps(_mm_loadu_ps(hi[i]), oi), ri);
      L = _mm_max_ps(L, _mm_min_ps(a, b));
      U = _mm_min_ps(U, _mm_max_ps(a, b));
    }
    return static_cast<unsigned>(_mm_movemask_ps(_mm_cmple_ps(L, U)));
  }
}
template <int N>
unsigned plain_d(const Node<double, N>& n) noexcept {
  const double* lo[3] = {n.boxes.min_x, n.boxes.min_y, n.boxes.min_z};
  const double* hi[3] = {n.boxes.max_x, n.boxes.max_y, n.boxes.max_z};
  const double o[3] = {n.o.x, n.o.y, n.o.z}, inv[3] = {n.inv.x, n.inv.y, n.inv.z};
  unsigned m = 0;
  for (int at = 0; at < N; at += 4) {
    __m256d L = _mm256_set1_pd(n.tmin), U = _mm256_set1_pd(n.tmax);
    for (int i = 0; i < 3; ++i) {
      const __m256d oi = _mm256_set1_pd(o[i]), ri = _mm256_set1_pd(inv[i]);
      const __m256d a = _mm256_mul_pd(_mm256_sub_pd(_mm256_loadu_pd(lo[i] + at), oi), ri);
      const __m256d b = _mm256_mul_pd(_mm256_sub_pd(_mm256_loadu_pd(hi[i] + at), oi), ri);
      L = _mm256_max_pd(L, _mm256_min_pd(a, b));
      U = _mm256_min_pd(U, _mm256_max_pd(a, b));
    }
    m |= static_cast<unsigned>(_mm256_movemask_pd(_mm256_cmp_pd(L, U, _CMP_LE_OQ))) << at;
  }
  return m;
}
#elif defined(__SSE2__) || defined(_M_X64)
template <int N>
unsigned plain_f(const Node<float, N>& n) noexcept {
  const float* lo[3] = {n.boxes.min_x, n.boxes.min_y, n.boxes.min_z};
  const float* hi[3] = {n.boxes.max_x, n.boxes.max_y, n.boxes.max_z};
  const float o[3] = {n.o.x, n.o.y, n.o.z}, inv[3] = {n.inv.x, n.inv.y, n.inv.z};
  unsigned m = 0;
  for (int at = 0; at < N; at += 4) {
    __m128 L = _mm_set1_ps(n.tmin), U = _mm_set1_ps(n.tmax);
    for (int i = 0; i < 3; ++i) {
      const __m128 oi = _mm_set1_ps(o[i]), ri = _mm_set1_ps(inv[i]);
      const __m128 a = _mm_mul_ps(_mm_sub_ps(_mm_loadu_ps(lo[i] + at), oi), ri);
      const __m128 b = _mm_mul_ps(_mm_sub_ps(_mm_loadu_ps(hi[i] + at), oi), ri);
      L = _mm_max_ps(L, _mm_min_ps(a, b));
      U = _mm_min_ps(U, _mm_max_ps(a, b));
    }
    m |= static_cast<unsigned>(_mm_movemask_ps(_mm_cmple_ps(L, U))) << at;
  }
  return m;
}
template <int N>
unsigned plain_d(const Node<double, N>& n) noexcept {
  const double* lo[3] = {n.boxes.min_x, n.boxes.min_y, n.boxes.min_z};
  const double* hi[3] = {n.boxes.max_x, n.boxes.max_y, n.boxes.max_z};
  const double o[3] = {n.o.x, n.o.y, n.o.z}, inv[3] = {n.inv.x, n.inv.y, n.inv.z};
  unsigned m = 0;
  for (int at = 0; at < N; at += 2) {
    __m128d L = _mm_set1_pd(n.tmin), U = _mm_set1_pd(n.tmax);
    for (int i = 0; i < 3; ++i) {
      const __m128d oi = _mm_set1_pd(o[i]), ri = _mm_set1_pd(inv[i]);
      const __m128d a = _mm_mul_pd(_mm_sub_pd(_mm_loadu_pd(lo[i] + at), oi), ri);
      const __m128d b = _mm_mul_pd(_mm_sub_pd(_mm_loadu_pd(hi[i] + at), oi), ri);
      L = _mm_max_pd(L, _mm_min_pd(a, b));
      U = _mm_min_pd(U, _mm_max_pd(a, b));
    }
    m |= static_cast<unsigned>(_mm_movemask_pd(_mm_cmple_pd(L, U))) << at;
  }
  return m;
}
#else
template <class T, int N>
unsigned plain_any(const Node<T, N>& n) noexcept {
  unsigned m = 0;
  for (int k = 0; k < N; ++k) {
    const T lo[3] = {n.boxes.min_x[k], n.boxes.min_y[k], n.boxes.min_z[k]};
    const T hi[3] = {n.boxes.max_x[k], n.boxes.max_y[k], n.boxes.max_z[k]};
    const T o[3] = {n.o.x, n.o.y, n.o.z}, inv[3] = {n.inv.x, n.inv.y, n.inv.z};
    T L = n.tmin, U = n.tmax;
    for (int i = 0; i < 3; ++i) {
      const T a = (lo[i] - o[i]) * inv[i], b = (hi[i] - o[i]) * inv[i];
      L = std::max(L, std::min(a, b));
      U = std::min(U, std::max(a, b));
    }
    m |= static_cast<unsigned>(L <= U) << k;
  }
  return m;
}
template <int N>
unsigned plain_f(const Node<float, N>& n) noexcept {
  return plain_any(n);
}
template <int N>
unsigned plain_d(const Node<double, N>& n) noexcept {
  return plain_any(n);
}
#endif

template <class T, int N>
unsigned plain(const Node<T, N>& n) noexcept {
  if constexpr (std::is_same_v<T, float>) {
    return plain_f<N>(n);
  } else {
    return plain_d<N>(n);
  }
}

template <class T, int N>
void register_batch(const char* type) {
  register_batch_rows<Node<T, N>>(
      std::string("ray-aabb/") + type + "/batch" + std::to_string(N) + "/", &nodes<T, N>,
      [](const Node<T, N>& n) { return plain(n); },
      [](const Node<T, N>& n, gv::Stats* st) { return gv::hit_mask(n.prepared, n.boxes, st); });
}

void register_ray_aabb_batch() {
  register_batch<float, 4>("f32");
  register_batch<float, 8>("f32");
  register_batch<double, 4>("f64");
  register_batch<double, 8>("f64");
}

GVBENCH_QUERY_SOURCE(register_ray_aabb_batch);

}  // namespace
}  // namespace gvbench
