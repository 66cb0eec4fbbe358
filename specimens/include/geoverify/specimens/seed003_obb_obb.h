// SPDX-License-Identifier: MIT
// Specimen: seed 003, "OBB3D相交检测" (shared/seeds/003_*.txt): the C# classes
// `OBB3D` and `OBB3DIntersect.IsIntersect3D` (Unity), float, transcribed into
// C++ as published.
//
// Verbatim (C# syntax mapped one to one): OBB3D.Set, IsIntersect3D,
// IsNotIntersectInAxis, VertexProject. Set() builds the 8 vertices from the
// FULL sizes: center + (axisX * size.x +- axisY * size.y +- axisZ * size.z) * 0.5f,
// left to right, each operation rounded in float.
// Mapped from C#:
//  * `float.MaxValue, float.MinValue` are C#'s +-3.40282347e38 (MinValue is
//    the most negative float, not C's FLT_MIN), written {FLT_MAX, -FLT_MAX};
//  * `Vector3[] _vertexs = new Vector3[8]` is a fixed array of 8, the
//    float[] VertexProject returns is std::array<float, 2>, and the OBB3D
//    class references IsIntersect3D takes are const references (the methods
//    are const: they never write);
//  * System.Math.Min/Max(float, float) as in the .NET Framework reference
//    source that Unity's class library uses:
//    Min: `if (a < b) return a; if (IsNaN(a)) return a; return b;`
//    (Max likewise with >), so a NaN projection propagates into the range;
//  * float arithmetic is single precision with every operation rounded, as
//    RyuJIT / IL2CPP generate it on SSE hardware (the C# specification would
//    also allow wider intermediates; that variant is not modelled).
// Reconstructed (UnityEngine.Vector3, not shown in the seed): public float
// x, y, z; a + b, a - b, -a, a * d, Dot(a, b) = a.x*b.x + a.y*b.y + a.z*b.z
// and Cross(a, b) = (a.y*b.z - a.z*b.y, a.z*b.x - a.x*b.z, a.x*b.y - a.y*b.x),
// as UnityCsReference writes them.
// Defects kept:
//  * the vertices are rounded once when Set() builds them, and every axis
//    projects absolute vertex coordinates: far from the origin the
//    projections lose the box's size in rounding, so near-touching boxes are
//    misjudged both ways;
//  * the nine cross axes are not normalised: (nearly) parallel edges give a
//    (nearly) null axis whose rounded projections decide the test (a tiny
//    axis can report a false separation);
//  * the 15 axes are the SAT set for orthogonal boxes; for the suite's
//    parallelepipeds (axes as stored, sheared, parallel or zero) a separating
//    face normal such as u1 x u2 can be missing, so separated boxes are
//    reported as intersecting;
//  * huge inputs overflow (size = 2e, then the vertex sums) to inf and NaN;
//    a NaN range compares false and the axis never separates.
// No undefined behaviour on any input, finite or not.
#ifndef GEOVERIFY_SPECIMENS_SEED003_OBB_OBB_H
#define GEOVERIFY_SPECIMENS_SEED003_OBB_OBB_H

#include <array>

namespace gv {
namespace specimens {
namespace seed003 {

/// Stand-in for UnityEngine.Vector3.
struct Vector3 {
  float x, y, z;
  Vector3() : x(0.0f), y(0.0f), z(0.0f) {}
  Vector3(float fx, float fy, float fz) : x(fx), y(fy), z(fz) {}
  static Vector3 Cross(Vector3 lhs, Vector3 rhs);
  static float Dot(Vector3 lhs, Vector3 rhs);
};
Vector3 operator+(Vector3 a, Vector3 b);
Vector3 operator-(Vector3 a, Vector3 b);
Vector3 operator-(Vector3 a);
Vector3 operator*(Vector3 a, float d);

/// Stand-in for System.Math (Min, Max on float).
struct Math {
  static float Min(float val1, float val2);
  static float Max(float val1, float val2);
};

class OBB3D {
 public:
  Vector3 _axisX;   // X axis direction
  Vector3 _axisY;   // Y axis direction
  Vector3 _axisZ;   // Z axis direction
  Vector3 _center;  // centre
  Vector3 _size;    // the three edge lengths
  Vector3 _vertexs[8];  // the eight vertices

  OBB3D() {}

  void Set(Vector3 axisX, Vector3 axisY, Vector3 axisZ, Vector3 center, Vector3 size);
};

class OBB3DIntersect {
 public:
  bool IsIntersect3D(const OBB3D& a, const OBB3D& b) const;

 private:
  /// The OBBs do not meet on this axis.
  bool IsNotIntersectInAxis(const Vector3* vertexs1, const Vector3* vertexs2, Vector3 axis) const;
  /// Min and max of the vertices' projections on the axis.
  std::array<float, 2> VertexProject(const Vector3* vertexs, Vector3 axis) const;
};

}  // namespace seed003
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_SEED003_OBB_OBB_H
