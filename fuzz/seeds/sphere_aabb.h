// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of sphere-aabb (make_seed_corpus.cpp):
// exact contact, degenerate shapes, signed zeros, subnormals, the largest
// values, and invalid input; kSeed draws its generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_SPHERE_AABB_H
#define GEOVERIFY_FUZZ_SEEDS_SPHERE_AABB_H

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
struct HandSeeds<query::SphereAabb<T>> {
  static constexpr std::uint64_t kSeed = 15;
  static std::vector<std::pair<std::string, query::SphereAabb<T>>> cases() {
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
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_SPHERE_AABB_H
