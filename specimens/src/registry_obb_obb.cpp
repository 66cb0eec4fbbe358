// SPDX-License-Identifier: MIT
// geoverify specimens: registration of the OBB-OBB specimens (seed 003 and
// Ericson's TestOBBOBB with and without its epsilon).
#include <algorithm>

#include "geoverify/specimens/preconditions.h"
#include "geoverify/specimens/registry.h"
#include "geoverify/specimens/seed003_obb_obb.h"
#include "geoverify/specimens/zoo_ericson_obb.h"

namespace gv {
namespace specimens {
namespace {

seed003::Vector3 unity(const Vec3<float>& v) { return seed003::Vector3(v.x, v.y, v.z); }

/// OBB3D as the seed's caller fills it: size = the FULL edge lengths 2 e_i,
/// computed in float.
seed003::OBB3D obb3d(const Obb<float>& b) {
  seed003::OBB3D o;
  o.Set(unity(b.u[0]), unity(b.u[1]), unity(b.u[2]), unity(b.c),
        seed003::Vector3(2 * b.e[0], 2 * b.e[1], 2 * b.e[2]));
  return o;
}

/// The precondition of all three routines: unit, orthogonal axes (preconditions.h).
bool unit_frames(const query::ObbObb<float>& c) { return near_orthonormal(c.a.u) && near_orthonormal(c.b.u); }

/// How far inside that precondition a case is (the shrinker keeps half of it).
double frames_margin(const query::ObbObb<float>& c) {
  return std::min(query::orthonormality_margin(c.a.u), query::orthonormality_margin(c.b.u));
}

ericson::Vector book(const Vec3<float>& v) { return ericson::Vector(v.x, v.y, v.z); }

ericson::OBB book_obb(const Obb<float>& b) {
  ericson::OBB o;
  o.c = book(b.c);
  for (int i = 0; i < 3; ++i) o.u[i] = book(b.u[i]);
  o.e = ericson::Vector(b.e[0], b.e[1], b.e[2]);
  return o;
}

constexpr const char* kEricson = "Ericson, Real-Time Collision Detection (2005), section 4.4.1, TestOBBOBB";

}  // namespace

template <>
std::vector<query::Implementation<query::ObbObb<float>>> specimens() {
  query::Implementation<query::ObbObb<float>> seed;
  seed.name = "seed003.OBB3DIntersect::IsIntersect3D";
  seed.origin = "specimens/src/seed003_obb_obb.cpp, from seed 003 (C# OBB3D.Set, OBB3DIntersect.IsIntersect3D)";
  seed.role = query::Role::specimen;
  seed.contract = query::Contract::exact();
  seed.expected = query::kFalseMiss | query::kFalseHit;
  seed.defect_note =
      "false miss: rounded vertices and projections of absolute coordinates on tiny unnormalised cross "
      "axes report separation for touching or barely overlapping boxes; false hit: the same rounding "
      "the other way";
  seed.accepts = unit_frames;
  seed.precondition_margin = frames_margin;
  seed.intersects = [](const query::ObbObb<float>& c) {
    const seed003::OBB3D a = obb3d(c.a);
    const seed003::OBB3D b = obb3d(c.b);
    return seed003::OBB3DIntersect().IsIntersect3D(a, b);
  };

  query::Implementation<query::ObbObb<float>> eps0;
  eps0.name = "zoo.ericson.TestOBBOBB(eps=0)";
  eps0.origin = std::string(kEricson) + ", EPSILON = 0, corrected a.u[1] line";
  eps0.role = query::Role::specimen;
  eps0.contract = query::Contract::exact();
  eps0.expected = query::kFalseMiss | query::kFalseHit;
  eps0.defect_note =
      "near-parallel edges give a null cross axis compared as noise against noise (RTCD 4.4.2), and "
      "rounded frames, assumed exactly orthonormal, misplace contact by an ulp: false misses and hits";
  eps0.accepts = unit_frames;
  eps0.precondition_margin = frames_margin;
  eps0.intersects = [](const query::ObbObb<float>& c) {
    ericson::OBB a = book_obb(c.a);
    ericson::OBB b = book_obb(c.b);
    return ericson::TestOBBOBB(a, b) != 0;
  };

  query::Implementation<query::ObbObb<float>> eps;
  eps.name = "zoo.ericson.TestOBBOBB(eps=1e-6)";
  eps.origin = std::string(kEricson) + ", EPSILON = 1e-6f (Jolt Physics OrientedBox::Overlaps default), "
                                       "corrected a.u[1] line";
  eps.role = query::Role::specimen;
  eps.contract = query::Contract::conservative();
  // False hits are allowed by the contract, so only false misses can be found.
  eps.expected = query::kFalseMiss;
  eps.defect_note =
      "false miss: the epsilon slack is EPSILON times the other box's extents, none for a point box, so "
      "a point an ulp inside a rotated face is reported separated";
  eps.accepts = unit_frames;
  eps.precondition_margin = frames_margin;
  eps.intersects = [](const query::ObbObb<float>& c) {
    ericson::OBB a = book_obb(c.a);
    ericson::OBB b = book_obb(c.b);
    return ericson::TestOBBOBBWithEpsilon(a, b) != 0;
  };
  return {seed, eps0, eps};
}

template <>
std::vector<query::Implementation<query::ObbObb<double>>> specimens() {
  return {};
}

}  // namespace specimens
}  // namespace gv
