// SPDX-License-Identifier: MIT
// Compiled with -O3 -march=native -ffp-contract=fast (see CMakeLists.txt): the
// build a user embedding the core is likely to have. The core must give the
// exact relation there too; every generator class, float and double, against
// the exact oracle (which is compiled normally, in its own library).
#include <gtest/gtest.h>

#include <string>

#include "geoverify/core.h"

#include "geoverify/exact/oracle.h"
#include "geoverify/exact/ray_aabb.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/core_binding.h"

namespace {

template <class C>
void differential(std::uint64_t seed, int n) {
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  gv::Stats st;
  for (int i = 0; i < n; ++i) {
    const std::size_t cls = static_cast<std::size_t>(i) % Gen::kClasses.size();
    const C c = Gen::make(rng, cls);
    const gv::Relation got = gv::query::CoreBinding<C>::relation(c, &st);
    const gv::Relation want = gv::exact::oracle(c).relation;
    ASSERT_EQ(got, want) << "class " << Gen::kClasses[cls] << ": core " << gv::to_string(got) << ", oracle "
                         << gv::to_string(want) << "\n"
                         << gv::query::declarations(c);
  }
  EXPECT_GT(st.filter, 0u);
  EXPECT_GT(st.exact, 0u);
}

TEST(NativeBuild, PlaneAabbIsExact) {
  differential<gv::query::PlaneAabb<float>>(10, 40000);
  differential<gv::query::PlaneAabb<double>>(11, 40000);
}

TEST(NativeBuild, PlaneSphereIsExact) {
  differential<gv::query::PlaneSphere<float>>(12, 40000);
  differential<gv::query::PlaneSphere<double>>(13, 40000);
}

TEST(NativeBuild, RayAabbIsExact) {
  differential<gv::query::RayAabb<float>>(14, 40000);
  differential<gv::query::RayAabb<double>>(15, 40000);
}

TEST(NativeBuild, AabbTriangleIsExact) {
  differential<gv::query::AabbTriangle<float>>(18, 40000);
  differential<gv::query::AabbTriangle<double>>(19, 40000);
}

// The OBB oracles cost ~300 us a case: 6000 cases per type.
TEST(NativeBuild, ObbSphereIsExact) {
  differential<gv::query::ObbSphere<float>>(20, 6000);
  differential<gv::query::ObbSphere<double>>(21, 6000);
}

TEST(NativeBuild, ObbObbIsExact) {
  differential<gv::query::ObbObb<float>>(22, 6000);
  differential<gv::query::ObbObb<double>>(23, 6000);
}

TEST(NativeBuild, RayTriangleIsExact) {
  differential<gv::query::RayTriangle<float>>(24, 6000);
  differential<gv::query::RayTriangle<double>>(25, 6000);
}

TEST(NativeBuild, SphereAabbIsExact) {
  differential<gv::query::SphereAabb<float>>(26, 20000);
  differential<gv::query::SphereAabb<double>>(27, 20000);
}

TEST(NativeBuild, SegmentAabbIsExact) {
  differential<gv::query::SegmentAabb<float>>(61, 20000);
  differential<gv::query::SegmentAabb<double>>(62, 20000);
}

TEST(NativeBuild, HalfspaceAabbIsExact) {
  differential<gv::query::HalfspaceAabb<float>>(41, 20000);
  differential<gv::query::HalfspaceAabb<double>>(42, 20000);
}

TEST(NativeBuild, PlaneAndHalfspaceObbAreExact) {
  differential<gv::query::PlaneObb<float>>(43, 6000);
  differential<gv::query::PlaneObb<double>>(44, 6000);
  differential<gv::query::HalfspaceObb<float>>(45, 6000);
  differential<gv::query::HalfspaceObb<double>>(46, 6000);
}

// The entry bracket under contraction: t_lo <= t_enter <= t_hi, equal iff
// t_enter is representable, else adjacent.
template <class T>
void entry_certified(std::uint64_t seed, int n) {
  using C = gv::query::RayAabb<T>;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  for (int i = 0; i < n; ++i) {
    const std::size_t cls = static_cast<std::size_t>(i) % Gen::kClasses.size();
    const C c = Gen::make(rng, cls);
    const gv::RayAabbEntry<T> e = gv::ray_aabb_entry(c.ray, c.box);
    const std::string v = gv::exact::entry_bracket_violation(c.ray, c.box, e);
    ASSERT_TRUE(v.empty()) << v << "\n" << gv::query::declarations(c);
  }
}

TEST(NativeBuild, RayAabbEntryIsCertified) {
  entry_certified<float>(16, 20000);
  entry_certified<double>(17, 20000);
}

}  // namespace
