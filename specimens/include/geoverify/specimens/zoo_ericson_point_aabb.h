// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Ericson's squared distance from a point to a box.
//
// Source: C. Ericson, Real-Time Collision Detection, Morgan Kaufmann 2005,
// section 5.1.3.1 ("Distance of Point to AABB"):
//     // Computes the square distance between a point p and an AABB b
//     float SqDistPointAABB(Point p, AABB b) {
//         float sqDist = 0.0f;
//         for (int i = 0; i < 3; i++) {
//             // For each axis count any excess distance outside box extents
//             float v = p[i];
//             if (v < b.min[i]) sqDist += (b.min[i] - v) * (b.min[i] - v);
//             if (v > b.max[i]) sqDist += (v - b.max[i]) * (v - b.max[i]);
//         }
//         return sqDist;
//     }
// Transcribed with float as Real (the double instance is the same text with
// double), Point as an array. The caller takes the distance as
// Sqrt(SqDistPointAABB(p, b)), as the book does in section 5.2.6
// (TestSphereAABB compares the squared distance with r^2 instead).
//
// Intended contract, for the numbers d2 and d: within 4 ulps of the exact
// values (ulps(4): a handful of roundings), and 0 exactly when the point is
// in the box, which every distance contract requires.
// Defects kept, each demonstrated in tests/specimens/zoo_ericson_point_aabb_test.cpp:
//   * underflow: a point a few subnormal steps outside a tiny box has
//     excess^2 below the least subnormal: sqDist == 0, "the point is in the
//     box" (wrong number: 0 where the shapes do not meet);
//   * overflow: excess^2 above the largest Real is +inf (wrong number: the
//     exact squared distance is finite, and d = +inf too).
// Rounding of the excess and the squares stays within 4 ulps.
#ifndef GEOVERIFY_SPECIMENS_ZOO_ERICSON_POINT_AABB_H
#define GEOVERIFY_SPECIMENS_ZOO_ERICSON_POINT_AABB_H

namespace gv {
namespace specimens {
namespace ericson_point_aabb {

/// The book's box.
template <class Real>
struct AABB {
  Real min[3];
  Real max[3];
};

/// Real-Time Collision Detection, section 5.1.3.1: the squared distance from
/// p to the box b.
template <class Real>
Real SqDistPointAABB(const Real p[3], const AABB<Real>& b);

extern template float SqDistPointAABB<float>(const float[3], const AABB<float>&);
extern template double SqDistPointAABB<double>(const double[3], const AABB<double>&);

}  // namespace ericson_point_aabb
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_ERICSON_POINT_AABB_H
