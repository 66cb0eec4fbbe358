// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Sven Woop, Carsten Benthin, Ingo Wald, "Watertight
// Ray/Triangle Intersection", Journal of Computer Graphics Techniques 2(1):
// 65-82, 2013 (jcgt.org/published/0002/01/05/): the pseudo-code of the paper
// (appendix A), without BACKFACE_CULLING. Source text: the paper's
// pseudo-code is not in the stored corpus; it is transcribed from the
// paper as recalled and checked statement by statement against public
// transcriptions that keep the paper's names (kz = max_dim(abs(dir)),
// `if (dir[kz] < 0.0f) swap(kx,ky)`, Sx Sy Sz, Ax ... Cy, U V W, the
// "fallback to test against edges using double precision", det, T,
// sign_mask/xorf and `hit.t`), e.g. github.com/hanna-kruppe/watertri.rs
// src/lib.rs and several C++ ports; they agree with each other on every
// statement below.
//
// Verbatim: the body (ray set-up and triangle test in one function: the
// paper precomputes kx, ky, kz, Sx, Sy, Sz once per ray, which changes no
// value), in the paper's evaluation order. The float instance is the paper's
// (float, fallback in double). The double instance is the same with the
// fallback in long double (not in the paper; on x86-64 an 80-bit long double
// is wider than double, but the product of two doubles is NOT exact in it, so
// the fallback only narrows the cases the double instance gets wrong).
// Reconstructed: max_dim (the paper names it only; here Embree's maxDim, which
// prefers z, then y, on ties), sign_mask (the sign bit of det as an integer
// mask), xorf (T with its sign bit xored by the mask), swap, and the types
// Vec3/Ray/Triangle/Hit. The pseudo-code's `return;` on a miss is
// `return false;` and a hit writes hit.u, v, w, t and returns true.
//
// Defects kept (the routine is watertight by design; single answers are not
// exact):
//  * the shear (A[kx] - Sx*A[kz] with Sx = dir[kx]/dir[kz]) rounds, so the 2D
//    edge functions decide the rounded sheared vertices, not the exact ones:
//    a ray exactly through an edge can miss that triangle (its neighbour then
//    gets it) and a ray just beside an edge can hit;
//  * the far-end test `xorf(T,det_sign) > hit.t * xorf(det,det_sign)` rounds
//    hit.t * det: a hit exactly at hit.t can be rejected or one just past it
//    accepted. There is no near end (t >= 0 only);
//  * dir == 0 (a valid, point-like ray) gives Sx = Sy = 0/0 = NaN: every
//    comparison is then false and the routine reports a hit with t = NaN on
//    every triangle;
//  * a triangle whose sheared projection is degenerate (det == 0, e.g. a ray
//    in its plane) is always a miss.
// No undefined behaviour on any finite input.
#ifndef GEOVERIFY_SPECIMENS_ZOO_WOOP_WATERTIGHT_H
#define GEOVERIFY_SPECIMENS_ZOO_WOOP_WATERTIGHT_H

namespace gv {
namespace specimens {
namespace woop {

/// Vec3f of the pseudo-code (reconstructed): components by index 0, 1, 2.
template <class Real>
struct Vec3 {
  Real e[3];
  Real operator[](int k) const { return e[k]; }
};

template <class Real>
Vec3<Real> operator-(const Vec3<Real>& a, const Vec3<Real>& b) {
  return {{a.e[0] - b.e[0], a.e[1] - b.e[1], a.e[2] - b.e[2]}};
}

/// The ray {org + t dir : 0 <= t <= hit.t}.
template <class Real>
struct Ray {
  Vec3<Real> org, dir;
};

template <class Real>
struct Triangle {
  Vec3<Real> A, B, C;
};

/// On entry t is the current hit distance (the far end of the ray); on a hit
/// all four are overwritten.
template <class Real>
struct Hit {
  Real u = 0, v = 0, w = 0, t = 0;
};

/// The paper's pseudo-code without BACKFACE_CULLING: true iff the ray meets
/// the triangle at 0 <= t <= hit.t (as decided in Real arithmetic), and then
/// hit holds the normalized barycentrics and t = T / det.
template <class Real>
bool intersect(const Ray<Real>& ray, const Triangle<Real>& tri, Hit<Real>& hit);

extern template bool intersect<float>(const Ray<float>&, const Triangle<float>&, Hit<float>&);
extern template bool intersect<double>(const Ray<double>&, const Triangle<double>&, Hit<double>&);

}  // namespace woop
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_ZOO_WOOP_WATERTIGHT_H
