import Foundation

/// A UIKit view in a SwiftUI view, as in SwiftUI: when the representable is mounted the host calls
/// `makeCoordinator()`, `makeUIView(context:)` and `updateUIView(_:context:)`; after each update in which its
/// value or environment changed, `updateUIView` again; when it goes away, `dismantleUIView`. It renders as its
/// type with the UIKit view's class (`ActivityIndicator [uiView: UIActivityIndicatorView]`; an AppKit one's is
/// `nsView:`).
public protocol UIViewRepresentable: View where Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>

  func makeUIView(context: Context) -> UIViewType
  func updateUIView(_ uiView: UIViewType, context: Context)
  static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize?
}

extension UIViewRepresentable {
  public static func dismantleUIView(_ uiView: UIViewType, coordinator: Coordinator) {}
  public func sizeThatFits(_ proposal: ProposedViewSize, uiView: UIViewType, context: Context) -> CGSize? { nil }
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What a representable's methods get: its coordinator, the transaction and the environment.
public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues
}

/// A UIKit view controller in a SwiftUI view, with the lifecycle of ``UIViewRepresentable``.
public protocol UIViewControllerRepresentable: View where Body == Never {
  associatedtype UIViewControllerType: UIViewController
  associatedtype Coordinator = Void
  typealias Context = UIViewControllerRepresentableContext<Self>

  func makeUIViewController(context: Context) -> UIViewControllerType
  func updateUIViewController(_ uiViewController: UIViewControllerType, context: Context)
  static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
  func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize?
}

extension UIViewControllerRepresentable {
  public static func dismantleUIViewController(_ uiViewController: UIViewControllerType, coordinator: Coordinator) {}
  public func sizeThatFits(_ proposal: ProposedViewSize, uiViewController: UIViewControllerType, context: Context) -> CGSize? { nil }
}

extension UIViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What a view controller representable's methods get.
public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues
}

/// An AppKit view in a SwiftUI view, with the lifecycle of ``UIViewRepresentable``.
public protocol NSViewRepresentable: View where Body == Never {
  associatedtype NSViewType: NSView
  associatedtype Coordinator = Void
  typealias Context = NSViewRepresentableContext<Self>

  func makeNSView(context: Context) -> NSViewType
  func updateNSView(_ nsView: NSViewType, context: Context)
  static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
}

extension NSViewRepresentable {
  public static func dismantleNSView(_ nsView: NSViewType, coordinator: Coordinator) {}
}

extension NSViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What an AppKit view representable's methods get.
public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues
}

/// An AppKit view controller in a SwiftUI view, with the lifecycle of ``UIViewRepresentable``.
public protocol NSViewControllerRepresentable: View where Body == Never {
  associatedtype NSViewControllerType: NSViewController
  associatedtype Coordinator = Void
  typealias Context = NSViewControllerRepresentableContext<Self>

  func makeNSViewController(context: Context) -> NSViewControllerType
  func updateNSViewController(_ nsViewController: NSViewControllerType, context: Context)
  static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator)
  func makeCoordinator() -> Coordinator
}

extension NSViewControllerRepresentable {
  public static func dismantleNSViewController(_ nsViewController: NSViewControllerType, coordinator: Coordinator) {}
}

extension NSViewControllerRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

/// What an AppKit view controller representable's methods get.
public struct NSViewControllerRepresentableContext<Representable: NSViewControllerRepresentable> {
  public let coordinator: Representable.Coordinator
  public var transaction: Transaction
  public var environment: EnvironmentValues
}

/// How the host mounts a representable: the platform object made once per node, updated when the
/// representable or its environment changed, dismantled with the node.
@MainActor
enum RepresentableExpansion {
  /// A representable's platform object and coordinator, kept on its node.
  final class Mounted<Object, Coordinator> {
    let object: Object
    let coordinator: Coordinator
    var view: any View
    var environment: EnvironmentValues
    init(object: Object, coordinator: Coordinator, view: any View, environment: EnvironmentValues) {
      self.object = object
      self.coordinator = coordinator
      self.view = view
      self.environment = environment
    }
  }

  typealias Expander = (any View, inout ChildBuilder) -> Void

  static func expander(for view: any View) -> Expander? {
    if let representable = view as? any UIViewRepresentable { return uiKitView(representable) }
    if let representable = view as? any UIViewControllerRepresentable { return uiKitController(representable) }
    if let representable = view as? any NSViewRepresentable { return appKitView(representable) }
    if let representable = view as? any NSViewControllerRepresentable { return appKitController(representable) }
    return nil
  }

