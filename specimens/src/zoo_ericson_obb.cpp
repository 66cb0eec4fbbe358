// Specimens (bug zoo): Ericson's TestOBBOBB transcribed (see zoo_ericson_obb.h
// for what is verbatim and what is reconstructed). The body follows the book
// line by line; do not "fix" it: the suite must find its defects.
#include "as_written.h"  // first: no FMA contraction in the transcriptions
#include "geoverify/specimens/zoo_ericson_obb.h"

#include <math.h>


namespace gv {
namespace specimens {
namespace ericson {

// Reconstructed: the book's vector helpers.
Vector operator-(const Vector& a, const Vector& b) { return Vector(a.x - b.x, a.y - b.y, a.z - b.z); }
float Dot(const Vector& a, const Vector& b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
float Abs(float x) { return fabsf(x); }

namespace {

// Verbatim from RTCD 4.4.1, with the macro EPSILON as a parameter and the
// corrected a.u[1] (see the header).
int TestOBBOBBListing(OBB& a, OBB& b, const float EPSILON) {
  float ra, rb;
  Matrix33 R, AbsR;

  // Compute rotation matrix expressing b in a's coordinate frame
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) R[i][j] = Dot(a.u[i], b.u[j]);

  // Compute translation vector t
  Vector t = b.c - a.c;
  // Bring translation into a's coordinate frame
  t = Vector(Dot(t, a.u[0]), Dot(t, a.u[1]), Dot(t, a.u[2]));

  // Compute common subexpressions. Add in an epsilon term to
  // counteract arithmetic errors when two edges are parallel and
  // their cross product is (near) null (see text for details)
  for (int i = 0; i < 3; i++)
    for (int j = 0; j < 3; j++) AbsR[i][j] = Abs(R[i][j]) + EPSILON;

  // Test axes L = A0, L = A1, L = A2
  for (int i = 0; i < 3; i++) {
    ra = a.e[i];
    rb = b.e[0] * AbsR[i][0] + b.e[1] * AbsR[i][1] + b.e[2] * AbsR[i][2];
    if (Abs(t[i]) > ra + rb) return 0;
  }

  // Test axes L = B0, L = B1, L = B2
  for (int i = 0; i < 3; i++) {
    ra = a.e[0] * AbsR[0][i] + a.e[1] * AbsR[1][i] + a.e[2] * AbsR[2][i];
    rb = b.e[i];
    if (Abs(t[0] * R[0][i] + t[1] * R[1][i] + t[2] * R[2][i]) > ra + rb) return 0;
  }

  // Test axis L = A0 x B0
  ra = a.e[1] * AbsR[2][0] + a.e[2] * AbsR[1][0];
  rb = b.e[1] * AbsR[0][2] + b.e[2] * AbsR[0][1];
  if (Abs(t[2] * R[1][0] - t[1] * R[2][0]) > ra + rb) return 0;

  // Test axis L = A0 x B1
  ra = a.e[1] * AbsR[2][1] + a.e[2] * AbsR[1][1];
  rb = b.e[0] * AbsR[0][2] + b.e[2] * AbsR[0][0];
  if (Abs(t[2] * R[1][1] - t[1] * R[2][1]) > ra + rb) return 0;

  // Test axis L = A0 x B2
  ra = a.e[1] * AbsR[2][2] + a.e[2] * AbsR[1][2];
  rb = b.e[0] * AbsR[0][1] + b.e[1] * AbsR[0][0];
  if (Abs(t[2] * R[1][2] - t[1] * R[2][2]) > ra + rb) return 0;

  // Test axis L = A1 x B0
  ra = a.e[0] * AbsR[2][0] + a.e[2] * AbsR[0][0];
  rb = b.e[1] * AbsR[1][2] + b.e[2] * AbsR[1][1];
  if (Abs(t[0] * R[2][0] - t[2] * R[0][0]) > ra + rb) return 0;

  // Test axis L = A1 x B1
  ra = a.e[0] * AbsR[2][1] + a.e[2] * AbsR[0][1];
  rb = b.e[0] * AbsR[1][2] + b.e[2] * AbsR[1][0];
  if (Abs(t[0] * R[2][1] - t[2] * R[0][1]) > ra + rb) return 0;

  // Test axis L = A1 x B2
  ra = a.e[0] * AbsR[2][2] + a.e[2] * AbsR[0][2];
  rb = b.e[0] * AbsR[1][1] + b.e[1] * AbsR[1][0];
  if (Abs(t[0] * R[2][2] - t[2] * R[0][2]) > ra + rb) return 0;

  // Test axis L = A2 x B0
  ra = a.e[0] * AbsR[1][0] + a.e[1] * AbsR[0][0];
  rb = b.e[1] * AbsR[2][2] + b.e[2] * AbsR[2][1];
  if (Abs(t[1] * R[0][0] - t[0] * R[1][0]) > ra + rb) return 0;

  // Test axis L = A2 x B1
  ra = a.e[0] * AbsR[1][1] + a.e[1] * AbsR[0][1];
  rb = b.e[0] * AbsR[2][2] + b.e[2] * AbsR[2][0];
  if (Abs(t[1] * R[0][1] - t[0] * R[1][1]) > ra + rb) return 0;

  // Test axis L = A2 x B2
  ra = a.e[0] * AbsR[1][2] + a.e[1] * AbsR[0][2];
  rb = b.e[0] * AbsR[2][1] + b.e[1] * AbsR[2][0];
  if (Abs(t[1] * R[0][2] - t[0] * R[1][2]) > ra + rb) return 0;

  // Since no separating axis found, the OBBs must be intersecting
  return 1;
}

}  // namespace

int TestOBBOBB(OBB& a, OBB& b) { return TestOBBOBBListing(a, b, 0.0f); }

int TestOBBOBBWithEpsilon(OBB& a, OBB& b) { return TestOBBOBBListing(a, b, kEpsilon); }

}  // namespace ericson
}  // namespace specimens
}  // namespace gv
