// SPDX-License-Identifier: MIT
// geoverify exact: the rational number type of the oracles and its vectors.
//
// Rational is Boost.Multiprecision's GMP rational (mpq) when GMP was found at
// configure time (GEOVERIFY_EXACT_GMP=1), otherwise the header-only
// cpp_rational. Expression templates are off: `auto x = a / b;` then holds a
// value, never a dangling expression (a known trap of Boost 1.74).
//
// Conversion from float or double is exact (0.1 becomes 3602879701896397/2^55)
// and defined for finite values only: every oracle checks validity before it
// converts, because cpp_rational throws and mpq aborts on non-finite input.
#ifndef GEOVERIFY_EXACT_RATIONAL_H
#define GEOVERIFY_EXACT_RATIONAL_H

#include "geoverify/core/shapes.h"
#include "geoverify/exact/approx.h"

#if GEOVERIFY_EXACT_GMP
#include <boost/multiprecision/gmp.hpp>
#else
#include <boost/multiprecision/cpp_int.hpp>
#endif

namespace gv {
namespace exact {

#if GEOVERIFY_EXACT_GMP
using Rational = boost::multiprecision::number<boost::multiprecision::gmp_rational,
                                               boost::multiprecision::et_off>;
using Integer = boost::multiprecision::number<boost::multiprecision::gmp_int,
                                              boost::multiprecision::et_off>;
#else
using Rational = boost::multiprecision::number<boost::multiprecision::cpp_rational_backend,
                                               boost::multiprecision::et_off>;
using Integer = boost::multiprecision::number<boost::multiprecision::cpp_int_backend<>,
                                              boost::multiprecision::et_off>;
#endif

/// Exact value of a finite float or double. Precondition: std::isfinite(x).
template <class T>
Rational to_rational(T x) {
  return Rational(static_cast<double>(x));  // float -> double is exact
}

/// Approximation of an exact rational (round-to-nearest-ish, sign exact).
Approx approx(const Rational& q);

/// A point or direction with rational coordinates.
struct Vec3Q {
  Rational x, y, z;
};

/// Exact coordinates of a finite vector. Precondition: every component finite.
template <class T>
Vec3Q to_rational(const Vec3<T>& v) {
  return {to_rational(v.x), to_rational(v.y), to_rational(v.z)};
}

inline Vec3Q operator+(const Vec3Q& a, const Vec3Q& b) { return {a.x + b.x, a.y + b.y, a.z + b.z}; }
inline Vec3Q operator-(const Vec3Q& a, const Vec3Q& b) { return {a.x - b.x, a.y - b.y, a.z - b.z}; }
inline Vec3Q operator-(const Vec3Q& a) { return {-a.x, -a.y, -a.z}; }
inline Vec3Q operator*(const Rational& s, const Vec3Q& a) { return {s * a.x, s * a.y, s * a.z}; }
inline Rational dot(const Vec3Q& a, const Vec3Q& b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
inline Vec3Q cross(const Vec3Q& a, const Vec3Q& b) {
  return {a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x};
}
inline bool is_zero(const Vec3Q& a) { return a.x == 0 && a.y == 0 && a.z == 0; }
inline const Rational& get(const Vec3Q& v, int i) { return i == 0 ? v.x : (i == 1 ? v.y : v.z); }

}  // namespace exact
}  // namespace gv

#endif  // GEOVERIFY_EXACT_RATIONAL_H
