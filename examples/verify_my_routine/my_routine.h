// SPDX-License-Identifier: MIT
// The routine under test: a plane-sphere test of "our" engine (float API),
// not shipped by geoverify. It has a real defect: it compares the signed
// distance n.c + d with r without dividing by |n|, which is right only for
// unit normals. Built with MY_ROUTINE_FIXED it compares |n.c + d| with
// r |n|, in double (every product of two floats is exact there, so only
// the final sum and the square root round, by about 1e-16).
#ifndef VERIFY_MY_ROUTINE_MY_ROUTINE_H
#define VERIFY_MY_ROUTINE_MY_ROUTINE_H

#include <cmath>

#include "geoverify/query/cases.h"

inline bool my_plane_sphere(const gv::Planef& p, const gv::Spheref& s) {
#if defined(MY_ROUTINE_FIXED)
  const double dist = double(p.n.x) * s.c.x + double(p.n.y) * s.c.y + double(p.n.z) * s.c.z + double(p.d);
  const double norm = std::sqrt(double(p.n.x) * p.n.x + double(p.n.y) * p.n.y + double(p.n.z) * p.n.z);
  return std::fabs(dist) <= double(s.r) * norm;
#else
  const float dist = p.n.x * s.c.x + p.n.y * s.c.y + p.n.z * s.c.z + p.d;  // assumes |n| == 1
  return std::fabs(dist) <= s.r;
#endif
}

/// The form the campaign calls: one case of the query.
inline bool my_plane_sphere_case(const gv::query::PlaneSphere<float>& c) { return my_plane_sphere(c.plane, c.sphere); }

#endif  // VERIFY_MY_ROUTINE_MY_ROUTINE_H
