// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of obb-sphere (make_seed_corpus.cpp):
// exact contact, degenerate shapes, signed zeros, subnormals, the largest
// values, and invalid input; kSeed draws its generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_OBB_SPHERE_H
#define GEOVERIFY_FUZZ_SEEDS_OBB_SPHERE_H

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
struct HandSeeds<query::ObbSphere<T>> {
  static constexpr std::uint64_t kSeed = 7;
  static std::vector<std::pair<std::string, query::ObbSphere<T>>> cases() {
    using L = std::numeric_limits<T>;
    const T nan = L::quiet_NaN(), tiny = L::denorm_min();
    gv::Obb<T> flat = unit_obb<T>(1);
    flat.e[2] = 0;
    gv::Obb<T> parallel = unit_obb<T>(1);
    parallel.u[1] = parallel.u[0];
    return {{"tangent-face", {unit_obb<T>(1), {{2, 0, 0}, 1}}},
            {"tangent-corner", {unit_obb<T>(1), {{2, 3, 3}, 3}}},
            {"point-on-face", {unit_obb<T>(1), {{1, 0, 0}, 0}}},
            {"point-inside", {unit_obb<T>(1), {{0, 0, 0}, 0}}},
            {"flat-box", {flat, {{0, 0, 1}, 1}}},
            {"parallel-axes", {parallel, {{0, 1, 0}, 1}}},
            {"subnormal", {unit_obb<T>(tiny), {{2 * tiny, 0, 0}, tiny}}},
            {"negative-extent", {unit_obb<T>(-1), {{0, 0, 0}, 1}}},
            {"nan-radius", {unit_obb<T>(1), {{0, 0, 0}, nan}}}};
  }
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_OBB_SPHERE_H
