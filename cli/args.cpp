// SPDX-License-Identifier: MIT
// geoverify command: argument parsing (see args.h).
#include "args.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <limits>

namespace gv {
namespace cli {
namespace {

constexpr double kMaxSeconds = 1e7;

// Plain decimal only ("90", "2.5", ".5"): strtod alone would also take hex
// floats, exponents, "inf" and leading blanks.
bool is_plain_decimal(const std::string& text) {
  std::size_t digits = 0, dots = 0;
  for (const char ch : text) {
    if (ch >= '0' && ch <= '9') {
      ++digits;
    } else if (ch == '.') {
      ++dots;
    } else {
      return false;
    }
  }
  return digits > 0 && dots <= 1;
}

bool parse_seconds(const std::string& text, double& out) {
  if (!is_plain_decimal(text)) return false;
  char* end = nullptr;
  errno = 0;
  const double v = std::strtod(text.c_str(), &end);
  if (errno != 0 || end != text.c_str() + text.size() || !std::isfinite(v) || v <= 0 || v > kMaxSeconds) {
    return false;
  }
  out = v;
  return true;
}

bool parse_unsigned(const std::string& text, std::uint64_t& out) {
  if (text.empty() || text[0] < '0' || text[0] > '9') return false;
  char* end = nullptr;
  errno = 0;
  const unsigned long long v = std::strtoull(text.c_str(), &end, 10);
  if (errno != 0 || end != text.c_str() + text.size()) return false;
  out = v;
  return true;
}

// The report outputs (--report, --junit, --markdown, --html): the member that holds
// the flag's path, nullptr for other flags.
std::string* output_path(const std::string& flag, Parsed& out) {
  if (flag == "--report") return &out.report_path;
  if (flag == "--junit") return &out.junit_path;
  if (flag == "--markdown") return &out.markdown_path;
  if (flag == "--html") return &out.html_path;
  return nullptr;
}

bool set_output_path(const std::string& flag, const std::string& value, Parsed& out, std::string& error) {
  if (value.empty()) {
    error = flag + " needs a file name";
    return false;
  }
  *output_path(flag, out) = value;
  return true;
}

// stdout holds one rendering at most.
bool check_outputs(const Parsed& out, std::string& error) {
  const int to_stdout =
      (out.report_path == "-") + (out.junit_path == "-") + (out.markdown_path == "-") + (out.html_path == "-");
  if (to_stdout > 1) {
    error = "at most one of --report, --junit, --markdown and --html can be '-' (stdout)";
    return false;
  }
  return true;
}

}  // namespace

std::string usage() {
  return "usage: geoverify run [--seconds N] [--cases N] [--query Q]... [--seed S] [--jobs N] [--shard K/N]\n"
         "                     [--report FILE] [--junit FILE] [--markdown FILE] [--html FILE] [--wide]\n"
         "                     [--fast] [--shrink-budget N] [--no-progress]\n"
         "       geoverify merge [--report FILE] [--junit FILE] [--markdown FILE] [--html FILE] [--wide]\n"
         "                       SHARD.json...\n"
         "       geoverify list\n"
         "       geoverify mesh [--seed S] [--meshes N] [--rays N] [--max-triangles N]\n"
         "       geoverify --help | --version\n"
         "\n"
         "run      check every registered routine of every query against the exact oracle on the\n"
         "         degeneracy-aware generators and print a table; exit 0 when every core routine\n"
         "         held its contract and every expected specimen defect was found, 1 otherwise,\n"
         "         2 on bad usage.\n"
         "  --seconds N    total time budget in seconds, shared by the query instances (default 60,\n"
         "                 at most 10000000; none with --cases alone)\n"
         "  --cases N      stop each query instance after N cases: the run is then a pure function\n"
         "                 of the seed; without --seconds the N cases run however long they take,\n"
         "                 with it whichever comes first ends the instance\n"
         "  --query Q      only query Q (plane-aabb, plane-sphere, ...) or one instance of it\n"
         "                 (plane-aabb/f32); repeatable\n"
         "  --seed S       seed of the deterministic case stream (default 1)\n"
         "  --jobs N       threads per query instance (default: one per hardware thread); with\n"
         "                 --cases the results do not depend on N\n"
         "  --shard K/N    run only the K-th of N deterministic shares of the case stream; combine\n"
         "                 the N reports with 'geoverify merge'\n"
         "  --report FILE  also write the results as JSON to FILE (whole or not at all; checked\n"
         "                 before the run); '-' writes the JSON to stdout and the table to stderr\n"
         "  --junit FILE   also write the results as JUnit XML to FILE (CI test tabs: a test case\n"
         "                 per routine and query instance, failing where the table's result is in\n"
         "                 capitals)\n"
         "  --markdown FILE\n"
         "                 also write the results as a Markdown table to FILE (CI job summaries, PR\n"
         "                 comments); both are checked before the run like --report, and '-' writes\n"
         "                 to stdout (the table then goes to stderr); at most one output may be '-'\n"
         "  --html FILE    also write the results as one self-contained HTML page to FILE: the table\n"
         "                 (failing rows first, filterable), a plot of each row's violations by class\n"
         "                 and margin, and a picture of every counterexample; checked like --report\n"
         "  --wide         the table with every column, one line per row (default: fits 100 columns)\n"
         "  --fast         where a query has a certified core, use it as the reference; the exact\n"
         "                 oracle confirms every disagreement and audits the core on 1 case in 16\n"
         "  --shrink-budget N\n"
         "                 routine and oracle evaluations spent minimising each counterexample\n"
         "                 (default 4000; 0 prints them as found); finding is not affected\n"
         "  --no-progress  no live progress line, even on a terminal\n"
         "merge    combine the JSON reports of the shards 1/N ... N/N of one campaign (run with\n"
         "         --shard K/N and the same --seed and --cases) into the report of the whole\n"
         "         campaign; prints the table, exit status as for run; --report, --junit,\n"
         "         --markdown, --html and --wide as for run\n"
         "list     show every registered routine, its contract and expected defects, and the\n"
         "         generator classes of each query\n"
         "mesh     cast rays into closed meshes (8 to 100,000 triangles; through shared edges and\n"
         "         vertices, grazing, from the surface and inside) with the built-in ray casters\n"
         "         and judge every answer exactly: the certified caster (closest and any hit, f32\n"
         "         and f64) must hold, the textbook BVH caster (Williams et al. + Moller-Trumbore)\n"
         "         must be found leaking; exit 0 when both are so, 1 otherwise\n"
         "  --seed S       seed of the meshes and rays (default 1)\n"
         "  --meshes N     meshes per caster (default 64)\n"
         "  --rays N       rays per mesh (default 256)\n"
         "  --max-triangles N\n"
         "                 largest mesh drawn, 8 to 100000 (default 100000)\n"
         "A row that ran no case fails ('RAN NO CASES'). --help after any command shows this text.\n";
}

bool parse(const std::vector<std::string>& args, const campaign::Campaign& campaign, Parsed& out,
           std::string& error) {
  out = Parsed{};
  if (args.empty()) {
    error = "missing command (try 'geoverify --help')";
    return false;
  }
  const std::string& cmd = args[0];
  if (cmd == "--help" || cmd == "-h" || cmd == "help") {
    out.command = Command::help;
    return args.size() == 1 || (error = "unexpected argument '" + args[1] + "'", false);
  }
  if (cmd == "--version") {
    out.command = Command::version;
    return args.size() == 1 || (error = "unexpected argument '" + args[1] + "'", false);
  }
  // --help anywhere after a command: that command's help, exit 0.
  for (std::size_t i = 1; i < args.size(); ++i) {
    if ((cmd == "run" || cmd == "merge" || cmd == "list" || cmd == "mesh") && (args[i] == "--help" || args[i] == "-h")) {
      out.command = Command::help;
      return true;
    }
  }
  if (cmd == "list") {
    out.command = Command::list;
    return args.size() == 1 || (error = "'list' takes no arguments, got '" + args[1] + "'", false);
  }
  if (cmd == "merge") {
    out.command = Command::merge;
    for (std::size_t i = 1; i < args.size(); ++i) {
      const std::string& a = args[i];
      const std::size_t eq = a.find('=');
      const std::string flag = a.substr(0, eq);
      if (a == "--wide") {
        out.wide = true;
      } else if (a.rfind("--", 0) == 0 && output_path(flag, out)) {
        const std::string value =
            eq == std::string::npos ? (i + 1 < args.size() ? args[++i] : std::string()) : a.substr(eq + 1);
        if (!set_output_path(flag, value, out, error)) return false;
      } else if (a.rfind("--", 0) == 0) {
        error = "unknown option '" + a + "' for 'merge' (try 'geoverify --help')";
        return false;
      } else {
        out.inputs.push_back(a);
      }
    }
    if (out.inputs.empty()) {
      error = "'merge' needs the shard reports to combine (geoverify merge [--report OUT] SHARD.json...)";
      return false;
    }
    return check_outputs(out, error);
  }
  if (cmd == "mesh") {
    out.command = Command::mesh;
    for (std::size_t i = 1; i < args.size(); ++i) {
      const std::string& a = args[i];
      const std::size_t eq = a.find('=');
      const std::string flag = a.substr(0, eq);
      std::uint64_t* target = flag == "--seed"            ? &out.mesh.seed
                              : flag == "--meshes"        ? &out.mesh.meshes
                              : flag == "--rays"          ? &out.mesh.rays_per_mesh
                              : nullptr;
      const bool triangles = flag == "--max-triangles";
      if (!target && !triangles) {
        error = "unknown option '" + a + "' for 'mesh' (try 'geoverify --help')";
        return false;
      }
      const std::string value =
          eq == std::string::npos ? (i + 1 < args.size() ? args[++i] : std::string()) : a.substr(eq + 1);
      std::uint64_t v = 0;
      if (!parse_unsigned(value, v)) {
        error = flag + " needs a whole number, got '" + value + "'";
        return false;
      }
      if (triangles) {
        if (v < 8 || v > 100000) {
          error = "--max-triangles must be from 8 to 100000, got " + value;
          return false;
        }
        out.mesh.max_triangles = static_cast<std::size_t>(v);
      } else {
        if (flag != "--seed" && (v == 0 || v > 1000000)) {
          error = flag + " must be from 1 to 1000000, got " + value;
          return false;
        }
        *target = v;
      }
    }
    return true;
  }
  if (cmd != "run") {
    error = "unknown command '" + cmd + "' (try 'geoverify --help')";
    return false;
  }
  out.command = Command::run;
  bool seconds_given = false;
  for (std::size_t i = 1; i < args.size(); ++i) {
    std::string flag = args[i];
    std::string value;
    bool has_value = false;
    const std::size_t eq = flag.find('=');
    if (flag.rfind("--", 0) == 0 && eq != std::string::npos) {
      value = flag.substr(eq + 1);
      flag = flag.substr(0, eq);
      has_value = true;
    }
    const bool takes_value = flag == "--seconds" || flag == "--cases" || flag == "--query" || flag == "--seed" ||
                             flag == "--jobs" || flag == "--shard" || flag == "--shrink-budget" ||
                             output_path(flag, out);
    if (takes_value && !has_value) {
      if (i + 1 >= args.size()) {
        error = "option '" + flag + "' needs a value";
        return false;
      }
      value = args[++i];
    }
    if (flag == "--seconds") {
      if (!parse_seconds(value, out.options.seconds)) {
        error = "--seconds needs a positive decimal number of seconds, at most 10000000, got '" + value + "'";
        return false;
      }
      seconds_given = true;
    } else if (flag == "--cases") {
      if (!parse_unsigned(value, out.options.max_cases) || out.options.max_cases == 0) {
        error = "--cases needs a positive integer, got '" + value + "'";
        return false;
      }
    } else if (flag == "--query") {
      if (value.rfind("ray-mesh", 0) == 0 && !campaign.is_query(value)) {
        error = "'" + value + "' is a whole-mesh query: 'geoverify mesh' judges it";
        return false;
      }
      if (!campaign.is_query(value)) {
        std::string known;
        for (const auto& q : campaign.query_names()) known += (known.empty() ? "" : ", ") + q;
        error = "unknown query '" + value + "' (known: " + known + ", or their names without /f32, /f64)";
        return false;
      }
      out.options.queries.push_back(value);
    } else if (flag == "--jobs") {
      std::uint64_t jobs = 0;
      if (!parse_unsigned(value, jobs) || jobs == 0 || jobs > 1024) {
        error = "--jobs needs a number of threads from 1 to 1024, got '" + value + "'";
        return false;
      }
      out.options.jobs = static_cast<unsigned>(jobs);
    } else if (flag == "--shard") {
      const std::size_t slash = value.find('/');
      std::uint64_t k = 0, n = 0;
      if (slash == std::string::npos || !parse_unsigned(value.substr(0, slash), k) ||
          !parse_unsigned(value.substr(slash + 1), n) || n == 0 || k == 0 || k > n || n > 1000000) {
        error = "--shard needs K/N with 1 <= K <= N (e.g. 2/8), got '" + value + "'";
        return false;
      }
      out.options.shard_index = k - 1;
      out.options.shard_count = n;
    } else if (flag == "--shrink-budget") {
      std::uint64_t budget = 0;
      if (!parse_unsigned(value, budget) || budget > 1000000) {
        error = "--shrink-budget needs a number of evaluations from 0 to 1000000, got '" + value + "'";
        return false;
      }
      out.options.shrink_budget = static_cast<int>(budget);
    } else if (flag == "--seed") {
      if (!parse_unsigned(value, out.options.seed)) {
        error = "--seed needs an unsigned integer, got '" + value + "'";
        return false;
      }
    } else if (output_path(flag, out)) {
      if (!set_output_path(flag, value, out, error)) return false;
    } else if (flag == "--wide" && !has_value) {
      out.wide = true;
    } else if (flag == "--no-progress" && !has_value) {
      out.progress_forced_off = true;
    } else if (flag == "--fast" && !has_value) {
      out.options.fast = true;
    } else {
      error = "unknown option '" + args[i] + "' for 'run' (try 'geoverify --help')";
      return false;
    }
  }
  // --cases alone runs the N cases however long they take.
  if (out.options.max_cases != 0 && !seconds_given) out.options.seconds = std::numeric_limits<double>::infinity();
  return check_outputs(out, error);
}

}  // namespace cli
}  // namespace gv
