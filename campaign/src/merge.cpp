// SPDX-License-Identifier: MIT
// geoverify campaign: reading JSON reports back and merging shard reports.
#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <sstream>

#include "geoverify/campaign/report.h"
#include "geoverify/query/contract.h"
#include "json.h"

namespace gv {
namespace campaign {
namespace {

using json::Value;

struct Reader {
  std::string path;
  std::string error;

  bool fail(const Value& at, const std::string& why) {
    if (error.empty()) error = path + ":" + std::to_string(at.line) + ": " + why;
    return false;
  }
  const Value* member(const Value& obj, const char* key, Value::Kind kind) {
    const Value* v = obj.find(key);
    if (!v) {
      fail(obj, std::string("missing \"") + key + "\"");
      return nullptr;
    }
    if (v->kind != kind) {
      fail(*v, std::string("\"") + key + "\" has the wrong type");
      return nullptr;
    }
    return v;
  }
  bool u64(const Value& obj, const char* key, std::uint64_t& out) {
    const Value* v = member(obj, key, Value::Kind::number);
    if (!v) return false;
    char* end = nullptr;
    out = std::strtoull(v->text.c_str(), &end, 10);
    if (v->text.empty() || v->text[0] == '-' || end != v->text.c_str() + v->text.size()) {
      return fail(*v, std::string("\"") + key + "\" must be an unsigned integer");
    }
    return true;
  }
  bool real(const Value& obj, const char* key, double& out, bool* present = nullptr) {
    const Value* v = obj.find(key);
    if (!v) return fail(obj, std::string("missing \"") + key + "\"");
    if (present) *present = v->kind != Value::Kind::null;
    if (v->kind == Value::Kind::null && present) return true;
    if (v->kind == Value::Kind::string && (v->text == "inf" || v->text == "-inf")) {
      out = v->text == "inf" ? HUGE_VAL : -HUGE_VAL;
      return true;
    }
    if (v->kind != Value::Kind::number) return fail(*v, std::string("\"") + key + "\" must be a number");
    out = v->n;
    return true;
  }
  bool str(const Value& obj, const char* key, std::string& out) {
    const Value* v = member(obj, key, Value::Kind::string);
    if (!v) return false;
    out = v->text;
    return true;
  }
  bool defects(const Value& obj, const char* key, unsigned& out) {
    const Value* v = member(obj, key, Value::Kind::array);
    if (!v) return false;
    out = 0;
    for (const Value& d : v->items) {
      const unsigned bit = d.kind == Value::Kind::string ? defect_bit(d.text) : 0u;
      if (bit == 0) {
        return fail(d, "expected \"false hit\", \"false miss\", \"leak\", \"crash\", \"timeout\" or \"wrong number\"");
      }
      out |= bit;
    }
    return true;
  }
  /// A bare value (an object's member, an array's item) as an unsigned integer.
  bool u64_value(const Value& n, std::uint64_t& out) {
    Value wrap;
    wrap.kind = Value::Kind::object;
    wrap.members.emplace_back("n", n);
    wrap.line = n.line;
    return u64(wrap, "n", out);
  }
  bool counts(const Value& obj, const char* key, std::vector<std::pair<std::string, std::uint64_t>>& out) {
    const Value* v = member(obj, key, Value::Kind::object);
    if (!v) return false;
    for (const auto& [k, n] : v->members) {
      std::uint64_t x = 0;
      if (!u64_value(n, x)) return false;
      out.emplace_back(k, x);
    }
    return true;
  }
  /// An error in ulps as error_text() writes it: digits, or "NaN".
  bool ulps(const Value& obj, const char* key, std::int64_t& out) {
    std::string s;
    if (!str(obj, key, s)) return false;
    if (s == "NaN") {
      out = std::numeric_limits<std::int64_t>::max();
      return true;
    }
    char* end = nullptr;
    out = static_cast<std::int64_t>(std::strtoll(s.c_str(), &end, 10));
    if (s.empty() || s[0] == '-' || end != s.c_str() + s.size()) {
      return fail(*obj.find(key), std::string("\"") + key + "\" must be a count of ulps or \"NaN\"");
    }
    return true;
  }
  /// A quantity row's numbers (absent from relation rows and from reports of
  /// earlier versions).
  bool numbers(const Value& v, Row& r) {
    const Value* e = v.find("error_ulps");
    if (!e) return true;
    if (e->kind != Value::Kind::object) return fail(*e, "\"error_ulps\" must be an object");
    if (!(u64(v, "numbers_judged", r.numbers_judged) && u64(v, "wrong_numbers", r.wrong_numbers) &&
          ulps(*e, "max", r.max_error))) {
      return false;
    }
    const Value* h = member(*e, "histogram", Value::Kind::array);
    if (!h) return false;
    if (h->items.size() != static_cast<std::size_t>(Row::kErrorClasses)) {
      return fail(*h, "\"histogram\" must hold " + std::to_string(Row::kErrorClasses) + " counts");
    }
    for (const Value& n : h->items) {
      std::uint64_t x = 0;
      if (!u64_value(n, x)) return false;
      r.error_histogram.push_back(x);
    }
    return true;
  }
  bool relation(const Value& obj, const char* key, Relation& out) {
    std::string s;
    if (!str(obj, key, s)) return false;
    for (Relation r : {Relation::disjoint, Relation::touching, Relation::overlapping, Relation::invalid}) {
      if (s == to_string(r)) {
        out = r;
        return true;
      }
    }
    return fail(*obj.find(key), "unknown relation '" + s + "'");
  }

