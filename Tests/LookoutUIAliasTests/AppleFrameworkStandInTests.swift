// Compiled with the Linux aliases (`import UIKit`, `import os`, `import UniformTypeIdentifiers`… resolve to
// Lookout's stand-ins): the code is written as for an iOS app, and the stand-ins behave as Apple's do.
#if os(Linux)
import OSLog
import SwiftUI
import Testing
import UIKit
import UniformTypeIdentifiers
import os

/// A badge whose colour is a UIKit dynamic colour, resolved against the colour scheme it is shown in.
struct InkBadge: View {
  static let ink = UIColor { traits in traits.userInterfaceStyle == .dark ? .white : .black }
  var body: some View {
    Text("InkBadge").foregroundColor(Color(uiColor: Self.ink))
  }
}

struct Feed {
  static let logger = Logger(subsystem: "com.example.feed", category: "loading")
  func load(_ count: Int, for user: String) {
    Self.logger.info("Loaded \(count) items for \(user, privacy: .private)")
    Self.logger.error("Failed \(count, privacy: .public) times")
  }
}

@MainActor @Suite struct AppleFrameworkStandInTests {
  @Test func aDynamicUIKitColourResolvesAgainstTheViewsColourScheme() {
    #expect(ViewHost(InkBadge()).render().contains("foreground: rgb(0, 0, 0, 1)"))
    #expect(ViewHost(InkBadge().environment(\.colorScheme, .dark)).render().contains("foreground: rgb(1, 1, 1, 1)"))
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
    UIColor.systemBackground.resolvedColor(with: dark).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect([red, green, blue, alpha] == [0, 0, 0, 1])
    UIColor.systemBlue.resolvedColor(with: UITraitCollection(userInterfaceStyle: .light)).getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    #expect(abs(red - 0) < 0.01 && abs(green - 122.0 / 255) < 0.01 && abs(blue - 1) < 0.01)
  }

  @Test func systemFontsHaveIOSMetrics() {
    #expect(abs(UIFont.systemFont(ofSize: 17).lineHeight - 20.29) < 0.01)
    #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
    #expect(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize == 34)
    #expect(UIFontMetrics(forTextStyle: .body).scaledValue(for: 10) == 10)
  }

  @Test func loggedMessagesAreReadBackRedactedAsTheSystemKeepsThem() throws {
    Feed().load(3, for: "ada@example.com")
    let entries = try OSLogStore(scope: .currentProcessIdentifier).getEntries()
      .compactMap { $0 as? OSLogEntryLog }
      .filter { $0.subsystem == "com.example.feed" }
    #expect(entries.map(\.composedMessage).suffix(2) == ["Loaded 3 items for <private>", "Failed 3 times"])
    #expect(entries.last?.level == .error)
    #expect(entries.last?.category == "loading")
  }

  @Test func uniformTypesConformAsApplesDo() {
    #expect(UTType.plainText.conforms(to: .text))
    #expect(UTType.png.conforms(to: .image))
    #expect(!UTType.png.conforms(to: .text))
    #expect(UTType(filenameExtension: "json") == .json)
    #expect(UTType(mimeType: "image/jpeg") == .jpeg)
    #expect(UTType.pdf.preferredFilenameExtension == "pdf")
  }

  @Test func keyboardNotificationsCarryUIKitsUserInfo() {
    let info = UIResponder.keyboardUserInfo(height: 300, showing: true)
    let end = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
    #expect(end?.height == 300)
    #expect(end?.maxY == UIScreen.main.bounds.height)
  }

  @Test func coreGraphicsTransformsAndPathsKeepTheirGeometry() {
    let path = CGMutablePath()
    path.addRect(CGRect(x: 0, y: 0, width: 10, height: 20))
    #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 20))
    let moved = CGRect(x: 1, y: 1, width: 2, height: 2).applying(CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2))
    #expect(moved == CGRect(x: 12, y: 2, width: 4, height: 4))
  }
}
#endif
