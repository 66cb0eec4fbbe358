// SPDX-License-Identifier: MIT
// Every call of the core is clean: it allocates nothing and raises no harmful
// floating-point flag (invalid, division by zero, overflow, underflow; only
// inexact), for every registered query, float and double, through the filter
// and through the exact stage (every generator class, so subnormal, huge and
// exactly touching input are included). Global operator new is replaced in
// this test binary by a counting one. fp_environment_test.cpp checks the hit
// brackets and the extreme hand cases.
#include <gtest/gtest.h>

#include <atomic>
#include <cfenv>
#include <cstdlib>
#include <new>
#include <vector>

#include "geoverify/core.h"
#include "geoverify/core/ray_aabb_batch.h"
#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/core_binding.h"
#include "every_query.h"
#include "work.h"
#include "fp_flags.h"

namespace {
std::atomic<long> g_allocations{0};
}  // namespace

void* operator new(std::size_t n) {
  ++g_allocations;
  if (void* p = std::malloc(n ? n : 1)) return p;
  throw std::bad_alloc();
}
// Out of line: inlined into a caller of ::operator new, std::free trips GCC's
// -Wmismatched-new-delete (it cannot see that this operator new is malloc).
__attribute__((noinline)) void operator delete(void* p) noexcept { std::free(p); }
__attribute__((noinline)) void operator delete(void* p, std::size_t) noexcept { std::free(p); }

namespace {

constexpr int kHarmful = gv::test_support::kHarmfulFlags;

/// 6000 generator cases of C, every class in turn: no call allocates, and
/// with the flags cleared before each call none but inexact is raised.
template <class C>
void clean_calls() {
  using Gen = gv::gen::Generator<C>;
  const int n = gv::test_support::work(6000);
  gv::gen::Prng rng(gv::test_support::seed_for<C>(1));
  std::vector<C> cases;
  cases.reserve(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) cases.push_back(Gen::make(rng, static_cast<std::size_t>(i) % Gen::kClasses.size()));
  gv::Stats st;
  const long before = g_allocations.load();
  int hits = 0;
  for (std::size_t i = 0; i < cases.size(); ++i) {
    std::feclearexcept(FE_ALL_EXCEPT);
    const gv::Relation r = gv::query::CoreBinding<C>::relation(cases[i], &st);
    if (std::fetestexcept(kHarmful) != 0) {
      // reported after the allocation count is taken (the message allocates)
      const int raised = std::fetestexcept(kHarmful);
      ADD_FAILURE() << "flags " << raised << ", class " << Gen::kClasses[i % Gen::kClasses.size()]
                    << ", relation " << gv::to_string(r) << "\n"
                    << gv::query::declarations(cases[i]);
      return;
    }
    hits += gv::intersecting(r);
  }
  const long after = g_allocations.load();
  EXPECT_EQ(after - before, 0) << C::kQuery;
  EXPECT_GT(st.filter, 0u);
  // the exact stage was exercised too, where the core has one
  if (gv::query::CoreBinding<C>::exact_stage) {
    EXPECT_GT(st.exact, 0u);
  }
  EXPECT_GT(hits, 0);
}

template <class C>
class CleanCallsEveryQuery : public ::testing::Test {};
TYPED_TEST_SUITE(CleanCallsEveryQuery, gv::test_support::EveryCaseType, gv::test_support::CaseTypeName);

TYPED_TEST(CleanCallsEveryQuery, NoAllocationAndNoHarmfulFlag) { clean_calls<TypeParam>(); }

template <class C>
int entry_hits(const std::vector<C>& cases, gv::Stats& st) {
  int hits = 0;
  for (const C& c : cases) hits += gv::intersecting(gv::ray_aabb_entry(c.ray, c.box, &st).relation);
  return hits;
}

template <class T>
void entry_no_allocations() {
  using C = gv::query::RayAabb<T>;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(19);
  std::vector<C> cases;
  cases.reserve(4000);
  for (int i = 0; i < 4000; ++i) cases.push_back(Gen::make(rng, static_cast<std::size_t>(i) % Gen::kClasses.size()));
  gv::Stats st;
  const long before = g_allocations.load();
  const int hits = entry_hits(cases, st);
  const long after = g_allocations.load();
  EXPECT_EQ(after - before, 0);
  EXPECT_GT(st.filter, 0u);
  EXPECT_GT(st.exact, 0u);
  EXPECT_GT(hits, 0);
}

TEST(NoAllocation, RayAabbEntryFloatAndDouble) {
  entry_no_allocations<float>();
  entry_no_allocations<double>();
}

/// The batch calls (core/ray_aabb_batch.h) on 8 boxes per ray, generator
/// cases of every class: no allocation, no harmful flag on valid input,
/// through the filter and the exact stage.
template <class T>
void batch_clean_calls() {
  using C = gv::query::RayAabb<T>;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(23);
  const int n = gv::test_support::work(4000, 400);
  std::vector<C> cases;
  cases.reserve(static_cast<std::size_t>(n));
  for (int i = 0; i < n; ++i) cases.push_back(Gen::make(rng, static_cast<std::size_t>(i) % Gen::kClasses.size()));
  std::vector<gv::PreparedRay<T>> rays;
  rays.reserve(cases.size());
  for (const C& c : cases) rays.push_back(gv::prepare_ray(c.ray));
  gv::Stats st;
  unsigned hits = 0;
  const long before = g_allocations.load();
  for (std::size_t i = 0; i + 8 <= cases.size(); ++i) {
    gv::Aabb8<T> boxes;
    for (int k = 0; k < 8; ++k) gv::set_box(boxes, k, cases[i + static_cast<std::size_t>(k)].box);
    gv::Relation out[8];
    std::feclearexcept(FE_ALL_EXCEPT);
    hits |= gv::relations(rays[i], boxes, out, &st);
    if (std::fetestexcept(kHarmful) != 0) {
      const int raised = std::fetestexcept(kHarmful);
      ADD_FAILURE() << "flags " << raised << "\n" << gv::query::declarations(cases[i]);
      return;
    }
  }
  EXPECT_EQ(g_allocations.load() - before, 0);
  EXPECT_GT(st.filter, 0u);
  EXPECT_GT(st.exact, 0u);
  EXPECT_NE(hits, 0u);
}

TEST(NoAllocation, RayAabbBatchFloatAndDouble) {
  batch_clean_calls<float>();
  batch_clean_calls<double>();
}

TEST(NoAllocation, TheCounterWorks) {
  // direct calls (a new-expression could be elided by the compiler), through
  // volatile pointers so that no inlining lets GCC pair malloc with delete
  // (-Wmismatched-new-delete)
  void* (*volatile allocate)(std::size_t) = static_cast<void* (*)(std::size_t)>(&::operator new);
  void (*volatile release)(void*) noexcept = static_cast<void (*)(void*) noexcept>(&::operator delete);
  const long before = g_allocations.load();
  void* p = allocate(16);
  release(p);
  EXPECT_EQ(g_allocations.load() - before, 1);
}

}  // namespace
