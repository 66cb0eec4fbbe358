// SPDX-License-Identifier: MIT
// geoverify fuzz: the differential harness every query's fuzz target uses.
//
// Inputs are decoded as geoverify/fuzz/detail/decode.h describes (byte 0:
// scalar type and raw / generator mode), the same decoder the targets of
// GEOVERIFY_FUZZ_ROUTINE use. Checks, for every input:
//   * invalid case: the oracle (and the core, where one exists) answer
//     Relation::invalid; nothing crashes, nothing is undefined (ASan+UBSan);
//   * valid case: the oracle gives a relation and a margin whose sign agrees
//     with it; the core equals the oracle exactly, else the harness writes a
//     reproducer (geoverify/fuzz/detail/reproducer.h) and aborts with the
//     case printed as C++ literals;
//   * specimens run on the valid cases they accept and are judged under their
//     contracts (campaign/judge.h). Their violations are known defects: never
//     fatal, counted per (specimen, kind) and reported at exit; the first of
//     each (specimen, kind) in a process is written as a reproducer (a
//     regression test asserting the known wrong answer).
// Reproducers go to $GEOVERIFY_REPRODUCER_DIR (default: the current directory).
#ifndef GEOVERIFY_FUZZ_HARNESS_H
#define GEOVERIFY_FUZZ_HARNESS_H

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>
#include <utility>

#include "geoverify/campaign/judge.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/fuzz/detail/decode.h"
#include "geoverify/fuzz/detail/reproducer.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/core_binding.h"
#include "geoverify/specimens/registry.h"

