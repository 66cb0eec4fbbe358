// SPDX-License-Identifier: MIT
// geoverify: the command. A thin shell over geoverify::campaign.
//   exit 0  every core routine held its contract and every expected defect was found
//   exit 1  a contract was violated or an expected defect was not found
//   exit 2  bad usage (a one-line reason on stderr), or the report could not be written
#include <unistd.h>

#include <cstdio>
#include <string>
#include <vector>

#include "args.h"
#include "geoverify/campaign/campaign.h"

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
    case gv::cli::Command::merge: {
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
      if (parsed.report_path == "-") {
        std::fputs(gv::campaign::render_table(merged).c_str(), stderr);
        std::fputs(gv::campaign::render_json(merged).c_str(), stdout);
        return merged.passed ? 0 : 1;
      }
      std::fputs(gv::campaign::render_table(merged).c_str(), stdout);
      if (!parsed.report_path.empty()) {
        if (!gv::campaign::write_json_file(merged, parsed.report_path, error)) {
          std::fprintf(stderr, "geoverify: %s\n", error.c_str());
          return 2;
        }
        std::printf("JSON report written to %s\n", parsed.report_path.c_str());
      }
      return merged.passed ? 0 : 1;
    }
  }
  const bool json_to_stdout = parsed.report_path == "-";
  if (!parsed.report_path.empty() && !json_to_stdout &&
      !gv::campaign::check_report_path(parsed.report_path, error)) {
    std::fprintf(stderr, "geoverify: %s\n", error.c_str());
    return 2;
  }
  parsed.options.progress = !parsed.progress_forced_off && isatty(STDERR_FILENO);
  const gv::campaign::Report report = campaign.run(parsed.options);
  if (json_to_stdout) {
    std::fputs(gv::campaign::render_table(report).c_str(), stderr);
    std::fputs(gv::campaign::render_json(report).c_str(), stdout);
    return report.passed ? 0 : 1;
  }
  std::fputs(gv::campaign::render_table(report).c_str(), stdout);
  std::fflush(stdout);
  if (!parsed.report_path.empty()) {
    if (!gv::campaign::write_json_file(report, parsed.report_path, error)) {
      std::fprintf(stderr, "geoverify: %s\n", error.c_str());
      return 2;
    }
    std::printf("JSON report written to %s\n", parsed.report_path.c_str());
  }
  return report.passed ? 0 : 1;
}
