// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of halfspace-obb (make_seed_corpus.cpp):
// exact contact, degenerate shapes, signed zeros, subnormals, the largest
// values, and invalid input; kSeed draws its generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_HALFSPACE_OBB_H
#define GEOVERIFY_FUZZ_SEEDS_HALFSPACE_OBB_H

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
struct HandSeeds<query::HalfspaceObb<T>> {
  static constexpr std::uint64_t kSeed = 45;
  static std::vector<std::pair<std::string, query::HalfspaceObb<T>>> cases() {
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
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_HALFSPACE_OBB_H
