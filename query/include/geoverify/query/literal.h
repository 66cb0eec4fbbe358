// SPDX-License-Identifier: MIT
// geoverify query: shapes printed as C++ declarations with hex-float literals.
//
// The output pastes into a regression test and reproduces the input bit for
// bit: every value is printed with %a (exact), floats with an f suffix, -0.0
// as -0x0p+0, and the shape as an aggregate initialiser of the gv:: type.
#ifndef GEOVERIFY_QUERY_LITERAL_H
#define GEOVERIFY_QUERY_LITERAL_H

#include <cmath>
#include <cstdio>
#include <string>
#include <type_traits>

#include "geoverify/core/shapes.h"

namespace gv {
namespace query {

/// Exact C++ literal of a scalar: "0x1.8p+1f", "-0x0p+0", "0x1p-1074".
/// Non-finite values print as std::numeric_limits expressions.
template <class T>
std::string literal(T x) {
  const char* suffix = std::is_same_v<T, float> ? "f" : "";
  const char* type = std::is_same_v<T, float> ? "float" : "double";
  char buf[64];
  if (std::isnan(x)) {
    std::snprintf(buf, sizeof buf, "std::numeric_limits<%s>::quiet_NaN()", type);
  } else if (std::isinf(x)) {
    std::snprintf(buf, sizeof buf, "%sstd::numeric_limits<%s>::infinity()", x < 0 ? "-" : "", type);
  } else {
    std::snprintf(buf, sizeof buf, "%a%s", static_cast<double>(x), suffix);
  }
  return buf;
}

template <class T>
std::string literal(const Vec3<T>& v) {
  return "{" + literal(v.x) + ", " + literal(v.y) + ", " + literal(v.z) + "}";
}

template <class T>
constexpr const char* scalar_name() {
  return std::is_same_v<T, float> ? "float" : "double";
}

/// "const gv::Aabb<float> box{{...}, {...}};"
template <class T>
std::string declaration(const char* var, const Aabb<T>& b) {
  return std::string("const gv::Aabb<") + scalar_name<T>() + "> " + var + "{" + literal(b.min) +
         ", " + literal(b.max) + "};";
}
template <class T>
std::string declaration(const char* var, const Plane<T>& p) {
  return std::string("const gv::Plane<") + scalar_name<T>() + "> " + var + "{" + literal(p.n) +
         ", " + literal(p.d) + "};";
}
template <class T>
std::string declaration(const char* var, const Halfspace<T>& h) {
  return std::string("const gv::Halfspace<") + scalar_name<T>() + "> " + var + "{" + literal(h.n) +
         ", " + literal(h.d) + "};";
}
template <class T>
std::string declaration(const char* var, const Sphere<T>& s) {
  return std::string("const gv::Sphere<") + scalar_name<T>() + "> " + var + "{" + literal(s.c) +
         ", " + literal(s.r) + "};";
}
template <class T>
std::string declaration(const char* var, const Ray<T>& r) {
  return std::string("const gv::Ray<") + scalar_name<T>() + "> " + var + "{" + literal(r.o) + ", " +
         literal(r.dir) + ", " + literal(r.tmin) + ", " + literal(r.tmax) + "};";
}
template <class T>
std::string declaration(const char* var, const Obb<T>& b) {
  return std::string("const gv::Obb<") + scalar_name<T>() + "> " + var + "{" + literal(b.c) + ", {" +
         literal(b.u[0]) + ", " + literal(b.u[1]) + ", " + literal(b.u[2]) + "}, {" +
         literal(b.e[0]) + ", " + literal(b.e[1]) + ", " + literal(b.e[2]) + "}};";
}
template <class T>
std::string declaration(const char* var, const Triangle<T>& t) {
  return std::string("const gv::Triangle<") + scalar_name<T>() + "> " + var + "{" +
         literal(t.p0) + ", " + literal(t.p1) + ", " + literal(t.p2) + "};";
}
template <class T>
std::string declaration(const char* var, const Segment<T>& g) {
  return std::string("const gv::Segment<") + scalar_name<T>() + "> " + var + "{" + literal(g.p0) + ", " +
         literal(g.p1) + "};";
}
template <class T>
std::string declaration(const char* var, const Point<T>& q) {
  return std::string("const gv::Point<") + scalar_name<T>() + "> " + var + "{" + literal(q.p) + "};";
}
template <class T>
std::string declaration(const char* var, const Capsule<T>& c) {
  return std::string("const gv::Capsule<") + scalar_name<T>() + "> " + var + "{" + literal(c.p0) + ", " +
         literal(c.p1) + ", " + literal(c.r) + "};";
}

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_LITERAL_H
