// SPDX-License-Identifier: MIT
// geoverify crosscheck: a small exact linear-programming solver.
//
// Problem (all numbers exact rationals):
//
//   maximise   c . x
//   subject to A x = b                    (equality rows)
//              lo_j <= x_j <= hi_j         (each bound may be absent)
//
// Method: the primal simplex method with bounded variables on a dense
// tableau, in exact arithmetic (gv::exact::Rational).
//   - Every variable is first rewritten as an offset plus one or two internal
//     variables y >= 0 with an optional upper bound h (x = lo + y,
//     x = hi - y, or x = y1 - y2 for a free variable).
//   - Upper bounds are not rows: a nonbasic variable sits at 0 or at h, which
//     the tableau records by "complementing" the column (y is replaced by
//     h - y), so every nonbasic tableau variable is 0.
//   - Phase 1 adds one artificial variable per row and maximises minus their
//     sum; the problem is feasible iff that maximum is 0. Artificials still
//     basic (at 0) are then pivoted out where possible; the rows where that is
//     impossible are redundant and stay frozen. Phase 2 maximises c . x.
//   - Bland's rule chooses the pivots: the entering variable is the
//     lowest-numbered one that improves the objective; among the rows that
//     block it first, the one whose basic variable has the lowest number
//     leaves. With exact arithmetic this terminates (proof in lp.cpp).
//
// Intended for the cross-check oracles: a few rows and a few dozen columns.
// Not fast, not clever; correct for every input.
#ifndef GEOVERIFY_CROSSCHECK_LP_H
#define GEOVERIFY_CROSSCHECK_LP_H

#include <optional>
#include <vector>

#include "geoverify/exact/rational.h"

namespace gv {
namespace crosscheck {

using exact::Rational;

/// Outcome of Lp::solve().
enum class LpStatus {
  infeasible,  ///< no x satisfies the rows and the bounds
  optimal,     ///< a maximiser exists; value and x are set
  unbounded    ///< feasible, and c . x is unbounded above
};

/// Result of Lp::solve(). value and x are meaningful only when optimal.
struct LpResult {
  LpStatus status = LpStatus::infeasible;
  Rational value;            ///< the exact maximum of c . x
  std::vector<Rational> x;   ///< a maximiser (one value per variable)
};

/// A linear program built up by add_variable / add_row / set_objective and
/// solved exactly by solve(). Variables are numbered 0, 1, ... in the order
/// they were added.
struct Lp {
  /// Adds a variable with bounds lo <= x <= hi; an absent bound means
  /// unbounded on that side (both absent: a free variable). lo > hi is
  /// allowed and makes the problem infeasible. Returns its index.
  int add_variable(std::optional<Rational> lo, std::optional<Rational> hi);

  /// Adds the equality row sum_j a[j] x_j == b. a may be shorter than the
  /// number of variables (missing coefficients are 0; later variables also
  /// get coefficient 0 in this row). Throws std::invalid_argument if a is
  /// longer than the number of variables added so far.
  void add_row(const std::vector<Rational>& a, const Rational& b);

  /// Sets the objective to maximise sum_j c[j] x_j (missing entries are 0;
  /// the default objective is 0, which makes solve() a feasibility test).
  /// Same length rule as add_row.
  void set_objective(const std::vector<Rational>& c);

  /// Solves the problem exactly: infeasible, optimal (with the maximum and a
  /// maximiser) or unbounded. Always terminates. Does not modify the Lp.
  LpResult solve() const;

  struct Variable {
    std::optional<Rational> lo, hi;
  };
  struct Row {
    std::vector<Rational> a;
    Rational b;
  };
  std::vector<Variable> variables;
  std::vector<Row> rows;
  std::vector<Rational> objective;
};

}  // namespace crosscheck
}  // namespace gv

#endif  // GEOVERIFY_CROSSCHECK_LP_H
