// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of ray-triangle (make_seed_corpus.cpp):
// exact contact, degenerate shapes, signed zeros, subnormals, the largest
// values, and invalid input; kSeed draws its generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_RAY_TRIANGLE_H
#define GEOVERIFY_FUZZ_SEEDS_RAY_TRIANGLE_H

#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "geoverify/query/cases.h"
#include "seeds/hand_seeds.h"

namespace gv {
namespace fuzz {
namespace seeds {

template <class T>
struct HandSeeds<query::RayTriangle<T>> {
  static constexpr std::uint64_t kSeed = 13;
  static std::vector<std::pair<std::string, query::RayTriangle<T>>> cases() {
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
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_RAY_TRIANGLE_H
