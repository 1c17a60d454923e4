import Foundation

/// Removes the temporary files of writes in progress when the process is told to stop: Ctrl-C (SIGINT),
/// `kill` (SIGTERM), a closed terminal (SIGHUP). Then the process ends as the signal would have ended it.
///
/// `install()` blocks those signals in the calling thread, and so in every thread started after it, and
/// starts one thread that waits for them: the removal runs as ordinary code, not in a signal handler. A
/// process that is killed outright (SIGKILL, a crash) leaves its temporary file; the next run recognises it
/// and removes it (`TemporaryFile.removeLeftovers`).
package enum InterruptionCleanup {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var inProgress: Set<String> = []
  nonisolated(unsafe) private static var installed = false

  /// Call once, first thing in `main`, before any other thread starts.
  package static func install() {
    lock.lock()
    defer { lock.unlock() }
    guard !installed else { return }
    installed = true
    POSIXFile.blockTerminationSignals()
    let watcher = Thread {
      let signal = POSIXFile.waitForTerminationSignal()
      // Held until the process ends: no write starts a new temporary file after this.
      lock.lock()
      for path in inProgress { POSIXFile.remove(path) }
      POSIXFile.terminate(with: signal)
    }
    watcher.name = "lookout interruption cleanup"
    watcher.start()
  }

  /// Runs `create` (which makes the file at `path`) and, when it succeeds, keeps `path` for removal on
  /// interruption; both under the lock, so an interruption sees the file or no file.
  static func creating<Failure: Error>(_ path: String, _ create: () -> Result<Int32, Failure>) -> Result<Int32, Failure> {
    lock.lock()
    defer { lock.unlock() }
    let result = create()
    if case .success = result { inProgress.insert(path) }
    return result
  }

  /// The temporary file at `path` was renamed or removed.
  static func finished(_ path: String) {
    lock.lock()
    inProgress.remove(path)
    lock.unlock()
  }
}
