// SPDX-License-Identifier: MIT
// Specification of the filters' input screens (core/detail/stage.h):
//
// 1. fast_screen: true iff every value is zero or has a magnitude in
//    [lo, hi], both ends included; false for infinities, NaN, subnormals and
//    anything else outside. It runs on the bit patterns, so it is checked
//    against the plain comparisons (in_filter_range for the default bounds)
//    on the edges and on random patterns of every exponent.
// 2. admit: the same rule as a comparison of one value (lo == 0: finite and
//    at most hi).
// 3. admit_values and admit_in_place: admit over values read where they lie,
//    16 bytes to a vector where GNU vector extensions exist, in the values'
//    own precision. Lane by lane, with any one value of every shape a query
//    screens this way (and a ray's o, dir, tmin) replaced by any special
//    value or any edge of the ranges the queries use, and on random bit
//    patterns of every exponent, they answer what admit answers value by
//    value.
#include <gtest/gtest.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <utility>
#include <vector>

#include "geoverify/core/detail/filter.h"
#include "geoverify/core/detail/float_bits.h"
#include "geoverify/core/detail/stage.h"
#include "geoverify/core/shapes.h"
#include "geoverify/gen/source.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_core_stage_test {

namespace {

using gv::detail::fast_screen;
using gv::test_support::work;

bool one(double x, double lo = gv::detail::kScreenLo, double hi = gv::detail::kScreenHi) {
  const double v[3] = {1.0, x, 0.0};
  return fast_screen(v, lo, hi);
}

TEST(FastScreen, EdgesZerosAndNonFiniteValues) {
  constexpr double kLo = gv::detail::kScreenLo, kHi = gv::detail::kScreenHi;
  constexpr double kInf = std::numeric_limits<double>::infinity();
  for (const double s : {1.0, -1.0}) {
    EXPECT_TRUE(one(s * kLo));
    EXPECT_TRUE(one(s * kHi));
    EXPECT_FALSE(one(s * std::nextafter(kLo, 0.0)));
    EXPECT_FALSE(one(s * std::nextafter(kHi, kInf)));
    EXPECT_FALSE(one(s * kInf));
    EXPECT_FALSE(one(s * 0x1p-1074));  // subnormal
    EXPECT_FALSE(one(s * std::numeric_limits<double>::max()));
  }
  EXPECT_TRUE(one(0.0));
  EXPECT_TRUE(one(-0.0));
  EXPECT_FALSE(one(std::numeric_limits<double>::quiet_NaN()));
  EXPECT_FALSE(one(-std::numeric_limits<double>::quiet_NaN()));
  // Other bounds: the closest-point filters' [2^-60, 2^60].
  EXPECT_TRUE(one(0x1p-60, 0x1p-60, 0x1p60));
  EXPECT_FALSE(one(0x1.fffffffffffffp-61, 0x1p-60, 0x1p60));
  EXPECT_TRUE(one(-0x1p60, 0x1p-60, 0x1p60));
  EXPECT_FALSE(one(0x1.0000000000001p60, 0x1p-60, 0x1p60));
  // Every position counts, not only the first or the last.
  double v[7] = {1, 2, 3, 4, 5, 6, 7};
  EXPECT_TRUE(fast_screen(v));
  for (int i = 0; i < 7; ++i) {
    const double keep = v[i];
    v[i] = kInf;
    EXPECT_FALSE(fast_screen(v)) << i;
    v[i] = keep;
  }
}

TEST(FastScreen, AgreesWithTheComparisonsOnEveryExponent) {
  gv::gen::Prng rng(0x5c4ee);
  for (int i = 0; i < work(200000); ++i) {
    double v[4];
    bool expect = true;
    for (double& x : v) {
      x = gv::detail::from_bits<double>(rng.next());
      if (rng.draw(4) == 0) x = 0.0;
      expect = expect && gv::detail::in_filter_range(x);
    }
    ASSERT_EQ(fast_screen(v), expect) << v[0] << " " << v[1] << " " << v[2] << " " << v[3];
  }
}

TEST(Admit, EdgesZerosAndNonFiniteValues) {
  constexpr double kInf = std::numeric_limits<double>::infinity();
  const auto one = [](double x, double lo, double hi) {
    bool ok = true;
    gv::detail::admit(ok, x, lo, hi);
    return ok;
  };
  for (const double s : {1.0, -1.0}) {
    EXPECT_TRUE(one(s * 0x1p-60, 0x1p-60, 0x1p60));
    EXPECT_TRUE(one(s * 0x1p60, 0x1p-60, 0x1p60));
    EXPECT_FALSE(one(s * 0x1.fffffffffffffp-61, 0x1p-60, 0x1p60));
    EXPECT_FALSE(one(s * 0x1.0000000000001p60, 0x1p-60, 0x1p60));
    EXPECT_FALSE(one(s * 0x1p-1074, 0x1p-60, 0x1p60));
    EXPECT_FALSE(one(s * kInf, 0x1p-60, 0x1p60));
    // lo == 0: finite and at most hi.
    EXPECT_TRUE(one(s * 0x1p-1074, 0.0, 0x1.fffffep+127));
    EXPECT_TRUE(one(s * 0x1.fffffep+127, 0.0, 0x1.fffffep+127));
    EXPECT_FALSE(one(s * 0x1p128, 0.0, 0x1.fffffep+127));
    EXPECT_FALSE(one(s * kInf, 0.0, 0x1.fffffep+127));
  }
  for (const double z : {0.0, -0.0}) {
    EXPECT_TRUE(one(z, 0x1p-60, 0x1p60));
    EXPECT_TRUE(one(z, 0.0, 1.0));
  }
  EXPECT_FALSE(one(std::numeric_limits<double>::quiet_NaN(), 0x1p-60, 0x1p60));
  EXPECT_FALSE(one(std::numeric_limits<double>::quiet_NaN(), 0.0, 0x1.fffffep+127));
  // ok only ever turns false.
  bool ok = false;
  gv::detail::admit(ok, 1.0, 0x1p-60, 0x1p60);
  EXPECT_FALSE(ok);
}

// The screen admit replaced: on every double range with lo > 0 that the
// queries pass, admit over four values and fast_screen answer alike, on
// random bit patterns and on values near the ends.
TEST(Admit, AdmitsWhatFastScreenAdmitted) {
  const double ranges[][2] = {{0x1p-450, 0x1p+500}, {0x1p-400, 0x1p+500}, {0x1p-180, 0x1p+200},
                              {0x1p-250, 0x1p+300}, {0x1p-270, 0x1p+330}, {0x1p-64, 0x1p+128},
                              {0x1p-100, 0x1p+100}, {0x1p-60, 0x1p+60}};
  gv::gen::Prng rng(0xfa57);
  int admitted = 0;
  for (int i = 0; i < work(100000); ++i) {
    const double* r = ranges[static_cast<std::size_t>(i) % (sizeof ranges / sizeof ranges[0])];
    double v[4];
    for (double& x : v) {
      x = gv::detail::from_bits<double>(rng.next());
      if (rng.draw(3) == 0) x = 0.0;
      if (rng.draw(2) == 0) {  // near an end: within 2^±3 of it, or one ulp either side
        const double edge = r[rng.draw(2)];
        x = rng.draw(2) == 0 ? std::ldexp(edge, static_cast<int>(rng.draw(7)) - 3)
                             : std::nextafter(edge, rng.draw(2) == 0 ? 0.0 : HUGE_VAL);
        if (rng.draw(2) == 0) x = -x;
      }
    }
    bool ok = true;
    for (const double x : v) gv::detail::admit(ok, x, r[0], r[1]);
    ASSERT_EQ(ok, fast_screen(v, r[0], r[1])) << v[0] << " " << v[1] << " " << v[2] << " " << v[3];
    admitted += ok ? 1 : 0;
  }
  EXPECT_GT(admitted, work(100000) / 20);
  EXPECT_LT(admitted, work(100000) - work(100000) / 20);
}

template <class T>
class AdmitInPlace : public ::testing::Test {};
using Scalars = ::testing::Types<float, double>;
TYPED_TEST_SUITE(AdmitInPlace, Scalars);

/// The ranges the queries pass, as (lo, hi); for float only those a float
/// query passes, and one whose ends lie outside float's range (the float
/// lanes' clamping).
template <class T>
std::vector<std::pair<double, double>> ranges() {
  std::vector<std::pair<double, double>> r = {{0.0, 0x1.fffffep+127},        // finite float (OBB)
                                              {0x1p-64, 0x1p+128},           // distance signs
                                              {0x1p-60, 0x1p+60},            // closest points
                                              {0x1p-100, 0x1p+100},          // OBB, double
                                              {0x1p-450, 0x1p+500}};         // degree 2; float: ends beyond its range
  if constexpr (std::is_same_v<T, double>) {
    r.insert(r.end(), {{0x1p-400, 0x1p+500}, {0x1p-180, 0x1p+200}, {0x1p-250, 0x1p+300}});
  }
  return r;
}

/// Special values of T and the edges of every range with their neighbours
/// (as far as T holds them), both signs.
template <class T>
std::vector<T> admission_values() {
  using L = std::numeric_limits<T>;
  std::vector<T> v = {L::quiet_NaN(), L::infinity(), T(0), L::max(), L::denorm_min(), L::min(), T(1.5)};
  for (const auto& [lo, hi] : ranges<T>()) {
    for (const double edge : {lo, hi}) {
      if (edge == 0.0 || edge < static_cast<double>(L::denorm_min()) || edge > static_cast<double>(L::max())) continue;
      const T e = static_cast<T>(edge);
      v.insert(v.end(), {e, std::nextafter(e, T(0)), std::nextafter(e, L::infinity())});
    }
  }
  const std::size_t n = v.size();
  for (std::size_t i = 0; i < n; ++i) v.push_back(-v[i]);
  return v;
}

template <class T, int K>
bool scalar_admit(const T* first, double lo, double hi) {
  bool ok = true;
  for (int k = 0; k < K; ++k) gv::detail::admit(ok, first[k], lo, hi);
  return ok;
}

/// For one shape S of T's: every value replaced by every admission value,
/// under every range; returns the number of comparisons made.
template <class T, class S>
int every_value_of(const S& shape) {
  constexpr int kN = static_cast<int>(sizeof(S) / sizeof(T));
  int checked = 0;
  for (const auto& [lo, hi] : ranges<T>()) {
    EXPECT_TRUE(gv::detail::admit_in_place<T>(shape, lo, hi));
    for (int k = 0; k < kN; ++k) {
      for (const T x : admission_values<T>()) {
        T v[kN];
        std::memcpy(v, &shape, sizeof shape);
        v[k] = x;
        S s;
        std::memcpy(&s, v, sizeof s);
        EXPECT_EQ(gv::detail::admit_in_place<T>(s, lo, hi), (scalar_admit<T, kN>(v, lo, hi)))
            << "value " << k << " of " << kN << " = " << x << ", range [" << lo << ", " << hi << "]";
        ++checked;
      }
    }
  }
  return checked;
}

TYPED_TEST(AdmitInPlace, EveryValueOfEveryScreenedShapeLaneByLane) {
  using T = TypeParam;
  const gv::Vec3<T> a{T(1), T(-2), T(0.5)}, b{T(3), T(0.25), T(-1)}, c{T(-0.75), T(4), T(2)};
  gv::Obb<T> box{};
  box.c = a;
  box.u[0] = b, box.u[1] = c, box.u[2] = a;
  box.e[0] = T(1), box.e[1] = T(2), box.e[2] = T(3);
  int checked = 0;
  checked += every_value_of<T>(gv::Sphere<T>{a, T(2)});                 // 4 values: one vector (float), two (double)
  checked += every_value_of<T>(gv::Aabb<T>{a, b});                      // 6: the last vector overlaps (float)
  checked += every_value_of<T>(gv::Plane<T>{b, T(-3)});
  checked += every_value_of<T>(gv::Halfspace<T>{c, T(1)});
  checked += every_value_of<T>(gv::Segment<T>{a, c});
  checked += every_value_of<T>(gv::Capsule<T>{a, b, T(0.5)});           // 7: the last vector overlaps
  checked += every_value_of<T>(gv::Triangle<T>{a, b, c});               // 9
  checked += every_value_of<T>(box);                                    // 15
  const int values = 4 + 6 + 4 + 4 + 6 + 7 + 9 + 15;
  EXPECT_EQ(checked, values * static_cast<int>(ranges<T>().size() * admission_values<T>().size()));
  // A ray's o, dir and tmin (not tmax, which may be +inf), as they lie in it.
  const gv::Ray<T> ray{a, b, T(0.25), std::numeric_limits<T>::infinity()};
  for (const auto& [lo, hi] : ranges<T>()) {
    for (int k = 0; k < 7; ++k) {
      for (const T x : admission_values<T>()) {
        gv::Ray<T> r = ray;
        T* v = &r.o.x + (k < 3 ? k : 0);
        if (k >= 3 && k < 6) v = &r.dir.x + (k - 3);
        if (k == 6) v = &r.tmin;
        *v = x;
        const T* first = gv::detail::ray_values_in_place(r);
        EXPECT_EQ((gv::detail::admit_values<T, 7>(first, lo, hi)), (scalar_admit<T, 7>(first, lo, hi)))
            << "ray value " << k << " = " << x;
      }
    }
  }
}

TYPED_TEST(AdmitInPlace, AgreesWithAdmitOnRandomPatternsOfEveryExponent) {
  using T = TypeParam;
  using Bits = std::conditional_t<std::is_same_v<T, float>, std::uint32_t, std::uint64_t>;
  gv::gen::Prng rng(0xad317);
  const auto rs = ranges<T>();
  int admitted = 0, refused = 0;
  for (int i = 0; i < work(100000); ++i) {
    T v[7];
    for (T& x : v) {
      x = gv::detail::from_bits<T>(static_cast<Bits>(rng.next()));
      if (rng.draw(3) == 0) x = T(0);
      // Mostly values near the ranges: a random exponent within 2^±12 of an edge.
      if (rng.draw(2) == 0) {
        const auto& range = rs[rng.draw(rs.size())];
        const double edge = rng.draw(2) == 0 ? range.first : range.second;
        if (edge != 0.0) {
          const int e = std::ilogb(edge) + static_cast<int>(rng.draw(25)) - 12;
          const double d = std::ldexp(1.0 + static_cast<double>(rng.draw(1000)) / 1000.0, e);
          x = d > static_cast<double>(std::numeric_limits<T>::max()) ? std::numeric_limits<T>::infinity()
                                                                     : static_cast<T>(d);
        }
      }
    }
    const auto& [lo, hi] = rs[static_cast<std::size_t>(i) % rs.size()];
    const bool want = scalar_admit<T, 7>(v, lo, hi);
    ASSERT_EQ((gv::detail::admit_values<T, 7>(v, lo, hi)), want) << "pattern " << i;
    (want ? admitted : refused) += 1;
  }
  EXPECT_GT(admitted, work(100000) / 50);
  EXPECT_GT(refused, work(100000) / 50);
}

}  // namespace

}  // namespace gv_core_stage_test
