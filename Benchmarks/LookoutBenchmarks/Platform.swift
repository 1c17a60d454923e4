// The only file of LookoutBenchmarks that calls the C library: the monotonic clock, and child processes
// measured with `wait4`.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// Monotonic time in nanoseconds.
@inline(never)
func nanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_MONOTONIC, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

/// What a child process used: wall time, peak resident memory, and how it ended.
struct ChildUsage {
  let seconds: Double
  let peakBytes: Int
  /// The exit status, or nil when it did not exit normally (a signal, the time limit).
  let status: Int32?
  let timedOut: Bool
}

/// Runs `executable` with `arguments` (standard output and error discarded) and measures it with `wait4`,
/// which gives each child's own peak memory; kills it after `timeout` seconds.
func runMeasured(_ executable: String, _ arguments: [String], timeout: Double) -> ChildUsage {
  #if canImport(Darwin)
  var actions: posix_spawn_file_actions_t? = nil
  #else
  var actions = posix_spawn_file_actions_t()
  #endif
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let words = ([executable] + arguments).map { strdup($0) }
  let variables = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") }
  defer { (words + variables).forEach { free($0) } }
  var argv = words + [nil]
  var envp = variables + [nil]
  var pid: pid_t = 0
  let start = nanoseconds()
  guard posix_spawn(&pid, executable, &actions, nil, &argv, &envp) == 0 else {
    return ChildUsage(seconds: 0, peakBytes: 0, status: nil, timedOut: false)
  }
  var status: Int32 = 0
  var usage = rusage()
  var timedOut = false
  while true {
    let result = wait4(pid, &status, WNOHANG, &usage)
    if result == pid { break }
    if result < 0, errno != EINTR { break }
    if Double(nanoseconds() - start) / 1e9 > timeout, !timedOut {
      timedOut = true
      kill(pid, SIGKILL)
    }
    usleep(2_000)
  }
  let seconds = Double(nanoseconds() - start) / 1e9
  #if canImport(Darwin)
  let peak = Int(usage.ru_maxrss)  // bytes
  #else
  let peak = Int(usage.ru_maxrss) * 1024  // kilobytes
  #endif
  let exited = status & 0x7F == 0
  return ChildUsage(seconds: seconds, peakBytes: peak, status: exited ? (status >> 8) & 0xFF : nil, timedOut: timedOut)
}

/// CPU time the calling thread has used, in nanoseconds: what a one-thread run costs, whatever else shares
/// the machine.
@inline(never)
func threadCPUNanoseconds() -> UInt64 {
  var time = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
  return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}
