import Foundation

/// One drawing command of a path, in CoreGraphics's five kinds: arcs, ellipses and rounded corners are
/// stored as the cubic curves CoreGraphics turns them into.
package enum PathSegment: Hashable, Sendable {
  case move(CGPoint)
  case line(CGPoint)
  case quadCurve(to: CGPoint, control: CGPoint)
  case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
  case close
}

/// The geometry shared by `CGPath` and SwiftUI's `Path`: the segments, and what can be measured from them
/// (bounds, length, hit testing, trimming, transforms).
package struct PathGeometry: Hashable, Sendable {
  package private(set) var segments: [PathSegment] = []
  /// Where the next segment starts.
  package private(set) var currentPoint: CGPoint?
  private var subpathStart: CGPoint?

  package init() {}

  package var isEmpty: Bool { segments.isEmpty }

  package mutating func move(to point: CGPoint) {
    segments.append(.move(point))
    currentPoint = point
    subpathStart = point
  }

  package mutating func addLine(to point: CGPoint) {
    if currentPoint == nil { return move(to: point) }
    segments.append(.line(point))
    currentPoint = point
  }

  package mutating func addQuadCurve(to point: CGPoint, control: CGPoint) {
    if currentPoint == nil { move(to: control) }
    segments.append(.quadCurve(to: point, control: control))
    currentPoint = point
  }

  package mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
    if currentPoint == nil { move(to: control1) }
    segments.append(.curve(to: point, control1: control1, control2: control2))
    currentPoint = point
  }

  package mutating func closeSubpath() {
    guard currentPoint != nil else { return }
    segments.append(.close)
    currentPoint = subpathStart
  }

  package mutating func addRect(_ rect: CGRect) {
    let rect = rect.standardized
    move(to: CGPoint(x: rect.minX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
    closeSubpath()
  }

  package mutating func addEllipse(in rect: CGRect) {
    let rect = rect.standardized
    let center = CGPoint(x: rect.midX, y: rect.midY)
    let (rx, ry) = (rect.width / 2, rect.height / 2)
    let k: CGFloat = 0.552_284_749_8
    move(to: CGPoint(x: rect.maxX, y: center.y))
    addCurve(to: CGPoint(x: center.x, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: center.y + ry * k),
             control2: CGPoint(x: center.x + rx * k, y: rect.maxY))
    addCurve(to: CGPoint(x: rect.minX, y: center.y), control1: CGPoint(x: center.x - rx * k, y: rect.maxY),
             control2: CGPoint(x: rect.minX, y: center.y + ry * k))
    addCurve(to: CGPoint(x: center.x, y: rect.minY), control1: CGPoint(x: rect.minX, y: center.y - ry * k),
             control2: CGPoint(x: center.x - rx * k, y: rect.minY))
    addCurve(to: CGPoint(x: rect.maxX, y: center.y), control1: CGPoint(x: center.x + rx * k, y: rect.minY),
             control2: CGPoint(x: rect.maxX, y: center.y - ry * k))
    closeSubpath()
  }

  /// A rectangle with its corners rounded by quarter ellipses of `cornerSize` (clamped to half the sides).
  package mutating func addRoundedRect(_ rect: CGRect, cornerSize: CGSize) {
    let rect = rect.standardized
    let rx = min(max(cornerSize.width, 0), rect.width / 2)
    let ry = min(max(cornerSize.height, 0), rect.height / 2)
    guard rx > 0, ry > 0 else { return addRect(rect) }
    let k: CGFloat = 0.552_284_749_8
    move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
    addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
    addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + rx * k, y: rect.minY),
             control2: CGPoint(x: rect.maxX, y: rect.minY + ry - ry * k))
    addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
    addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ry * k),
             control2: CGPoint(x: rect.maxX - rx + rx * k, y: rect.maxY))
    addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
    addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - rx * k, y: rect.maxY),
             control2: CGPoint(x: rect.minX, y: rect.maxY - ry + ry * k))
    addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
    addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - ry * k),
             control2: CGPoint(x: rect.minX + rx - rx * k, y: rect.minY))
    closeSubpath()
  }

  /// An arc of the circle around `center`, from `start` to `end` (radians, measured from the x axis towards
  /// the y axis); `clockwise` sweeps towards decreasing angles, as CoreGraphics's `addArc` does.
  package mutating func addArc(center: CGPoint, radius: CGFloat, startAngle start: CGFloat, endAngle end: CGFloat, clockwise: Bool) {
    var sweep = end - start
    let fullTurn = 2 * CGFloat.pi
    if clockwise {
      while sweep > 0 { sweep -= fullTurn }
    } else {
      while sweep < 0 { sweep += fullTurn }
    }
    addArc(center: center, radius: radius, startAngle: start, sweep: sweep)
  }

  /// An arc from `start`, sweeping `sweep` radians (negative: towards decreasing angles).
  package mutating func addArc(center: CGPoint, radius: CGFloat, startAngle start: CGFloat, sweep: CGFloat) {
    let point = { (angle: CGFloat) in CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle)) }
    if currentPoint == nil { move(to: point(start)) } else { addLine(to: point(start)) }
    let pieces = max(1, Int((abs(sweep) / (CGFloat.pi / 2)).rounded(.up)))
    let step = sweep / CGFloat(pieces)
    let k = 4 / 3 * tan(step / 4)
    var angle = start
    for _ in 0..<pieces {
      let next = angle + step
      let (from, to) = (point(angle), point(next))
      addCurve(
        to: to, control1: CGPoint(x: from.x - k * radius * sin(angle), y: from.y + k * radius * cos(angle)),
        control2: CGPoint(x: to.x + k * radius * sin(next), y: to.y - k * radius * cos(next)))
      angle = next
    }
  }

  /// The arc of radius `radius` tangent to the lines from the current point to `tangent1End` and from there
  /// to `tangent2End`, with a line to where it starts.
  package mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat) {
    guard let p0 = currentPoint else { return move(to: p1) }
    let v1 = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v2 = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
    let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
    let cross = v1.x * v2.y - v1.y * v2.x
    guard l1 > 0, l2 > 0, abs(cross) > 1e-9, radius > 0 else { return addLine(to: p1) }
    let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
    let distance = radius / tan(angle / 2)
    let start = CGPoint(x: p1.x + v1.x / l1 * distance, y: p1.y + v1.y / l1 * distance)
    let end = CGPoint(x: p1.x + v2.x / l2 * distance, y: p1.y + v2.y / l2 * distance)
    // The centre lies along the bisector, `radius / sin(angle/2)` from the corner.
    let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
    let length = hypot(bisector.x, bisector.y)
    let centerDistance = radius / sin(angle / 2)
    let center = CGPoint(x: p1.x + bisector.x / length * centerDistance, y: p1.y + bisector.y / length * centerDistance)
    addLine(to: start)
    let from = atan2(start.y - center.y, start.x - center.x), to = atan2(end.y - center.y, end.x - center.x)
    addArc(center: center, radius: radius, startAngle: from, endAngle: to, clockwise: cross > 0)
  }

  package mutating func append(_ other: PathGeometry, transform: CGAffineTransform = .identity) {
    replay(other.applying(transform).segments[...])
  }

  /// Adds what `build` draws in `transform`'s untransformed space, from the current point (taken back into
  /// that space), then transformed: how CoreGraphics and SwiftUI add an arc under a transform.
  package mutating func add(transformedBy transform: CGAffineTransform, _ build: (inout PathGeometry) -> Void) {
    guard !transform.isIdentity else { return build(&self) }
    var part = PathGeometry()
    let start = currentPoint.map { $0.applying(transform.inverted()) }
    if let start { part.move(to: start) }
    build(&part)
    let segments = part.applying(transform).segments
    replay(start == nil ? segments[...] : segments.dropFirst())
  }

  /// Adds `segments` as they come (a leading line continues from the current point).
  package mutating func replay(_ segments: ArraySlice<PathSegment>) {
    for segment in segments {
      switch segment {
      case .move(let point): move(to: point)
      case .line(let point): addLine(to: point)
      case .quadCurve(let point, let control): addQuadCurve(to: point, control: control)
      case .curve(let point, let control1, let control2): addCurve(to: point, control1: control1, control2: control2)
      case .close: closeSubpath()
      }
    }
  }

  package func applying(_ transform: CGAffineTransform) -> PathGeometry {
    guard !transform.isIdentity else { return self }
    var result = PathGeometry()
    result.segments = segments.map { segment in
      switch segment {
      case .move(let point): .move(point.applying(transform))
      case .line(let point): .line(point.applying(transform))
      case .quadCurve(let point, let control): .quadCurve(to: point.applying(transform), control: control.applying(transform))
      case .curve(let point, let control1, let control2):
        .curve(to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
      case .close: .close
      }
    }
    result.currentPoint = currentPoint?.applying(transform)
    result.subpathStart = subpathStart?.applying(transform)
    return result
  }

  /// Every point of the segments, control points included (CoreGraphics's `boundingBox`).
  package var controlPointBounds: CGRect {
    bounds(of: segments.flatMap { segment -> [CGPoint] in
      switch segment {
      case .move(let point), .line(let point): [point]
      case .quadCurve(let point, let control): [point, control]
      case .curve(let point, let control1, let control2): [point, control1, control2]
      case .close: []
      }
    })
  }

  /// The smallest rectangle holding the path itself (`boundingBoxOfPath`, SwiftUI's `boundingRect`).
  package var tightBounds: CGRect { bounds(of: polylines(tolerance: 0.01).flatMap(\.points)) }

  private func bounds(of points: [CGPoint]) -> CGRect {
    guard let first = points.first else { return .null }
    var (minX, minY, maxX, maxY) = (first.x, first.y, first.x, first.y)
    for point in points.dropFirst() {
      (minX, minY, maxX, maxY) = (min(minX, point.x), min(minY, point.y), max(maxX, point.x), max(maxY, point.y))
    }
    return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
  }

  /// The subpaths as straight lines, curves cut into pieces no further than `tolerance` from the curve.
  package func polylines(tolerance: CGFloat = 0.1) -> [(points: [CGPoint], closed: Bool)] {
    var result: [(points: [CGPoint], closed: Bool)] = []
    var points: [CGPoint] = []
    func flush(closed: Bool) {
      if !points.isEmpty { result.append((points, closed)) }
      points = []
    }
    for segment in segments {
      switch segment {
      case .move(let point):
        flush(closed: false)
        points = [point]
      case .line(let point):
        points.append(point)
      case .quadCurve(let point, let control):
        let start = points.last ?? control
        points += Self.flatten(steps: Self.steps(start, control, point, tolerance)) { t in
          let u = 1 - t
          return CGPoint(x: u * u * start.x + 2 * u * t * control.x + t * t * point.x, y: u * u * start.y + 2 * u * t * control.y + t * t * point.y)
        }
      case .curve(let point, let control1, let control2):
        let start = points.last ?? control1
        points += Self.flatten(steps: Self.steps(start, control1, control2, point, tolerance)) { t in
          let u = 1 - t
          let (a, b, c, d) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
          return CGPoint(x: a * start.x + b * control1.x + c * control2.x + d * point.x,
                         y: a * start.y + b * control1.y + c * control2.y + d * point.y)
        }
      case .close:
        let first = points.first
        flush(closed: true)
        if let first { points = [first] }
      }
    }
    if points.count > 1 || (points.count == 1 && result.isEmpty) { flush(closed: false) }
    return result
  }

  private static func steps(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ tolerance: CGFloat) -> Int { steps([a, b, c], tolerance) }
  private static func steps(_ a: CGPoint, _ b: CGPoint, _ c: CGPoint, _ d: CGPoint, _ tolerance: CGFloat) -> Int { steps([a, b, c, d], tolerance) }
  private static func steps(_ points: [CGPoint], _ tolerance: CGFloat) -> Int {
    let length = zip(points, points.dropFirst()).reduce(CGFloat(0)) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    return max(4, min(256, Int((length / max(tolerance, 0.001)).squareRoot().rounded(.up))))
  }

  private static func flatten(steps: Int, _ point: (CGFloat) -> CGPoint) -> [CGPoint] {
    (1...steps).map { point(CGFloat($0) / CGFloat(steps)) }
  }

  /// The length of the outline.
  package var length: CGFloat {
    polylines().reduce(0) { total, line in
      var points = line.points
      if line.closed, let first = points.first { points.append(first) }
      return total + zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
    }
  }

  /// Whether `point` is inside the filled path, by the non-zero winding rule or the even-odd one.
  package func contains(_ point: CGPoint, evenOdd: Bool = false) -> Bool {
    var winding = 0
    var crossings = 0
    for line in polylines() {
      var points = line.points
      if let first = points.first { points.append(first) }  // filling closes every subpath
      for (a, b) in zip(points, points.dropFirst()) where (a.y <= point.y) != (b.y <= point.y) {
        let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
        if x > point.x {
          crossings += 1
          winding += b.y > a.y ? 1 : -1
        }
      }
    }
    return evenOdd ? crossings % 2 == 1 : winding != 0
  }

  /// The part of the outline from `start` to `end`, fractions of its length (SwiftUI's `trimmedPath`).
  package func trimmed(from start: CGFloat, to end: CGFloat) -> PathGeometry {
    let (from, to) = (max(0, min(1, start)), max(0, min(1, end)))
    guard to > from else { return PathGeometry() }
    let total = length
    var result = PathGeometry()
    var travelled: CGFloat = 0
    let (begin, finish) = (from * total, to * total)
    for line in polylines() {
      var points = line.points
      if line.closed, let first = points.first { points.append(first) }
      var drawing = false
      for (a, b) in zip(points, points.dropFirst()) {
        let length = hypot(b.x - a.x, b.y - a.y)
        defer { travelled += length }
        guard length > 0, travelled + length >= begin, travelled <= finish else { continue }
        let point = { (distance: CGFloat) in
          CGPoint(x: a.x + (b.x - a.x) * (distance - travelled) / length, y: a.y + (b.y - a.y) * (distance - travelled) / length)
        }
        if !drawing {
          result.move(to: point(max(begin, travelled)))
          drawing = true
        }
        result.addLine(to: point(min(finish, travelled + length)))
      }
    }
    return result
  }
}
