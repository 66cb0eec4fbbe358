// SPDX-License-Identifier: MIT
// geoverify query: the input ("case") of each query, and the
// generic operations every part of the suite applies to a case.
//
// A case is a plain struct of two shapes. Generic code reaches its shapes
// through tie(), and its scalars in a fixed order through scalars() /
// from_scalars(): generators, fuzzers (raw mode), the shrinker, the
// nextafter() neighbourhood and the literal printer all work on that flat
// view. A case is valid iff both shapes are (shapes.h).
//
// Each query's case struct lives in its own header, geoverify/query/<query>.h
// (Scalar, the two shapes, kQuery: the name users type, kNames: the printed
// variable names, tie()); geoverify/query/registered.h, generated from the
// registry, includes them all.
#ifndef GEOVERIFY_QUERY_CASES_H
#define GEOVERIFY_QUERY_CASES_H

#include <array>
#include <string>
#include <tuple>

#include "geoverify/core/shapes.h"
#include "geoverify/query/literal.h"
#include "geoverify/query/registered.h"
#include "geoverify/query/symmetry.h"

namespace gv {
namespace query {

// ---- scalar views of the shapes, in declaration order -----------------------

template <class S>
struct ShapeSize;
template <class T>
struct ShapeSize<Aabb<T>> : std::integral_constant<int, 6> {};
template <class T>
struct ShapeSize<Plane<T>> : std::integral_constant<int, 4> {};
template <class T>
struct ShapeSize<Halfspace<T>> : std::integral_constant<int, 4> {};
template <class T>
struct ShapeSize<Sphere<T>> : std::integral_constant<int, 4> {};
template <class T>
struct ShapeSize<Ray<T>> : std::integral_constant<int, 8> {};
template <class T>
struct ShapeSize<Obb<T>> : std::integral_constant<int, 15> {};
template <class T>
struct ShapeSize<Triangle<T>> : std::integral_constant<int, 9> {};
template <class T>
struct ShapeSize<Segment<T>> : std::integral_constant<int, 6> {};
template <class T>
struct ShapeSize<Capsule<T>> : std::integral_constant<int, 7> {};
template <class T>
struct ShapeSize<Point<T>> : std::integral_constant<int, 3> {};

// One function per shape that visits its vectors and scalars in declaration
// order; f is the ScalarCursor below.
template <class T, class F>
void each_component(Aabb<T>& b, F&& f) {
  f(b.min), f(b.max);
}
template <class T, class F>
void each_component(Plane<T>& p, F&& f) {
  f(p.n), f(p.d);
}
template <class T, class F>
void each_component(Halfspace<T>& h, F&& f) {
  f(h.n), f(h.d);
}
template <class T, class F>
void each_component(Sphere<T>& s, F&& f) {
  f(s.c), f(s.r);
}
template <class T, class F>
void each_component(Ray<T>& r, F&& f) {
  f(r.o), f(r.dir), f(r.tmin), f(r.tmax);
}
template <class T, class F>
void each_component(Obb<T>& b, F&& f) {
  f(b.c), f(b.u[0]), f(b.u[1]), f(b.u[2]), f(b.e[0]), f(b.e[1]), f(b.e[2]);
}
template <class T, class F>
void each_component(Triangle<T>& t, F&& f) {
  f(t.p0), f(t.p1), f(t.p2);
}
template <class T, class F>
void each_component(Segment<T>& s, F&& f) {
  f(s.p0), f(s.p1);
}
template <class T, class F>
void each_component(Capsule<T>& c, F&& f) {
  f(c.p0), f(c.p1), f(c.r);
}
template <class T, class F>
void each_component(Point<T>& q, F&& f) {
  f(q.p);
}

template <class T>
struct ScalarCursor {
  T* p;
  bool write;  // true: copy from the array into the shape
  void operator()(T& x) {
    if (write) x = *p; else *p = x;
    ++p;
  }
  void operator()(Vec3<T>& v) {
    (*this)(v.x), (*this)(v.y), (*this)(v.z);
  }
};

/// Number of scalars in a case.
template <class C>
constexpr int case_size() {
  using Tie = decltype(std::declval<C&>().tie());
  using A = std::remove_reference_t<std::tuple_element_t<0, Tie>>;
  using B = std::remove_reference_t<std::tuple_element_t<1, Tie>>;
  return ShapeSize<A>::value + ShapeSize<B>::value;
}

template <class C>
using Scalars = std::array<typename C::Scalar, static_cast<std::size_t>(case_size<C>())>;

/// The scalars of a case in declaration order.
template <class C>
Scalars<C> scalars_of(const C& c) {
  Scalars<C> out{};
  C copy = c;
  ScalarCursor<typename C::Scalar> cur{out.data(), false};
  std::apply([&](auto&... shape) { (each_component(shape, cur), ...); }, copy.tie());
  return out;
}

/// The case whose scalars are v (inverse of scalars_of).
template <class C>
C case_from_scalars(const Scalars<C>& v) {
  C c{};
  Scalars<C> tmp = v;
  ScalarCursor<typename C::Scalar> cur{tmp.data(), true};
  std::apply([&](auto&... shape) { (each_component(shape, cur), ...); }, c.tie());
  return c;
}

/// True iff both shapes are valid.
template <class C>
bool valid(const C& c) {
  return std::apply([](const auto&... shape) { return (is_valid(shape) && ...); }, c.tie());
}

/// The case mapped by a symmetry (exact; preserves the relation).
template <class C>
C transformed(const C& c, const Symmetry& s) {
  C r = c;
  std::apply([&](auto&... shape) { ((shape = apply(s, shape)), ...); }, r.tie());
  return r;
}

/// The case scaled by 2^k; exact is cleared if some value was not scaled exactly.
template <class C>
C scaled_case(const C& c, int k, bool& exact) {
  C r = c;
  std::apply([&](auto&... shape) { ((shape = scaled(shape, k, exact)), ...); }, r.tie());
  return r;
}

/// C++ declarations reproducing the case, one shape per line.
template <class C>
std::string declarations(const C& c) {
  std::string out;
  int i = 0;
  std::apply(
      [&](const auto&... shape) {
        ((out += (i ? "\n" : "") + declaration(C::kNames[static_cast<std::size_t>(i)], shape), ++i), ...);
      },
      c.tie());
  return out;
}

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_CASES_H
