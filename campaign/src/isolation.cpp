// SPDX-License-Identifier: MIT
// geoverify campaign, internal: calling routines in forked children.
#include "isolation.h"

#include "geoverify/campaign/exception.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <exception>
#include <mutex>
#include <new>
#include <set>
#include <typeinfo>

namespace gv {
namespace campaign {
namespace detail {

namespace {

/// Memory shared by the parent and its child: this header, then the case
/// bytes, then one answer byte and one skip flag per item, then each item's
/// payload (payload_bytes each: a quantity routine's numbers).
struct Shared {
  std::atomic<std::uint64_t> in_flight;  ///< the item being called (n: all done)
  std::atomic<int> threw;                ///< 1: the child caught an exception at in_flight
  std::atomic<int> in_init;              ///< 1: the child is in its init (Worker::set_init)
  std::uint64_t n = 0;                   ///< items of the batch
  std::uint64_t from = 0;                ///< first item to run
  std::uint64_t case_bytes = 0;          ///< case bytes of the batch
  std::uint64_t payload_bytes = 0;       ///< payload bytes per item
  char message[480];                     ///< campaign::describe_current_exception() of it
};
static_assert(std::atomic<std::uint64_t>::is_always_lock_free, "shared counters need lock-free atomics");

/// The parent's ends of every live worker's socket and pipe in this
/// process. A child closes them all, so that a worker's child sees its own
/// parent's socket close (and its parent sees its end) without a sibling
/// keeping a copy open: descriptors are inherited by every fork.
/// Registration and fork happen under the mutex, so a child's copy of the
/// set is complete, and no fork happens between a worker's creation of its
/// descriptors and its closing of the child's ends.
std::mutex g_fork_mutex;
std::set<int>& open_ends() {
  static std::set<int> ends;
  return ends;
}

const char* signal_name(int sig) {
  switch (sig) {
    case SIGABRT: return "SIGABRT";
    case SIGSEGV: return "SIGSEGV";
    case SIGBUS: return "SIGBUS";
    case SIGFPE: return "SIGFPE";
    case SIGILL: return "SIGILL";
    case SIGTRAP: return "SIGTRAP";
    case SIGKILL: return "SIGKILL";
    case SIGTERM: return "SIGTERM";
    case SIGPIPE: return "SIGPIPE";
    case SIGSYS: return "SIGSYS";
    default: return "signal";
  }
}

/// The last non-empty line of text, at most 200 characters.
std::string last_line(const std::string& text) {
  std::size_t end = text.size();
  while (end > 0 && (text[end - 1] == '\n' || text[end - 1] == '\r' || text[end - 1] == ' ')) --end;
  const std::size_t nl = text.rfind('\n', end == 0 ? 0 : end - 1);
  const std::size_t begin = nl == std::string::npos ? 0 : nl + 1;
  std::string line = text.substr(begin, end - begin);
  if (line.size() > 200) line = line.substr(0, 197) + "...";
  return line;
}

std::string seconds_text(double s) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%g", s);
  return buf;
}

[[noreturn]] void child_main(int sock, const Worker::Answer& answer, const std::function<void()>& init,
                             Shared* shared, unsigned char* base) {
  const unsigned char* cases = base + sizeof(Shared);
  bool initialised = !init;
  for (;;) {
    char go = 0;
    const ssize_t got = ::recv(sock, &go, 1, 0);
    if (got <= 0) {
      if (got < 0 && errno == EINTR) continue;
      _exit(0);  // the parent is gone, or let this worker go
    }
    if (!initialised) {  // a fault here ends the batch (the parent reads in_init)
      shared->in_init.store(1, std::memory_order_release);
      try {
        init();
      } catch (...) {
        const std::string what = campaign::describe_current_exception();
        std::snprintf(shared->message, sizeof shared->message, "%s", what.c_str());
        shared->threw.store(1, std::memory_order_release);
        _exit(0);
      }
      initialised = true;
      shared->in_init.store(0, std::memory_order_release);
    }
    const std::size_t n = shared->n;
    unsigned char* answers = base + sizeof(Shared) + shared->case_bytes;
    const unsigned char* skip = answers + n;
    unsigned char* payloads = answers + 2 * n;
    const std::size_t payload_bytes = shared->payload_bytes;
    for (std::size_t k = shared->from; k < n; ++k) {
      if (skip[k]) continue;
      shared->in_flight.store(k, std::memory_order_release);
      try {
        answers[k] = answer(k, cases, payloads + k * payload_bytes);
      } catch (...) {
        const std::string what = campaign::describe_current_exception();
        std::snprintf(shared->message, sizeof shared->message, "%s", what.c_str());
        shared->threw.store(1, std::memory_order_release);
        _exit(0);
      }
    }
    shared->in_flight.store(n, std::memory_order_release);
    const char done = 'd';
    while (::send(sock, &done, 1, MSG_NOSIGNAL) < 0 && errno == EINTR) {
    }
  }
}

}  // namespace

struct Worker::Impl {
  double timeout_seconds;
  unsigned max_timeouts;
  pid_t pid = -1;
  int sock = -1;      ///< the parent's end of the socket pair
  int err = -1;       ///< read end of the child's standard error
  void* mem = nullptr;
  std::size_t bytes = 0;
  std::string stderr_tail;
  std::function<void()> init;  ///< run in each new child (set_init)
  bool init_ran_here = false;  ///< the fallback (no fork) ran init in this process

