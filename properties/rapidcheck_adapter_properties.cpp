// SPDX-License-Identifier: MIT
// Specification of the kit's RapidCheck adapter (gen/rapidcheck.h), as a user
// of the installed kit meets it: a failing property shows its case as the
// C++ declarations that rebuild it, not RapidCheck's placeholder for an
// unknown type, and the generators write nothing while they generate
// (RapidCheck's own summary aside).
#include <gtest/gtest.h>

#include <rapidcheck.h>

#include <string>

#include "geoverify/gen/rapidcheck.h"
#include "geoverify/gen/source.h"

// This file's names stay its own when the properties build in unity batches.
namespace gv_properties_rapidcheck_adapter {

namespace {

template <class C>
void shows_as_declarations() {
  gv::gen::Prng rng(7);
  for (std::size_t k = 0; k < gv::gen::Generator<C>::kClasses.size(); ++k) {
    const C c = gv::gen::Generator<C>::make(rng, k);
    EXPECT_EQ(rc::toString(c), "\n" + gv::query::declarations(c));
  }
}

TEST(RapidCheckAdapter, ACaseShowsAsItsDeclarations) {
  shows_as_declarations<gv::query::PlaneAabb<float>>();
  shows_as_declarations<gv::query::RayTriangle<double>>();
  shows_as_declarations<gv::query::ObbObb<float>>();
}

TEST(RapidCheckAdapter, GeneratorsLogNothingWhileTheyGenerate) {
  testing::internal::CaptureStderr();
  const bool ok = rc::check("draws", [] {
    const auto a = *gv::gen::rc_case<gv::query::PlaneAabb<float>>();
    const auto b = *gv::gen::rc_case_of_classes<gv::query::RayAabb<double>>({0, 1});
    RC_ASSERT(a.box.min.x <= a.box.max.x);
    RC_ASSERT(b.ray.tmin <= b.ray.tmax);
  });
  const std::string err = testing::internal::GetCapturedStderr();
  EXPECT_TRUE(ok) << err;
  EXPECT_EQ(err.find("const gv::"), std::string::npos) << err;
}

TEST(RapidCheckAdapter, AFailingPropertyShowsItsCase) {
  testing::internal::CaptureStderr();
  const bool ok = rc::check("fails", [] {
    const auto c = *gv::gen::rc_case<gv::query::PlaneAabb<float>>();
    RC_ASSERT(c.plane.d > 1e30f);  // false for every generated case
  });
  const std::string err = testing::internal::GetCapturedStderr();
  EXPECT_FALSE(ok);
  EXPECT_NE(err.find("const gv::Plane<float> plane{"), std::string::npos) << err;
  EXPECT_NE(err.find("const gv::Aabb<float> box{"), std::string::npos) << err;
  EXPECT_EQ(err.find("<\?\?\?>"), std::string::npos) << err;
}

}  // namespace

}  // namespace gv_properties_rapidcheck_adapter
