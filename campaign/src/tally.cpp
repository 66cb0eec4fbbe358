// SPDX-License-Identifier: MIT
// geoverify campaign: judging -- tallies of judged answers and the rows made
// of them (see tally.h).
#include "tally.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace gv {
namespace campaign {

namespace {

/// The counterexample kept for a kind: the earliest from a structured
/// class, else the earliest (structured classes say more about a defect).
void take_first(std::optional<Found>& mine, const std::optional<Found>& theirs) {
  if (!theirs) return;
  if (!mine || (mine->random && !theirs->random) || (mine->random == theirs->random && theirs->index < mine->index)) {
    mine = theirs;
  }
}

/// Larger |relative margin| than b's; the earlier of equals.
bool more_severe(double relative_margin, std::uint64_t index, const Found& b) {
  const double ma = std::fabs(relative_margin), mb = std::fabs(b.relative_margin);
  return ma > mb || (ma == mb && index < b.index);
}

/// Within a block cases come in stream order: keep the first of each kind,
/// replaced only by a later one from a structured class if it came from
/// random-real or random-bits (the rule take_first() applies across blocks).
bool replaces_first(const std::optional<Found>& first, std::size_t cls) { return !first || (first->random && cls >= 2); }

Found found_at(const CaseType& type, const void* c, std::size_t cls, std::uint64_t index, Outcome kind,
               double relative_margin, std::string detail) {
  Found f{{}, type.classes[cls], cls < 2, index, kind, relative_margin, std::move(detail)};
  const auto* p = static_cast<const unsigned char*>(c);
  f.input.assign(p, p + type.size);
  return f;
}

}  // namespace

Tally::Tally() = default;
Tally::Tally(const Tally&) = default;
Tally::Tally(Tally&&) noexcept = default;
Tally& Tally::operator=(const Tally&) = default;
Tally& Tally::operator=(Tally&&) noexcept = default;
Tally::~Tally() = default;

void Tally::merge(const Tally& o) {
  cases += o.cases;
  false_hits += o.false_hits;
  false_misses += o.false_misses;
  wrong_relations += o.wrong_relations;
  for (int k = 0; k < 3; ++k) violating[k] += o.violating[k];
  crossings += o.crossings;
  leaks += o.leaks;
  crashes += o.crashes;
  timeouts += o.timeouts;
  at_contact += o.at_contact;
  violations += o.violations;
  found |= o.found;
  if (o.has_worst && (!has_worst || std::fabs(o.worst) > std::fabs(worst))) {
    has_worst = true;
    worst = o.worst;
  }
  for (const auto& [k, v] : o.by_class) by_class[k] += v;
  for (const auto& [k, v] : o.by_margin) by_margin[k] += v;
  take_first(first_hit, o.first_hit);
  take_first(first_miss, o.first_miss);
  take_first(first_wrong, o.first_wrong);
  take_first(first_crash, o.first_crash);
  take_first(first_timeout, o.first_timeout);
  if (o.most_severe && (!most_severe || more_severe(o.most_severe->relative_margin, o.most_severe->index, *most_severe))) {
    most_severe = o.most_severe;
  }
  for (const auto& [k, f] : o.by_degeneracy) {
    auto it = by_degeneracy.find(k);
    if (it == by_degeneracy.end()) by_degeneracy.emplace(k, f);
    else if (f.index < it->second.index) it->second = f;
  }
  if (o.first_leak && (!first_leak || o.first_leak->index < first_leak->index)) first_leak = o.first_leak;
  numbers_judged += o.numbers_judged;
  wrong_numbers += o.wrong_numbers;
  for (int c = 0; c < Row::kErrorClasses; ++c) error_histogram[c] += o.error_histogram[c];
  max_error = std::max(max_error, o.max_error);
  take_first(first_number, o.first_number);
  if (o.worst_number && (!worst_number || o.worst_number->error > worst_number->error ||
                         (o.worst_number->error == worst_number->error && o.worst_number->index < worst_number->index))) {
    worst_number = o.worst_number;
  }
  for (int k = 0; k < Row::kKinds; ++k) {
    if (o.first_index[k] < first_index[k]) {
      first_index[k] = o.first_index[k];
      first_seconds[k] = o.first_seconds[k];
    }
  }
}

void Tally::note_first(int k, std::uint64_t index, Clock::time_point start) {
  if (index < first_index[k]) {
    first_index[k] = index;
    first_seconds[k] = std::chrono::duration<double>(Clock::now() - start).count();
  }
}

Partial::Partial(std::size_t routines, std::size_t classes) : class_cases(classes, 0), tallies(routines) {}
Partial::Partial(Partial&&) noexcept = default;
Partial& Partial::operator=(Partial&&) noexcept = default;
Partial::~Partial() = default;

void Partial::set_routines(std::size_t routines) { tallies.resize(routines); }

void Partial::merge(const Partial& o) {
  cases += o.cases;
  for (int k = 0; k < 3; ++k) oracle_relations[k] += o.oracle_relations[k];
  for (std::size_t k = 0; k < class_cases.size(); ++k) class_cases[k] += o.class_cases[k];
  for (std::size_t j = 0; j < tallies.size(); ++j) tallies[j].merge(o.tallies[j]);
  core_stats.filter += o.core_stats.filter;
  core_stats.exact += o.core_stats.exact;
}

int record_disagreement(Tally& t, const CaseType& type, const query::Contract& contract, Outcome o,
                        const exact::Result& truth, const void* c, std::size_t cls, std::uint64_t index,
                        Clock::time_point start, bool has_margin, const std::string& detail) {
  if (o == Outcome::false_hit) ++t.false_hits;
  if (o == Outcome::false_miss) ++t.false_misses;
  if (o == Outcome::wrong_relation) ++t.wrong_relations;
  if (allowed(contract, o, truth)) return 0;
  ++t.violations;
  ++t.by_class[type.classes[cls]];
  t.found |= defect_bit(o);
  const int kind = o == Outcome::false_hit ? 0 : o == Outcome::false_miss ? 1 : 2;
  ++t.violating[kind];
  t.note_first(kind, index, start);
  const double margin = has_margin ? truth.relative_margin : 0.0;
  const auto found = [&] { return found_at(type, c, cls, index, o, margin, detail); };
  if (has_margin) {
    if (truth.relative_margin == 0) ++t.at_contact;
    ++t.by_margin[margin_decade(truth.relative_margin)];
    if (!t.has_worst || std::fabs(truth.relative_margin) > std::fabs(t.worst)) {
      t.has_worst = true;
      t.worst = truth.relative_margin;
    }
    if (!t.most_severe || more_severe(margin, index, *t.most_severe)) t.most_severe = found();
    if (t.classified < kClassifyPerBlock) {
      ++t.classified;
      std::string degeneracy = type.degeneracy_class(c, truth);
      if (t.by_degeneracy.find(degeneracy) == t.by_degeneracy.end()) {  // keeps the first
        t.by_degeneracy.emplace(std::move(degeneracy), found());
      }
    }
  }
  auto& first = kind == 0 ? t.first_hit : kind == 1 ? t.first_miss : t.first_wrong;
  if (replaces_first(first, cls)) first = found();
  return 1;
}

int record_fault(Tally& t, const CaseType& type, bool crash, const std::string& detail, const void* c,
                 std::size_t cls, std::uint64_t index, Clock::time_point start) {
  ++t.cases;
  ++(crash ? t.crashes : t.timeouts);
  ++t.violations;
  ++t.by_class[type.classes[cls]];
  t.found |= crash ? query::kCrash : query::kTimeout;
  t.note_first(crash ? 4 : 5, index, start);
  auto& first = crash ? t.first_crash : t.first_timeout;
  if (replaces_first(first, cls)) first = found_at(type, c, cls, index, crash ? Outcome::crash : Outcome::timeout, 0.0, detail);
  return 1;
}

std::string number_detail(const exact::NumberVerdict& v) {
  return v.answer + "; exact " + v.exact + "; " + v.why;
}

int record_numbers(Tally& t, const CaseType& type, const exact::NumberVerdict& v, const void* c, std::size_t cls,
                   std::uint64_t index, Clock::time_point start) {
  ++t.numbers_judged;
  ++t.error_histogram[exact::error_class(v.ulps)];
  t.max_error = std::max(t.max_error, v.ulps);
  if (v.holds) return 0;
  ++t.wrong_numbers;
  ++t.violations;
  ++t.by_class[type.classes[cls]];
  t.found |= query::kWrongNumber;
  t.note_first(6, index, start);
  const auto found = [&] {
    Found f = found_at(type, c, cls, index, Outcome::wrong_number, 0.0, number_detail(v));
    f.error = v.ulps;
    return f;
  };
  if (replaces_first(t.first_number, cls)) t.first_number = found();
  if (!t.worst_number || v.ulps > t.worst_number->error) t.worst_number = found();
  return 1;
}

std::vector<const Found*> class_examples(const Tally& t) {
  std::vector<const Found*> out;
  for (const auto& [k, f] : t.by_degeneracy) out.push_back(&f);
  std::sort(out.begin(), out.end(), [](const Found* a, const Found* b) { return a->index < b->index; });
  if (out.size() > static_cast<std::size_t>(Row::kClassExamples)) out.resize(Row::kClassExamples);
  return out;
}

const char* role_name(query::Role r) {
  switch (r) {
    case query::Role::core: return "core";
    case query::Role::specimen: return "specimen";
    case query::Role::user: return "user";
  }
  return "user";
}

std::string describe(const std::string& query, const std::vector<Routine>& routines, const CaseType& type) {
  std::string out;
  for (const Routine& r : routines) {
    out += query + "  " + r.name + "  [" + role_name(r.role) + ", " +
           (r.numbers ? query::to_string(r.number_contract) : query::to_string(r.contract)) + "]";
    if (r.expected) out += "  expected: " + defect_names(r.expected);
    out += "\n    " + r.origin + "\n";
  }
  out += query + "  generator classes:";
  for (std::size_t k = 0; k < type.class_count; ++k) out += std::string(" ") + type.classes[k];
  return out + "\n";
}

Row make_row(const std::string& query, const Routine& routine, const Tally& t, const Stats& core_stats) {
  Row row;
  row.query = query;
  row.implementation = routine.name;
  row.origin = routine.origin;
  row.role = role_name(routine.role);
  row.isolated = routine.isolated;
  row.contract = routine.numbers ? query::to_string(routine.number_contract) : query::to_string(routine.contract);
  row.defect_note = routine.defect_note;
  row.expected = routine.expected;
  row.found = t.found;
  row.cases = t.cases;
  row.false_hits = t.false_hits;
  row.false_misses = t.false_misses;
  row.wrong_relations = t.wrong_relations;
  row.violating_false_hits = t.violating[0];
  row.violating_false_misses = t.violating[1];
  row.violating_wrong_relations = t.violating[2];
  row.crossings = t.crossings;
  row.leaks = t.leaks;
  row.crashes = t.crashes;
  row.timeouts = t.timeouts;
  row.violations_at_contact = t.at_contact;
  row.violations = t.violations;
  row.has_worst = t.has_worst;
  row.worst_relative_margin = t.worst;
  if (routine.role == query::Role::core) {
    row.filter_calls = core_stats.filter;
    row.exact_calls = core_stats.exact;
  }
  if (routine.numbers) {
    row.numbers_judged = t.numbers_judged;
    row.wrong_numbers = t.wrong_numbers;
    row.error_histogram.assign(t.error_histogram, t.error_histogram + Row::kErrorClasses);
    row.max_error = t.max_error;
  }
  row.violations_by_class.assign(t.by_class.begin(), t.by_class.end());
  row.violations_by_margin.assign(t.by_margin.begin(), t.by_margin.end());
  for (int k = 0; k < Row::kKinds; ++k) {
    row.first_index[k] = t.first_index[k];
    row.first_seconds[k] = t.first_seconds[k];
  }
  set_verdict(row);
  return row;
}

void add_query_stats(Report& report, const std::string& query, bool fast, unsigned jobs, const Partial& total,
                     const CaseType& type, double seconds) {
  QueryStats qs;
  qs.query = query;
  qs.reference = fast ? "core" : "exact";
  qs.jobs = jobs;
  qs.cases = total.cases;
  for (int k = 0; k < 3; ++k) qs.oracle_relations[k] = total.oracle_relations[k];
  qs.seconds = seconds;
  for (std::size_t k = 0; k < type.class_count; ++k) qs.cases_by_class.emplace_back(type.classes[k], total.class_cases[k]);
  report.queries.push_back(std::move(qs));
}

}  // namespace campaign
}  // namespace gv