  bool row(const Value& v, Row& r) {
    if (v.kind != Value::Kind::object) return fail(v, "a row must be an object");
    bool has = false;
    if (!(str(v, "query", r.query) && str(v, "implementation", r.implementation) && str(v, "role", r.role) &&
          str(v, "contract", r.contract) && str(v, "origin", r.origin) && str(v, "defect_note", r.defect_note) &&
          u64(v, "cases", r.cases) && u64(v, "false_hits", r.false_hits) && u64(v, "false_misses", r.false_misses) &&
          u64(v, "wrong_relations", r.wrong_relations) && u64(v, "crossings", r.crossings) &&
          u64(v, "leaks", r.leaks) && u64(v, "crashes", r.crashes) && u64(v, "timeouts", r.timeouts) &&
          u64(v, "violations", r.violations) &&
          u64(v, "violations_at_contact", r.violations_at_contact) &&
          real(v, "worst_relative_margin", r.worst_relative_margin, &has) && u64(v, "filter_calls", r.filter_calls) &&
          u64(v, "exact_calls", r.exact_calls) && defects(v, "expected", r.expected) && defects(v, "found", r.found) &&
          counts(v, "violations_by_class", r.violations_by_class))) {
      return false;
    }
    r.has_worst = has;
    // The violations by kind (absent from reports of earlier versions: then
    // every disagreement counts, as their tables showed).
    r.violating_false_hits = r.false_hits;
    r.violating_false_misses = r.false_misses;
    r.violating_wrong_relations = r.wrong_relations;
    if (v.find("violating_false_hits") &&
        !(u64(v, "violating_false_hits", r.violating_false_hits) &&
          u64(v, "violating_false_misses", r.violating_false_misses) &&
          u64(v, "violating_wrong_relations", r.violating_wrong_relations))) {
      return false;
    }
    // Where the routine ran: absent from reports of earlier versions, whose
    // users' routines ran in workers (isolation on, its default).
    r.isolated = r.role == "user";
    if (const Value* iso = v.find("isolated")) {
      if (iso->kind != Value::Kind::boolean) return fail(*iso, "\"isolated\" must be true or false");
      r.isolated = iso->b;
    }
    // By margin decade: absent from reports of earlier versions.
    if (v.find("violations_by_margin") && !counts(v, "violations_by_margin", r.violations_by_margin)) return false;
    if (!numbers(v, r)) return false;
    const Value* first = member(v, "first_violation", Value::Kind::object);
    if (!first) return false;
    for (int k = 0; k < Row::kKinds; ++k) {
      const Value* f = first->find(kind_name(k));
      if (!f) continue;
      if (f->kind != Value::Kind::object) return fail(*f, "a first violation must be an object");
      if (!(u64(*f, "case", r.first_index[k]) && real(*f, "seconds", r.first_seconds[k]))) return false;
    }
    const Value* cxs = member(v, "counterexamples", Value::Kind::array);
    if (!cxs) return false;
    for (const Value& c : cxs->items) {
      Counterexample cx;
      std::uint64_t steps = 0;
      if (c.kind != Value::Kind::object) return fail(c, "a counterexample must be an object");
      if (!(str(c, "kind", cx.kind) && str(c, "generator_class", cx.generator_class) &&
            str(c, "degeneracy_class", cx.degeneracy_class) && u64(c, "case", cx.index) &&
            relation(c, "oracle", cx.oracle) && real(c, "margin", cx.margin) &&
            real(c, "relative_margin", cx.relative_margin) && u64(c, "shrink_steps", steps) &&
            str(c, "selection", cx.selection) && str(c, "detail", cx.detail) && str(c, "literal", cx.literal))) {
        return false;
      }
      cx.shrink_steps = static_cast<int>(steps);
      if (c.find("error_ulps")) {
        std::uint64_t e = 0;
        if (!u64(c, "error_ulps", e)) return false;
        cx.error_ulps = static_cast<std::int64_t>(e);
      }
      r.counterexamples.push_back(std::move(cx));
    }
    set_verdict(r);
    return true;
  }

