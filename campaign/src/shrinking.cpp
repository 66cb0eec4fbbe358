// SPDX-License-Identifier: MIT
// geoverify campaign: shrinking -- the counterexamples of a query instance's
// rows (see shrinking.h).
#include "shrinking.h"

#include <utility>

#include "schedule.h"

namespace gv {
namespace campaign {

int magnitude_class(double relative_margin) {
  const double m = std::fabs(relative_margin);
  if (m == 0) return -1000;
  if (m >= 1) return 1;
  return 1 + static_cast<int>(std::floor(std::log10(m)));
}

Counterexample counterexample(const std::string& kind, const std::string& generator_class, std::uint64_t index,
                              const exact::Result& r, std::string degeneracy_class, std::string literal) {
  Counterexample cx;
  cx.kind = kind;
  cx.generator_class = generator_class;
  cx.degeneracy_class = std::move(degeneracy_class);
  cx.index = index;
  cx.oracle = r.relation;
  cx.margin = r.margin;
  cx.relative_margin = r.relative_margin;
  cx.literal = std::move(literal);
  return cx;
}

namespace {

/// The first violation of each kind of each routine (tallies, by row), in
/// the order of the row's counterexamples.
std::vector<ShrinkTask> shrink_tasks(const std::vector<Tally>& tallies) {
  std::vector<ShrinkTask> tasks;
  for (std::size_t j = 0; j < tallies.size(); ++j) {
    const Tally& t = tallies[j];
    if (t.first_miss) tasks.push_back({j, Outcome::false_miss, &*t.first_miss, {}});
    if (t.first_hit) tasks.push_back({j, Outcome::false_hit, &*t.first_hit, {}});
    if (t.first_wrong) tasks.push_back({j, Outcome::wrong_relation, &*t.first_wrong, {}});
    if (t.first_crash) tasks.push_back({j, Outcome::crash, &*t.first_crash, {}});
    if (t.first_timeout) tasks.push_back({j, Outcome::timeout, &*t.first_timeout, {}});
    if (t.first_number) tasks.push_back({j, Outcome::wrong_number, &*t.first_number, {}});
  }
  return tasks;
}

/// Appends each row's counterexamples (see add_rows()); tasks' results set.
void attach_counterexamples(std::vector<Row>& rows, std::vector<ShrinkTask>& tasks,
                            const std::vector<Tally>& tallies, PrintFound print_found, PrintLeak print_leak) {
  std::size_t next = 0;
  for (std::size_t j = 0; j < rows.size(); ++j) {
    const Tally& t = tallies[j];
    std::vector<Counterexample>& cxs = rows[j].counterexamples;
    const auto wrong_answer = [](Outcome kind) {
      return kind == Outcome::false_miss || kind == Outcome::false_hit || kind == Outcome::wrong_relation;
    };
    while (next < tasks.size() && tasks[next].row == j && wrong_answer(tasks[next].kind)) {
      cxs.push_back(std::move(tasks[next++].result));
    }
    if (t.first_leak && print_leak) cxs.push_back(print_leak(*t.first_leak));
    while (next < tasks.size() && tasks[next].row == j) cxs.push_back(std::move(tasks[next++].result));
    if (t.worst_number) cxs.push_back(print_found(*t.worst_number, "worst number"));
    if (t.most_severe) cxs.push_back(print_found(*t.most_severe, "most severe"));
    for (const Found* f : class_examples(t)) cxs.push_back(print_found(*f, "class"));
  }
}

}  // namespace

void add_rows(Report& report, const std::string& query, const std::vector<Routine>& routines, const Partial& total,
              unsigned jobs, const ShrinkOne& shrink_one, PrintFound print_found, PrintLeak print_leak) {
  std::vector<Row> rows;
  for (std::size_t j = 0; j < routines.size(); ++j) {
    rows.push_back(make_row(query, routines[j], total.tallies[j], total.core_stats));
  }
  std::vector<ShrinkTask> tasks = shrink_tasks(total.tallies);
  run_tasks(jobs, tasks.size(), [&](std::size_t k) { tasks[k].result = shrink_one(tasks[k]); });
  attach_counterexamples(rows, tasks, total.tallies, print_found, print_leak);
  for (Row& row : rows) report.rows.push_back(std::move(row));
}

}  // namespace campaign
}  // namespace gv
