// SPDX-License-Identifier: MIT
// Tests of the independent cross-check oracles (exact/crosscheck), and hand
// cases that specify the oracles themselves:
//   - the exact LP solver on small hand problems (bounds, free variables,
//     redundant and contradictory rows, Beale's cycling example) and against
//     vertex enumeration on random small problems;
//   - every degenerate class of the five queries on hand cases, each replayed
//     under the 48 signed axis permutations, a translation plus power-of-two
//     scaling, argument swap (obb_obb), and in float and double, and each
//     checked on both formulations: the cross-check (LP / face enumeration)
//     and the oracle (exact/, candidate normals / simplex enumeration);
//   - consistency between formulations on random small-integer inputs:
//     obb_sphere with r = 0 (face enumeration) against obb_obb with a point
//     box (LP), a bounded ray against a degenerate triangle, a segment
//     triangle against a segment Obb, plane_aabb against the signs of the box
//     corners.
// Every hand value is a small dyadic rational, exact in float and double.
#include <gtest/gtest.h>

#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "geoverify/crosscheck/crosscheck.h"
#include "geoverify/crosscheck/lp.h"
#include "geoverify/exact/aabb_triangle.h"
#include "geoverify/exact/obb.h"
#include "geoverify/exact/plane.h"
#include "geoverify/exact/ray_aabb.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_crosscheck_test {

