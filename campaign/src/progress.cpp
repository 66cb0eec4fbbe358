// SPDX-License-Identifier: MIT
// geoverify campaign: progress line (see progress.h).
#include "progress.h"

#include <cmath>
#include <cstdio>

namespace gv {
namespace campaign {

void Progress::update(const std::string& name, double elapsed, double budget, std::uint64_t cases,
                      std::uint64_t violations) {
  if (!enabled_) return;
  budget_ = budget;
  const auto now = std::chrono::steady_clock::now();
  if (now - last_ < std::chrono::milliseconds(100)) return;
  last_ = now;
  draw(name, elapsed, budget, cases, violations, false);
}

void Progress::finish(const std::string& name, double elapsed, std::uint64_t cases,
                      std::uint64_t violations) {
  if (!enabled_) return;
  draw(name, elapsed, budget_, cases, violations, true);
}

void Progress::draw(const std::string& name, double elapsed, double budget, std::uint64_t cases,
                    std::uint64_t violations, bool final_line) {
  // At most 80 columns (for up to 99 instances, budgets below 100000 s and
  // 10^9 cases), redrawn in place. "mismatches" counts disagreements with the
  // reference that a row's contract does not allow, the specimens' expected
  // defects included: they are not all failures.
  // Without a time limit (budget infinite) the elapsed time alone.
  char time[32];
  if (std::isfinite(budget)) {
    std::snprintf(time, sizeof time, "%6.1f/%.0f s", elapsed, budget);
  } else {
    std::snprintf(time, sizeof time, "%6.1f s", elapsed);
  }
  std::fprintf(stderr, "\r\033[K[%d/%d] %-17s %s %9llu cases %7llu mismatches%s", index_, total_, name.c_str(), time,
               static_cast<unsigned long long>(cases), static_cast<unsigned long long>(violations),
               final_line ? "\n" : "");
  std::fflush(stderr);
}

}  // namespace campaign
}  // namespace gv
