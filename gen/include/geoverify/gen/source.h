// SPDX-License-Identifier: MIT
// geoverify generators: randomness sources.
//
// Every generator is a function template over a source type Src with one
// member:   std::uint64_t draw(std::uint64_t n)   // uniform in [0, n), n >= 1
// The campaign uses Prng below; the RapidCheck properties draw through
// rc::gen (so that counterexamples shrink); the fuzzers draw from the fuzz
// input (FuzzedDataProvider). Generators never depend on which one it is.
// AnySource puts any of them behind one type, so that the generators compiled
// once in the gen library (out_of_line.h) serve the properties and the fuzzers
// too.
#ifndef GEOVERIFY_GEN_SOURCE_H
#define GEOVERIFY_GEN_SOURCE_H

#include <cstdint>

namespace gv {
namespace gen {

/// xoshiro256** seeded through splitmix64: fast, deterministic for a seed.
class Prng {
 public:
  explicit Prng(std::uint64_t seed) noexcept {
    for (auto& s : s_) {
      seed += 0x9e3779b97f4a7c15ull;
      std::uint64_t z = seed;
      z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
      z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
      s = z ^ (z >> 31);
    }
  }

  /// 64 uniform bits.
  std::uint64_t next() noexcept {
    const std::uint64_t result = rotl(s_[1] * 5, 7) * 9;
    const std::uint64_t t = s_[1] << 17;
    s_[2] ^= s_[0];
    s_[3] ^= s_[1];
    s_[1] ^= s_[2];
    s_[0] ^= s_[3];
    s_[2] ^= t;
    s_[3] = rotl(s_[3], 45);
    return result;
  }

  /// Uniform in [0, n) for n >= 1 (rejection sampling: no modulo bias).
  std::uint64_t draw(std::uint64_t n) noexcept {
    if (n <= 1) return 0;
    const std::uint64_t limit = ~std::uint64_t{0} - (~std::uint64_t{0} % n);
    std::uint64_t x;
    do {
      x = next();
    } while (x >= limit);
    return x % n;
  }

 private:
  static std::uint64_t rotl(std::uint64_t x, int k) noexcept { return (x << k) | (x >> (64 - k)); }
  std::uint64_t s_[4];
};

/// Any source behind one type: draw(n) calls the wrapped source's draw(n).
/// Holds a reference: the wrapped source must outlive it. Costs an indirect
/// call per draw, which the properties and the fuzzers (each case checked
/// against an exact oracle) do not notice; the campaign draws from Prng
/// directly.
class AnySource {
 public:
  template <class Src>
  explicit AnySource(Src& src) noexcept : src_(&src), draw_(&draw_from<Src>) {}

  /// Uniform in [0, n) for n >= 1, as the wrapped source draws it.
  std::uint64_t draw(std::uint64_t n) { return draw_(src_, n); }

 private:
  template <class Src>
  static std::uint64_t draw_from(void* src, std::uint64_t n) {
    return static_cast<Src*>(src)->draw(n);
  }
  void* src_;
  std::uint64_t (*draw_)(void*, std::uint64_t);
};

}  // namespace gen
}  // namespace gv

#endif  // GEOVERIFY_GEN_SOURCE_H
