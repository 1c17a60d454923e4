/// A file a tool changes (a migration, lint fixes): its old and new bytes, and the regions that changed.
public struct FileChange: Sendable {
  public let path: String
  public let original: [UInt8]
  public let migrated: [UInt8]
  /// The edited regions, in order: what a diff shows.
  public let changes: [TextChange]

  package init(path: String, original: [UInt8], edited: EditedBytes) {
    self.path = path
    self.original = original
    migrated = edited.bytes
    changes = edited.changes
  }
}
