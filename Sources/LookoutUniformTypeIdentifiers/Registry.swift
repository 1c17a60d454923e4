import Foundation

/// The types `UTType` knows: the system's (below) and those the app declares.
enum UTTypeRegistry {
  private static let lock = NSLock()
  nonisolated(unsafe) private static var declared: [String: UTType] = [:]

  private static let builtIn: [String: UTType] = Dictionary(uniqueKeysWithValues: systemTypes.map { ($0.identifier, $0) })

  static func isBuiltIn(_ identifier: String) -> Bool { builtIn[identifier] != nil }

  static func type(_ identifier: String) -> UTType? {
    builtIn[identifier] ?? lock.withLock { declared[identifier] }
  }

  static func declare(_ identifier: String, conformingTo parent: UTType?) -> UTType {
    if let known = builtIn[identifier] { return known }
    let type = UTType(identifier: identifier, parents: [parent?.identifier ?? "public.data"])
    lock.withLock { declared[identifier] = declared[identifier] ?? type }
    return type
  }

  static func types(tag: String, of tagClass: UTTagClass) -> [UTType] {
    let all = systemTypes + lock.withLock { Array(declared.values) }
    return all.filter { (tagClass == .filenameExtension ? $0.extensions : $0.mimeTypes).contains(tag) }
  }

  /// The first known type with `tag` conforming to `supertype`, or a dynamic type for the tag.
  static func type(tag: String, of tagClass: UTTagClass, conformingTo supertype: UTType) -> UTType? {
    if let known = types(tag: tag, of: tagClass).first(where: { $0.conforms(to: supertype) }) { return known }
    guard !tag.isEmpty else { return nil }
    let code = tag.utf8.map { String($0, radix: 16) }.joined()
    let kind = tagClass == .filenameExtension ? "e" : "m"
    return UTType(identifier: "dyn.\(kind)\(code)", parents: [supertype.identifier],
                  extensions: tagClass == .filenameExtension ? [tag] : [], mimeTypes: tagClass == .mimeType ? [tag] : [],
                  isDynamic: true)
  }

  static func system(_ identifier: String) -> UTType { builtIn[identifier]! }

