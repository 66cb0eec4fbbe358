// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of sphere-sphere (make_seed_corpus.cpp):
// exact tangency, point balls, concentric and nested balls, signed zeros,
// subnormals, the largest values, and invalid input; kSeed draws its
// generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_SPHERE_SPHERE_H
#define GEOVERIFY_FUZZ_SEEDS_SPHERE_SPHERE_H

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
struct HandSeeds<query::SphereSphere<T>> {
  static constexpr std::uint64_t kSeed = 53;
  static std::vector<std::pair<std::string, query::SphereSphere<T>>> cases() {
    using L = std::numeric_limits<T>;
    const T nan = L::quiet_NaN(), inf = L::infinity(), tiny = L::denorm_min(), big = L::max(), z = -T(0);
    using S = gv::Sphere<T>;
    const T far = std::ldexp(T(1), L::digits - 3);  // 2^21, 2^50: the squares of far centres round
    return {{"overlapping", {S{{0, 0, 0}, 3}, S{{4, 0, 0}, 2}}},
            {"tangent-axis", {S{{0, 0, 0}, 3}, S{{5, 0, 0}, 2}}},
            {"tangent-lattice", {S{{0, 0, 0}, 3}, S{{2, 3, 6}, 4}}},
            {"ulp-apart", {S{{0, 0, 0}, 3}, S{{2, 3, 6}, std::nextafter(T(4), T(0))}}},
            {"ulp-overlap", {S{{0, 0, 0}, 3}, S{{2, 3, 6}, std::nextafter(T(4), T(5))}}},
            {"point-on-sphere", {S{{2, 3, 6}, 0}, S{{0, 0, 0}, 7}}},
            {"equal-points", {S{{1, 2, 3}, 0}, S{{1, 2, 3}, z}}},
            {"points-one-subnormal-apart", {S{{0, 0, 0}, 0}, S{{0, 0, tiny}, 0}}},
            {"concentric", {S{{1, 1, 1}, 2}, S{{1, 1, 1}, 5}}},
            {"tangent-inside", {S{{0, 0, 0}, 5}, S{{4, 0, 0}, 1}}},
            {"signed-zeros", {S{{z, z, z}, z}, S{{0, 0, 0}, 0}}},
            {"far-tangent", {S{{far, far, far}, 3}, S{{far + 2, far + 3, far + 6}, 4}}},
            {"subnormal-tangent", {S{{0, 0, 0}, 3 * tiny}, S{{2 * tiny, 3 * tiny, 6 * tiny}, 4 * tiny}}},
            {"squares-overflow-apart", {S{{-big, 0, 0}, big / 4}, S{{big, 0, 0}, big / 4}}},
            {"largest-radius", {S{{0, 0, 0}, big}, S{{big, big, big}, big}}},
            {"nan", {S{{nan, 0, 0}, 1}, S{{0, 0, 0}, 1}}},
            {"infinite", {S{{0, 0, 0}, inf}, S{{0, 0, 0}, 1}}},
            {"negative-radius", {S{{0, 0, 0}, 1}, S{{0, 0, 0}, -tiny}}}};
  }
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_SPHERE_SPHERE_H
