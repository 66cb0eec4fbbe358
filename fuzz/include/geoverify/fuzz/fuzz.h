// SPDX-License-Identifier: MIT
// geoverify fuzz: fuzz your own routine against the exact oracle.
//
//   #include "geoverify/fuzz/fuzz.h"
//
//   bool my_ray_box(const gv::Rayf& ray, const gv::Aabbf& box);   // yours
//
//   GEOVERIFY_FUZZ_ROUTINE(gv::query::RayAabb<float>, gv::query::Contract::exact(), my_ray_box)
//
// defines LLVMFuzzerTestOneInput. For every input it decodes a case the way
// the built-in geoverify fuzz targets do (geoverify/fuzz/detail/decode.h; the
// scalar-type bit is ignored: every input becomes a CaseType), skips invalid
// cases, asks the exact oracle, and judges the routine's answer under the
// contract exactly as the campaign does (geoverify/campaign/judge.h). On a
// violation it writes a reproducer (geoverify/fuzz/detail/reproducer.h:
// a GoogleTest TEST with the case as hex-float declarations, the routine's
// answer and the exact relation) to $GEOVERIFY_REPRODUCER_DIR (default: the
// current directory) as mismatch-<query>-<hash>.cpp, prints the case and the
// file's path on stderr, and calls abort(): libFuzzer stops and saves the
// input too (crash-<sha1>; run the target on that file to replay it).
//
// A routine that crashes -- aborts (a failed assertion), raises SIGSEGV,
// SIGBUS, SIGFPE or SIGILL, or throws -- gets a reproducer too,
// crash-<query>-<hash>.cpp, written before the crash reaches libFuzzer: each
// call only records where its case is (no rendering on the fuzzing path), and
// a signal handler (installed once, chained to libFuzzer's and the
// sanitizers') renders and writes the reproducer. Like libFuzzer's own crash
// report this is not async-signal-safe: a crash inside the allocator may keep
// the file from being written, and the input libFuzzer saves replays it. An
// exception is caught, written and turned into abort(). libFuzzer then
// reports the crash and saves the input as usual. A hang is libFuzzer's
// -timeout (timeout-<sha1>, replayable), not a reproducer.
//
// The routine (third argument onwards, so a lambda with commas is fine) is
// anything callable as
//   routine(const CaseType& c)            or   routine(shape_a, shape_b)
// (the case's two shapes in the order of CaseType, e.g. ray and box) that
// returns bool (true: the shapes intersect) or gv::Relation (then judged as a
// relation: touching reported as overlapping is a violation too). The
// contract is any gv::query::Contract expression: exact(), conservative(),
// tolerant(eps).
//
// A quantity routine (hit parameters, distances, closest points:
// geoverify/query/quantity.h) returns gv::query::NumbersOf<CaseType> and is
// judged on its numbers:
//
//   GEOVERIFY_FUZZ_NUMBERS(gv::query::RayTriangleHit<float>, gv::query::NumberContract::ulps(4), my_hit)
//
// a value exactly when the exact answer has one, then every number within
// the contract and its range against the exact numbers
// (geoverify/exact/quantity.h), all decided exactly; the reproducer judges
// them with gv::exact::judge_numbers. An Implementation whose numbers() is
// set is judged the same way under its number_contract.
//
// To restrict the inputs (a routine meant for unit axes, for rays with
// tmin == 0, ...) or to name the routine, describe it as a
// gv::query::Implementation<CaseType> (the campaign's type) and use
//
//   GEOVERIFY_FUZZ_IMPLEMENTATION(make_my_implementation())
//
// where the expression yields the Implementation (evaluated once); its
// accepts() (see geoverify/query/preconditions.h) filters the cases, its
// relation() is preferred to intersects() when set, and its name is the
// function the reproducer calls.
//
// Build the target with geoverify_add_fuzzer() (GeoverifyFuzz.cmake): with
// clang it links libFuzzer; with another compiler a replay main runs corpus
// files, so the target still builds and its corpus still runs in CTest.
#ifndef GEOVERIFY_FUZZ_FUZZ_H
#define GEOVERIFY_FUZZ_FUZZ_H

#include <signal.h>

#include <cctype>
#include <csignal>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <string>
#include <tuple>
#include <type_traits>
#include <utility>

