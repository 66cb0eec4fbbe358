// SPDX-License-Identifier: MIT
// geoverify fuzz: the hand-written seed inputs of sphere-triangle (make_seed_corpus.cpp):
// exact tangency (to the face from either side, to an edge from outside the
// plane and in it, at a vertex from outside the plane and in it, to faces in
// lattice planes of normal (1, 2, 2) / 3 and (2, 3, 6) / 7), one ulp of the
// radius either way, point spheres (on the face, on an edge, at a vertex
// with r == -0.0, one subnormal off the face, beyond an edge), a centre on
// the face, a large radius, degenerate triangles (collinear, repeated
// vertex, point) with tangent and point spheres, a sliver, signed zeros,
// subnormals, squares that underflow and overflow, the largest values, far
// from the origin, and invalid input; kSeed draws its generator-mode inputs.
#ifndef GEOVERIFY_FUZZ_SEEDS_SPHERE_TRIANGLE_H
#define GEOVERIFY_FUZZ_SEEDS_SPHERE_TRIANGLE_H

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "geoverify/query/cases.h"
#include "geoverify/query/sphere_triangle.h"
#include "seeds/hand_seeds.h"

namespace gv {
namespace fuzz {
namespace seeds {

template <class T>
struct HandSeeds<query::SphereTriangle<T>> {
  static constexpr std::uint64_t kSeed = 63;
  static std::vector<std::pair<std::string, query::SphereTriangle<T>>> cases() {
    using L = std::numeric_limits<T>;
    const T nan = L::quiet_NaN(), inf = L::infinity(), big = L::max(), d = L::denorm_min(), nz = -T(0);
    const T half = T(0.5);
    const T far = std::ldexp(T(1), L::digits - 3);   // 2^21, 2^50: small steps stay exact
    const T apex = std::ldexp(T(1), L::digits / 2);  // a sliver 2^13 (2^27) long, 1 high
    const T tiny = std::ldexp(T(1), (L::min_exponent - L::digits) / 2);  // 2^-74, 2^-537: the squares underflow
    const T top = std::ldexp(T(1), L::max_exponent - 3);                  // 2^125, 2^1021: the squares overflow
    using S = gv::Sphere<T>;
    using Tri = gv::Triangle<T>;
    // The triangle (0,0,0), (4,0,0), (0,4,0) in the plane z = 0.
    const Tri tri{{0, 0, 0}, {4, 0, 0}, {0, 4, 0}};
    // In x + 2y + 2z = 6 (a lattice normal of length 3): (2,1,1) is its centroid.
    const Tri oblique{{6, 0, 0}, {0, 3, 0}, {0, 0, 3}};
    // Round the origin (its centroid) in the plane of normal (2,3,6), length 7.
    const Tri pythagorean{{3, -2, 0}, {0, 2, -1}, {-3, 0, 1}};
    const Tri collinear{{0, 0, 0}, {2, 0, 0}, {4, 0, 0}};
    const Tri point{{1, 2, 3}, {1, 2, 3}, {1, 2, 3}};
    const Tri far_tri{{far, far, far}, {far + 4, far, far}, {far, far + 4, far}};
    return {{"tangent-face", {S{{1, 1, 2}, 2}, tri}},
            {"tangent-face-below", {S{{1, 1, -3}, 3}, tri}},
            {"tangent-edge", {S{{2, -3, 4}, 5}, tri}},           // off (0,-3,4) from (2,0,0)
            {"tangent-hypotenuse", {S{{4, 4, 1}, 3}, tri}},      // off (2,2,1) from (2,2,0)
            {"tangent-vertex", {S{{6, -1, 2}, 3}, tri}},         // off (2,-1,2) from (4,0,0)
            {"in-plane-tangent-edge", {S{{2, -5, 0}, 5}, tri}},
            {"in-plane-tangent-vertex", {S{{-3, -4, 0}, 5}, tri}},
            {"oblique-tangent-face", {S{{3, 3, 3}, 3}, oblique}},
            {"pythagorean-tangent-face", {S{{2, 3, 6}, 7}, pythagorean}},
            {"ulp-inside", {S{{1, 1, 2}, std::nextafter(T(2), T(3))}, tri}},
            {"ulp-outside", {S{{1, 1, 2}, std::nextafter(T(2), T(0))}, tri}},
            {"point-on-face", {S{{1, 1, 0}, 0}, tri}},
            {"point-on-edge", {S{{2, 0, 0}, 0}, tri}},
            {"point-at-vertex", {S{{0, 0, 0}, nz}, tri}},
            {"point-off-face", {S{{1, 1, d}, 0}, tri}},
            {"point-beyond-edge", {S{{3, 3, 0}, 0}, tri}},
            {"centre-on-face", {S{{1, 1, 0}, 1}, tri}},
            {"large-radius", {S{{1, 1, 1}, std::ldexp(T(1), 20)}, tri}},
            {"collinear-tangent", {S{{1, 3, 4}, 5}, collinear}},
            {"collinear-end-tangent", {S{{7, 4, 0}, 5}, collinear}},
            {"repeated-vertex", {S{{2, 0, 3}, 3}, Tri{{0, 0, 0}, {4, 0, 0}, {4, 0, 0}}}},
            {"point-triangle-tangent", {S{{3, 3, 5}, 3}, point}},
            {"point-point", {S{{1, 2, 3}, 0}, point}},
            {"sliver", {S{{apex, half, 1}, 1}, Tri{{0, 0, 0}, {2 * apex, 0, 0}, {apex, 1, 0}}}},
            {"signed-zero", {S{{1, 1, 2}, 2}, Tri{{nz, nz, nz}, {4, nz, 0}, {0, 4, nz}}}},
            {"subnormal", {S{{d, d, 2 * d}, 2 * d}, Tri{{0, 0, 0}, {4 * d, 0, 0}, {0, 4 * d, 0}}}},
            {"subnormal-tangent-edge",
             {S{{2 * d, -3 * d, 4 * d}, 5 * d}, Tri{{0, 0, 0}, {4 * d, 0, 0}, {0, 4 * d, 0}}}},
            {"tiny-squares",
             {S{{tiny, tiny, 2 * tiny}, 2 * tiny}, Tri{{0, 0, 0}, {4 * tiny, 0, 0}, {0, 4 * tiny, 0}}}},
            {"huge-tangent-face", {S{{top, top, 2 * top}, 2 * top}, Tri{{0, 0, 0}, {4 * top, 0, 0}, {0, 4 * top, 0}}}},
            {"largest", {S{{big, big, big}, big}, Tri{{big, 0, 0}, {0, big, 0}, {0, 0, big}}}},
            {"far-tangent-face", {S{{far + 1, far + 1, far + 2}, 2}, far_tri}},
            {"far-tangent-edge", {S{{far + 2, far - 3, far + 4}, 5}, far_tri}},
            {"nan", {S{{nan, 0, 0}, 1}, tri}},
            {"infinite-radius", {S{{0, 0, 0}, inf}, tri}},
            {"negative-radius", {S{{1, 1, 2}, -1}, tri}},
            {"negative-subnormal-radius", {S{{1, 1, 0}, -d}, tri}},
            {"infinite-vertex", {S{{1, 1, 2}, 2}, Tri{{0, 0, 0}, {inf, 0, 0}, {0, 4, 0}}}}};
  }
};

}  // namespace seeds
}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_SEEDS_SPHERE_TRIANGLE_H
