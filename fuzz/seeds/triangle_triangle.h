// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of triangle-triangle (make_seed_corpus.cpp):
// exact contact (coplanar in an axis and an oblique plane, shared edge and
// vertex, a vertex on a face, edges meeting, an edge in the other's plane),
// one ulp off the plane, crossing and parallel pairs, degenerate triangles
// (segment, point, repeated vertex, sliver), signed zeros, subnormals, the
// largest values, and invalid input; kSeed draws its generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_TRIANGLE_TRIANGLE_H
#define GEOVERIFY_FUZZ_SEEDS_TRIANGLE_TRIANGLE_H

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
struct HandSeeds<query::TriangleTriangle<T>> {
  static constexpr std::uint64_t kSeed = 17;
  static std::vector<std::pair<std::string, query::TriangleTriangle<T>>> cases() {
    using L = std::numeric_limits<T>;
    const T nan = L::quiet_NaN(), inf = L::infinity(), big = L::max(), d = L::denorm_min();
    const T above_one = std::nextafter(T(1), T(2)), nz = -T(0);
    // The triangle (0,0,0), (4,0,0), (0,4,0) in the plane z = 0.
    const gv::Triangle<T> tri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
    const gv::Triangle<T> lifted{{0, 0, 1}, {4, 0, 1}, {0, 4, 1}};  // the same in z = 1
    const gv::Triangle<T> oblique{{4, 0, 0}, {0, 4, 0}, {0, 0, 4}};  // in x + y + z = 4
    return {{"coplanar-overlap", {tri, {{1, 1, 0}, {5, 1, 0}, {1, 5, 0}}}},
            {"coplanar-gap", {tri, {{3, 3, 0}, {6, 3, 0}, {3, 6, 0}}}},
            {"coplanar-oblique", {oblique, {{2, 2, 0}, {0, 2, 2}, {2, 0, 2}}}},
            {"near-coplanar", {lifted, {{1, 1, 1}, {5, 1, 1}, {1, 5, above_one}}}},
            {"shared-edge-folded", {tri, {{4, 0, 0}, {0, 0, 0}, {2, -1, 3}}}},
            {"shared-edge-coplanar", {tri, {{4, 0, 0}, {0, 0, 0}, {2, -4, 0}}}},
            {"shared-vertex", {tri, {{0, 0, 0}, {-1, 2, 3}, {2, -1, 3}}}},
            {"vertex-on-face", {tri, {{1, 1, 0}, {1, 1, 4}, {2, 3, 5}}}},
            {"edge-edge", {tri, {{2, -1, -1}, {2, 1, 1}, {2, -3, 3}}}},
            {"edge-in-plane", {tri, {{1, 1, 0}, {2, 1, 0}, {1, 1, 3}}}},
            {"crossing", {tri, {{1, 1, -1}, {1, 1, 1}, {3, 3, 2}}}},
            {"crossing-through-edge", {tri, {{2, 0, -1}, {2, 0, 1}, {2, 2, 0}}}},
            {"parallel", {tri, lifted}},
            {"segment-through", {tri, {{1, 1, -1}, {1, 1, 1}, {1, 1, 0}}}},
            {"segment-in-plane", {tri, {{-1, 1, 0}, {5, 1, 0}, {2, 1, 0}}}},
            {"segments-crossing", {{{-1, 0, 0}, {1, 0, 0}, {0, 0, 0}}, {{0, -1, 0}, {0, 1, 0}, {0, 1, 0}}}},
            {"point-in-triangle", {tri, {{1, 1, 0}, {1, 1, 0}, {1, 1, 0}}}},
            {"point-point", {{{1, 2, 3}, {1, 2, 3}, {1, 2, 3}}, {{1, 2, 3}, {1, 2, 3}, {1, 2, 3}}}},
            {"repeated-vertex", {tri, {{1, 1, -1}, {1, 1, 1}, {1, 1, 1}}}},
            {"sliver", {tri, {{1, 1, -1}, {1, 1, 1}, {1, above_one, 0}}}},
            {"signed-zero", {{{-1, -1, nz}, {1, -1, nz}, {0, 1, nz}}, {{0, 0, 0}, {2, 2, 1}, {-2, 2, 1}}}},
            {"subnormal", {{{0, 0, 0}, {4 * d, 0, 0}, {0, 4 * d, 0}}, {{d, d, -d}, {d, d, d}, {3 * d, 3 * d, 2 * d}}}},
            {"largest", {{{big, 0, 0}, {0, big, 0}, {0, 0, big}}, {{-big, -big, -big}, {big, big, big}, {big, -big, 0}}}},
            {"largest-shared-edge", {{{big, 0, 0}, {0, big, 0}, {0, 0, big}}, {{0, 0, big}, {big, 0, 0}, {-big, 0, big}}}},
            {"nan", {{{nan, 0, 0}, {4, 0, 0}, {0, 4, 0}}, lifted}},
            {"infinity", {tri, {{0, 0, -inf}, {1, 1, 1}, {2, 0, 1}}}}};
  }
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_TRIANGLE_TRIANGLE_H
