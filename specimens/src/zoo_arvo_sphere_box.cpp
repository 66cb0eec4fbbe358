// SPDX-License-Identifier: MIT
// Specimen (bug zoo): Arvo's box-sphere test transcribed (see
// zoo_arvo_sphere_box.h for what is verbatim and what is reconstructed). The
// mode-3 body follows gems/BoxSphere.c line by line; do not "fix" it: the
// suite must find its defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/zoo_arvo_sphere_box.h"

#include <cmath>

namespace gv {
namespace specimens {
namespace arvo {

// GraphicsGems.h
#define SQR(a) ((a) * (a))
#define TRUE 1
#define FALSE 0

// Verbatim (gems/BoxSphere.c), mode 3; the old-style parameter list written
// as a prototype, float as Real. The unused locals a, b, dmax, face of the
// hollow modes are left out with those modes.
template <class Real>
int Box_Sphere_Intersect(int n, const Real Bmin[], const Real Bmax[], const Real C[], Real r, int mode) {
  Real dmin;
  Real r2 = SQR(r);
  int i;

  switch (mode) {
    case 3: /* Solid Box - Solid Sphere */
      dmin = 0;
      for (i = 0; i < n; i++) {
        if (C[i] < Bmin[i]) dmin += SQR(C[i] - Bmin[i]); else
        if (C[i] > Bmax[i]) dmin += SQR(C[i] - Bmax[i]);
      }
      if (dmin <= r2) return (TRUE);
      break;

  } /* end switch */

  return (FALSE);
}

// Reconstructed (b): the nearest point of the box, then the distance.
template <class Real>
bool ClampDistanceIntersect(const Real Bmin[3], const Real Bmax[3], const Real C[3], Real r) {
  Real d2 = 0;
  for (int i = 0; i < 3; i++) {
    Real p = C[i] < Bmin[i] ? Bmin[i] : (C[i] > Bmax[i] ? Bmax[i] : C[i]);  // clamp
    Real d = C[i] - p;
    d2 += d * d;
  }
  return std::sqrt(d2) <= r;
}

#undef SQR
#undef TRUE
#undef FALSE

template int Box_Sphere_Intersect<float>(int, const float[], const float[], const float[], float, int);
template int Box_Sphere_Intersect<double>(int, const double[], const double[], const double[], double, int);
template bool ClampDistanceIntersect<float>(const float[3], const float[3], const float[3], float);
template bool ClampDistanceIntersect<double>(const double[3], const double[3], const double[3], double);

}  // namespace arvo
}  // namespace specimens
}  // namespace gv
