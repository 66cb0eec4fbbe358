// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Ericson's box-box test in centre-radius form, fed from
// min/max boxes.
//
// Source: C. Ericson, Real-Time Collision Detection, Morgan Kaufmann 2005,
// section 4.2.1 ("AABB-AABB Intersection"), the third representation:
//     struct AABB { Point c; float r[3]; };  // centre, halfwidth extents
//     int TestAABBAABB(AABB a, AABB b) {
//         if (Abs(a.c[0] - b.c[0]) > (a.r[0] + b.r[0])) return 0;
//         ... (axes 1 and 2 alike)
//         return 1;
//     }
// Transcribed with float as Real (the book's type; the double instance is
// the same text with double) and Abs = fabs. The book stores boxes in that
// form; the suite's boxes are min/max, so the caller converts them first,
// in Real, the way a min/max caller writes it:
//     c = (min + max) * 0.5,  r = (max - min) * 0.5     (Reconstructed)
// which is also what libGDX's BoundingBox does (set(): cnt = (min + max) *
// 0.5f, dim = max - min; intersects(): |cnt_a - cnt_b| <= dim_a / 2 +
// dim_b / 2 per axis, after an isValid() guard): the same arithmetic in the
// same order, read for comparison, not transcribed.
//
// Intended contract: exact. The test is on closed boxes (only a strictly
// positive gap, `>`, separates; boxes that touch intersect), and the book
// presents the three representations as the same test.
// Defects kept, each demonstrated in tests/specimens/zoo_ericson_aabb_test.cpp:
//   * rounding near contact: min + max, max - min, c_a - c_b and r_a + r_b
//     each round in Real. Where the ends need more bits than their sum can
//     keep (boxes far from the origin compared with their size, or of
//     mixed magnitudes), boxes in exact contact can come out one rounding
//     apart (false miss), and boxes one ulp apart can come out touching
//     (false hit);
//   * subnormals: halving an odd multiple of the smallest subnormal rounds
//     (to even), so [0, denorm_min] becomes the point 0 and a box touching
//     it at denorm_min is a miss (false miss);
//   * overflow: min + max overflows to +-inf once both ends exceed half the
//     largest finite value (2^127 for float). One infinite centre against a
//     finite one is separated on that axis whatever the boxes (false miss
//     for overlapping boxes); two infinite centres give inf - inf = NaN,
//     and NaN > x is false, so that axis never separates (false hit for
//     boxes apart on it). max - min overflows for a box wider than the
//     largest finite value: r = inf, harmless on its own.
// No undefined behaviour on any finite input (infinities and NaN only give
// wrong answers).
#ifndef GEOVERIFY_SPECIMENS_ZOO_ERICSON_AABB_H
#define GEOVERIFY_SPECIMENS_ZOO_ERICSON_AABB_H

namespace gv {
namespace specimens {
namespace ericson_aabb {

/// The book's centre-radius AABB.
template <class Real>
struct AABB {
  Real c[3];  // center point of AABB
  Real r[3];  // radius or halfwidth extents (rx, ry, rz)
};

/// Real-Time Collision Detection, section 4.2.1: 1 if no axis separates
/// the boxes, 0 otherwise.
template <class Real>
int TestAABBAABB(const AABB<Real>& a, const AABB<Real>& b);

/// Reconstructed: the caller's conversion from min/max, in Real:
/// c = (min + max) * 0.5, r = (max - min) * 0.5.
template <class Real>
AABB<Real> FromMinMax(const Real min[3], const Real max[3]);

extern template int TestAABBAABB<float>(const AABB<float>&, const AABB<float>&);
extern template int TestAABBAABB<double>(const AABB<double>&, const AABB<double>&);
extern template AABB<float> FromMinMax<float>(const float[3], const float[3]);
extern template AABB<double> FromMinMax<double>(const double[3], const double[3]);

}  // namespace ericson_aabb
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_ERICSON_AABB_H
