// SPDX-License-Identifier: MIT
// geoverify crosscheck: exact bounded-variable simplex (see lp.h).
//
// Internal form. Each user variable x_v becomes an offset plus internal
// columns y_k >= 0, each with an optional upper bound h_k:
//   lo and hi:  x = lo + y,   0 <= y <= hi - lo
//   lo only:    x = lo + y,   0 <= y
//   hi only:    x = hi - y,   0 <= y
//   free:       x = y1 - y2,  0 <= y1, 0 <= y2
// The rows become A' y = b' with b' = b - A * offset. Phase 1 appends one
// artificial column a_i >= 0 per row (rows negated first so that b'_i >= 0).
//
// Tableau. The tableau works with z_k, which is y_k, or h_k - y_k when column
// k is "complemented" (comp[k]). Every nonbasic z is 0, so a nonbasic y sits
// at 0 or at h. Row i (0 <= i < m) reads
//     z_basis[i] + sum_{j nonbasic} t[i][j] z_j = t[i][n]
// so t[i][n] is the value of z_basis[i], kept in [0, h]. Row m is the
// objective, stored as
//     objective - sum_j d_j z_j = t[m][n]   (t[m][j] = -d_j)
// so t[m][n] is the objective value at the current point and d_j is the gain
// per unit increase of nonbasic z_j. Basic columns have d = 0.
//
// One iteration (run()):
//   entering e: the lowest-numbered enterable column with d_e > 0 (Bland);
//     enterable = nonbasic, not fixed (h > 0) and, in phase 2, not artificial.
//     None: optimal.
//   ratio test: raising z_e by theta changes z_basis[i] by -t[i][e] theta;
//     t[i][e] > 0 blocks at theta = t[i][n] / t[i][e] (basic falls to 0),
//     t[i][e] < 0 blocks at theta = (h - t[i][n]) / -t[i][e] (basic rises to
//     its bound h), z_e itself is blocked at h_e. Among the rows with the
//     smallest theta the one whose basic column has the lowest number is
//     chosen (Bland). If z_e's own bound is strictly smaller, z_e is
//     complemented (no basis change). Nothing blocks: unbounded.
//   pivot: a basic variable blocked at its upper bound is first complemented
//     (its value becomes 0 and t[r][e] becomes positive); then the usual
//     pivot on (r, e).
//
// Termination. A state (basis, complement flags) determines the tableau. The
// objective never decreases, and it strictly increases at every step with
// theta > 0 (d_e > 0), so a repeated state could only come from a cycle of
// steps with theta == 0, all at one point x*. A complement in such a step is
// either z_e's own bound (theta = h_e > 0: excluded) or a basic variable
// blocked at its upper bound, whose z goes from h > 0 to 0; a variable whose
// z is 0 at x* cannot be complemented again while theta stays 0 (that needs
// z == h > 0), so each variable is complemented at most once along a run of
// degenerate steps, and a cycle (which repeats forever) contains none. With
// the flags fixed, every step of the cycle leaves through a row with
// t[i][n] == 0 and t[i][e] > 0, chosen by lowest basic index among all such
// rows (the lowest index among all tied rows is one of them, as no
// upper-bound row is chosen). These are exactly the steps of the standard
// simplex method with Bland's rule on {max d.z : tableau rows, z >= 0}
// (columns that may not enter dropped), which cannot cycle (Bland 1977).
// Hence no state repeats, and there are finitely many states.
#include "geoverify/crosscheck/lp.h"

#include <stdexcept>

