// SPDX-License-Identifier: MIT
// Specification of the command line (cli/args.h): what is accepted, and a
// one-line reason for everything that is not.
#include <gtest/gtest.h>

#include <cmath>

#include "args.h"

namespace {

bool parse(std::vector<std::string> a, gv::cli::Parsed& p, std::string& e) {
  static const gv::campaign::Campaign c;
  return gv::cli::parse(a, c, p, e);
}

TEST(Args, AcceptsTheDocumentedRunOptions) {
  gv::cli::Parsed p;
  std::string e;
  ASSERT_TRUE(parse({"run", "--seconds", "2.5", "--query", "plane-aabb/f32", "--seed=9", "--report", "r.json",
                     "--query=plane-sphere", "--no-progress", "--fast", "--cases", "5000"},
                    p, e))
      << e;
  EXPECT_EQ(p.command, gv::cli::Command::run);
  EXPECT_EQ(p.options.seconds, 2.5);
  EXPECT_EQ(p.options.seed, 9u);
  EXPECT_EQ(p.report_path, "r.json");
  ASSERT_EQ(p.options.queries.size(), 2u);
  EXPECT_TRUE(p.progress_forced_off);
  EXPECT_TRUE(p.options.fast);
  EXPECT_EQ(p.options.max_cases, 5000u);
  ASSERT_TRUE(parse({"run"}, p, e));
  EXPECT_EQ(p.options.seconds, 60.0);
  EXPECT_EQ(p.options.max_cases, 0u);  // no case budget unless asked
  ASSERT_TRUE(parse({"run", "--seconds", ".5"}, p, e)) << e;
  EXPECT_EQ(p.options.seconds, 0.5);
  ASSERT_TRUE(parse({"run", "--seconds", "10000000"}, p, e)) << e;
  // --cases alone: the N cases however long they take (no time limit);
  // with --seconds, whichever ends first.
  ASSERT_TRUE(parse({"run", "--cases", "20"}, p, e)) << e;
  EXPECT_EQ(p.options.max_cases, 20u);
  EXPECT_TRUE(std::isinf(p.options.seconds));
  ASSERT_TRUE(parse({"run", "--cases=20", "--seconds", "3"}, p, e)) << e;
  EXPECT_EQ(p.options.seconds, 3.0);
  ASSERT_TRUE(parse({"run", "--seconds", "3", "--cases", "20"}, p, e)) << e;
  EXPECT_EQ(p.options.seconds, 3.0);
  EXPECT_EQ(p.options.shrink_budget, 4000);
  ASSERT_TRUE(parse({"run", "--shrink-budget", "0"}, p, e)) << e;
  EXPECT_EQ(p.options.shrink_budget, 0);
  ASSERT_TRUE(parse({"run", "--shrink-budget=250"}, p, e)) << e;
  EXPECT_EQ(p.options.shrink_budget, 250);
  ASSERT_TRUE(parse({"list"}, p, e));
  EXPECT_EQ(p.command, gv::cli::Command::list);
}

TEST(Args, AcceptsTheReportOutputsOnRunAndMerge) {
  gv::cli::Parsed p;
  std::string e;
  ASSERT_TRUE(parse({"run", "--junit", "r.xml", "--markdown=-", "--report", "r.json"}, p, e)) << e;
  EXPECT_EQ(p.junit_path, "r.xml");
  EXPECT_EQ(p.markdown_path, "-");
  EXPECT_EQ(p.report_path, "r.json");
  ASSERT_TRUE(parse({"merge", "--junit=-", "a.json", "--markdown", "s.md", "b.json", "--report", "m.json"}, p, e))
      << e;
  EXPECT_EQ(p.command, gv::cli::Command::merge);
  EXPECT_EQ(p.junit_path, "-");
  EXPECT_EQ(p.markdown_path, "s.md");
  EXPECT_EQ(p.report_path, "m.json");
  EXPECT_EQ(p.inputs, (std::vector<std::string>{"a.json", "b.json"}));
}

TEST(Args, AcceptsTheMeshOptions) {
  gv::cli::Parsed p;
  std::string e;
  ASSERT_TRUE(parse({"mesh", "--seed", "7", "--meshes=12", "--rays", "100", "--max-triangles", "5000"}, p, e)) << e;
  EXPECT_EQ(p.command, gv::cli::Command::mesh);
  EXPECT_EQ(p.mesh.seed, 7u);
  EXPECT_EQ(p.mesh.meshes, 12u);
  EXPECT_EQ(p.mesh.rays_per_mesh, 100u);
  EXPECT_EQ(p.mesh.max_triangles, 5000u);
  ASSERT_TRUE(parse({"mesh"}, p, e)) << e;
  EXPECT_EQ(p.mesh.meshes, gv::campaign::MeshCheckOptions{}.meshes);
  ASSERT_TRUE(parse({"mesh", "--help"}, p, e));
  EXPECT_EQ(p.command, gv::cli::Command::help);
}

TEST(Args, RejectsWithOneLineReasons) {
  gv::cli::Parsed p;
  std::string e;
  const std::vector<std::vector<std::string>> bad = {
      {},
      {"fly"},
      {"run", "--seconds", "abc"},
      {"run", "--seconds", "-1"},
      {"run", "--seconds", "0"},
      {"run", "--seconds", "nan"},
      {"run", "--seconds", "inf"},
      {"run", "--seconds", "1e400"},
      {"run", "--seconds", "1e3"},       // decimal only: no exponent,
      {"run", "--seconds", "0x10"},      // no hex float,
      {"run", "--seconds", " 5"},        // no blanks,
      {"run", "--seconds", "+5"},        // no sign,
      {"run", "--seconds", "1.2.3"},
      {"run", "--seconds", "."},
      {"run", "--seconds", "10000001"},  // over the documented cap
      {"run", "--cases", "0"},
      {"run", "--cases", "-5"},
      {"run", "--cases", "1.5"},
      {"run", "--cases"},
      {"run", "--seconds"},
      {"run", "--shrink-budget", "-1"},
      {"run", "--shrink-budget", "1000001"},
      {"run", "--shrink-budget"},
      {"run", "--seed", "-3"},
      {"run", "--seed", "+3"},
      {"run", "--seed", " 3"},
      {"run", "--seed", "12x"},
      {"run", "--seed", "99999999999999999999999"},
      {"run", "--query", "cube-cube"},
      {"run", "--report", ""},
      {"run", "--junit"},
      {"run", "--markdown="},
      {"run", "--report", "-", "--junit", "-"},    // stdout holds one rendering
      {"run", "--junit", "-", "--markdown", "-"},
      {"merge", "--report", "-", "--markdown", "-", "a.json"},
      {"merge", "a.json", "--junit"},
      {"merge", "--markdown=", "a.json"},
      {"run", "--bogus"},
      {"run", "extra"},
      {"run", "--no-progress=1"},
      {"run", "--fast=yes"},
      {"list", "x"},
      {"mesh", "--meshes", "0"},
      {"mesh", "--rays", "-1"},
      {"mesh", "--rays"},
      {"mesh", "--max-triangles", "7"},
      {"mesh", "--max-triangles", "100001"},
      {"mesh", "--seed", "x"},
      {"mesh", "--cases", "5"},
      {"mesh", "extra"},
  };
  for (const auto& args : bad) {
    EXPECT_FALSE(parse(args, p, e)) << (args.empty() ? "(none)" : args.back());
    EXPECT_FALSE(e.empty());
    EXPECT_EQ(e.find('\n'), std::string::npos) << e;
  }
}

}  // namespace
