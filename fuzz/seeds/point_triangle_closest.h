// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of point-triangle-closest
// (make_seed_corpus.cpp): points whose closest point is a vertex, on an
// edge, in the face (representable or not), on the triangle; collinear and
// point triangles; a coincident pair of vertices; signed zeros, squares that
// under- and overflow, and invalid input. kSeed draws its generator-mode
// inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_POINT_TRIANGLE_CLOSEST_H
#define GEOVERIFY_FUZZ_SEEDS_POINT_TRIANGLE_CLOSEST_H

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
struct HandSeeds<query::PointTriangleClosest<T>> {
  static constexpr std::uint64_t kSeed = 89;
  static std::vector<std::pair<std::string, query::PointTriangleClosest<T>>> cases() {
    using L = std::numeric_limits<T>;
    const T nan = L::quiet_NaN(), tiny = L::denorm_min(), big = L::max(), z = -T(0);
    const gv::Triangle<T> tri{{0, 0, 0}, {2, 0, 0}, {0, 2, 0}};
    return {{"above-face", {{{T(0.5), T(0.5), 3}}, tri}},
            {"face-irrational-foot", {{{T(0.25), T(0.5), 1}}, {{0, 0, 0}, {3, 0, 1}, {0, 3, 0}}}},
            {"beyond-vertex", {{{-1, -1, 1}}, tri}},
            {"beyond-edge", {{{3, -1, 1}}, tri}},
            {"beyond-hypotenuse", {{{2, 2, 0}}, tri}},
            {"on-face", {{{T(0.5), T(0.5), 0}}, tri}},
            {"on-vertex", {{{2, 0, 0}}, tri}},
            {"collinear", {{{T(2.5), 1, 1}}, {{0, 0, 0}, {1, 0, 0}, {3, 0, 0}}}},
            {"coincident-pair", {{{T(2.5), 1, 1}}, {{0, 0, 0}, {0, 0, 0}, {3, 0, 0}}}},
            {"point-triangle", {{{1, 2, 3}}, {{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}}},
            {"negative-zero", {{{z, z, z}}, tri}},
            {"underflow", {{{tiny, tiny, tiny}}, {{0, 0, 0}, {tiny, 0, 0}, {0, tiny, 0}}}},
            {"overflow", {{{-big, -big, big}}, {{big, 0, 0}, {0, big, 0}, {0, 0, -big}}}},
            {"nan", {{{nan, 0, 0}}, tri}}};
  }
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_POINT_TRIANGLE_CLOSEST_H
