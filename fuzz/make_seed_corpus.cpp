// SPDX-License-Identifier: MIT
// geoverify fuzz: writes the checked-in seed corpus (fuzz/corpus/<query>/).
//   usage: make_seed_corpus OUTDIR
// For each query and scalar type: one generator-mode input per degeneracy
// class (found by searching byte strings whose first draw picks that class),
// and raw-mode inputs for hand cases: exact contact, zero normals and extents,
// signed zeros, subnormals, the largest values, NaN, infinities and inverted
// boxes (each query's in fuzz/seeds/<query>.h; the build includes them all
// through seeds/registered.h, generated from the registry). Deterministic:
// rerunning it reproduces the same files.
#include <fuzzer/FuzzedDataProvider.h>

#include <cstdint>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <string>
#include <type_traits>
#include <vector>

#include "geoverify/gen/generators.h"
#include "geoverify/gen/source.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/registry.h"
#include "seeds/registered.h"

namespace {

namespace fs = std::filesystem;

void write(const fs::path& file, const std::vector<std::uint8_t>& bytes) {
  std::ofstream out(file, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()), static_cast<std::streamsize>(bytes.size()));
  if (!out) {
    std::fprintf(stderr, "make_seed_corpus: cannot write '%s'\n", file.string().c_str());
    std::exit(2);
  }
}

template <class C>
std::vector<std::uint8_t> raw_input(const C& c) {
  using T = typename C::Scalar;
  std::vector<std::uint8_t> bytes{static_cast<std::uint8_t>(std::is_same_v<T, double> ? 1 : 0)};
  // FuzzedDataProvider::ConsumeIntegral takes its bytes from the end of the
  // data, the last byte most significant: each value sits little-endian at
  // the tail, and the first value consumed is the last one written.
  const auto v = gv::query::scalars_of(c);
  for (auto it = v.rbegin(); it != v.rend(); ++it) {
    std::uint8_t b[sizeof(T)];
    std::memcpy(b, &*it, sizeof(T));  // little-endian host (x86-64, AArch64)
    bytes.insert(bytes.end(), b, b + sizeof(T));
  }
  return bytes;
}

template <class C>
void generator_seeds(const fs::path& dir, const char* tag, std::uint64_t seed) {
  using T = typename C::Scalar;
  using Gen = gv::gen::Generator<C>;
  gv::gen::Prng rng(seed);
  for (std::size_t k = 0; k < Gen::kClasses.size(); ++k) {
    for (int attempt = 0; attempt < 100000; ++attempt) {
      std::vector<std::uint8_t> bytes(64);
      for (auto& b : bytes) b = static_cast<std::uint8_t>(rng.draw(256));
      bytes[0] = static_cast<std::uint8_t>(2 | (std::is_same_v<T, double> ? 1 : 0));
      FuzzedDataProvider fdp(bytes.data() + 1, bytes.size() - 1);
      if (fdp.ConsumeIntegralInRange<std::uint64_t>(0, Gen::kClasses.size() - 1) == k) {
        write(dir / (std::string("gen-") + tag + "-" + Gen::kClasses[k]), bytes);
        break;
      }
    }
  }
}

template <class C>
void raw_seeds(const fs::path& dir, const char* tag, const std::vector<std::pair<std::string, C>>& cases) {
  for (const auto& [name, c] : cases) write(dir / (std::string("raw-") + tag + "-" + name), raw_input(c));
}

/// Both instances of a query: generator-mode inputs (one per class) and the
/// hand seeds of fuzz/seeds/<query>.h, in fuzz/corpus/<query name>/.
template <class CF, class CD>
void write_query(const fs::path& out) {
  using Hand = gv::fuzz::seeds::HandSeeds<CF>;
  const fs::path dir = out / CF::kQuery;
  fs::create_directories(dir);
  generator_seeds<CF>(dir, "f32", Hand::kSeed);
  generator_seeds<CD>(dir, "f64", Hand::kSeed + 1);
  raw_seeds(dir, "f32", Hand::cases());
  raw_seeds(dir, "f64", gv::fuzz::seeds::HandSeeds<CD>::cases());
}

}  // namespace

int main(int argc, char** argv) {
  if (argc != 2) {
    std::fprintf(stderr, "usage: %s OUTDIR\n", argv[0]);
    return 2;
  }
  const fs::path out(argv[1]);
#define GEOVERIFY_DETAIL_WRITE(Q) write_query<gv::query::Q<float>, gv::query::Q<double>>(out);
  GEOVERIFY_FOR_EACH_QUERY(GEOVERIFY_DETAIL_WRITE)
#undef GEOVERIFY_DETAIL_WRITE
  std::printf("seed corpus written to %s\n", out.string().c_str());
  return 0;
}
