import Foundation

/// Where a coordinate is measured (`proxy.frame(in: .global)`, `.named("scroll")`).
nonisolated public enum CoordinateSpace: Hashable, @unchecked Sendable {
  case global, local, named(AnyHashable)
}
