// `os` comes with Foundation's types on Apple platforms (`Date`, `NSObject` in log messages).
@_exported import Foundation
