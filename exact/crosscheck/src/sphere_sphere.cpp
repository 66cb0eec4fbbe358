// SPDX-License-Identifier: MIT
// geoverify crosscheck: sphere-sphere by an expanded integer polynomial (see the header).
#include "geoverify/crosscheck/sphere_sphere.h"

#include <algorithm>
#include <climits>
#include <cmath>

#include "geoverify/exact/rational.h"

namespace gv {
namespace crosscheck {

namespace {

using exact::Integer;

/// x = m 2^e with an odd integer m (x != 0): the exponent e of its last bit.
int last_bit_exponent(double x) {
  int e = 0;
  double m = std::frexp(std::fabs(x), &e);  // x = m 2^e, m in [0.5, 1)
  int k = 0;
  while (m != std::floor(m)) {  // exact: doubling a double is exact
    m *= 2;
    ++k;
  }
  return e - k;
}

/// The integer x / 2^e (exact: e is at most x's last-bit exponent).
Integer scaled(double x, int e) {
  if (x == 0) return Integer(0);
  int ex = 0;
  const double m = std::frexp(std::fabs(x), &ex);
  // m * 2^53 is an integer below 2^53; x = (m 2^53) 2^(ex - 53)
  Integer v(static_cast<long long>(std::ldexp(m, 53)));
  const int shift = ex - 53 - e;
  if (shift >= 0) {
    v <<= shift;
  } else {
    v >>= -shift;  // only trailing zero bits are dropped
  }
  return x < 0 ? Integer(-v) : v;
}

}  // namespace

template <class T>
Relation sphere_sphere(const Sphere<T>& a, const Sphere<T>& b) {
  if (!is_valid(a) || !is_valid(b)) return Relation::invalid;
  const double in[8] = {a.c.x, a.c.y, a.c.z, a.r, b.c.x, b.c.y, b.c.z, b.r};
  int e = INT_MAX;
  for (const double x : in) {
    if (x != 0) e = std::min(e, last_bit_exponent(x));
  }
  if (e == INT_MAX) return Relation::touching;  // all zero: two equal points
  Integer v[8];
  for (int i = 0; i < 8; ++i) v[i] = scaled(in[i], e);
  const Integer &ra = v[3], &rb = v[7];
  Integer p = ra * ra + 2 * ra * rb + rb * rb;
  for (int i = 0; i < 3; ++i) p -= v[i] * v[i] - 2 * v[i] * v[4 + i] + v[4 + i] * v[4 + i];
  return p < 0 ? Relation::disjoint : (p == 0 ? Relation::touching : Relation::overlapping);
}

template Relation sphere_sphere<float>(const Sphere<float>&, const Sphere<float>&);
template Relation sphere_sphere<double>(const Sphere<double>&, const Sphere<double>&);

}  // namespace crosscheck
}  // namespace gv
