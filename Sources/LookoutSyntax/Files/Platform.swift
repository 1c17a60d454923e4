// The only file of LookoutSyntax that calls the C library directly: the POSIX calls that reading, writing and
// cleaning up after the tools need, which Darwin, Glibc and Musl provide with the same names (extended
// attributes differ: Darwin's take an options argument, and Glibc's module does not import <sys/xattr.h>).
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#else
#error("LookoutSyntax needs a POSIX C library: Darwin, Glibc or Musl")
#endif

/// What `stat` says about a file.
struct FileStatus: Equatable {
  enum Kind: String {
    case regular = "a regular file", directory = "a directory", symbolicLink = "a symbolic link", fifo = "a FIFO"
    case socket = "a socket", characterDevice = "a character device", blockDevice = "a block device", other = "not a file"
  }

  let kind: Kind
  /// Permission bits, with setuid, setgid and sticky (`0o7777`).
  let permissions: UInt32
  let owner: UInt32
  let group: UInt32
  let links: UInt64
  let device: UInt64
  let inode: UInt64
}

/// Thin wrappers over the POSIX calls of the file layer; each returns the C library's error on failure.
enum POSIXFile {
  // MARK: Status and paths

  /// The status of `path`; of the link itself when `followingLinks` is false.
  /// The names in a directory (not `.` and `..`), as the bytes the file system holds: a name that is not
  /// UTF-8 is kept, for the caller to report, where Foundation's listing drops it without a word.
  static func entryNames(of directory: String) -> Result<[[UInt8]], POSIXFailure> {
    guard let stream = opendir(directory) else { return .failure(.current) }
    defer { closedir(stream) }
    var names: [[UInt8]] = []
    while let entry = readdir(stream) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
      if name == [0x2E] || name == [0x2E, 0x2E] { continue }
      names.append(name)
    }
    return .success(names)
  }

  static func status(of path: String, followingLinks: Bool = true) -> Result<FileStatus, POSIXFailure> {
    var raw = stat()
    let result = followingLinks ? stat(path, &raw) : lstat(path, &raw)
    guard result == 0 else { return .failure(.current) }
    return .success(FileStatus(raw))
  }

  static func status(of descriptor: Int32) -> Result<FileStatus, POSIXFailure> {
    var raw = stat()
    guard fstat(descriptor, &raw) == 0 else { return .failure(.current) }
    return .success(FileStatus(raw))
  }

  /// The absolute path with every symbolic link and `.`/`..` resolved (`realpath`).
  static func resolvedPath(_ path: String) -> Result<String, POSIXFailure> {
    guard let resolved = realpath(path, nil) else { return .failure(.current) }
    defer { free(resolved) }
    return .success(String(cString: resolved))
  }

  /// The target a symbolic link names, as written in the link.
  static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: 4097)
    let length = readlink(path, &buffer, 4096)
    guard length >= 0 else { return nil }
    return String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  // MARK: Descriptors

  /// Creates `path`, which must not exist, for writing (mode 0600 until the original's is copied).
  static func createNew(_ path: String) -> Result<Int32, POSIXFailure> {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    return descriptor >= 0 ? .success(descriptor) : .failure(.current)
  }

  /// Opens `path` for reading without waiting (a FIFO does not block) and without following a final link.
  static func openForReading(_ path: String, followingLinks: Bool = true) -> Result<Int32, POSIXFailure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
    return descriptor >= 0 ? .success(descriptor) : .failure(.current)
  }

  /// Every byte from `descriptor` to its end.
  static func readAll(_ descriptor: Int32, sizeHint: Int) -> Result<[UInt8], POSIXFailure> {
    var bytes = [UInt8](repeating: 0, count: max(sizeHint, 0) + 1)
    var count = 0
    while true {
      if count == bytes.count { bytes += [UInt8](repeating: 0, count: max(bytes.count, 4096)) }
      let result = bytes.withUnsafeMutableBytes { buffer in
        read(descriptor, buffer.baseAddress! + count, buffer.count - count)
      }
      if result < 0 {
        if errno == EINTR { continue }
        return .failure(.current)
      }
      if result == 0 { break }
      count += result
    }
    // The buffer grew in steps; a file's bytes are often kept for the whole run, so they keep only their size.
    guard bytes.count - count > 64 else {
      bytes.removeSubrange(count...)
      return .success(bytes)
    }
    return .success([UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
      bytes.withUnsafeBufferPointer { read in _ = buffer.initialize(from: read[..<count]) }
      initialized = count
    })
  }

  /// Writes every byte, retrying after interruptions and short writes.
  static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> POSIXFailure? {
    bytes.withUnsafeBytes { buffer -> POSIXFailure? in
      var written = 0
      while written < buffer.count {
        let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return .current
        }
        written += result
      }
      return nil
    }
  }

  /// Flushes the file (or a directory's entries) to disk.
  static func sync(_ descriptor: Int32) -> POSIXFailure? { fsync(descriptor) == 0 ? nil : .current }

  /// Sets the permission bits (after the owner: changing the owner clears setuid and setgid).
  static func setPermissions(_ mode: UInt32, of descriptor: Int32) -> POSIXFailure? {
    fchmod(descriptor, mode_t(mode)) == 0 ? nil : .current
  }

  static func setOwner(_ owner: UInt32, group: UInt32, of descriptor: Int32) -> POSIXFailure? {
    fchown(descriptor, uid_t(owner), gid_t(group)) == 0 ? nil : .current
  }

  /// Takes an exclusive `flock` lock without waiting; false when another open file holds one.
  static func tryLock(_ descriptor: Int32) -> Bool { flock(descriptor, LOCK_EX | LOCK_NB) == 0 }

  /// Waits for the exclusive advisory lock on the open file (released when it is closed).
  static func lock(_ descriptor: Int32) -> POSIXFailure? {
    while flock(descriptor, LOCK_EX) != 0 {
      if errno == EINTR { continue }
      return .current
    }
    return nil
  }

  static func close(_ descriptor: Int32) { _ = closeDescriptor(descriptor) }

  // MARK: Names

  /// Renames `source` over `destination` (atomic within one file system).
  static func rename(_ source: String, over destination: String) -> POSIXFailure? {
    renameFile(source, destination) == 0 ? nil : .current
  }

  /// Flushes the directory holding `path`, so that a rename in it survives a crash (best effort).
  static func syncDirectory(containing path: String) {
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { $0 == path.startIndex ? "/" : String(path[..<$0]) } ?? "."
    let descriptor = open(directory, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    _ = closeDescriptor(descriptor)
  }

  @discardableResult
  static func remove(_ path: String) -> Bool { unlink(path) == 0 }

  /// The error of creating a file that exists.
  static let alreadyExists = EEXIST

  /// The longest file name the directory's file system takes, in bytes.
  static let maximumNameLength = Int(NAME_MAX)

  // MARK: Extended attributes

  /// Every extended attribute of the open file, by name.
  static func extendedAttributes(of descriptor: Int32) -> Result<[(name: String, value: [UInt8])], POSIXFailure> {
    let size = XattrCalls.list(descriptor, nil, 0)
    if size < 0 { return isUnsupported(errno) ? .success([]) : .failure(.current) }
    if size == 0 { return .success([]) }
    var names = [CChar](repeating: 0, count: size)
    let listed = XattrCalls.list(descriptor, &names, size)
    guard listed >= 0 else { return .failure(.current) }
    var attributes: [(name: String, value: [UInt8])] = []
    var start = 0
    for index in 0..<listed where names[index] == 0 {
      let name = String(decoding: names[start..<index].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      start = index + 1
      guard !name.isEmpty else { continue }
      let length = XattrCalls.get(descriptor, name, nil, 0)
      guard length >= 0 else { return .failure(.current) }
      var value = [UInt8](repeating: 0, count: length)
      let read = value.withUnsafeMutableBytes { XattrCalls.get(descriptor, name, $0.baseAddress, length) }
      guard read >= 0 else { return .failure(.current) }
      attributes.append((name, Array(value.prefix(read))))
    }
    return .success(attributes)
  }

  static func setExtendedAttribute(_ name: String, _ value: [UInt8], on descriptor: Int32) -> POSIXFailure? {
    value.withUnsafeBytes { XattrCalls.set(descriptor, name, $0.baseAddress, value.count) } == 0 ? nil : .current
  }

  private static func isUnsupported(_ code: Int32) -> Bool { code == ENOTSUP || code == EOPNOTSUPP }

  // MARK: Processes and signals

  /// A process identifier, for the names of temporary files.
  static var processID: Int32 { getpid() }

  /// Whether a process with this identifier runs (one that runs as another user counts).
  static func processExists(_ identifier: Int32) -> Bool {
    guard identifier > 0 else { return false }
    return kill(identifier, 0) == 0 || errno == EPERM
  }

  /// Signals that end a run before its time: Ctrl-C, `kill`, a closed terminal.
  static let terminationSignals: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Blocks the termination signals in the calling thread and the threads it starts afterwards, so that
  /// one thread can wait for them (`waitForTerminationSignal`). Also blocks `SIGXFSZ`, so that a write
  /// beyond the file-size limit fails with an error instead of killing the process.
  static func blockTerminationSignals() {
    var set = sigset_t()
    sigemptyset(&set)
    for number in terminationSignals + [SIGXFSZ] { sigaddset(&set, number) }
    pthread_sigmask(SIG_BLOCK, &set, nil)
  }

  /// Waits until a termination signal arrives (they must be blocked) and returns it.
  static func waitForTerminationSignal() -> Int32 {
    var set = sigset_t()
    sigemptyset(&set)
    for number in terminationSignals { sigaddset(&set, number) }
    var received: Int32 = 0
    while sigwait(&set, &received) != 0 {}
    return received
  }

  /// Ends the process as `signal` would have without a handler (so the parent sees it killed by it).
  static func terminate(with number: Int32) -> Never {
    setDefaultAction(number)
    var set = sigset_t()
    sigemptyset(&set)
    sigaddset(&set, number)
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
    raise(number)
    _exit(128 + number)
  }
}

extension FileStatus {
  fileprivate init(_ raw: stat) {
    let mode = UInt32(raw.st_mode)
    switch mode & 0o170000 {
    case 0o100000: kind = .regular
    case 0o040000: kind = .directory
    case 0o120000: kind = .symbolicLink
    case 0o010000: kind = .fifo
    case 0o140000: kind = .socket
    case 0o020000: kind = .characterDevice
    case 0o060000: kind = .blockDevice
    default: kind = .other
    }
    permissions = mode & 0o7777
    owner = UInt32(raw.st_uid)
    group = UInt32(raw.st_gid)
    links = UInt64(raw.st_nlink)
    device = UInt64(truncatingIfNeeded: raw.st_dev)
    inode = UInt64(raw.st_ino)
  }
}

/// The text of a C library error (`strerror(errno)`), taken where the call failed.
struct POSIXFailure: Error, CustomStringConvertible {
  let code: Int32
  let description: String
  static var current: POSIXFailure {
    let code = errno
    return POSIXFailure(code: code, description: String(cString: strerror(code)))
  }

  /// A path ran through too many symbolic links (a loop).
  var isLinkLoop: Bool { code == ELOOP }
  /// Nothing exists at the path.
  var isMissing: Bool { code == ENOENT }
}

// The C functions under their own names, where a wrapper above has the same name.
private func closeDescriptor(_ descriptor: Int32) -> Int32 { close(descriptor) }
private func renameFile(_ source: String, _ destination: String) -> Int32 { rename(source, destination) }
/// `signal(number, SIG_DFL)`: the default action is the null handler.
private func setDefaultAction(_ number: Int32) { _ = signal(number, nil) }

/// The extended-attribute calls, with one signature on every platform.
private enum XattrCalls {
  #if canImport(Darwin)
  static func list(_ descriptor: Int32, _ names: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
    flistxattr(descriptor, names, size, 0)
  }
  static func get(_ descriptor: Int32, _ name: String, _ value: UnsafeMutableRawPointer?, _ size: Int) -> Int {
    fgetxattr(descriptor, name, value, size, 0, 0)
  }
  static func set(_ descriptor: Int32, _ name: String, _ value: UnsafeRawPointer?, _ size: Int) -> Int32 {
    fsetxattr(descriptor, name, value, size, 0, 0)
  }
  #else
  // Glibc's and Musl's modules do not import <sys/xattr.h>: the functions are looked up once, with their C
  // signatures (libc has had them since glibc 2.3 and musl 0.9).
  private typealias List = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int
  private typealias Get = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeMutableRawPointer?, Int) -> Int
  private typealias Set = @convention(c) (Int32, UnsafePointer<CChar>, UnsafeRawPointer?, Int, Int32) -> Int32
  private static let listCall = dlsym(nil, "flistxattr").map { unsafeBitCast($0, to: List.self) }
  private static let getCall = dlsym(nil, "fgetxattr").map { unsafeBitCast($0, to: Get.self) }
  private static let setCall = dlsym(nil, "fsetxattr").map { unsafeBitCast($0, to: Set.self) }

  static func list(_ descriptor: Int32, _ names: UnsafeMutablePointer<CChar>?, _ size: Int) -> Int {
    guard let listCall else {
      errno = ENOTSUP
      return -1
    }
    return listCall(descriptor, names, size)
  }
  static func get(_ descriptor: Int32, _ name: String, _ value: UnsafeMutableRawPointer?, _ size: Int) -> Int {
    guard let getCall else {
      errno = ENOTSUP
      return -1
    }
    return getCall(descriptor, name, value, size)
  }
  static func set(_ descriptor: Int32, _ name: String, _ value: UnsafeRawPointer?, _ size: Int) -> Int32 {
    guard let setCall else {
      errno = ENOTSUP
      return -1
    }
    return setCall(descriptor, name, value, size, 0)
  }
  #endif
}
