// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of halfspace-aabb (make_seed_corpus.cpp):
// exact contact, degenerate shapes, signed zeros, subnormals, the largest
// values, and invalid input; kSeed draws its generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_HALFSPACE_AABB_H
#define GEOVERIFY_FUZZ_SEEDS_HALFSPACE_AABB_H

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
struct HandSeeds<query::HalfspaceAabb<T>> {
  static constexpr std::uint64_t kSeed = 43;
  static std::vector<std::pair<std::string, query::HalfspaceAabb<T>>> cases() {
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
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_HALFSPACE_AABB_H
