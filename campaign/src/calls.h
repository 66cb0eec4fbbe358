// SPDX-License-Identifier: MIT
// geoverify campaign, internal: calling the routines under test.
//
// A routine's call gives a Reply: refused (outside its accepts()), an Answer
// (yes/no, or a relation; a quantity routine's numbers besides), a crash or
// a timeout. The user's routines run in
// the worker's child process when Options::isolate is set (isolation.h), the
// others in this one, where an exception is a crash. Calls<C> holds the
// replies of every routine on a block's cases; call_here() and call_in() make
// single calls (the shrinker's). The reply byte's encoding and decoding that
// do not depend on the case type are compiled once, in calls.cpp.
//
// May include the standard library, the campaign's public headers,
// query/contract.h and the private isolation.h; never a query's headers
// (the templates take any case type C).
#ifndef GEOVERIFY_CAMPAIGN_SRC_CALLS_H
#define GEOVERIFY_CAMPAIGN_SRC_CALLS_H

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <type_traits>
#include <vector>

#include "geoverify/campaign/campaign.h"
#include "geoverify/campaign/exception.h"
#include "geoverify/campaign/judge.h"
#include "geoverify/core/relation.h"
#include "geoverify/query/contract.h"
#include "geoverify/query/registry.h"
#include "isolation.h"

