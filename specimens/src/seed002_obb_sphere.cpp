// Specimen: seed 002 transcribed (see seed002_obb_sphere.h for what is verbatim
// and what is reconstructed). The body follows the seed line by line; do not
// "fix" it: the suite must find its defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/seed002_obb_sphere.h"

namespace gv {
namespace specimens {
namespace seed002 {

// Reconstructed: D3DXVECTOR3's operators.
Vector3 Vector3::operator+(const Vector3& v) const { return Vector3(x + v.x, y + v.y, z + v.z); }
Vector3 Vector3::operator-(const Vector3& v) const { return Vector3(x - v.x, y - v.y, z - v.z); }
Vector3 Vector3::operator*(float f) const { return Vector3(x * f, y * f, z * f); }

// Reconstructed: d3dx9math.inl.
float D3DXVec3Dot(const Vector3* pV1, const Vector3* pV2) {
  return pV1->x * pV2->x + pV1->y * pV2->y + pV1->z * pV2->z;
}

// Verbatim from the seed (`&(temporary)` spelled AddressOf(temporary)).
bool ObbSphereCollisionDetect(const Vector3& obbCenter, const Vector3 obbAxes[3], const Vector3& halfExtents,
                              const Vector3& sphereCenter, float sphereRadius) {
  Vector3 kDiff = sphereCenter - obbCenter;

  float fSide[3] = {1.0f, 1.0f, 1.0f};
  float fS[3] = {0.0f, 0.0f, 0.0f};
  float fD = 0.0f;

  if (D3DXVec3Dot(&kDiff, &obbAxes[0]) < 0.0f) {
    fS[0] = D3DXVec3Dot(AddressOf(sphereCenter - (obbCenter - (obbAxes[0] * halfExtents.x))), &obbAxes[0]);

    if (fS[0] <= -sphereRadius)
      return false;

    else if (fS[0] < 0.0f)
      fD += fS[0] * fS[0];

    fS[0] += sphereRadius;
  } else {
    fS[0] = D3DXVec3Dot(AddressOf((obbCenter + (obbAxes[0] * halfExtents.x)) - sphereCenter), &obbAxes[0]);

    if (fS[0] <= -sphereRadius)
      return false;

    else if (fS[0] < 0.0f)
      fD += fS[0] * fS[0];

    fS[0] += sphereRadius;
    fSide[0] = -1.0f;
  }

  if (D3DXVec3Dot(&kDiff, &obbAxes[1]) < 0.0f) {
    fS[1] = D3DXVec3Dot(AddressOf(sphereCenter - (obbCenter - (obbAxes[1] * halfExtents.y))), &obbAxes[1]);

    if (fS[1] <= -sphereRadius)
      return false;

    else if (fS[1] < 0.0f)
      fD += fS[1] * fS[1];

    fS[1] += sphereRadius;
  } else {
    fS[1] = D3DXVec3Dot(AddressOf((obbCenter + (obbAxes[1] * halfExtents.y)) - sphereCenter), &obbAxes[1]);

    if (fS[1] <= -sphereRadius)
      return false;

    else if (fS[1] < 0.0f)
      fD += fS[1] * fS[1];

    fS[1] += sphereRadius;
    fSide[1] = -1.0f;
  }

  if (D3DXVec3Dot(&kDiff, &obbAxes[2]) < 0.0f) {
    fS[2] = D3DXVec3Dot(AddressOf(sphereCenter - (obbCenter - (obbAxes[2] * halfExtents.z))), &obbAxes[2]);

    if (fS[2] <= -sphereRadius)
      return false;

    else if (fS[2] < 0.0f)
      fD += fS[2] * fS[2];

    fS[2] += sphereRadius;
  } else {
    fS[2] = D3DXVec3Dot(AddressOf((obbCenter + (obbAxes[2] * halfExtents.z)) - sphereCenter), &obbAxes[2]);

    if (fS[2] <= -sphereRadius)
      return false;

    else if (fS[2] < 0.0f)
      fD += fS[2] * fS[2];

    fS[2] += sphereRadius;
    fSide[2] = -1.0f;
  }

  (void)fSide;  // written, never read (as in the seed); silences -Wunused-but-set-variable
  return (fD <= (sphereRadius * sphereRadius));
}

}  // namespace seed002
}  // namespace specimens
}  // namespace gv
