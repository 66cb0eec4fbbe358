// SPDX-License-Identifier: MIT
// Specimen (bug zoo): the p-vertex box test of frustum culling, as three.js
// writes it: src/math/Frustum.js, Frustum.intersectsBox (mrdoob/three.js),
// with Plane.distanceToPoint(point) = this.normal.dot(point) + this.constant
// (src/math/Plane.js) and Vector3.dot(v) = this.x * v.x + this.y * v.y +
// this.z * v.z (src/math/Vector3.js).
//
// The test is the "p-vertex" half of the n-/p-vertex method (Greene,
// "Detecting Intersection of a Rectangular Solid and a Convex Polyhedron",
// Graphics Gems IV, 1994; Assarsson and Moller, "Optimized View Frustum
// Culling Algorithms for Bounding Boxes", JGT 5(1), 2000 -- cited from their
// well-known titles; their texts were not available to check): for each
// plane, the box corner farthest along the inward normal,
//     _vector.x = plane.normal.x > 0 ? box.max.x : box.min.x;   (y, z alike)
// and the box is culled when that corner is strictly outside,
//     if ( plane.distanceToPoint( _vector ) < 0 ) return false;
// Verbatim: the loop body and the three lines above; the loop runs over the
// planes it is given (the suite gives one: a frustum of one plane).
// JavaScript numbers are doubles: the double instance is three.js; the float
// instance is the same text in float (as C++ ports of it write it).
// A three.js plane keeps {p : normal.p + constant >= 0} (the inside); the
// suite's Halfspace{n, d} = {n.p + d <= 0} is normal = -n, constant = -d,
// exactly.
//
// Intended contract: conservative (culling may keep a box that is outside,
// must never cull one that meets the half-space). In exact arithmetic the
// test is exact (the corner maximises the inward value; `< 0` keeps a
// touching box). Defects kept, demonstrated in tests/specimens/zoo_threejs_test.cpp:
//  * rounding of the dot product and of + constant: a box touching (or
//    slightly crossing) the plane can get a negative computed distance
//    (false miss);
//  * overflow: a product overflowing to -inf while the exact value is >= 0
//    culls a box that meets the half-space (false miss); inf - inf = NaN
//    compares false and keeps the box (a false hit, allowed).
// No undefined behaviour on any input, finite or not.
#ifndef GEOVERIFY_SPECIMENS_ZOO_THREEJS_FRUSTUM_H
#define GEOVERIFY_SPECIMENS_ZOO_THREEJS_FRUSTUM_H

namespace gv {
namespace specimens {
namespace threejs {

template <class Real>
struct Vector3 {
  Real x, y, z;
  Real dot(const Vector3& v) const;
};

/// {p : normal.p + constant >= 0} is the inside.
template <class Real>
struct Plane {
  Vector3<Real> normal;
  Real constant;
  Real distanceToPoint(const Vector3<Real>& point) const;
};

template <class Real>
struct Box3 {
  Vector3<Real> min, max;
};

/// Frustum.intersectsBox over `count` planes: false if the box is culled by
/// some plane (its p-vertex strictly outside), true if it is kept.
template <class Real>
bool intersectsBox(const Plane<Real>* planes, int count, const Box3<Real>& box);

extern template bool intersectsBox<float>(const Plane<float>*, int, const Box3<float>&);
extern template bool intersectsBox<double>(const Plane<double>*, int, const Box3<double>&);

}  // namespace threejs
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_THREEJS_FRUSTUM_H
