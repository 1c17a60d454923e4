import Foundation
import LookoutTestSupport

/// Just enough of an Apple platform's SDK to typecheck the runtime for it on Linux: the toolchain's own
/// standard library, concurrency and Observation interfaces, compiled for an Apple target (they carry every
/// `@available` annotation: Observation's say macOS 14 / iOS 17), a stand-in `Darwin` module with the pthread
/// declarations the runtime calls (as Darwin's headers declare them, nullability included), and
/// `LookoutShims`.
///
/// The interfaces were written for Linux; three Linux-only details are taken out before compiling them for
/// Darwin (see `patched(_:)`). What this catches: any use of an API newer than the deployment target,
/// Synchronization or another module Darwin lacks, runtime features that need a newer OS (noncopyable or
/// typed-throws metadata, `@isolated(any)`), and code that only compiles against Glibc.
struct DarwinSDK {
  struct SetupError: Error { let message: String }

  let target: String
  let directory: String

  /// The toolchain's `lib/swift`, beside the `swiftc` on `PATH`.
  static let toolchainLibrary: String? = {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
      let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
      guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
      let library = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("lib/swift")
      if FileManager.default.fileExists(atPath: library.appendingPathComponent("linux").path) { return library.path }
    }
    return nil
  }()

  #if os(Linux)
  /// Builds the SDK for `target` (`x86_64-apple-macosx10.15`) in a fresh temporary directory.
  init(target: String) throws {
    self.target = target
    directory = NSTemporaryDirectory() + "lookout-darwin-sdk-\(UUID().uuidString)"
    guard let library = Self.toolchainLibrary else { throw SetupError(message: "no swiftc on PATH") }
    for sub in ["modules", "sources/Swift.swiftmodule", "sources/_Concurrency.swiftmodule", "sources/Observation.swiftmodule", "Darwin", "LookoutShims", "empty"] {
      try FileManager.default.createDirectory(atPath: "\(directory)/\(sub)", withIntermediateDirectories: true)
    }
    try Self.darwinHeader.write(toFile: "\(directory)/Darwin/darwin.h", atomically: true, encoding: .utf8)
    try "module Darwin [system] { header \"darwin.h\" export * }\n"
      .write(toFile: "\(directory)/Darwin/module.modulemap", atomically: true, encoding: .utf8)
    for module in ["Swift", "_Concurrency", "Observation"] {
      let linux = try FileManager.default.contentsOfDirectory(atPath: "\(library)/linux/\(module).swiftmodule")
        .first { $0.hasSuffix("-unknown-linux-gnu.swiftinterface") && !$0.contains(".private.") }
      guard let linux else { throw SetupError(message: "no \(module).swiftinterface in \(library)/linux") }
      let interface = try String(contentsOfFile: "\(library)/linux/\(module).swiftmodule/\(linux)", encoding: .utf8)
      let source = "\(directory)/sources/\(module).swiftmodule/\(target).swiftinterface"
      try Self.patched(interface, target: target).write(toFile: source, atomically: true, encoding: .utf8)
      let result = try Shell.run([
        "swiftc", "-frontend", "-compile-module-from-interface", "-target", target, "-module-name", module,
        "-disable-objc-interop", "-I", "\(directory)/modules", "-I", "\(library)/shims", "-I", "\(directory)/Darwin",
        "-resource-dir", "\(directory)/empty", source, "-o", "\(directory)/modules/\(module).swiftmodule",
      ] + (module == "Observation" ? [] : ["-parse-stdlib"]), in: directory)
      guard result.status == 0 else { throw Shell.Failure(command: "compile \(module) for \(target)", result: result) }
    }
    try "module LookoutShims { header \"\(PackagePaths.path("Sources/LookoutShims/include/LookoutShims.h"))\" export * }\n"
      .write(toFile: "\(directory)/LookoutShims/module.modulemap", atomically: true, encoding: .utf8)
  }

  /// Typechecks Swift files as one module for the target; returns the compiler's errors (empty when clean).
  func typecheck(_ files: [String], module: String, emitModule: Bool = false, extraArguments: [String] = []) throws -> [String] {
    guard let library = Self.toolchainLibrary else { return ["no toolchain"] }
    let clangHeaders = try FileManager.default.contentsOfDirectory(atPath: "\(library)/../clang")
      .map { "\(library)/../clang/\($0)/include" }.first ?? ""
    var arguments = [
      "swiftc", "-frontend", emitModule ? "-emit-module" : "-typecheck", "-target", target, "-module-name", module,
      "-O", "-parse-as-library", "-swift-version", "6", "-disable-objc-interop", "-resource-dir", "\(directory)/empty",
      "-I", "\(directory)/modules", "-I", "\(library)/shims", "-I", "\(directory)/Darwin", "-I", "\(directory)/LookoutShims",
      "-Xcc", "-ffreestanding", "-Xcc", "-nostdinc", "-Xcc", "-isystem", "-Xcc", clangHeaders,
    ]
    if emitModule { arguments += ["-o", "\(directory)/modules/\(module).swiftmodule"] }
    let result = try Shell.run(arguments + extraArguments + files, in: directory)
    return result.error.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
  }

  #else
  /// On a Mac the real SDK answers: the one for `target`'s platform, from `xcrun`.
  init(target: String) throws {
    self.target = target
    directory = NSTemporaryDirectory() + "lookout-darwin-sdk-\(UUID().uuidString)"
    for sub in ["modules", "LookoutShims"] {
      try FileManager.default.createDirectory(atPath: "\(directory)/\(sub)", withIntermediateDirectories: true)
    }
    try "module LookoutShims { header \"\(PackagePaths.path("Sources/LookoutShims/include/LookoutShims.h"))\" export * }\n"
      .write(toFile: "\(directory)/LookoutShims/module.modulemap", atomically: true, encoding: .utf8)
  }

  /// The SDK `xcrun` names for the target's platform.
  private var sdk: String { target.contains("-ios") ? (target.hasSuffix("-simulator") ? "iphonesimulator" : "iphoneos") : "macosx" }

  /// Typechecks Swift files as one module for the target with the SDK's own modules; returns the errors.
  func typecheck(_ files: [String], module: String, emitModule: Bool = false, extraArguments: [String] = []) throws -> [String] {
    var arguments = [
      "xcrun", "--sdk", sdk, "swiftc", emitModule ? "-emit-module" : "-typecheck", "-target", target, "-module-name", module,
      "-parse-as-library", "-swift-version", "6", "-I", "\(directory)/modules", "-I", "\(directory)/LookoutShims",
    ]
    if emitModule { arguments += ["-emit-module-path", "\(directory)/modules/\(module).swiftmodule"] }
    let result = try Shell.run(arguments + extraArguments + files, in: directory)
    return result.error.split(separator: "\n").filter { $0.contains("error:") }.map(String.init)
  }
  #endif
  func remove() { try? FileManager.default.removeItem(atPath: directory) }

  /// The Linux interface, for `target`: its own target flag; no `@backDeployed` (the bodies it needs are
  /// not in the interface); no `@_implements(…, Failure)` witnesses (Darwin's standard library gives
  /// `Failure` an availability the Linux one does not).
  static func patched(_ interface: String, target: String) -> String {
    var lines = interface.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if let flags = lines.firstIndex(where: { $0.hasPrefix("// swift-module-flags:") }) {
      lines[flags] = lines[flags].replacingOccurrences(of: #"-target \S+"#, with: "-target \(target)", options: .regularExpression)
    }
    var kept: [String] = []
    for line in lines {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("@backDeployed(before:") { continue }
      if trimmed == "import Glibc" {
        kept.append("import Darwin")
        continue
      }
      if trimmed.contains("@_implements(_Concurrency.AsyncIteratorProtocol, Failure)")
        || trimmed.contains("@_implements(_Concurrency.AsyncSequence, Failure)") {
        if kept.last?.trimmingCharacters(in: .whitespaces).hasPrefix("@available(") == true { kept.removeLast() }
        continue
      }
      kept.append(line)
    }
    return kept.joined(separator: "\n")
  }

  /// The pthread part of Darwin's C API that LookoutCore calls, declared as the SDK declares it.
  static let darwinHeader = """
    typedef unsigned long __darwin_pthread_key_t;
    typedef __darwin_pthread_key_t pthread_key_t;
    struct _opaque_pthread_mutex_t { long __sig; char __opaque[56]; };
    struct _opaque_pthread_mutexattr_t { long __sig; char __opaque[8]; };
    typedef struct _opaque_pthread_mutex_t pthread_mutex_t;
    typedef struct _opaque_pthread_mutexattr_t pthread_mutexattr_t;
    #pragma clang assume_nonnull begin
    int pthread_mutex_init(pthread_mutex_t *, const pthread_mutexattr_t * _Nullable);
    int pthread_mutex_destroy(pthread_mutex_t *);
    int pthread_mutex_lock(pthread_mutex_t *);
    int pthread_mutex_unlock(pthread_mutex_t *);
    int pthread_key_create(pthread_key_t *, void (* _Nullable)(void *));
    void * _Nullable pthread_getspecific(pthread_key_t);
    int pthread_setspecific(pthread_key_t, const void * _Nullable);
    int pthread_main_np(void);
    #pragma clang assume_nonnull end

    """
}
