// SPDX-License-Identifier: MIT
// geoverify command: parsing the command line (kept apart from main() so that
// the tests can check every rejection).
#ifndef GEOVERIFY_CLI_ARGS_H
#define GEOVERIFY_CLI_ARGS_H

#include <string>
#include <vector>

#include "geoverify/campaign/campaign.h"
#include "geoverify/campaign/mesh_check.h"

namespace gv {
namespace cli {

enum class Command { run, merge, list, mesh, help, version };

struct Parsed {
  Command command = Command::help;
  campaign::Options options;
  std::string report_path;  ///< --report FILE; empty: none; "-": stdout
  std::string junit_path;   ///< --junit FILE; empty: none; "-": stdout
  std::string markdown_path;  ///< --markdown FILE; empty: none; "-": stdout
  std::string html_path;    ///< --html FILE; empty: none; "-": stdout (at most one of the four)
  bool wide = false;        ///< --wide: the table with every column, one line per row
  std::vector<std::string> inputs;  ///< merge: the shard reports
  campaign::MeshCheckOptions mesh;  ///< mesh: the meshes and rays
  bool progress_forced_off = false;
};

/// Parses argv[1..]. On bad usage returns false and sets error to a one-line
/// reason (without the program name).
bool parse(const std::vector<std::string>& args, const campaign::Campaign& campaign, Parsed& out,
           std::string& error);

/// The --help text.
std::string usage();

}  // namespace cli
}  // namespace gv

#endif  // GEOVERIFY_CLI_ARGS_H
