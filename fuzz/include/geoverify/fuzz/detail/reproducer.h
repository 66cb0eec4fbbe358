// SPDX-License-Identifier: MIT
// geoverify fuzz: a wrong answer written down as a GoogleTest reproducer.
//
// A reproducer is a small C++ file, mismatch-<query>-<hash>.cpp, in the
// directory named by the environment variable GEOVERIFY_REPRODUCER_DIR (the
// current directory when unset or empty). It holds one TEST: the case as
// hex-float declarations (bit for bit), the exact relation asserted through
// the oracle, and the routine's call with the answer its contract requires
// (or, for a specimen, the known wrong answer it must keep giving). The hash
// covers the routine's name, the scalar type and the case's bits, so the same
// finding always gets the same file.
#ifndef GEOVERIFY_FUZZ_DETAIL_REPRODUCER_H
#define GEOVERIFY_FUZZ_DETAIL_REPRODUCER_H

#include <cctype>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <type_traits>
#include <vector>

#include "geoverify/exact/classify.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/cases.h"

namespace gv {
namespace fuzz {

/// What a reproducer says about one wrong answer.
struct Finding {
  std::string routine;   ///< the routine's name (comments, test name, hash)
  std::string contract;  ///< query::to_string(contract)
  std::string outcome;   ///< "false hit", "false miss" or "wrong relation"
  std::string answer;    ///< the routine's answer as C++: "false", "gv::Relation::touching"
  std::vector<std::string> includes;  ///< extra lines after the standard includes
  std::vector<std::string> body;      ///< the TEST's statements after `c` is declared
};

namespace detail {

inline std::uint64_t fnv1a(std::uint64_t h, const void* p, std::size_t n) {
  const auto* b = static_cast<const unsigned char*>(p);
  for (std::size_t i = 0; i < n; ++i) {
    h ^= b[i];
    h *= 0x100000001b3ull;
  }
  return h;
}

/// "RayAabb" for "ray-aabb", "SeedZooWilliams" for "seed.zoo williams".
inline std::string camel(const std::string& s) {
  std::string out;
  bool upper = true;
  for (const char ch : s) {
    const auto u = static_cast<unsigned char>(ch);
    if (!std::isalnum(u)) {
      upper = true;
      continue;
    }
    out += upper ? static_cast<char>(std::toupper(u)) : ch;
    upper = false;
  }
  return out;
}

inline std::string hex64(std::uint64_t h) {
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

}  // namespace detail

/// "f32" or "f64".
template <class C>
constexpr const char* scalar_tag() {
  return std::is_same_v<typename C::Scalar, float> ? "f32" : "f64";
}

/// "gv::query::RayAabb<float>" for C = query::RayAabb<float>.
template <class C>
std::string case_type_name() {
  return "gv::query::" + detail::camel(C::kQuery) +
         (std::is_same_v<typename C::Scalar, float> ? "<float>" : "<double>");
}

/// The identity of a finding: routine name, scalar type and the case's bits.
template <class C>
std::uint64_t finding_hash(const C& c, const std::string& routine) {
  std::uint64_t h = 0xcbf29ce484222325ull;
  h = detail::fnv1a(h, routine.data(), routine.size());
  h = detail::fnv1a(h, C::kQuery, std::strlen(C::kQuery));
  const auto v = query::scalars_of(c);
  return detail::fnv1a(h, v.data(), sizeof(typename C::Scalar) * v.size());
}

/// GEOVERIFY_REPRODUCER_DIR, or "." when it is unset or empty.
inline std::filesystem::path reproducer_dir() {
  const char* dir = std::getenv("GEOVERIFY_REPRODUCER_DIR");
  return (dir != nullptr && *dir != '\0') ? std::filesystem::path(dir) : std::filesystem::path(".");
}

/// The reproducer's text (see the file comment).
template <class C>
std::string reproducer_text(const C& c, const exact::Result& r, const Finding& f) {
  const std::string hash = detail::hex64(finding_hash(c, f.routine));
  char margins[96];
  std::snprintf(margins, sizeof margins, "margin %.17g, relative margin %.3g", r.margin, r.relative_margin);
  std::string s;
  s += "// geoverify fuzz reproducer: " + std::string(C::kQuery) + "/" + scalar_tag<C>() + ", " + f.routine +
       " (contract: " + f.contract + ")\n";
  s += "// The routine answered " + f.answer + " (a " + f.outcome + "); the exact relation is " +
       to_string(r.relation) + "\n";
  s += "// (" + exact::degeneracy_class(c, r) + "; " + margins + ").\n";
  s += "// Paste the TEST into a GoogleTest source of yours (with the includes below;\n";
  s += "// link geoverify::verify and GTest::gtest_main).\n";
  s += "#include <gtest/gtest.h>\n\n#include <limits>\n\n#include \"geoverify/exact/oracle.h\"\n";
  for (const auto& line : f.includes) s += line + "\n";
  s += "\nTEST(GeoverifyFuzz, " + detail::camel(f.routine) + detail::camel(C::kQuery) +
       (std::is_same_v<typename C::Scalar, float> ? "F32" : "F64") + "H" + hash + ") {\n";
  const std::string decls = query::declarations(c);
  std::size_t start = 0;
  while (start <= decls.size()) {
    const std::size_t end = decls.find('\n', start);
    s += "  " + decls.substr(start, end == std::string::npos ? std::string::npos : end - start) + "\n";
    if (end == std::string::npos) break;
    start = end + 1;
  }
  s += "  const " + case_type_name<C>() + " c{" + C::kNames[0] + ", " + C::kNames[1] + "};\n";
  s += "  ASSERT_EQ(gv::exact::oracle(c).relation, gv::Relation::" + std::string(to_string(r.relation)) + ");\n";
  for (const auto& line : f.body) s += "  " + line + "\n";
  s += "}\n";
  return s;
}

/// Writes the reproducer into reproducer_dir() and returns its path; an
/// empty path (after a message on stderr) if it cannot be written.
template <class C>
std::string write_reproducer(const C& c, const exact::Result& r, const Finding& f) {
  namespace fs = std::filesystem;
  const fs::path dir = reproducer_dir();
  std::error_code ec;
  fs::create_directories(dir, ec);
  const fs::path file =
      dir / ("mismatch-" + std::string(C::kQuery) + "-" + detail::hex64(finding_hash(c, f.routine)) + ".cpp");
  std::ofstream out(file, std::ios::binary | std::ios::trunc);
  out << reproducer_text(c, r, f);
  out.close();
  if (!out) {
    std::fprintf(stderr, "geoverify-fuzz: cannot write the reproducer '%s' (GEOVERIFY_REPRODUCER_DIR)\n",
                 file.string().c_str());
    return {};
  }
  return file.string();
}

}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_DETAIL_REPRODUCER_H