  Shared* shared() const { return static_cast<Shared*>(mem); }
  unsigned char* base() const { return static_cast<unsigned char*>(mem); }

  void stop() {
    if (pid > 0) {
      ::kill(pid, SIGKILL);
      int status = 0;
      while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
      }
      pid = -1;
    }
    std::lock_guard<std::mutex> lock(g_fork_mutex);
    for (int* fd : {&sock, &err}) {
      if (*fd >= 0) {
        open_ends().erase(*fd);
        ::close(*fd);
        *fd = -1;
      }
    }
  }

  /// Shared memory for at least this many bytes; a bigger mapping needs a new child.
  bool reserve(std::size_t need) {
    if (mem && bytes >= need) return true;
    stop();
    if (mem) ::munmap(mem, bytes);
    mem = nullptr;
    bytes = std::max<std::size_t>(need, 65536);
    void* m = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED) return false;
    mem = m;
    new (mem) Shared{};
    return true;
  }

  /// Forks the child; false if the system refuses.
  bool start(const Answer& answer) {
    int pair[2], errp[2];
    std::lock_guard<std::mutex> lock(g_fork_mutex);
    if (::socketpair(AF_UNIX, SOCK_STREAM, 0, pair) != 0) return false;
    if (::pipe(errp) != 0) {
      ::close(pair[0]);
      ::close(pair[1]);
      return false;
    }
    std::fflush(nullptr);  // nothing buffered may be written twice
    const pid_t child = ::fork();
    if (child == 0) {
      for (const int fd : open_ends()) ::close(fd);
      ::close(pair[0]);
      ::close(errp[0]);
      ::dup2(errp[1], STDERR_FILENO);
      ::close(errp[1]);
      child_main(pair[1], answer, init, shared(), base());
    }
    ::close(pair[1]);
    ::close(errp[1]);
    if (child < 0) {
      ::close(pair[0]);
      ::close(errp[0]);
      return false;
    }
    pid = child;
    sock = pair[0];
    err = errp[0];
    open_ends().insert(sock);
    open_ends().insert(err);
    return true;
  }

  void drain_stderr() {
    char buf[4096];
    const ssize_t got = ::read(err, buf, sizeof buf);
    if (got > 0) {
      stderr_tail.append(buf, static_cast<std::size_t>(got));
      if (stderr_tail.size() > 65536) stderr_tail.erase(0, stderr_tail.size() - 16384);
    }
  }
};

Worker::Worker(double timeout_seconds, unsigned max_timeouts)
    : impl_(new Impl{timeout_seconds, max_timeouts, -1, -1, -1, nullptr, 0, {}, {}, false}) {}

void Worker::set_init(std::function<void()> init) { impl_->init = std::move(init); }

Worker::~Worker() {
  impl_->stop();
  if (impl_->mem) ::munmap(impl_->mem, impl_->bytes);
  delete impl_;
}

