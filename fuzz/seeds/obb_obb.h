// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of obb-obb (make_seed_corpus.cpp):
// exact contact, degenerate shapes, signed zeros, subnormals, the largest
// values, and invalid input; kSeed draws its generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_OBB_OBB_H
#define GEOVERIFY_FUZZ_SEEDS_OBB_OBB_H

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
struct HandSeeds<query::ObbObb<T>> {
  static constexpr std::uint64_t kSeed = 9;
  static std::vector<std::pair<std::string, query::ObbObb<T>>> cases() {
    using L = std::numeric_limits<T>;
    const T inf = L::infinity();
    gv::Obb<T> shifted = unit_obb<T>(1);
    shifted.c = {2, 0, 0};
    gv::Obb<T> seg_a{{0, 0, 0}, {{1, 0, 0}, {0, 1, 1}, {0, 1, -1}}, {1, 0, 0}};
    gv::Obb<T> seg_b{{3, 1, 0}, {{1, 1, 0}, {1, -1, 1}, {0, 1, 1}}, {1, 0, 0}};
    gv::Obb<T> zero_axis = unit_obb<T>(1);
    zero_axis.u[2] = {0, 0, 0};
    gv::Obb<T> bad = unit_obb<T>(1);
    bad.u[0].x = inf;
    return {{"face-to-face", {unit_obb<T>(1), shifted}},
            {"identical", {unit_obb<T>(1), unit_obb<T>(1)}},
            {"coplanar-segments", {seg_a, seg_b}},
            {"zero-axis", {zero_axis, shifted}},
            {"points", {unit_obb<T>(0), unit_obb<T>(0)}},
            {"infinite-axis", {bad, shifted}}};
  }
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_OBB_OBB_H
