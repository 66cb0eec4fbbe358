// SPDX-License-Identifier: MIT
// geoverify generators: orientations for oriented boxes.
//
// Real APIs take a rotation: a matrix or a unit quaternion, stored in float or
// double, hence near-orthonormal within a few ulps. The frames here are those
// rotations, plus the integer frames on which any contact is exact:
//
//   random_frame           a uniformly random rotation, computed in double and
//                          rounded to T: axes neither exactly unit nor exactly
//                          orthogonal, as every real OBB's are.
//   rotation_matrix_frame  a given rotation (a Frame in double) rounded to T,
//                          either to nearest (what an API stores) or to the
//                          fixed-point grid 2^-(digits-2) (Rounding::fixed),
//                          on which box vertices c + sum +-e_i u_i of boxes of
//                          comparable extents are exact in T.
//   quaternion_frame       a quaternion's rotation matrix (in double, or
//                          rounded to T like rotation_matrix_frame).
//   axis_rotation          a rotation about a coordinate axis (the common
//                          "yaw"): that axis stays exactly a unit coordinate
//                          vector after rounding, the other two stay exactly
//                          orthogonal, and the face normal along it is exact.
//   random_signed_permutation  a proper rotation by multiples of 90 degrees:
//                          exactly orthonormal after any rounding.
//   nudged_frame           a frame rotated by a tiny angle (1e-9 .. 1e-3 rad)
//                          about a random axis: near-parallel boxes, where
//                          cross products of their axes nearly vanish.
//   integer_frame          three exactly orthogonal integer vectors of equal
//                          length L (an integer quaternion's rotation matrix
//                          times its squared norm): exact contact can be built
//                          with them on any face or edge, but for L > 1 no API
//                          that takes a rotation accepts them.
//
// Exact predicates on stored axes (orientation_sign, dot_sign) decide on
// which side of a face a vertex lies without rounding, so that contact can be
// constructed on rounded rotations.
#ifndef GEOVERIFY_GEN_FRAMES_H
#define GEOVERIFY_GEN_FRAMES_H

#include <array>
#include <cmath>
#include <cstdint>
#include <limits>

#include "geoverify/core/shapes.h"
#include "geoverify/gen/scalars.h"

