// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of ray-aabb (make_seed_corpus.cpp):
// exact contact, degenerate shapes, signed zeros, subnormals, the largest
// values, and invalid input; kSeed draws its generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_RAY_AABB_H
#define GEOVERIFY_FUZZ_SEEDS_RAY_AABB_H

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
struct HandSeeds<query::RayAabb<T>> {
  static constexpr std::uint64_t kSeed = 5;
  static std::vector<std::pair<std::string, query::RayAabb<T>>> cases() {
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
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_RAY_AABB_H
