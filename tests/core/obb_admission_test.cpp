// SPDX-License-Identifier: MIT
// Specification of the oriented-box queries' admission
// (core/detail/obb_common.h, obb_admit_all): the one pass over a call's box
// and ball values that decides whether they may enter the filter, read as
// 16-byte vectors where GNU vector extensions exist.
//
// 1. Lane by lane: with any one value of an Obb or a Sphere replaced by any
//    special value (NaN, infinities, signed zeros, the largest finite, the
//    smallest subnormal; for double also the screen's ends and their
//    neighbours), obb_admit_all gives what the scalar obb_admit gives over
//    the same values one by one.
// 2. Through the queries that use it (OBB-sphere, OBB-OBB in both argument
//    orders, plane-OBB, half-space-OBB): any one value of the box or the ball
//    NaN or infinite gives invalid; for double, any one zero value of the box
//    or the ball made 2^-120 (outside the screen) still gets the unperturbed
//    case's answer, from the exact stage.
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

#include "geoverify/core/detail/obb_common.h"
#include "geoverify/core/halfspace_obb.h"
#include "geoverify/core/obb_obb.h"
#include "geoverify/core/obb_sphere.h"
#include "geoverify/core/plane_obb.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_obb_admission_test {

namespace {

using gv::Relation;

template <class T>
class ObbAdmission : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(ObbAdmission, Scalars);

/// The values of a struct of T's, and the struct with value k replaced by x.
template <class T, class S>
constexpr int value_count() {
  return static_cast<int>(sizeof(S) / sizeof(T));
}
template <class T, class S>
S with_value(S s, int k, T x) {
  T v[value_count<T, S>()];
  std::memcpy(v, &s, sizeof s);
  v[k] = x;
  std::memcpy(&s, v, sizeof s);
  return s;
}
template <class T, class S>
bool scalar_admission(const S& s) {
  T v[value_count<T, S>()];
  std::memcpy(v, &s, sizeof s);
  bool ok = true;
  for (const T x : v) gv::detail::obb_admit<T>(ok, x);
  return ok;
}

template <class T>
std::vector<T> special_values() {
  using L = std::numeric_limits<T>;
  std::vector<T> v = {L::quiet_NaN(), L::infinity(), -L::infinity(), T(0), -T(0), L::max(), -L::max(),
                      L::denorm_min(), -L::denorm_min(), L::min(), T(1.5), T(-0.75)};
  if constexpr (std::is_same_v<T, double>) {
    for (const double edge : {gv::detail::kObbScreenLo, gv::detail::kObbScreenHi}) {
      for (const double x : {edge, std::nextafter(edge, 0.0), std::nextafter(edge, L::infinity())}) {
        v.push_back(x);
        v.push_back(-x);
      }
    }
  }
  return v;
}

/// A rotated integer frame (scaled by 1/8, exact), extents 1, 2, 3.
template <class T>
gv::Obb<T> frame_box(T cx, T cy, T cz) {
  gv::Obb<T> b{};
  b.c = {cx, cy, cz};
  b.u[0] = {T(0.375), T(-0.25), T(0.75)};
  b.u[1] = {T(0.5), T(0.625), T(0.125)};
  b.u[2] = {T(-0.875), T(0.25), T(0.5)};
  b.e[0] = T(1), b.e[1] = T(2), b.e[2] = T(3);
  return b;
}

TYPED_TEST(ObbAdmission, EveryValueOfABoxAndABallLaneByLane) {
  using T = TypeParam;
  const gv::Obb<T> box = frame_box<T>(T(1), T(-2), T(0.5));
  const gv::Sphere<T> ball{{T(4), T(0.25), T(-1)}, T(2)};
  ASSERT_TRUE(gv::detail::obb_admit_all<T>(box));
  ASSERT_TRUE(gv::detail::obb_admit_all<T>(ball));
  int checked = 0;
  for (const T x : special_values<T>()) {
    for (int k = 0; k < value_count<T, gv::Obb<T>>(); ++k) {
      const gv::Obb<T> b = with_value(box, k, x);
      EXPECT_EQ(gv::detail::obb_admit_all<T>(b), scalar_admission<T>(b)) << "box value " << k << " = " << x;
      ++checked;
    }
    for (int k = 0; k < value_count<T, gv::Sphere<T>>(); ++k) {
      const gv::Sphere<T> s = with_value(ball, k, x);
      EXPECT_EQ(gv::detail::obb_admit_all<T>(s), scalar_admission<T>(s)) << "ball value " << k << " = " << x;
      ++checked;
    }
  }
  EXPECT_EQ(checked, 19 * static_cast<int>(special_values<T>().size()));
}

/// The box at the origin with the identity frame, extents 1: its zero values
/// are the centre's three and the six off-diagonal axis components.
template <class T>
gv::Obb<T> unit_box(T cx) {
  gv::Obb<T> b{};
  b.c = {cx, T(0), T(0)};
  b.u[0] = {T(1), T(0), T(0)};
  b.u[1] = {T(0), T(1), T(0)};
  b.u[2] = {T(0), T(0), T(1)};
  b.e[0] = b.e[1] = b.e[2] = T(1);
  return b;
}

TYPED_TEST(ObbAdmission, AnyOneNonFiniteValueIsInvalidInEveryObbQuery) {
  using T = TypeParam;
  using L = std::numeric_limits<T>;
  const gv::Obb<T> box = frame_box<T>(T(0), T(0), T(0));
  const gv::Obb<T> other = frame_box<T>(T(1), T(1), T(1));
  const gv::Sphere<T> ball{{T(1), T(2), T(3)}, T(1)};
  const gv::Plane<T> plane{{T(1), T(2), T(2)}, T(-3)};
  const gv::Halfspace<T> half{{T(1), T(2), T(2)}, T(-3)};
  gv::Stats st;
  unsigned calls = 0;
  for (const T x : {L::quiet_NaN(), L::infinity(), -L::infinity()}) {
    for (int k = 0; k < value_count<T, gv::Obb<T>>(); ++k) {
      const gv::Obb<T> b = with_value(box, k, x);
      EXPECT_EQ(gv::relation(b, ball, &st), Relation::invalid) << "box value " << k << " = " << x;
      EXPECT_EQ(gv::relation(b, other, &st), Relation::invalid) << "box value " << k << " = " << x;
      EXPECT_EQ(gv::relation(other, b, &st), Relation::invalid) << "box value " << k << " = " << x;
      EXPECT_EQ(gv::relation(plane, b, &st), Relation::invalid) << "box value " << k << " = " << x;
      EXPECT_EQ(gv::relation(half, b, &st), Relation::invalid) << "box value " << k << " = " << x;
      calls += 5;
    }
    for (int k = 0; k < value_count<T, gv::Sphere<T>>(); ++k) {
      EXPECT_EQ(gv::relation(box, with_value(ball, k, x), &st), Relation::invalid) << "ball value " << k;
      ++calls;
    }
  }
  EXPECT_EQ(st.invalid, calls);
  EXPECT_EQ(st.filter + st.exact, 0u);
}

TEST(ObbAdmissionScreen, AnyOneZeroMadeTinyGoesToTheExactStageWithTheSameAnswer) {
  const gv::Obb<double> box = unit_box(0.0);
  const gv::Obb<double> far_box = unit_box(5.0);
  const gv::Sphere<double> ball{{3.0, 0.0, 0.0}, 1.0};      // 1 from the face x = 1: disjoint
  const gv::Sphere<double> near_ball{{1.5, 0.0, 0.0}, 1.0};  // overlapping
  const gv::Plane<double> plane{{1.0, 0.0, 0.0}, -3.0};      // x = 3: disjoint
  const gv::Halfspace<double> half{{1.0, 0.0, 0.0}, -3.0};   // x <= 3: the box inside
  gv::Stats base;
  const Relation want[] = {gv::relation(box, ball, &base), gv::relation(box, near_ball, &base),
                           gv::relation(box, far_box, &base), gv::relation(plane, box, &base),
                           gv::relation(half, box, &base)};
  ASSERT_EQ(base.filter, 5u) << "the unperturbed cases are the filter's";
  EXPECT_EQ(want[0], Relation::disjoint);
  EXPECT_EQ(want[1], Relation::overlapping);
  EXPECT_EQ(want[2], Relation::disjoint);
  EXPECT_EQ(want[3], Relation::disjoint);
  const double tiny = 0x1p-120;
  gv::Stats st;
  unsigned calls = 0;
  double values[15];
  std::memcpy(values, &box, sizeof box);
  for (int k = 0; k < 15; ++k) {
    if (values[k] != 0.0) continue;
    const gv::Obb<double> b = with_value(box, k, tiny);
    EXPECT_EQ(gv::relation(b, ball, &st), want[0]) << "box value " << k;
    EXPECT_EQ(gv::relation(b, near_ball, &st), want[1]) << "box value " << k;
    EXPECT_EQ(gv::relation(b, far_box, &st), want[2]) << "box value " << k;
    EXPECT_EQ(gv::relation(far_box, b, &st), want[2]) << "box value " << k;
    EXPECT_EQ(gv::relation(plane, b, &st), want[3]) << "box value " << k;
    EXPECT_EQ(gv::relation(half, b, &st), want[4]) << "box value " << k;
    calls += 6;
  }
  for (const int k : {1, 2}) {  // the ball centre's y and z
    EXPECT_EQ(gv::relation(box, with_value(ball, k, tiny), &st), want[0]) << "ball value " << k;
    EXPECT_EQ(gv::relation(box, with_value(near_ball, k, tiny), &st), want[1]) << "ball value " << k;
    calls += 2;
  }
  EXPECT_EQ(calls, 9u * 6u + 4u);
  EXPECT_EQ(st.exact, calls);
  EXPECT_EQ(st.filter + st.invalid, 0u);
}

}  // namespace

}  // namespace gv_core_obb_admission_test
