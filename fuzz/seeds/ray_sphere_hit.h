// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of ray-sphere-hit
// (make_seed_corpus.cpp): ray-sphere's (the same shapes), then first hits
// that are irrational, at a huge parameter, from just outside the sphere
// (cancellation in the quadratic formula), from inside (t = tmin), behind
// the origin, and at tmax.
#ifndef GEOVERIFY_FUZZ_SEEDS_RAY_SPHERE_HIT_H
#define GEOVERIFY_FUZZ_SEEDS_RAY_SPHERE_HIT_H

#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "geoverify/query/cases.h"
#include "seeds/hand_seeds.h"
#include "seeds/ray_sphere.h"

namespace gv {
namespace fuzz {
namespace seeds {

template <class T>
struct HandSeeds<query::RaySphereHit<T>> {
  static constexpr std::uint64_t kSeed = 83;
  static std::vector<std::pair<std::string, query::RaySphereHit<T>>> cases() {
    std::vector<std::pair<std::string, query::RaySphereHit<T>>> out;
    for (const auto& [name, c] : HandSeeds<query::RaySphere<T>>::cases()) out.push_back({name, {c.ray, c.sphere}});
    using L = std::numeric_limits<T>;
    const gv::Sphere<T> unit{{0, 0, 0}, 1};
    out.push_back({"hit-irrational", {{{T(0.5), T(0.25), -3}, {0, 0, 1}}, unit}});
    out.push_back({"hit-far", {{{T(0.5), T(0.25), -3}, {0, 0, L::min()}}, unit}});
    out.push_back({"hit-just-outside", {{{0, 0, -(1 + L::epsilon())}, {0, 0, 1}}, unit}});
    out.push_back({"start-inside", {{{0, 0, T(0.5)}, {0, 0, 1}, T(0.25), 1}, unit}});
    out.push_back({"behind-origin", {{{0, 0, 3}, {0, 0, 1}}, unit}});
    out.push_back({"hit-at-tmax", {{{0, 0, -3}, {0, 0, 1}, 0, 2}, unit}});
    return out;
  }
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_RAY_SPHERE_HIT_H
