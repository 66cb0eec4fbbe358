// SPDX-License-Identifier: MIT
// Specification of the four oracles of issue 3 on invalid input (shapes.h:
// a NaN or infinite component, min > max, a negative extent or radius,
// tmin < 0 or tmin > tmax or a NaN tmax): Result{Relation::invalid}, decided
// before anything is converted to a rational (a NaN or infinity reaching mpq
// would abort the process, so getting a result at all shows the order).
#include <gtest/gtest.h>

#include <limits>

#include "geoverify/exact/aabb_triangle.h"
#include "geoverify/exact/obb.h"
#include "geoverify/exact/ray_aabb.h"
#include "geoverify/exact/rational/ray_aabb.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_invalid_input_test {

namespace {

using gv::Relation;

template <class T>
constexpr T kNaN = std::numeric_limits<T>::quiet_NaN();
template <class T>
constexpr T kInf = std::numeric_limits<T>::infinity();

template <class T>
gv::Obb<T> cube(T e = 1) {
  return gv::Obb<T>{{0, 0, 0}, {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}, {e, e, e}};
}

template <class T>
void ray_aabb_rejects() {
  const gv::Aabb<T> box{{0, 0, 0}, {1, 1, 1}};
  const gv::Vec3<T> o{-1, .5, .5}, d{1, 0, 0};
  const gv::Ray<T> bad_rays[] = {
      {{kNaN<T>, .5, .5}, d},       {{-1, .5, kInf<T>}, d},       {o, {1, -kInf<T>, 0}},
      {o, {1, 0, kNaN<T>}},         {o, d, T(-1), T(2)},          {o, d, T(3), T(2)},
      {o, d, T(0), kNaN<T>},        {o, d, kInf<T>, kInf<T>},     {o, d, kNaN<T>, T(1)},
      {o, d, -kInf<T>, T(1)},
  };
  for (const auto& r : bad_rays) {
    EXPECT_EQ(gv::exact::ray_aabb(r, box).relation, Relation::invalid);
    EXPECT_FALSE(gv::exact::ray_aabb_interval(r, box).hit);
  }
  const gv::Aabb<T> bad_boxes[] = {
      {{1, 0, 0}, {0, 1, 1}}, {{0, 0, 0}, {kInf<T>, 1, 1}}, {{-kInf<T>, 0, 0}, {1, 1, 1}}, {{0, kNaN<T>, 0}, {1, 1, 1}}};
  for (const auto& b : bad_boxes) {
    EXPECT_EQ(gv::exact::ray_aabb(gv::Ray<T>{o, d}, b).relation, Relation::invalid);
    EXPECT_FALSE(gv::exact::ray_aabb_interval(gv::Ray<T>{o, d}, b).hit);
  }
  // an infinite tmax is valid: the unbounded ray
  EXPECT_EQ(gv::exact::ray_aabb(gv::Ray<T>{o, d, T(0), kInf<T>}, box).relation, Relation::overlapping);
}

template <class T>
void obb_oracles_reject() {
  const gv::Obb<T> ok = cube<T>();
  gv::Obb<T> bad[5] = {ok, ok, ok, ok, ok};
  bad[0].c.x = kNaN<T>;
  bad[1].u[2].y = kInf<T>;
  bad[2].e[1] = T(-1);
  bad[3].e[0] = kNaN<T>;
  bad[4].e[2] = kInf<T>;
  const gv::Sphere<T> ball{{0, 0, 0}, 1};
  for (const auto& b : bad) {
    EXPECT_EQ(gv::exact::obb_sphere(b, ball).relation, Relation::invalid);
    EXPECT_EQ(gv::exact::obb_obb(b, ok).relation, Relation::invalid);
    EXPECT_EQ(gv::exact::obb_obb(ok, b).relation, Relation::invalid);
  }
  EXPECT_EQ(gv::exact::obb_sphere(ok, gv::Sphere<T>{{0, 0, 0}, T(-1)}).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::obb_sphere(ok, gv::Sphere<T>{{0, 0, 0}, kNaN<T>}).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::obb_sphere(ok, gv::Sphere<T>{{0, kInf<T>, 0}, 1}).relation, Relation::invalid);
  // degenerate but valid: zero extents, zero axes, r = -0.0
  gv::Obb<T> flat = ok;
  flat.e[0] = T(0);
  flat.u[1] = {0, 0, 0};
  EXPECT_EQ(gv::exact::obb_sphere(flat, gv::Sphere<T>{{0, 0, 0}, T(-0.0)}).relation, Relation::touching);
  EXPECT_EQ(gv::exact::obb_obb(flat, ok).relation, Relation::overlapping);
}

template <class T>
void aabb_triangle_rejects() {
  const gv::Aabb<T> box{{0, 0, 0}, {1, 1, 1}};
  const gv::Triangle<T> ok{{0, 0, 0}, {1, 0, 0}, {0, 1, 0}};
  gv::Triangle<T> bad[3] = {ok, ok, ok};
  bad[0].p0.x = kNaN<T>;
  bad[1].p1.z = kInf<T>;
  bad[2].p2.y = -kInf<T>;
  for (const auto& t : bad) EXPECT_EQ(gv::exact::aabb_triangle(box, t).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::aabb_triangle(gv::Aabb<T>{{0, 0, 2}, {1, 1, 1}}, ok).relation, Relation::invalid);
  EXPECT_EQ(gv::exact::aabb_triangle(gv::Aabb<T>{{0, 0, 0}, {1, kNaN<T>, 1}}, ok).relation, Relation::invalid);
}

TEST(ExactOraclesOnInvalidInput, RayAabb) {
  ray_aabb_rejects<float>();
  ray_aabb_rejects<double>();
}

TEST(ExactOraclesOnInvalidInput, ObbSphereAndObbObb) {
  obb_oracles_reject<float>();
  obb_oracles_reject<double>();
}

TEST(ExactOraclesOnInvalidInput, AabbTriangle) {
  aabb_triangle_rejects<float>();
  aabb_triangle_rejects<double>();
}

}  // namespace

}  // namespace gv_exact_invalid_input_test
