// SPDX-License-Identifier: MIT
// Specification of crash and timeout verdicts (campaign/campaign.h,
// Options::isolate): a user's routine that aborts, throws, calls exit() or
// hangs on some cases is reported with a "crash" or "timeout" violation and
// its counterexample, on exactly those cases, while its other cases and the
// other rows run to the end; the reports carry the new kinds.
#include <signal.h>
#include <unistd.h>

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <stdexcept>
#include <string>

#include <gtest/gtest.h>

#include "geoverify/campaign/campaign.h"
#include "geoverify/core.h"
#include "parse_literal.h"
#include "work.h"

// This file's names stay its own when the room builds in unity batches.
namespace gv_campaign_isolation_test {

namespace {

using C = gv::query::SphereAabb<float>;

/// The trigger of the broken routines below: the sphere's centre is outside
/// the box by 1 to 4 ulps of a face coordinate on some axis (the generators'
/// one-ulp and contact classes produce such cases).
bool near_face(const C& c) {
  for (int i = 0; i < 3; ++i) {
    const float x = gv::get(c.sphere.c, i), lo = gv::get(c.box.min, i), hi = gv::get(c.box.max, i);
    float up = hi, down = lo;
    for (int k = 0; k < 4; ++k) {
      up = std::nextafter(up, INFINITY);
      down = std::nextafter(down, -INFINITY);
    }
    if ((x > hi && x <= up) || (x < lo && x >= down)) return true;
  }
  return false;
}

bool exact_answer(const C& c) { return gv::intersects(c.sphere, c.box); }

gv::query::Implementation<C> user(const std::string& name, std::function<bool(const C&)> f) {
  gv::query::Implementation<C> impl;
  impl.name = name;
  impl.origin = "test";
  impl.role = gv::query::Role::user;
  impl.contract = gv::query::Contract::exact();
  impl.intersects = std::move(f);
  return impl;
}

const gv::campaign::Row& row(const gv::campaign::Report& r, const std::string& name) {
  for (const auto& x : r.rows) {
    if (x.implementation == name) return x;
  }
  throw std::runtime_error("no row " + name);
}

const gv::campaign::Counterexample* find_kind(const gv::campaign::Row& r, const std::string& kind) {
  for (const auto& cx : r.counterexamples) {
    if (cx.kind == kind && cx.selection == "first") return &cx;
  }
  return nullptr;
}

// 3000 cases, 750 in the sanitizer build.
constexpr std::uint64_t kCases = gv::test_support::work_cases(3000, 750);

gv::campaign::Options options(unsigned jobs = 1) {
  gv::campaign::Options o;
  o.seconds = 600;
  o.max_cases = kCases;
  o.queries = {"sphere-aabb/f32"};
  o.seed = 3;
  o.jobs = jobs;
  o.shrink_budget = 300;
  return o;
}

/// The number of near-face cases the run meets: the violations of a routine
/// that answers wrongly exactly there.
std::uint64_t near_face_cases() {
  gv::campaign::Campaign c;
  c.add(user("liar", [](const C& x) { return near_face(x) ? !exact_answer(x) : exact_answer(x); }));
  gv::campaign::Options o = options();
  o.builtin_routines = false;
  const auto report = c.run(o);
  return row(report, "liar").violations;
}

TEST(Isolation, AnAbortIsACrashVerdictAndTheRunGoesOn) {
  const std::uint64_t expected = near_face_cases();
  ASSERT_GT(expected, 0u) << "the generators must reach the trigger";
  gv::campaign::Campaign c;
  c.add(user("asserting", [](const C& x) {
    if (near_face(x)) {
      std::fprintf(stderr, "box.cpp:42: bool sphere_box(): Assertion `d2 > 0' failed.\n");
      std::abort();
    }
    return exact_answer(x);
  }));
  const auto report = c.run(options());
  const auto& r = row(report, "asserting");
  EXPECT_EQ(r.cases, kCases);  // every case was judged: the crashing ones as crashes
  EXPECT_EQ(r.crashes, expected);
  EXPECT_EQ(r.timeouts, 0u);
  EXPECT_EQ(r.false_hits + r.false_misses, 0u);
  EXPECT_EQ(r.violations, expected);
  EXPECT_TRUE(r.found & gv::query::kCrash);
  EXPECT_FALSE(r.ok);
  EXPECT_NE(r.verdict.find("crash"), std::string::npos) << r.verdict;
  EXPECT_NE(r.first_index[4], gv::campaign::Row::kNone);
  const auto* cx = find_kind(r, "crash");
  ASSERT_NE(cx, nullptr);
  EXPECT_EQ(cx->detail.rfind("killed by SIGABRT (signal 6)", 0), 0u) << cx->detail;
  EXPECT_NE(cx->detail.find("stderr: box.cpp:42: bool sphere_box(): Assertion `d2 > 0' failed."), std::string::npos)
      << cx->detail;
  const auto shrunk = gv::testing::parse_literal<C>(cx->literal);
  ASSERT_TRUE(shrunk.has_value()) << cx->literal;
  EXPECT_TRUE(near_face(*shrunk)) << "the counterexample still crashes the routine:\n" << cx->literal;
  // The other rows ran every case and reached their verdicts.
  EXPECT_EQ(row(report, "core").cases, kCases);
  EXPECT_TRUE(row(report, "core").ok);
  for (const auto& x : report.rows) {
    if (x.role == "specimen") {
      EXPECT_TRUE(x.ok) << x.implementation << ": " << x.verdict;
    }
  }
  EXPECT_FALSE(report.passed);
}

TEST(Isolation, ExceptionsAreCrashesInAChildAndInProcess) {
  const std::uint64_t expected = near_face_cases();
  for (const bool isolate : {true, false}) {
    gv::campaign::Campaign c;
    c.add(user("throwing", [](const C& x) {
      if (near_face(x)) throw std::domain_error("sphere centre on a face");
      return exact_answer(x);
    }));
    gv::campaign::Options o = options();
    o.isolate = isolate;
    o.builtin_routines = false;
    const auto report = c.run(o);
    const auto& r = row(report, "throwing");
    EXPECT_EQ(r.crashes, expected) << "isolate " << isolate;
    const auto* cx = find_kind(r, "crash");
    ASSERT_NE(cx, nullptr);
    EXPECT_EQ(cx->detail, "threw std::domain_error: sphere centre on a face");
  }
}

TEST(Isolation, ExitAndSignalsAreCrashes) {
  const std::uint64_t expected = near_face_cases();
  gv::campaign::Campaign c;
  c.add(user("exiting", [](const C& x) {
    if (near_face(x)) std::exit(3);
    return exact_answer(x);
  }));
  c.add(user("terminated", [](const C& x) {
    if (near_face(x)) ::raise(SIGTERM);
    return exact_answer(x);
  }));
  gv::campaign::Options o = options();
  o.builtin_routines = false;
  const auto report = c.run(o);
  EXPECT_EQ(row(report, "exiting").crashes, expected);
  EXPECT_EQ(find_kind(row(report, "exiting"), "crash")->detail, "called exit(3)");
  EXPECT_EQ(row(report, "terminated").crashes, expected);
  EXPECT_EQ(find_kind(row(report, "terminated"), "crash")->detail, "killed by SIGTERM (signal 15)");
}

TEST(Isolation, AHangIsATimeoutAndAHangingBlockIsGivenUp) {
  gv::campaign::Campaign c;
  c.add(user("hanging", [](const C& x) {
    if (near_face(x)) {
      for (;;) ::pause();  // never returns: only the timeout ends it
    }
    return exact_answer(x);
  }));
  gv::campaign::Options o = options();
  o.builtin_routines = false;
  o.max_cases = 512;  // two blocks
  o.call_timeout = 1.0;  // generous: a busy machine must not make an answering call look hung
  const auto report = c.run(o);
  const auto& r = row(report, "hanging");
  EXPECT_GT(r.timeouts, 0u);
  EXPECT_LE(r.timeouts, 6u);  // at most 3 per block; the rest of a block is then not run
  EXPECT_EQ(r.crashes, 0u);
  EXPECT_TRUE(r.found & gv::query::kTimeout);
  const auto* cx = find_kind(r, "timeout");
  ASSERT_NE(cx, nullptr);
  EXPECT_EQ(cx->detail, "no answer within 1 s (killed)");
  const auto found = gv::testing::parse_literal<C>(cx->literal);
  ASSERT_TRUE(found.has_value());
  EXPECT_TRUE(near_face(*found));
}

TEST(Isolation, CountsDoNotDependOnThreads) {
  auto run = [](unsigned jobs) {
    gv::campaign::Campaign c;
    c.add(user("asserting", [](const C& x) {
      if (near_face(x)) std::abort();
      return exact_answer(x);
    }));
    return c.run(options(jobs));
  };
  const auto one = run(1), two = run(2);
  ASSERT_EQ(one.rows.size(), two.rows.size());
  for (std::size_t i = 0; i < one.rows.size(); ++i) {
    EXPECT_EQ(one.rows[i].crashes, two.rows[i].crashes);
    EXPECT_EQ(one.rows[i].violations, two.rows[i].violations);
    EXPECT_EQ(one.rows[i].first_index[4], two.rows[i].first_index[4]);
    ASSERT_EQ(one.rows[i].counterexamples.size(), two.rows[i].counterexamples.size());
    for (std::size_t k = 0; k < one.rows[i].counterexamples.size(); ++k) {
      EXPECT_EQ(one.rows[i].counterexamples[k].literal, two.rows[i].counterexamples[k].literal);
    }
  }
}

TEST(Isolation, ReportsCarryCrashesAndTimeouts) {
  gv::campaign::Campaign c;
  c.add(user("asserting", [](const C& x) {
    if (near_face(x)) std::abort();
    return exact_answer(x);
  }));
  gv::campaign::Options o = options();
  o.builtin_routines = false;
  const auto report = c.run(o);
  const auto& r = row(report, "asserting");
  ASSERT_GT(r.crashes, 0u);

  const std::string table = gv::campaign::render_table(report);
  EXPECT_NE(table.find("crashes"), std::string::npos);
  EXPECT_NE(table.find(": crash (killed by SIGABRT (signal 6))"), std::string::npos) << table;
  const std::string junit = gv::campaign::render_junit(report);
  EXPECT_NE(junit.find("<failure"), std::string::npos);
  EXPECT_NE(junit.find(std::to_string(r.crashes) + (r.crashes == 1 ? " crash," : " crashes,")), std::string::npos);
  const std::string md = gv::campaign::render_markdown(report);
  EXPECT_NE(md.find("| crashes |"), std::string::npos);
  EXPECT_NE(md.find("crash (killed by SIGABRT (signal 6))"), std::string::npos);

  char tmpl[] = "/tmp/geoverify-isolation-XXXXXX";
  const int fd = ::mkstemp(tmpl);
  ASSERT_GE(fd, 0);
  ::close(fd);
  std::string error;
  ASSERT_TRUE(gv::campaign::write_json_file(report, tmpl, error)) << error;
  gv::campaign::Report back;
  ASSERT_TRUE(gv::campaign::read_json_report(tmpl, back, error)) << error;
  std::remove(tmpl);
  const auto& b = row(back, "asserting");
  EXPECT_EQ(b.crashes, r.crashes);
  EXPECT_EQ(b.timeouts, r.timeouts);
  EXPECT_EQ(b.found, r.found);
  EXPECT_EQ(b.first_index[4], r.first_index[4]);
  ASSERT_EQ(b.counterexamples.size(), r.counterexamples.size());
  for (std::size_t k = 0; k < r.counterexamples.size(); ++k) {
    EXPECT_EQ(b.counterexamples[k].detail, r.counterexamples[k].detail);
    EXPECT_EQ(b.counterexamples[k].selection, r.counterexamples[k].selection);
  }
  EXPECT_FALSE(b.ok);
  EXPECT_EQ(b.verdict, r.verdict);
}

// process_init runs in every process that calls the routine, before its
// first call there: in each worker (a fork copies memory, not threads or
// devices), never in the caller for an isolated routine, whose state stays in
// its worker; once per query instance here when isolation is off.
pid_t g_test_pid = 0;   // this test's process
pid_t g_ready_in = 0;  // set by process_init: the process it ran in
int g_inits_here = 0;  // process_init calls in this (the test's) process

/// A routine that throws unless its process_init ran in the calling process;
/// resets the counts above.
gv::query::Implementation<C> needs_init(const std::string& name) {
  g_test_pid = ::getpid();
  g_ready_in = 0;
  g_inits_here = 0;
  auto impl = user(name, [](const C& c) {
    if (g_ready_in != ::getpid()) throw std::runtime_error("not initialised in this process");
    return exact_answer(c);
  });
  impl.process_init = [] {
    g_ready_in = ::getpid();
    if (g_ready_in == g_test_pid) ++g_inits_here;
  };
  return impl;
}

TEST(Isolation, ProcessInitRunsInEveryWorkerAndNotInTheCaller) {
  gv::campaign::Campaign c;
  c.add(needs_init("needs-init"));
  const auto report = c.run(options(2));
  const auto& r = row(report, "needs-init");
  EXPECT_TRUE(r.isolated);
  EXPECT_EQ(r.cases, kCases);
  EXPECT_EQ(r.crashes, 0u) << r.verdict;  // initialised in each of its workers
  EXPECT_TRUE(r.ok) << r.verdict;
  EXPECT_EQ(g_inits_here, 0);  // the workers' state never reaches the caller
  EXPECT_FALSE(row(report, "core").isolated);
}

TEST(Isolation, ProcessInitRunsOnceHereWithoutIsolation) {
  gv::campaign::Campaign c;
  c.add(needs_init("needs-init"));
  auto o = options(2);
  o.isolate = false;
  const auto report = c.run(o);
  const auto& r = row(report, "needs-init");
  EXPECT_FALSE(r.isolated);
  EXPECT_TRUE(r.ok) << r.verdict;
  EXPECT_EQ(g_inits_here, 1);
}

TEST(Isolation, AProcessInitThatThrowsIsACrashOfTheRoutine) {
  gv::campaign::Campaign c;
  auto impl = user("init-throws", exact_answer);
  impl.process_init = [] { throw std::runtime_error("no device"); };
  c.add(impl);
  auto o = options(1);
  o.max_cases = 300;
  const auto report = c.run(o);
  const auto& r = row(report, "init-throws");
  EXPECT_GT(r.crashes, 0u);
  EXPECT_FALSE(r.ok);
  const auto* cx = find_kind(r, "crash");
  ASSERT_NE(cx, nullptr);
  EXPECT_EQ(cx->detail.rfind("in process_init: threw std::runtime_error: no device", 0), 0u) << cx->detail;
  // One fault per block of cases (a new worker would fail the same way on
  // each), not one per case.
  EXPECT_LE(r.crashes, 2u);
}

}  // namespace

}  // namespace gv_campaign_isolation_test