  /// The system's common types: identifier, what each conforms to, extensions and MIME types.
  private static let systemTypes: [UTType] = [
    UTType(identifier: "public.item", parents: [], description: "item"),
    UTType(identifier: "public.content", parents: [], description: "content"),
    UTType(identifier: "public.composite-content", parents: ["public.content"]),
    UTType(identifier: "public.data", parents: ["public.item"], mimeTypes: ["application/octet-stream"], description: "data"),
    UTType(identifier: "public.directory", parents: ["public.item"], description: "directory"),
    UTType(identifier: "public.folder", parents: ["public.directory"], description: "folder"),
    UTType(identifier: "com.apple.package", parents: ["public.directory"], description: "package"),
    UTType(identifier: "com.apple.bundle", parents: ["public.directory"], description: "bundle"),
    UTType(identifier: "com.apple.application", parents: ["public.data"], description: "application"),
    UTType(identifier: "com.apple.application-bundle", parents: ["com.apple.application", "com.apple.bundle", "com.apple.package"], extensions: ["app"]),
    UTType(identifier: "public.executable", parents: ["public.item"]),
    UTType(identifier: "public.symlink", parents: ["public.item"]),
    UTType(identifier: "public.volume", parents: ["public.folder"]),
    UTType(identifier: "public.url", parents: ["public.data"], description: "URL"),
    UTType(identifier: "public.file-url", parents: ["public.url"], description: "file URL"),
    UTType(identifier: "public.text", parents: ["public.data", "public.content"], description: "text"),
    UTType(identifier: "public.plain-text", parents: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"], description: "plain text"),
    UTType(identifier: "public.utf8-plain-text", parents: ["public.plain-text"], description: "UTF-8 plain text"),
    UTType(identifier: "public.utf16-plain-text", parents: ["public.plain-text"], description: "UTF-16 plain text"),
    UTType(identifier: "public.utf16-external-plain-text", parents: ["public.plain-text"]),
    UTType(identifier: "public.utf8-tab-separated-values-text", parents: ["public.tab-separated-values-text"]),
    UTType(identifier: "public.delimited-values-text", parents: ["public.text"]),
    UTType(identifier: "public.comma-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["csv"], mimeTypes: ["text/csv"], description: "CSV"),
    UTType(identifier: "public.tab-separated-values-text", parents: ["public.delimited-values-text"], extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"]),
    UTType(identifier: "public.rtf", parents: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf"], description: "rich text"),
    UTType(identifier: "public.html", parents: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"], description: "HTML"),
    UTType(identifier: "public.xml", parents: ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"], description: "XML"),
    UTType(identifier: "public.json", parents: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"], description: "JSON"),
    UTType(identifier: "public.yaml", parents: ["public.text"], extensions: ["yaml", "yml"], mimeTypes: ["application/x-yaml"], description: "YAML"),
    UTType(identifier: "public.source-code", parents: ["public.plain-text"], description: "source code"),
    UTType(identifier: "public.swift-source", parents: ["public.source-code"], extensions: ["swift"], description: "Swift source"),
    UTType(identifier: "public.script", parents: ["public.source-code"]),
    UTType(identifier: "public.shell-script", parents: ["public.script"], extensions: ["sh"], mimeTypes: ["application/x-sh"]),
    UTType(identifier: "com.netscape.javascript-source", parents: ["public.script"], extensions: ["js"], mimeTypes: ["text/javascript"]),
    UTType(identifier: "public.python-script", parents: ["public.script"], extensions: ["py"]),
    UTType(identifier: "public.log", parents: ["public.plain-text"], extensions: ["log"]),
    UTType(identifier: "com.apple.property-list", parents: ["public.data"], extensions: ["plist"], description: "property list"),
    UTType(identifier: "public.image", parents: ["public.data", "public.content"], description: "image"),
    UTType(identifier: "public.png", parents: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"], description: "PNG image"),
    UTType(identifier: "public.jpeg", parents: ["public.image"], extensions: ["jpeg", "jpg"], mimeTypes: ["image/jpeg"], description: "JPEG image"),
    UTType(identifier: "com.compuserve.gif", parents: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"], description: "GIF image"),
    UTType(identifier: "public.tiff", parents: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"], description: "TIFF image"),
    UTType(identifier: "com.microsoft.bmp", parents: ["public.image"], extensions: ["bmp"], mimeTypes: ["image/bmp"]),
    UTType(identifier: "public.heif", parents: ["public.image"], extensions: ["heif"], mimeTypes: ["image/heif"]),
    UTType(identifier: "public.heic", parents: ["public.heif"], extensions: ["heic"], mimeTypes: ["image/heic"], description: "HEIC image"),
    UTType(identifier: "org.webmproject.webp", parents: ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"], description: "WebP image"),
    UTType(identifier: "public.svg-image", parents: ["public.image", "public.xml"], extensions: ["svg"], mimeTypes: ["image/svg+xml"], description: "SVG image"),
    UTType(identifier: "com.microsoft.ico", parents: ["public.image"], extensions: ["ico"], mimeTypes: ["image/x-icon"]),
    UTType(identifier: "public.camera-raw-image", parents: ["public.image"]),
    UTType(identifier: "com.apple.live-photo", parents: ["public.content"]),
    UTType(identifier: "public.audiovisual-content", parents: ["public.data", "public.content"]),
    UTType(identifier: "public.audio", parents: ["public.audiovisual-content"], description: "audio"),
    UTType(identifier: "public.mp3", parents: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"]),
    UTType(identifier: "public.mpeg-4-audio", parents: ["public.audio"], extensions: ["m4a"], mimeTypes: ["audio/mp4"]),
    UTType(identifier: "com.microsoft.waveform-audio", parents: ["public.audio"], extensions: ["wav"], mimeTypes: ["audio/wav"]),
    UTType(identifier: "public.aiff-audio", parents: ["public.audio"], extensions: ["aiff", "aif"], mimeTypes: ["audio/aiff"]),
    UTType(identifier: "public.movie", parents: ["public.audiovisual-content"], description: "movie"),
    UTType(identifier: "public.video", parents: ["public.movie"], description: "video"),
    UTType(identifier: "com.apple.quicktime-movie", parents: ["public.movie"], extensions: ["mov"], mimeTypes: ["video/quicktime"]),
    UTType(identifier: "public.mpeg-4", parents: ["public.movie"], extensions: ["mp4"], mimeTypes: ["video/mp4"]),
    UTType(identifier: "public.mpeg", parents: ["public.movie"], extensions: ["mpeg", "mpg"], mimeTypes: ["video/mpeg"]),
    UTType(identifier: "public.avi", parents: ["public.movie"], extensions: ["avi"], mimeTypes: ["video/avi"]),
    UTType(identifier: "com.adobe.pdf", parents: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeTypes: ["application/pdf"], description: "PDF document"),
    UTType(identifier: "public.archive", parents: ["public.data"], description: "archive"),
    UTType(identifier: "public.zip-archive", parents: ["public.archive"], extensions: ["zip"], mimeTypes: ["application/zip"]),
    UTType(identifier: "org.gnu.gnu-zip-archive", parents: ["public.archive"], extensions: ["gz"], mimeTypes: ["application/gzip"]),
    UTType(identifier: "org.idpf.epub-container", parents: ["public.data", "public.composite-content"], extensions: ["epub"], mimeTypes: ["application/epub+zip"]),
    UTType(identifier: "public.vcard", parents: ["public.text"], extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard"]),
    UTType(identifier: "public.contact", parents: ["public.item"]),
    UTType(identifier: "public.calendar-event", parents: ["public.item"]),
    UTType(identifier: "com.apple.ical.ics", parents: ["public.data"], extensions: ["ics"], mimeTypes: ["text/calendar"]),
    UTType(identifier: "public.message", parents: ["public.item"]),
    UTType(identifier: "public.email-message", parents: ["public.message"], extensions: ["eml"], mimeTypes: ["message/rfc822"]),
    UTType(identifier: "public.font", parents: ["public.data"]),
    UTType(identifier: "public.spreadsheet", parents: ["public.content"]),
    UTType(identifier: "public.presentation", parents: ["public.composite-content"]),
    UTType(identifier: "public.database", parents: ["public.item"]),
    UTType(identifier: "public.3d-content", parents: ["public.content"]),
    UTType(identifier: "com.pixar.universal-scene-description-mobile", parents: ["public.3d-content", "public.data"], extensions: ["usdz"]),
    UTType(identifier: "com.apple.reality", parents: ["public.data"], extensions: ["reality"]),
  ]
}

extension UTType {
  public static var item: UTType { UTTypeRegistry.system("public.item") }
  public static var content: UTType { UTTypeRegistry.system("public.content") }
  public static var compositeContent: UTType { UTTypeRegistry.system("public.composite-content") }
  public static var data: UTType { UTTypeRegistry.system("public.data") }
  public static var directory: UTType { UTTypeRegistry.system("public.directory") }
  public static var folder: UTType { UTTypeRegistry.system("public.folder") }
  public static var package: UTType { UTTypeRegistry.system("com.apple.package") }
  public static var bundle: UTType { UTTypeRegistry.system("com.apple.bundle") }
  public static var application: UTType { UTTypeRegistry.system("com.apple.application") }
  public static var applicationBundle: UTType { UTTypeRegistry.system("com.apple.application-bundle") }
  public static var executable: UTType { UTTypeRegistry.system("public.executable") }
  public static var symbolicLink: UTType { UTTypeRegistry.system("public.symlink") }
  public static var volume: UTType { UTTypeRegistry.system("public.volume") }
  public static var url: UTType { UTTypeRegistry.system("public.url") }
  public static var fileURL: UTType { UTTypeRegistry.system("public.file-url") }
  public static var text: UTType { UTTypeRegistry.system("public.text") }
  public static var plainText: UTType { UTTypeRegistry.system("public.plain-text") }
  public static var utf8PlainText: UTType { UTTypeRegistry.system("public.utf8-plain-text") }
  public static var utf16PlainText: UTType { UTTypeRegistry.system("public.utf16-plain-text") }
  public static var utf16ExternalPlainText: UTType { UTTypeRegistry.system("public.utf16-external-plain-text") }
  public static var utf8TabSeparatedText: UTType { UTTypeRegistry.system("public.utf8-tab-separated-values-text") }
  public static var delimitedText: UTType { UTTypeRegistry.system("public.delimited-values-text") }
  public static var commaSeparatedText: UTType { UTTypeRegistry.system("public.comma-separated-values-text") }
  public static var tabSeparatedText: UTType { UTTypeRegistry.system("public.tab-separated-values-text") }
  public static var rtf: UTType { UTTypeRegistry.system("public.rtf") }
  public static var html: UTType { UTTypeRegistry.system("public.html") }
  public static var xml: UTType { UTTypeRegistry.system("public.xml") }
  public static var json: UTType { UTTypeRegistry.system("public.json") }
  public static var yaml: UTType { UTTypeRegistry.system("public.yaml") }
  public static var sourceCode: UTType { UTTypeRegistry.system("public.source-code") }
  public static var swiftSource: UTType { UTTypeRegistry.system("public.swift-source") }
  public static var script: UTType { UTTypeRegistry.system("public.script") }
  public static var shellScript: UTType { UTTypeRegistry.system("public.shell-script") }
  public static var javaScript: UTType { UTTypeRegistry.system("com.netscape.javascript-source") }
  public static var pythonScript: UTType { UTTypeRegistry.system("public.python-script") }
  public static var log: UTType { UTTypeRegistry.system("public.log") }
  public static var propertyList: UTType { UTTypeRegistry.system("com.apple.property-list") }
  public static var image: UTType { UTTypeRegistry.system("public.image") }
  public static var png: UTType { UTTypeRegistry.system("public.png") }
  public static var jpeg: UTType { UTTypeRegistry.system("public.jpeg") }
  public static var gif: UTType { UTTypeRegistry.system("com.compuserve.gif") }
  public static var tiff: UTType { UTTypeRegistry.system("public.tiff") }
  public static var bmp: UTType { UTTypeRegistry.system("com.microsoft.bmp") }
  public static var heif: UTType { UTTypeRegistry.system("public.heif") }
  public static var heic: UTType { UTTypeRegistry.system("public.heic") }
  public static var webP: UTType { UTTypeRegistry.system("org.webmproject.webp") }
  public static var svg: UTType { UTTypeRegistry.system("public.svg-image") }
  public static var ico: UTType { UTTypeRegistry.system("com.microsoft.ico") }
  public static var rawImage: UTType { UTTypeRegistry.system("public.camera-raw-image") }
  public static var livePhoto: UTType { UTTypeRegistry.system("com.apple.live-photo") }
  public static var audiovisualContent: UTType { UTTypeRegistry.system("public.audiovisual-content") }
  public static var audio: UTType { UTTypeRegistry.system("public.audio") }
  public static var mp3: UTType { UTTypeRegistry.system("public.mp3") }
  public static var mpeg4Audio: UTType { UTTypeRegistry.system("public.mpeg-4-audio") }
  public static var wav: UTType { UTTypeRegistry.system("com.microsoft.waveform-audio") }
  public static var aiff: UTType { UTTypeRegistry.system("public.aiff-audio") }
  public static var movie: UTType { UTTypeRegistry.system("public.movie") }
  public static var video: UTType { UTTypeRegistry.system("public.video") }
  public static var quickTimeMovie: UTType { UTTypeRegistry.system("com.apple.quicktime-movie") }
  public static var mpeg4Movie: UTType { UTTypeRegistry.system("public.mpeg-4") }
  public static var mpeg: UTType { UTTypeRegistry.system("public.mpeg") }
  public static var avi: UTType { UTTypeRegistry.system("public.avi") }
  public static var pdf: UTType { UTTypeRegistry.system("com.adobe.pdf") }
  public static var archive: UTType { UTTypeRegistry.system("public.archive") }
  public static var zip: UTType { UTTypeRegistry.system("public.zip-archive") }
  public static var gzip: UTType { UTTypeRegistry.system("org.gnu.gnu-zip-archive") }
  public static var epub: UTType { UTTypeRegistry.system("org.idpf.epub-container") }
  public static var vCard: UTType { UTTypeRegistry.system("public.vcard") }
  public static var contact: UTType { UTTypeRegistry.system("public.contact") }
  public static var calendarEvent: UTType { UTTypeRegistry.system("public.calendar-event") }
  public static var ics: UTType { UTTypeRegistry.system("com.apple.ical.ics") }
  public static var message: UTType { UTTypeRegistry.system("public.message") }
  public static var emailMessage: UTType { UTTypeRegistry.system("public.email-message") }
  public static var font: UTType { UTTypeRegistry.system("public.font") }
  public static var spreadsheet: UTType { UTTypeRegistry.system("public.spreadsheet") }
  public static var presentation: UTType { UTTypeRegistry.system("public.presentation") }
  public static var database: UTType { UTTypeRegistry.system("public.database") }
  public static var threeDContent: UTType { UTTypeRegistry.system("public.3d-content") }
  public static var usdz: UTType { UTTypeRegistry.system("com.pixar.universal-scene-description-mobile") }
  public static var realityFile: UTType { UTTypeRegistry.system("com.apple.reality") }
}
