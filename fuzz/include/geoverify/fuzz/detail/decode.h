// SPDX-License-Identifier: MIT
// geoverify fuzz: how a fuzz input becomes a case. Every geoverify fuzz
// target decodes its bytes this way: the built-in harnesses (fuzz/harness.h)
// and the targets GEOVERIFY_FUZZ_ROUTINE defines (geoverify/fuzz/fuzz.h), so
// that one seed corpus and one dictionary serve them all.
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
// A target for one case type (a routine in float, say) reads the mode only:
// it decodes every input as its own type.
#ifndef GEOVERIFY_FUZZ_DETAIL_DECODE_H
#define GEOVERIFY_FUZZ_DETAIL_DECODE_H

#include <fuzzer/FuzzedDataProvider.h>

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <type_traits>

#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace fuzz {

/// Randomness source over the fuzz input (gen/source.h interface). Once the
/// input's bytes run out, the draws continue from a fixed Prng: a
/// FuzzedDataProvider would answer every further draw with its minimum, and
/// a generator that draws again until a condition holds (two independent
/// directions, a nonzero vector) would then never return. The case stays a
/// function of the input.
struct FdpSource {
  FuzzedDataProvider& fdp;
  gen::Prng rest{0x9e3779b97f4a7c15u};
  std::uint64_t draw(std::uint64_t n) {
    if (n <= 1) return 0;
    if (fdp.remaining_bytes() == 0) return rest.draw(n);
    return fdp.ConsumeIntegralInRange<std::uint64_t>(0, n - 1);
  }
};

/// What byte 0 of an input selects.
struct InputHeader {
  bool dbl = false;  ///< bit 0: double (else float)
  bool raw = true;   ///< bit 1 clear: raw bit patterns (else generator mode)
};

inline InputHeader input_header(std::uint8_t b0) {
  return {(b0 & 1u) != 0, (b0 & 2u) == 0};
}

/// Raw mode: the case's scalars as IEEE bit patterns.
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

/// Generator mode: the bytes pick a degeneracy class and steer its draws.
template <class C>
C generated_case(FuzzedDataProvider& fdp) {
  FdpSource bytes{fdp};
  gen::AnySource src(bytes);  // the generators the gen library compiled
  const auto cls = static_cast<std::size_t>(src.draw(gen::Generator<C>::kClasses.size()));
  return gen::Generator<C>::make(src, cls);
}

/// The case the rest of an input (after byte 0) describes in the given mode.
template <class C>
C decode_case(FuzzedDataProvider& fdp, bool raw) {
  return raw ? raw_case<C>(fdp) : generated_case<C>(fdp);
}

/// Decodes a whole input as case type C (bit 0 of byte 0 is not consulted).
/// False for an empty input.
template <class C>
bool decode(const std::uint8_t* data, std::size_t size, C& out) {
  if (size == 0) return false;
  FuzzedDataProvider fdp(data + 1, size - 1);
  out = decode_case<C>(fdp, input_header(data[0]).raw);
  return true;
}

}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_DETAIL_DECODE_H
