import LookoutShims
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The reads made on one thread inside open tracking scopes.
///
/// Scopes nest: an inner scope installs its own tracking from the reads made since it opened and leaves them
/// in place, so the outer scope sees them too. Reads made by the outer scope before the inner one opened
/// are not the inner scope's.
final class AccessRecorder {
  private var entries: [AccessEntry] = []
  /// Where each open scope's reads start, innermost last.
  private var scopeStarts: [Int] = []

  /// This thread's recorder, created on first use and released when the thread exits.
  static var current: AccessRecorder {
    if let raw = pthread_getspecific(recorderKey) {
      return Unmanaged<AccessRecorder>.fromOpaque(raw).takeUnretainedValue()
    }
    let recorder = AccessRecorder()
    pthread_setspecific(recorderKey, Unmanaged.passRetained(recorder).toOpaque())
    return recorder
  }

  /// This thread's recorder if a scope is open on this thread.
  static var currentIfRecording: AccessRecorder? {
    guard let raw = pthread_getspecific(recorderKey) else { return nil }
    let recorder = Unmanaged<AccessRecorder>.fromOpaque(raw).takeUnretainedValue()
    return recorder.scopeStarts.isEmpty ? nil : recorder
  }

  /// Opens a scope; reads are recorded until the matching `close`.
  func open() {
    if scopeStarts.isEmpty { lookout_add_open_scopes(1) }
    scopeStarts.append(entries.count)
  }

  /// Closes the innermost scope and returns its reads, one entry per object.
  func close() -> [AccessEntry] {
    let start = scopeStarts.removeLast()
    let reads = Self.merged(entries[start...])
    if scopeStarts.isEmpty {
      entries.removeAll(keepingCapacity: true)
      lookout_add_open_scopes(-1)
    }
    return reads
  }

  /// Closes the innermost scope, discarding its reads (the scope's body threw).
  func discard() {
    let start = scopeStarts.removeLast()
    if scopeStarts.isEmpty {
      entries.removeAll(keepingCapacity: true)
      lookout_add_open_scopes(-1)
    } else {
      entries.removeSubrange(start...)
    }
  }

  /// Records a read of property `id` of the object behind `state`.
  func record(_ state: RegistrarState, _ id: Int) {
    if let last = entries.indices.last, last >= scopeStarts[scopeStarts.count - 1], entries[last].state === state {
      entries[last].properties.insert(id)
    } else {
      entries.append(AccessEntry(state: state, properties: PropertySet(id)))
    }
  }

  /// Merges entries for the same object.
  private static func merged(_ reads: ArraySlice<AccessEntry>) -> [AccessEntry] {
    var result: [AccessEntry] = []
    result.reserveCapacity(reads.count)
    if reads.count <= 16 {
      for read in reads {
        if let index = result.firstIndex(where: { $0.state === read.state }) {
          result[index].properties.formUnion(read.properties)
        } else {
          result.append(read)
        }
      }
      return result
    }
    var positions: [ObjectIdentifier: Int] = [:]
    positions.reserveCapacity(reads.count)
    for read in reads {
      let key = ObjectIdentifier(read.state)
      if let index = positions[key] {
        result[index].properties.formUnion(read.properties)
      } else {
        positions[key] = result.count
        result.append(read)
      }
    }
    return result
  }
}

private let recorderKey: pthread_key_t = {
  var key = pthread_key_t()
  let status = pthread_key_create(&key) { raw in
    guard let raw else { return }
    Unmanaged<AccessRecorder>.fromOpaque(raw).release()
  }
  precondition(status == 0, "Lookout: pthread_key_create failed (\(status))")
  return key
}()
