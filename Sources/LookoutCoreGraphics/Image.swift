import Foundation

/// A bitmap image's dimensions (there are no pixels headlessly).
public final class CGImage: Hashable, @unchecked Sendable {
  public let width: Int
  public let height: Int
  public var bitsPerComponent: Int { 8 }
  public var bitsPerPixel: Int { 32 }
  public var bytesPerRow: Int { width * 4 }

  package init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
