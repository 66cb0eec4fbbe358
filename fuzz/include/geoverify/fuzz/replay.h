// SPDX-License-Identifier: MIT
// geoverify fuzz: the main() of a fuzz target built without libFuzzer (g++,
// or any build that does not link a fuzzing engine). It runs corpus files
// through LLVMFuzzerTestOneInput, so a harness still builds and its corpus
// still runs in CTest.
//   usage: <target> [-libfuzzer_flag=...] PATH...   (files, or directories read recursively)
// Arguments starting with '-' are libFuzzer flags and are ignored, so a
// target takes the same command line with and without libFuzzer.
// Exit 0 when every input ran; 2 (with the file named) when one cannot be
// read, or when the paths hold no input at all.
// GeoverifyFuzz.cmake compiles a one-line main calling gv::fuzz::replay_main.
#ifndef GEOVERIFY_FUZZ_REPLAY_H
#define GEOVERIFY_FUZZ_REPLAY_H

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <system_error>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace gv {
namespace fuzz {
namespace detail {

inline bool replay_file(const std::filesystem::path& p) {
  std::ifstream in(p, std::ios::binary);
  if (!in) {
    std::fprintf(stderr, "replay: cannot read '%s'\n", p.string().c_str());
    return false;
  }
  const std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (in.bad()) {
    std::fprintf(stderr, "replay: error reading '%s'\n", p.string().c_str());
    return false;
  }
  LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
  return true;
}

}  // namespace detail

/// Replays every file named (directories recursively, in sorted order).
inline int replay_main(int argc, char** argv) {
  namespace fs = std::filesystem;
  std::vector<fs::path> roots;
  for (int i = 1; i < argc; ++i) {
    if (argv[i][0] != '-') roots.emplace_back(argv[i]);
  }
  if (roots.empty()) {
    std::fprintf(stderr, "usage: %s PATH...\nreplay: no input found in the given paths\n", argc > 0 ? argv[0] : "replay");
    return 2;
  }
  std::size_t count = 0;
  for (const fs::path& root : roots) {
    std::error_code ec;
    if (fs::is_directory(root, ec)) {
      std::vector<fs::path> files;
      for (const auto& e : fs::recursive_directory_iterator(root, ec)) {
        if (e.is_regular_file()) files.push_back(e.path());
      }
      if (ec) {
        std::fprintf(stderr, "replay: cannot list '%s': %s\n", root.string().c_str(), ec.message().c_str());
        return 2;
      }
      std::sort(files.begin(), files.end());
      for (const auto& f : files) {
        if (!detail::replay_file(f)) return 2;
        ++count;
      }
    } else {
      if (!detail::replay_file(root)) return 2;
      ++count;
    }
  }
  std::fprintf(stderr, "replay: %zu inputs ran\n", count);
  if (count == 0) {
    // An empty or misnamed corpus must not pass as a successful replay.
    std::fprintf(stderr, "replay: no input found in the given paths\n");
    return 2;
  }
  return 0;
}

}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_REPLAY_H
