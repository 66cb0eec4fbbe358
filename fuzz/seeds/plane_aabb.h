// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of plane-aabb (make_seed_corpus.cpp):
// exact contact, degenerate shapes, signed zeros, subnormals, the largest
// values, and invalid input; kSeed draws its generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_PLANE_AABB_H
#define GEOVERIFY_FUZZ_SEEDS_PLANE_AABB_H

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
struct HandSeeds<query::PlaneAabb<T>> {
  static constexpr std::uint64_t kSeed = 1;
  static std::vector<std::pair<std::string, query::PlaneAabb<T>>> cases() {
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
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_PLANE_AABB_H
