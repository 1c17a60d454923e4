import Foundation

/// The device's screen: an iPhone 16's headlessly (393 × 852 points at 3×), the size LookoutUI's geometry
/// reports; a test can change it with `UIScreen.main.bounds = …`.
@MainActor @preconcurrency
open class UIScreen: NSObject {
  private let lock = NSLock()
  private var _bounds = CGRect(x: 0, y: 0, width: 393, height: 852)
  private var _brightness: CGFloat = 0.5

  private static let mainScreen = UIScreen()
  open class var main: UIScreen { mainScreen }
  open class var screens: [UIScreen] { [mainScreen] }

  open var bounds: CGRect {
    get { lock.withLock { _bounds } }
    set { lock.withLock { _bounds = newValue } }
  }
  open var nativeBounds: CGRect { CGRect(origin: .zero, size: CGSize(width: bounds.width * scale, height: bounds.height * scale)) }
  open var scale: CGFloat { 3 }
  open var nativeScale: CGFloat { 3 }
  open var brightness: CGFloat {
    get { lock.withLock { _brightness } }
    set { lock.withLock { _brightness = newValue } }
  }
  open var maximumFramesPerSecond: Int { 120 }
  open var traitCollection: UITraitCollection { .current }
  open var isCaptured: Bool { false }

  nonisolated public static let brightnessDidChangeNotification = Notification.Name("UIScreenBrightnessDidChangeNotification")
  nonisolated public static let capturedDidChangeNotification = Notification.Name("UIScreenCapturedDidChangeNotification")
}

/// The device: an iPhone, headlessly.
@MainActor @preconcurrency
open class UIDevice: NSObject {
  private static let device = UIDevice()
  open class var current: UIDevice { device }

  open var name: String { "iPhone" }
  open var model: String { "iPhone" }
  open var localizedModel: String { "iPhone" }
  open var systemName: String { "iOS" }
  open var systemVersion: String { "18.0" }
  open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
  open var identifierForVendor: UUID? { Self.vendor }
  private static let vendor = UUID()
  open var orientation: UIDeviceOrientation { .portrait }
  open var isGeneratingDeviceOrientationNotifications: Bool { false }
  open func beginGeneratingDeviceOrientationNotifications() {}
  open func endGeneratingDeviceOrientationNotifications() {}
  open var isBatteryMonitoringEnabled = false
  /// Battery level and state are not known headlessly (−1 and unknown, as with monitoring off).
  open var batteryLevel: Float { -1 }
  open var batteryState: BatteryState { .unknown }
  open var isProximityMonitoringEnabled = false
  open var proximityState: Bool { false }
  open var isMultitaskingSupported: Bool { true }

  public enum BatteryState: Int, Sendable { case unknown, unplugged, charging, full }

  nonisolated public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
  nonisolated public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
  nonisolated public static let batteryStateDidChangeNotification = Notification.Name("UIDeviceBatteryStateDidChangeNotification")
  nonisolated public static let proximityStateDidChangeNotification = Notification.Name("UIDeviceProximityStateDidChangeNotification")
}

/// The device's orientation.
public enum UIDeviceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  public var isFlat: Bool { self == .faceUp || self == .faceDown }
  public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
}

/// The interface's orientation.
public enum UIInterfaceOrientation: Int, Sendable {
  case unknown, portrait, portraitUpsideDown, landscapeLeft = 4, landscapeRight = 3
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// The orientations an interface supports.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  nonisolated public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
  nonisolated public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
  nonisolated public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
  nonisolated public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
  nonisolated public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
  nonisolated public static let all: UIInterfaceOrientationMask = [.portrait, .landscape, .portraitUpsideDown]
  nonisolated public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]
}
