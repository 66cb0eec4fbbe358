// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of aabb-triangle (make_seed_corpus.cpp):
// exact contact, degenerate shapes, signed zeros, subnormals, the largest
// values, and invalid input; kSeed draws its generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_AABB_TRIANGLE_H
#define GEOVERIFY_FUZZ_SEEDS_AABB_TRIANGLE_H

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
struct HandSeeds<query::AabbTriangle<T>> {
  static constexpr std::uint64_t kSeed = 11;
  static std::vector<std::pair<std::string, query::AabbTriangle<T>>> cases() {
    using L = std::numeric_limits<T>;
    const T nan = L::quiet_NaN(), big = L::max();
    const gv::Aabb<T> unit{{0, 0, 0}, {1, 1, 1}};
    const gv::Aabb<T> flat{{0, 0, 0}, {2, 2, 0}};
    return {{"collinear-through", {unit, {{-1, -1, -1}, {T(0.5), T(0.5), T(0.5)}, {2, 2, 2}}}},
            {"point-on-corner", {unit, {{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}}},
            {"in-face-plane", {unit, {{2, 0, 1}, {3, 0, 1}, {2, 1, 1}}}},
            {"flat-box-coplanar-segment", {flat, {{3, 0, 0}, {0, 3, 0}, {0, 3, 0}}}},
            {"axis-parallel-edge", {unit, {{2, 0, 0}, {3, 0, 0}, {2, 1, 0}}}},
            {"largest", {{{-big, -big, -big}, {big, big, big}}, {{big, big, big}, {-big, big, 0}, {0, 0, -big}}}},
            {"inverted-box", {{{1, 0, 0}, {0, 1, 1}}, {{0, 0, 0}, {1, 0, 0}, {0, 1, 0}}}},
            {"nan", {unit, {{nan, 0, 0}, {1, 0, 0}, {0, 1, 0}}}}};
  }
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_AABB_TRIANGLE_H