#include "geoverify/campaign/exception.h"
#include "geoverify/campaign/judge.h"
#include "geoverify/exact/oracle.h"
#include "geoverify/exact/quantity.h"
#include "geoverify/fuzz/detail/decode.h"
#include "geoverify/fuzz/detail/reproducer.h"
#include "geoverify/query/cases.h"
#include "geoverify/query/contract.h"

namespace gv {
namespace fuzz {

/// A routine under fuzz: what GEOVERIFY_FUZZ_ROUTINE and
/// GEOVERIFY_FUZZ_IMPLEMENTATION build.
template <class C>
struct Routine {
  std::string name;                          ///< shown in messages and reproducers
  std::string call;                          ///< C++ call on the case `c` (or its shapes)
  query::Contract contract;
  std::function<bool(const C&)> accepts;     ///< optional input filter
  std::function<bool(const C&)> intersects;  ///< one of intersects / relation / numbers is set
  std::function<Relation(const C&)> relation;
  /// A quantity routine's numbers (query/quantity.h), judged under
  /// number_contract against the exact numbers (exact/quantity.h).
  std::function<query::NumbersOf<C>(const C&)> numbers;
  query::NumberContract number_contract;
};

namespace detail {

/// True for a (qualified) name such as my_box, ns::box_test or test<float>:
/// the reproducer can call it as written.
inline bool is_name(const std::string& s) {
  if (s.empty() || std::isdigit(static_cast<unsigned char>(s[0]))) return false;
  for (const char ch : s) {
    const auto u = static_cast<unsigned char>(ch);
    if (!std::isalnum(u) && ch != '_' && ch != ':' && ch != '<' && ch != '>') return false;
  }
  return true;
}

/// Calls f with the case, or with its two shapes.
template <class C, class F>
decltype(auto) invoke_on(const F& f, const C& c) {
  if constexpr (std::is_invocable_v<const F&, const C&>) {
    return f(c);
  } else {
    static_assert(std::is_invocable_v<const F&, decltype(std::get<0>(c.tie())), decltype(std::get<1>(c.tie()))>,
                  "GEOVERIFY_FUZZ_ROUTINE: the routine must be callable with the case or with its two shapes");
    return std::apply(f, c.tie());
  }
}

}  // namespace detail

namespace detail {

/// A Routine named for the callable's source text (for the reproducer): its
/// name when the text is one, and the call on the case or its two shapes.
template <class C, class F>
Routine<C> named_routine(const char* text) {
  Routine<C> r;
  const std::string src = text;
  r.name = is_name(src) ? src : "routine";
  const bool whole_case = std::is_invocable_v<const F&, const C&>;
  const std::string args = whole_case ? "c" : std::string(C::kNames[0]) + ", " + C::kNames[1];
  r.call = (is_name(src) ? src : "(" + src + ")") + "(" + args + ")";
  return r;
}

}  // namespace detail

/// The Routine for a callable; text is the callable's source (for the reproducer).
template <class C, class F>
Routine<C> make_routine(const char* text, const query::Contract& contract, F f) {
  Routine<C> r = detail::named_routine<C, F>(text);
  r.contract = contract;
  using Answer = std::decay_t<decltype(detail::invoke_on(f, std::declval<const C&>()))>;
  if constexpr (std::is_same_v<Answer, Relation>) {
    r.relation = [f](const C& c) { return detail::invoke_on(f, c); };
  } else {
    static_assert(std::is_convertible_v<Answer, bool>,
                  "GEOVERIFY_FUZZ_ROUTINE: the routine must return bool or gv::Relation");
    r.intersects = [f](const C& c) { return static_cast<bool>(detail::invoke_on(f, c)); };
  }
  return r;
}

/// The Routine for a campaign Implementation.
template <class C>
Routine<C> from_implementation(const query::Implementation<C>& impl) {
  Routine<C> r;
  r.name = impl.name.empty() ? "routine" : impl.name;
  r.call = (detail::is_name(r.name) ? r.name : "routine") + "(c)";
  r.contract = impl.contract;
  r.accepts = impl.accepts;
  r.intersects = impl.intersects;
  r.relation = impl.relation;
  r.numbers = impl.numbers;
  r.number_contract = impl.number_contract;
  return r;
}

/// The Routine for a quantity routine f (returning query::NumbersOf<C>)
/// under a number contract; text is the callable's source.
template <class C, class F>
Routine<C> make_numbers_routine(const char* text, const query::NumberContract& number, F f) {
  static_assert(query::is_quantity_v<C>, "GEOVERIFY_FUZZ_NUMBERS: CaseType must be a quantity query");
  Routine<C> r = detail::named_routine<C, F>(text);
  r.contract = query::Contract::exact();
  r.number_contract = number;
  r.numbers = [f](const C& c) { return static_cast<query::NumbersOf<C>>(detail::invoke_on(f, c)); };
  return r;
}

/// Reports a quantity routine's violation -- a value where the exact answer
/// has none or none where it has one, or numbers outside the number
/// contract or their range (why) -- with a reproducer that judges the
/// numbers exactly, and aborts.
template <class C>
[[noreturn]] void report_number_violation(const Routine<C>& routine, const C& c, const exact::Result& r,
                                          const std::string& outcome, const std::string& answer,
                                          const std::string& exact_text) {
  Finding f;
  f.routine = routine.name;
  f.contract = query::to_string(routine.number_contract);
  f.outcome = outcome;
  f.answer = answer;
  if (!detail::is_name(routine.name) && routine.call.rfind("routine(", 0) == 0) {
    f.body.push_back("// `routine` stands for " + routine.name + ": call yours here.");
  }
  std::string k = f.contract;
  if (k.find('(') == std::string::npos) k += "()";
  f.body.push_back("// It returned " + answer + " (a " + outcome + "); exact: " + exact_text + ".");
  if (outcome == "wrong number") {
    f.body.push_back("EXPECT_TRUE(gv::exact::judge_numbers<" + case_type_name<C>() +
                     ">(gv::exact::exact_numbers(c), " + routine.call + ", gv::query::NumberContract::" + k +
                     ", gv::exact::oracle(c).scale).holds);");
  } else {
    f.body.push_back("EXPECT_EQ(" + routine.call + ".present, gv::exact::exact_numbers(c).present());");
  }
  std::fprintf(stderr, "geoverify-fuzz: MISMATCH %s on %s/%s (contract %s): %s, returned %s; exact %s\n%s\n",
               routine.name.c_str(), C::kQuery, scalar_tag<C>(), f.contract.c_str(), outcome.c_str(), answer.c_str(),
               exact_text.c_str(), query::declarations(c).c_str());
  const std::string path = write_reproducer(c, r, f);
  if (!path.empty()) std::fprintf(stderr, "geoverify-fuzz: reproducer written to %s\n", path.c_str());
  std::abort();
}

/// Reports a contract violation (stderr and a reproducer) and aborts.
template <class C>
[[noreturn]] void report_violation(const Routine<C>& routine, const C& c, const exact::Result& r,
                                   campaign::Outcome outcome, const std::string& answer) {
  Finding f;
  f.routine = routine.name;
  f.contract = query::to_string(routine.contract);
  f.outcome = campaign::to_string(outcome);
  f.answer = answer;
  if (!detail::is_name(routine.name) && routine.call.rfind("routine(", 0) == 0) {
    f.body.push_back("// `routine` stands for " + routine.name + ": call yours here.");
  }
  if (routine.relation) {
    f.body.push_back("// It answered " + answer + "; its contract (" + f.contract + ") requires the exact relation.");
    f.body.push_back("EXPECT_EQ(" + routine.call + ", gv::Relation::" + to_string(r.relation) + ");");
  } else {
    const bool hit = intersecting(r.relation);
    f.body.push_back("// It answered " + answer + " (a " + f.outcome + "); its contract (" + f.contract +
                     ") requires " + (hit ? "true." : "false."));
    f.body.push_back(std::string(hit ? "EXPECT_TRUE(" : "EXPECT_FALSE(") + routine.call + ");");
  }
  std::fprintf(stderr, "geoverify-fuzz: MISMATCH %s on %s/%s (contract %s): %s, answered %s; exact relation %s\n%s\n",
               routine.name.c_str(), C::kQuery, scalar_tag<C>(), f.contract.c_str(), f.outcome.c_str(),
               answer.c_str(), to_string(r.relation), query::declarations(c).c_str());
  const std::string path = write_reproducer(c, r, f);
  if (!path.empty()) std::fprintf(stderr, "geoverify-fuzz: reproducer written to %s\n", path.c_str());
  std::abort();
}

namespace detail {

/// The crash reproducer of the call in flight: its path and text, rendered
/// before the call, and the message for stderr. The signal handler reads it.
/// The call in flight: a function that writes its crash reproducer, and its
/// argument (the routine, the case and the oracle's result, on the caller's
/// stack for the duration of the call).
struct CrashNote {
  void (*write)(const void*) = nullptr;
  const void* call = nullptr;
  volatile std::sig_atomic_t armed = 0;
};
inline CrashNote& crash_note() {
  static CrashNote note;
  return note;
}
inline struct sigaction* previous_actions() {
  static struct sigaction previous[32];
  return previous;
}
constexpr int kCrashSignals[] = {SIGABRT, SIGSEGV, SIGBUS, SIGFPE, SIGILL};

/// Writes the reproducer of the call in flight, then hands the signal to the
/// handler that was there before.
inline void on_crash_signal(int sig) {
  CrashNote& note = crash_note();
  if (note.armed) {
    note.armed = 0;
    note.write(note.call);
  }
  ::sigaction(sig, &previous_actions()[sig], nullptr);
  ::raise(sig);  // delivered to it when this handler returns
}

inline void install_crash_handlers() {
  static const bool installed = [] {
    for (const int sig : kCrashSignals) {
      struct sigaction action {};
      action.sa_handler = on_crash_signal;
      sigemptyset(&action.sa_mask);
      action.sa_flags = SA_RESTART;
      ::sigaction(sig, &action, &previous_actions()[sig]);
    }
    return true;
  }();
  (void)installed;
}

}  // namespace detail

/// The reproducer of a crash of routine on c: the call, and what its
/// contract requires it to return instead of crashing.
template <class C>
Finding crash_finding(const Routine<C>& routine, const exact::Result& r, const std::string& what) {
  Finding f;
  f.routine = routine.name;
  f.contract = query::to_string(routine.contract);
  f.outcome = "crash";
  f.answer = "nothing, it " + what;
  if (!detail::is_name(routine.name) && routine.call.rfind("routine(", 0) == 0) {
    f.body.push_back("// `routine` stands for " + routine.name + ": call yours here.");
  }
  f.body.push_back("// It " + what + " on this case; its contract (" + f.contract + ") requires an answer.");
  if (routine.relation) {
    f.body.push_back("EXPECT_EQ(" + routine.call + ", gv::Relation::" + to_string(r.relation) + ");");
  } else {
    f.body.push_back(std::string(intersecting(r.relation) ? "EXPECT_TRUE(" : "EXPECT_FALSE(") + routine.call + ");");
  }
  return f;
}

/// The path of the crash reproducer of routine on c.
template <class C>
std::string crash_path(const C& c, const Routine<C>& routine) {
  return (reproducer_dir() / ("crash-" + std::string(C::kQuery) + "-" + detail::hex64(finding_hash(c, routine.name)) +
                              ".cpp"))
      .string();
}

/// Writes the crash reproducer of routine on c into reproducer_dir() and
/// says so on stderr; what: how it crashed.
template <class C>
void write_crash_reproducer(const Routine<C>& routine, const C& c, const exact::Result& r, const std::string& what) {
  const std::string path = crash_path(c, routine);
  std::error_code ec;
  std::filesystem::create_directories(reproducer_dir(), ec);
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << reproducer_text(c, r, crash_finding(routine, r, what));
  out.close();
  std::fprintf(stderr, "geoverify-fuzz: CRASH %s on %s/%s: it %s\n%s\n", routine.name.c_str(), C::kQuery,
               scalar_tag<C>(), what.c_str(), query::declarations(c).c_str());
  if (out) {
    std::fprintf(stderr, "geoverify-fuzz: reproducer written to %s\n", path.c_str());
  } else {
    std::fprintf(stderr, "geoverify-fuzz: cannot write the reproducer '%s' (GEOVERIFY_REPRODUCER_DIR)\n", path.c_str());
  }
}

/// Calls the routine with a crash reproducer armed: a signal during the call
/// writes it; an exception writes it and aborts.
template <class C, class Call>
auto guarded_call(const Routine<C>& routine, const C& c, const exact::Result& r, Call&& call) {
  struct InFlight {
    const Routine<C>* routine;
    const C* c;
    const exact::Result* r;
  };
  const InFlight in_flight{&routine, &c, &r};
  detail::install_crash_handlers();
  detail::CrashNote& note = detail::crash_note();
  note.write = [](const void* p) {
    const auto* f = static_cast<const InFlight*>(p);
    write_crash_reproducer(*f->routine, *f->c, *f->r,
                           "raised a signal (an abort, a failed assertion, SIGSEGV, SIGBUS, SIGFPE or SIGILL)");
  };
  note.call = &in_flight;
  note.armed = 1;
  try {
    auto answer = call();
    note.armed = 0;
    return answer;
  } catch (...) {
    note.armed = 0;
    write_crash_reproducer(routine, c, r, campaign::describe_current_exception());
    std::abort();
  }
}

/// The body of the LLVMFuzzerTestOneInput the macros define.
template <class C>
int test_one_input(const Routine<C>& routine, const std::uint8_t* data, std::size_t size) {
  C c{};
  if (!decode(data, size, c) || !query::valid(c)) return 0;  // invalid input: no answer to judge
  if (routine.accepts && !routine.accepts(c)) return 0;
  const exact::Result r = exact::oracle(c);
  if (r.relation == Relation::invalid) return 0;
  if (routine.relation) {
    const Relation answer = guarded_call(routine, c, r, [&] { return routine.relation(c); });
    const campaign::Outcome outcome = campaign::compare(answer, r.relation);
    if (!campaign::allowed(routine.contract, outcome, r)) {
      report_violation(routine, c, r, outcome, std::string("gv::Relation::") + to_string(answer));
    }
  } else if (routine.numbers) {
    if constexpr (query::is_quantity_v<C>) {
      const query::NumbersOf<C> n = guarded_call(routine, c, r, [&] { return routine.numbers(c); });
      const exact::ExactNumbers truth = exact::exact_numbers(c);
      const auto names = C::kNumbers;
      const bool bracket = routine.number_contract.kind == query::NumberKind::bracket;
      if (n.present != truth.present()) {
        report_number_violation(routine, c, r, n.present ? "false hit" : "false miss",
                                n.present ? query::number_text(names[0], n.lo[0], n.hi[0], bracket) : "no value",
                                truth.present() ? "a value" : "no value");
      }
      if (n.present) {
        const exact::NumberVerdict v = exact::judge_numbers<C>(truth, n, routine.number_contract, r.scale);
        if (!v.holds) report_number_violation(routine, c, r, "wrong number", v.answer + ", " + v.why, v.exact);
      }
    }
  } else if (routine.intersects) {
    const bool hit = guarded_call(routine, c, r, [&] { return routine.intersects(c); });
    const campaign::Outcome outcome = campaign::compare(hit, r.relation);
    if (!campaign::allowed(routine.contract, outcome, r)) {
      report_violation(routine, c, r, outcome, hit ? "true" : "false");
    }
  }
  return 0;
}

}  // namespace fuzz
}  // namespace gv

