// SPDX-License-Identifier: MIT
// The benchmark binary's entry point: registers every query (bench.h), runs
// them with five repetitions unless told otherwise (--cases=N: N cases per
// family instead of 4096), and closes with a table
// of ratios between the columns from the medians of the repetitions.
// --ratios FILE (or --ratios=FILE) also writes that table as JSON: an array
// with one object per row,
//   {"query": "ray-aabb", "type": "f32", "family": "typical",
//    "core_over_plain": 4.2, "cgal_over_core": null, "exact_ns": 812.5}
// core_over_plain and cgal_over_core are ratios of the medians' ns per case
// (null where a column is absent: no CGAL, or no such predicate in CGAL);
// exact_ns is the core's ns per case on the query's exact-fallback family,
// every call of which runs the exact stage (null for a core without one).
// --exact-classes FILE (or --exact-classes=FILE) runs nothing else: for
// every query with an exact stage and every class of its generator, the
// core's ns per case over the class's cases that reach the exact stage
// (bench.h, time_exact_by_class), printed as a table with each row's worst
// class and written to FILE as a JSON array of
//   {"query": "obb-sphere", "type": "f64", "class": "random-bits",
//    "tried": 65536, "exact": 4096, "exact_ns": 2750.3}
// (exact_ns null where no case of the class reached the exact stage).
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
  /// json, when not null, receives the table as JSON at Finalize (and is closed).
  RatioReporter(bool colour, std::FILE* json) : ConsoleReporter(colour ? OO_Color : OO_None), json_(json) {}

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
    if (json_) write_json();
  }

 private:
  /// The rows as a JSON array (see the file comment); a row's name is
  /// "<query>/<type>/<family>".
  void write_json() {
    std::fprintf(json_, "[");
    bool first = true;
    for (const std::string& row : rows_) {
      const std::size_t f = row.rfind('/');
      const std::size_t t = f == std::string::npos || f == 0 ? std::string::npos : row.rfind('/', f - 1);
      if (t == std::string::npos) continue;
      const std::string query = row.substr(0, t), type = row.substr(t + 1, f - t - 1), family = row.substr(f + 1);
      auto& c = cells_[row];
      const double plain = c["plain"].ns_per_case, core = c["core"].ns_per_case, cgal = c["cgal"].ns_per_case;
      const auto fallback = cells_.find(query + "/" + type + "/exact-fallback");
      double exact_ns = 0;
      if (fallback != cells_.end()) {
        const auto it = fallback->second.find("core");
        if (it != fallback->second.end()) exact_ns = it->second.ns_per_case;
      }
      std::fprintf(json_, "%s\n  {\"query\": \"%s\", \"type\": \"%s\", \"family\": \"%s\", \"core_over_plain\": %s, "
                   "\"cgal_over_core\": %s, \"exact_ns\": %s}",
                   first ? "" : ",", query.c_str(), type.c_str(), family.c_str(), number(core, plain).c_str(),
                   number(cgal, core).c_str(), number(exact_ns, 1).c_str());
      first = false;
    }
    std::fprintf(json_, "\n]\n");
    std::fclose(json_);
    json_ = nullptr;
  }
  /// a / b as a JSON number, or null when either is missing.
  static std::string number(double a, double b) {
    if (a <= 0 || b <= 0) return "null";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%.4g", a / b);
    return buf;
  }
  std::FILE* json_ = nullptr;
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

