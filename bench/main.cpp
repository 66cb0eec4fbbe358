// SPDX-License-Identifier: MIT
// The benchmark binary's entry point: registers every query (bench.h), runs
// them with five repetitions unless told otherwise (--cases=N: N cases per
// family instead of 4096), and closes with a table
// of ratios between the columns from the medians of the repetitions.
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <vector>

#include "bench.h"

namespace {

/// Console output as usual (colour only on a terminal), plus the closing
/// table: per query, type and family, nanoseconds per case of each column and
/// the ratios a reader compares.
class RatioReporter : public benchmark::ConsoleReporter {
 public:
  explicit RatioReporter(bool colour) : ConsoleReporter(colour ? OO_Color : OO_None) {}

  void ReportRuns(const std::vector<Run>& runs) override {
    ConsoleReporter::ReportRuns(runs);
    for (const Run& r : runs) {
      const bool single = r.run_type == Run::RT_Iteration && r.repetitions <= 1;
      const bool median = r.run_type == Run::RT_Aggregate && r.aggregate_name == "median";
      if (!single && !median) continue;
      const std::string name = r.run_name.str();
      const std::size_t cut = name.rfind('/');
      if (cut == std::string::npos) continue;
      const std::string row = name.substr(0, cut), column = name.substr(cut + 1);
      if (order_.insert({row, order_.size()}).second) rows_.push_back(row);
      Cell& cell = cells_[row][column];
      cell.ns_per_case = r.GetAdjustedRealTime() / gvbench::cases();
      const auto it = r.counters.find("exact_share");
      if (it != r.counters.end()) cell.exact_share = it->second.value;
    }
  }

  void Finalize() override {
    ConsoleReporter::Finalize();
    if (rows_.empty()) return;
    std::printf("\nns per case (median of the repetitions, %d cases per family) and ratios; lower is faster\n",
                gvbench::cases());
    std::printf("%-38s %8s %8s %9s %8s %8s %10s %11s %8s\n", "query/type/family", "plain", "core", "oracle", "cgal",
                "exact%", "core/plain", "oracle/core", "cgal/core");
    for (const std::string& row : rows_) {
      auto& c = cells_[row];
      const double plain = c["plain"].ns_per_case, core = c["core"].ns_per_case, oracle = c["oracle"].ns_per_case,
                   cgal = c["cgal"].ns_per_case;
      std::printf("%-38s %8s %8s %9s %8s %7.1f%% %10s %11s %8s\n", row.c_str(), ns(plain).c_str(), ns(core).c_str(),
                  ns(oracle).c_str(), ns(cgal).c_str(), 100.0 * c["core"].exact_share, ratio(core, plain).c_str(),
                  ratio(oracle, core).c_str(), ratio(cgal, core).c_str());
    }
  }

 private:
  struct Cell {
    double ns_per_case = 0;
    double exact_share = 0;
  };
  static std::string ns(double v) {
    if (v <= 0) return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, v < 100 ? "%.1f" : "%.0f", v);
    return buf;
  }
  static std::string ratio(double a, double b) {
    if (a <= 0 || b <= 0) return "-";
    char buf[32];
    std::snprintf(buf, sizeof buf, a / b < 10 ? "%.2fx" : "%.0fx", a / b);
    return buf;
  }
  std::map<std::string, std::map<std::string, Cell>> cells_;
  std::map<std::string, std::size_t> order_;
  std::vector<std::string> rows_;
};

}  // namespace

int main(int argc, char** argv) {
  std::vector<char*> args{argv[0]};
  bool has_reps = false;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a.rfind("--cases=", 0) == 0) {
      char* end = nullptr;
      const long n = std::strtol(a.c_str() + 8, &end, 10);
      if (end == a.c_str() + 8 || *end != '\0' || n < 1 || n > (1L << 24)) {
        std::fprintf(stderr, "geoverify_bench: --cases wants a count from 1 to 16777216, got '%s'\n", a.c_str() + 8);
        return 2;
      }
      gvbench::case_count() = static_cast<int>(n);
      continue;
    }
    has_reps |= a.rfind("--benchmark_repetitions", 0) == 0;
    args.push_back(argv[i]);
  }
  static char reps[] = "--benchmark_repetitions=5";
  if (!has_reps) args.push_back(reps);
  int n = static_cast<int>(args.size());
  benchmark::Initialize(&n, args.data());
  if (benchmark::ReportUnrecognizedArguments(n, args.data())) return 2;
  for (void (*hook)() : gvbench::query_sources()) hook();
  RatioReporter reporter(isatty(STDOUT_FILENO) != 0);
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return 0;
}