namespace {

using gv::Aabbd;
using gv::Obbd;
using gv::Planed;
using gv::Rayd;
using gv::Relation;
using gv::Sphered;
using gv::Triangled;
using gv::Vec3d;
using gv::test_support::work;
using gv::crosscheck::Lp;
using gv::crosscheck::LpResult;
using gv::crosscheck::LpStatus;
using gv::exact::Rational;
namespace cc = gv::crosscheck;

const Relation kDis = Relation::disjoint;
const Relation kTou = Relation::touching;
const Relation kOve = Relation::overlapping;
const Relation kInv = Relation::invalid;
const double kInf = std::numeric_limits<double>::infinity();
const double kNaN = std::numeric_limits<double>::quiet_NaN();

// ---------------------------------------------------------------------------
// LP solver

Rational q(long num, long den = 1) { return Rational(num) / Rational(den); }

TEST(CrosscheckLp, BoundsOnlyMovesEachVariableToItsBest) {
  // max x - y, x in [0, 2], y in [1, 3], no rows: x = 2, y = 1, value 1.
  Lp lp;
  lp.add_variable(q(0), q(2));
  lp.add_variable(q(1), q(3));
  lp.set_objective({q(1), q(-1)});
  const LpResult r = lp.solve();
  ASSERT_EQ(r.status, LpStatus::optimal);
  EXPECT_EQ(r.value, 1);
  EXPECT_EQ(r.x[0], 2);
  EXPECT_EQ(r.x[1], 1);
}

TEST(CrosscheckLp, FreeAndOneSidedVariables) {
  // max x s.t. x + y == 4, x free, y >= 1: x = 3.
  Lp lp;
  lp.add_variable(std::nullopt, std::nullopt);
  lp.add_variable(q(1), std::nullopt);
  lp.add_row({q(1), q(1)}, q(4));
  lp.set_objective({q(1)});
  LpResult r = lp.solve();
  ASSERT_EQ(r.status, LpStatus::optimal);
  EXPECT_EQ(r.value, 3);
  EXPECT_EQ(r.x[0], 3);
  EXPECT_EQ(r.x[1], 1);
  // max -x s.t. x + y == 4, x free, y <= -2 (upper bound only): x = 6, value -6.
  Lp lp2;
  lp2.add_variable(std::nullopt, std::nullopt);
  lp2.add_variable(std::nullopt, q(-2));
  lp2.add_row({q(1), q(1)}, q(4));
  lp2.set_objective({q(-1)});
  r = lp2.solve();
  ASSERT_EQ(r.status, LpStatus::optimal);
  EXPECT_EQ(r.value, -6);
  EXPECT_EQ(r.x[1], -2);
  // max x with x free and no rows: unbounded.
  Lp lp3;
  lp3.add_variable(std::nullopt, std::nullopt);
  lp3.set_objective({q(1)});
  EXPECT_EQ(lp3.solve().status, LpStatus::unbounded);
}

TEST(CrosscheckLp, InfeasibleAndUnbounded) {
  // x + y == 10 with x in [0, 2], y in [0, 3]: infeasible.
  Lp lp;
  lp.add_variable(q(0), q(2));
  lp.add_variable(q(0), q(3));
  lp.add_row({q(1), q(1)}, q(10));
  EXPECT_EQ(lp.solve().status, LpStatus::infeasible);
  // lo > hi: infeasible.
  Lp lp2;
  lp2.add_variable(q(1), q(0));
  EXPECT_EQ(lp2.solve().status, LpStatus::infeasible);
  // max x s.t. x - y == 0, x, y >= 0: unbounded.
  Lp lp3;
  lp3.add_variable(q(0), std::nullopt);
  lp3.add_variable(q(0), std::nullopt);
  lp3.add_row({q(1), q(-1)}, q(0));
  lp3.set_objective({q(1)});
  EXPECT_EQ(lp3.solve().status, LpStatus::unbounded);
  // The rows 0 == 0 (feasible) and 0 == 1 (infeasible).
  Lp lp4;
  lp4.add_variable(q(0), q(1));
  lp4.add_row({q(0)}, q(0));
  EXPECT_EQ(lp4.solve().status, LpStatus::optimal);
  lp4.add_row({}, q(1));
  EXPECT_EQ(lp4.solve().status, LpStatus::infeasible);
}

TEST(CrosscheckLp, RedundantRowsAndFixedVariables) {
  // x, y in [0, 5], z fixed to 7 (lo == hi); rows x + y == 2, 2x + 2y == 4
  // (redundant), x + y - z == -5 (redundant given z == 7).
  // max x - y = 2 at (2, 0, 7).
  Lp lp;
  lp.add_variable(q(0), q(5));
  lp.add_variable(q(0), q(5));
  lp.add_variable(q(7), q(7));
  lp.add_row({q(1), q(1)}, q(2));
  lp.add_row({q(2), q(2)}, q(4));
  lp.add_row({q(1), q(1), q(-1)}, q(-5));
  lp.set_objective({q(1), q(-1)});
  const LpResult r = lp.solve();
  ASSERT_EQ(r.status, LpStatus::optimal);
  EXPECT_EQ(r.value, 2);
  EXPECT_EQ(r.x[0], 2);
  EXPECT_EQ(r.x[1], 0);
  EXPECT_EQ(r.x[2], 7);
}

TEST(CrosscheckLp, BealeCyclingExampleTerminates) {
  // Beale's example (cycles under the largest-coefficient rule):
  //   max 3/4 x4 - 20 x5 + 1/2 x6 - 6 x7
  //   x1 + 1/4 x4 - 8 x5 - x6 + 9 x7 == 0
  //   x2 + 1/2 x4 - 12 x5 - 1/2 x6 + 3 x7 == 0
  //   x3 + x6 == 1,  x >= 0.
  // Optimum 5/4 at x4 = 1, x6 = 1, x1 = 3/4, the rest 0.
  Lp lp;
  for (int j = 0; j < 7; ++j) lp.add_variable(q(0), std::nullopt);
  lp.add_row({q(1), q(0), q(0), q(1, 4), q(-8), q(-1), q(9)}, q(0));
  lp.add_row({q(0), q(1), q(0), q(1, 2), q(-12), q(-1, 2), q(3)}, q(0));
  lp.add_row({q(0), q(0), q(1), q(0), q(0), q(1), q(0)}, q(1));
  lp.set_objective({q(0), q(0), q(0), q(3, 4), q(-20), q(1, 2), q(-6)});
  const LpResult r = lp.solve();
  ASSERT_EQ(r.status, LpStatus::optimal);
  EXPECT_EQ(r.value, q(5, 4));
}

// Brute force for max c.x, A x = b (2 x 4, rank 2), lo <= x <= hi: the
// optimum is attained at a basic solution (two columns with a nonsingular
// 2 x 2 block, the other two at a bound).
bool brute_force_lp(const Rational a[2][4], const Rational b[2], const Rational lo[4],
                    const Rational hi[4], const Rational c[4], Rational* best) {
  bool found = false;
  for (int i = 0; i < 4; ++i) {
    for (int j = i + 1; j < 4; ++j) {
      const Rational det = a[0][i] * a[1][j] - a[0][j] * a[1][i];
      if (det == 0) continue;
      int other[2];
      int no = 0;
      for (int k = 0; k < 4; ++k) {
        if (k != i && k != j) other[no++] = k;
      }
      for (int mask = 0; mask < 4; ++mask) {
        Rational x[4];
        x[other[0]] = (mask & 1) ? hi[other[0]] : lo[other[0]];
        x[other[1]] = (mask & 2) ? hi[other[1]] : lo[other[1]];
        Rational r0 = b[0] - a[0][other[0]] * x[other[0]] - a[0][other[1]] * x[other[1]];
        Rational r1 = b[1] - a[1][other[0]] * x[other[0]] - a[1][other[1]] * x[other[1]];
        x[i] = (r0 * a[1][j] - r1 * a[0][j]) / det;
        x[j] = (a[0][i] * r1 - a[1][i] * r0) / det;
        if (x[i] < lo[i] || x[i] > hi[i] || x[j] < lo[j] || x[j] > hi[j]) continue;
        Rational v = 0;
        for (int k = 0; k < 4; ++k) v += c[k] * x[k];
        if (!found || v > *best) *best = v;
        found = true;
      }
    }
  }
  return found;
}

TEST(CrosscheckLp, AgreesWithVertexEnumeration) {
  std::mt19937 rng(12345);
  std::uniform_int_distribution<int> coef(-2, 2), rhs(-3, 3), bound(-2, 2), width(0, 2);
  int compared = 0, feasible = 0;
  for (int iter = 0; iter < 3000; ++iter) {
    Rational a[2][4], b[2], lo[4], hi[4], c[4];
    for (int i = 0; i < 2; ++i) {
      for (int j = 0; j < 4; ++j) a[i][j] = coef(rng);
      b[i] = rhs(rng);
    }
    for (int j = 0; j < 4; ++j) {
      lo[j] = bound(rng);
      hi[j] = lo[j] + width(rng);  // width 0: a fixed variable
      c[j] = coef(rng);
    }
    bool rank2 = false;
    for (int i = 0; i < 4; ++i) {
      for (int j = i + 1; j < 4; ++j) rank2 = rank2 || a[0][i] * a[1][j] != a[0][j] * a[1][i];
    }
    if (!rank2) continue;
    Lp lp;
    for (int j = 0; j < 4; ++j) lp.add_variable(lo[j], hi[j]);
    for (int i = 0; i < 2; ++i) lp.add_row({a[i][0], a[i][1], a[i][2], a[i][3]}, b[i]);
    lp.set_objective({c[0], c[1], c[2], c[3]});
    const LpResult r = lp.solve();
    Rational best;
    const bool bf = brute_force_lp(a, b, lo, hi, c, &best);
    ++compared;
    ASSERT_EQ(r.status, bf ? LpStatus::optimal : LpStatus::infeasible) << "iteration " << iter;
    if (!bf) continue;
    ++feasible;
    ASSERT_EQ(r.value, best) << "iteration " << iter;
    Rational v = 0;
    for (int j = 0; j < 4; ++j) {
      ASSERT_TRUE(r.x[j] >= lo[j] && r.x[j] <= hi[j]);
      v += c[j] * r.x[j];
    }
    ASSERT_EQ(v, r.value);
    for (int i = 0; i < 2; ++i) {
      Rational s = 0;
      for (int j = 0; j < 4; ++j) s += a[i][j] * r.x[j];
      ASSERT_EQ(s, b[i]);
    }
  }
  EXPECT_GT(compared, 2000);
  EXPECT_GT(feasible, 300);
}

// ---------------------------------------------------------------------------
// Exact symmetries: x -> s P x + t with P a signed axis permutation, s a
// power of two, t a small integer vector. Each maps every shape onto a shape
// of the same kind exactly (for the small dyadic values used here) and keeps
// every relation.

struct Xform {
  int perm[3];
  double sign[3];
  double scale;
  Vec3d shift;
};

std::vector<Xform> all_xforms() {
  const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  std::vector<Xform> out;
  for (int p = 0; p < 6; ++p) {
    for (int s = 0; s < 8; ++s) {
      for (int m = 0; m < 2; ++m) {
        Xform x;
        for (int i = 0; i < 3; ++i) {
          x.perm[i] = perms[p][i];
          x.sign[i] = (s >> i) & 1 ? -1.0 : 1.0;
        }
        x.scale = m == 0 ? 1.0 : 0.125;
        x.shift = m == 0 ? Vec3d{0, 0, 0} : Vec3d{8, -16, 4};
        out.push_back(x);
      }
    }
  }
  if (gv::test_support::kWorkDivisor > 1) {
    // The sanitizer build (work.h) checks every seventh of the 96: each
    // permutation, sign flips (-0.0) and both scalings still occur.
    std::vector<Xform> some;
    for (std::size_t i = 0; i < out.size(); i += 7) some.push_back(out[i]);
    return some;
  }
  return out;
}

Vec3d rotate(const Xform& x, const Vec3d& v) {  // P v (sign flips turn 0 into -0.0)
  Vec3d r{0, 0, 0};
  for (int i = 0; i < 3; ++i) gv::set(r, i, x.sign[i] * gv::get(v, x.perm[i]));
  return r;
}
Vec3d scaled(double s, const Vec3d& v) { return {s * v.x, s * v.y, s * v.z}; }
Vec3d point(const Xform& x, const Vec3d& v) {  // s P v + t
  const Vec3d r = scaled(x.scale, rotate(x, v));
  return {r.x + x.shift.x, r.y + x.shift.y, r.z + x.shift.z};
}

Aabbd apply(const Xform& x, const Aabbd& b) {
  const Vec3d p = point(x, b.min), r = point(x, b.max);
  Aabbd out;
  for (int i = 0; i < 3; ++i) {
    gv::set(out.min, i, std::fmin(gv::get(p, i), gv::get(r, i)));
    gv::set(out.max, i, std::fmax(gv::get(p, i), gv::get(r, i)));
  }
  return out;
}
Rayd apply(const Xform& x, const Rayd& r) {
  Rayd out = r;
  out.o = point(x, r.o);
  out.dir = scaled(x.scale, rotate(x, r.dir));
  return out;
}
Obbd apply(const Xform& x, const Obbd& b) {
  Obbd out;
  out.c = point(x, b.c);
  for (int i = 0; i < 3; ++i) {
    out.u[i] = rotate(x, b.u[i]);
    out.e[i] = x.scale * b.e[i];
  }
  return out;
}
Triangled apply(const Xform& x, const Triangled& t) {
  return {point(x, t.p0), point(x, t.p1), point(x, t.p2)};
}
Sphered apply(const Xform& x, const Sphered& s) { return {point(x, s.c), x.scale * s.r}; }
Planed apply(const Xform& x, const Planed& p) {
  // n.y + d == 0 with y = P^T (x' - t) / s  <=>  (P n).x' + (s d - (P n).t) == 0
  const Vec3d n = rotate(x, p.n);
  return {n, x.scale * p.d - (n.x * x.shift.x + n.y * x.shift.y + n.z * x.shift.z)};
}

gv::Vec3f to_float(const Vec3d& v) {
  return {static_cast<float>(v.x), static_cast<float>(v.y), static_cast<float>(v.z)};
}
gv::Aabbf to_float(const Aabbd& b) { return {to_float(b.min), to_float(b.max)}; }
gv::Rayf to_float(const Rayd& r) {
  return {to_float(r.o), to_float(r.dir), static_cast<float>(r.tmin), static_cast<float>(r.tmax)};
}
gv::Obbf to_float(const Obbd& b) {
  gv::Obbf out;
  out.c = to_float(b.c);
  for (int i = 0; i < 3; ++i) {
    out.u[i] = to_float(b.u[i]);
    out.e[i] = static_cast<float>(b.e[i]);
  }
  return out;
}
gv::Trianglef to_float(const Triangled& t) { return {to_float(t.p0), to_float(t.p1), to_float(t.p2)}; }
gv::Spheref to_float(const Sphered& s) { return {to_float(s.c), static_cast<float>(s.r)}; }
gv::Planef to_float(const Planed& p) { return {to_float(p.n), static_cast<float>(p.d)}; }

// Replays one hand case under every transform, in double and float; reports
// the first disagreement only.
template <class A, class B, class F, class G>
void check_case(Relation want, const A& a, const B& b, F query_d, G query_f, const char* what) {
  const std::vector<Xform> xs = all_xforms();
  for (size_t k = 0; k < xs.size(); ++k) {
    const A a2 = apply(xs[k], a);
    const B b2 = apply(xs[k], b);
    const Relation got_d = query_d(a2, b2);
    const Relation got_f = query_f(to_float(a2), to_float(b2));
    if (got_d != want || got_f != want) {
      ADD_FAILURE() << what << ": transform " << k << " gives " << gv::to_string(got_d)
                    << " (double), " << gv::to_string(got_f) << " (float), want "
                    << gv::to_string(want);
      return;
    }
  }
}

// The primary oracles, as functions of two shapes returning the relation.
#define GV_ORACLE(f) [](const auto& x, const auto& y) { return gv::exact::f(x, y).relation; }

void check_ray(Relation want, const Rayd& r, const Aabbd& b, const char* what) {
  check_case(want, r, b, cc::ray_aabb<double>, cc::ray_aabb<float>, what);
  check_case(want, r, b, GV_ORACLE(ray_aabb), GV_ORACLE(ray_aabb), what);
}
void check_obbs(Relation want, const Obbd& a, const Obbd& b, const char* what) {
  check_case(want, a, b, cc::obb_obb<double>, cc::obb_obb<float>, what);
  check_case(want, b, a, cc::obb_obb<double>, cc::obb_obb<float>, what);  // argument swap
  check_case(want, a, b, GV_ORACLE(obb_obb), GV_ORACLE(obb_obb), what);
  check_case(want, b, a, GV_ORACLE(obb_obb), GV_ORACLE(obb_obb), what);
}
void check_tri(Relation want, const Aabbd& b, const Triangled& t, const char* what) {
  check_case(want, b, t, cc::aabb_triangle<double>, cc::aabb_triangle<float>, what);
  check_case(want, b, t, GV_ORACLE(aabb_triangle), GV_ORACLE(aabb_triangle), what);
}
void check_sphere(Relation want, const Obbd& b, const Sphered& s, const char* what) {
  check_case(want, b, s, cc::obb_sphere<double>, cc::obb_sphere<float>, what);
  check_case(want, b, s, GV_ORACLE(obb_sphere), GV_ORACLE(obb_sphere), what);
}
void check_plane(Relation want, const Planed& p, const Aabbd& b, const char* what) {
  check_case(want, p, b, cc::plane_aabb<double>, cc::plane_aabb<float>, what);
  check_case(want, p, b, GV_ORACLE(plane_aabb), GV_ORACLE(plane_aabb), what);
}

Rayd ray(Vec3d o, Vec3d dir, double tmin = 0, double tmax = kInf) { return {o, dir, tmin, tmax}; }
Obbd obb(Vec3d c, Vec3d u0, Vec3d u1, Vec3d u2, double e0, double e1, double e2) {
  Obbd b;
  b.c = c;
  b.u[0] = u0;
  b.u[1] = u1;
  b.u[2] = u2;
  b.e[0] = e0;
  b.e[1] = e1;
  b.e[2] = e2;
  return b;
}
// Axis-aligned Obb: [c - h, c + h] on every axis.
Obbd cube(Vec3d c, double h = 1) { return obb(c, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, h, h, h); }

const Aabbd kUnit{{0, 0, 0}, {1, 1, 1}};

// ---------------------------------------------------------------------------
// ray_aabb. B is the unit box [0,1]^3 unless said otherwise.

TEST(CrosscheckRayAabb, TransversalAndMissing) {
  // Through the centre (1/2,1/2,1/2), an interior point of B: overlapping.
  check_ray(kOve, ray({-1, .5, .5}, {1, 0, 0}), kUnit, "through centre");
  // Same set written with -0.0 components.
  check_ray(kOve, ray({-1, .5, .5}, {1, -0.0, -0.0}), kUnit, "-0.0 components");
  check_ray(kOve, ray({.5, .5, 2}, {-0.0, 0.0, -1}), kUnit, "-0.0 components, down");
  // Parallel to x at y = 2 > 1: disjoint.
  check_ray(kDis, ray({-1, 2, .5}, {1, -0.0, 0}), kUnit, "parallel outside");
  // Pointing away from B: o.x = -1, x decreases: disjoint.
  check_ray(kDis, ray({-1, .5, .5}, {-1, 0, 0}), kUnit, "pointing away");
  // Origin inside: the origin is interior, overlapping whatever the direction.
  check_ray(kOve, ray({.5, .5, .5}, {1, 2, 3}), kUnit, "origin inside");
  // Diagonal from (2,2,2) through the corner (1,1,1) into the interior.
  check_ray(kOve, ray({2, 2, 2}, {-1, -1, -1}), kUnit, "diagonal through corner");
}

TEST(CrosscheckRayAabb, ZeroDirection) {
  // dir == 0: the set is the point o.
  check_ray(kOve, ray({.5, .5, .5}, {0, 0, 0}), kUnit, "point inside");
  check_ray(kOve, ray({.5, .5, .5}, {-0.0, -0.0, -0.0}, 5, 7), kUnit, "point inside, -0.0");
  check_ray(kTou, ray({1, .5, .5}, {0, 0, 0}), kUnit, "point on face");
  check_ray(kTou, ray({0, 0, 0}, {0, 0, 0}), kUnit, "point on corner");
  check_ray(kDis, ray({1.5, .5, .5}, {0, 0, 0}), kUnit, "point outside");
}

TEST(CrosscheckRayAabb, OriginOnTheBoundary) {
  // Origin on face x = 1 pointing out: only t = 0 meets B; moving the ray by
  // +x misses. Touching.
  check_ray(kTou, ray({1, .5, .5}, {1, 0, 0}), kUnit, "on face, outward");
  // Pointing in: t = 1/2 is the centre, interior. Overlapping.
  check_ray(kOve, ray({1, .5, .5}, {-1, 0, 0}), kUnit, "on face, inward");
  // Running along the face x = 1: a segment of the face; +x misses. Touching.
  check_ray(kTou, ray({1, .5, .5}, {0, 1, 0}), kUnit, "on face, along it");
}

TEST(CrosscheckRayAabb, GrazingEdgesAndCorners) {
  // Along the face y = 1 (z = 1/2 inside): the intersection is a segment on
  // the face; moving by +y misses. Touching.
  check_ray(kTou, ray({-1, 1, .5}, {1, -0.0, 0}), kUnit, "grazing a face");
  // (t, 2 - t, 1/2) is in B iff t <= 1 and 2 - t <= 1: only t = 1, the point
  // (1, 1, 1/2) on the edge x = y = 1. Touching.
  check_ray(kTou, ray({0, 2, .5}, {1, -1, 0}), kUnit, "through an edge");
  // Along the edge y = z = 1. Touching.
  check_ray(kTou, ray({-1, 1, 1}, {1, 0, 0}), kUnit, "along an edge");
  // (2 - t, t, t) is in B iff t = 1: the corner (1,1,1). Touching.
  check_ray(kTou, ray({2, 0, 0}, {-1, 1, 1}), kUnit, "through a corner");
}

TEST(CrosscheckRayAabb, ParameterInterval) {
  // o + t (1,0,0) from x = -3: x = 0 (face) at t = 3, centre at t = 3.5.
  check_ray(kTou, ray({-3, .5, .5}, {1, 0, 0}, 0, 3), kUnit, "ends on face");
  check_ray(kDis, ray({-3, .5, .5}, {1, 0, 0}, 0, 2), kUnit, "ends before");
  check_ray(kOve, ray({-3, .5, .5}, {1, 0, 0}, 3.5, 3.5), kUnit, "tmin == tmax inside");
  check_ray(kTou, ray({-3, .5, .5}, {1, 0, 0}, 4, 4), kUnit, "tmin == tmax on face");
  check_ray(kTou, ray({-3, .5, .5}, {1, 0, 0}, 4, kInf), kUnit, "starts on far face");
  check_ray(kDis, ray({-3, .5, .5}, {1, 0, 0}, 5, kInf), kUnit, "starts beyond");
  check_ray(kDis, ray({-3, .5, .5}, {1, 0, 0}, .5, 2.75), kUnit, "segment before");
  check_ray(kDis, ray({-1, .5, .5}, {1, 0, 0}, 0, 0), kUnit, "tmax = 0 outside");
}

TEST(CrosscheckRayAabb, FlatBoxes) {
  const Aabbd square{{0, 0, 0}, {1, 1, 0}};  // z extent 0
  // Pierced transversally at t = 1 in the square's interior: the ray's
  // segment around t = 1 plus the square span all three axes, so small moves
  // still meet. Overlapping.
  check_ray(kOve, ray({.5, .5, -1}, {0, 0, 1}), square, "pierced flat box");
  check_ray(kOve, ray({.5, .5, -1}, {-0.25, 0.25, 1}), square, "pierced obliquely");
  // Starts on the square at t = 0 going up (or down): moving the ray up
  // (down) misses. Touching.
  check_ray(kTou, ray({.5, .5, 0}, {0, 0, 1}), square, "starts on flat box, up");
  check_ray(kTou, ray({.5, .5, 0}, {0, 0, -1}), square, "starts on flat box, down");
  // In the square's plane: moving along z misses. Touching.
  check_ray(kTou, ray({-1, .5, 0}, {1, 0, 0}), square, "coplanar with flat box");
  // Pierces the boundary edge x = 1 of the square: moving by +x misses.
  check_ray(kTou, ray({1, .5, -1}, {0, 0, 1}), square, "pierces the edge");
  check_ray(kDis, ray({.5, .5, 1}, {0, 0, 1}), square, "above, going up");
  // A segment box [0,1] x {0} x {0} crossed by a ray along y: two crossing
  // segments; A - B is planar, no interior. Touching.
  const Aabbd segment{{0, 0, 0}, {1, 0, 0}};
  check_ray(kTou, ray({.5, -1, 0}, {0, 1, 0}), segment, "crosses a segment box");
  check_ray(kDis, ray({.5, -1, .25}, {0, 1, 0}), segment, "misses a segment box");
  // A point box on the ray: touching.
  const Aabbd dot{{.5, .5, .5}, {.5, .5, .5}};
  check_ray(kTou, ray({-1, .5, .5}, {1, 0, 0}), dot, "through a point box");
  check_ray(kTou, ray({.5, .5, .5}, {0, 0, 0}), dot, "point ray on point box");
}

TEST(CrosscheckRayAabb, InvalidInput) {
  EXPECT_EQ(cc::ray_aabb(ray({kNaN, 0, 0}, {1, 0, 0}), kUnit), kInv);
  EXPECT_EQ(cc::ray_aabb(ray({0, 0, 0}, {kInf, 0, 0}), kUnit), kInv);
  EXPECT_EQ(cc::ray_aabb(ray({0, 0, 0}, {1, 0, 0}, -1, 2), kUnit), kInv);
  EXPECT_EQ(cc::ray_aabb(ray({0, 0, 0}, {1, 0, 0}, 3, 2), kUnit), kInv);
  EXPECT_EQ(cc::ray_aabb(ray({0, 0, 0}, {1, 0, 0}, 0, kNaN), kUnit), kInv);
  EXPECT_EQ(cc::ray_aabb(ray({0, 0, 0}, {1, 0, 0}, kInf, kInf), kUnit), kInv);
  EXPECT_EQ(cc::ray_aabb(ray({0, 0, 0}, {1, 0, 0}), Aabbd{{1, 0, 0}, {0, 1, 1}}), kInv);
  EXPECT_EQ(cc::ray_aabb(ray({0, 0, 0}, {1, 0, 0}), Aabbd{{0, 0, 0}, {kInf, 1, 1}}), kInv);
  EXPECT_EQ(cc::ray_aabb(gv::Rayf{{0, 0, 0}, {1, 0, 0}, 0.0f, std::nanf("")}, gv::Aabbf{{0, 0, 0}, {1, 1, 1}}),
            kInv);
}

// ---------------------------------------------------------------------------
// obb_obb. A is the cube [-1,1]^3 unless said otherwise.

TEST(CrosscheckObbObb, AxisAlignedAndParallel) {
  const Obbd a = cube({0, 0, 0});
  check_obbs(kOve, a, a, "identical");
  check_obbs(kOve, a, cube({1.5, 0, 0}), "shifted 1.5");
  // B = [1,3] x [-1,1]^2 shares the face x = 1: touching.
  check_obbs(kTou, a, cube({2, 0, 0}), "face to face");
  check_obbs(kTou, a, cube({2, .5, .5}), "face to face, partial");
  check_obbs(kTou, a, cube({2, 2, 0}), "edge to edge, parallel");
  check_obbs(kTou, a, cube({2, 2, 2}), "corner to corner");
  check_obbs(kDis, a, cube({3, 0, 0}), "apart");
  // Axes (2,0,0) with e = 1/2: the same cube written differently.
  check_obbs(kTou, a, obb({2, 0, 0}, {2, 0, 0}, {0, 1, 0}, {0, 0, 1}, .5, 1, 1), "scaled axis");
  // Parallel axes u0 = u1 = (1,0,0): the flat rectangle [-2,2] x {0} x [-1,1]
  // around c. At y = 1 it lies in A's face: touching; at y = 1/2 it contains
  // the point (0, 1/2, 0) interior to A: overlapping; at y = 3/2: disjoint.
  const Vec3d x{1, 0, 0}, z{0, 0, 1};
  check_obbs(kTou, a, obb({0, 1, 0}, x, x, z, 1, 1, 1), "parallel axes, in face");
  check_obbs(kOve, a, obb({0, .5, 0}, x, x, z, 1, 1, 1), "parallel axes, inside");
  check_obbs(kDis, a, obb({0, 1.5, 0}, x, x, z, 1, 1, 1), "parallel axes, apart");
}

TEST(CrosscheckObbObb, RotatedFaceAndEdgeContacts) {
  const Obbd a = cube({0, 0, 0});
  // B with axes (1,1,0), (-1,1,0), (0,0,1), e = 1: in xy the square with
  // vertices c +- (2,0), c +- (0,2). At c = (3,0,0) its vertical edge
  // {(1,0,z)} lies on A's face x = 1: touching. At c.x = 2.75 that edge is at
  // x = 3/4, inside A: overlapping; at 3.25: disjoint.
  const Vec3d d1{1, 1, 0}, d2{-1, 1, 0}, z{0, 0, 1};
  check_obbs(kTou, a, obb({3, 0, 0}, d1, d2, z, 1, 1, 1), "edge on face");
  check_obbs(kOve, a, obb({2.75, 0, 0}, d1, d2, z, 1, 1, 1), "edge into face");
  check_obbs(kDis, a, obb({3.25, 0, 0}, d1, d2, z, 1, 1, 1), "edge off face");
  // Edge-edge: B with axes (1,1,1), (1,1,-1), (1,-1,0), e = 1, c = (3,3,0).
  // On B, x + y = 6 + 2 s0 + 2 s1 >= 2, with equality only on B's edge
  // s0 = s1 = -1: (1,1,0) + s2 (1,-1,0). On A, x + y <= 2, with equality only
  // on A's edge x = y = 1. The two edges cross at (1,1,0) only: touching.
  const Vec3d b0{1, 1, 1}, b1{1, 1, -1}, b2{1, -1, 0};
  check_obbs(kTou, a, obb({3, 3, 0}, b0, b1, b2, 1, 1, 1), "edge to edge, skew");
  // c.x = 3.0625: x + y >= 2.0625 on B: disjoint.
  check_obbs(kDis, a, obb({3.0625, 3, 0}, b0, b1, b2, 1, 1, 1), "edge to edge, apart");
  // c.x = 2.9375: B's edge passes through (0.96875, 0.96875, 0), interior to
  // A: overlapping.
  check_obbs(kOve, a, obb({2.9375, 3, 0}, b0, b1, b2, 1, 1, 1), "edge into edge");
}

TEST(CrosscheckObbObb, ZeroAxesAndZeroExtents) {
  const Obbd a = cube({0, 0, 0});
  const Vec3d o{0, 0, 0}, x{1, 0, 0}, y{0, 1, 0}, z{0, 0, 1};
  // u0 = 0: the square {c} + [-1,1] y + [-1,1] z. In A's face x = 1:
  // touching; at x = 1/2 interior points of A: overlapping; x = 3/2 disjoint.
  check_obbs(kTou, a, obb({1, 0, 0}, o, y, z, 1, 1, 1), "zero axis, in face");
  check_obbs(kOve, a, obb({.5, 0, 0}, o, y, z, 1, 1, 1), "zero axis, inside");
  check_obbs(kDis, a, obb({1.5, 0, 0}, o, y, z, 1, 1, 1), "zero axis, apart");
  // The same squares with e0 = 0 instead.
  check_obbs(kTou, a, obb({1, 0, 0}, x, y, z, 0, 1, 1), "e = 0, in face");
  check_obbs(kOve, a, obb({.5, 0, 0}, x, y, z, 0, 1, 1), "e = 0, inside");
  // Two flat squares in the plane z = 0 overlapping in the plane: A - B is
  // planar, no interior: touching.
  const Obbd sq = obb({0, 0, 0}, x, y, z, 1, 1, 0);
  check_obbs(kTou, sq, obb({.5, 0, 0}, {1, 1, 0}, {-1, 1, 0}, z, .5, .5, 0), "coplanar squares");
  // Perpendicular flat squares through each other's interiors: A - B =
  // [-1,1] x [-2,2] x [-1,1] has 0 in its interior: overlapping.
  check_obbs(kOve, sq, obb({0, 0, 0}, x, y, z, 0, 1, 1), "crossing perpendicular squares");
  // The x = 0 square lifted to z in [0, 2]: they share the segment
  // {0} x [-1,1] x {0}; A - B = [-1,1] x [-2,2] x [-2,0]: touching.
  check_obbs(kTou, sq, obb({0, 0, 1}, x, y, z, 0, 1, 1), "perpendicular squares, T-joint");
  check_obbs(kDis, sq, obb({0, 0, 1.25}, x, y, z, 0, 1, 1), "perpendicular squares, apart");
  // Point boxes (all e = 0).
  check_obbs(kTou, a, obb({1, 1, 1}, x, y, z, 0, 0, 0), "point at corner");
  check_obbs(kOve, a, obb({0, .5, 0}, x, y, z, 0, 0, 0), "point inside");
  check_obbs(kTou, obb({0, .5, 0}, x, y, z, 0, 0, 0), obb({0, .5, 0}, o, o, o, 1, 1, 1), "equal points");
  check_obbs(kDis, obb({0, .5, 0}, x, y, z, 0, 0, 0), obb({0, .25, 0}, o, o, o, 1, 1, 1), "two points");
}

TEST(CrosscheckObbObb, CoplanarSegments) {
  const Vec3d o{0, 0, 0}, x{1, 0, 0}, d{1, 1, 0}, y{0, 1, 0}, z{0, 0, 1};
  // SA: (-1,0,0)-(1,0,0). SB: c + s (1,1,0), from (-1,1/2,0) to (1,5/2,0).
  // Disjoint: y = 0 on SA, y >= 1/2 on SB. The stored axes are x, (1,1,0)
  // and zeros, their cross product is (0,0,1); on none of these do the
  // projections separate (x: [-1,1] vs [-1,1]; (1,1,0): [-1,1] vs
  // [-1/2,7/2]; z: 0 vs 0). The separating direction y is not among them.
  const Obbd sa = obb({0, 0, 0}, x, o, o, 1, 0, 0);
  check_obbs(kDis, sa, obb({0, 1.5, 0}, d, o, o, 1, 0, 0), "coplanar segments, disjoint");
  // Same with all three axes in the plane (parallel copies): same sets.
  check_obbs(kDis, obb({0, 0, 0}, x, x, x, 1, 0, 0), obb({0, 1.5, 0}, d, d, d, 1, 0, 0),
             "coplanar segments, parallel axes");
  // SB from (-1,0,0) to (1,2,0): common endpoint (-1,0,0): touching.
  check_obbs(kTou, sa, obb({0, 1, 0}, d, o, o, 1, 0, 0), "coplanar segments, endpoint");
  // Crossing at the origin in the plane: touching (A - B is planar).
  check_obbs(kTou, sa, obb({0, 0, 0}, d, o, o, 1, 0, 0), "coplanar segments, crossing");
  // Collinear overlapping segments: touching.
  check_obbs(kTou, sa, obb({.5, 0, 0}, x, o, o, 1, 0, 0), "collinear segments");
  // Skew segments: SB along z through the origin crosses SA: touching;
  // through (0, 1/4, 0) it misses: disjoint.
  check_obbs(kTou, sa, obb({0, 0, 0}, z, o, o, 1, 0, 0), "skew segments, crossing");
  check_obbs(kDis, sa, obb({0, .25, 0}, z, y, o, 1, 0, 0), "skew segments, apart");
  // SA inside the solid cube (passes its interior): overlapping.
  check_obbs(kOve, cube({0, 0, 0}), sa, "segment inside cube");
  // SA on the cube's edge y = z = 1 after shifting: touching.
  check_obbs(kTou, cube({0, 0, 0}), obb({0, 1, 1}, x, o, o, 1, 0, 0), "segment on cube edge");
}

TEST(CrosscheckObbObb, InvalidInput) {
  const Obbd a = cube({0, 0, 0});
  Obbd b = a;
  b.e[1] = -1;
  EXPECT_EQ(cc::obb_obb(a, b), kInv);
  b = a;
  b.u[2].z = kNaN;
  EXPECT_EQ(cc::obb_obb(b, a), kInv);
  b = a;
  b.c.x = kInf;
  EXPECT_EQ(cc::obb_obb(a, b), kInv);
  b = a;
  b.e[0] = kInf;
  EXPECT_EQ(cc::obb_obb(a, b), kInv);
}

// ---------------------------------------------------------------------------
// aabb_triangle. B is the unit box [0,1]^3 unless said otherwise.

TEST(CrosscheckAabbTriangle, CoincidentVertices) {
  check_tri(kOve, kUnit, {{.5, .5, .5}, {.5, .5, .5}, {.5, .5, .5}}, "point inside");
  check_tri(kTou, kUnit, {{1, .5, .5}, {1, .5, .5}, {1, .5, .5}}, "point on face");
  check_tri(kTou, kUnit, {{1, 1, 1}, {1, 1, 1}, {1, 1, 1}}, "point on corner");
  check_tri(kDis, kUnit, {{2, .5, .5}, {2, .5, .5}, {2, .5, .5}}, "point outside");
}

TEST(CrosscheckAabbTriangle, CollinearVertices) {
  // Segment through the centre: overlapping (middle vertex or duplicated end).
  check_tri(kOve, kUnit, {{-1, .5, .5}, {2, .5, .5}, {.5, .5, .5}}, "segment through centre");
  check_tri(kOve, kUnit, {{-1, .5, .5}, {2, .5, .5}, {2, .5, .5}}, "segment, duplicate vertex");
  // Segment lying on the face z = 1: touching.
  check_tri(kTou, kUnit, {{.25, .25, 1}, {.75, .75, 1}, {.5, .5, 1}}, "segment on face");
  // On the line x + y = 2, z = 1/2: B meets it only at (1,1,1/2), on an
  // edge: touching.
  check_tri(kTou, kUnit, {{0, 2, .5}, {2, 0, .5}, {1, 1, .5}}, "segment through edge");
  // x + y = 5/2 > 2 = max of x + y over B: disjoint.
  check_tri(kDis, kUnit, {{2.5, 0, .5}, {0, 2.5, .5}, {1.25, 1.25, .5}}, "segment past edge");
  // x + y = 2, z = 1: only the corner (1,1,1): touching.
  check_tri(kTou, kUnit, {{2, 0, 1}, {0, 2, 1}, {0, 2, 1}}, "segment through corner");
}

TEST(CrosscheckAabbTriangle, TrianglesInAFacePlane) {
  // In the plane z = 1 of the top face: touching when it meets the face.
  check_tri(kTou, kUnit, {{.25, .25, 1}, {.75, .25, 1}, {.5, .75, 1}}, "inside the face");
  check_tri(kTou, kUnit, {{-5, -5, 1}, {10, -5, 1}, {-5, 10, 1}}, "covering the face");
  check_tri(kTou, kUnit, {{.5, .5, 1}, {3, .5, 1}, {.5, 3, 1}}, "partly on the face");
  check_tri(kDis, kUnit, {{2, 2, 1}, {3, 2, 1}, {2, 3, 1}}, "face plane, outside");
  // The plane z = 1/2 cuts B: overlapping.
  check_tri(kOve, kUnit, {{-5, -5, .5}, {10, -5, .5}, {-5, 10, .5}}, "cutting plane");
  // x + y + z = 3 meets B only at the corner (1,1,1): touching. x + y + z =
  // 5/2: the point (0.875, 0.875, 0.75), interior to B, lies on the triangle
  // (all coordinates >= 0): overlapping.
  check_tri(kTou, kUnit, {{3, 0, 0}, {0, 3, 0}, {0, 0, 3}}, "plane through corner");
  check_tri(kOve, kUnit, {{2.5, 0, 0}, {0, 2.5, 0}, {0, 0, 2.5}}, "plane near corner");
  // A vertex on the corner, the rest outside: touching.
  check_tri(kTou, kUnit, {{1, 1, 1}, {2, 2, 1}, {2, 1, 2}}, "vertex on corner");
}

TEST(CrosscheckAabbTriangle, FlatBoxes) {
  const Aabbd square{{0, 0, 0}, {1, 1, 0}};
  // A segment in the square's plane crossing it: everything in z = 0:
  // touching.
  check_tri(kTou, square, {{-1, .5, 0}, {2, .5, 0}, {2, .5, 0}}, "coplanar segment");
  check_tri(kTou, square, {{-1, -1, 0}, {3, -1, 0}, {-1, 3, 0}}, "coplanar triangle");
  // A triangle in the plane x = 1/2 crossing the square's interior along
  // y in [0,1] at z = 0, e.g. at (1/2,1/2,0), a relative-interior point of
  // both; the planes x = 1/2 and z = 0 together span R^3: overlapping.
  check_tri(kOve, square, {{.5, -1, -1}, {.5, 2, -1}, {.5, .5, 2}}, "transversal triangle");
  // Same plane, only the vertex (1/2,1/2,0) on the square: touching.
  check_tri(kTou, square, {{.5, .5, 0}, {.5, 0, 1}, {.5, 1, 1}}, "vertex on flat box");
  // A vertical segment piercing the square's interior: overlapping.
  check_tri(kOve, square, {{.5, .5, -1}, {.5, .5, 1}, {.5, .5, 1}}, "segment pierces flat box");
  check_tri(kDis, square, {{.5, .5, .25}, {.5, .5, 1}, {.5, .5, 1}}, "segment above flat box");
}

TEST(CrosscheckAabbTriangle, InvalidInput) {
  const Triangled t{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  EXPECT_EQ(cc::aabb_triangle(Aabbd{{0, 0, 0}, {-1, 1, 1}}, t), kInv);
  EXPECT_EQ(cc::aabb_triangle(kUnit, Triangled{{0, 0, 0}, {kNaN, 0, 0}, {0, 1, 0}}), kInv);
  EXPECT_EQ(cc::aabb_triangle(kUnit, Triangled{{0, 0, 0}, {1, 0, 0}, {0, -kInf, 0}}), kInv);
}

// ---------------------------------------------------------------------------
// obb_sphere. A is the cube [-1,1]^3 unless said otherwise.

TEST(CrosscheckObbSphere, TangentToFaceEdgeCorner) {
  const Obbd a = cube({0, 0, 0});
  // Face: the centre (2,0,0) is 1 from the face x = 1.
  check_sphere(kTou, a, {{2, 0, 0}, 1}, "face tangent");
  check_sphere(kOve, a, {{2, 0, 0}, 1.5}, "face, deeper");
  check_sphere(kDis, a, {{2, 0, 0}, .5}, "face, short");
  // Edge: nearest point (1,1,0), offset (3,4,0), distance 5.
  check_sphere(kTou, a, {{4, 5, 0}, 5}, "edge tangent");
  check_sphere(kDis, a, {{4, 5, 0}, 4.875}, "edge, short");
  check_sphere(kOve, a, {{4, 5, 0}, 5.125}, "edge, deeper");
  // Corner: nearest point (1,1,1), offset (1,2,2), distance 3.
  check_sphere(kTou, a, {{2, 3, 3}, 3}, "corner tangent");
  check_sphere(kDis, a, {{2, 3, 3}, 2.875}, "corner, short");
  check_sphere(kOve, a, {{2, 3, 3}, 3.125}, "corner, deeper");
  // Containing, and contained.
  check_sphere(kOve, a, {{0, 0, 0}, 10}, "sphere contains box");
  check_sphere(kOve, a, {{.5, 0, 0}, .25}, "box contains sphere");
}

TEST(CrosscheckObbSphere, ZeroRadius) {
  const Obbd a = cube({0, 0, 0});
  // A point: overlapping iff strictly inside the solid box.
  check_sphere(kTou, a, {{1, 0, 0}, 0}, "point on face");
  check_sphere(kOve, a, {{.5, 0, 0}, 0}, "point inside");
  check_sphere(kOve, a, {{.5, 0, 0}, -0.0}, "point inside, r = -0.0");
  check_sphere(kTou, a, {{1, 1, 1}, 0}, "point on corner");
  check_sphere(kDis, a, {{1.25, 0, 0}, 0}, "point outside");
  // In a flat box (e2 = 0) a point is never interior: touching.
  const Obbd flat = obb({0, 0, 0}, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, 1, 1, 0);
  check_sphere(kTou, flat, {{0, 0, 0}, 0}, "point in flat box");
  check_sphere(kOve, flat, {{0, 0, 0}, .5}, "ball around flat box point");
  check_sphere(kTou, flat, {{0, 0, 3}, 3}, "ball on flat box");
}

TEST(CrosscheckObbSphere, NonOrthonormalAxes) {
  // Axes (1,0,0), (3,4,0), (0,0,1), e = 1: a slanted prism. Its face s0 = +1
  // is spanned by (3,4,0) and (0,0,1) through (1,0,0); (4,-3,0) is
  // perpendicular to both and points outward ((4,-3,0).(1,0,0) > 0). The
  // centre (5,-3,0) = (1,0,0) + (4,-3,0) has its foot (1,0,0) inside that
  // face (s1 = s2 = 0), at distance 5.
  const Obbd p = obb({0, 0, 0}, {1, 0, 0}, {3, 4, 0}, {0, 0, 1}, 1, 1, 1);
  check_sphere(kTou, p, {{5, -3, 0}, 5}, "slanted face tangent");
  check_sphere(kDis, p, {{5, -3, 0}, 4.875}, "slanted face, short");
  check_sphere(kOve, p, {{5, -3, 0}, 5.125}, "slanted face, deeper");
  // (1/2,1/2,0) = s0 (1,0,0) + s1 (3,4,0) with s1 = 1/8, s0 = 1/8: strictly
  // inside; (1,0,0) is on the face s0 = 1; (4,4,0) is the vertex s0 = s1 = 1.
  check_sphere(kOve, p, {{.5, .5, 0}, 0}, "point inside slanted box");
  check_sphere(kTou, p, {{1, 0, 0}, 0}, "point on slanted face");
  check_sphere(kTou, p, {{4, 4, 0}, 0}, "point on slanted corner");
  // Parallel axes (1,0,0) twice and (0,0,1): the rectangle [-2,2] x {0} x
  // [-1,1]. From (0,3,0) the nearest points form a segment of parameters
  // (s0 + s1 = 0): distance 3. From (5,4,0) the nearest point is (2,0,0):
  // distance 5.
  const Vec3d x{1, 0, 0}, z{0, 0, 1}, o{0, 0, 0};
  const Obbd rect = obb({0, 0, 0}, x, x, z, 1, 1, 1);
  check_sphere(kTou, rect, {{0, 3, 0}, 3}, "parallel axes, tangent");
  check_sphere(kDis, rect, {{0, 3, 0}, 2.875}, "parallel axes, short");
  check_sphere(kOve, rect, {{0, 3, 0}, 3.125}, "parallel axes, deeper");
  check_sphere(kTou, rect, {{5, 4, 0}, 5}, "parallel axes, corner tangent");
  check_sphere(kTou, rect, {{0, 0, 0}, 0}, "parallel axes, point inside (flat)");
  // Zero axes: the segment [-1,1] x {0} x {0}. From (0,3,4): distance 5;
  // from (4,4,0): nearest (1,0,0), offset (3,4,0), distance 5.
  const Obbd seg = obb({0, 0, 0}, x, o, o, 1, 1, 1);
  check_sphere(kTou, seg, {{0, 3, 4}, 5}, "segment, side tangent");
  check_sphere(kTou, seg, {{4, 4, 0}, 5}, "segment, end tangent");
  check_sphere(kDis, seg, {{4, 4, 0}, 4.875}, "segment, end short");
  check_sphere(kTou, seg, {{.5, 0, 0}, 0}, "point on segment");
  // A point box (e = 0): a ball around it overlaps, a point on it touches.
  const Obbd pt = obb({1, 2, 3}, x, x, z, 0, 0, 0);
  check_sphere(kTou, pt, {{1, 2, 3}, 0}, "point on point box");
  check_sphere(kOve, pt, {{1, 2, 3.5}, 1}, "ball around point box");
  check_sphere(kTou, pt, {{1, 2, 3.5}, .5}, "ball through point box");
}

TEST(CrosscheckObbSphere, InvalidInput) {
  const Obbd a = cube({0, 0, 0});
  EXPECT_EQ(cc::obb_sphere(a, Sphered{{0, 0, 0}, -1}), kInv);
  EXPECT_EQ(cc::obb_sphere(a, Sphered{{0, 0, 0}, kNaN}), kInv);
  EXPECT_EQ(cc::obb_sphere(a, Sphered{{0, kInf, 0}, 1}), kInv);
  Obbd b = a;
  b.e[2] = -0.5;
  EXPECT_EQ(cc::obb_sphere(b, Sphered{{0, 0, 0}, 1}), kInv);
}

// ---------------------------------------------------------------------------
// plane_aabb. B is the unit box [0,1]^3 unless said otherwise.

TEST(CrosscheckPlaneAabb, HandCases) {
  check_plane(kOve, {{0, 0, 0}, 0}, kUnit, "n = 0, d = 0: all of space");
  check_plane(kOve, {{0, 0, 0}, -0.0}, kUnit, "n = 0, d = -0.0: all of space");
  check_plane(kDis, {{0, 0, 0}, 1}, kUnit, "n = 0, d != 0: empty");
  check_plane(kOve, {{0, 0, 1}, -.5}, kUnit, "z = 1/2 cuts");
  check_plane(kTou, {{0, 0, 1}, -1}, kUnit, "z = 1 holds a face");
  check_plane(kDis, {{0, 0, 1}, -2}, kUnit, "z = 2 misses");
  check_plane(kTou, {{1, 1, 0}, -2}, kUnit, "x + y = 2 through an edge");
  check_plane(kTou, {{1, 1, 1}, -3}, kUnit, "x + y + z = 3 through a corner");
  check_plane(kOve, {{1, 1, 1}, -2.5}, kUnit, "x + y + z = 5/2 cuts");
  const Aabbd square{{0, 0, 0}, {1, 1, 0}};
  check_plane(kTou, {{0, 0, 1}, 0}, square, "flat box in the plane");
  check_plane(kOve, {{1, 0, 0}, -.5}, square, "plane crosses a flat box");
  check_plane(kTou, {{1, 0, 0}, -1}, square, "plane on a flat box's edge");
  const Aabbd dot{{1, 1, 1}, {1, 1, 1}};
  check_plane(kTou, {{1, 2, 3}, -6}, dot, "point box on the plane");
  check_plane(kOve, {{0, 0, 0}, 0}, dot, "point box in all of space");
}

TEST(CrosscheckPlaneAabb, InvalidInput) {
  EXPECT_EQ(cc::plane_aabb(Planed{{kNaN, 0, 0}, 0}, kUnit), kInv);
  EXPECT_EQ(cc::plane_aabb(Planed{{0, 0, 1}, kInf}, kUnit), kInv);
  EXPECT_EQ(cc::plane_aabb(Planed{{0, 0, 1}, 0}, Aabbd{{0, 0, 1}, {1, 1, 0}}), kInv);
}

// ---------------------------------------------------------------------------
// Consistency between formulations on random small dyadic inputs, rich in
// zeros, -0.0, parallel and zero axes, and exact contacts.

struct Gen {
  std::mt19937 rng{2024};
  int pick(int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi)(rng); }
  // k/2 for k in [-4, 4]; zero comes with a random sign.
  double half() {
    const int k = pick(-4, 4);
    if (k == 0) return pick(0, 1) ? 0.0 : -0.0;
    return 0.5 * k;
  }
  Vec3d vec() { return {half(), half(), half()}; }
  Vec3d axis(const Vec3d prev[], int n) {
    const int kind = pick(0, 5);
    if (kind == 0) return {0, 0, 0};
    if (kind == 1 && n > 0) return prev[pick(0, n - 1)];  // parallel (equal) axis
    if (kind == 2) {                                        // a coordinate axis
      Vec3d v{0, 0, 0};
      gv::set(v, pick(0, 2), 1.0);
      return v;
    }
    return vec();
  }
  Obbd obb() {
    Obbd b;
    b.c = vec();
    for (int i = 0; i < 3; ++i) {
      b.u[i] = axis(b.u, i);
      const double es[4] = {0, 0.5, 1, 2};
      b.e[i] = es[pick(0, 3)];
    }
    return b;
  }
  // A point of b with parameters in {-1,-1/2,0,1/2,1} (half of them drawn
  // from {-1/2,0,1/2}), or a random point.
  Vec3d point_of(const Obbd& b) {
    if (pick(0, 3) == 0) return vec();
    Vec3d p = b.c;
    for (int i = 0; i < 3; ++i) {
      const double s = 0.5 * (pick(0, 1) ? pick(-1, 1) : pick(-2, 2)) * b.e[i];
      p = {p.x + s * b.u[i].x, p.y + s * b.u[i].y, p.z + s * b.u[i].z};
    }
    return p;
  }
  // min, midpoint or max of b on each axis, or a random point.
  Vec3d point_of(const Aabbd& b) {
    if (pick(0, 3) == 0) return vec();
    Vec3d p;
    for (int i = 0; i < 3; ++i) {
      const double lo = gv::get(b.min, i), hi = gv::get(b.max, i);
      const int k = pick(0, 2);
      gv::set(p, i, k == 0 ? lo : k == 1 ? (lo + hi) / 2 : hi);
    }
    return p;
  }
  Aabbd box() {
    Aabbd b;
    for (int i = 0; i < 3; ++i) {
      const double lo = half();
      const double widths[4] = {0, 0.5, 1, 2};
      gv::set(b.min, i, lo);
      gv::set(b.max, i, lo + widths[pick(0, 3)]);
    }
    return b;
  }
};

Obbd box_as_obb(const Aabbd& b) {
  return obb({(b.min.x + b.max.x) / 2, (b.min.y + b.max.y) / 2, (b.min.z + b.max.z) / 2}, {1, 0, 0},
             {0, 1, 0}, {0, 0, 1}, (b.max.x - b.min.x) / 2, (b.max.y - b.min.y) / 2,
             (b.max.z - b.min.z) / 2);
}

TEST(CrosscheckConsistency, PointSphereAgreesWithPointObb) {
  // obb_sphere with r = 0 (face enumeration + interior test) must equal
  // obb_obb with a point box (LP) for the same point.
  Gen g;
  int counts[3] = {0, 0, 0};
  for (int iter = 0; iter < work(1500); ++iter) {
    const Obbd b = g.obb();
    const Vec3d p = g.point_of(b);
    const Relation qp = cc::obb_sphere(b, Sphered{p, 0});
    const Relation lp = cc::obb_obb(b, obb(p, {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, 0, 0, 0));
    ASSERT_EQ(qp, lp) << "iteration " << iter;
    ++counts[static_cast<int>(qp)];
  }
  EXPECT_GT(counts[0], work(50));
  EXPECT_GT(counts[1], work(50));
  EXPECT_GT(counts[2], work(50));
}

TEST(CrosscheckConsistency, AxisAlignedObbSphereAgreesWithClamping) {
  // For an axis-aligned box the nearest point to q is q clamped to [min, max]
  // per axis; compare D with r^2 as in the contract.
  Gen g;
  int counts[3] = {0, 0, 0};
  for (int iter = 0; iter < work(1500); ++iter) {
    const Aabbd box = g.box();
    const Vec3d c = g.pick(0, 1) ? g.point_of(box) : g.vec();
    const double r = 0.5 * g.pick(0, 4);
    Rational dist2 = 0;
    bool strictly_inside = true;
    for (int i = 0; i < 3; ++i) {
      const double x = gv::get(c, i), lo = gv::get(box.min, i), hi = gv::get(box.max, i);
      const Rational nearest = Rational(x < lo ? lo : x > hi ? hi : x);
      dist2 += (Rational(x) - nearest) * (Rational(x) - nearest);
      strictly_inside = strictly_inside && lo < x && x < hi;
    }
    const Rational r2 = Rational(r) * Rational(r);
    Relation want = dist2 > r2 ? kDis : dist2 < r2 ? kOve : kTou;
    if (r == 0 && dist2 == 0 && strictly_inside) want = kOve;
    ASSERT_EQ(cc::obb_sphere(box_as_obb(box), Sphered{c, r}), want) << "iteration " << iter;
    ++counts[static_cast<int>(want)];
  }
  EXPECT_GT(counts[0], work(50));
  EXPECT_GT(counts[1], work(50));
  EXPECT_GT(counts[2], work(50));
}

TEST(CrosscheckConsistency, ReparametrisedObbKeepsRelations) {
  // The same parallelepiped written differently: axes permuted, one axis
  // negated, one axis doubled with its extent halved. obb_sphere and obb_obb
  // must not notice.
  Gen g;
  for (int iter = 0; iter < work(500); ++iter) {
    const Obbd a = g.obb(), other = g.obb();
    const Sphered s{g.point_of(a), 0.5 * g.pick(0, 2)};
    Obbd b;
    b.c = a.c;
    const int perm[3] = {2, 0, 1};
    for (int i = 0; i < 3; ++i) {
      b.u[i] = a.u[perm[i]];
      b.e[i] = a.e[perm[i]];
    }
    b.u[0] = {-b.u[0].x, -b.u[0].y, -b.u[0].z};
    b.u[1] = {2 * b.u[1].x, 2 * b.u[1].y, 2 * b.u[1].z};
    b.e[1] = b.e[1] / 2;
    ASSERT_EQ(cc::obb_sphere(a, s), cc::obb_sphere(b, s)) << "iteration " << iter;
    ASSERT_EQ(cc::obb_obb(a, other), cc::obb_obb(b, other)) << "iteration " << iter;
  }
}

TEST(CrosscheckConsistency, ObbObbIsSymmetric) {
  Gen g;
  for (int iter = 0; iter < work(500); ++iter) {
    const Obbd a = g.obb(), b = g.obb();
    ASSERT_EQ(cc::obb_obb(a, b), cc::obb_obb(b, a)) << "iteration " << iter;
  }
}

TEST(CrosscheckConsistency, BoundedRayAgreesWithSegmentTriangleAndObb) {
  // A bounded ray is the segment between o + tmin dir and o + tmax dir: the
  // triangle with a duplicated vertex, and the Obb with one axis. An
  // unbounded ray agrees with tmax = 64 (beyond every contact here).
  Gen g;
  int counts[3] = {0, 0, 0};
  for (int iter = 0; iter < work(1200); ++iter) {
    const Aabbd box = g.box();
    // Aim at a point of the box (often on its boundary) at a parameter t0 in
    // [tmin, tmax] most of the time.
    Rayd r = ray(g.vec(), g.vec(), 0.5 * g.pick(0, 2));
    r.tmax = r.tmin + 0.5 * g.pick(0, 4);
    if (g.pick(0, 3) != 0) {
      const Vec3d target = g.point_of(box);
      const double t0 = g.pick(0, 2) == 0 ? r.tmin : r.tmin + 0.5 * g.pick(0, 4);
      r.o = {target.x - t0 * r.dir.x, target.y - t0 * r.dir.y, target.z - t0 * r.dir.z};
    }
    const Vec3d p{r.o.x + r.tmin * r.dir.x, r.o.y + r.tmin * r.dir.y, r.o.z + r.tmin * r.dir.z};
    const Vec3d e{r.o.x + r.tmax * r.dir.x, r.o.y + r.tmax * r.dir.y, r.o.z + r.tmax * r.dir.z};
    const Relation by_ray = cc::ray_aabb(r, box);
    const Relation by_tri = cc::aabb_triangle(box, Triangled{p, e, e});
    const Obbd seg = obb({(p.x + e.x) / 2, (p.y + e.y) / 2, (p.z + e.z) / 2},
                         {(e.x - p.x) / 2, (e.y - p.y) / 2, (e.z - p.z) / 2}, {0, 0, 0}, {0, 0, 0}, 1, 1, 1);
    const Relation by_obb = cc::obb_obb(box_as_obb(box), seg);
    ASSERT_EQ(by_ray, by_tri) << "iteration " << iter;
    ASSERT_EQ(by_ray, by_obb) << "iteration " << iter;
    Rayd far = r;
    far.tmax = 64;
    Rayd unbounded = r;
    unbounded.tmax = kInf;
    ASSERT_EQ(cc::ray_aabb(far, box), cc::ray_aabb(unbounded, box)) << "iteration " << iter;
    ++counts[static_cast<int>(by_ray)];
  }
  EXPECT_GT(counts[0], work(30));
  EXPECT_GT(counts[1], work(30));
  EXPECT_GT(counts[2], work(30));
}

TEST(CrosscheckConsistency, PlaneAabbAgreesWithCornerSigns) {
  // With n != 0, f(x) = n.x + d is linear, so over the box its range is
  // [min, max] over the 8 corners: disjoint if 0 is outside, overlapping if
  // min < 0 < max, touching otherwise.
  Gen g;
  int counts[3] = {0, 0, 0};
  for (int iter = 0; iter < work(1500); ++iter) {
    const Aabbd box = g.box();
    Planed pl{{0, 0, 0}, 0};
    pl.n = g.pick(0, 3) == 0 ? Vec3d{0, 0, g.half()} : g.vec();
    // d through a corner half of the time.
    const Vec3d corner{g.pick(0, 1) ? box.min.x : box.max.x, g.pick(0, 1) ? box.min.y : box.max.y,
                       g.pick(0, 1) ? box.min.z : box.max.z};
    pl.d = g.pick(0, 1) ? -(pl.n.x * corner.x + pl.n.y * corner.y + pl.n.z * corner.z) : g.half();
    Relation want;
    if (pl.n.x == 0 && pl.n.y == 0 && pl.n.z == 0) {
      want = pl.d == 0 ? kOve : kDis;
    } else {
      Rational lo, hi;
      for (int k = 0; k < 8; ++k) {
        const Vec3d c{(k & 1) ? box.max.x : box.min.x, (k & 2) ? box.max.y : box.min.y,
                      (k & 4) ? box.max.z : box.min.z};
        const Rational f = Rational(pl.n.x) * Rational(c.x) + Rational(pl.n.y) * Rational(c.y) +
                           Rational(pl.n.z) * Rational(c.z) + Rational(pl.d);
        if (k == 0 || f < lo) lo = f;
        if (k == 0 || f > hi) hi = f;
      }
      want = (lo > 0 || hi < 0) ? kDis : (lo < 0 && hi > 0) ? kOve : kTou;
    }
    ASSERT_EQ(cc::plane_aabb(pl, box), want) << "iteration " << iter;
    ++counts[static_cast<int>(want)];
  }
  EXPECT_GT(counts[0], work(50));
  EXPECT_GT(counts[1], work(50));
  EXPECT_GT(counts[2], work(50));
}

}  // namespace

}  // namespace gv_exact_crosscheck_test
