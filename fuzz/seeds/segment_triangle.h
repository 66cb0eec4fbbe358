// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of segment-triangle (make_seed_corpus.cpp):
// exact contact (crossing the interior, through an edge point or a vertex,
// an endpoint on the face or an edge, in the triangle's plane crossing it or
// through a vertex, a shared vertex, in an oblique lattice plane), near
// misses (in the plane beyond an edge, parallel at an offset, one ulp short
// of the plane), a long near-parallel segment, the textbook's back-to-front
// input, point segments, degenerate triangles (collinear, point, repeated
// vertex, sliver), signed zeros, subnormals, the largest values, far from
// the origin, and invalid input; kSeed draws its generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_SEGMENT_TRIANGLE_H
#define GEOVERIFY_FUZZ_SEEDS_SEGMENT_TRIANGLE_H

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "geoverify/query/cases.h"
#include "geoverify/query/segment_triangle.h"
#include "seeds/hand_seeds.h"

namespace gv {
namespace fuzz {
namespace seeds {

template <class T>
struct HandSeeds<query::SegmentTriangle<T>> {
  static constexpr std::uint64_t kSeed = 61;
  static std::vector<std::pair<std::string, query::SegmentTriangle<T>>> cases() {
    using L = std::numeric_limits<T>;
    const T nan = L::quiet_NaN(), inf = L::infinity(), big = L::max(), d = L::denorm_min(), nz = -T(0);
    const T half = T(0.5), offset = std::ldexp(T(1), -20);
    const T run = std::ldexp(T(1), 20);             // a long near-parallel run, exact in T
    const T far = std::ldexp(T(1), L::digits - 3);   // 2^21, 2^50: small steps stay exact
    const T apex = std::ldexp(T(1), L::digits / 2);  // a sliver 2^13 (2^27) long, 1 high
    using S = gv::Segment<T>;
    using Tri = gv::Triangle<T>;
    // The triangle (0,0,0), (4,0,0), (0,4,0) in the plane z = 0; n = (0,0,16)
    // (Ericson's front side is z > 0).
    const Tri tri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
    // In x + 2y + 2z = 6 (a lattice normal of length 3): (2,1,1) is its
    // centroid, (3, 1.5, 0) the midpoint of its first edge.
    const Tri oblique{{6, 0, 0}, {0, 3, 0}, {0, 0, 3}};
    return {{"crossing", {S{{1, 1, 1}, {1, 1, -1}}, tri}},
            {"through-edge", {S{{2, -1, -1}, {2, 1, 1}}, tri}},
            {"through-vertex", {S{{4, -1, -1}, {4, 1, 1}}, tri}},
            {"endpoint-on-face", {S{{1, 1, 0}, {2, 3, 3}}, tri}},
            {"endpoint-on-edge", {S{{2, 2, 0}, {3, 3, -2}}, tri}},
            {"in-plane-crossing", {S{{-1, 1, 0}, {5, 1, 0}}, tri}},
            {"in-plane-vertex", {S{{-1, 1, 0}, {1, -1, 0}}, tri}},
            {"in-plane-disjoint", {S{{3, 3, 0}, {5, 1, 0}}, tri}},
            {"in-plane-along-edge", {S{{-2, 0, 0}, {2, 0, 0}}, tri}},
            {"parallel-offset", {S{{-1, 1, offset}, {5, 1, offset}}, tri}},
            {"ulp-short-of-plane", {S{{1, 1, d}, {1, 1, 3}}, tri}},
            {"ulp-past-plane", {S{{1, 1, -d}, {1, 1, 3}}, tri}},
            {"near-parallel-through-edge", {S{{-run, 1, -1}, {run, 1, 1}}, tri}},
            {"back-to-front", {S{{1, 1, -1}, {1, 1, 1}}, tri}},
            {"front-to-back-endpoint-on-face", {S{{1, 1, 2}, {1, 1, 0}}, tri}},
            {"shared-vertex", {S{{0, 0, 0}, {1, 2, 3}}, tri}},
            {"segment-is-edge", {S{{4, 0, 0}, {0, 4, 0}}, tri}},
            {"oblique-crossing", {S{{1, -1, -1}, {3, 3, 3}}, oblique}},
            {"oblique-through-edge", {S{{2, -half, -2}, {4, T(3.5), 2}}, oblique}},
            {"point-on-face", {S{{1, 1, 0}, {1, 1, 0}}, tri}},
            {"point-on-edge", {S{{2, 0, 0}, {2, 0, 0}}, tri}},
            {"point-off-plane", {S{{1, 1, d}, {1, 1, d}}, tri}},
            {"collinear-triangle", {S{{1, -1, -1}, {1, 1, 1}}, Tri{{0, 0, 0}, {2, 0, 0}, {4, 0, 0}}}},
            {"collinear-along", {S{{3, 0, 0}, {6, 0, 0}}, Tri{{0, 0, 0}, {2, 0, 0}, {4, 0, 0}}}},
            {"point-triangle", {S{{0, 0, 0}, {2, 2, 2}}, Tri{{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}}},
            {"point-point", {S{{1, 2, 3}, {1, 2, 3}}, Tri{{1, 2, 3}, {1, 2, 3}, {1, 2, 3}}}},
            {"repeated-vertex", {S{{1, 0, -1}, {1, 0, 1}}, Tri{{0, 0, 0}, {4, 0, 0}, {4, 0, 0}}}},
            {"sliver", {S{{apex, half, -1}, {apex, half, 1}}, Tri{{0, 0, 0}, {2 * apex, 0, 0}, {apex, 1, 0}}}},
            {"signed-zero", {S{{1, 1, nz}, {1, 1, 3}}, Tri{{nz, nz, nz}, {4, nz, 0}, {0, 4, nz}}}},
            {"subnormal", {S{{d, d, -d}, {d, d, d}}, Tri{{0, 0, 0}, {4 * d, 0, 0}, {0, 4 * d, 0}}}},
            {"subnormal-through-edge",
             {S{{2 * d, -d, -d}, {2 * d, d, d}}, Tri{{0, 0, 0}, {4 * d, 0, 0}, {0, 4 * d, 0}}}},
            {"largest", {S{{-big, -big, -big}, {big, big, big}}, Tri{{big, 0, 0}, {0, big, 0}, {0, 0, big}}}},
            {"largest-through-vertex", {S{{big, -big, 0}, {big, big, 0}}, Tri{{big, 0, 0}, {0, big, 0}, {0, 0, big}}}},
            {"far-through-edge",
             {S{{far + 2, far - 1, far - 1}, {far + 2, far + 1, far + 1}},
              Tri{{far, far, far}, {far + 4, far, far}, {far, far + 4, far}}}},
            {"nan", {S{{nan, 0, 0}, {1, 1, 1}}, tri}},
            {"infinity", {S{{1, 1, -inf}, {1, 1, 1}}, tri}},
            {"infinite-vertex", {S{{1, 1, -1}, {1, 1, 1}}, Tri{{0, 0, 0}, {inf, 0, 0}, {0, 4, 0}}}}};
  }
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_SEGMENT_TRIANGLE_H
