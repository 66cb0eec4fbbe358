// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of ray-triangle-hit
// (make_seed_corpus.cpp): ray-triangle's (the same shapes), then hits whose
// parameter is not a value of T, behind the origin, at a huge parameter, and
// at tmax.
#ifndef GEOVERIFY_FUZZ_SEEDS_RAY_TRIANGLE_HIT_H
#define GEOVERIFY_FUZZ_SEEDS_RAY_TRIANGLE_HIT_H

#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "geoverify/query/cases.h"
#include "seeds/hand_seeds.h"
#include "seeds/ray_triangle.h"

namespace gv {
namespace fuzz {
namespace seeds {

template <class T>
struct HandSeeds<query::RayTriangleHit<T>> {
  static constexpr std::uint64_t kSeed = 73;
  static std::vector<std::pair<std::string, query::RayTriangleHit<T>>> cases() {
    std::vector<std::pair<std::string, query::RayTriangleHit<T>>> out;
    for (const auto& [name, c] : HandSeeds<query::RayTriangle<T>>::cases()) out.push_back({name, {c.ray, c.tri}});
    using L = std::numeric_limits<T>;
    const gv::Triangle<T> tri{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
    out.push_back({"hit-a-third", {{{T(0.25), T(0.25), -1}, {0, 0, 3}}, tri}});
    out.push_back({"behind-origin", {{{T(0.25), T(0.25), 1}, {0, 0, 3}}, tri}});
    out.push_back({"hit-far", {{{T(0.25), T(0.25), -1}, {0, 0, L::min()}}, tri}});
    out.push_back({"hit-at-tmax", {{{T(0.25), T(0.25), -1}, {0, 0, 3}, 0, T(1) / 3}, tri}});
    return out;
  }
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_RAY_TRIANGLE_HIT_H
