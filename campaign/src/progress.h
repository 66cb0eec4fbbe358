// SPDX-License-Identifier: MIT
// geoverify campaign, internal: the live progress line on a terminal.
#ifndef GEOVERIFY_CAMPAIGN_SRC_PROGRESS_H
#define GEOVERIFY_CAMPAIGN_SRC_PROGRESS_H

#include <chrono>
#include <cstdint>
#include <string>

namespace gv {
namespace campaign {

/// Draws "[2/4] plane-aabb/f32  3.1/15.0 s  412345 cases  17 violations" on
/// stderr, redrawn in place at most ten times a second. Disabled: silent.
class Progress {
 public:
  explicit Progress(bool enabled) : enabled_(enabled) {}
  void begin(int index, int total) {
    index_ = index;
    total_ = total;
  }
  void update(const std::string& name, double elapsed, double budget, std::uint64_t cases,
              std::uint64_t violations);
  void finish(const std::string& name, double elapsed, std::uint64_t cases, std::uint64_t violations);

 private:
  void draw(const std::string& name, double elapsed, double budget, std::uint64_t cases,
            std::uint64_t violations, bool final_line);
  bool enabled_;
  int index_ = 0, total_ = 0;
  double budget_ = 0;
  std::chrono::steady_clock::time_point last_{};
};

}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_SRC_PROGRESS_H
