// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Ericson's ray-AABB intersection, with its hit parameter.
//
// Source: C. Ericson, Real-Time Collision Detection, Morgan Kaufmann 2005,
// section 5.3.3 ("Intersecting Ray or Segment Against Box"):
//     // Intersect ray R(t) = p + t*d against AABB a. When intersecting,
//     // return intersection distance tmin and point q of intersection
//     int IntersectRayAABB(Point p, Vector d, AABB a, float &tmin, Point &q) {
//         tmin = 0.0f;          // set to -FLT_MAX to get first hit on line
//         float tmax = FLT_MAX; // set to max distance ray can travel (for segment)
//         // For all three slabs
//         for (int i = 0; i < 3; i++) {
//             if (Abs(d[i]) < EPSILON) {
//                 // Ray is parallel to slab. No hit if origin not within slab
//                 if (p[i] < a.min[i] || p[i] > a.max[i]) return 0;
//             } else {
//                 // Compute intersection t value of ray with near and far plane of slab
//                 float ood = 1.0f / d[i];
//                 float t1 = (a.min[i] - p[i]) * ood;
//                 float t2 = (a.max[i] - p[i]) * ood;
//                 // Make t1 be intersection with near plane, t2 with far plane
//                 if (t1 > t2) Swap(t1, t2);
//                 // Compute the intersection of slab intersection intervals
//                 if (t1 > tmin) tmin = t1;
//                 if (t2 < tmax) tmax = t2;
//                 // Exit with no collision as soon as slab intersection becomes empty
//                 if (tmin > tmax) return 0;
//             }
//         }
//         // Ray intersects all 3 slabs. Return point (q) and intersection t value (tmin)
//         q = p + d * tmin;
//         return 1;
//     }
// Transcribed with float as Real (the book's type; the double instance is the
// same text with double, FLT_MAX becoming Real's largest value), Point and
// Vector as arrays, Abs = fabs. The section leaves EPSILON's value to the
// reader; the transcription uses Real's machine epsilon (FLT_EPSILON,
// DBL_EPSILON), as segment-AABB's transcription does (zoo_ericson_segment_aabb.h).
//
// Intended contract, for the number: the returned tmin is the entry
// parameter of the half-line {p + t d : t >= 0} into the closed box, within
// one unit in the last place (ulps(1), faithful rounding: what engines read
// it as, a hit distance to compare with others); and 0 exactly when the
// shapes do not meet (the relation contract every number contract carries).
// Preconditions (registry_ray_aabb_hit.cpp): the half-line, tmin == 0 and
// tmax == +infinity.
// Defects kept, each demonstrated in tests/specimens/zoo_ericson_ray_aabb_test.cpp:
//   * three roundings (a.min - p, 1 / d, the product): the entry parameter
//     comes out more than one ulp from the exact one (wrong number; 2 ulps
//     in the campaign's runs, the relative error bound 3u allows 3);
//   * the same roundings near contact: a ray passing just beside an edge
//     of the box is a hit (false hit), one grazing it a miss (false miss);
//   * the absolute EPSILON: a direction component below it is taken as
//     parallel, so a ray whose slab test on that axis decides the answer is
//     judged by its origin alone: a ray leaving the slab long before it meets
//     the box is a hit (false hit), a ray that enters the slab slowly is a
//     miss (false miss);
//   * tmax = FLT_MAX: a box entered at a parameter beyond the largest Real is
//     a miss (false miss).
// The point q is not judged.
#ifndef GEOVERIFY_SPECIMENS_ZOO_ERICSON_RAY_AABB_H
#define GEOVERIFY_SPECIMENS_ZOO_ERICSON_RAY_AABB_H

namespace gv {
namespace specimens {
namespace ericson_ray_aabb {

/// The book's box.
template <class Real>
struct AABB {
  Real min[3];
  Real max[3];
};

/// Real-Time Collision Detection, section 5.3.3: 1 if the ray p + t d, t >= 0,
/// meets the box, with tmin the entry parameter and q = p + d tmin; 0
/// otherwise (tmin then holds a partial result, q is untouched).
template <class Real>
int IntersectRayAABB(const Real p[3], const Real d[3], const AABB<Real>& a, Real& tmin, Real q[3]);

extern template int IntersectRayAABB<float>(const float[3], const float[3], const AABB<float>&, float&, float[3]);
extern template int IntersectRayAABB<double>(const double[3], const double[3], const AABB<double>&, double&,
                                             double[3]);

}  // namespace ericson_ray_aabb
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_ERICSON_RAY_AABB_H