IsolatedRun Worker::run(const Answer& answer, const void* cases, std::size_t case_bytes, std::size_t n,
                        const std::function<std::size_t(std::size_t)>& group, std::size_t groups,
                        std::size_t payload_bytes) {
  Impl& w = *impl_;
  IsolatedRun out;
  out.answers.assign(n, kNotRun);
  out.payloads.assign(n * payload_bytes, 0);
  std::vector<unsigned> timeouts(groups, 0);
  auto here = [&](std::size_t from) {  // the fallback: in this process
    if (w.init && !w.init_ran_here) {
      try {
        w.init();
      } catch (...) {
        out.faults.push_back({from, FaultKind::crash, campaign::describe_current_exception()});
        return out;
      }
      w.init_ran_here = true;  // once in this process
    }
    for (std::size_t k = from; k < n; ++k) {
      try {
        out.answers[k] = answer(k, static_cast<const unsigned char*>(cases), out.payloads.data() + k * payload_bytes);
      } catch (...) {
        out.faults.push_back({k, FaultKind::crash, campaign::describe_current_exception()});
      }
    }
    return out;
  };
  if (n == 0) return out;
  if (!w.reserve(sizeof(Shared) + case_bytes + (2 + payload_bytes) * n)) return here(0);
  Shared* shared = w.shared();
  std::memcpy(w.base() + sizeof(Shared), cases, case_bytes);
  unsigned char* answers = w.base() + sizeof(Shared) + case_bytes;
  unsigned char* skip = answers + n;
  unsigned char* payloads = answers + 2 * n;
  std::memset(answers, kNotRun, n);
  std::memset(skip, 0, n);
  const int poll_ms = static_cast<int>(std::min(std::ceil(w.timeout_seconds * 1000.0), 100.0));

  std::size_t from = 0;
  while (from < n) {
    while (from < n && skip[from]) ++from;
    if (from >= n) break;
    if (w.pid < 0 && !w.start(answer)) return here(from);
    shared->n = n;
    shared->from = from;
    shared->case_bytes = case_bytes;
    shared->payload_bytes = payload_bytes;
    shared->in_flight.store(from, std::memory_order_release);
    shared->threw.store(0, std::memory_order_release);
    shared->in_init.store(0, std::memory_order_release);
    w.stderr_tail.clear();
    const char go = 'g';
    bool alive = ::send(w.sock, &go, 1, MSG_NOSIGNAL) == 1;

    // Wait for the child's answer, reading its standard error; a call that
    // makes no progress for the timeout is killed.
    bool done = false, timed_out = false;
    std::uint64_t seen = from;
    auto last_progress = std::chrono::steady_clock::now();
    while (alive && !done) {
      pollfd fds[2] = {{w.sock, POLLIN, 0}, {w.err, POLLIN, 0}};
      const int ready = ::poll(fds, 2, poll_ms);
      if (ready < 0 && errno != EINTR) break;
      if (ready > 0 && (fds[1].revents & POLLIN)) w.drain_stderr();
      if (ready > 0 && (fds[0].revents & (POLLIN | POLLHUP | POLLERR))) {
        char reply = 0;
        const ssize_t got = ::recv(w.sock, &reply, 1, 0);
        if (got == 1) done = true;
        else if (got == 0 || errno != EINTR) alive = false;
      }
      if (done || !alive) break;
      const std::uint64_t now_at = shared->in_flight.load(std::memory_order_acquire);
      const auto now = std::chrono::steady_clock::now();
      if (now_at != seen) {
        seen = now_at;
        last_progress = now;
      } else if (std::chrono::duration<double>(now - last_progress).count() >= w.timeout_seconds) {
        timed_out = true;
        break;
      }
    }
    if (done) break;
    // The child died, or is killed now: what it was doing is the fault.
    int status = 0;
    if (timed_out) ::kill(w.pid, SIGKILL);
    while (::waitpid(w.pid, &status, 0) < 0 && errno == EINTR) {
    }
    w.pid = -1;
    for (;;) {  // what it wrote last (it has ended: no blocking)
      pollfd fd = {w.err, POLLIN, 0};
      if (::poll(&fd, 1, 0) <= 0 || !(fd.revents & POLLIN)) break;
      char buf[4096];
      const ssize_t got = ::read(w.err, buf, sizeof buf);
      if (got <= 0) break;
      w.stderr_tail.append(buf, static_cast<std::size_t>(got));
    }
    w.stop();
    const std::uint64_t at = shared->in_flight.load(std::memory_order_acquire);
    if (at >= n) break;  // answered everything, then died: every answer is in
    const auto item = static_cast<std::size_t>(at);
    Fault f;
    f.item = item;
    if (timed_out) {
      f.kind = FaultKind::timeout;
      f.detail = "no answer within " + seconds_text(w.timeout_seconds) + " s (killed)";
      if (++timeouts[group(item)] >= w.max_timeouts) {
        for (std::size_t k = item + 1; k < n; ++k) {
          if (group(k) == group(item)) skip[k] = 1;
        }
      }
    } else {
      f.kind = FaultKind::crash;
      if (shared->threw.load(std::memory_order_acquire) != 0) {
        f.detail = shared->message;
      } else if (WIFSIGNALED(status)) {
        f.detail = std::string("killed by ") + signal_name(WTERMSIG(status)) + " (signal " +
                   std::to_string(WTERMSIG(status)) + ")";
      } else {
        f.detail = "called exit(" + std::to_string(WIFEXITED(status) ? WEXITSTATUS(status) : -1) + ")";
      }
      const std::string line = last_line(w.stderr_tail);
      if (!line.empty()) f.detail += "; stderr: " + line;
    }
    answers[item] = kNotRun;
    // A fault of the routines' init: no call ran; the batch's other items
    // are not run (a new child would fail the same way on each of them).
    const bool in_init = shared->in_init.load(std::memory_order_acquire) != 0;
    if (in_init) f.detail = "in process_init: " + f.detail;
    out.faults.push_back(std::move(f));
    from = in_init ? n : item + 1;
  }
  for (std::size_t k = 0; k < n; ++k) out.answers[k] = answers[k];
  if (payload_bytes != 0) std::memcpy(out.payloads.data(), payloads, n * payload_bytes);
  for (const Fault& f : out.faults) out.answers[f.item] = kNotRun;
  return out;
}

}  // namespace detail
}  // namespace campaign
}  // namespace gv
