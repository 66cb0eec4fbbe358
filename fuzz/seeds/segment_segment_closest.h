// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of segment-segment-closest
// (make_seed_corpus.cpp): crossing, skew with an interior pair, end to
// side, end to end, parallel overlapping (a set of closest pairs) and apart,
// collinear, point segments, signed zeros, squares that under- and
// overflow, and invalid input. kSeed draws its generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_SEGMENT_SEGMENT_CLOSEST_H
#define GEOVERIFY_FUZZ_SEEDS_SEGMENT_SEGMENT_CLOSEST_H

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
struct HandSeeds<query::SegmentSegmentClosest<T>> {
  static constexpr std::uint64_t kSeed = 97;
  static std::vector<std::pair<std::string, query::SegmentSegmentClosest<T>>> cases() {
    using L = std::numeric_limits<T>;
    using S = gv::Segment<T>;
    const T nan = L::quiet_NaN(), tiny = L::denorm_min(), big = L::max(), z = -T(0);
    const S x_axis{{-1, 0, 0}, {1, 0, 0}};
    return {{"crossing", {x_axis, S{{0, -1, 0}, {0, 1, 0}}}},
            {"skew-interior", {x_axis, S{{0, -1, 1}, {0, 1, 1}}}},
            {"skew-irrational", {S{{0, 0, 0}, {3, 1, 0}}, S{{1, 2, 1}, {2, -1, 2}}}},
            {"end-to-side", {x_axis, S{{0, 1, 0}, {0, 3, 0}}}},
            {"end-to-end", {x_axis, S{{2, 1, 0}, {3, 1, 0}}}},
            {"parallel-overlap", {x_axis, S{{0, 1, 0}, {4, 1, 0}}}},
            {"parallel-apart", {x_axis, S{{3, 1, 0}, {4, 1, 0}}}},
            {"collinear", {x_axis, S{{T(0.5), 0, 0}, {3, 0, 0}}}},
            {"point-point", {S{{1, 2, 3}, {1, 2, 3}}, S{{4, 6, 3}, {4, 6, 3}}}},
            {"point-segment", {S{{0, 2, 0}, {0, 2, 0}}, x_axis}},
            {"negative-zero", {S{{z, z, z}, {1, z, z}}, S{{z, 1, z}, {z, 1, 1}}}},
            {"underflow", {S{{0, 0, 0}, {tiny, 0, 0}}, S{{0, tiny, 0}, {tiny, tiny, 0}}}},
            {"overflow", {S{{-big, 0, 0}, {big, 0, 0}}, S{{0, -big, big}, {0, big, big}}}},
            {"nan", {S{{nan, 0, 0}, {1, 0, 0}}, x_axis}}};
  }
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_SEGMENT_SEGMENT_CLOSEST_H
