// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of plane-sphere (make_seed_corpus.cpp):
// exact contact, degenerate shapes, signed zeros, subnormals, the largest
// values, and invalid input; kSeed draws its generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_PLANE_SPHERE_H
#define GEOVERIFY_FUZZ_SEEDS_PLANE_SPHERE_H

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
struct HandSeeds<query::PlaneSphere<T>> {
  static constexpr std::uint64_t kSeed = 3;
  static std::vector<std::pair<std::string, query::PlaneSphere<T>>> cases() {
    using L = std::numeric_limits<T>;
    const T nan = L::quiet_NaN(), inf = L::infinity(), tiny = L::denorm_min(), big = L::max();
    return {{"seed-demo", {{{1, 1, 1}, -1}, {{8, 8, 8}, 15}}},
            {"tangent-pythagorean", {{{3, 4, 0}, -25}, {{0, 0, 0}, 5}}},
            {"point-on-plane", {{{1, 2, 3}, -6}, {{1, 1, 1}, 0}}},
            {"negative-zero-radius", {{{1, 2, 3}, -6}, {{1, 1, 1}, -T(0)}}},
            {"zero-normal", {{{0, 0, 0}, 0}, {{7, 7, 7}, 0}}},
            {"subnormal", {{{0, 0, 1}, -tiny}, {{0, 0, 0}, tiny}}},
            {"largest", {{{big, big, 0}, 0}, {{big, -big, 0}, big}}},
            {"negative-radius", {{{0, 0, 1}, 0}, {{0, 0, 0}, -1}}},
            {"nan", {{{0, nan, 1}, 0}, {{0, 0, 0}, 1}}},
            {"infinity", {{{0, 0, 1}, 0}, {{0, 0, 0}, inf}}}};
  }
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_PLANE_SPHERE_H
