// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of aabb-aabb (make_seed_corpus.cpp):
// exact contact, degenerate shapes, signed zeros, subnormals, the largest
// values, and invalid input; kSeed draws its generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_AABB_AABB_H
#define GEOVERIFY_FUZZ_SEEDS_AABB_AABB_H

#include <cmath>
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
struct HandSeeds<query::AabbAabb<T>> {
  static constexpr std::uint64_t kSeed = 47;
  static std::vector<std::pair<std::string, query::AabbAabb<T>>> cases() {
    using L = std::numeric_limits<T>;
    const T nan = L::quiet_NaN(), inf = L::infinity(), tiny = L::denorm_min(), big = L::max(), z = -T(0);
    const gv::Aabb<T> unit{{0, 0, 0}, {1, 1, 1}};
    const T far = std::ldexp(T(1), L::digits - 1);  // 2^23, 2^52: min + max of neighbours rounds
    using B = gv::Aabb<T>;
    return {{"overlapping", {unit, B{{T(0.5), T(0.5), T(0.5)}, {2, 2, 2}}}},
            {"touch-face", {unit, B{{1, 0, 0}, {2, 1, 1}}}},
            {"touch-edge", {unit, B{{1, 1, T(0.25)}, {2, 2, T(0.75)}}}},
            {"touch-corner", {unit, B{{-1, -1, -1}, {0, 0, 0}}}},
            {"ulp-gap", {unit, B{{std::nextafter(T(1), T(2)), 0, 0}, {2, 1, 1}}}},
            {"ulp-overlap", {unit, B{{std::nextafter(T(1), T(0)), 0, 0}, {2, 1, 1}}}},
            {"flat-crossing", {B{{-1, -1, T(0.5)}, {2, 2, T(0.5)}}, unit}},
            {"flat-in-face", {B{{0, 0, 1}, {1, 1, 1}}, unit}},
            {"flat-same-plane", {B{{0, 0, 0}, {1, 1, 0}}, B{{T(0.5), T(0.5), 0}, {2, 2, 0}}}},
            {"segments-crossing", {B{{-1, 0, 0}, {1, 0, 0}}, B{{0, -1, 0}, {0, 1, 0}}}},
            {"point-inside", {B{{T(0.5), T(0.5), T(0.5)}, {T(0.5), T(0.5), T(0.5)}}, unit}},
            {"point-on-corner", {B{{1, 1, 1}, {1, 1, 1}}, unit}},
            {"identical-flat", {B{{0, 0, 0}, {1, 0, 1}}, B{{0, 0, 0}, {1, 0, 1}}}},
            {"signed-zero-contact", {B{{-1, -1, -1}, {z, 1, 1}}, B{{0, -1, -1}, {1, 1, 1}}}},
            {"far-contact", {B{{far, 0, 0}, {far + 1, 1, 1}}, B{{far + 1, 0, 0}, {far + 2, 1, 1}}}},
            {"subnormal-contact", {B{{0, 0, 0}, {tiny, 1, 1}}, B{{tiny, 0, 0}, {2 * tiny, 1, 1}}}},
            {"largest", {B{{-big, -big, -big}, {big, big, big}}, B{{big, big, big}, {big, big, big}}}},
            {"sum-overflows", {B{{big / 2, 0, 0}, {big, 1, 1}}, B{{0, 0, 0}, {big / 2, 1, 1}}}},
            {"nan", {B{{nan, 0, 0}, {1, 1, 1}}, unit}},
            {"infinite", {B{{-inf, 0, 0}, {inf, 1, 1}}, unit}},
            {"inverted-box", {unit, B{{1, 0, 0}, {0, 1, 1}}}}};
  }
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_AABB_AABB_H