namespace gv {
namespace campaign {

/// A routine's answer: a relation (routines that promise one) or yes/no.
struct Answer {
  bool has_relation;
  Relation relation;
  bool hit;
};

/// The answer's yes/no: its relation meets, or it said hit (a quantity
/// routine: it returned a value).
inline bool says_hit(const Answer& a) { return a.has_relation ? intersecting(a.relation) : a.hit; }

/// How an answer compares with the exact relation.
inline Outcome compare(const Answer& a, Relation truth) {
  return a.has_relation ? compare(a.relation, truth) : compare(a.hit, truth);
}

/// The size of case type C's numbers (0 for a relation query).
template <class C>
constexpr std::size_t numbers_size() {
  if constexpr (query::is_quantity_v<C>) {
    return sizeof(query::NumbersOf<C>);
  } else {
    return 0;
  }
}

/// Room for a quantity routine's answer (query::NumbersOf<C>) as bytes: the
/// largest over the registered queries (their double instances).
#define GEOVERIFY_CALLS_NUMBERS_SIZE(Name) numbers_size<query::Name<double>>(),
constexpr std::size_t kNumberBytes = std::max({std::size_t{0}, GEOVERIFY_FOR_EACH_QUERY(GEOVERIFY_CALLS_NUMBERS_SIZE)});
#undef GEOVERIFY_CALLS_NUMBERS_SIZE
using NumberBytes = std::array<unsigned char, kNumberBytes>;

/// The bytes a call of case type C sends back besides its answer byte: a
/// quantity routine's numbers, none for a relation query.
template <class C>
constexpr std::size_t payload_bytes() {
  if constexpr (query::is_quantity_v<C>) {
    static_assert(sizeof(query::NumbersOf<C>) <= kNumberBytes, "a query outside the registry");
    static_assert(std::is_trivially_copyable_v<query::NumbersOf<C>>, "numbers are sent back as bytes");
    return sizeof(query::NumbersOf<C>);
  }
  return 0;
}

/// How a routine's yes/no compares with the exact relation. A quantity
/// routine's yes/no is whether it returned a value: against the relation
/// where a value means a hit (query::ValueMeansHit), else (a distance) a
/// value is owed on every case and its absence is a false miss.
template <class C>
Outcome judge_yes_no(const query::Implementation<C>& impl, const Answer& a, Relation truth) {
  if constexpr (query::is_quantity_v<C> && !query::ValueMeansHit<C>::value) {
    if (impl.numbers) return says_hit(a) ? Outcome::agree : Outcome::false_miss;
  }
  (void)impl;
  return compare(a, truth);
}

/// What one call of a routine on one case gave.
struct Reply {
  enum Kind { refused, answered, crashed, timed_out, not_run } kind = not_run;
  Answer answer{false, Relation::invalid, false};
  NumberBytes numbers{};  ///< answered by a quantity routine: its NumbersOf<C>
  std::string detail;  ///< crashed, timed_out: what happened
};

/// The numbers of a quantity routine's answered reply.
template <class C>
query::NumbersOf<C> numbers_of(const Reply& r) {
  query::NumbersOf<C> n;
  std::memcpy(static_cast<void*>(&n), r.numbers.data(), sizeof n);
  return n;
}

/// A quantity routine's numbers as a report shows them ("t = 0x1.8p-1",
/// "t in [0x1.8p-1, 0x1.800002p-1]" under a bracket contract); empty for
/// other routines and for a reply without a value.
template <class C>
std::string answered_numbers(const query::Implementation<C>& impl, const Reply& r) {
  std::string out;
  if constexpr (query::is_quantity_v<C>) {
    if (!impl.numbers || r.kind != Reply::answered || !says_hit(r.answer)) return out;
    const query::NumbersOf<C> n = numbers_of<C>(r);
    const bool bracket = impl.number_contract.kind == query::NumberKind::bracket;
    for (std::size_t i = 0; i < n.lo.size(); ++i) {
      out += (i ? ", " : "") + query::number_text(C::kNumbers[i], n.lo[i], n.hi[i], bracket);
    }
  } else {
    (void)impl;
    (void)r;
  }
  return out;
}

/// True iff a routine of this role runs in the worker's child process.
inline bool runs_isolated(query::Role role, const Options& options) {
  return options.isolate && role == query::Role::user;
}

/// The answer byte of a call (isolation.h): 0 refused, 1 miss, 2 hit, 3 +
/// relation; a quantity routine (Implementation::numbers) writes its numbers
/// at payload (payload_bytes<C>()) and answers hit when they have a value.
template <class C>
std::uint8_t encode(const query::Implementation<C>& impl, const C& c, unsigned char* payload) {
  if (impl.accepts && !impl.accepts(c)) return 0;
  if constexpr (query::is_quantity_v<C>) {
    if (impl.numbers) {
      const query::NumbersOf<C> n = impl.numbers(c);
      std::memcpy(payload, static_cast<const void*>(&n), sizeof n);
      return n.present ? 2 : 1;
    }
  }
  (void)payload;
  if (impl.relation) return static_cast<std::uint8_t>(3 + static_cast<int>(impl.relation(c)));
  return impl.intersects(c) ? 2 : 1;
}

/// The reply an answer byte stands for.
Reply decode(std::uint8_t b);

/// The replies of an isolated run: its answer bytes decoded (with their
/// payloads of payload_bytes each), its faults as crashes and timeouts.
std::vector<Reply> replies_of(const detail::IsolatedRun& run, std::size_t payload_bytes);

/// Calls impl on c in this process; an exception is a crash.
template <class C>
Reply call_here(const query::Implementation<C>& impl, const C& c) {
  try {
    NumberBytes numbers{};
    Reply r = decode(encode(impl, c, numbers.data()));
    r.numbers = numbers;
    return r;
  } catch (...) {
    Reply r;
    r.kind = Reply::crashed;
    r.detail = describe_current_exception();
    return r;
  }
}

/// The reply of impl on c in the worker's child process.
template <class C>
Reply call_in(detail::Worker& worker, const query::Implementation<C>& impl, const C& c) {
  const detail::Worker::Answer answer = [&impl](std::size_t, const unsigned char* cases, unsigned char* payload) {
    C x;
    std::memcpy(static_cast<void*>(&x), cases, sizeof(C));
    return encode(impl, x, payload);
  };
  worker.set_init(impl.process_init);
  const detail::IsolatedRun run =
      worker.run(answer, &c, sizeof(C), 1, [](std::size_t) { return std::size_t{0}; }, 1, payload_bytes<C>());
  return replies_of(run, payload_bytes<C>())[0];
}

/// What a crash says without its standard error ("killed by SIGABRT (signal 6)").
std::string fault_head(const std::string& detail);

/// Where each routine's replies come from: the isolated routines' slot in a
/// batch run in the worker's child (kNoSlot: the routine runs here).
struct CallPlan {
  static constexpr std::size_t kNoSlot = ~std::size_t{0};
  std::vector<std::size_t> slot;      ///< by routine
  std::vector<std::size_t> isolated;  ///< the isolated routines, by slot
};
CallPlan plan_calls(const std::vector<query::Role>& roles, const Options& options);

/// The replies of every routine on a list of cases: the isolated routines'
/// from the worker's child (isolation.h), all at once; the others' on demand.
template <class C>
class Calls {
 public:
  Calls(const std::vector<query::Implementation<C>>& all, const std::vector<C>& items, const Options& options,
        detail::Worker& worker)
      : all_(all), items_(items), plan_(plan_calls(roles_of(all), options)) {
    const std::vector<std::size_t>& iso = plan_.isolated;
    if (iso.empty() || items.empty()) return;
    const std::size_t n_iso = iso.size();
    // Runs in the worker's child, on the case bytes it was sent.
    const detail::Worker::Answer answer = [&all, &iso, n_iso](std::size_t k, const unsigned char* cases,
                                                                 unsigned char* payload) {
      C c;
      std::memcpy(static_cast<void*>(&c), cases + (k / n_iso) * sizeof(C), sizeof(C));
      return encode(all[iso[k % n_iso]], c, payload);
    };
    // Each isolated routine's process_init, in every new worker process.
    worker.set_init([&all, &iso] {
      for (const std::size_t j : iso) {
        if (all[j].process_init) all[j].process_init();
      }
    });
    replies_ = replies_of(worker.run(answer, items.data(), items.size() * sizeof(C), items.size() * n_iso,
                                     [n_iso](std::size_t k) { return k % n_iso; }, n_iso, payload_bytes<C>()),
                          payload_bytes<C>());
  }
  /// Routine j's reply on item k.
  Reply get(std::size_t j, std::size_t k) const {
    if (plan_.slot[j] == CallPlan::kNoSlot) return call_here(all_[j], items_[k]);
    return replies_[k * plan_.isolated.size() + plan_.slot[j]];
  }
  /// True iff every routine refused item k (or did not run on it), so that
  /// nothing on it needs judging. Calls no routine: an in-process routine's
  /// accepts() only (one that throws counts as not refused: get() reports
  /// the crash), an isolated one's recorded reply.
  bool refused_by_all(std::size_t k) const {
    for (std::size_t j = 0; j < all_.size(); ++j) {
      if (plan_.slot[j] != CallPlan::kNoSlot) {
        const Reply::Kind kind = replies_[k * plan_.isolated.size() + plan_.slot[j]].kind;
        if (kind != Reply::refused && kind != Reply::not_run) return false;
        continue;
      }
      if (!all_[j].accepts) return false;
      try {
        if (all_[j].accepts(items_[k])) return false;
      } catch (...) {
        return false;
      }
    }
    return true;
  }

 private:
  static std::vector<query::Role> roles_of(const std::vector<query::Implementation<C>>& all) {
    std::vector<query::Role> roles;
    for (const auto& impl : all) roles.push_back(impl.role);
    return roles;
  }
  const std::vector<query::Implementation<C>>& all_;
  const std::vector<C>& items_;
  CallPlan plan_;
  std::vector<Reply> replies_;
};

}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_SRC_CALLS_H
