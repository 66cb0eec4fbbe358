// SPDX-License-Identifier: MIT
// geoverify campaign: calling the routines under test (see calls.h).
#include "calls.h"

namespace gv {
namespace campaign {

Reply decode(std::uint8_t b) {
  Reply r;
  if (b == detail::kNotRun) return r;
  if (b == 0) {
    r.kind = Reply::refused;
  } else {
    r.kind = Reply::answered;
    r.answer = b >= 3 ? Answer{true, static_cast<Relation>(b - 3), false} : Answer{false, Relation::invalid, b == 2};
  }
  return r;
}

std::vector<Reply> replies_of(const detail::IsolatedRun& run, std::size_t payload_bytes) {
  std::vector<Reply> replies(run.answers.size());
  for (std::size_t k = 0; k < run.answers.size(); ++k) {
    replies[k] = decode(run.answers[k]);
    if (payload_bytes != 0) std::memcpy(replies[k].numbers.data(), run.payloads.data() + k * payload_bytes, payload_bytes);
  }
  for (const detail::Fault& f : run.faults) {
    Reply& r = replies[f.item];
    r.kind = f.kind == detail::FaultKind::timeout ? Reply::timed_out : Reply::crashed;
    r.detail = f.detail;
  }
  return replies;
}

std::string fault_head(const std::string& detail) { return detail.substr(0, detail.find("; stderr: ")); }

CallPlan plan_calls(const std::vector<query::Role>& roles, const Options& options) {
  CallPlan plan;
  for (std::size_t j = 0; j < roles.size(); ++j) {
    plan.slot.push_back(runs_isolated(roles[j], options) ? plan.isolated.size() : CallPlan::kNoSlot);
    if (plan.slot.back() != CallPlan::kNoSlot) plan.isolated.push_back(j);
  }
  return plan;
}

}  // namespace campaign
}  // namespace gv
