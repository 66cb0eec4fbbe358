// SPDX-License-Identifier: MIT
// geoverify campaign, internal: calling routines that may crash or hang.
//
// A routine under test may abort (an assertion built in, as distributions
// ship them), raise a signal, throw, call exit() or never return. The
// campaign must report that as a verdict about the routine and go on with the
// other cases and rows, so a user's routine runs in a forked child process:
//
//   * a worker child is forked once per campaign thread and query instance
//     (fork copies the parent's memory, which costs about a millisecond per
//     few tens of megabytes resident: too much to pay per block);
//   * per 256-case block the parent copies the cases into memory shared with
//     the child (mmap MAP_SHARED) and sends one byte on a socket; the child
//     calls the routine on each case, stores one byte per answer and the
//     index of the call in flight in the shared memory -- no system call per
//     case -- and answers with one byte;
//   * the parent waits for that byte (or for the child's end, or for its
//     silence: a call running longer than the call timeout is killed with
//     SIGKILL), and for a child that died records a fault at the call in
//     flight -- a signal, exit(), or an exception the child caught -- and
//     forks a new child that resumes after it;
//   * the child's standard error is captured: the last line it wrote before
//     a crash (an assertion's message) goes into the fault's detail.
//
// Cost: a copy of the block's cases and two one-byte messages per block, a
// store per answer, and a fork per crash; measured in
// bench/campaign_isolation_bench.cpp.
//
// The child is a fork of a possibly multi-threaded process: it only runs the
// routine, touches no lock of the campaign's, and leaves with _exit() (no
// atexit handlers, no stdio flush). A routine must therefore not depend on a
// lock another thread of the caller's may hold -- the same discipline as
// calling it from several threads (Options::jobs).
#ifndef GEOVERIFY_CAMPAIGN_SRC_ISOLATION_H
#define GEOVERIFY_CAMPAIGN_SRC_ISOLATION_H

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace gv {
namespace campaign {
namespace detail {

/// What a call of a routine did, besides answering.
enum class FaultKind { none, crash, timeout };

struct Fault {
  std::size_t item = 0;  ///< the call in flight
  FaultKind kind = FaultKind::none;
  /// "killed by SIGABRT (signal 6)", "threw std::runtime_error: ...",
  /// "called exit(3)", "no answer within 2 s"; a crash's last line of
  /// standard error follows after "; stderr: ".
  std::string detail;
};

/// Answer byte of an item that was not run (its group was given up after
/// too many timeouts, or it faulted).
constexpr std::uint8_t kNotRun = 0xff;

struct IsolatedRun {
  std::vector<std::uint8_t> answers;  ///< answer(k) for each item, or kNotRun
  std::vector<unsigned char> payloads;  ///< each item's payload_bytes (run()), in item order
  std::vector<Fault> faults;          ///< in item order
};

/// A child process that answers batches of items for its parent, restarted
/// after each crash or timeout. Not copyable; use from one thread at a time
/// (the campaign has one per thread). The child is forked on the first run()
/// and after a fault, and killed by the destructor.
class Worker {
 public:
  /// answer(k, cases, payload): the answer byte (not kNotRun) of item k of a
  /// batch whose case bytes are at cases (in memory shared with the parent);
  /// it may also write run()'s payload_bytes at payload (a quantity
  /// routine's numbers), which come back in IsolatedRun::payloads. A
  /// child keeps the answer function it was forked with: it must behave the
  /// same in every run().
  using Answer = std::function<std::uint8_t(std::size_t k, const unsigned char* cases, unsigned char* payload)>;

  Worker(double timeout_seconds, unsigned max_timeouts);
  ~Worker();
  Worker(const Worker&) = delete;
  Worker& operator=(const Worker&) = delete;

  /// Answers items 0 .. n-1, in order, on the case bytes [cases, cases +
  /// case_bytes), and returns the bytes. An item whose call crashes (signal,
  /// exit, exception) or gives no answer within the timeout gets a Fault and
  /// kNotRun, and the run resumes at the next item in a new child. group(k) <
  /// groups names the routine of item k: after max_timeouts timeouts of a
  /// group in this run, its remaining items are not run (each would cost the
  /// timeout). If the system refuses to fork, the items are answered in this
  /// process (exceptions still caught; a crash then ends the caller).
  IsolatedRun run(const Answer& answer, const void* cases, std::size_t case_bytes, std::size_t n,
                  const std::function<std::size_t(std::size_t)>& group, std::size_t groups,
                  std::size_t payload_bytes = 0);

  /// Called in each new child before its first answer (the routines'
  /// Implementation::process_init): a throw, a crash or a hang in it is a
  /// fault of the first item the child was given ("in process_init: ..."),
  /// and the batch's other items are not run. Set before run(); a child
  /// keeps the one it was forked with.
  void set_init(std::function<void()> init);

 private:
  struct Impl;
  Impl* impl_;
};

}  // namespace detail
}  // namespace campaign
}  // namespace gv

#endif  // GEOVERIFY_CAMPAIGN_SRC_ISOLATION_H