  private static func uiKitView<R: UIViewRepresentable>(_: R) -> Expander {
    let context = { (coordinator: R.Coordinator, environment: EnvironmentValues) in
      UIViewRepresentableContext<R>(coordinator: coordinator, transaction: Transaction(), environment: environment)
    }
    return lifecycle(R.self, shown: ("uiView", R.UIViewType.self), makeCoordinator: { $0.makeCoordinator() },
                     make: { $0.makeUIView(context: context($1, $2)) }, update: { $0.updateUIView($1, context: context($2, $3)) },
                     dismantle: { R.dismantleUIView($0, coordinator: $1) })
  }

  private static func uiKitController<R: UIViewControllerRepresentable>(_: R) -> Expander {
    let context = { (coordinator: R.Coordinator, environment: EnvironmentValues) in
      UIViewControllerRepresentableContext<R>(coordinator: coordinator, transaction: Transaction(), environment: environment)
    }
    return lifecycle(R.self, shown: ("uiView", R.UIViewControllerType.self), makeCoordinator: { $0.makeCoordinator() },
                     make: { $0.makeUIViewController(context: context($1, $2)) },
                     update: { $0.updateUIViewController($1, context: context($2, $3)) }, dismantle: { R.dismantleUIViewController($0, coordinator: $1) })
  }

  private static func appKitView<R: NSViewRepresentable>(_: R) -> Expander {
    let context = { (coordinator: R.Coordinator, environment: EnvironmentValues) in
      NSViewRepresentableContext<R>(coordinator: coordinator, transaction: Transaction(), environment: environment)
    }
    return lifecycle(R.self, shown: ("nsView", R.NSViewType.self), makeCoordinator: { $0.makeCoordinator() },
                     make: { $0.makeNSView(context: context($1, $2)) }, update: { $0.updateNSView($1, context: context($2, $3)) },
                     dismantle: { R.dismantleNSView($0, coordinator: $1) })
  }

  private static func appKitController<R: NSViewControllerRepresentable>(_: R) -> Expander {
    let context = { (coordinator: R.Coordinator, environment: EnvironmentValues) in
      NSViewControllerRepresentableContext<R>(coordinator: coordinator, transaction: Transaction(), environment: environment)
    }
    return lifecycle(R.self, shown: ("nsView", R.NSViewControllerType.self), makeCoordinator: { $0.makeCoordinator() },
                     make: { $0.makeNSViewController(context: context($1, $2)) },
                     update: { $0.updateNSViewController($1, context: context($2, $3)) }, dismantle: { R.dismantleNSViewController($0, coordinator: $1) })
  }

  /// One lifecycle for every kind of representable: the platform object and coordinator made on a new node,
  /// updated on a kept one, dismantled when the node goes.
  private static func lifecycle<R: View, Object, Coordinator>(
    _: R.Type, shown: (name: String, type: Object.Type), makeCoordinator: @escaping @MainActor (R) -> Coordinator,
    make: @escaping @MainActor (R, Coordinator, EnvironmentValues) -> Object,
    update: @escaping @MainActor (R, Object, Coordinator, EnvironmentValues) -> Void,
    dismantle: @escaping @MainActor (Object, Coordinator) -> Void
  ) -> Expander {
    { view, builder in
      let representable = view as! R
      expand(representable, shown: (shown.name, ViewNode.name(of: Object.self)), into: &builder) { node, environment in
        if let mounted = node.effectState["representable"] as? Mounted<Object, Coordinator> {
          return (mounted, { update(representable, mounted.object, mounted.coordinator, environment) })
        }
        let coordinator = makeCoordinator(representable)
        let object = make(representable, coordinator, environment)
        let mounted = Mounted(object: object, coordinator: coordinator, view: representable, environment: environment)
        node.effectState["representable"] = mounted
        node.disappearActions["representable"] = { dismantle(object, coordinator) }
        return (mounted, { update(representable, object, coordinator, environment) })
      }
    }
  }

  /// The element, and the effect that mounts or updates the platform object: `mount` returns the kept state
  /// and the update to run. A new node runs it; a kept one only when its value or environment changed, as
  /// SwiftUI compares a representable's inputs before updating it.
  private static func expand<Object, Coordinator>(
    _ representable: some View, shown: (name: String, kind: String), into builder: inout ChildBuilder,
    mount: @escaping @MainActor (ViewNode, EnvironmentValues) -> (Mounted<Object, Coordinator>, @MainActor () -> Void)
  ) {
    var element = Element(kind: ViewNode.name(of: type(of: representable)))
    element.details = [ElementAttribute(shown.name, shown.kind)]
    builder.element = element
    let environment = builder.environment
    builder.effects.append(Effect { node in
      let isNew = node.effectState["representable"] == nil
      let (mounted, update) = mount(node, environment)
      if !isNew && ViewEquality.viewsEqual(mounted.view, representable) && environment.sameValues(as: mounted.environment) { return nil }
      mounted.view = representable
      mounted.environment = environment
      update()
      return nil
    })
  }
}
