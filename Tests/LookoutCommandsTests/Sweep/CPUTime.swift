#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Foundation

/// A child process run to its end, measured by the CPU time it used (`wait4`): unlike wall time, it does not
/// grow when the machine is busy with other work, so a test can compare two runs.
enum CPUTime {
  struct Run {
    let status: Int32
    /// User and system time, in seconds.
    let seconds: Double
  }

  /// Runs `executable` with `arguments` (output discarded) and returns its exit status and CPU time.
  static func run(_ executable: String, _ arguments: [String]) -> Run {
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
    guard posix_spawn(&pid, executable, &actions, nil, &argv, &envp) == 0 else { return Run(status: -1, seconds: 0) }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0, errno == EINTR {}
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return Run(status: status & 0x7F == 0 ? (status >> 8) & 0xFF : -1, seconds: seconds(usage.ru_utime) + seconds(usage.ru_stime))
  }
}
