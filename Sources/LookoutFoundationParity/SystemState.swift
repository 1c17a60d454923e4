import Foundation

// What Foundation on Apple platforms reports about the device and the app's folders, which Foundation on
// Linux lacks: here, a device at rest with the app's folders under the home directory.

extension ProcessInfo {
  /// How hot the device is: always nominal headlessly.
  public enum ThermalState: Int, Sendable {
    case nominal, fair, serious, critical
  }

  public var thermalState: ThermalState { .nominal }
  /// Low Power Mode: off headlessly.
  public var isLowPowerModeEnabled: Bool { false }
  public var isiOSAppOnMac: Bool { false }
  public var isMacCatalystApp: Bool { false }

  public static let thermalStateDidChangeNotification = Notification.Name("NSProcessInfoThermalStateDidChangeNotification")
}

extension Notification.Name {
  public static let NSProcessInfoPowerStateDidChange = Notification.Name("NSProcessInfoPowerStateDidChangeNotification")
}

extension URL {
  /// The app's documents folder (`~/Documents`, as `FileManager` gives it on Linux).
  public static var documentsDirectory: URL { directory(.documentDirectory) }
  public static var cachesDirectory: URL { directory(.cachesDirectory) }
  public static var applicationSupportDirectory: URL { directory(.applicationSupportDirectory) }
  public static var libraryDirectory: URL { directory(.libraryDirectory) }
  public static var downloadsDirectory: URL { directory(.downloadsDirectory) }
  public static var desktopDirectory: URL { directory(.desktopDirectory) }
  public static var moviesDirectory: URL { directory(.moviesDirectory) }
  public static var musicDirectory: URL { directory(.musicDirectory) }
  public static var picturesDirectory: URL { directory(.picturesDirectory) }

  private static func directory(_ directory: FileManager.SearchPathDirectory) -> URL {
    FileManager.default.urls(for: directory, in: .userDomainMask).first
      ?? URL.homeDirectory.appendingPathComponent("\(directory)", isDirectory: true)
  }
}