namespace gv {
namespace fuzz {

/// Specimen violations of this process: count and reproducer per (specimen, kind).
struct Tally {
  std::uint64_t count = 0;
  std::string reproducer;
};

inline std::map<std::pair<std::string, std::string>, Tally>& tally() {
  static std::map<std::pair<std::string, std::string>, Tally> t;
  return t;
}

inline void print_tally() {
  for (const auto& [key, t] : tally()) {
    std::fprintf(stderr, "geoverify-fuzz: %s: %s %llu times (known defect; reproducer %s)\n", key.first.c_str(),
                 key.second.c_str(), static_cast<unsigned long long>(t.count),
                 t.reproducer.empty() ? "not written" : t.reproducer.c_str());
  }
}

template <class C>
[[noreturn]] void fail(const char* what, const C& c) {
  std::fprintf(stderr, "geoverify-fuzz: %s (%s/%s)\n%s\n", what, C::kQuery, scalar_tag<C>(),
               query::declarations(c).c_str());
  std::abort();
}

/// The core differs from the oracle: a reproducer, then abort.
template <class C>
[[noreturn]] void core_mismatch(const C& c, const exact::Result& r, Relation answer) {
  Finding f;
  f.routine = "gv::relation";
  f.contract = "exact";
  f.outcome = campaign::to_string(campaign::compare(answer, r.relation));
  f.answer = std::string("gv::Relation::") + to_string(answer);
  f.includes = {"#include \"geoverify/query/core_binding.h\""};
  f.body = {"// The certified core answered " + f.answer + "; it must equal the oracle.",
            "EXPECT_EQ(gv::query::CoreBinding<" + case_type_name<C>() + ">::relation(c), gv::Relation::" +
                to_string(r.relation) + ");"};
  const std::string path = write_reproducer(c, r, f);
  if (!path.empty()) std::fprintf(stderr, "geoverify-fuzz: reproducer written to %s\n", path.c_str());
  fail("core differs from the exact oracle", c);
}

/// A specimen violated its contract: counted; the first of its kind saved.
template <class C>
void specimen_mismatch(const query::Implementation<C>& impl, const C& c, const exact::Result& r, bool hit,
                       campaign::Outcome outcome) {
  Tally& t = tally()[{impl.name, campaign::to_string(outcome)}];
  if (t.count++ > 0) return;
  Finding f;
  f.routine = impl.name;
  f.contract = query::to_string(impl.contract);
  f.outcome = campaign::to_string(outcome);
  f.answer = hit ? "true" : "false";
  f.includes = {"#include \"geoverify/specimens/registry.h\""};
  f.body = {"// A known defect of the specimen (" + impl.defect_note + "):",
            "// the regression keeps its wrong answer, " + f.answer + ".",
            "int runs = 0;",
            "for (const auto& impl : gv::specimens::specimens<" + case_type_name<C>() + ">()) {",
            "  if (impl.name != \"" + impl.name + "\") continue;",
            "  ++runs;",
            std::string("  EXPECT_") + (hit ? "TRUE" : "FALSE") + "(impl.intersects(c));",
            "}",
            "EXPECT_EQ(runs, 1);"};
  t.reproducer = write_reproducer(c, r, f);
}

template <class C>
void check(const C& c) {
  const exact::Result r = exact::oracle(c);
  if (!query::valid(c)) {
    if (r.relation != Relation::invalid) fail("oracle accepted an invalid case", c);
    if constexpr (query::CoreBinding<C>::available) {
      if (query::CoreBinding<C>::relation(c) != Relation::invalid) fail("core accepted an invalid case", c);
    }
    return;
  }
  if (r.relation == Relation::invalid) fail("oracle rejected a valid case", c);
  if ((r.margin > 0) != (r.relation == Relation::disjoint) || (r.margin < 0) != (r.relation == Relation::overlapping)) {
    fail("oracle margin sign disagrees with its relation", c);
  }
  if constexpr (query::CoreBinding<C>::available) {
    const Relation answer = query::CoreBinding<C>::relation(c);
    if (answer != r.relation) core_mismatch(c, r, answer);
  }
  if constexpr (query::CoreNumbers<C>::available) {
    // The core's numbers: a value exactly when the shapes meet, each a
    // bracket of adjacent values of T around the exact number.
    const query::NumbersOf<C> n = query::CoreNumbers<C>::numbers(c);
    const exact::ExactNumbers truth = exact::exact_numbers(c);
    if (n.present != truth.present()) fail("core's numbers disagree with the oracle on a hit", c);
    if (n.present) {
      const exact::NumberVerdict v = exact::judge_numbers<C>(truth, n, query::NumberContract::bracket(1), r.scale);
      if (!v.holds) {
        std::fprintf(stderr, "geoverify-fuzz: %s; exact %s; %s\n", v.answer.c_str(), v.exact.c_str(), v.why.c_str());
        fail("core's numbers break their bracket", c);
      }
    }
  }
  static const auto routines = specimens::specimens<C>();
  for (const auto& impl : routines) {
    if (impl.accepts && !impl.accepts(c)) continue;
    const bool hit = query::answers_hit(impl, c);
    campaign::Outcome outcome = campaign::compare(hit, r.relation);
    if constexpr (query::is_quantity_v<C> && !query::ValueMeansHit<C>::value) {
      // a distance: a value is owed on every valid case, whatever the relation
      if (impl.numbers) outcome = hit ? campaign::Outcome::agree : campaign::Outcome::false_miss;
    }
    if (!campaign::allowed(impl.contract, outcome, r)) specimen_mismatch(impl, c, r, hit, outcome);
    if constexpr (query::is_quantity_v<C>) {
      if (impl.numbers && hit && outcome == campaign::Outcome::agree) {
        const exact::NumberVerdict v = exact::judge_numbers<C>(exact::exact_numbers(c), impl.numbers(c),
                                                               impl.number_contract, r.scale);
        if (!v.holds) specimen_mismatch(impl, c, r, hit, campaign::Outcome::wrong_number);
      }
    }
  }
}

/// The body of LLVMFuzzerTestOneInput for a query with case types CF (float)
/// and CD (double).
template <class CF, class CD>
int test_one_input(const std::uint8_t* data, std::size_t size) {
  // Construct the tally before registering its printer, so that it is
  // destroyed after the printer runs at exit.
  static const bool registered = (tally(), std::atexit(print_tally), true);
  (void)registered;
  if (size == 0) return 0;
  FuzzedDataProvider fdp(data + 1, size - 1);
  const InputHeader h = input_header(data[0]);
  if (h.dbl) check(decode_case<CD>(fdp, h.raw));
  else check(decode_case<CF>(fdp, h.raw));
  return 0;
}

}  // namespace fuzz
}  // namespace gv

#endif  // GEOVERIFY_FUZZ_HARNESS_H
