// Specimen: seed 004 transcribed (see seed004_aabb_triangle.h for what is
// verbatim and what is reconstructed). The bodies follow the seed line by
// line; do not "fix" them: the suite must find their defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/seed004_aabb_triangle.h"

#include <algorithm>
#include <array>
#include <cmath>


namespace gv {
namespace specimens {
namespace seed004 {

namespace glm {

// Reconstructed: glm's componentwise operators.
vec3 operator+(const vec3& a, const vec3& b) { return vec3(a.x + b.x, a.y + b.y, a.z + b.z); }
vec3 operator-(const vec3& a, const vec3& b) { return vec3(a.x - b.x, a.y - b.y, a.z - b.z); }
vec3 operator-(const vec3& v) { return vec3(-v.x, -v.y, -v.z); }
vec3 operator*(const vec3& v, float s) { return vec3(v.x * s, v.y * s, v.z * s); }
vec3 operator*(const vec3& a, const vec3& b) { return vec3(a.x * b.x, a.y * b.y, a.z * b.z); }
vec4 operator+(const vec4& a, const vec4& b) { return vec4(a.x + b.x, a.y + b.y, a.z + b.z, a.w + b.w); }
vec4 operator*(const vec4& v, float s) { return vec4(v.x * s, v.y * s, v.z * s, v.w * s); }
vec4 operator*(const vec4& a, const vec4& b) { return vec4(a.x * b.x, a.y * b.y, a.z * b.z, a.w * b.w); }

// Reconstructed: glm/detail/type_mat4x4.inl, operator*(mat4, vec4).
vec4 operator*(const mat4& m, const vec4& v) {
  vec4 const Mov0(v[0]);
  vec4 const Mov1(v[1]);
  vec4 const Mul0 = m[0] * Mov0;
  vec4 const Mul1 = m[1] * Mov1;
  vec4 const Add0 = Mul0 + Mul1;
  vec4 const Mov2(v[2]);
  vec4 const Mov3(v[3]);
  vec4 const Mul2 = m[2] * Mov2;
  vec4 const Mul3 = m[3] * Mov3;
  vec4 const Add1 = Mul2 + Mul3;
  vec4 const Add2 = Add0 + Add1;
  return Add2;
}

// Reconstructed: glm/ext/matrix_transform.inl.
mat4 translate(const mat4& m, const vec3& v) {
  mat4 Result(m);
  Result[3] = m[0] * v.x + m[1] * v.y + m[2] * v.z + m[3];
  return Result;
}

// Reconstructed: glm/detail/func_geometric.inl.
vec3 cross(const vec3& x, const vec3& y) {
  return vec3(x.y * y.z - y.y * x.z, x.z * y.x - y.z * x.x, x.x * y.y - y.x * x.y);
}

float dot(const vec3& a, const vec3& b) {
  vec3 tmp(a * b);
  return tmp.x + tmp.y + tmp.z;
}

// Reconstructed: glm/detail/func_exponential.inl (non-SIMD path).
float inversesqrt(float x) { return static_cast<float>(1) / std::sqrt(x); }

vec3 normalize(const vec3& v) { return v * inversesqrt(dot(v, v)); }

}  // namespace glm

// Verbatim from the seed.
void AABB::updateTransfrom(const glm::mat4& model) { m_center = glm::vec3(model * glm::vec4(m_center, 1.0)); }

// Verbatim from the seed.
Triangle::Triangle(const glm::vec3& p1, const glm::vec3& p2, const glm::vec3& p3, const glm::vec3& normal)
    : m_p1(p1), m_p2(p2), m_p3(p3), m_normal(glm::normalize(normal)) {}

// Verbatim from the seed.
Triangle::Triangle(const glm::vec3& p1, const glm::vec3& p2, const glm::vec3& p3) : m_p1(p1), m_p2(p2), m_p3(p3) {
  /// the triangle's normal
  /*
      p2

   p3     p1
  */
  auto v1 = p3 - p1;
  auto v2 = p2 - p1;
  m_normal = glm::normalize(glm::cross(v2, v1));
}

// Verbatim from the seed.
void Triangle::updateTransform(glm::mat4& model) {
  m_p1 = glm::vec3(model * glm::vec4(m_p1, 1.0));
  m_p2 = glm::vec3(model * glm::vec4(m_p2, 1.0));
  m_p3 = glm::vec3(model * glm::vec4(m_p3, 1.0));

  auto v1 = m_p3 - m_p1;
  auto v2 = m_p2 - m_p1;
  m_normal = glm::normalize(glm::cross(v2, v1));
}

// Verbatim from the seed.
bool IntersectAABBWithTriangle(const AABB& aabb, const Triangle& triangle) {
  // move AABB ro origin
  auto box = aabb;
  auto trans = glm::mat4(1.0);
  trans = glm::translate(trans, -box.m_center);
  box.updateTransfrom(trans);

  auto tri = triangle;
  tri.updateTransform(trans);

  std::array<glm::vec3, 13> projectAxis;

  std::array<glm::vec3, 3> aabbAxisVector;
  {
    aabbAxisVector[0] = glm::vec3(1.0f, 0.0, 0.0);
    aabbAxisVector[1] = glm::vec3(0.0f, 1.0, 0.0);
    aabbAxisVector[2] = glm::vec3(0.0f, 0.0, 1.0);
  }

  std::array<glm::vec3, 3> triEdgeVector;
  {
    triEdgeVector[0] = tri.m_p2 - tri.m_p1;
    triEdgeVector[1] = tri.m_p3 - tri.m_p2;
    triEdgeVector[2] = tri.m_p1 - tri.m_p3;
  }

  auto triangleNormal = tri.m_normal;

  std::array<glm::vec3, 3> aabbFaceNormal;
  {
    aabbFaceNormal[0] = glm::vec3(1.0f, 0.0, 0.0);
    aabbFaceNormal[1] = glm::vec3(0.0f, 1.0, 0.0);
    aabbFaceNormal[2] = glm::vec3(0.0f, 0.0, 1.0);
  }

  // the cross products of one edge of each shape are separating axes too
  for (const auto& i : {0, 1, 2}) {  /// AABB
    for (const auto& j : {0, 1, 2}) {  /// triangle
      projectAxis[i * 3 + j] = glm::normalize(glm::cross(aabbAxisVector[i], triEdgeVector[j]));
    }
  }

  // the triangle's normal
  projectAxis[9] = triangleNormal;
  for (const auto& index : {0, 1, 2}) {
    projectAxis[10 + index] = aabbFaceNormal[index];
  }

  // the test
  for (const auto& it : projectAxis) {
    // project the triangle onto the axis
    auto p_0 = glm::dot(it, tri.m_p1);
    auto p_1 = glm::dot(it, tri.m_p2);
    auto p_2 = glm::dot(it, tri.m_p3);

    // the AABB's half size
    const auto half = glm::vec3(0.5 * aabb.m_size.x, 0.5 * aabb.m_size.y, 0.5 * aabb.m_size.z);

    // the radius of the AABB's projection
    auto r = half.x * std::abs(dot(aabbAxisVector[0], it)) + half.y * std::abs(dot(aabbAxisVector[1], it)) +
             half.z * std::abs(dot(aabbAxisVector[2], it));

    // the range of the triangle's projection
    auto min_p = std::min(std::min(p_0, p_1), p_2);
    auto max_p = std::max(std::max(p_0, p_1), p_2);

    // do they overlap?
    if (min_p > r || max_p < -r) return false;
  }

  return true;
}

}  // namespace seed004
}  // namespace specimens
}  // namespace gv
