// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Woop, Benthin, Wald 2013 transcribed (see
// zoo_woop_watertight.h for the source and what is verbatim). The body
// follows the paper's pseudo-code line by line; do not "fix" it.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/zoo_woop_watertight.h"

#include <cmath>
#include <cstdint>
#include <cstring>

namespace gv {
namespace specimens {
namespace woop {
namespace {

/// The precision of the paper's fallback: double for float (the paper), long
/// double for double (this port).
template <class Real>
struct Wider;
template <>
struct Wider<float> {
  using type = double;
};
template <>
struct Wider<double> {
  using type = long double;
};

/// The integer of the same width as Real, for the sign-bit tricks.
template <class Real>
struct Bits;
template <>
struct Bits<float> {
  using type = std::uint32_t;
};
template <>
struct Bits<double> {
  using type = std::uint64_t;
};

template <class Real>
Vec3<Real> abs(const Vec3<Real>& a) {
  return {{std::fabs(a.e[0]), std::fabs(a.e[1]), std::fabs(a.e[2])}};
}

/// Reconstructed (Embree's maxDim): the index of the largest component.
template <class Real>
int max_dim(const Vec3<Real>& a) {
  if (a[0] > a[1]) {
    if (a[0] > a[2]) return 0;
    return 2;
  }
  if (a[1] > a[2]) return 1;
  return 2;
}

inline void swap(int& a, int& b) {
  const int tmp = a;
  a = b;
  b = tmp;
}

/// Reconstructed: the sign bit of x as a mask (all other bits zero).
template <class Real>
typename Bits<Real>::type sign_mask(Real x) {
  typename Bits<Real>::type b;
  std::memcpy(&b, &x, sizeof b);
  return b & (typename Bits<Real>::type(1) << (8 * sizeof(Real) - 1));
}

/// Reconstructed: x with its bits xored by mask (flips the sign of x when
/// mask is a set sign bit).
template <class Real>
Real xorf(Real x, typename Bits<Real>::type mask) {
  typename Bits<Real>::type b;
  std::memcpy(&b, &x, sizeof b);
  b ^= mask;
  Real r;
  std::memcpy(&r, &b, sizeof r);
  return r;
}

}  // namespace

// Verbatim (appendix A), float -> Real, the fallback's double -> Wider<Real>.
template <class Real>
bool intersect(const Ray<Real>& ray, const Triangle<Real>& tri, Hit<Real>& hit) {
  using Wide = typename Wider<Real>::type;
  const Vec3<Real>& org = ray.org;
  const Vec3<Real>& dir = ray.dir;

  // calculate dimension where the ray direction is maximal
  int kz = max_dim(abs(dir));
  int kx = kz + 1;
  if (kx == 3) kx = 0;
  int ky = kx + 1;
  if (ky == 3) ky = 0;

  // swap kx and ky dimension to preserve winding direction of triangles
  if (dir[kz] < Real(0.0f)) swap(kx, ky);

  // calculate shear constants
  Real Sx = dir[kx] / dir[kz];
  Real Sy = dir[ky] / dir[kz];
  Real Sz = Real(1.0f) / dir[kz];

  // calculate vertices relative to ray origin
  const Vec3<Real> A = tri.A - org;
  const Vec3<Real> B = tri.B - org;
  const Vec3<Real> C = tri.C - org;

  // perform shear and scale of vertices
  const Real Ax = A[kx] - Sx * A[kz];
  const Real Ay = A[ky] - Sy * A[kz];
  const Real Bx = B[kx] - Sx * B[kz];
  const Real By = B[ky] - Sy * B[kz];
  const Real Cx = C[kx] - Sx * C[kz];
  const Real Cy = C[ky] - Sy * C[kz];

  // calculate scaled barycentric coordinates
  Real U = Cx * By - Cy * Bx;
  Real V = Ax * Cy - Ay * Cx;
  Real W = Bx * Ay - By * Ax;

  // fallback to test against edges using double precision
  if (U == Real(0.0f) || V == Real(0.0f) || W == Real(0.0f)) {
    Wide CxBy = (Wide)Cx * (Wide)By;
    Wide CyBx = (Wide)Cy * (Wide)Bx;
    U = (Real)(CxBy - CyBx);
    Wide AxCy = (Wide)Ax * (Wide)Cy;
    Wide AyCx = (Wide)Ay * (Wide)Cx;
    V = (Real)(AxCy - AyCx);
    Wide BxAy = (Wide)Bx * (Wide)Ay;
    Wide ByAx = (Wide)By * (Wide)Ax;
    W = (Real)(BxAy - ByAx);
  }

  // Perform edge tests. Moving this test before and at the end of the previous
  // conditional gives higher performance.
  // (BACKFACE_CULLING not defined:)
  if ((U < Real(0.0f) || V < Real(0.0f) || W < Real(0.0f)) && (U > Real(0.0f) || V > Real(0.0f) || W > Real(0.0f)))
    return false;

  // calculate determinant
  Real det = U + V + W;
  if (det == Real(0.0f)) return false;

  // Calculate scaled z-coordinates of vertices and use them to calculate the
  // hit distance.
  const Real Az = Sz * A[kz];
  const Real Bz = Sz * B[kz];
  const Real Cz = Sz * C[kz];
  const Real T = U * Az + V * Bz + W * Cz;

  // (BACKFACE_CULLING not defined:)
  auto det_sign = sign_mask(det);
  if ((xorf(T, det_sign) < Real(0.0f)) || (xorf(T, det_sign) > hit.t * xorf(det, det_sign))) return false;

  // normalize U, V, W, and T
  const Real rcpDet = Real(1.0f) / det;
  hit.u = U * rcpDet;
  hit.v = V * rcpDet;
  hit.w = W * rcpDet;
  hit.t = T * rcpDet;
  return true;
}

template bool intersect<float>(const Ray<float>&, const Triangle<float>&, Hit<float>&);
template bool intersect<double>(const Ray<double>&, const Triangle<double>&, Hit<double>&);

}  // namespace woop
}  // namespace specimens
}  // namespace gv
