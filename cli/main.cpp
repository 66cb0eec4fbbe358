// SPDX-License-Identifier: MIT
// geoverify: the command. A thin shell over geoverify::campaign.
//   exit 0  every core and user routine held its contract and every expected defect was found
//   exit 1  a contract was violated or an expected defect was not found
//   exit 2  bad usage (a one-line reason on stderr), or a report could not be written
#include <unistd.h>

#include <cstdio>
#include <string>
#include <vector>

#include "args.h"
#include "geoverify/campaign/campaign.h"

namespace {

// The renderings --report, --junit, --markdown and --html ask for.
struct Output {
  const char* what;
  const std::string& path;
  std::string (*render)(const gv::campaign::Report&);
};

std::vector<Output> outputs(const gv::cli::Parsed& parsed) {
  return {{"JSON report", parsed.report_path, gv::campaign::render_json},
          {"JUnit XML report", parsed.junit_path, gv::campaign::render_junit},
          {"Markdown report", parsed.markdown_path, gv::campaign::render_markdown},
          {"HTML report", parsed.html_path, gv::campaign::render_html}};
}

// Before the run: every output file can be written (a full run takes a minute).
bool check_outputs(const gv::cli::Parsed& parsed) {
  for (const Output& o : outputs(parsed)) {
    std::string error;
    if (!o.path.empty() && o.path != "-" && !gv::campaign::check_report_path(o.path, error)) {
      std::fprintf(stderr, "geoverify: %s\n", error.c_str());
      return false;
    }
  }
  return true;
}

// After the run: the table on stdout, or on stderr when an output is '-' (then
// stdout holds that rendering alone); then the output files, whole or not at
// all. Returns the exit status.
int finish(const gv::campaign::Report& report, const gv::cli::Parsed& parsed) {
  const std::vector<Output> outs = outputs(parsed);
  const Output* to_stdout = nullptr;
  for (const Output& o : outs) {
    if (o.path == "-") to_stdout = &o;
  }
  std::FILE* const notes = to_stdout ? stderr : stdout;
  gv::campaign::TableOptions table;
  table.wide = parsed.wide;
  std::fputs(gv::campaign::render_table(report, table).c_str(), notes);
  if (to_stdout) std::fputs(to_stdout->render(report).c_str(), stdout);
  std::fflush(stdout);
  int status = report.passed ? 0 : 1;
  for (const Output& o : outs) {
    if (o.path.empty() || o.path == "-") continue;
    std::string error;
    if (!gv::campaign::write_text_file(o.render(report), o.path, error)) {
      std::fprintf(stderr, "geoverify: %s\n", error.c_str());
      status = 2;
      continue;
    }
    std::fprintf(notes, "%s written to %s\n", o.what, o.path.c_str());
  }
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  const std::vector<std::string> args(argv + 1, argv + argc);
  gv::campaign::Campaign campaign;
  gv::cli::Parsed parsed;
  std::string error;
  if (!gv::cli::parse(args, campaign, parsed, error)) {
    std::fprintf(stderr, "geoverify: %s\n", error.c_str());
    return 2;
  }
  switch (parsed.command) {
    case gv::cli::Command::help: std::fputs(gv::cli::usage().c_str(), stdout); return 0;
    case gv::cli::Command::version: std::puts("geoverify 0.1.0"); return 0;
    case gv::cli::Command::list: std::fputs(campaign.describe().c_str(), stdout); return 0;
    case gv::cli::Command::run: break;
    case gv::cli::Command::mesh: {
      const gv::campaign::BuiltinMeshCheck check = gv::campaign::check_builtin_casters(parsed.mesh);
      std::fputs(gv::campaign::to_text(check).c_str(), stdout);
      return check.passed ? 0 : 1;
    }
    case gv::cli::Command::merge: {
      if (!check_outputs(parsed)) return 2;
      std::vector<gv::campaign::Report> shards(parsed.inputs.size());
      for (std::size_t i = 0; i < parsed.inputs.size(); ++i) {
        if (!gv::campaign::read_json_report(parsed.inputs[i], shards[i], error)) {
          std::fprintf(stderr, "geoverify: %s\n", error.c_str());
          return 2;
        }
      }
      gv::campaign::Report merged;
      if (!gv::campaign::merge_reports(shards, parsed.inputs, merged, error)) {
        std::fprintf(stderr, "geoverify: %s\n", error.c_str());
        return 2;
      }
      return finish(merged, parsed);
    }
  }
  if (!check_outputs(parsed)) return 2;
  parsed.options.progress = !parsed.progress_forced_off && isatty(STDERR_FILENO);
  return finish(campaign.run(parsed.options), parsed);
}
