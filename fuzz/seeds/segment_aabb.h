// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of segment-aabb (make_seed_corpus.cpp):
// exact contact, degenerate shapes, signed zeros, subnormals, the largest
// values, and invalid input; kSeed draws its generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_SEGMENT_AABB_H
#define GEOVERIFY_FUZZ_SEEDS_SEGMENT_AABB_H

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
struct HandSeeds<query::SegmentAabb<T>> {
  static constexpr std::uint64_t kSeed = 31;
  static std::vector<std::pair<std::string, query::SegmentAabb<T>>> cases() {
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
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_SEGMENT_AABB_H
