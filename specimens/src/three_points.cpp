// SPDX-License-Identifier: MIT
// geoverify specimens: three float points exactly on a float plane (see
// three_points.h). Integer arithmetic throughout; the core checks the result.
#include "geoverify/specimens/three_points.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <numeric>

#include "geoverify/core.h"

namespace gv {
namespace specimens {
namespace {

__extension__ typedef __int128 i128;
using i64 = std::int64_t;

int trailing_zeros(i64 v) {
  int t = 0;
  while ((v & 1) == 0) {
    v >>= 1;
    ++t;
  }
  return t;
}

// c = m * 2^e, m an integer with |m| < 2^24 (m = 0 for c = 0).
void split(float c, i64& m, int& e) {
  int ex = 0;
  const float f = std::frexp(c, &ex);
  m = static_cast<i64>(std::ldexp(f, 24));
  e = ex - 24;
}

// y * 2^-s as a float, if that is exact.
bool to_float(i128 y, int s, float& out) {
  if (y > (i128{1} << 62) || y < -(i128{1} << 62)) return false;
  const long double x = std::ldexp(static_cast<long double>(static_cast<i64>(y)), -s);  // exact: 64-bit mantissa
  out = static_cast<float>(x);
  return std::isfinite(out) && static_cast<long double>(out) == x;
}

bool on_plane(const Plane<float>& plane, const Vec3<float>& q) {
  return relation(plane, Aabb<float>{q, q}) == Relation::touching;
}

}  // namespace

bool three_points_on_plane(const Plane<float>& plane, const Vec3<float>& anchor, std::array<Vec3<float>, 3>& p) {
  const float coef[4] = {plane.n.x, plane.n.y, plane.n.z, plane.d};
  for (const float c : coef) {
    if (!std::isfinite(c)) return false;
  }
  if (plane.n.x == 0 && plane.n.y == 0 && plane.n.z == 0) {
    if (plane.d != 0) return false;
    p = {Vec3<float>{0, 0, 0}, Vec3<float>{1, 0, 0}, Vec3<float>{2, 0, 0}};
    return true;
  }

  // Integer coefficients A over a common power of two: A.x + A3 = 0 is the
  // same plane. Spans over 38 binades would not fit in 62 bits.
  i64 m[4];
  int e[4];
  int emin = 1 << 20;
  for (int i = 0; i < 4; ++i) {
    split(coef[i], m[i], e[i]);
    if (m[i] != 0 && e[i] < emin) emin = e[i];
  }
  i64 A[4];
  for (int i = 0; i < 4; ++i) {
    if (m[i] == 0) {
      A[i] = 0;
      continue;
    }
    const int shift = e[i] - emin;
    if (shift > 38) return false;
    A[i] = m[i] * (i64{1} << shift);
  }

  // Points Y / 2^S with Y integer: A.Y = -A3 * 2^S. Solvable iff the odd part
  // of g = gcd(A0, A1, A2) divides A3; S supplies g's missing factors of two.
  const i64 g = std::gcd(std::gcd(std::llabs(A[0]), std::llabs(A[1])), std::llabs(A[2]));
  const int t = trailing_zeros(g);
  if (A[3] % (g >> t) != 0) return false;
  const int S = A[3] == 0 ? 0 : std::max(0, t - trailing_zeros(std::llabs(A[3])));
  const i128 tau = -(i128{A[3]} * (i128{1} << S)) / g;
  const i64 a[3] = {A[0] / g, A[1] / g, A[2] / g};

  // Solve for the coordinate j with the largest |a_j|; the other two, p and
  // q, range over one period of a_j's residues next to the anchor, where
  // a_p Y_p + a_q Y_q takes every residue mod a_j (gcd(a) = 1).
  int j = 0;
  for (int i = 1; i < 3; ++i) {
    if (std::llabs(a[i]) > std::llabs(a[j])) j = i;
  }
  const i64 aj = a[j];
  const i64 period = std::llabs(aj);
  if (period > kThreePointsMaxCoefficient) return false;
  const int ip = (j + 1) % 3, iq = (j + 2) % 3;
  const float anchor_c[3] = {anchor.x, anchor.y, anchor.z};
  i128 P[3];
  for (int i = 0; i < 3; ++i) {
    const long double v = std::ldexp(static_cast<long double>(anchor_c[i]), S);
    if (!(std::fabs(v) < 0x1p60L)) return false;
    P[i] = static_cast<i128>(std::llround(v));
  }
  i128 Y[3] = {0, 0, 0};
  bool found = false;
  for (i64 dp = 0; dp < period && !found; ++dp) {
    for (i64 dq = 0; dq < period && !found; ++dq) {
      const i128 yp = P[ip] - period / 2 + dp;
      const i128 yq = P[iq] - period / 2 + dq;
      const i128 r = tau - a[ip] * yp - a[iq] * yq;
      if (r % aj == 0) {
        Y[ip] = yp;
        Y[iq] = yq;
        Y[j] = r / aj;
        found = true;
      }
    }
  }
  if (!found) return false;  // unreachable when gcd(a) = 1; kept as a guard

  // Two independent directions in the plane: a_j e_p - a_p e_j, a_j e_q - a_q e_j.
  i128 Ys[3][3];
  for (int k = 0; k < 3; ++k) {
    for (int i = 0; i < 3; ++i) Ys[k][i] = Y[i];
  }
  Ys[1][ip] += aj;
  Ys[1][j] -= a[ip];
  Ys[2][iq] += aj;
  Ys[2][j] -= a[iq];
  for (int k = 0; k < 3; ++k) {
    float c[3];
    for (int i = 0; i < 3; ++i) {
      if (!to_float(Ys[k][i], S, c[i])) return false;
    }
    p[static_cast<std::size_t>(k)] = Vec3<float>{c[0], c[1], c[2]};
    if (!on_plane(plane, p[static_cast<std::size_t>(k)])) return false;
  }
  return true;
}

}  // namespace specimens
}  // namespace gv