namespace gv {
namespace gen {

/// Rows of a rotation matrix in double.
using Frame = std::array<std::array<double, 3>, 3>;

/// The rotation matrix of the quaternion (w, x, y, z) != 0 (normalised here),
/// computed in double: rows orthonormal to about 1e-16.
inline Frame quaternion_frame(double w, double x, double y, double z) {
  const double n = w * w + x * x + y * y + z * z;
  const double s = 2.0 / n;
  return {{{1 - s * (y * y + z * z), s * (x * y - w * z), s * (x * z + w * y)},
           {s * (x * y + w * z), 1 - s * (x * x + z * z), s * (y * z - w * x)},
           {s * (x * z - w * y), s * (y * z + w * x), 1 - s * (x * x + y * y)}}};
}

/// A uniformly random rotation in double (a random quaternion, normalised).
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

/// The matrix product a b (rows of the result: the rows of a expressed in b).
/// Exact when every entry of a or of b is 0 or +-1 (a signed permutation).
inline Frame compose(const Frame& a, const Frame& b) {
  Frame r{};
  for (int i = 0; i < 3; ++i) {
    for (int j = 0; j < 3; ++j) r[i][j] = a[i][0] * b[0][j] + a[i][1] * b[1][j] + a[i][2] * b[2][j];
  }
  return r;
}

/// The rows of f rounded to nearest T as axes u[0..2].
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

/// How a rotation computed in double is stored in T.
///   nearest  each entry rounded to the nearest T: what a float or double API
///            stores. |u_i.u_j - delta_ij| <= about 2 ulp(1) of T.
///   fixed    each entry rounded to the nearest multiple of 2^-kFixedFrameBits<T>
///            (2^-22 for float, 2^-51 for double; representable in T): at most
///            2^-(digits-1) from the rotation, so |u_i.u_j - delta_ij| <=
///            2 sqrt(3) 2^-(digits-1) (4.2e-7 for float, within 2^-20 with room
///            for a one-ulp step of an entry). Entries share one grid, so a sum
///            c + sum_i s_i e_i u_i of a box of comparable extents near the
///            origin is exact in T (the exact-contact constructions check it).
enum class Rounding { nearest, fixed };

/// Fraction bits of Rounding::fixed: digits(T) - 2.
template <class T>
constexpr int kFixedFrameBits = std::numeric_limits<T>::digits - 2;

/// x rounded to T as Rounding r says (fixed: to the nearest multiple of
/// 2^-kFixedFrameBits<T>, ties to even; |x| <= 2 expected).
template <class T>
T round_entry(double x, Rounding r) {
  if (r == Rounding::nearest) return static_cast<T>(x);
  return static_cast<T>(std::ldexp(std::nearbyint(std::ldexp(x, kFixedFrameBits<T>)), -kFixedFrameBits<T>));
}

/// The rows of the rotation f rounded to T (see Rounding) as axes u[0..2].
/// Entries 0 and +-1 of f stay exact, and so do equal or opposite entries.
template <class T>
void rotation_matrix_frame(const Frame& f, Vec3<T> u[3], Rounding r = Rounding::nearest) {
  for (int i = 0; i < 3; ++i) u[i] = {round_entry<T>(f[i][0], r), round_entry<T>(f[i][1], r), round_entry<T>(f[i][2], r)};
}

/// The rotation matrix of the quaternion (w, x, y, z) != 0, rounded to T as
/// r says: the axes an API that takes a quaternion works with.
template <class T>
void quaternion_frame(double w, double x, double y, double z, Vec3<T> u[3], Rounding r = Rounding::nearest) {
  rotation_matrix_frame<T>(quaternion_frame(w, x, y, z), u, r);
}

/// A uniformly random rotation rounded to T as r says.
template <class T, class Src>
void random_rotation_frame(Src& src, Vec3<T> u[3], Rounding r = Rounding::nearest) {
  rotation_matrix_frame<T>(random_rotation(src), u, r);
}

/// Rotation by theta about coordinate axis k (0, 1, 2): row k and column k are
/// exactly the unit vector e_k (entries exactly 0 and 1), and the other 2x2
/// block is (c, -s; s, c) with the equal and opposite entries computed alike,
/// so that after any rounding rows stay exactly orthogonal.
inline Frame axis_rotation(int k, double theta) {
  const double c = std::cos(theta), s = std::sin(theta);
  Frame f{};
  const int i = (k + 1) % 3, j = (k + 2) % 3;
  f[k][k] = 1;
  f[i][i] = c;
  f[j][j] = c;
  f[i][j] = -s;
  f[j][i] = s;
  return f;
}

/// A proper rotation by multiples of 90 degrees (a signed permutation matrix
/// with determinant +1), uniform over the 24.
template <class Src>
Frame random_signed_permutation(Src& src) {
  static constexpr int kPerms[6][3] = {{0, 1, 2}, {1, 2, 0}, {2, 0, 1}, {0, 2, 1}, {2, 1, 0}, {1, 0, 2}};
  const int p = static_cast<int>(src.draw(6));
  double sign[3] = {src.draw(2) ? 1.0 : -1.0, src.draw(2) ? 1.0 : -1.0, 1.0};
  // determinant: (parity of the permutation) * s0 * s1 * s2 == +1
  sign[2] = (p < 3 ? 1.0 : -1.0) * sign[0] * sign[1];
  Frame f{};
  for (int i = 0; i < 3; ++i) f[i][kPerms[p][i]] = sign[i];
  return f;
}

/// A rotation about a random coordinate axis by a random angle, with its rows
/// reordered by a random signed permutation (still a proper rotation): one
/// axis is exactly a signed unit coordinate vector, and stays so after
/// rounding; the other two stay exactly orthogonal to it and to each other.
template <class Src>
Frame random_axis_rotation(Src& src) {
  const int k = static_cast<int>(src.draw(3));
  const double theta = 6.283185307179586 * (static_cast<double>(src.draw(std::uint64_t{1} << 30)) / 1073741824.0);
  return compose(random_signed_permutation(src), axis_rotation(k, theta));
}

/// The coordinate k when u is exactly +-e_k (one component +-1, the others
/// zero), otherwise -1.
template <class T>
int exact_axis(const Vec3<T>& u) {
  int k = -1;
  for (int i = 0; i < 3; ++i) {
    const T x = get(u, i);
    if (x == T(0)) continue;
    if ((x != T(1) && x != T(-1)) || k >= 0) return -1;
    k = i;
  }
  return k;
}

/// The exact sign of a sum of products of floats or doubles, held as a
/// nonoverlapping expansion of doubles (Shewchuk's grow-expansion with zero
/// elimination). Exact as long as no product underflows (every nonzero
/// factor of magnitude above 2^-300, as axes and lattice directions are).
/// Each add() grows the expansion by at most one component, so at most 64
/// add()s are supported (an add_product of three factors is four): far more
/// than the 24 an orientation of doubles needs.
class ExactSum {
 public:
  /// Adds x exactly.
  void add(double x) noexcept {
    double q = x;
    int m = 0;
    for (int i = 0; i < n_; ++i) {
      const double s = q + e_[i];
      const double bb = s - q;
      const double err = (q - (s - bb)) + (e_[i] - bb);
      q = s;
      if (err != 0) e_[m++] = err;
    }
    if (q != 0 && m < kCapacity) e_[m++] = q;
    n_ = m;
  }
  /// Adds a * b exactly (the product and its rounding error, by fma).
  void add_product(double a, double b) noexcept {
    const double p = a * b;
    add(p);
    add(std::fma(a, b, -p));
  }
  /// Adds a * b * c exactly.
  void add_product(double a, double b, double c) noexcept {
    const double p = a * b;
    const double err = std::fma(a, b, -p);
    add_product(p, c);
    add_product(err, c);
  }
  /// -1, 0 or +1: the sign of the exact sum (that of its largest component).
  int sign() const noexcept { return n_ == 0 ? 0 : (e_[n_ - 1] > 0 ? 1 : -1); }

 private:
  static constexpr int kCapacity = 64;
  double e_[kCapacity] = {};
  int n_ = 0;
};

/// The exact sign of a . b for float or double vectors (see ExactSum).
template <class T, class U>
int dot_sign(const Vec3<T>& a, const Vec3<U>& b) {
  ExactSum s;
  for (int i = 0; i < 3; ++i) s.add_product(double(get(a, i)), double(get(b, i)));
  return s.sign();
}

/// The exact sign of det[a; b; c] = a . (b x c) for float or double vectors:
/// > 0 when (a, b, c) is right-handed, 0 when they are linearly dependent
/// (see ExactSum). With a face's two axes as b and c it tells, without
/// rounding, on which side of the face's plane a direction a points.
template <class T>
int orientation_sign(const Vec3<T>& a, const Vec3<T>& b, const Vec3<T>& c) {
  ExactSum s;
  for (int i = 0; i < 3; ++i) {
    const int j = (i + 1) % 3, k = (i + 2) % 3;
    s.add_product(double(get(a, i)), double(get(b, j)), double(get(c, k)));
    s.add_product(-double(get(a, i)), double(get(b, k)), double(get(c, j)));
  }
  return s.sign();
}

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_FRAMES_H
