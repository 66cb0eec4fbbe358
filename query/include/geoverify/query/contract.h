// SPDX-License-Identifier: MIT
// geoverify query: what a routine under test promises, and how it is registered.
//
// A routine under test answers "do the two shapes intersect?" for a case of
// one query. It declares one contract, which the suite checks against the
// exact oracle:
//   exact            never differs from the oracle;
//   conservative     may report a false hit, never a false miss (broad phases);
//   conservative(eps) may report a false hit, and a false miss only where the
//                    oracle's |relative margin| <= eps: "never misses by more
//                    than eps x the input's scale" (a tree traversal's test);
//   tolerant(eps)    may differ only where the oracle's |relative margin| <= eps,
//                    i.e. within eps x the input's scale of the boundary;
//   watertight       (ray-triangle) judged on closed meshes, not on single
//                    cases: a ray through the mesh's interior must hit at least
//                    one triangle of its crossing's neighbourhood -- the
//                    triangles containing the point where it crosses the
//                    surface (those sharing the edge or vertex it passes
//                    through) and the triangles sharing a vertex with them, so
//                    that a ray an ulp beside an edge may be given to the
//                    triangle across it. Single wrong answers are not
//                    violations of this contract; a ray that slips through
//                    (a "leak") is. Declare a second row with another contract
//                    to check the single answers too.
// A routine of a quantity query (query/quantity.h) returns numbers instead
// of yes/no and declares a number contract (ulps, relative, absolute,
// bracket) besides: its relation contract is exact (a value exactly when the
// exact answer has one).
// A specimen also lists the defects the suite is expected to find in it (a
// false hit, a false miss, or both): a known defect is an expected failure,
// and a campaign passes only if every expected defect was found.
#ifndef GEOVERIFY_QUERY_CONTRACT_H
#define GEOVERIFY_QUERY_CONTRACT_H

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>

#include "geoverify/core/relation.h"
#include "geoverify/query/quantity.h"

namespace gv {
namespace query {

enum class ContractKind { exact, conservative, tolerant, watertight };

struct Contract {
  ContractKind kind = ContractKind::exact;
  double eps = 0.0;  ///< tolerance relative to the input scale (tolerant, conservative(eps))

