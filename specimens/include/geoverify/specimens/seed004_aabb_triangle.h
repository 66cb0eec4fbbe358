// SPDX-License-Identifier: MIT
// Specimen: seed 004, "AABB与Triangle求交" (shared/seeds/004_*.txt):
// `IntersectAABBWithTriangle` with its `AABB` (center, size) and `Triangle`
// (p1, p2, p3) structs, float, transcribed as published.
//
// Verbatim: AABB, Triangle (both constructors, updateTransform) and
// IntersectAABBWithTriangle, including
//  * projectAxis[i*3 + j] = glm::normalize(glm::cross(e_i, f_j)) with no
//    guard: a zero cross product (an edge parallel to a box axis, a
//    zero-length edge) normalises to 0 * inversesqrt(0) = 0 * inf = NaN, and
//    a NaN axis never separates (`NaN > r` is false);
//  * the triangle normal normalize(cross(p2 - p1, p3 - p1)), NaN for a
//    collinear or point triangle, and garbage in direction for a sliver;
//  * everything moved by -center through glm::translate and a mat4 * vec4
//    product (0 * x terms included), so an infinite center (a huge box whose
//    (min + max) overflowed) turns every coordinate into NaN;
//  * half = glm::vec3(0.5 * size.x, ...), computed in double and rounded to
//    float, as the seed writes it.
// Reconstructed (glm 0.9.9, only the operations the seed uses, same
// arithmetic and order):
//  * vec3/vec4 of float with componentwise +, -, unary -, * (vec and scalar),
//    and glm's converting constructors (static_cast<float> of each argument);
//  * mat4 with columns value[4]; mat4(s) is s on the diagonal;
//  * translate(m, v): Result[3] = m[0] * v[0] + m[1] * v[1] + m[2] * v[2] + m[3];
//  * mat4 * vec4: (m[0] * v[0] + m[1] * v[1]) + (m[2] * v[2] + m[3] * v[3])
//    (glm's Mul0 + Mul1, Mul2 + Mul3, Add0 + Add1);
//  * cross(x, y) = (x.y*y.z - y.y*x.z, x.z*y.x - y.z*x.x, x.x*y.y - y.x*x.y);
//  * dot(a, b) = (a.x*b.x + a.y*b.y) + a.z*b.z;
//  * normalize(v) = v * inversesqrt(dot(v, v)), inversesqrt(x) = 1 / sqrt(x).
// The seed writes `vec3(model * ...)` in updateTransform without `glm::`
// (a using-declaration in its file); it is spelled glm::vec3 here.
// Defects kept:
//  * rounding: the caller's AABB(center, size) is itself rounded from a
//    min/max box (center = (min + max) * 0.5f, size = max - min), the
//    translation p - center rounds, the normalised axes and every projection
//    round; near-touching cases go either way;
//  * overflow of the center or of cross products gives inf/NaN axes and
//    coordinates: NaN comparisons are false, so the affected axes (or all of
//    them) are skipped and the answer defaults to "intersecting".
// No undefined behaviour on any input, finite or not.
#ifndef GEOVERIFY_SPECIMENS_SEED004_AABB_TRIANGLE_H
#define GEOVERIFY_SPECIMENS_SEED004_AABB_TRIANGLE_H

namespace gv {
namespace specimens {
namespace seed004 {

/// The few parts of glm the seed uses (see the header comment).
namespace glm {

struct vec4;

struct vec3 {
  float x, y, z;
  vec3() : x(0.0f), y(0.0f), z(0.0f) {}
  template <class X, class Y, class Z>
  vec3(X x_, Y y_, Z z_) : x(static_cast<float>(x_)), y(static_cast<float>(y_)), z(static_cast<float>(z_)) {}
  explicit vec3(const vec4& v);
};

struct vec4 {
  float x, y, z, w;
  vec4() : x(0.0f), y(0.0f), z(0.0f), w(0.0f) {}
  explicit vec4(float s) : x(s), y(s), z(s), w(s) {}
  vec4(float x_, float y_, float z_, float w_) : x(x_), y(y_), z(z_), w(w_) {}
  template <class W>
  vec4(const vec3& xyz, W w_) : x(xyz.x), y(xyz.y), z(xyz.z), w(static_cast<float>(w_)) {}
  float operator[](int i) const { return i == 0 ? x : (i == 1 ? y : (i == 2 ? z : w)); }
};

inline vec3::vec3(const vec4& v) : x(v.x), y(v.y), z(v.z) {}

struct mat4 {
  vec4 value[4];  // columns
  template <class S>
  explicit mat4(S s) {
    const float f = static_cast<float>(s);
    value[0] = vec4(f, 0.0f, 0.0f, 0.0f);
    value[1] = vec4(0.0f, f, 0.0f, 0.0f);
    value[2] = vec4(0.0f, 0.0f, f, 0.0f);
    value[3] = vec4(0.0f, 0.0f, 0.0f, f);
  }
  vec4& operator[](int i) { return value[i]; }
  const vec4& operator[](int i) const { return value[i]; }
};

vec3 operator+(const vec3& a, const vec3& b);
vec3 operator-(const vec3& a, const vec3& b);
vec3 operator-(const vec3& v);
vec3 operator*(const vec3& v, float s);
vec3 operator*(const vec3& a, const vec3& b);
vec4 operator+(const vec4& a, const vec4& b);
vec4 operator*(const vec4& v, float s);
vec4 operator*(const vec4& a, const vec4& b);
vec4 operator*(const mat4& m, const vec4& v);

mat4 translate(const mat4& m, const vec3& v);
vec3 cross(const vec3& x, const vec3& y);
float dot(const vec3& a, const vec3& b);
float inversesqrt(float x);
vec3 normalize(const vec3& v);

}  // namespace glm

struct AABB {
  AABB() = default;

  explicit AABB(const glm::vec3& center, const glm::vec3& size) : m_center(center), m_size(size) {}

  void updateTransfrom(const glm::mat4& model);

  glm::vec3 m_center;
  glm::vec3 m_size;
};

struct Triangle {
  /// Vertices in counter-clockwise order.
  Triangle(const glm::vec3& p1, const glm::vec3& p2, const glm::vec3& p3, const glm::vec3& normal);
  Triangle(const glm::vec3& p1, const glm::vec3& p2, const glm::vec3& p3);

  void updateTransform(glm::mat4& model);

  glm::vec3 m_p1;
  glm::vec3 m_p2;
  glm::vec3 m_p3;
  glm::vec3 m_normal;
};

bool IntersectAABBWithTriangle(const AABB& aabb, const Triangle& triangle);

}  // namespace seed004
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_SEED004_AABB_TRIANGLE_H
