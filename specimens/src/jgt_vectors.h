// SPDX-License-Identifier: MIT
// geoverify specimens, internal: the vector macros the journal of graphics
// tools C sources share (Moller-Trumbore 1997, Moller 1997, Guigue-Devillers
// 2003 all define them alike),
//   #define CROSS(dest,v1,v2) dest[0]=v1[1]*v2[2]-v1[2]*v2[1]; ...
//   #define DOT(v1,v2) (v1[0]*v2[0]+v1[1]*v2[1]+v1[2]*v2[2])
//   #define SUB(dest,v1,v2) dest[0]=v1[0]-v2[0]; ...
// as templates on Real, the same operations in the same order. Include
// after as_written.h, like every transcription.
#ifndef GEOVERIFY_SPECIMENS_SRC_JGT_VECTORS_H
#define GEOVERIFY_SPECIMENS_SRC_JGT_VECTORS_H

namespace gv {
namespace specimens {
namespace jgt {

template <class Real>
inline void CROSS(Real dest[3], const Real v1[3], const Real v2[3]) {
  dest[0] = v1[1] * v2[2] - v1[2] * v2[1];
  dest[1] = v1[2] * v2[0] - v1[0] * v2[2];
  dest[2] = v1[0] * v2[1] - v1[1] * v2[0];
}

template <class Real>
inline Real DOT(const Real v1[3], const Real v2[3]) {
  return v1[0] * v2[0] + v1[1] * v2[1] + v1[2] * v2[2];
}

template <class Real>
inline void SUB(Real dest[3], const Real v1[3], const Real v2[3]) {
  dest[0] = v1[0] - v2[0];
  dest[1] = v1[1] - v2[1];
  dest[2] = v1[2] - v2[2];
}

}  // namespace jgt
}  // namespace specimens
}  // namespace gv

#endif  // GEOVERIFY_SPECIMENS_SRC_JGT_VECTORS_H
