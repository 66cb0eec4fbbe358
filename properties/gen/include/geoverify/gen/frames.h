// SPDX-License-Identifier: MIT
// geoverify generators: orientations for oriented boxes.
//
//   random_frame      a uniformly random rotation, computed in double and
//                     rounded to T: axes neither exactly unit nor exactly
//                     orthogonal, as every real OBB's are.
//   nudged_frame      that frame rotated by a tiny angle (1e-9 .. 1e-3 rad)
//                     about a random axis: near-parallel boxes, where cross
//                     products of their axes nearly vanish.
//   integer_frame     three exactly orthogonal integer vectors of equal
//                     length L (an integer quaternion's rotation matrix times
//                     its squared norm): exact contact can be built with them.
#ifndef GEOVERIFY_GEN_FRAMES_H
#define GEOVERIFY_GEN_FRAMES_H

#include <array>
#include <cmath>
#include <cstdint>

#include "geoverify/core/shapes.h"
#include "geoverify/gen/scalars.h"

namespace gv {
namespace gen {

/// Rows of a rotation matrix in double.
using Frame = std::array<std::array<double, 3>, 3>;

inline Frame quaternion_frame(double w, double x, double y, double z) {
  const double n = w * w + x * x + y * y + z * z;
  const double s = 2.0 / n;
  return {{{1 - s * (y * y + z * z), s * (x * y - w * z), s * (x * z + w * y)},
           {s * (x * y + w * z), 1 - s * (x * x + z * z), s * (y * z - w * x)},
           {s * (x * z - w * y), s * (y * z + w * x), 1 - s * (x * x + y * y)}}};
}

template <class Src>
Frame random_rotation(Src& src) {
  for (;;) {
    const double w = unit_real<double>(src), x = unit_real<double>(src), y = unit_real<double>(src),
                 z = unit_real<double>(src);
    if (w * w + x * x + y * y + z * z > 0.01) return quaternion_frame(w, x, y, z);
  }
}

/// Rotation by angle theta about a random axis.
template <class Src>
Frame small_rotation(Src& src, double theta) {
  for (;;) {
    const double x = unit_real<double>(src), y = unit_real<double>(src), z = unit_real<double>(src);
    const double len = std::sqrt(x * x + y * y + z * z);
    if (len < 0.1) continue;
    const double s = std::sin(theta / 2) / len;
    return quaternion_frame(std::cos(theta / 2), x * s, y * s, z * s);
  }
}

inline Frame compose(const Frame& a, const Frame& b) {
  Frame r{};
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j];
  }
  return r;
}

template <class T>
void frame_axes(const Frame& f, Vec3<T> u[3]) {
  for (int i = 0; i < 3; ++i) u[i] = {static_cast<T>(f[i][0]), static_cast<T>(f[i][1]), static_cast<T>(f[i][2])};
}

/// A random rotation, rounded to T.
template <class T, class Src>
void random_frame(Src& src, Vec3<T> u[3]) {
  frame_axes(random_rotation(src), u);
}

/// f rotated by 10^-9 .. 10^-3 radians, rounded to T.
template <class T, class Src>
void nudged_frame(Src& src, const Frame& f, Vec3<T> u[3]) {
  const double theta = std::pow(10.0, -9.0 + 6.0 * (static_cast<double>(src.draw(1000)) / 1000.0));
  frame_axes(compose(small_rotation(src, theta), f), u);
}

/// Exactly orthogonal integer axes of equal length len. Half the time a signed
/// permutation (len 1: exactly orthonormal, within every OBB routine's
/// precondition); otherwise the rotation matrix of an integer quaternion
/// (w, x, y, z) times w^2 + x^2 + y^2 + z^2, whose entries are integers (an
/// exactly rotated frame, of length len > 1).
template <class T, class Src>
void integer_frame(Src& src, Vec3<T> u[3], std::int64_t& len) {
  if (coin(src)) {
    static constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    const int* perm = kPerms[src.draw(6)];
    for (int i = 0; i < 3; ++i) {
      u[i] = {T(0), T(0), T(0)};
      set(u[i], perm[i], coin(src) ? T(1) : T(-1));
    }
    len = 1;
    return;
  }
  std::int64_t w, x, y, z;
  do {
    w = int_in(src, -3, 3);
    x = int_in(src, -3, 3);
    y = int_in(src, -3, 3);
    z = int_in(src, -3, 3);
  } while (w == 0 && x == 0 && y == 0 && z == 0);
  len = w * w + x * x + y * y + z * z;
  const std::int64_t m[3][3] = {{w * w + x * x - y * y - z * z, 2 * (x * y - w * z), 2 * (x * z + w * y)},
                                {2 * (x * y + w * z), w * w - x * x + y * y - z * z, 2 * (y * z - w * x)},
                                {2 * (x * z - w * y), 2 * (y * z + w * x), w * w - x * x - y * y + z * z}};
  for (int i = 0; i < 3; ++i) u[i] = {T(m[i][0]), T(m[i][1]), T(m[i][2])};
}

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_FRAMES_H