namespace gv {
namespace crosscheck {

namespace {

// One internal column: adds sign * y to user variable var; 0 <= y (<= h).
struct Column {
  int var;
  int sign;
  bool has_h;
  Rational h;
};

struct Tableau {
  int m = 0;                             // constraint rows
  int n = 0;                             // columns: structural, then artificial
  std::vector<std::vector<Rational>> t;  // (m + 1) x (n + 1), see file comment
  std::vector<int> basis;                // basic column of each row
  std::vector<bool> basic;               // per column
  std::vector<bool> has_h;               // per column: upper bound present
  std::vector<Rational> h;               // per column: upper bound
  std::vector<bool> comp;                // per column: complemented
};

bool is_fixed(const Tableau& T, int j) { return T.has_h[j] && T.h[j] == 0; }

// Pivot on row r, column e (t[r][e] != 0): column e becomes basic in row r.
void pivot(Tableau& T, int r, int e) {
  const Rational p = T.t[r][e];
  for (int j = 0; j <= T.n; ++j) T.t[r][j] /= p;
  for (int i = 0; i <= T.m; ++i) {
    if (i == r || T.t[i][e] == 0) continue;
    const Rational f = T.t[i][e];
    for (int j = 0; j <= T.n; ++j) T.t[i][j] -= f * T.t[r][j];
  }
  T.basic[T.basis[r]] = false;
  T.basis[r] = e;
  T.basic[e] = true;
}

// Complements nonbasic column j (requires has_h[j]): z_j := h_j - z_j.
// In every row (objective included) t z_j = t h_j - t z_new.
void complement_nonbasic(Tableau& T, int j) {
  for (int i = 0; i <= T.m; ++i) {
    if (T.t[i][j] == 0) continue;
    T.t[i][T.n] -= T.t[i][j] * T.h[j];
    T.t[i][j] = -T.t[i][j];
  }
  T.comp[j] = !T.comp[j];
}

// Complements the basic column k of row r (requires has_h[k]). Row r,
// z_k + sum t z = rhs, becomes z_new - sum t z = h - rhs. Column k is zero in
// every other row and in the objective row, which therefore do not change.
void complement_basic(Tableau& T, int r) {
  const int k = T.basis[r];
  for (int j = 0; j < T.n; ++j) {
    if (j != k) T.t[r][j] = -T.t[r][j];
  }
  T.t[r][T.n] = T.h[k] - T.t[r][T.n];
  T.comp[k] = !T.comp[k];
}

// Simplex iterations with Bland's rule; columns >= limit never enter.
// Returns true at an optimum, false if the objective is unbounded above.
bool run(Tableau& T, int limit) {
  for (;;) {
    int e = -1;
    for (int j = 0; j < limit; ++j) {
      if (!T.basic[j] && !is_fixed(T, j) && T.t[T.m][j] < 0) {
        e = j;
        break;
      }
    }
    if (e < 0) return true;

    int r = -1;            // blocking row
    bool r_upper = false;  // its basic variable is blocked at its upper bound
    Rational best;         // smallest theta among the rows
    for (int i = 0; i < T.m; ++i) {
      const Rational& a = T.t[i][e];
      Rational theta;
      bool upper = false;
      if (a > 0) {
        theta = T.t[i][T.n] / a;
      } else if (a < 0 && T.has_h[T.basis[i]]) {
        theta = (T.h[T.basis[i]] - T.t[i][T.n]) / (-a);
        upper = true;
      } else {
        continue;
      }
      if (r < 0 || theta < best || (theta == best && T.basis[i] < T.basis[r])) {
        r = i;
        r_upper = upper;
        best = theta;
      }
    }
    if (T.has_h[e] && (r < 0 || T.h[e] < best)) {
      complement_nonbasic(T, e);  // z_e moves to its other bound
      continue;
    }
    if (r < 0) return false;
    if (r_upper) complement_basic(T, r);
    pivot(T, r, e);
  }
}

}  // namespace

int Lp::add_variable(std::optional<Rational> lo, std::optional<Rational> hi) {
  variables.push_back(Variable{lo, hi});
  return static_cast<int>(variables.size()) - 1;
}

void Lp::add_row(const std::vector<Rational>& a, const Rational& b) {
  if (a.size() > variables.size()) throw std::invalid_argument("Lp::add_row: too many coefficients");
  rows.push_back(Row{a, b});
}

void Lp::set_objective(const std::vector<Rational>& c) {
  if (c.size() > variables.size()) throw std::invalid_argument("Lp::set_objective: too many coefficients");
  objective = c;
}

LpResult Lp::solve() const {
  LpResult result;
  const int nv = static_cast<int>(variables.size());
  const int m = static_cast<int>(rows.size());

  // User variables -> offsets and internal columns.
  std::vector<Rational> offset(nv);
  std::vector<Column> cols;
  for (int v = 0; v < nv; ++v) {
    const Variable& var = variables[v];
    if (var.lo && var.hi) {
      if (*var.lo > *var.hi) return result;  // empty range: infeasible
      offset[v] = *var.lo;
      cols.push_back(Column{v, 1, true, *var.hi - *var.lo});
    } else if (var.lo) {
      offset[v] = *var.lo;
      cols.push_back(Column{v, 1, false, Rational(0)});
    } else if (var.hi) {
      offset[v] = *var.hi;
      cols.push_back(Column{v, -1, false, Rational(0)});
    } else {
      cols.push_back(Column{v, 1, false, Rational(0)});
      cols.push_back(Column{v, -1, false, Rational(0)});
    }
  }
  const int ns = static_cast<int>(cols.size());

  Tableau T;
  T.m = m;
  T.n = ns + m;
  T.t.assign(m + 1, std::vector<Rational>(T.n + 1));
  T.basis.assign(m, 0);
  T.basic.assign(T.n, false);
  T.has_h.assign(T.n, false);
  T.h.assign(T.n, Rational(0));
  T.comp.assign(T.n, false);
  for (int k = 0; k < ns; ++k) {
    T.has_h[k] = cols[k].has_h;
    T.h[k] = cols[k].h;
  }

  // Rows A' y + a = b' with b' >= 0; artificial column ns + i basic in row i.
  for (int i = 0; i < m; ++i) {
    const Row& row = rows[i];
    const int len = static_cast<int>(row.a.size());
    Rational rhs = row.b;
    for (int v = 0; v < len; ++v) rhs -= row.a[v] * offset[v];
    for (int k = 0; k < ns; ++k) {
      if (cols[k].var < len) T.t[i][k] = cols[k].sign * row.a[cols[k].var];
    }
    T.t[i][T.n] = rhs;
    if (rhs < 0) {
      for (int k = 0; k <= T.n; ++k) T.t[i][k] = -T.t[i][k];
    }
    T.t[i][ns + i] = 1;
    T.basis[i] = ns + i;
    T.basic[ns + i] = true;
  }

  // Phase 1: maximise -sum a_i = -sum b'_i + sum_j (sum_i t[i][j]) y_j.
  for (int i = 0; i < m; ++i) {
    for (int k = 0; k < ns; ++k) T.t[m][k] -= T.t[i][k];  // stores -d_k
    T.t[m][T.n] -= T.t[i][T.n];
  }
  if (!run(T, T.n)) throw std::logic_error("Lp::solve: phase 1 unbounded (impossible)");
  if (T.t[m][T.n] < 0) return result;  // some artificial must stay positive: infeasible

  // Pivot the remaining (zero) artificials out where a row allows it. A row
  // with no enterable structural entry is redundant: its artificial stays
  // basic at 0 and the row never changes again (no pivot column touches it).
  for (int i = 0; i < m; ++i) {
    if (T.basis[i] < ns) continue;
    for (int k = 0; k < ns; ++k) {
      if (!T.basic[k] && !is_fixed(T, k) && T.t[i][k] != 0) {
        pivot(T, i, k);  // degenerate: t[i][n] == 0, no value changes
        break;
      }
    }
  }

  // Phase 2 objective in z: c.x = c.offset + sum_k c_var(k) sign_k y_k with
  // y_k = z_k, or h_k - z_k when complemented.
  std::vector<Rational> cz(T.n);  // objective coefficient of each z; 0 for artificials
  Rational constant = 0;
  const int nc = static_cast<int>(objective.size());
  for (int v = 0; v < nc; ++v) constant += objective[v] * offset[v];
  for (int k = 0; k < ns; ++k) {
    if (cols[k].var >= nc) continue;
    const Rational ck = cols[k].sign * objective[cols[k].var];
    if (T.comp[k]) {
      constant += ck * T.h[k];
      cz[k] = -ck;
    } else {
      cz[k] = ck;
    }
  }
  // d_j = cz_j - sum_i cz_basis(i) t[i][j]; value = constant + sum_i cz_basis(i) t[i][n].
  for (int j = 0; j < T.n; ++j) {
    Rational d = cz[j];
    for (int i = 0; i < m; ++i) d -= cz[T.basis[i]] * T.t[i][j];
    T.t[m][j] = -d;
  }
  Rational value = constant;
  for (int i = 0; i < m; ++i) value += cz[T.basis[i]] * T.t[i][T.n];
  T.t[m][T.n] = value;

  if (!run(T, ns)) {
    result.status = LpStatus::unbounded;
    return result;
  }

  // Read the maximiser back: z -> y -> x.
  std::vector<Rational> z(T.n);
  for (int i = 0; i < m; ++i) z[T.basis[i]] = T.t[i][T.n];
  result.x = offset;
  for (int k = 0; k < ns; ++k) {
    const Rational y = T.comp[k] ? T.h[k] - z[k] : z[k];
    result.x[cols[k].var] += cols[k].sign * y;
  }
  result.status = LpStatus::optimal;
  result.value = T.t[m][T.n];
  return result;
}

}  // namespace crosscheck
}  // namespace gv
