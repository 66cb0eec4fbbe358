// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of point-aabb-distance
// (make_seed_corpus.cpp): a point inside, on a face, an edge and a corner,
// beyond them, in a flat and a point box, distances that underflow and
// overflow, signed zeros, and invalid input.
#ifndef GEOVERIFY_FUZZ_SEEDS_POINT_AABB_DISTANCE_H
#define GEOVERIFY_FUZZ_SEEDS_POINT_AABB_DISTANCE_H

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
struct HandSeeds<query::PointAabbDistance<T>> {
  static constexpr std::uint64_t kSeed = 79;
  static std::vector<std::pair<std::string, query::PointAabbDistance<T>>> cases() {
    using L = std::numeric_limits<T>;
    const T nan = L::quiet_NaN(), tiny = L::denorm_min(), big = L::max(), z = -T(0);
    const gv::Aabb<T> unit{{0, 0, 0}, {1, 1, 1}};
    return {{"inside", {{{T(0.5), T(0.5), T(0.5)}}, unit}},
            {"on-face", {{{0, T(0.5), T(0.5)}}, unit}},
            {"on-edge", {{{0, 1, T(0.5)}}, unit}},
            {"on-corner", {{{1, 1, 1}}, unit}},
            {"beyond-face", {{{-3, T(0.5), T(0.5)}}, unit}},
            {"beyond-corner", {{{4, 5, 13}}, unit}},
            {"negative-zero", {{{z, z, z}}, unit}},
            {"flat-box", {{{T(0.5), T(0.5), 0}}, {{0, 0, 0}, {1, 1, 0}}}},
            {"point-box", {{{1, 2, 3}}, {{1, 2, 3}, {1, 2, 3}}}},
            {"underflow", {{{-tiny, 0, 0}}, {{0, 0, 0}, {tiny, tiny, tiny}}}},
            {"overflow", {{{-big, 0, 0}}, {{big, 0, 0}, {big, 0, 0}}}},
            {"nan", {{{nan, 0, 0}}, unit}},
            {"inverted-box", {{{0, 0, 0}}, {{1, 0, 0}, {0, 1, 1}}}}};
  }
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_POINT_AABB_DISTANCE_H
