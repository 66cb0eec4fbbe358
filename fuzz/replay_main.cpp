// SPDX-License-Identifier: MIT
// geoverify fuzz: replays corpus files through a fuzz target without
// libFuzzer (g++ builds), so that every harness runs in CTest.
//   usage: <target>-replay PATH...   (files, or directories read recursively)
// Exit 0 when every input ran; 2 with the file named when one cannot be read.
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

bool run_file(const std::filesystem::path& p) {
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

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) {
    std::fprintf(stderr, "usage: %s PATH...\n", argv[0]);
    return 2;
  }
  std::size_t count = 0;
  for (int i = 1; i < argc; ++i) {
    const std::filesystem::path root(argv[i]);
    std::error_code ec;
    if (std::filesystem::is_directory(root, ec)) {
      std::vector<std::filesystem::path> files;
      for (const auto& e : std::filesystem::recursive_directory_iterator(root, ec)) {
        if (e.is_regular_file()) files.push_back(e.path());
      }
      if (ec) {
        std::fprintf(stderr, "replay: cannot list '%s': %s\n", root.string().c_str(), ec.message().c_str());
        return 2;
      }
      std::sort(files.begin(), files.end());
      for (const auto& f : files) {
        if (!run_file(f)) return 2;
        ++count;
      }
    } else {
      if (!run_file(root)) return 2;
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