/// Defines LLVMFuzzerTestOneInput for a routine: see the file comment.
#define GEOVERIFY_FUZZ_ROUTINE(CaseType, contract, ...)                                                  \
  extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* geoverify_data, std::size_t geoverify_size) { \
    static const ::gv::fuzz::Routine<CaseType> geoverify_routine =                                       \
        ::gv::fuzz::make_routine<CaseType>(#__VA_ARGS__, (contract), __VA_ARGS__);                       \
    return ::gv::fuzz::test_one_input(geoverify_routine, geoverify_data, geoverify_size);               \
  }

/// Defines LLVMFuzzerTestOneInput for a quantity routine (returning
/// gv::query::NumbersOf<CaseType>) under a gv::query::NumberContract: see
/// the file comment.
#define GEOVERIFY_FUZZ_NUMBERS(CaseType, number_contract, ...)                                          \
  extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* geoverify_data, std::size_t geoverify_size) { \
    static const ::gv::fuzz::Routine<CaseType> geoverify_routine =                                       \
        ::gv::fuzz::make_numbers_routine<CaseType>(#__VA_ARGS__, (number_contract), __VA_ARGS__);        \
    return ::gv::fuzz::test_one_input(geoverify_routine, geoverify_data, geoverify_size);               \
  }

/// Defines LLVMFuzzerTestOneInput for a gv::query::Implementation: see the file comment.
#define GEOVERIFY_FUZZ_IMPLEMENTATION(...)                                                               \
  extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* geoverify_data, std::size_t geoverify_size) { \
    static const auto geoverify_routine = ::gv::fuzz::from_implementation(__VA_ARGS__);                  \
    return ::gv::fuzz::test_one_input(geoverify_routine, geoverify_data, geoverify_size);               \
  }

#endif  // GEOVERIFY_FUZZ_FUZZ_H
