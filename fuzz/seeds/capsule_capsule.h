// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of capsule-capsule (make_seed_corpus.cpp):
// exact tangency (skew axes at interior points, along the axis and along a
// lattice offset (2, 3, 6) / 7, an end against an interior, end against end),
// parallel axes tangent side by side and apart along their direction,
// collinear axes (end to end with ra + rb the gap, overlapping segments,
// apart), nearly parallel axes one ulp off, crossing axes with and without
// radii, segments (T, V, skew apart), balls against a capsule, an end and a
// ball, points, one ulp of a radius either way, a radius sum that rounds in
// T, a large radius, signed zeros, subnormals, squares that underflow and
// overflow, the largest values, far from the origin, and invalid input;
// kSeed draws its generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_CAPSULE_CAPSULE_H
#define GEOVERIFY_FUZZ_SEEDS_CAPSULE_CAPSULE_H

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "geoverify/query/capsule_capsule.h"
#include "geoverify/query/cases.h"
#include "seeds/hand_seeds.h"

namespace gv {
namespace fuzz {
namespace seeds {

template <class T>
struct HandSeeds<query::CapsuleCapsule<T>> {
  static constexpr std::uint64_t kSeed = 67;
  static std::vector<std::pair<std::string, query::CapsuleCapsule<T>>> cases() {
    using L = std::numeric_limits<T>;
    const T nan = L::quiet_NaN(), inf = L::infinity(), big = L::max(), d = L::denorm_min(), nz = -T(0);
    const T far = std::ldexp(T(1), L::digits - 3);   // 2^21, 2^50: small steps stay exact
    const T span = std::ldexp(T(1), L::digits - 2);  // 2^22, 2^51: a long axis
    const T wide = std::ldexp(T(1), L::digits);      // 2^24, 2^53: 1 + wide is not exact
    const T tiny = std::ldexp(T(1), (L::min_exponent - L::digits) / 2);  // 2^-74, 2^-537: the squares underflow
    const T top = std::ldexp(T(1), L::max_exponent - 3);                  // 2^125, 2^1021: the squares overflow
    using Cap = gv::Capsule<T>;
    // The axis (-2,0,0)-(2,0,0) and, 3 above it, the axis (0,-2,3)-(0,2,3).
    const Cap x_axis{{-2, 0, 0}, {2, 0, 0}, 1};
    const Cap unit_x{{0, 0, 0}, {4, 0, 0}, 1};
    return {{"tangent-interior", {x_axis, Cap{{0, -2, 3}, {0, 2, 3}, 2}}},
            // Axes (3,-2,0) and (0,2,-1), both orthogonal to (2,3,6) of length 7, through 0 and (2,3,6).
            {"tangent-interior-lattice", {Cap{{-3, 2, 0}, {3, -2, 0}, 3}, Cap{{2, 1, 7}, {2, 5, 5}, 4}}},
            {"tangent-end-interior", {Cap{{0, 0, 0}, {0, 0, -4}, 1}, Cap{{-2, 0, 2}, {2, 0, 2}, 1}}},
            {"tangent-end-end", {Cap{{0, 0, 0}, {-3, 0, 0}, 2}, Cap{{3, 4, 0}, {3, 8, 0}, 3}}},  // off (3,4,0)
            {"parallel-tangent", {unit_x, Cap{{2, 2, 0}, {6, 2, 0}, 1}}},
            {"parallel-apart-tangent", {Cap{{0, 0, 0}, {4, 0, 0}, 2}, Cap{{7, 4, 0}, {9, 4, 0}, 3}}},
            {"collinear-end-to-end", {unit_x, Cap{{7, 0, 0}, {9, 0, 0}, 2}}},
            {"collinear-overlapping-segments", {Cap{{0, 0, 0}, {4, 0, 0}, 0}, Cap{{2, 0, 0}, {6, 0, 0}, 0}}},
            {"collinear-apart", {unit_x, Cap{{7, 0, 0}, {9, 0, 0}, 1}}},
            {"parallel-long", {Cap{{0, 0, 0}, {span, 0, 0}, 1}, Cap{{0, 2, 0}, {span, 2, 0}, 1}}},
            {"near-parallel-ulp",
             {Cap{{0, 0, 0}, {span, 0, 0}, 1}, Cap{{0, 2, 0}, {span, std::nextafter(T(2), T(0)), 0}, 1}}},
            {"crossing", {Cap{{-1, 0, 0}, {1, 0, 0}, 1}, Cap{{0, -1, 0}, {0, 1, 0}, 1}}},
            {"crossing-segments", {Cap{{-1, 0, 0}, {1, 0, 0}, 0}, Cap{{0, -1, 0}, {0, 1, 0}, 0}}},
            {"t-junction-segments", {Cap{{-1, 0, 0}, {1, 0, 0}, 0}, Cap{{0, 0, 0}, {0, 1, 0}, 0}}},
            {"shared-end-segments", {Cap{{0, 0, 0}, {1, 0, 0}, 0}, Cap{{0, 0, 0}, {0, 1, 0}, nz}}},
            {"skew-segments-apart", {Cap{{-1, 0, 0}, {1, 0, 0}, 0}, Cap{{0, -1, 1}, {0, 1, 1}, 0}}},
            {"ball-tangent-interior", {Cap{{0, 0, 3}, {0, 0, 3}, 1}, Cap{{-2, 0, 0}, {2, 0, 0}, 2}}},
            {"ball-tangent-end", {Cap{{6, 4, 0}, {6, 4, 0}, 2}, Cap{{0, 0, 0}, {3, 0, 0}, 3}}},  // off (3,4,0)
            {"ball-ball-tangent", {Cap{{0, 0, 0}, {0, 0, 0}, 1}, Cap{{1, 2, 2}, {1, 2, 2}, 2}}},
            {"point-point", {Cap{{1, 2, 3}, {1, 2, 3}, 0}, Cap{{1, 2, 3}, {1, 2, 3}, nz}}},
            {"point-on-segment", {Cap{{1, 0, 0}, {1, 0, 0}, 0}, Cap{{0, 0, 0}, {4, 0, 0}, 0}}},
            {"ulp-inside", {x_axis, Cap{{0, -2, 3}, {0, 2, 3}, std::nextafter(T(2), T(3))}}},
            {"ulp-outside", {x_axis, Cap{{0, -2, 3}, {0, 2, 3}, std::nextafter(T(2), T(0))}}},
            // D == wide + 1 == ra + rb exactly; ra + rb rounds to wide in T.
            {"radius-sum-rounds", {Cap{{-1, -1, 0}, {-1, 1, 0}, 1}, Cap{{wide, 0, -1}, {wide, 0, 1}, wide}}},
            {"large-radius", {Cap{{0, 0, 0}, {1, 0, 0}, std::ldexp(T(1), 20)}, Cap{{1, 1, 1}, {2, 2, 2}, 0}}},
            {"signed-zero", {Cap{{nz, 0, nz}, {4, nz, 0}, 1}, Cap{{nz, 2, 0}, {4, 2, nz}, 1}}},
            {"subnormal", {Cap{{0, 0, 0}, {4 * d, 0, 0}, d}, Cap{{2 * d, -2 * d, 3 * d}, {2 * d, 2 * d, 3 * d}, 2 * d}}},
            {"tiny-squares",
             {Cap{{-2 * tiny, 0, 0}, {2 * tiny, 0, 0}, tiny}, Cap{{0, -2 * tiny, 3 * tiny}, {0, 2 * tiny, 3 * tiny}, 2 * tiny}}},
            {"huge-tangent",
             {Cap{{-2 * top, 0, 0}, {2 * top, 0, 0}, top}, Cap{{0, -2 * top, 3 * top}, {0, 2 * top, 3 * top}, 2 * top}}},
            {"largest", {Cap{{-big, -big, -big}, {big, big, big}, big}, Cap{{big, -big, 0}, {-big, big, 0}, big}}},
            {"far-tangent-interior",
             {Cap{{far - 2, far, far}, {far + 2, far, far}, 1}, Cap{{far, far - 2, far + 3}, {far, far + 2, far + 3}, 2}}},
            {"far-tangent-end-end",
             {Cap{{far, far, far}, {far - 3, far, far}, 2}, Cap{{far + 3, far + 4, far}, {far + 3, far + 8, far}, 3}}},
            {"nan", {Cap{{nan, 0, 0}, {1, 0, 0}, 1}, unit_x}},
            {"infinite-radius", {Cap{{0, 0, 0}, {1, 0, 0}, inf}, unit_x}},
            {"negative-radius", {x_axis, Cap{{0, -2, 3}, {0, 2, 3}, -1}}},
            {"negative-subnormal-radius", {Cap{{1, 0, 0}, {1, 0, 0}, -d}, unit_x}},
            {"infinite-endpoint", {Cap{{0, 0, 0}, {inf, 0, 0}, 1}, x_axis}}};
  }
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_CAPSULE_CAPSULE_H
