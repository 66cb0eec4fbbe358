// SPDX-License-Identifier: MIT
// Degeneracy classes (exact/classify.h): what a case is, read off the case.
#include "geoverify/exact/classify.h"

#include <gtest/gtest.h>

#include <limits>

#include "geoverify/exact/oracle.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_exact_classify_test {

namespace {

template <class C>
std::string cls(const C& c) {
  return gv::exact::degeneracy_class(c, gv::exact::oracle(c));
}

const gv::Aabb<float> kUnit{{0.0f, 0.0f, 0.0f}, {1.0f, 1.0f, 1.0f}};

TEST(Classify, RayCases) {
  using C = gv::query::RayAabb<float>;
  // A zero direction on the surface: the point touches the box.
  EXPECT_EQ(cls(C{{{1.0f, 0.5f, 0.5f}, {0.0f, 0.0f, 0.0f}}, kUnit}), "zero-dir+origin-on-face, touching");
  // A ray lying in the face plane z = 1.
  EXPECT_EQ(cls(C{{{-1.0f, 0.5f, 1.0f}, {1.0f, 0.0f, 0.0f}}, kUnit}), "grazing-face+axis-parallel, touching");
  // A generic ray through the middle.
  EXPECT_EQ(cls(C{{{-1.0f, -1.0f, -1.0f}, {1.0f, 1.0f, 1.0f}}, kUnit}), "generic, clear");
  // From inside, clipped to a finite range.
  EXPECT_EQ(cls(C{{{0.5f, 0.5f, 0.5f}, {1.0f, 2.0f, 3.0f}, 0.0f, 0.125f}, kUnit}), "origin-inside+clipped, clear");
  // A subnormal direction component.
  const float tiny = std::numeric_limits<float>::denorm_min();
  EXPECT_EQ(cls(C{{{-1.0f, 0.5f, 0.5f}, {1.0f, tiny, 0.0f}}, kUnit}).substr(0, 28), "axis-parallel+subnormal-dir+");
}

TEST(Classify, TriangleCases) {
  using C = gv::query::AabbTriangle<float>;
  // Collinear vertices, exactly (a segment), near the box.
  EXPECT_EQ(cls(C{kUnit, {{2.0f, 2.0f, 2.0f}, {3.0f, 3.0f, 3.0f}, {5.0f, 5.0f, 5.0f}}}), "collinear, clear");
  EXPECT_EQ(cls(C{kUnit, {{0.5f, 0.5f, 0.5f}, {0.5f, 0.5f, 0.5f}, {0.5f, 0.5f, 0.5f}}}), "point, clear");
  // A triangle in the face plane x = 1 touches the box.
  EXPECT_EQ(cls(C{kUnit, {{1.0f, 0.0f, 0.0f}, {1.0f, 2.0f, 0.0f}, {1.0f, 0.0f, 2.0f}}}),
            "in-face-plane+axis-parallel-edge, touching");
}

TEST(Classify, ObbCases) {
  using C = gv::query::ObbObb<float>;
  const gv::Obb<float> a{{0.0f, 0.0f, 0.0f}, {{1.0f, 0.0f, 0.0f}, {0.0f, 1.0f, 0.0f}, {0.0f, 0.0f, 1.0f}}, {1.0f, 1.0f, 1.0f}};
  const gv::Obb<float> point{{1.0f, 0.0f, 0.0f}, {{1.0f, 0.0f, 0.0f}, {0.0f, 1.0f, 0.0f}, {0.0f, 0.0f, 1.0f}}, {0.0f, 0.0f, 0.0f}};
  EXPECT_EQ(cls(C{a, point}), "point-box+parallel-axes, touching");
  const gv::Obb<float> flat{{5.0f, 0.0f, 0.0f}, {{1.0f, 0.0f, 0.0f}, {1.0f, 0.0f, 0.0f}, {0.0f, 0.0f, 1.0f}}, {1.0f, 1.0f, 0.0f}};
  EXPECT_EQ(cls(C{a, flat}), "flat-box+degenerate-axes+parallel-axes, clear");
}

TEST(Classify, PlaneCasesAndScale) {
  using C = gv::query::PlaneAabb<double>;
  const gv::Aabb<double> flat{{0.0, 0.0, 0.0}, {1.0, 1.0, 0.0}};
  EXPECT_EQ(cls(C{{{0.0, 0.0, 0.0}, 0.0}, flat}), "zero-normal+flat-box, clear");
  EXPECT_EQ(cls(C{{{0.0, 0.0, 1.0}, -1e300}, flat}), "flat-box+axis-normal+huge, clear");
}

}  // namespace

}  // namespace gv_exact_classify_test