  static Contract exact() { return {ContractKind::exact, 0.0}; }
  static Contract conservative() { return {ContractKind::conservative, 0.0}; }
  /// False hits allowed; false misses only within eps x the input's scale of
  /// the boundary. eps == 0 is conservative().
  static Contract conservative(double eps) { return {ContractKind::conservative, eps}; }
  static Contract tolerant(double eps) { return {ContractKind::tolerant, eps}; }
  static Contract watertight() { return {ContractKind::watertight, 0.0}; }
};

/// "exact", "conservative", "conservative(1e-06)", "tolerant(0x1p-20)" or
/// "watertight"; the tolerance as tolerance_literal() writes it.
std::string to_string(const Contract& c);

/// Kinds of wrong answer, as bits. kWrongNumber: a quantity routine's number
/// broke its number contract (or lies outside the quantity's range). kLeak: a ray slipped through a closed mesh
/// (every triangle of its crossing's neighbourhood reported a miss). kCrash:
/// the call aborted, raised a signal, threw or called exit(); kTimeout: it
/// gave no answer within the campaign's call timeout. Every contract forbids
/// crashes and timeouts; the campaign can tell them only for routines it runs
/// in a child process (campaign::Options::isolate, the default for users'
/// routines); other routines' exceptions are caught in process.
enum Defect : unsigned { kNoDefect = 0, kFalseHit = 1, kFalseMiss = 2, kLeak = 4, kCrash = 8, kTimeout = 16,
                       kWrongNumber = 32 };

/// Who a routine is: the certified core (must hold its contract), a specimen
/// (transcribed with its defects; expected failures), or a user's routine.
enum class Role { core, specimen, user };

/// A routine under test for case type C.
template <class C>
struct Implementation {
  std::string name;     ///< short, stable identifier, e.g. "seed000.Plane::intersect(aabb)"
  std::string origin;   ///< where it comes from: seed file, book, paper, repository
  Role role = Role::user;
  Contract contract;
  unsigned expected = kNoDefect;  ///< Defect bits the suite must find (specimens)
  std::string defect_note;        ///< the known defect, in one sentence
  std::function<bool(const C&)> intersects;  ///< the routine; called with valid cases only
  /// Quantity queries (query/quantity.h): the routine, returning its numbers
  /// (no value for a miss), judged under number_contract. When set it
  /// replaces intersects, which may be left empty: present is the yes/no
  /// answer, judged under an exact relation contract.
  std::function<NumbersOf<C>(const C&)> numbers;
  NumberContract number_contract;
  /// Optional: the full relation, for routines that promise it (the core).
  /// When set, a case where the yes/no answer agrees but the relation differs
  /// (touching reported as overlapping, say) is a violation too.
  std::function<Relation(const C&)> relation;
  /// Optional: the cases the routine can express (e.g. unclipped rays only);
  /// others are skipped for it. Empty means every valid case.
  std::function<bool(const C&)> accepts;
  /// Optional, with accepts: how far inside the precondition a case is, > 0
  /// inside (e.g. query::orthonormality_margin). The shrinker then keeps at
  /// least half of the found case's margin, so that a minimised
  /// counterexample does not drift to the edge of accepts(), where the
  /// routine's assumptions barely hold and its errors are larger than on the
  /// inputs it really failed on.
  std::function<double(const C&)> precondition_margin;
  /// Optional: called once in every process that calls the routine, before
  /// its first call there. A user's routine runs in a worker process the
  /// campaign forks (Options::isolate, the default; a new worker after each
  /// crash or timeout, one per campaign thread and query instance, and one
  /// for each counterexample it shrinks): a fork copies memory but not
  /// threads, so what the routine needs that a fork does not carry -- a
  /// device, a thread pool, a library context -- is made here. A routine run
  /// in this process (Options::isolate off, the core, the specimens) gets the
  /// call once per query instance. State the routine keeps (tallies, caches)
  /// stays in the process that ran it: with isolation, the caller never
  /// sees a worker's. A throw, a crash or a hang here is reported as a crash
  /// (or timeout) of the routine on the case it was about to answer, and the
  /// rest of that block of cases is not run.
  std::function<void()> process_init;
};

/// A tolerance as a user writes it: a power of two as a hex-float literal
/// (0x1p-20), anything else as the shortest decimal that reads back as the
/// same double (1e-06, 0.003).
inline std::string tolerance_literal(double eps) {
  char buf[40];
  int e = 0;
  if (eps > 0 && std::isfinite(eps) && std::frexp(eps, &e) == 0.5) {
    std::snprintf(buf, sizeof buf, "0x1p%+d", e - 1);
    return buf;
  }
  for (int digits = 1; digits <= 17; ++digits) {
    std::snprintf(buf, sizeof buf, "%.*g", digits, eps);
    if (std::strtod(buf, nullptr) == eps) break;
  }
  return buf;
}

inline std::string to_string(const Contract& c) {
  switch (c.kind) {
    case ContractKind::exact: return "exact";
    case ContractKind::conservative:
      return c.eps == 0.0 ? "conservative" : "conservative(" + tolerance_literal(c.eps) + ")";
    case ContractKind::watertight: return "watertight";
    case ContractKind::tolerant: return "tolerant(" + tolerance_literal(c.eps) + ")";
  }
  return "exact";
}

/// The routine's yes/no answer on c: intersects(c), or, for a quantity
/// routine, whether numbers(c) has a value.
template <class C>
bool answers_hit(const Implementation<C>& impl, const C& c) {
  if constexpr (is_quantity_v<C>) {
    if (impl.numbers) return impl.numbers(c).present;
  }
  return impl.intersects(c);
}

/// "ulps(4)", "relative(1e-06)", "absolute(0x1p-20)", "bracket" or
/// "bracket(1)"; "" for NumberKind::none.
inline std::string to_string(const NumberContract& c) {
  switch (c.kind) {
    case NumberKind::none: return "";
    case NumberKind::ulps: return "ulps(" + std::to_string(static_cast<unsigned long long>(c.tol)) + ")";
    case NumberKind::relative: return "relative(" + tolerance_literal(c.tol) + ")";
    case NumberKind::absolute: return "absolute(" + tolerance_literal(c.tol) + ")";
    case NumberKind::bracket:
      return std::isinf(c.tol) ? "bracket" : "bracket(" + std::to_string(static_cast<unsigned long long>(c.tol)) + ")";
  }
  return "";
}

/// The contract a row shows: the number contract for a quantity routine,
/// else the relation contract.
template <class C>
std::string contract_name(const Implementation<C>& impl) {
  return impl.numbers ? to_string(impl.number_contract) : to_string(impl.contract);
}

}  // namespace query
}  // namespace gv

#endif  // GEOVERIFY_QUERY_CONTRACT_H
