// SPDX-License-Identifier: MIT
// Specimen: seed 002, "3D有向包围盒与球体碰撞的算法" (shared/seeds/002_*.txt):
// `ObbSphereCollisionDetect`, float, transcribed as published.
//
// Verbatim: the whole function body (lines 1-92 of the seed's listing).
// Reconstructed (the seed uses Direct3D 9's D3DX, which is replaced here):
//  * Vector3: float x, y, z with D3DXVECTOR3's arithmetic, each component
//    rounded once: a + b, a - b, v * f (d3dx9math.inl);
//  * D3DXVec3Dot(pV1, pV2) = pV1->x * pV2->x + pV1->y * pV2->y + pV1->z * pV2->z,
//    evaluated left to right in float, as d3dx9math.inl defines it;
//  * the seed takes the address of temporaries, `&( sphereCenter - ... )`,
//    which MSVC accepts as an extension (C4238) and standard C++ rejects; it
//    is spelled AddressOf( sphereCenter - ... ) here, with the same value and
//    the same lifetime (to the end of the full expression);
//  * fSide[] is written and never read, as in the seed (the remains of a
//    contact-normal computation); a `(void)fSide;` silences GCC's
//    -Wunused-but-set-variable and changes nothing.
// Defects kept:
//  * `if (fS[i] <= -sphereRadius) return false;` rejects a sphere exactly
//    touching a face plane from outside (fS == -r), and a point (r == 0)
//    lying exactly on a face: touching is reported as disjoint;
//  * the axes are assumed unit length and mutually orthogonal (the seed says
//    so); the suite's Obb uses its axes as stored (a parallelepiped), so
//    non-unit, sheared, parallel or zero axes give wrong answers both ways
//    (a zero axis drops the box's thickness direction entirely);
//  * float rounding of kDiff, of the face offsets and of the dot products
//    decides near-touching cases either way; fD accumulates squares that can
//    overflow to +inf (a miss) for huge inputs.
// No undefined behaviour on any input, finite or not.
#ifndef GEOVERIFY_SPECIMENS_SEED002_OBB_SPHERE_H
#define GEOVERIFY_SPECIMENS_SEED002_OBB_SPHERE_H

namespace gv {
namespace specimens {
namespace seed002 {

/// Stand-in for D3DXVECTOR3 (float x, y, z).
struct Vector3 {
  float x, y, z;
  Vector3() : x(0.0f), y(0.0f), z(0.0f) {}
  Vector3(float fx, float fy, float fz) : x(fx), y(fy), z(fz) {}
  Vector3 operator+(const Vector3& v) const;
  Vector3 operator-(const Vector3& v) const;
  Vector3 operator*(float f) const;
};

/// Stand-in for D3DX's D3DXVec3Dot.
float D3DXVec3Dot(const Vector3* pV1, const Vector3* pV2);

/// The seed's `&(temporary)` (an MSVC extension), spelled in standard C++.
inline const Vector3* AddressOf(const Vector3& v) { return &v; }

bool ObbSphereCollisionDetect(const Vector3& obbCenter, const Vector3 obbAxes[3], const Vector3& halfExtents,
                              const Vector3& sphereCenter, float sphereRadius);

}  // namespace seed002
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_SEED002_OBB_SPHERE_H
