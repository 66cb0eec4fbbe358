// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of ray-sphere (make_seed_corpus.cpp):
// tangent lines, ends of the ray on the sphere, the origin on the sphere or
// inside, point balls, zero directions, signed zeros, subnormals, the
// largest values, far from the origin, and invalid input; kSeed draws its
// generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_RAY_SPHERE_H
#define GEOVERIFY_FUZZ_SEEDS_RAY_SPHERE_H

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
struct HandSeeds<query::RaySphere<T>> {
  static constexpr std::uint64_t kSeed = 59;
  static std::vector<std::pair<std::string, query::RaySphere<T>>> cases() {
    using L = std::numeric_limits<T>;
    const T nan = L::quiet_NaN(), inf = L::infinity(), tiny = L::denorm_min(), big = L::max(), z = -T(0);
    using R = gv::Ray<T>;
    using S = gv::Sphere<T>;
    const T far = std::ldexp(T(1), L::digits - 3);  // 2^21, 2^50: the squares of far points round
    return {{"through", {R{{0, 0, 0}, {1, 0, 0}, 0, inf}, S{{5, 1, 0}, 2}}},
            {"tangent-axis", {R{{0, 0, 0}, {1, 0, 0}, 0, inf}, S{{5, 3, 0}, 3}}},
            {"tangent-lattice", {R{{0, 0, 0}, {1, 2, 2}, 0, inf}, S{{4, 2, 5}, 3}}},
            {"ulp-apart", {R{{0, 0, 0}, {1, 2, 2}, 0, inf}, S{{4, 2, 5}, std::nextafter(T(3), T(0))}}},
            {"ulp-overlap", {R{{0, 0, 0}, {1, 2, 2}, 0, inf}, S{{4, 2, 5}, std::nextafter(T(3), T(4))}}},
            {"end-on-sphere", {R{{0, 0, 0}, {1, 0, 0}, 0, 2}, S{{5, 0, 0}, 3}}},
            {"start-on-sphere", {R{{0, 0, 0}, {1, 0, 0}, 8, inf}, S{{5, 0, 0}, 3}}},
            {"origin-on-sphere-away", {R{{3, 0, 0}, {1, 0, 0}, 0, inf}, S{{0, 0, 0}, 3}}},
            {"origin-inside", {R{{1, 1, 0}, {1, 0, 0}, 0, inf}, S{{0, 0, 0}, 3}}},
            {"pointing-away", {R{{4, 0, 0}, {1, 1, 0}, 0, inf}, S{{0, 0, 0}, 3}}},
            {"point-ball-on-ray", {R{{0, 0, 0}, {1, 0, 0}, 0, inf}, S{{3, 0, 0}, 0}}},
            {"zero-dir-on-sphere", {R{{2, 3, 6}, {0, 0, 0}, 0, inf}, S{{0, 0, 0}, 7}}},
            {"signed-zeros", {R{{z, z, z}, {z, z, z}, z, z}, S{{0, 0, 0}, z}}},
            {"far-tangent", {R{{far, far, far}, {1, 2, 2}, 0, inf}, S{{far + 4, far + 2, far + 5}, 3}}},
            {"subnormal-tangent", {R{{0, 0, 0}, {tiny, 2 * tiny, 2 * tiny}, 0, inf}, S{{4 * tiny, 2 * tiny, 5 * tiny}, 3 * tiny}}},
            {"squares-overflow", {R{{-big, 0, 0}, {0, 1, 0}, 0, inf}, S{{big, 0, 0}, big / 4}}},
            {"largest-radius", {R{{big, big, big}, {1, 1, 1}, 0, inf}, S{{0, 0, 0}, big}}},
            {"nan", {R{{nan, 0, 0}, {1, 0, 0}, 0, inf}, S{{0, 0, 0}, 1}}},
            {"infinite-dir", {R{{0, 0, 0}, {inf, 0, 0}, 0, inf}, S{{0, 0, 0}, 1}}},
            {"inverted-interval", {R{{0, 0, 0}, {1, 0, 0}, 2, 1}, S{{0, 0, 0}, 1}}},
            {"negative-radius", {R{{0, 0, 0}, {1, 0, 0}, 0, inf}, S{{0, 0, 0}, -tiny}}}};
  }
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_RAY_SPHERE_H
