/// A file a tool changes (a migration, lint fixes): its old and new bytes.
public struct FileChange: Sendable {
  public let path: String
  public let original: [UInt8]
  public let migrated: [UInt8]

  package init(path: String, original: [UInt8], migrated: [UInt8]) {
    self.path = path
    self.original = original
    self.migrated = migrated
  }
}

