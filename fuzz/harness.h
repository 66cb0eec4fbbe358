// SPDX-License-Identifier: MIT
// geoverify fuzz: the differential harness every query's fuzz target uses.
//
// Input layout: byte 0 chooses the scalar type (bit 0: float / double) and the
// mode (bit 1: raw / generator).
//   raw        the case's scalars, little-endian IEEE bit patterns, in the
//              order of query::scalars_of (missing bytes read as zero). Any
//              bit pattern is allowed: NaN, infinities, inverted boxes,
//              negative radii, so invalid input is fuzzed too.
//   generator  the remaining bytes steer the degeneracy-aware generators
//              (first the class, then every draw), so that mutations explore
//              near contact instead of random space.
// Checks, for every input:
//   * invalid case: the oracle (and the core, where one exists) answer
//     Relation::invalid; nothing crashes, nothing is undefined (ASan+UBSan);
//   * valid case: the oracle gives a relation and a margin whose sign agrees
//     with it; the core equals the oracle exactly, else the harness aborts
//     with the case printed as C++ literals;
//   * specimens run on valid cases; their disagreements with the oracle are
//     counted (reported at exit), never fatal: their defects are known.
#ifndef GEOVERIFY_FUZZ_HARNESS_H
#define GEOVERIFY_FUZZ_HARNESS_H

#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <string>
#include <type_traits>

#include "geoverify/exact/oracle.h"
#include "geoverify/gen/generators.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/core_binding.h"
#include "geoverify/specimens/registry.h"

namespace gv {
namespace fuzz {

/// Randomness source over the fuzz input (gen/source.h interface).
struct FdpSource {
  FuzzedDataProvider& fdp;
  std::uint64_t draw(std::uint64_t n) {
    return n <= 1 ? 0 : fdp.ConsumeIntegralInRange<std::uint64_t>(0, n - 1);
  }
};

/// Per-process tally of specimen disagreements, printed at exit.
inline std::map<std::string, std::uint64_t>& tally() {
  static std::map<std::string, std::uint64_t> t;
  return t;
}

inline void print_tally() {
  for (const auto& [name, n] : tally()) std::fprintf(stderr, "geoverify-fuzz: %s disagreed %llu times\n", name.c_str(), static_cast<unsigned long long>(n));
}

template <class C>
[[noreturn]] void fail(const char* what, const C& c) {
  std::fprintf(stderr, "geoverify-fuzz: %s (%s)\n%s\n", what, C::kQuery, query::declarations(c).c_str());
  std::abort();
}

template <class C>
C raw_case(FuzzedDataProvider& fdp) {
  using T = typename C::Scalar;
  using Bits = std::conditional_t<std::is_same_v<T, float>, std::uint32_t, std::uint64_t>;
  query::Scalars<C> v{};
  for (auto& x : v) {
    const Bits b = fdp.ConsumeIntegral<Bits>();
    std::memcpy(&x, &b, sizeof x);
  }
  return query::case_from_scalars<C>(v);
}

template <class C>
void check(const C& c) {
  const exact::Result r = exact::oracle(c);
  if (!query::valid(c)) {
    if (r.relation != Relation::invalid) fail("oracle accepted an invalid case", c);
    if constexpr (query::CoreBinding<C>::available) {
      if (query::CoreBinding<C>::relation(c) != Relation::invalid) fail("core accepted an invalid case", c);
    }
    return;
  }
  if (r.relation == Relation::invalid) fail("oracle rejected a valid case", c);
  if ((r.margin > 0) != (r.relation == Relation::disjoint) || (r.margin < 0) != (r.relation == Relation::overlapping)) {
    fail("oracle margin sign disagrees with its relation", c);
  }
  if constexpr (query::CoreBinding<C>::available) {
    if (query::CoreBinding<C>::relation(c) != r.relation) fail("core differs from the exact oracle", c);
  }
  static const auto routines = specimens::specimens<C>();
  for (const auto& impl : routines) {
    if (impl.accepts && !impl.accepts(c)) continue;
    if (impl.intersects(c) != intersecting(r.relation)) ++tally()[impl.name];
  }
}

template <class C>
void run_one(FuzzedDataProvider& fdp, bool raw) {
  if (raw) {
    check(raw_case<C>(fdp));
  } else {
    FdpSource src{fdp};
    const auto cls = static_cast<std::size_t>(src.draw(gen::Generator<C>::kClasses.size()));
    check(gen::Generator<C>::make(src, cls));
  }
}

/// The body of LLVMFuzzerTestOneInput for a query with case types CF (float)
/// and CD (double).
template <class CF, class CD>
int test_one_input(const std::uint8_t* data, std::size_t size) {
  // Construct the tally before registering its printer, so that it is
  // destroyed after the printer runs at exit.
  static const bool registered = (tally(), std::atexit(print_tally), true);
  (void)registered;
  if (size == 0) return 0;
  FuzzedDataProvider fdp(data + 1, size - 1);
  const bool dbl = (data[0] & 1) != 0, raw = (data[0] & 2) == 0;
  if (dbl) run_one<CD>(fdp, raw);
  else run_one<CF>(fdp, raw);
  return 0;
}

}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_HARNESS_H
