// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of ray-aabb-hit
// (make_seed_corpus.cpp): ray-aabb's (the same shapes), then entries whose
// parameter is not a value of T, entries at a huge parameter, and an entry
// that overflows T.
#ifndef GEOVERIFY_FUZZ_SEEDS_RAY_AABB_HIT_H
#define GEOVERIFY_FUZZ_SEEDS_RAY_AABB_HIT_H

#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "geoverify/query/cases.h"
#include "seeds/hand_seeds.h"
#include "seeds/ray_aabb.h"

namespace gv {
namespace fuzz {
namespace seeds {

template <class T>
struct HandSeeds<query::RayAabbHit<T>> {
  static constexpr std::uint64_t kSeed = 71;
  static std::vector<std::pair<std::string, query::RayAabbHit<T>>> cases() {
    std::vector<std::pair<std::string, query::RayAabbHit<T>>> out;
    for (const auto& [name, c] : HandSeeds<query::RayAabb<T>>::cases()) out.push_back({name, {c.ray, c.box}});
    using L = std::numeric_limits<T>;
    const gv::Aabb<T> unit{{0, 0, 0}, {1, 1, 1}};
    out.push_back({"entry-a-third", {{{-1, T(0.5), T(0.5)}, {3, 0, 0}}, unit}});
    out.push_back({"entry-far", {{{-1, T(0.5), T(0.5)}, {L::min(), 0, 0}}, unit}});
    out.push_back({"entry-overflows", {{{-L::max(), T(0.5), T(0.5)}, {L::denorm_min(), 0, 0}}, unit}});
    out.push_back({"entry-at-tmax", {{{-1, T(0.5), T(0.5)}, {3, 0, 0}, 0, T(1) / 3}, unit}});
    return out;
  }
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_RAY_AABB_HIT_H
