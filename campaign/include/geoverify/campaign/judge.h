// SPDX-License-Identifier: MIT
// geoverify campaign: judging one answer of a routine against the oracle.
#ifndef GEOVERIFY_CAMPAIGN_JUDGE_H
#define GEOVERIFY_CAMPAIGN_JUDGE_H

#include <cmath>

#include "geoverify/core/relation.h"
#include "geoverify/exact/result.h"
#include "geoverify/query/contract.h"

namespace gv {
namespace campaign {

/// wrong_relation: the yes/no answer is right but the relation is not (only
/// for routines that report a relation). leak: a ray slipped through a closed
/// mesh (judged on a whole mesh, never on one case; see query/contract.h).
/// crash: the call aborted, raised a signal, threw or called exit();
/// timeout: it did not return within the call timeout (campaign::Options).
/// wrong_number: a quantity routine's number broke its number contract or
/// left the quantity's range (judged by exact::judge_numbers).
enum class Outcome { agree, false_hit, false_miss, wrong_relation, leak, crash, timeout, wrong_number };

/// How a routine's yes/no answer compares with the exact relation.
inline Outcome compare(bool hit, Relation truth) {
  const bool t = intersecting(truth);
  if (hit == t) return Outcome::agree;
  return hit ? Outcome::false_hit : Outcome::false_miss;
}

/// How a routine's relation compares with the exact relation.
inline Outcome compare(Relation answer, Relation truth) {
  if (answer == truth) return Outcome::agree;
  const Outcome o = compare(intersecting(answer), truth);
  return o == Outcome::agree ? Outcome::wrong_relation : o;
}

/// True iff the contract permits this outcome on an input with this oracle result:
/// exact permits only agreement; conservative also permits a false hit, and
/// conservative(eps) a false miss with |relative margin| <= eps;
/// no contract permits a crash or a timeout;
/// tolerant(eps) permits any disagreement with |relative margin| <= eps;
/// watertight permits any single false hit or false miss (it is judged on
/// meshes). A wrong relation is permitted by no contract. A leak violates the
/// watertight contract only: under the others, the false misses it consists
/// of are judged one by one.
inline bool allowed(const query::Contract& contract, Outcome outcome, const exact::Result& oracle) {
  if (outcome == Outcome::agree) return true;
  if (outcome == Outcome::wrong_relation || outcome == Outcome::crash || outcome == Outcome::timeout ||
      outcome == Outcome::wrong_number) {
    return false;
  }
  if (outcome == Outcome::leak) return contract.kind != query::ContractKind::watertight;
  switch (contract.kind) {
    case query::ContractKind::exact: return false;
    case query::ContractKind::conservative:
      return outcome == Outcome::false_hit ||
             (contract.eps > 0 && outcome == Outcome::false_miss && std::fabs(oracle.relative_margin) <= contract.eps);
    case query::ContractKind::tolerant: return std::fabs(oracle.relative_margin) <= contract.eps;
    case query::ContractKind::watertight: return true;
  }
  return false;
}

/// True iff judging the contract needs the oracle's margin, not only its relation.
inline bool needs_margin(const query::Contract& contract) {
  return contract.kind == query::ContractKind::tolerant ||
         (contract.kind == query::ContractKind::conservative && contract.eps > 0);
}

inline unsigned defect_bit(Outcome outcome) {
  return outcome == Outcome::false_hit    ? query::kFalseHit
         : outcome == Outcome::false_miss ? query::kFalseMiss
         : outcome == Outcome::leak       ? query::kLeak
         : outcome == Outcome::crash      ? query::kCrash
         : outcome == Outcome::timeout    ? query::kTimeout
         : outcome == Outcome::wrong_number ? query::kWrongNumber
                                          : 0u;
}

inline const char* to_string(Outcome outcome) {
  switch (outcome) {
    case Outcome::agree: return "agree";
    case Outcome::false_hit: return "false hit";
    case Outcome::false_miss: return "false miss";
    case Outcome::wrong_relation: return "wrong relation";
    case Outcome::leak: return "leak";
    case Outcome::crash: return "crash";
    case Outcome::timeout: return "timeout";
    case Outcome::wrong_number: return "wrong number";
  }
  return "agree";
}

}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_JUDGE_H