/// --exact-classes: times every class, prints the table, writes FILE.
int run_exact_classes(std::FILE* out) {
  std::vector<gvbench::ClassTiming> t;
  for (const gvbench::ClassTimer& timer : gvbench::class_timers()) timer(t);
  std::printf("core ns per case on the cases of each generator class that reach the exact stage (median of 5 passes)\n");
  std::printf("%-34s %-28s %8s %8s %10s\n", "query/type", "class", "tried", "exact", "exact ns");
  std::map<std::string, const gvbench::ClassTiming*> worst;
  for (const gvbench::ClassTiming& c : t) {
    std::printf("%-34s %-28s %8d %8d %10s\n", c.row.c_str(), c.cls.c_str(), c.tried, c.exact,
                c.exact ? std::to_string(static_cast<long>(c.ns + 0.5)).c_str() : "-");
    const gvbench::ClassTiming*& w = worst[c.row];
    if (c.exact && (!w || c.ns > w->ns)) w = &c;
  }
  std::printf("\nworst class per query and type\n");
  for (const auto& [row, w] : worst) {
    if (w) std::printf("%-34s %-28s %10.0f ns\n", row.c_str(), w->cls.c_str(), w->ns);
  }
  std::fprintf(out, "[");
  for (std::size_t i = 0; i < t.size(); ++i) {
    const gvbench::ClassTiming& c = t[i];
    const std::size_t cut = c.row.rfind('/');
    char ns[32] = "null";
    if (c.exact) std::snprintf(ns, sizeof ns, "%.1f", c.ns);
    std::fprintf(out, "%s\n  {\"query\": \"%s\", \"type\": \"%s\", \"class\": \"%s\", \"tried\": %d, "
                 "\"exact\": %d, \"exact_ns\": %s}",
                 i ? "," : "", c.row.substr(0, cut).c_str(), c.row.substr(cut + 1).c_str(), c.cls.c_str(), c.tried,
                 c.exact, ns);
  }
  std::fprintf(out, "\n]\n");
  return std::fclose(out) == 0 ? 0 : 1;
}

/// The file of --NAME FILE or --NAME=FILE at argv[i] (i advanced past it),
/// opened for writing; exits 2 with a one-line reason when it is missing or
/// cannot be written. Null when argv[i] is another argument.
std::FILE* file_option(const char* name, int argc, char** argv, int& i) {
  const std::string a = argv[i], flag = std::string("--") + name;
  if (a != flag && a.rfind(flag + "=", 0) != 0) return nullptr;
  if (a == flag && i + 1 >= argc) {
    std::fprintf(stderr, "geoverify_bench: %s wants a file name\n", flag.c_str());
    std::exit(2);
  }
  const std::string file = a == flag ? std::string(argv[++i]) : a.substr(flag.size() + 1);
  if (file.empty()) {
    std::fprintf(stderr, "geoverify_bench: %s wants a file name\n", flag.c_str());
    std::exit(2);
  }
  std::FILE* f = std::fopen(file.c_str(), "w");
  if (!f) {
    std::fprintf(stderr, "geoverify_bench: %s: cannot write '%s'\n", flag.c_str(), file.c_str());
    std::exit(2);
  }
  return f;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<char*> args{argv[0]};
  bool has_reps = false;
  std::FILE* json = nullptr;
  std::FILE* classes = nullptr;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (std::FILE* f = file_option("ratios", argc, argv, i)) {
      if (json) std::fclose(json);
      json = f;
      continue;
    }
    if (std::FILE* f = file_option("exact-classes", argc, argv, i)) {
      if (classes) std::fclose(classes);
      classes = f;
      continue;
    }
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
  if (classes && json) {
    std::fprintf(stderr, "geoverify_bench: --exact-classes runs alone; --ratios needs the benchmark run\n");
    return 2;
  }
  static char reps[] = "--benchmark_repetitions=5";
  if (!has_reps) args.push_back(reps);
  int n = static_cast<int>(args.size());
  benchmark::Initialize(&n, args.data());
  if (benchmark::ReportUnrecognizedArguments(n, args.data())) return 2;
  for (void (*hook)() : gvbench::query_sources()) hook();
  if (classes) return run_exact_classes(classes);
  RatioReporter reporter(isatty(STDOUT_FILENO) != 0, json);
  benchmark::RunSpecifiedBenchmarks(&reporter);
  benchmark::Shutdown();
  return 0;
}