  bool query_stats(const Value& v, QueryStats& q) {
    if (v.kind != Value::Kind::object) return fail(v, "a query must be an object");
    std::uint64_t jobs = 1;
    if (!(str(v, "query", q.query) && str(v, "reference", q.reference) && u64(v, "jobs", jobs) &&
          u64(v, "cases", q.cases) && real(v, "seconds", q.seconds) && counts(v, "cases_by_class", q.cases_by_class))) {
      return false;
    }
    q.jobs = static_cast<unsigned>(jobs);
    const Value* rel = member(v, "oracle_relations", Value::Kind::object);
    return rel && u64(*rel, "disjoint", q.oracle_relations[0]) && u64(*rel, "touching", q.oracle_relations[1]) &&
           u64(*rel, "overlapping", q.oracle_relations[2]);
  }

  bool report(const Value& v, Report& r) {
    if (v.kind != Value::Kind::object) return fail(v, "a report must be a JSON object");
    std::string tool;
    if (!str(v, "tool", tool)) return false;
    if (tool != "geoverify") return fail(v, "not a geoverify report");
    std::uint64_t format = 0, jobs = 1;
    if (!u64(v, "format", format)) return false;
    if (format != 1) return fail(v, "unknown report format " + std::to_string(format));
    const Value* shard = member(v, "shard", Value::Kind::object);
    if (!shard) return false;
    if (!(u64(v, "seed", r.seed) && real(v, "budget_seconds", r.budget_seconds) && u64(v, "max_cases", r.max_cases) &&
          real(v, "elapsed_seconds", r.elapsed_seconds) && u64(v, "jobs", jobs) &&
          u64(*shard, "index", r.shard_index) && u64(*shard, "count", r.shard_count) &&
          u64(*shard, "merged", r.shards_merged))) {
      return false;
    }
    r.jobs = static_cast<unsigned>(jobs);
    const Value* queries = member(v, "queries", Value::Kind::array);
    const Value* rows = member(v, "rows", Value::Kind::array);
    if (!queries || !rows) return false;
    for (const Value& q : queries->items) {
      r.queries.emplace_back();
      if (!query_stats(q, r.queries.back())) return false;
    }
    for (const Value& row_value : rows->items) {
      r.rows.emplace_back();
      if (!row(row_value, r.rows.back())) return false;
    }
    r.passed = std::all_of(r.rows.begin(), r.rows.end(), [](const Row& x) { return x.ok; });
    return true;
  }
};

bool is_random_class(const std::string& cls) { return cls == "random-real" || cls == "random-bits"; }

/// The counterexample the unsharded run keeps: for a kind's first, the
/// earliest from a structured class, else the earliest; the most severe: the
/// larger |relative margin|, else the earlier; a class's: the earliest.
bool better(const Counterexample& a, const Counterexample& b) {
  if (a.selection == "most severe") {
    const double ma = std::fabs(a.relative_margin), mb = std::fabs(b.relative_margin);
    return ma > mb || (ma == mb && a.index < b.index);
  }
  if (a.selection == "class") return a.index < b.index;
  if (a.selection == "worst number") return a.error_ulps > b.error_ulps || (a.error_ulps == b.error_ulps && a.index < b.index);
  const bool ra = is_random_class(a.generator_class), rb = is_random_class(b.generator_class);
  if (ra != rb) return !ra;
  return a.index < b.index;
}

void add_counts(std::vector<std::pair<std::string, std::uint64_t>>& into,
                const std::vector<std::pair<std::string, std::uint64_t>>& from, bool sorted) {
  for (const auto& count : from) {
    auto it = std::find_if(into.begin(), into.end(), [&](const auto& p) { return p.first == count.first; });
    if (it == into.end()) into.push_back(count);
    else it->second += count.second;
  }
  if (sorted) std::sort(into.begin(), into.end());
}

}  // namespace

bool read_json_report(const std::string& path, Report& out, std::string& error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = "cannot read '" + path + "'";
    return false;
  }
  std::ostringstream text;
  text << in.rdbuf();
  Value doc;
  std::string why;
  if (!json::parse(text.str(), doc, why)) {
    error = path + ":" + why.substr(5);  // "line N: ..." -> "path:N: ..."
    return false;
  }
  Reader reader{path, {}};
  out = Report{};
  if (!reader.report(doc, out)) {
    error = reader.error;
    return false;
  }
  return true;
}

bool merge_reports(const std::vector<Report>& shards, const std::vector<std::string>& names, Report& out,
                   std::string& error) {
  if (shards.empty()) {
    error = "no reports to merge";
    return false;
  }
  const Report& first = shards[0];
  const std::uint64_t n = first.shard_count;
  std::vector<bool> seen(n, false);
  for (std::size_t s = 0; s < shards.size(); ++s) {
    const Report& r = shards[s];
    const std::string& name = names[s];
    if (r.shards_merged) {
      error = name + ": already a merged report";
      return false;
    }
    if (r.seed != first.seed || r.max_cases != first.max_cases || r.shard_count != n) {
      error = name + ": seed, case budget or shard count differs from " + names[0] +
              " (all shards must come from one campaign)";
      return false;
    }
    if (r.max_cases == 0) {
      error = name + ": a shard must be run with --cases (a time budget alone is not a deterministic share)";
      return false;
    }
    if (r.shard_index >= n || seen[r.shard_index]) {
      error = name + ": shard " + std::to_string(r.shard_index + 1) + "/" + std::to_string(n) +
              (r.shard_index < n ? " appears twice" : " is out of range");
      return false;
    }
    seen[r.shard_index] = true;
    if (r.queries.size() != first.queries.size() || r.rows.size() != first.rows.size()) {
      error = name + ": ran other queries or routines than " + names[0];
      return false;
    }
    for (std::size_t i = 0; i < r.rows.size(); ++i) {
      if (r.rows[i].query != first.rows[i].query || r.rows[i].implementation != first.rows[i].implementation) {
        error = name + ": ran other queries or routines than " + names[0];
        return false;
      }
    }
  }
  for (std::uint64_t k = 0; k < n; ++k) {
    if (!seen[k]) {
      error = "shard " + std::to_string(k + 1) + "/" + std::to_string(n) + " is missing";
      return false;
    }
  }

  out = Report{};
  out.seed = first.seed;
  out.budget_seconds = first.budget_seconds;
  out.max_cases = first.max_cases;
  out.shard_index = 0;
  out.shard_count = 1;
  out.shards_merged = shards.size();
  out.jobs = first.jobs;
  out.queries = first.queries;
  out.rows = first.rows;
  for (auto& q : out.queries) {
    q.cases = 0;
    q.seconds = 0;
    q.oracle_relations[0] = q.oracle_relations[1] = q.oracle_relations[2] = 0;
    q.cases_by_class.clear();
  }
  for (auto& r : out.rows) {
    Row fresh;
    fresh.query = r.query;
    fresh.implementation = r.implementation;
    fresh.origin = r.origin;
    fresh.role = r.role;
    fresh.contract = r.contract;
    fresh.defect_note = r.defect_note;
    fresh.expected = r.expected;
    r = std::move(fresh);
  }
  for (const Report& s : shards) {
    out.elapsed_seconds = std::max(out.elapsed_seconds, s.elapsed_seconds);
    for (std::size_t i = 0; i < s.queries.size(); ++i) {
      QueryStats& q = out.queries[i];
      const QueryStats& o = s.queries[i];
      q.cases += o.cases;
      q.seconds = std::max(q.seconds, o.seconds);
      for (int k = 0; k < 3; ++k) q.oracle_relations[k] += o.oracle_relations[k];
      add_counts(q.cases_by_class, o.cases_by_class, false);
    }
    for (std::size_t i = 0; i < s.rows.size(); ++i) {
      Row& r = out.rows[i];
      const Row& o = s.rows[i];
      r.found |= o.found;
      r.cases += o.cases;
      r.false_hits += o.false_hits;
      r.false_misses += o.false_misses;
      r.wrong_relations += o.wrong_relations;
      r.violating_false_hits += o.violating_false_hits;
      r.violating_false_misses += o.violating_false_misses;
      r.violating_wrong_relations += o.violating_wrong_relations;
      r.crossings += o.crossings;
      r.leaks += o.leaks;
      r.crashes += o.crashes;
      r.timeouts += o.timeouts;
      r.violations += o.violations;
      r.violations_at_contact += o.violations_at_contact;
      r.filter_calls += o.filter_calls;
      r.exact_calls += o.exact_calls;
      r.numbers_judged += o.numbers_judged;
      r.wrong_numbers += o.wrong_numbers;
      r.max_error = std::max(r.max_error, o.max_error);
      if (r.error_histogram.empty()) r.error_histogram = o.error_histogram;
      else if (!o.error_histogram.empty()) {
        for (std::size_t c = 0; c < r.error_histogram.size(); ++c) r.error_histogram[c] += o.error_histogram[c];
      }
      if (o.has_worst && (!r.has_worst || std::fabs(o.worst_relative_margin) > std::fabs(r.worst_relative_margin))) {
        r.has_worst = true;
        r.worst_relative_margin = o.worst_relative_margin;
      }
      add_counts(r.violations_by_class, o.violations_by_class, true);
      add_counts(r.violations_by_margin, o.violations_by_margin, true);
      for (int k = 0; k < Row::kKinds; ++k) {
        if (o.first_index[k] < r.first_index[k]) {
          r.first_index[k] = o.first_index[k];
          r.first_seconds[k] = o.first_seconds[k];
        }
      }
      for (const Counterexample& cx : o.counterexamples) {
        // Firsts: one per kind; the most severe: one; class examples: one per
        // degeneracy class (capped below).
        auto it = std::find_if(r.counterexamples.begin(), r.counterexamples.end(), [&](const Counterexample& c) {
          if (c.selection != cx.selection) return false;
          if (cx.selection == "first") return c.kind == cx.kind;
          if (cx.selection == "class") return c.degeneracy_class == cx.degeneracy_class;
          return true;
        });
        if (it == r.counterexamples.end()) r.counterexamples.push_back(cx);
        else if (better(cx, *it)) *it = cx;
      }
    }
  }
  // The unsharded run's order: the firsts by kind (miss, hit, wrong relation,
  // leak, crash, timeout, wrong number), the worst number, the most severe,
  // then the class examples of the
  // Row::kClassExamples classes met earliest. Each shard keeps its earliest
  // classes, and a class among the whole run's earliest is among its own
  // shard's earliest, so the cap commutes with the merge.
  static const char* const kOrder[7] = {"false miss", "false hit", "wrong relation", "leak",
                                        "crash",      "timeout",   "wrong number"};
  for (Row& r : out.rows) {
    auto rank = [](const Counterexample& c) {
      if (c.selection == "worst number") return 7;
      if (c.selection == "most severe") return 8;
      if (c.selection == "class") return 9;
      for (int i = 0; i < 7; ++i) {
        if (c.kind.rfind(kOrder[i], 0) == 0) return i;
      }
      return 8;
    };
    std::stable_sort(r.counterexamples.begin(), r.counterexamples.end(),
                     [&](const Counterexample& a, const Counterexample& b) {
                       if (rank(a) != rank(b)) return rank(a) < rank(b);
                       return rank(a) == 9 && a.index < b.index;
                     });
    std::vector<Counterexample> kept;
    int classes = 0;
    for (Counterexample& c : r.counterexamples) {
      if (c.selection == "class" && ++classes > Row::kClassExamples) continue;
      kept.push_back(std::move(c));
    }
    r.counterexamples = std::move(kept);
    set_verdict(r);
  }
  out.passed = std::all_of(out.rows.begin(), out.rows.end(), [](const Row& x) { return x.ok; });
  fail_empty_rows(out);
  return true;
}

}  // namespace campaign
}  // namespace gv
