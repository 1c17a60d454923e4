// OSLog re-exports `os`: `Logger` and `OSLogType` come with it, as on Apple platforms.
@_exported import LookoutOS
