// Specimen: seed 003 transcribed (see seed003_obb_obb.h for what is verbatim,
// what is mapped from C# and what is reconstructed). The bodies follow the
// seed line by line; do not "fix" them: the suite must find their defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/seed003_obb_obb.h"

#include <cfloat>
#include <cmath>


namespace gv {
namespace specimens {
namespace seed003 {

// Reconstructed: UnityEngine.Vector3 (UnityCsReference).
Vector3 operator+(Vector3 a, Vector3 b) { return Vector3(a.x + b.x, a.y + b.y, a.z + b.z); }
Vector3 operator-(Vector3 a, Vector3 b) { return Vector3(a.x - b.x, a.y - b.y, a.z - b.z); }
Vector3 operator-(Vector3 a) { return Vector3(-a.x, -a.y, -a.z); }
Vector3 operator*(Vector3 a, float d) { return Vector3(a.x * d, a.y * d, a.z * d); }

Vector3 Vector3::Cross(Vector3 lhs, Vector3 rhs) {
  return Vector3(lhs.y * rhs.z - lhs.z * rhs.y, lhs.z * rhs.x - lhs.x * rhs.z, lhs.x * rhs.y - lhs.y * rhs.x);
}

float Vector3::Dot(Vector3 lhs, Vector3 rhs) { return lhs.x * rhs.x + lhs.y * rhs.y + lhs.z * rhs.z; }

// .NET Framework reference source, System.Math.
float Math::Min(float val1, float val2) {
  if (val1 < val2) return val1;
  if (std::isnan(val1)) return val1;
  return val2;
}

float Math::Max(float val1, float val2) {
  if (val1 > val2) return val1;
  if (std::isnan(val1)) return val1;
  return val2;
}

// Verbatim from the seed.
void OBB3D::Set(Vector3 axisX, Vector3 axisY, Vector3 axisZ, Vector3 center, Vector3 size) {
  _axisX = axisX;
  _axisY = axisY;
  _axisZ = axisZ;
  _center = center;
  _size = size;

  // _vertexs = new Vector3[8];
  _vertexs[0] = center + (axisX * size.x + axisY * size.y + axisZ * size.z) * 0.5f;
  _vertexs[1] = center + (axisX * size.x - axisY * size.y + axisZ * size.z) * 0.5f;
  _vertexs[2] = center + (axisX * size.x + axisY * size.y - axisZ * size.z) * 0.5f;
  _vertexs[3] = center + (axisX * size.x - axisY * size.y - axisZ * size.z) * 0.5f;
  _vertexs[4] = center + (-axisX * size.x + axisY * size.y - axisZ * size.z) * 0.5f;
  _vertexs[5] = center + (-axisX * size.x - axisY * size.y - axisZ * size.z) * 0.5f;
  _vertexs[6] = center + (-axisX * size.x - axisY * size.y + axisZ * size.z) * 0.5f;
  _vertexs[7] = center + (-axisX * size.x + axisY * size.y + axisZ * size.z) * 0.5f;
}

// Verbatim from the seed.
bool OBB3DIntersect::IsIntersect3D(const OBB3D& a, const OBB3D& b) const {
  Vector3 cross1 = Vector3::Cross(a._axisX, b._axisX);
  Vector3 cross2 = Vector3::Cross(a._axisX, b._axisY);
  Vector3 cross3 = Vector3::Cross(a._axisX, b._axisZ);
  Vector3 cross4 = Vector3::Cross(a._axisY, b._axisX);
  Vector3 cross5 = Vector3::Cross(a._axisY, b._axisY);
  Vector3 cross6 = Vector3::Cross(a._axisY, b._axisZ);
  Vector3 cross7 = Vector3::Cross(a._axisZ, b._axisX);
  Vector3 cross8 = Vector3::Cross(a._axisZ, b._axisY);
  Vector3 cross9 = Vector3::Cross(a._axisZ, b._axisZ);

  // If the boxes do not meet on one separating axis, OBB1 and OBB2 are disjoint.
  return !(IsNotIntersectInAxis(a._vertexs, b._vertexs, a._axisX)
      || IsNotIntersectInAxis(a._vertexs, b._vertexs, a._axisY)
      || IsNotIntersectInAxis(a._vertexs, b._vertexs, a._axisZ)
      || IsNotIntersectInAxis(a._vertexs, b._vertexs, b._axisX)
      || IsNotIntersectInAxis(a._vertexs, b._vertexs, b._axisY)
      || IsNotIntersectInAxis(a._vertexs, b._vertexs, b._axisZ)
      || IsNotIntersectInAxis(a._vertexs, b._vertexs, cross1)
      || IsNotIntersectInAxis(a._vertexs, b._vertexs, cross2)
      || IsNotIntersectInAxis(a._vertexs, b._vertexs, cross3)
      || IsNotIntersectInAxis(a._vertexs, b._vertexs, cross4)
      || IsNotIntersectInAxis(a._vertexs, b._vertexs, cross5)
      || IsNotIntersectInAxis(a._vertexs, b._vertexs, cross6)
      || IsNotIntersectInAxis(a._vertexs, b._vertexs, cross7)
      || IsNotIntersectInAxis(a._vertexs, b._vertexs, cross8)
      || IsNotIntersectInAxis(a._vertexs, b._vertexs, cross9));
}

// Verbatim from the seed.
bool OBB3DIntersect::IsNotIntersectInAxis(const Vector3* vertexs1, const Vector3* vertexs2, Vector3 axis) const {
  std::array<float, 2> range1 = VertexProject(vertexs1, axis);
  std::array<float, 2> range2 = VertexProject(vertexs2, axis);
  return range1[0] > range2[1] || range2[0] > range1[1];
}

// Verbatim from the seed ({float.MaxValue, float.MinValue} = {FLT_MAX, -FLT_MAX}).
std::array<float, 2> OBB3DIntersect::VertexProject(const Vector3* vertexs, Vector3 axis) const {
  std::array<float, 2> range = {FLT_MAX, -FLT_MAX};
  for (int i = 0; i < 8; ++i)  // vertexs.Length == 8
  {
    Vector3 vertex = vertexs[i];
    float dot = Vector3::Dot(vertex, axis);
    range[0] = Math::Min(range[0], dot);
    range[1] = Math::Max(range[1], dot);
  }
  return range;
}

}  // namespace seed003
}  // namespace specimens
}  // namespace gv
